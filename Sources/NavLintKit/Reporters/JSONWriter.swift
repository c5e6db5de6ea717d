/// JSON output with keys in the order written (so output is stable) and full escaping.
public indirect enum JSONOut: Sendable, Equatable {
    case string(String)
    case int(Int)
    case bool(Bool)
    case null
    case array([JSONOut])
    case object([(String, JSONOut)])

    public static func == (a: JSONOut, b: JSONOut) -> Bool { a.render() == b.render() }

    /// Two-space indented, one value per line, a trailing newline.
    public func render() -> String {
        var out = TextBuffer(capacity: 4096)
        write(into: &out, indent: 0)
        out.append(0x0A)
        return out.text
    }

    private func write(into out: inout TextBuffer, indent: Int) {
        switch self {
        case .string(let text): Self.quote(text, into: &out)
        case .int(let n): out += String(n)
        case .bool(let flag): out += flag ? "true" : "false"
        case .null: out += "null"
        case .array(let items):
            guard !items.isEmpty else { out += "[]"; return }
            out += "[\n"
            let pad = String(repeating: " ", count: indent + 2)
            for (i, item) in items.enumerated() {
                out += pad
                item.write(into: &out, indent: indent + 2)
                out += i + 1 < items.count ? ",\n" : "\n"
            }
            out += String(repeating: " ", count: indent) + "]"
        case .object(let members):
            guard !members.isEmpty else { out += "{}"; return }
            out += "{\n"
            let pad = String(repeating: " ", count: indent + 2)
            for (i, (key, value)) in members.enumerated() {
                out += pad
                Self.quote(key, into: &out)
                out += ": "
                value.write(into: &out, indent: indent + 2)
                out += i + 1 < members.count ? ",\n" : "\n"
            }
            out += String(repeating: " ", count: indent) + "}"
        }
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped; other
    /// characters (emoji included) written as they are, in UTF-8.
    static func quote(_ text: String, into out: inout TextBuffer) {
        // Most strings need no escape: copy them whole (0xE2 leads U+2028 and U+2029).
        guard text.anyByte(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F || $0 == 0xE2 }) else {
            out.append(0x22)
            out += text
            out.append(0x22)
            return
        }
        out += quote(text)
    }

    static func quote(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += "\\u" + hex(scalar.value, width: 4).lowercased()
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
