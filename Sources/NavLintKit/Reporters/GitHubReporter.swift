/// `--format github`: workflow commands that GitHub Actions turns into annotations.
public enum GitHubReporter {
    public static func render(_ report: LintReport) -> String {
        report.findings.map { command($0, report) }.joined()
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
        var message = finding.message
        for note in finding.notes { message += "\nnote: \(note)" }
        if !finding.trace.isEmpty {
            message += "\ntrace:" + finding.trace.enumerated().map { "\n\($0 + 1). \($1.text)" }.joined()
        }
        return "::\(kind) \(properties)::\(escapeData(message))\n"
    }

    /// GitHub's escaping for a command's message.
    static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// GitHub's escaping for a property value: the message's, plus `:` and `,`.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
