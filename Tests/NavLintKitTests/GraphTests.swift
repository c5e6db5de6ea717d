import Foundation
import Testing
@testable import NavLintKit

@Suite struct GraphTests {
    static let small = """
    { "navlint": 1, "app": "Small", "types": { "Item": {} },
      "root": { "tabs": { "selection": "binding", "items": [
        { "id": "home", "title": "Home", "content": { "stack": { "id": "homeStack", "root": "Home" } } },
        { "id": "more", "title": "More", "content": "More" } ] } },
      "screens": {
        "Home": { "title": "Home", "destinations": [ { "for": "Item", "screen": "Detail" } ],
                  "actions": [ { "push": "Item", "label": "Open" }, { "present": "Editor", "style": "sheet", "label": "Edit" },
                               { "select": "more", "label": "More" } ] },
        "Detail": { "actions": [ { "pushView": "Legacy" } ] },
        "Legacy": {},
        "Editor": { "actions": [ { "dismiss": true } ] },
        "More": {},
        "Orphan": {} },
      "deepLinks": { "schemes": ["app"], "routes": [ { "id": "item", "pattern": "item/{id}", "tab": "home", "popToRoot": true, "push": ["Item"] } ] } }
    """

    func dot(_ spec: String, options: GraphOptions = GraphOptions()) throws -> String {
        let result = Check.run(SourceFile(path: "small.json", text: spec))
        return DOTRenderer.render(try #require(result.analysis), findings: result.findings, options: options)
    }

    @Test func smallSpecSnapshot() throws {
        let url = packageRoot.appendingPathComponent("Tests/NavLintKitTests/Snapshots/small.dot")
        let output = try dot(Self.small)
        if ProcessInfo.processInfo.environment["NAVLINT_UPDATE"] == "1" { try output.write(to: url, atomically: true, encoding: .utf8) }
        #expect(output == (try String(contentsOf: url, encoding: .utf8)), "small.dot differs: NAVLINT_UPDATE=1 swift test, then review")
    }

    @Test func graphShowsStructureKindsAndFindings() throws {
        let output = try dot(Self.small)
        #expect(output.contains("label=\"TabView root.tabs\""))
        #expect(output.contains("label=\"tab “Home”\""))
        #expect(output.contains("label=\"NavigationStack homeStack\""))
        #expect(output.contains("label=\"sheet from Home\""))
        // Modals left up are one cause: hidden-by-modal, not also state-dependent.
        #expect(output.contains("label=\"app://item/{id}\\n⚠ deep-link-hidden-by-modal\""))
        // Orphan is unreachable: grey and dashed, with its finding named on it.
        #expect(output.contains("s5 [label=\"Orphan\\n⚠ unreachable-screen\", tooltip=\"Orphan\\nwarning [unreachable-screen]"))
        #expect(output.contains("style=\"rounded,dashed,filled\""))
        #expect(output.contains("s0 -> s1 [label=\"Open\""))
        #expect(output.contains("arrowhead=empty"))
    }

    @Test func traceIsDrawnAsANumberedPath() throws {
        let model = try requireModel(SourceFile(path: "small.json", text: Self.small))
        let findings = Linter.lint(model)
        let viewLink = try #require(findings.first { $0.ruleID == "view-based-link" })
        #expect(viewLink.trace.isEmpty)
        let rule = try #require(AllRules.description(of: "missing-destination"))
        let other = Check.run(SourceFile(path: "m.json", text: rule.triggering[0].spec))
        let missing = try #require(other.findings.first { $0.ruleID == "missing-destination" })
        let output = DOTRenderer.render(try #require(other.analysis), findings: other.findings, options: GraphOptions(trace: missing))
        #expect(output.contains("s0 -> s1 [label=\"1\", color=\"#d32f2f\""))
        #expect(output.contains("t1 [shape=plaintext, style=\"\", fontcolor=\"#d32f2f\", label=\"2. tap \\\"By Jane\\\" (push Author)\"];"))
    }

    @Test func oneTabOnly() throws {
        let output = try dot(Self.small, options: GraphOptions(tab: "more"))
        #expect(output.contains("label=\"More\""))
        #expect(!output.contains("label=\"Home\""))
    }

    static let hostile = #"""
    { "navlint": 1, "app": "A \"quoted\" \\ app",
      "root": { "stack": { "id": "st\"ack} -> x", "root": "Home \"1\"" } },
      "screens": {
        "Home \"1\"": { "title": "<b>Home</b> {x} \\N \\\\ -> \"", "actions": [ { "pushView": "Line\nbreak", "label": "a\"b\\c<d>{e}\nf" } ] },
        "Line\nbreak": { "title": "]; digraph x { a -> b } //" } } }
    """#

    @Test func hostileLabelsAreEscaped() throws {
        let output = try dot(Self.hostile)
        #expect(output.contains(#"label="A \"quoted\" \\ app — navlint"#))
        #expect(output.contains(#"s0 [label="<b>Home</b> {x} \\N \\\\ -> \"\n(Home \"1\")"#))
        // Every line is a statement of ours: no spec text ends a string early.
        for line in output.split(separator: "\n") where line.contains("label=") {
            #expect(line.hasSuffix(";") || line.hasSuffix("{"), "\(line)")
        }
    }

    @Test(.enabled(if: ReportCommand.executable("dot") != nil, "needs Graphviz"))
    func hostileLabelsRenderWithGraphviz() throws {
        for spec in [Self.hostile, Self.small] {
            let input = try temporarySpec(try dot(spec), name: "graph.dot")
            let process = Process()
            process.executableURL = URL(fileURLWithPath: ReportCommand.executable("dot")!)
            process.arguments = ["-Tsvg", input, "-o", input + ".svg"]
            let errors = Pipe()
            process.standardError = errors
            try process.run()
            let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
            #expect(stderr.isEmpty, "\(stderr)")
        }
    }
}

/// Reports/ holds what navlint says about every spec in Specs/.
@Suite struct ReportsFolderTests {
    @Test(arguments: specFiles().map { String($0.dropFirst(packageRoot.path.count + 1)) })
    func reportsAreCurrent(spec: String) throws {
        let file = try SpecLoader.read(path: packageRoot.appendingPathComponent(spec).path)
        let name = ReportCommand.stem(String(spec.dropFirst("Specs/".count)))
        let files = ReportSet.render(Check.run(SourceFile(path: spec, bytes: file.bytes)), path: spec, workingDirectory: packageRoot.path)
        #expect(files.map(\.ext) == ["txt", "sarif", "dot"])
        for (ext, text) in files {
            let url = packageRoot.appendingPathComponent("Reports/\(name).\(ext)")
            let committed = try? String(contentsOf: url, encoding: .utf8)
            #expect(committed == text, "Reports/\(name).\(ext) is out of date: run `swift run navlint report Specs --dir Reports`")
        }
    }

    @Test(arguments: swiftAppFolders())
    func swiftAppReportsAreCurrent(app: String) throws {
        let set = try swiftApp(app)
        let files = ReportSet.render(Check.run(sources: set), path: app, workingDirectory: packageRoot.path,
                                     extracted: SpecWriter.extract(set, path: app).text)
        #expect(files.map(\.ext) == ["txt", "sarif", "dot", "spec.jsonc"])
        for (ext, text) in files {
            let name = String(app.dropFirst("Specs/".count))
            let committed = try? String(contentsOf: packageRoot.appendingPathComponent("Reports/\(name).\(ext)"), encoding: .utf8)
            #expect(committed == text, "Reports/\(name).\(ext) is out of date: run `swift run navlint report Specs --dir Reports`")
        }
    }
}

@Suite struct LargeGraphTests {
    @Test func largeGraphsMoveLabelsToTooltipsAndBoundTheLayout() throws {
        let screens = (0..<(DOTRenderer.largeScreens + 10)).map { i in
            "\"S\(i)\": { \"actions\": [ { \"pushView\": \"S\((i + 1) % (DOTRenderer.largeScreens + 10))\", \"label\": \"next\" } ] }"
        }
        let spec = "{ \"navlint\": 1, \"root\": { \"stack\": { \"root\": \"S0\" } }, \"screens\": { \(screens.joined(separator: ", ")) } }"
        let model = try requireModel(SourceFile(path: "large.json", text: spec))
        let output = DOTRenderer.render(RuleContext(model: model), findings: [], options: GraphOptions())
        #expect(output.contains("splines=line, nslimit=2"))
        #expect(output.contains("large graph: edge labels are in tooltips"))
        #expect(!output.split(separator: "\n").contains { $0.contains(" -> s") && $0.contains("label=") })
    }
}
