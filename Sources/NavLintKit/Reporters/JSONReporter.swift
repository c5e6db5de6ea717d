/// `--format json`: the shape of SPEC.md section 5, keys in a fixed order.
public enum JSONReporter {
    public static func render(_ report: LintReport) -> String {
        let findings = report.findings
        let count = { (severity: Severity) in findings.reduce(0) { $0 + ($1.severity == severity ? 1 : 0) } }
        var relative: [String: String] = [:]
        return JSONOut.object([
            ("version", .string(CLI.version)),
            ("findings", .array(findings.map { finding in
                let path = finding.file.path
                if relative[path] == nil { relative[path] = report.relative(path) }
                return json(finding, file: relative[path]!)
            })),
            ("summary", .object([
                ("specs", .int(report.specs.count)),
                ("errors", .int(count(.error))),
                ("warnings", .int(count(.warning))),
                ("notes", .int(count(.note))),
                ("suppressedByBaseline", .int(report.suppressedByBaseline)),
                ("staleBaselineEntries", .int(report.staleBaselineEntries.count)),
            ])),
        ]).render()
    }

    static func json(_ finding: Finding, file: String) -> JSONOut {
        let location = finding.location
        return .object([
            ("ruleId", .string(finding.ruleID)),
            ("severity", .string(finding.severity.rawValue)),
            ("message", .string(finding.message)),
            ("file", .string(file)),
            ("line", .int(location.line)),
            ("column", .int(location.column)),
            ("endLine", .int(location.endLine)),
            ("endColumn", .int(location.endColumn)),
            ("subject", .string(finding.subject)),
            ("fingerprint", .string(finding.fingerprint)),
            ("trace", .array(finding.trace.map { .string($0.text) })),
            ("notes", .array(finding.notes.map { .string($0) })),
        ])
    }
}
