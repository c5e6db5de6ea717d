// The libFuzzer entry point, compiled together with the library's sources by
// `.ci/fuzz` (not by SwiftPM): every input goes through parse → decode → model → all
// rules → every reporter and the DOT graph. A crash, hang or leak here is a bug.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let file = SourceFile(path: "fuzz.json", bytes: Array(UnsafeBufferPointer(start: data, count: size)))
    let loaded = SpecLoader.load(file)
    var configuration = Configuration()
    // Small bounds keep each input fast; the bounds themselves are part of what is tested.
    configuration.maxStates = 5_000
    configuration.maxDepth = 4
    var findings = loaded.problems
    if let model = loaded.model {
        findings += Linter.lint(model, configuration: configuration)
        _ = DOTRenderer.render(model, findings: findings, configuration: configuration)
    }
    let report = LintReport(specs: [LintReport.Spec(path: "fuzz.json", findings: findings)], workingDirectory: "/")
    for reporter in Reporter.all { _ = reporter.render(report, .plain) }
    _ = Configuration.load(file)
    _ = Baseline.load(file)
    return 0
}
