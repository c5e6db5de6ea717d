/// `--format checkstyle`: Checkstyle's XML result format, as Jenkins (warnings-ng), Danger
/// (checkstyle_format) and reviewdog read it: a `file` element per file with an `error`
/// element per finding.
public enum CheckstyleReporter {
    public static func render(_ report: LintReport) -> String {
        var out = TextBuffer(capacity: 4096)
        out += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
        let findings = report.findings
        var start = 0
        while start < findings.count {
            let path = findings[start].location.path
            var end = start
            while end < findings.count, findings[end].location.path == path { end += 1 }
            out += "  <file name=\"\(attribute(report.relative(path)))\">\n"
            for finding in findings[start..<end] {
                let location = finding.location
                let message = ([finding.message] + finding.detailLines).joined(separator: "\n")
                out += "    <error line=\"\(location.line)\" column=\"\(location.column)\" severity=\"\(severity(finding.severity))\" "
                out += "message=\"\(attribute(message))\" source=\"navlint.\(attribute(finding.ruleID))\"/>\n"
            }
            out += "  </file>\n"
            start = end
        }
        out += "</checkstyle>\n"
        return out.text
    }

    /// Checkstyle's levels are error, warning and info.
    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "info"
        }
    }

    /// Attribute text: XML escaping, and line breaks as character references, which
    /// attribute-value normalization would otherwise turn into spaces.
    static func attribute(_ text: String) -> String {
        let escaped = JUnitReporter.escape(text)
        guard escaped.anyByte(where: { $0 == 0x0A || $0 == 0x09 }) else { return escaped }
        var out = ""
        for character in escaped {
            switch character {
            case "\n": out += "&#10;"
            case "\t": out += "&#9;"
            default: out.append(character)
            }
        }
        return out
    }
}
