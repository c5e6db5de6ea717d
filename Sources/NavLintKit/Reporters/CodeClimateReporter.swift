/// `--format codeclimate`: the Code Climate issue list GitLab's code quality widget reads
/// (`artifacts: reports: codequality`): a JSON array of issues, each with a description,
/// check name, severity, a fingerprint unique in the report, and the file and lines.
public enum CodeClimateReporter {
    public static func render(_ report: LintReport) -> String {
        var seen: [String: Int] = [:]
        return JSONOut.array(report.findings.map { finding in
            let location = finding.location
            let path = report.relative(location.path)
            // GitLab shows one issue per fingerprint: a second finding with the same rule
            // and subject in one file (rare) gets its own by counting occurrences.
            let base = Fingerprint.of(ruleID: finding.ruleID, subject: path + "\u{0}" + finding.subject)
            let occurrence = seen[base, default: 0]
            seen[base] = occurrence + 1
            let fingerprint = occurrence == 0 ? base : Fingerprint.of(ruleID: base, subject: String(occurrence))
            let body = finding.detailLines
            var members: [(String, JSONOut)] = [
                ("type", .string("issue")),
                ("check_name", .string("navlint/\(finding.ruleID)")),
                ("description", .string(finding.message)),
                ("categories", .array([.string(finding.severity == .note ? "Clarity" : "Bug Risk")])),
                ("severity", .string(severity(finding.severity))),
                ("fingerprint", .string(fingerprint)),
                ("location", .object([
                    ("path", .string(path)),
                    ("positions", .object([
                        ("begin", .object([("line", .int(location.line)), ("column", .int(location.column))])),
                        ("end", .object([("line", .int(location.endLine)), ("column", .int(location.endColumn))])),
                    ])),
                ])),
            ]
            if !body.isEmpty { members.append(("content", .object([("body", .string(body.joined(separator: "\n")))]))) }
            return .object(members)
        }).render()
    }

    /// GitLab's scale is info, minor, major, critical, blocker; an error fails the check.
    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: "major"
        case .warning: "minor"
        case .note: "info"
        }
    }
}
