/// A rule reads the model (and, for behavioural rules, the explored state space) and
/// returns findings. It never mutates shared state, so rules run in any order.
public protocol Rule: Sendable {
    static var description: RuleDescription { get }
    init()
    func check(_ context: RuleContext) -> [Finding]
}

/// A rule's documentation and tests in one value: `navlint explain` prints it, and one
/// test runs every example of every rule.
public struct RuleDescription: Sendable {
    public let id: String
    public let name: String
    public let summary: String
    public let severity: Severity
    /// What goes wrong in the app, and the fix.
    public let rationale: String
    /// Specs that must trigger the rule; each `↓` marks where a finding must point.
    public let triggering: [Example]
    /// Specs that must not trigger it.
    public let nonTriggering: [Example]

    public init(id: String, name: String, summary: String, severity: Severity, rationale: String,
                triggering: [Example], nonTriggering: [Example]) {
        self.id = id
        self.name = name
        self.summary = summary
        self.severity = severity
        self.rationale = rationale
        self.triggering = triggering
        self.nonTriggering = nonTriggering
    }
}

/// An example spec, remembering where it is written so a failing test points at it.
public struct Example: Sendable {
    public static let marker = "↓"
    public let text: String
    /// A state budget for the example, when it is about the budget itself.
    public let maxStates: Int?
    public let file: String
    public let line: Int

    public init(_ text: String, maxStates: Int? = nil, file: String = #filePath, line: Int = #line) {
        self.text = text
        self.maxStates = maxStates
        self.file = file
        self.line = line
    }

    /// The settings the example is checked with.
    public var configuration: Configuration {
        var configuration = Configuration()
        if let maxStates { configuration.maxStates = maxStates }
        return configuration
    }

    /// The spec without markers.
    public var spec: String { text.replacingOccurrences(of: Self.marker, with: "") }

    /// UTF-8 offsets in `spec` where the markers stood.
    public var markerOffsets: [Int] {
        var offsets: [Int] = []
        var removed = 0
        let markerBytes = Array(Self.marker.utf8)
        let bytes = Array(text.utf8)
        var i = 0
        while i < bytes.count {
            if bytes[i...].starts(with: markerBytes) {
                offsets.append(i - removed)
                removed += markerBytes.count
                i += markerBytes.count
            } else {
                i += 1
            }
        }
        return offsets
    }
}

extension Rule {
    /// A finding of this rule at its default severity; the linter applies configuration.
    func finding(_ context: RuleContext, at range: SourceRange, subject: String, _ message: String,
                 ignore: Set<String> = [], trace: [TraceStep] = [], notes: [String] = []) -> Finding {
        var finding = Finding(ruleID: Self.description.id, severity: Self.description.severity, message: message,
                              file: context.model.file, range: range, subject: subject, trace: trace, notes: notes)
        finding.ignoredRules = ignore
        return finding
    }
}
