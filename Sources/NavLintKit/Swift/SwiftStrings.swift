/// The value of a Swift string literal, for labels, titles and URLs the recognizer reads
/// (`NavigationLink("Settings", …)`, `URL(string: "app://recipe/1")`).
extension SwiftLexer {
    /// The literal's text with escapes decoded; nil when it is no string literal or holds an
    /// interpolation (its value is known only at run time). A multi-line literal loses the
    /// line breaks after its opening and before its closing delimiter, and on each line the
    /// indentation of the closing delimiter, as Swift does.
    func stringValue(_ token: SwiftToken) -> String? {
        guard token.kind == .string else { return nil }
        var start = token.start
        var hashes = 0
        while start < token.end, bytes[start] == UInt8(ascii: "#") {
            hashes += 1
            start += 1
        }
        let multiline = start + 2 < token.end && bytes[start + 1] == UInt8(ascii: "\"") && bytes[start + 2] == UInt8(ascii: "\"")
        let quotes = multiline ? 3 : 1
        let contentStart = start + quotes
        let contentEnd = token.end - quotes - hashes
        guard contentEnd >= contentStart else { return nil }
        var lines: [[UInt8]] = [[]]
        var k = contentStart
        while k < contentEnd {
            let byte = bytes[k]
            guard byte == UInt8(ascii: "\\"), k + hashes < contentEnd, (0..<hashes).allSatisfy({ bytes[k + 1 + $0] == UInt8(ascii: "#") }) else {
                if byte == UInt8(ascii: "\n") { lines.append([]) } else { lines[lines.count - 1].append(byte) }
                k += 1
                continue
            }
            let at = k + 1 + hashes
            guard at < contentEnd else { return nil }
            k = at + 1
            switch bytes[at] {
            case UInt8(ascii: "("): return nil
            case UInt8(ascii: "n"): lines[lines.count - 1].append(UInt8(ascii: "\n"))
            case UInt8(ascii: "t"): lines[lines.count - 1].append(UInt8(ascii: "\t"))
            case UInt8(ascii: "r"): lines[lines.count - 1].append(UInt8(ascii: "\r"))
            case UInt8(ascii: "0"): lines[lines.count - 1].append(0)
            case UInt8(ascii: "\n"): break  // a line continuation
            case UInt8(ascii: "u"):
                // \u{1F600}
                guard k < contentEnd, bytes[k] == UInt8(ascii: "{"), let close = bytes[k..<contentEnd].firstIndex(of: UInt8(ascii: "}")),
                      let value = UInt32(String(decoding: bytes[(k + 1)..<close], as: UTF8.self), radix: 16),
                      let scalar = Unicode.Scalar(value) else { return nil }
                lines[lines.count - 1] += Array(String(Character(scalar)).utf8)
                k = close + 1
            default: lines[lines.count - 1].append(bytes[at])
            }
        }
        if multiline {
            // The first line is the rest of the opening delimiter's; the last holds the closing one's indentation.
            let indent = lines.count > 1 ? lines.removeLast() : []
            if !lines.isEmpty { lines.removeFirst() }
            lines = lines.map { $0.starts(with: indent) ? Array($0.dropFirst(indent.count)) : $0 }
        }
        return lines.map { String(decoding: $0, as: UTF8.self) }.joined(separator: "\n")
    }
}
