public enum RuleLevel: String, Sendable, CaseIterable {
    case off, note, warning, error

    var severity: Severity? { Severity(rawValue: rawValue) }
}

public enum FailOn: String, Sendable, CaseIterable {
    case error, warning, note, never

    /// Whether a finding of `severity` makes `check` exit 1.
    public func fails(_ severity: Severity) -> Bool {
        switch self {
        case .never: false
        case .error: severity == .error
        case .warning: severity >= .warning
        case .note: true
        }
    }
}

/// Settings from `.navlint.json` (or `--config`), then command-line flags on top.
public struct Configuration: Sendable {
    public var rules: [String: RuleLevel] = [:]
    public var maxDepth = 8
    public var maxStates = 1_000_000
    public var maxSteps = 8
    public var failOn = FailOn.error
    /// Seconds exploration may take before it stops and reports exploration-truncated.
    public var timeout: Double?

    public init() {}

    public static let fileName = ".navlint.json"
    /// The largest `maxDepth`: enumerated states grow with it (a state of nested stacks
    /// is walked level by level), and no navigation path comes near it.
    public static let maxDepthLimit = 64
    static let keys = ["$schema", "rules", "maxDepth", "maxStates", "maxSteps", "failOn", "timeout"]

    /// Reads a configuration file; problems are `invalid-config` findings at their location.
    public static func load(_ file: SourceFile) -> (Configuration?, [Finding]) {
        let problems = ProblemList(file: file, ruleID: "invalid-config")
        let parsed = JSONParser.parse(file.bytes)
        for problem in parsed.problems { problems.add(problem.message, at: problem.range) }
        guard let document = parsed.value else { return (nil, problems.findings) }
        var configuration = Configuration()
        guard let object = ObjectReader(document, "the configuration", keys: keys, problems) else {
            return (nil, problems.findings)
        }
        if let rules = object.value("rules") {
            if case .object(let members) = rules.kind {
                let known = AllRules.knownIDs
                for member in members {
                    guard known.contains(member.key) else {
                        problems.add("unknown rule '\(member.key)'" + Suggestion.didYouMean(member.key, in: known.sorted()),
                                     at: member.keyRange)
                        continue
                    }
                    let level = ObjectReader.string(member.value, "the level of rule '\(member.key)'", problems)
                    guard let level else { continue }
                    guard let parsedLevel = RuleLevel(rawValue: level.value) else {
                        problems.add("the level of rule '\(member.key)' must be one of off, note, warning, error, found \"\(level.value)\"",
                                     at: level.range)
                        continue
                    }
                    configuration.rules[member.key] = parsedLevel
                }
            } else {
                problems.add("\"rules\" of the configuration must be an object of rule ids, found \(rules.typeName)", at: rules.range)
            }
        }
        if let value = object.int("maxDepth", minimum: 1) {
            if value.value > maxDepthLimit {
                problems.add("\"maxDepth\" of the configuration must be at most \(maxDepthLimit), found \(value.value)", at: value.range)
            } else {
                configuration.maxDepth = value.value
            }
        }
        if let value = object.int("maxStates", minimum: 1) { configuration.maxStates = value.value }
        if let value = object.int("maxSteps", minimum: 1) { configuration.maxSteps = value.value }
        if let value = object.enumeration("failOn", FailOn.self) { configuration.failOn = value.value }
        if let value = object.int("timeout", minimum: 1) { configuration.timeout = Double(value.value) }
        return (problems.isEmpty ? configuration : nil, problems.findings)
    }

    /// The severity a rule reports at, or nil when it is off.
    /// The level of the Swift front end's `extract-unresolved` notes (nil: off).
    public var unresolvedSeverity: Severity? {
        guard let level = rules[SwiftFrontEnd.unresolvedID] else { return .note }
        return level.severity
    }

    public func severity(of rule: RuleDescription) -> Severity? {
        guard let level = rules[rule.id] else { return rule.severity }
        return level.severity
    }
}

extension Duration {
    /// The duration in seconds, as a Double (for rates and reports).
    public var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}

/// How far a long exploration has got, for a progress line.
public struct ExplorationProgress: Sendable {
    public let component: String
    public let states: Int
    public let statesPerSecond: Double
    public let depth: Int
    /// True once, when the exploration is over (time to clear the line).
    public let finished: Bool
}
