// The libFuzzer entry point, compiled together with the library's sources by
// `.ci/fuzz` (not by SwiftPM): every input goes through parse → decode → model → all
// rules → every reporter and the DOT graph. A crash, hang or leak here is a bug. The
// two exploration engines must also agree on every valid spec: a difference traps.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let file = SourceFile(path: "fuzz.json", bytes: Array(UnsafeBufferPointer(start: data, count: size)))
    var configuration = Configuration()
    // Small bounds keep each input fast; the bounds themselves are part of what is tested.
    configuration.maxStates = 5_000
    configuration.maxDepth = 4
    let result = Check.run(file, configuration: configuration)
    let findings = result.findings
    if let analysis = result.analysis {
        _ = DOTRenderer.render(analysis, findings: findings)
        checkEnginesAgree(analysis, configuration)
    }
    let report = LintReport(specs: [LintReport.Spec(path: "fuzz.json", findings: findings)], workingDirectory: "/")
    for reporter in Reporter.all { _ = reporter.render(report, .plain) }
    _ = Configuration.load(file)
    _ = Baseline.load(file)
    return 0
}

/// The frame graph and the enumeration of states report the same findings, places and
/// trace lengths wherever the enumeration's bounds do not matter: when enumerating to two
/// depths gives the same answer and neither run was truncated.
func checkEnginesAgree(_ analysis: RuleContext, _ configuration: Configuration) {
    // Where the frame graph does not apply, its run below is the enumeration again, to 20,000
    // states: under ASan that took over libFuzzer's 30 s on a spec of nested TabViews.
    guard analysis.exploration.components.allSatisfy({ $0.engine == "frames" }) else { return }
    let model = analysis.model
    func summary(_ engine: Explorer.Engines, maxDepth: Int) -> (findings: [String], framed: Bool, truncated: Bool) {
        var configuration = configuration
        configuration.maxDepth = maxDepth
        configuration.maxStates = 20_000
        var options = RunOptions()
        options.engine = engine
        let context = RuleContext(model: model, configuration: configuration, options: options)
        let findings = Linter.lint(context).map { "\($0.ruleID) \($0.subject) \($0.location.line):\($0.location.column) \($0.trace.count)" }
        precondition(context.exploration.replayFailures.isEmpty, "\(context.exploration.replayFailures)")
        return (findings.sorted(), context.exploration.components.allSatisfy { $0.engine == "frames" }, context.exploration.truncated)
    }
    let frames = summary(.fastest, maxDepth: 8)
    guard frames.framed else { return }
    let shallow = summary(.enumerate, maxDepth: 6)
    let deep = summary(.enumerate, maxDepth: 8)
    guard !shallow.truncated, !deep.truncated, shallow.findings == deep.findings else { return }
    precondition(frames.findings == deep.findings, "engines disagree: \(frames.findings) and \(deep.findings)")
}
