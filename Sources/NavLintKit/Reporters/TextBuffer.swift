/// UTF-8 bytes appended in place and made a String once: text reports and DOT graphs of
/// 100,000 screens are written piece by piece into one growing buffer.
struct TextBuffer {
    private var bytes: [UInt8] = []

    init(capacity: Int) { bytes.reserveCapacity(capacity) }

    mutating func append(_ byte: UInt8) { bytes.append(byte) }
    mutating func append(_ slice: ArraySlice<UInt8>) { bytes.append(contentsOf: slice) }
    mutating func append(_ buffer: UnsafeBufferPointer<UInt8>) { bytes.append(contentsOf: buffer) }

    static func += (buffer: inout TextBuffer, text: String) {
        var text = text
        text.withUTF8 { buffer.bytes.append(contentsOf: $0) }
    }

    var text: String { String(decoding: bytes, as: UTF8.self) }
}

extension String {
    /// Whether a byte of the UTF-8 text passes `test`; reads contiguous storage, several
    /// times faster than iterating `utf8`.
    func anyByte(where test: (UInt8) -> Bool) -> Bool {
        var copy = self
        return copy.withUTF8 { bytes in
            for byte in bytes where test(byte) { return true }
            return false
        }
    }

    /// The text with each byte that passes `escaped` as `%XX`, byte by byte; unchanged (no
    /// copy) when none does.
    func percentEncoded(where escaped: (UInt8) -> Bool) -> String {
        guard anyByte(where: escaped) else { return self }
        let hex = Array("0123456789ABCDEF".utf8)
        var out = TextBuffer(capacity: utf8.count + 16)
        for byte in utf8 {
            if escaped(byte) {
                out.append(0x25)
                out.append(hex[Int(byte >> 4)])
                out.append(hex[Int(byte & 0x0F)])
            } else {
                out.append(byte)
            }
        }
        return out.text
    }
}
