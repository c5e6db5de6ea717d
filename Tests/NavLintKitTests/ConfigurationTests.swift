import Foundation
import Testing
@testable import NavLintKit

@Suite struct ConfigurationTests {
    static let lazySpec = """
    { "navlint": 1, "types": { "Recipe": {} },
      "root": { "navigationView": { "style": "stack", "root": "List" } },
      "screens": {
        "List": { "destinations": [ { "for": "Recipe", "screen": "Detail", "in": ["List"] } ], "actions": [ { "push": "Recipe" } ] },
        "Detail": {} } }
    """

    func configure(_ text: String) -> (Configuration?, [Located]) {
        let (configuration, problems) = Configuration.load(SourceFile(path: "c.json", text: text))
        return (configuration, problems.sortedForOutput().map {
            Located(line: $0.location.line, column: $0.location.column, message: $0.message)
        })
    }

    @Test func readsEveryKey() throws {
        let (configuration, problems) = configure("""
        { "rules": { "nested-stack": "off", "view-based-link": "error" },
          "maxDepth": 5, "maxStates": 100, "maxSteps": 3, "failOn": "warning" }
        """)
        #expect(problems.isEmpty)
        let c = try #require(configuration)
        #expect(c.rules == ["nested-stack": .off, "view-based-link": .error])
        #expect((c.maxDepth, c.maxStates, c.maxSteps, c.failOn) == (5, 100, 3, .warning))
    }

    @Test func unknownRuleIdsAndKeysAreErrorsWithLocations() {
        let (configuration, problems) = configure("""
        {
          "rules": { "nested-stak": "off", "view-based-link": "loud" },
          "maxDepht": 3
        }
        """)
        #expect(configuration == nil)
        #expect(problems == [
            Located(line: 2, column: 14, message: "unknown rule 'nested-stak'; did you mean 'nested-stack'?"),
            Located(line: 2, column: 55, message: "the level of rule 'view-based-link' must be one of off, note, warning, error, found \"loud\""),
            Located(line: 3, column: 3, message: "unknown key \"maxDepht\" in the configuration; did you mean 'maxDepth'?"),
        ])
    }

    @Test func maxDepthIsBounded() {
        let (configuration, problems) = configure("{ \"maxDepth\": 300 }")
        #expect(configuration == nil)
        #expect(problems == [Located(line: 1, column: 15, message: "\"maxDepth\" of the configuration must be at most 64, found 300")])
    }

    @Test func levelsChangeSeverityOrSilenceARule() throws {
        let model = try #require(load(Self.lazySpec).model)
        var configuration = Configuration()
        #expect(Linter.lint(model, configuration: configuration).map(\.ruleID)
                == ["deprecated-navigation-view", "destination-in-lazy-container"])
        configuration.rules = ["destination-in-lazy-container": .off, "deprecated-navigation-view": .note]
        let findings = Linter.lint(model, configuration: configuration)
        #expect(findings.map(\.ruleID) == ["deprecated-navigation-view"])
        #expect(findings.map(\.severity) == [.note])
    }

    @Test func ignoreOnAnObjectDropsThatRuleThere() throws {
        let spec = Self.lazySpec.replacingOccurrences(
            of: "\"in\": [\"List\"]", with: "\"in\": [\"List\"], \"ignore\": [\"destination-in-lazy-container\"]")
        let model = try #require(load(spec).model)
        #expect(Linter.lint(model).map(\.ruleID) == ["deprecated-navigation-view"])
    }

    @Test func ignoreOnAScreenCoversItsDestinationsAndActions() throws {
        let spec = Self.lazySpec.replacingOccurrences(
            of: "\"List\": {", with: "\"List\": { \"ignore\": [\"destination-in-lazy-container\"],")
        let model = try #require(load(spec).model)
        #expect(Linter.lint(model).map(\.ruleID) == ["deprecated-navigation-view"])
    }

    @Test func ignoreOnATabCoversItsSharedStack() throws {
        let rule = try #require(AllRules.description(of: "shared-stack-across-tabs"))
        let spec = rule.triggering[1].spec.replacingOccurrences(of: "{ \"id\": \"settings\", \"content\"",
                                                                  with: "{ \"id\": \"settings\", \"ignore\": [\"shared-stack-across-tabs\"], \"content\"")
        #expect(spec != rule.triggering[1].spec)
        let model = try #require(load(spec).model)
        #expect(!Linter.lint(model).contains { $0.ruleID == "shared-stack-across-tabs" })
    }

    @Test func unknownRuleInIgnoreIsInvalidSpec() {
        let spec = Self.lazySpec.replacingOccurrences(
            of: "\"in\": [\"List\"]", with: "\"in\": [\"List\"], \"ignore\": [\"destination-in-lazy\"]")
        #expect(loadProblems(spec).map(\.message) == ["unknown rule 'destination-in-lazy' in \"ignore\""])
        let typo = Self.lazySpec.replacingOccurrences(of: "\"in\": [\"List\"]", with: "\"in\": [\"List\"], \"ignore\": [\"nested-stak\"]")
        #expect(loadProblems(typo).map(\.message) == ["unknown rule 'nested-stak' in \"ignore\"; did you mean 'nested-stack'?"])
    }

    @Test func failOnDecidesTheExitCode() throws {
        let path = try temporarySpec(Self.lazySpec)
        #expect(runCLI(["check", path]).0 == .findings)
        #expect(runCLI(["check", path, "--fail-on", "never"]).0 == .success)
        #expect(runCLI(["check", path, "--fail-on=warning"]).0 == .findings)
        let (code, _, err) = runCLI(["check", path, "--fail-on", "warnings"])
        #expect(code == .invalid)
        #expect(err.hasPrefix("Error: option '--fail-on' must be one of error, warning, note, never, not 'warnings'; did you mean 'warning'?"))
    }

    @Test func configurationBesideTheSpecIsFoundAndFlagsWin() throws {
        let path = try temporarySpec(Self.lazySpec)
        let directory = (path as NSString).deletingLastPathComponent
        try #"{ "rules": { "destination-in-lazy-container": "warning" } }"#
            .write(toFile: directory + "/.navlint.json", atomically: true, encoding: .utf8)
        let (code, out, _) = runCLI(["check", path])
        #expect(code == .success)
        #expect(out.contains("warning: navigationDestination(for: Recipe) is inside a lazy List"))
        #expect(runCLI(["check", path, "--fail-on", "warning"]).0 == .findings)
    }

    @Test func explicitConfigWithProblemsExitsTwo() throws {
        let path = try temporarySpec(Self.lazySpec)
        let config = try temporarySpec("{ \"rules\": { \"no-such-rule\": \"off\" } }", name: "navlint.json")
        let (code, out, _) = runCLI(["check", path, "--config", config])
        #expect(code == .invalid)
        #expect(out.hasPrefix("\(config):1:14: error: unknown rule 'no-such-rule' [invalid-config]"))
        let (missingCode, _, err) = runCLI(["check", path, "--config", "/nonexistent/navlint.json"])
        #expect(missingCode == .invalid)
        #expect(err.contains("configuration: no such file: /nonexistent/navlint.json"))
    }
}
