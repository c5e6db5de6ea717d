public enum Severity: String, Sendable, CaseIterable, Comparable {
    case note, warning, error

    var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }

    public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
}

/// One event of a counterexample: what the user or the app did, in words.
public struct TraceStep: Hashable, Sendable {
    public var text: String
    /// The screens on screen before and after the event (indices into Model.screens), so
    /// graphs can draw the trace; nil where the event leaves no screen to name.
    public var from: Int?
    public var to: Int?

    public init(_ text: String, from: Int? = nil, to: Int? = nil) {
        self.text = text
        self.from = from
        self.to = to
    }
}

/// A problem navlint reports: an invalid spec or a rule's finding, always located.
public struct Finding: Sendable {
    public var ruleID: String
    public var severity: Severity
    public var message: String
    public var file: SourceFile
    public var range: SourceRange
    /// What the finding is about (a screen, stack, route id…), stable across edits.
    public var subject: String
    public var trace: [TraceStep]
    public var notes: [String]
    /// The `ignore` list of the object the finding is about: names rules to drop there.
    var ignoredRules: Set<String> = []

    public init(
        ruleID: String, severity: Severity, message: String, file: SourceFile,
        range: SourceRange, subject: String, trace: [TraceStep] = [], notes: [String] = []
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.file = file
        self.range = range
        self.subject = subject
        self.trace = trace
        self.notes = notes
    }

    public var location: SourceLocation { file.location(range) }

    /// What the one-line formats add under the message: each note, then the trace as
    /// numbered steps under `trace:` (the text report's words).
    var detailLines: [String] {
        notes.map { "note: \($0)" } + (trace.isEmpty ? [] : ["trace:"] + trace.enumerated().map { "\($0 + 1). \($1.text)" })
    }

    /// Rule id + subject, not the line: baselines survive edits elsewhere in the spec.
    public var fingerprint: String { Fingerprint.of(ruleID: ruleID, subject: subject) }

    static let invalidSpec = "invalid-spec"
}

enum Fingerprint {
    /// FNV-1a 64: stable across runs and platforms, unlike Hasher.
    static func of(ruleID: String, subject: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in (ruleID + "\u{0}" + subject).utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}

extension Array where Element == Finding {
    /// Deterministic order: file, position, rule, message. Byte offsets order positions
    /// within a file as line and column do, without computing either.
    /// Already sorted input (a report's findings, sorted again by each reporter) is
    /// returned as it is after one pass; otherwise indices are sorted, not the findings.
    public func sortedForOutput() -> [Finding] {
        func before(_ a: Finding, _ b: Finding) -> Bool {
            if a.file !== b.file, a.file.path != b.file.path { return a.file.path < b.file.path }
            if a.range.start != b.range.start { return a.range.start < b.range.start }
            return (a.ruleID, a.message) < (b.ruleID, b.message)
        }
        if indices.dropFirst().allSatisfy({ !before(self[$0], self[$0 - 1]) }) { return self }
        return indices.sorted { before(self[$0], self[$1]) || !before(self[$1], self[$0]) && $0 < $1 }.map { self[$0] }
    }
}
