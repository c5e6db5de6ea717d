/// `--format json`: the shape of SPEC.md section 5, keys in a fixed order.
public enum JSONReporter {
    public static func render(_ report: LintReport) -> String {
        let findings = report.findings
        let count = { (severity: Severity) in findings.filter { $0.severity == severity }.count }
        return JSONOut.object([
            ("version", .string(CLI.version)),
            ("findings", .array(findings.map { json($0, report) })),
            ("summary", .object([
                ("specs", .int(report.specs.count)),
                ("errors", .int(count(.error))),
                ("warnings", .int(count(.warning))),
                ("notes", .int(count(.note))),
                ("suppressedByBaseline", .int(report.suppressedByBaseline)),
                ("staleBaselineEntries", .int(report.staleBaselineEntries)),
            ])),
        ]).render()
    }

    static func json(_ finding: Finding, _ report: LintReport) -> JSONOut {
        let location = finding.location
        return .object([
            ("ruleId", .string(finding.ruleID)),
            ("severity", .string(finding.severity.rawValue)),
            ("message", .string(finding.message)),
            ("file", .string(report.relative(location.path))),
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
