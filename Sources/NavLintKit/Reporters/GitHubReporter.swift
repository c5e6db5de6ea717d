/// `--format github`: workflow commands that GitHub Actions turns into annotations.
public enum GitHubReporter {
    public static func render(_ report: LintReport) -> String {
        var out = TextBuffer(capacity: 256 * report.specs.reduce(0) { $0 + $1.findings.count })
        for finding in report.findings { out += command(finding, report) }
        return out.text
    }

    static func command(_ finding: Finding, _ report: LintReport) -> String {
        let location = finding.location
        let kind = switch finding.severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
        let properties = [
            ("file", report.relative(location.path)), ("line", "\(location.line)"), ("col", "\(location.column)"),
            ("endLine", "\(location.endLine)"), ("endColumn", "\(location.endColumn)"),
            ("title", "navlint \(finding.ruleID)"),
        ].map { "\($0)=\(escapeProperty($1))" }.joined(separator: ",")
        let message = ([finding.message] + finding.detailLines).joined(separator: "\n")
        return "::\(kind) \(properties)::\(escapeData(message))\n"
    }

    /// GitHub's escaping for a command's message.
    static func escapeData(_ text: String) -> String { percentEscape(text, property: false) }

    /// GitHub's escaping for a property value: the message's, plus `:` and `,`.
    static func escapeProperty(_ text: String) -> String { percentEscape(text, property: true) }

    /// `%`, CR and LF (and in properties `:` and `,`) as `%XX`, byte by byte: the escaped
    /// bytes are ASCII, so UTF-8 sequences pass through whole.
    private static func percentEscape(_ text: String, property: Bool) -> String {
        func escaped(_ byte: UInt8) -> Bool {
            byte == 0x25 || byte == 0x0D || byte == 0x0A || property && (byte == 0x3A || byte == 0x2C)
        }
        guard text.anyByte(where: escaped) else { return text }
        var out = TextBuffer(capacity: text.utf8.count + 16)
        let hex = Array("0123456789ABCDEF".utf8)
        for byte in text.utf8 {
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
