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

    /// `%`, CR and LF (and in properties `:` and `,`) as `%XX`: the escaped bytes are ASCII,
    /// so UTF-8 sequences pass through whole.
    private static func percentEscape(_ text: String, property: Bool) -> String {
        text.percentEncoded { $0 == 0x25 || $0 == 0x0D || $0 == 0x0A || property && ($0 == 0x3A || $0 == 0x2C) }
    }
}
