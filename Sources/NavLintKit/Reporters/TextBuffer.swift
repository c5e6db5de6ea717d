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
}
