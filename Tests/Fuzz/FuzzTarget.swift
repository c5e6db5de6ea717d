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
        checkEnginesAgree(analysis.model, configuration)
    }
    let report = LintReport(specs: [LintReport.Spec(path: "fuzz.json", findings: findings)], workingDirectory: "/")
    for reporter in Reporter.all { _ = reporter.render(report, .plain) }
    _ = Configuration.load(file)
    _ = Baseline.load(file)
    return 0
}

/// PathEngine and the general engine explore the same states in the same order.
func checkEnginesAgree(_ model: Model, _ configuration: Configuration) {
    let containment = Containment(model: model)
    for compose in [true, false] {
        let fast = Explorer.explore(model, configuration: configuration, containment: containment, options: RunOptions(compose: compose), engine: .enumerate)
        guard fast.components.contains(where: { $0.engine == "paths" }) else { continue }
        let general = Explorer.explore(model, configuration: configuration, containment: containment, options: RunOptions(compose: compose), engine: .general)
        for case let (x as ComponentExplorer, y as ComponentExplorer) in zip(fast.components, general.components) {
            precondition(x.stateCount == y.stateCount && x.transitions == y.transitions && x.truncated == y.truncated,
                         "engines disagree on \(x.name): \(x.stateCount) and \(y.stateCount) states")
            for id in 0..<x.stateCount {
                precondition(x.encoded(id) == y.encoded(id) && x.parent[id] == y.parent[id], "engines disagree on state \(id)")
                precondition(x.trace(to: Int32(id)) == y.trace(to: Int32(id)), "engines disagree on the trace to \(id)")
            }
            precondition(x.firstVisible == y.firstVisible && x.actionTargets == y.actionTargets
                         && x.failures.mapValues(\.state) == y.failures.mapValues(\.state)
                         && x.firstResolved.mapValues(\.state) == y.firstResolved.mapValues(\.state), "engines disagree on sightings")
        }
        precondition(fast.traps.map { "\($0.from) \($0.event)" } == general.traps.map { "\($0.from) \($0.event)" }, "engines disagree on traps")
    }
}
