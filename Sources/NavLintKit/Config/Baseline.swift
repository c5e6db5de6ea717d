/// Known findings a team accepts for now: matched by spec file and fingerprint (rule id +
/// subject), never by line, so edits elsewhere in the spec do not revive them.
public struct Baseline: Sendable {
    public struct Entry: Sendable, Hashable {
        public let file: String
        public let ruleID: String
        public let subject: String
        public let fingerprint: String
        public let message: String
    }

    public var entries: [Entry]

    public init(entries: [Entry]) { self.entries = entries }

    /// A baseline of `findings` (reading problems left out: they have no stable subject).
    public init(_ findings: [Finding], relativeTo report: LintReport) {
        entries = findings.filter { !$0.ruleID.hasPrefix("invalid-") }.map {
            Entry(file: report.relative($0.file.path), ruleID: $0.ruleID, subject: $0.subject,
                  fingerprint: $0.fingerprint, message: $0.message)
        }
        entries = Array(Set(entries)).sorted { ($0.file, $0.ruleID, $0.subject, $0.message) < ($1.file, $1.ruleID, $1.subject, $1.message) }
    }

    public func render() -> String {
        JSONOut.object([
            ("version", .int(1)),
            ("findings", .array(entries.map { entry in
                .object([
                    ("file", .string(entry.file)), ("ruleId", .string(entry.ruleID)), ("subject", .string(entry.subject)),
                    ("fingerprint", .string(entry.fingerprint)), ("message", .string(entry.message)),
                ])
            })),
        ]).render()
    }

    /// Drops the report's findings that the baseline holds; counts them and the entries
    /// that matched nothing.
    public func apply(to report: inout LintReport) {
        let keys = Set(entries.map { "\($0.file)\u{0}\($0.fingerprint)" })
        var used: Set<String> = []
        var suppressed = 0
        report.specs = report.specs.map { spec in
            let kept = spec.findings.filter { finding in
                let key = "\(report.relative(finding.file.path))\u{0}\(finding.fingerprint)"
                guard keys.contains(key) else { return true }
                used.insert(key)
                suppressed += 1
                return false
            }
            return LintReport.Spec(path: spec.path, findings: kept, isApp: spec.isApp)
        }
        report.suppressedByBaseline = suppressed
        var listed: Set<String> = []
        report.staleBaselineEntries = entries.filter {
            let key = "\($0.file)\u{0}\($0.fingerprint)"
            return !used.contains(key) && listed.insert(key).inserted
        }
    }

    /// Reads a baseline file; problems are `invalid-baseline` findings at their location.
    public static func load(_ file: SourceFile) -> (Baseline?, [Finding]) {
        let problems = ProblemList(file: file, ruleID: "invalid-baseline")
        let parsed = JSONParser.parse(file.bytes)
        for problem in parsed.problems { problems.add(problem.message, at: problem.range) }
        guard let document = parsed.value,
              let top = ObjectReader(document, "the baseline", keys: ["version", "findings"], problems) else {
            return (nil, problems.findings)
        }
        if let version = top.int("version", required: true, minimum: 1), version.value != 1 {
            problems.add("unsupported baseline version \(version.value); this navlint writes version 1", at: version.range)
        }
        var entries: [Entry] = []
        for (i, item) in top.array("findings").enumerated() {
            guard let object = ObjectReader(item, "findings[\(i)] of the baseline", keys: ["file", "ruleId", "subject", "fingerprint", "message"], problems),
                  let file = object.string("file", required: true), let rule = object.string("ruleId", required: true),
                  let fingerprint = object.string("fingerprint", required: true) else { continue }
            entries.append(Entry(file: file.value, ruleID: rule.value, subject: object.string("subject")?.value ?? "",
                                 fingerprint: fingerprint.value, message: object.string("message")?.value ?? ""))
        }
        return (problems.isEmpty ? Baseline(entries: entries) : nil, problems.findings)
    }
}
