// navlint-bench: generates specs (and the equivalent Promela model), and measures the
// explorer on them. Not part of the navlint CLI.
//
//   navlint-bench spec    [parameters]        the generated spec, on stdout
//   navlint-bench promela [parameters]        the flat product as a Promela model
//   navlint-bench run     [parameters] [--no-compose] [--repeat N]
//                                             explore in-process; print states, time, states/s
//   navlint-bench defects [parameters]        check that planted defects are found
//   navlint-bench scale   [--shape S] [--sizes a,b,c] [--repeat N]
//                                             time and peak RSS of `navlint check` and `graph`
//                                             on specs that grow in one dimension, with targets
//   navlint-bench shape   SHAPE SIZE          one of those specs, on stdout
//   navlint-bench social  [--tabs T --content C --links L --sheet-every M --defects --urls] [--check]
//                         [--depth D] [--promela]
//                                             a social app's spec, or how checking it goes
//                                             (and how many states its first tab has within
//                                             depth D), or its first tab for SPIN
// Parameters: --tabs T --screens S --links L --types V --depth D --modals M --routes K --seed N
import Foundation
import NavLintGenerators
import NavLintKit

func parameters(_ arguments: [String]) -> GeneratorParameters {
    var p = GeneratorParameters()
    var i = 0
    while i + 1 < arguments.count {
        let value = arguments[i + 1]
        switch arguments[i] {
        case "--tabs": p.tabs = Int(value) ?? p.tabs
        case "--screens": p.screens = Int(value) ?? p.screens
        case "--links": p.links = Int(value) ?? p.links
        case "--types": p.types = Int(value) ?? p.types
        case "--depth": p.depth = Int(value) ?? p.depth
        case "--modals": p.modals = Int(value) ?? p.modals
        case "--routes": p.routes = Int(value) ?? p.routes
        case "--seed": p.seed = UInt64(value) ?? p.seed
        default: i -= 1
        }
        i += 2
    }
    return p
}

/// `--name N` among the arguments of a subcommand.
func intOption(_ arguments: [String], _ name: String) -> Int? {
    arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? Int(arguments[$0 + 1]) : nil }
}

func model(_ p: GeneratorParameters) -> Model {
    let loaded = SpecLoader.load(SourceFile(path: "generated.json", text: SpecGenerator.spec(p)))
    guard let model = loaded.model else {
        FileHandle.standardError.write(Data("generated spec is invalid: \(loaded.problems.map(\.message))\n".utf8))
        exit(2)
    }
    return model
}

let arguments = Array(CommandLine.arguments.dropFirst())
let command = arguments.first ?? "run"
var p = parameters(Array(arguments.dropFirst()))
switch command {
case "spec":
    print(SpecGenerator.spec(p), terminator: "")
case "promela":
    print(SpecGenerator.promela(p), terminator: "")
case "run":
    let compose = !arguments.contains("--no-compose")
    let repeats = arguments.firstIndex(of: "--repeat").flatMap { Int(arguments[$0 + 1]) } ?? 1
    let m = model(p)
    var configuration = Configuration()
    configuration.maxDepth = p.depth
    configuration.maxStates = 100_000_000
    var times: [Double] = []
    var frameTimes: [Double] = []
    var states = 0
    var bytes = 0
    var frames = 0
    var counted: [Double?] = []
    for _ in 0..<repeats {
        let clock = ContinuousClock()
        var start = clock.now
        // The enumeration counts states within maxDepth (the bounded semantics SPIN checks too).
        let exploration = Explorer.explore(m, configuration: configuration, containment: Containment(model: m),
                                           options: RunOptions(compose: compose), engine: .enumerate)
        times.append((clock.now - start).seconds)
        states = exploration.stateCount
        bytes = exploration.storedBytes
        start = clock.now
        let framed = Explorer.explore(m, configuration: configuration, containment: Containment(model: m), options: RunOptions(compose: compose))
        frames = framed.stateCount
        counted = framed.boundedStates(maxDepth: p.depth)
        frameTimes.append((clock.now - start).seconds)
    }
    let median = times.sorted()[times.count / 2]
    let frameMedian = frameTimes.sorted()[frameTimes.count / 2]
    let expected = compose ? Double(p.tabs) * p.pathsPerTab : p.flatStates
    var matches = Double(states) == expected || p.modals > 0 || p.routes > 0
    print("states \(states) expected \(Int(expected)) \(matches ? "ok" : "MISMATCH")")
    // The same count on the frame graph, by dynamic programming (FrameGraph.configurations).
    if !counted.isEmpty, counted.allSatisfy({ $0 != nil }) {
        let total = counted.reduce(0) { $0 + $1! }
        let agrees = total == Double(states)
        matches = matches && agrees
        print("frame graph counts \(Int(total)) states within depth \(p.depth) \(agrees ? "ok" : "MISMATCH")")
    }
    print(String(format: "seconds %.4f states/s %.0f bytes/state %.1f", median, Double(states) / max(median, 1e-9),
                 Double(bytes) / Double(max(states, 1))))
    print(String(format: "frame graph %.4f s for %d nodes, any depth: %.1f× faster than enumerating to depth %d",
                 frameMedian, frames, median / max(frameMedian, 1e-9), p.depth))
    if !matches { exit(1) }
case "defects":
    p.plantDefects = true
    var configuration = Configuration()
    configuration.maxDepth = p.depth
    let findings = Linter.lint(model(p), configuration: configuration)
    let wanted = [("unreachable-screen", "Orphan"), ("navigation-trap", "Trap"), ("missing-destination", "planted missing destination"),
                  ("deep-link-state-dependent", "planted")]
    var missing = 0
    for (rule, subject) in wanted {
        let found = findings.contains { $0.ruleID == rule && ($0.subject.contains(subject) || $0.message.contains(subject)) }
        print("\(found ? "found" : "MISSED") \(rule) (\(subject))")
        if !found { missing += 1 }
    }
    exit(missing == 0 ? 0 : 1)
case "scale":
    exit(Scale.run(Array(arguments.dropFirst())))
case "phases":
    // Where a check's time goes, in-process: load (read, parse, decode, model), rules
    // (with exploration), text report.
    guard arguments.count == 2, let data = FileManager.default.contents(atPath: arguments[1]) else {
        FileHandle.standardError.write(Data("usage: navlint-bench phases SPEC\n".utf8))
        exit(2)
    }
    let clock = ContinuousClock()
    var mark = clock.now
    func lap(_ name: String) {
        print(String(format: "%-8@ %.3f s", name, (clock.now - mark).seconds))
        mark = clock.now
    }
    let file = SourceFile(path: arguments[1], bytes: Array(data))
    let loaded = SpecLoader.load(file)
    lap("load")
    guard let m = loaded.model else { exit(2) }
    let findings = Linter.lint(m)
    lap("rules")
    let report = LintReport(specs: [LintReport.Spec(path: arguments[1], findings: findings)], workingDirectory: "/")
    let text = Reporter.named("text")!.render(report, .plain)
    lap("report")
    print("\(findings.count) findings, \(text.utf8.count) bytes of text")
case "social":
    // A social app's shape (issue 15's workload): the spec, or with --check the time to
    // check it in-process and what was found.
    var app = SocialApp()
    let rest = Array(arguments.dropFirst())
    func option(_ name: String) -> Int? { intOption(rest, name) }
    app.tabs = option("--tabs") ?? app.tabs
    app.content = option("--content") ?? app.content
    app.links = option("--links") ?? app.links
    app.sheetEvery = option("--sheet-every") ?? app.sheetEvery
    app.seed = option("--seed").map(UInt64.init) ?? app.seed
    app.defects = rest.contains("--defects")
    app.urls = rest.contains("--urls")
    let depth = option("--depth")
    if rest.contains("--promela") {
        print(app.promela(depth: depth ?? 8), terminator: "")
        break
    }
    guard rest.contains("--check") else {
        print(app.spec, terminator: "")
        break
    }
    let clock = ContinuousClock()
    let start = clock.now
    let result = Check.run(SourceFile(path: "social.json", text: app.spec))
    let seconds = (clock.now - start).seconds
    let counts = Dictionary(grouping: result.findings, by: \.ruleID).mapValues(\.count).sorted { $0.key < $1.key }
    print(String(format: "checked in %.3f s; %d states", seconds, result.analysis?.exploration.stateCount ?? 0))
    // What enumerating each tab within maxDepth would have to store (FrameGraph.configurations).
    if let analysis = result.analysis {
        let bound = depth ?? analysis.configuration.maxDepth
        let counts = analysis.exploration.boundedStates(maxDepth: bound)
        if !counts.isEmpty, counts.allSatisfy({ $0 != nil }) {
            print(String(format: "enumerating within maxDepth %d would store %.3g states (counted on the frame graph)",
                         bound, counts.reduce(0) { $0 + $1! }))
            // Exact, for comparing with SPIN's count of the first tab (--promela).
            if let first = counts[0], first < 1e15 { print("first tab within maxDepth \(bound): \(Int(first)) states") }
        }
    }
    for (rule, count) in counts { print("  \(count) \(rule)") }
    // With --defects, exactly the four planted defects: anything else is a false finding.
    let planted = ["deep-link-state-dependent", "missing-destination", "navigation-trap", "unreachable-screen"]
    let exact = counts.map(\.key) == planted && counts.allSatisfy { $0.value == 1 }
    if app.defects && !exact { print("MISMATCH: expected one finding of each of \(planted.joined(separator: ", "))") }
    if rest.contains("--compare") {
        // The same check enumerating states (maxDepth 8, maxStates 1,000,000), as before the frame graph.
        var options = RunOptions()
        options.engine = .enumerate
        let begin = clock.now
        let enumerated = Check.run(SourceFile(path: "social.json", text: app.spec), options: options)
        let slow = (clock.now - begin).seconds
        let found = Dictionary(grouping: enumerated.findings, by: \.ruleID).mapValues(\.count).sorted { $0.key < $1.key }
        print(String(format: "enumerating: %.3f s; %d states (%.0f× the frame graph's time)", slow,
                     enumerated.analysis?.exploration.stateCount ?? 0, slow / max(seconds, 1e-9)))
        for (rule, count) in found { print("  \(count) \(rule)") }
    }
    if app.defects && !exact { exit(1) }
case "swift":
    // A SwiftUI code base (issue 17's workload): written to --write DIR, or with --check
    // read, extracted and checked in-process, each phase timed.
    var app = SwiftUIApp()
    let rest = Array(arguments.dropFirst())
    func option(_ name: String) -> Int? { intOption(rest, name) }
    app.tabs = option("--tabs") ?? app.tabs
    app.screens = option("--screens") ?? app.screens
    app.links = option("--links") ?? app.links
    app.sheetEvery = option("--sheet-every") ?? app.sheetEvery
    app.defects = rest.contains("--defects")
    let files = app.files
    let lines = files.reduce(0) { $0 + $1.text.split(separator: "\n", omittingEmptySubsequences: false).count }
    if let at = rest.firstIndex(of: "--write"), at + 1 < rest.count {
        let directory = rest[at + 1]
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        for file in files { try? Data(file.text.utf8).write(to: URL(fileURLWithPath: directory + "/" + file.name)) }
        print("wrote \(files.count) files, \(lines) lines, to \(directory)")
    }
    guard rest.contains("--check") else { break }
    let clock = ContinuousClock()
    let start = clock.now
    let set = SourceSet(files: files.map { SourceFile(path: $0.name, text: $0.text) }, path: "Generated")
    let read = clock.now
    let spec = SpecWriter.extract(set, path: "Generated").text
    let extracted = clock.now
    let result = Check.run(sources: set)
    let checked = clock.now
    let counts = Dictionary(grouping: result.findings, by: \.ruleID).mapValues(\.count).sorted { $0.key < $1.key }
    print(String(format: "%d files, %d lines: read %.3f s; extract (front end, %d bytes of JSONC) %.3f s; check (front end and rules) %.3f s",
                 files.count, lines, (read - start).seconds, spec.utf8.count, (extracted - read).seconds, (checked - extracted).seconds))
    // The target is a release build's (Reports/benchmarks.md); CI runs this check on a debug build for its findings only.
    #if DEBUG
    let target = "debug build: the < 2 s target is a release build's"
    #else
    let target = "target < 2 s"
    #endif
    print(String(format: "navlint check (read, front end, rules): %.3f s", (read - start).seconds + (checked - extracted).seconds) + " (\(target))")
    for (rule, count) in counts { print("  \(count) \(rule)") }
    let planted = ["destination-in-lazy-container", "navigation-trap"]
    let expected = app.defects ? planted : []
    if counts.map(\.key) != expected || !counts.allSatisfy({ $0.value == 1 }) {
        print("MISMATCH: expected \(expected.isEmpty ? "no finding" : "one finding of each of " + expected.joined(separator: ", "))")
        exit(1)
    }
case "shape":
    guard arguments.count == 3, let shape = ScaleShape(rawValue: arguments[1]), let n = Int(arguments[2]) else {
        FileHandle.standardError.write(Data("usage: navlint-bench shape \(ScaleShape.allCases.map(\.rawValue).joined(separator: "|")) SIZE\n".utf8))
        exit(2)
    }
    print(shape.spec(n), terminator: "")
default:
    FileHandle.standardError.write(Data("usage: navlint-bench spec|promela|run|defects|scale [--tabs T --screens S --links L --types V --depth D --modals M --routes K --seed N]\n".utf8))
    exit(2)
}
