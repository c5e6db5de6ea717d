import Testing
@testable import NavLintKit

@Suite struct TextReporterTests {
    let file = SourceFile(path: "Specs/app.json", text: "{\n\t\"root\": \"Hömé\",\n  \"x\": 1\n}\n")

    func finding(_ range: SourceRange, _ severity: Severity = .error, trace: [String] = []) -> Finding {
        Finding(ruleID: "nested-stack", severity: severity, message: "a message", file: file, range: range,
                subject: "s", trace: trace.map { TraceStep($0) })
    }

    @Test func rendersLikeTheCompilerWithCaretAndTrace() {
        // Line 2 is `\t"root": "Hömé",`: the value starts at byte 11 of the file, character column 10.
        let text = TextReporter.render([finding(SourceRange(11, 19), trace: ["select tab \"Home\"", "tap \"Go\""])])
        #expect(text == """
        Specs/app.json:2:10: error: a message [nested-stack]
        \t"root": "Hömé",
        \t        ^~~~~~
          trace:
            1. select tab "Home"
            2. tap "Go"

        """)
    }

    /// A spec on one line (a script's JSON): the excerpt is 160 columns around the caret,
    /// cut with "...", not the whole file under every finding.
    @Test(arguments: ["a", "é"]) func longLinesAreCutAroundTheCaret(filler: String) {
        let text = "{\"x\": \"" + String(repeating: filler, count: 300) + "\", \"root\": \"Home\", \"y\": \""
            + String(repeating: filler, count: 300) + "\"}"
        let long = SourceFile(path: "one.json", text: text)
        let at = Array(text.utf8).firstIndex(of: UInt8(ascii: "H"))!
        let finding = Finding(ruleID: "nested-stack", severity: .error, message: "m", file: long, range: SourceRange(at - 1, at + 5),
                              subject: "s", trace: [])
        let lines = TextReporter.render([finding]).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[1].hasPrefix("...") && lines[1].hasSuffix("..."))
        #expect(lines[1].count == 160 + 6)
        #expect(lines[1].contains("\"root\": \"Home\""))
        // The caret stands under the opening quote of "Home".
        let caret = lines[2].firstIndex(of: "^").map { lines[2].distance(from: lines[2].startIndex, to: $0) }
        let quote = lines[1].range(of: "\"Home\"").map { lines[1].distance(from: lines[1].startIndex, to: $0.lowerBound) }
        #expect(caret != nil && caret == quote)
        #expect(lines[2].hasSuffix("^~~~~~"))
    }

    @Test func sortsByLocationThenRule() {
        let text = TextReporter.render([finding(SourceRange(22, 25), .warning), finding(SourceRange(2, 8), .note)])
        #expect(text.split(separator: "\n").filter { $0.hasPrefix("Specs") } == [
            "Specs/app.json:2:1: note: a message [nested-stack]",
            "Specs/app.json:3:2: warning: a message [nested-stack]",
        ])
    }

    @Test func colourOnlyWithTheAnsiStyle() {
        let plain = TextReporter.render([finding(SourceRange(11, 19))], style: .plain)
        let ansi = TextReporter.render([finding(SourceRange(11, 19))], style: .ansi)
        #expect(!plain.contains("\u{1B}["))
        #expect(ansi.contains("\u{1B}[1;31merror:\u{1B}[0m"))
        #expect(ansi.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression) == plain)
    }

    @Test func colourOnlyOnATerminalWithoutNoColor() {
        #expect(Console.wantsColour(isTerminal: true, environment: [:]))
        #expect(!Console.wantsColour(isTerminal: false, environment: [:]))
        #expect(!Console.wantsColour(isTerminal: true, environment: ["NO_COLOR": ""]))
        #expect(!Console.wantsColour(isTerminal: true, environment: ["NO_COLOR": "1"]))
        #expect(!Console.wantsColour(isTerminal: true, environment: ["TERM": "dumb"]))
    }

    @Test func summaryCountsBySeverity() {
        #expect(TextReporter.summary([], specCount: 1) == "checked 1 spec: no findings\n")
        #expect(TextReporter.summary([finding(.none), finding(.none, .note)], specCount: 2)
                == "checked 2 specs: 1 error, 0 warnings, 1 note\n")
    }
}

@Suite struct FingerprintTests {
    @Test func fingerprintIgnoresLinesAndKeepsRuleAndSubject() throws {
        let spec = try String(contentsOf: packageRoot.appendingPathComponent("Specs/tab-controller.json"), encoding: .utf8)
        let moved = "// a new first line\n\n" + spec
        let before = Linter.lint(try #require(load(spec).model))
        let after = Linter.lint(try #require(load(moved).model))
        #expect(before.map(\.fingerprint) == after.map(\.fingerprint))
        #expect(before.map(\.location.line) != after.map(\.location.line))
        #expect(Set(before.map(\.fingerprint)).count == before.count, "two findings share a fingerprint")
    }

    @Test func fingerprintIsStable() {
        // FNV-1a of "nested-stack\0root.stack": fixed across runs and platforms.
        // Computed independently (python: FNV-1a 64 over the same bytes).
        #expect(Fingerprint.of(ruleID: "nested-stack", subject: "root.stack") == "441d7334c8f7d733")
        #expect(Fingerprint.of(ruleID: "nested-stack", subject: "a") != Fingerprint.of(ruleID: "view-based-link", subject: "a"))
    }
}

@Suite struct ProgressTests {
    @Test func progressOnlyOnATerminalOutsideCI() {
        #expect(Console.wantsProgress(stderrIsTerminal: true, environment: [:]))
        #expect(!Console.wantsProgress(stderrIsTerminal: false, environment: [:]))
        #expect(!Console.wantsProgress(stderrIsTerminal: true, environment: ["CI": "true"]))
    }

    @Test func progressLineRewritesItselfAndIsClearedAtTheEnd() {
        let line = Console.progressLine(ExplorationProgress(component: "app", states: 8192, statesPerSecond: 5000.7, depth: 6, finished: false))
        #expect(line == "\rexploring app: 8192 states, 5000 states/s, depth 6\u{1B}[K")
        #expect(Console.progressLine(ExplorationProgress(component: "app", states: 0, statesPerSecond: 0, depth: 0, finished: true)) == "\r\u{1B}[K")
    }

    @Test func longExplorationsReportProgressAndFinish() throws {
        final class Box: @unchecked Sendable { var reports: [ExplorationProgress] = [] }
        let box = Box()
        let model = try requireModel(SourceFile(path: "m.json", text: sharedPathSpec(types: 4)))
        var configuration = Configuration()
        configuration.maxDepth = 6
        var options = RunOptions(progress: { box.reports.append($0) })
        options.progressDelay = .zero
        _ = Explorer.explore(model, configuration: configuration, containment: Containment(model: model), options: options)
        // Shared paths are enumerated: reports every 4,096 states, then the final one.
        #expect(box.reports.count >= 3)
        #expect(box.reports.map(\.finished) == Array(repeating: false, count: box.reports.count - 1) + [true])
        #expect(box.reports.first?.states ?? 0 >= 4096)
    }
}
