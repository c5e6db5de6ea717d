import Foundation
import NavLintGenerators
import Testing
@testable import NavLintKit

/// The shapes `navlint-bench scale` times, checked for what they must report: each used to
/// take quadratic time or more, or crash. Default sizes keep `swift test` fast; with
/// NAVLINT_SLOW=1 (set by .ci/run) they run at the benchmark's largest sizes.
@Suite struct ScaleShapeTests {
    static let slow = ProcessInfo.processInfo.environment["NAVLINT_SLOW"] == "1"

    func check(_ shape: ScaleShape, _ small: Int) -> (size: Int, code: ExitCode, out: String) {
        let n = Self.slow ? shape.sizes.last! : small
        let result = Check.run(SourceFile(path: "\(shape.rawValue).json", text: shape.spec(n)))
        let report = LintReport(specs: [LintReport.Spec(path: "\(shape.rawValue).json", findings: result.findings)], workingDirectory: "/")
        let code: ExitCode = result.analysis == nil ? .invalid : result.findings.contains { $0.severity == .error } ? .findings : .success
        return (n, code, TextReporter.summary(report))
    }

    /// S_i pushes V, resolved by S0's destination first: S1 again, and S2… never shown.
    /// S1…S(n-2) each declare a second destination for V on a pushed screen: only S1's is
    /// ever on screen, so one duplicate (the others are never shown).
    @Test func linearChain() {
        let n = Self.slow ? ScaleShape.chain.sizes.last! : 3_000
        let findings = Check.run(SourceFile(path: "chain.json", text: ScaleShape.chain.spec(n))).findings
        let counts = Dictionary(grouping: findings, by: \.ruleID).mapValues(\.count)
        #expect(counts == ["duplicate-destination": 1, "destination-on-pushed-screen": n - 2, "unreachable-screen": n - 2,
                           "unreachable-destination": 1])
    }

    @Test func manyTabs() {
        let (_, code, out) = check(.tabs, 300)
        #expect(code == .success)
        #expect(out == "checked 1 spec: no findings\n")
    }

    @Test func manyRoutesWithExamples() {
        let (_, code, out) = check(.routes, 1_000)
        #expect(code == .success)
        #expect(out == "checked 1 spec: no findings\n")
    }

    /// Every route pushes without popping to root: each is state-dependent.
    @Test func manyRoutesWithoutPopToRoot() {
        let (n, code, out) = check(.routesNoPop, 300)
        #expect(code == .findings)
        #expect(out.hasPrefix("checked 1 spec: \(n) errors"), "\(out)")
    }

    /// Content screens linking each other, a sheet with its own stack on every 4th, a route per
    /// 10 screens: on frames, every node a screen in the main stack or in the one shared sheet
    /// layer (two per screen, and the two homes); only the screen nothing shows is reported.
    @Test func linkedScreensWithSheetsAndRoutes() throws {
        let n = Self.slow ? ScaleShape.linkedRoutes.sizes.last! : 300
        let result = Check.run(SourceFile(path: "linked.json", text: ScaleShape.linkedRoutes.spec(n)))
        let exploration = try #require(result.analysis).exploration
        #expect(exploration.components.map(\.engine) == ["frames"])
        #expect(exploration.stateCount == 2 * n + 2)
        #expect(result.findings.map { "\($0.ruleID) \($0.subject)" } == ["unreachable-screen Unused"])
    }

    /// One line, a non-ASCII name before every finding: each trap's column counts Characters
    /// from the line's start (the text report walked the line once per finding before LineColumns).
    @Test func oneLineWithNonASCIIText() throws {
        let n = Self.slow ? ScaleShape.oneLine.sizes.last! : 1_000
        let text = ScaleShape.oneLine.spec(n)
        let findings = Check.run(SourceFile(path: "one-line.json", text: text)).findings
        #expect(findings.map(\.ruleID) == Array(repeating: "navigation-trap", count: n))
        let last = try #require(findings.first { $0.subject == "Q\(n - 1)" })
        let at = try #require(text.range(of: "\"Q\(n - 1)\": {}"))
        #expect(TextReporter.render(last).hasPrefix("one-line.json:1:\(text.distance(from: text.startIndex, to: at.lowerBound) + 1): error:"))
    }

    /// Embedding deeper than the limit is a located invalid-spec, never a stack overflow.
    @Test func deepEmbedChainIsRejected() {
        let (n, code, _) = check(.embeds, 10_000)
        #expect(code == .invalid)
        let result = Check.run(SourceFile(path: "e.json", text: ScaleShape.embeds.spec(n)))
        #expect(result.findings.map(\.message) == [
            "screen 'S0' embeds content nested \(n) levels deep (S0 → S1 → S2 → S3 → …); navlint reads at most 256 levels",
        ])
        #expect(result.findings.first.map { $0.location.line } == 4)
    }

    /// At the limit the spec is read, explored and drawn.
    @Test func embedChainAtTheLimitIsChecked() throws {
        let result = Check.run(SourceFile(path: "e.json", text: ScaleShape.embeds.spec(ModelBuilder.maxContentNesting)))
        let analysis = try #require(result.analysis)
        #expect(result.findings.isEmpty)
        #expect(DOTRenderer.render(analysis, findings: []).contains("s255"))
        #expect(Check.run(SourceFile(path: "e.json", text: ScaleShape.embeds.spec(ModelBuilder.maxContentNesting + 1))).analysis == nil)
    }
}

/// Inline content is as deep as the JSON nesting limit lets it be: decoded, built,
/// explored and drawn without overflowing the stack (the walks over content are bounded
/// by that limit and by the content-nesting limit).
@Suite struct DeepInlineContentTests {
    @Test func stacksNestedToTheParserLimit() throws {
        let levels = (JSONParser.maxDepth - 2) / 2
        let content = String(repeating: "{ \"stack\": { \"root\": ", count: levels) + "\"A\"" + String(repeating: " } }", count: levels)
        let spec = "{ \"navlint\": 1, \"root\": \(content), \"screens\": { \"A\": {} } }"
        let result = Check.run(SourceFile(path: "deep.json", text: spec))
        let analysis = try #require(result.analysis, "\(result.findings.prefix(3).map(\.message))")
        #expect(result.findings.filter { $0.ruleID == "nested-stack" }.count == levels - 1)
        #expect(DOTRenderer.render(analysis, findings: result.findings).hasSuffix("}\n"))
    }
}

/// The social-app generator (issue 15's benchmark workload) writes valid specs.
@Suite struct SocialAppTests {
    static func app(tabs: Int, content: Int, defects: Bool) -> SocialApp {
        var app = SocialApp()
        app.tabs = tabs
        app.content = content
        app.links = 3
        app.sheetEvery = 4
        app.defects = defects
        return app
    }

    @Test(arguments: [false, true])
    func generatedSpecsAreValid(defects: Bool) {
        let app = Self.app(tabs: 3, content: 12, defects: defects)
        let loaded = SpecLoader.load(SourceFile(path: "social.json", text: app.spec))
        #expect(loaded.problems.isEmpty, "\(loaded.problems.map(\.message))")
        let expected: Int = 3 + 1 + 12 + (defects ? 2 : 0)
        #expect(loaded.model?.screens.count == expected)
    }

    /// On the frame graph: exactly the planted defects, each with its shortest trace, and
    /// nothing when none is planted; the enumeration would stop at maxStates here.
    @Test(arguments: [false, true])
    func plantedDefectsAndNothingElse(defects: Bool) throws {
        let app = Self.app(tabs: 4, content: 40, defects: defects)
        let result = Check.run(SourceFile(path: "social.json", text: app.spec))
        let analysis = try #require(result.analysis)
        #expect(analysis.exploration.statistics.allSatisfy { $0.engine == "frames" })
        let found = result.findings.map { "\($0.ruleID) \($0.subject) \($0.trace.count)" }.sorted()
        // Every Home's first link pushes P0, whose planted actions are one step further.
        let p0 = try #require(analysis.exploration.visibleScreens[analysis.model.screen(named: "P0")!])
        let toP0 = analysis.exploration.length(p0)
        #expect(found == (defects ? [
            "deep-link-state-dependent route:planted 2",
            "missing-destination P0.actions[planted missing destination]:Unregistered \(toP0 + 1)",
            "navigation-trap Trap \(toP0 + 1)",
            "unreachable-screen Orphan 0",
        ] : []), "\(found)")
    }
}
