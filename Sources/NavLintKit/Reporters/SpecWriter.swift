/// A spec document as JSONC (what `navlint extract` prints): two-space indented, keys in
/// the order written, each object followed by the `file:line` it was read from.
enum SpecWriter {
    static func render(_ document: JSONValue, header: String, locate: (SourceRange) -> String?) -> String {
        var out = TextBuffer(capacity: 8192)
        for line in header.split(separator: "\n", omittingEmptySubsequences: false) { out += "// " + line + "\n" }
        write(document, into: &out, indent: 0, locate: locate)
        out += "\n"
        return out.text
    }

    private static func write(_ value: JSONValue, into out: inout TextBuffer, indent: Int, locate: (SourceRange) -> String?) {
        let pad = String(repeating: " ", count: indent + 2)
        switch value.kind {
        case .null: out += "null"
        case .bool(let flag): out += flag ? "true" : "false"
        case .number: out += value.numberText
        case .string(let text): JSONOut.quote(text, into: &out)
        case .array(let items):
            guard !items.isEmpty else { out += "[]"; return }
            // Short lists of strings stay on one line.
            if items.count <= 8, items.allSatisfy({ if case .string = $0.kind { true } else { false } }) {
                out += "["
                for (k, item) in items.enumerated() {
                    if k > 0 { out += ", " }
                    write(item, into: &out, indent: indent, locate: locate)
                }
                out += "]"
                return
            }
            out += "["
            for (k, item) in items.enumerated() {
                out += "\n" + pad
                write(item, into: &out, indent: indent + 2, locate: locate)
                if k + 1 < items.count { out += "," }
            }
            out += "\n" + String(repeating: " ", count: indent) + "]"
        case .object(let members):
            guard !members.isEmpty else { out += "{}"; return }
            out += "{"
            if value.range.end > value.range.start, let place = locate(value.range) { out += " // " + place }
            for (k, member) in members.enumerated() {
                out += "\n" + pad
                JSONOut.quote(member.key, into: &out)
                out += ": "
                write(member.value, into: &out, indent: indent + 2, locate: locate)
                if k + 1 < members.count { out += "," }
            }
            out += "\n" + String(repeating: " ", count: indent) + "}"
        }
    }
}
