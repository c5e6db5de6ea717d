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
