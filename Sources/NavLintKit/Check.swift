/// Settings of one run that are not the user's configuration: how to explore and whom to
/// tell about progress.
public struct RunOptions: Sendable {
    /// Explore independent tabs apart (the default); false walks their product.
    public var compose = true
    /// Called now and then during a long exploration (the CLI draws a progress line).
    public var progress: (@Sendable (ExplorationProgress) -> Void)?
    /// How long an exploration runs before it reports progress.
    var progressDelay: Duration = .seconds(1)
    /// Which engines may run (tests compare the frame graph with enumeration).
    public var engine: Explorer.Engines = .fastest

    public init(compose: Bool = true, progress: (@Sendable (ExplorationProgress) -> Void)? = nil) {
        self.compose = compose
        self.progress = progress
    }
}

/// What one check of one spec produced: the analysis (model, containment and the
/// explored state space, each computed once on first use) and the findings.
public struct CheckResult: Sendable {
    public let file: SourceFile
    /// nil when the spec cannot be read; `findings` then says why.
    public let analysis: RuleContext?
    /// The rules' findings, or the spec's `invalid-spec` problems.
    public let findings: [Finding]
    /// For an app read from Swift sources, what the front end read (`report` writes it out).
    var reading: SwiftFrontEnd.Result? = nil

    public var model: Model? { analysis?.model }
}

/// The pipeline every command runs: source → Spec → Model → analysis → findings. One
/// analysis serves the rules, the DOT graph, `resolve` and `states`, so nothing is
/// explored twice.
public enum Check {
    /// `lint: false` skips the rules (for commands that only read the analysis).
    public static func run(_ file: SourceFile, configuration: Configuration = Configuration(), options: RunOptions = RunOptions(),
                           lint: Bool = true) -> CheckResult {
        let loaded = SpecLoader.load(file)
        guard let model = loaded.model else { return CheckResult(file: file, analysis: nil, findings: loaded.problems) }
        let analysis = RuleContext(model: model, configuration: configuration, options: options)
        return CheckResult(file: file, analysis: analysis, findings: lint ? Linter.lint(analysis) : [])
    }
}

extension Check {
    /// Swift sources (and overlay specs) read as one app (SPEC 7): the front end writes the
    /// spec, the same pipeline checks it, and every finding is moved to the Swift (or
    /// overlay) line it concerns, where `navlint:disable` comments may drop it.
    public static func run(sources set: SourceSet, configuration: Configuration = Configuration(), options: RunOptions = RunOptions(),
                           lint: Bool = true) -> CheckResult {
        let front = SwiftFrontEnd.read(set)
        let problems = ProblemList(file: set.combined)
        for problem in front.overlayProblems { problems.add(problem.message, at: problem.range) }
        let loaded = SpecLoader.load(front.document, problems)
        var findings = loaded.problems
        var analysis: RuleContext?
        if let model = loaded.model {
            let context = RuleContext(model: model, configuration: configuration, options: options, partial: front.partial,
                                      untypedPushes: front.untypedPushes)
            analysis = context
            if lint { findings = Linter.lint(context) }
        }
        if let level = configuration.unresolvedSeverity {
            findings += front.notes.map {
                Finding(ruleID: SwiftFrontEnd.unresolvedID, severity: level, message: $0.message, file: set.combined, range: $0.range,
                        subject: $0.message)
            }
        }
        findings += front.suppressionProblems.map {
            Finding(ruleID: Finding.invalidSpec, severity: .error, message: $0.message, file: set.combined, range: $0.range, subject: $0.message)
        }
        let located = findings.map(set.relocate).filter { finding in
            guard let k = set.files.firstIndex(where: { $0 === finding.file }), let off = front.suppressions[k] else { return true }
            return !off.suppresses(finding.ruleID, line: finding.location.line)
        }
        return CheckResult(file: set.combined, analysis: analysis, findings: onePerPlace(located.sortedForOutput()), reading: front)
    }

    /// One view or modifier used in several places makes several containers, screens or
    /// destinations from one piece of code; a rule's findings about them are one finding at
    /// that code (the first, with a note of how many places it stands for).
    static func onePerPlace(_ findings: [Finding]) -> [Finding] {
        var kept: [Finding] = []
        var index: [String: Int] = [:]
        var extra: [Int: Int] = [:]
        for finding in findings {
            let key = "\(finding.ruleID)\u{0}\(finding.file.path)\u{0}\(finding.range.start)\u{0}\(finding.range.end)"
            if let k = index[key] {
                extra[k, default: 0] += 1
            } else {
                index[key] = kept.count
                kept.append(finding)
            }
        }
        for (k, more) in extra { kept[k].notes.append("the same code is reported for \(more) more place\(more == 1 ? "" : "s") it is used in") }
        return kept
    }
}
