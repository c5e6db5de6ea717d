import Foundation
import Testing
@testable import NavLintKit

@Suite struct CLITests {
    @Test func helpGoesToStdoutWithExitZero() {
        let (code, out, err) = runCLI(["--help"])
        #expect(code == .success)
        #expect(out.hasPrefix("OVERVIEW: "))
        #expect(out.contains("USAGE: navlint <subcommand>"))
        #expect(out.contains("SUBCOMMANDS:\n  check"))
        #expect(err.isEmpty)
    }

    @Test func everySubcommandHasHelp() {
        for command in Subcommand.all {
            let (code, out, _) = runCLI([command.name, "--help"])
            #expect(code == .success)
            #expect(out.hasPrefix("OVERVIEW: \(command.abstract)"))
            #expect(out.contains("USAGE: navlint \(command.name)"))
            for option in command.options { #expect(out.contains(option.name), "\(option.name) undocumented") }
            #expect(runCLI(["help", command.name]).1 == out)
        }
    }

    @Test func statesReportsEachComponentAndItsEngine() throws {
        let tabs = try temporarySpec(ExplorerTests.twoTabs)
        let (code, out, err) = runCLI(["states", tabs])
        #expect(code == .success)
        #expect(err.isEmpty)
        // Each tab is one stack: its frame graph has the root and what it pushes or presents.
        #expect(out == """
            \(tabs): 4 states, 2 transitions (compositional: each tab explored apart)
              component     states  transitions  longest path  cut at maxDepth 8  engine
              tab home      2       1            1             0                  frames
              tab settings  2       1            1             0                  frames
              tab home: 2 states within maxDepth 8, as enumerating would store them (counted on the frame graph)
              tab settings: 2 states within maxDepth 8, as enumerating would store them (counted on the frame graph)
              the product of the tabs would be 8 states within maxDepth 8

            """)
        let enumerated = runCLI(["states", tabs, "--enumerate"]).1
        #expect(enumerated.contains("  tab home      2       2            1             0                  states\n"), "\(enumerated)")
        #expect(enumerated.contains("  tab home: enumerated state by state, paths cut at maxDepth 8: --enumerate was given\n"))
        let flat = runCLI(["states", tabs, "--no-compose"]).1
        #expect(flat.hasSuffix("""
              app        6       10           1             0                  states
              app: enumerated state by state, paths cut at maxDepth 8: --no-compose was given

            """), "\(flat)")
    }

    /// A TabView inside a screen at the root (a shell with sheets of its own, as real apps
    /// have): one component on frames, a pane a tab.
    @Test func statesRunsAWrappedRootTabViewOnFrames() throws {
        let spec = """
        { "navlint": 1, "root": "Shell",
          "screens": {
            "Shell": { "embeds": { "tabs": { "selection": "none", "items": [ { "id": "a", "content": { "stack": { "root": "A" } } }, { "id": "b", "content": "B" } ] } },
                       "actions": [ { "present": "Sheet", "style": "sheet", "trigger": "app" } ] },
            "A": {}, "B": {}, "Sheet": { "actions": [ { "dismiss": true } ] } } }
        """
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("navlint-wrapped-\(UUID().uuidString).json").path
        try spec.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let out = runCLI(["states", path]).1
        #expect(out.hasSuffix("""
            : 4 states, 4 transitions (one component)
              component  states  transitions  longest path  cut at maxDepth 8  engine
              app        4       4            2             0                  frames

            """), "\(out)")
    }

    @Test func versionPrintsTheVersion() {
        #expect(runCLI(["--version"]).1 == "\(CLI.version)\n")
    }

    @Test func unknownCommandIsAUsageError() {
        let (code, out, err) = runCLI(["chek", "x.json"])
        #expect(code == .invalid)
        #expect(out.isEmpty)
        #expect(err.hasPrefix("Error: unknown command 'chek'; did you mean 'check'?\nUSAGE: navlint"))
    }

    @Test func unknownOptionIsAUsageError() {
        let (code, _, err) = runCLI(["check", "--frmat", "json", "x.json"])
        #expect(code == .invalid)
        #expect(err.hasPrefix("Error: unknown option '--frmat'"))
        #expect(err.contains("USAGE: navlint check"))
    }

    @Test func checkWithoutSpecIsAUsageError() {
        let (code, _, err) = runCLI(["check"])
        #expect(code == .invalid)
        #expect(err.hasPrefix("Error: no spec file given\nUSAGE: navlint check"))
    }

    @Test func missingFileAndDirectoryExitTwo() {
        let (code, _, err) = runCLI(["check", "/nonexistent/spec.json"])
        #expect(code == .invalid)
        #expect(err == "error: no such file: /nonexistent/spec.json\n")
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("navlint-empty-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        let (dirCode, _, dirErr) = runCLI(["check", empty])
        #expect(dirCode == .invalid)
        #expect(dirErr == "error: no spec (*.json, *.jsonc) or Swift source in \(empty)\n")
    }

    @Test func typoInAKeyReportsDidYouMeanAtTheRightLine() throws {
        let path = try temporarySpec("""
        {
          "navlint": 1,
          "root": "A",
          "screens": {
            "A": { "titel": "Home" }
          }
        }
        """)
        let (code, out, _) = runCLI(["check", path])
        #expect(code == .invalid)
        #expect(out == """
        \(path):5:12: error: unknown key "titel" in screen 'A'; did you mean 'title'? [invalid-spec]
            "A": { "titel": "Home" }
                   ^~~~~~~
        checked 1 spec: 1 error, 0 warnings, 0 notes

        """)
    }

    @Test func everySpecInSpecsLoadsWithoutInvalidSpec() {
        let files = specFiles()
        #expect(files.count >= 5)
        for path in files {
            let (code, out, _) = runCLI(["check", path])
            #expect(!out.contains("[invalid-spec]"), "\(path):\n\(out)")
            #expect(code != .invalid, "\(path)")
        }
    }
}

func temporarySpec(_ text: String, name: String = "spec.json") throws -> String {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("navlint-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let url = directory.appendingPathComponent(name)
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
}

@Suite struct DocumentationTests {
    @Test func readmeListsEveryRuleAndCommand() throws {
        let url = packageRoot.appendingPathComponent("README.md")
        var readme = try String(contentsOf: url, encoding: .utf8)
        let table = "```\n" + RuleDocs.table(AllRules.descriptions) + "```\n"
        if ProcessInfo.processInfo.environment["NAVLINT_UPDATE"] == "1",
           let start = readme.range(of: "-->\n", range: readme.range(of: "<!-- rules:")!.upperBound..<readme.endIndex),
           let end = readme.range(of: "<!-- /rules -->") {
            readme.replaceSubrange(start.upperBound..<end.lowerBound, with: table)
            try readme.write(to: url, atomically: true, encoding: .utf8)
        }
        #expect(readme.contains(table), "README's rule table is out of date: run NAVLINT_UPDATE=1 swift test")
        for command in Subcommand.all { #expect(readme.contains("navlint \(command.name)"), "\(command.name)") }
        #expect(readme.hasPrefix("# navlint\n\n```sh\nswift run navlint check Specs/"))
    }

    /// Each `$ navlint …` line of a ```console block in the README prints what follows it.
    /// Paths are taken from the package root (and shown from it), wherever the tests run.
    @Test func readmeConsoleBlocksShowWhatNavlintPrints() throws {
        let readme = try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let blocks = readme.components(separatedBy: "```console\n").dropFirst().map { $0.components(separatedBy: "```\n")[0] }
        #expect(blocks.count >= 3)
        let root = packageRoot.path + "/"
        for block in blocks {
            for session in block.components(separatedBy: "$ navlint ").dropFirst() {
                let lines = session.split(separator: "\n", omittingEmptySubsequences: false)
                let arguments = lines[0].split(separator: " ").map { word in
                    FileManager.default.fileExists(atPath: root + word) ? root + word : String(word)
                }
                let expected = lines.dropFirst().joined(separator: "\n")
                let (_, out, err) = runCLI(arguments)
                #expect((out + err).replacingOccurrences(of: root, with: "") == expected, "navlint \(lines[0])")
            }
        }
    }
}

@Suite struct RuleCommandTests {
    @Test(arguments: AllRules.descriptions.map(\.id))
    func explainWorksForEveryRule(ruleID: String) throws {
        let rule = try #require(AllRules.description(of: ruleID))
        let (code, out, _) = runCLI(["explain", ruleID])
        #expect(code == .success)
        #expect(out.hasPrefix("\(ruleID): \(rule.name)\ndefault severity: \(rule.severity.rawValue)\n"))
        // Every example, triggering ones before the others.
        let split = try #require(out.range(of: "\nDoes not trigger:\n\n"))
        for example in rule.triggering { #expect(out[..<split.lowerBound].contains(RuleDocs.indent(example.text))) }
        for example in rule.nonTriggering { #expect(out[split.upperBound...].contains(RuleDocs.indent(example.text))) }
    }

    @Test func rulesListsEveryRule() {
        let (code, out, _) = runCLI(["rules"])
        #expect(code == .success)
        let width = AllRules.descriptions.map(\.id.count).max()! + 2
        for rule in AllRules.descriptions {
            #expect(out.contains("\n\(rule.id.padding(width))\(rule.severity.rawValue.padding(10))\(rule.summary)\n"), "\(rule.id)")
        }
    }

    @Test func explainUnknownRuleSuggests() {
        let (code, _, err) = runCLI(["explain", "nested-stak"])
        #expect(code == .invalid)
        #expect(err.hasPrefix("Error: unknown rule 'nested-stak'; did you mean 'nested-stack'?\n"))
    }
}
