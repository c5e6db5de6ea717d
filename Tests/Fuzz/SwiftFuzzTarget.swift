// The libFuzzer entry point of the Swift front end, compiled with the library's sources
// by `.ci/fuzz swift`: every input is read as a Swift file of an app (lexer → bracket
// tree → declarations → call trees → recognizer → spec → model → rules), extracted as
// JSONC, and the extracted spec must read back. A crash, hang or leak here is a bug.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let set = SourceSet(files: [SourceFile(path: "Fuzz.swift", bytes: bytes)], path: "Fuzz")
    var configuration = Configuration()
    configuration.maxStates = 5_000
    configuration.maxDepth = 4
    let result = Check.run(sources: set, configuration: configuration)
    if let analysis = result.analysis { _ = DOTRenderer.render(analysis, findings: result.findings) }
    let report = LintReport(specs: [LintReport.Spec(path: "Fuzz", findings: result.findings)], workingDirectory: "/")
    for reporter in Reporter.all { _ = reporter.render(report, .plain) }
    // What extract prints is a spec navlint reads: never a JSON syntax error.
    let text = SpecWriter.extract(set, path: "Fuzz").text
    let parsed = JSONParser.parse(Array(text.utf8))
    precondition(parsed.problems.isEmpty, "extract printed unreadable JSONC: \(parsed.problems.map(\.message))")
    return 0
}
