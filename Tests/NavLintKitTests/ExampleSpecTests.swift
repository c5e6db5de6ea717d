import Foundation
import Testing
@testable import NavLintKit

/// The specs in Specs/: the seed apps give the findings their seeds describe, and each
/// rule has a spec in Specs/rules/ that triggers it.
@Suite struct ExampleSpecTests {
    func findings(_ name: String) throws -> [String] {
        let path = packageRoot.appendingPathComponent("Specs/\(name)").path
        let model = try requireModel(SpecLoader.read(path: path))
        return Linter.lint(model).map { "\($0.location.line):\($0.ruleID)" }
    }

    @Test func recipeBrowserHasItsDestinationInsideTheList() throws {
        #expect(try findings("recipe-browser.json") == ["27:destination-in-lazy-container"])
    }

    @Test func bootcampPushesIntsOntoAStringPath() throws {
        #expect(try findings("navigation-stack-bootcamp.json") == ["39:typed-path-mismatch"])
    }

    @Test func tabControllerUsesNavigationViewAndViewBasedLinks() throws {
        #expect(try findings("tab-controller.json") == [
            "29:deprecated-navigation-view", "35:view-based-link", "37:view-based-link",
            "46:deprecated-navigation-view", "51:view-based-link",
        ])
    }

    @Test func correctPatternFourTabAppHasNoErrorOrWarning() throws {
        #expect(try findings("tab-app.json") == [])
    }

    /// Seed 004's Pattern 7: an enum router with one destination switching over it.
    @Test func enumRouterIsClean() throws {
        #expect(try findings("router.json") == [])
    }

    /// Five tabs registering one destination set: the unused case once, at the set.
    @Test func sharedRouterReportsItsUnusedCaseOnce() throws {
        #expect(try findings("shared-router.json") == ["26:unreachable-destination", "80:unreachable-screen"])
    }

    @Test func breadcrumbsAreClean() throws {
        #expect(try findings("breadcrumbs.json") == [])
    }

    /// `NAVLINT_UPDATE=1 swift test` rewrites Specs/rules/ from the rules' examples.
    @Test(arguments: AllRules.descriptions.map(\.id))
    func everyRuleHasATriggeringSpec(ruleID: String) throws {
        let rule = try #require(AllRules.description(of: ruleID))
        let url = packageRoot.appendingPathComponent("Specs/rules/\(ruleID).json")
        let example = rule.triggering[0]
        let settings = example.maxStates.map { "\n// Check it with --max-states \($0)." } ?? ""
        let expected = "// \(rule.id): \(rule.summary).\n// The first triggering example of the rule; `navlint explain \(rule.id)` shows where it points."
            + settings + "\n" + example.spec + "\n"
        if ProcessInfo.processInfo.environment["NAVLINT_UPDATE"] == "1" {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try expected.write(to: url, atomically: true, encoding: .utf8)
        }
        let actual = try String(contentsOf: url, encoding: .utf8)
        #expect(actual == expected, "Specs/rules/\(ruleID).json is out of date: run NAVLINT_UPDATE=1 swift test")
        let model = try requireModel(SourceFile(path: url.path, text: actual))
        #expect(Linter.lint(model, configuration: example.configuration).contains { $0.ruleID == ruleID })
    }
}
