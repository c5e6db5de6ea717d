import Foundation
import Testing
@testable import NavLintKit

/// One test over every example of every rule: triggering examples give findings exactly
/// at their `↓` markers, non-triggering ones give none.
@Suite struct RuleExampleTests {
    static let rules = AllRules.descriptions.map(\.id)

    @Test(arguments: rules)
    func examplesBehaveAsDocumented(ruleID: String) throws {
        let rule = try #require(AllRules.description(of: ruleID))
        #expect(!rule.triggering.isEmpty, "\(ruleID) has no triggering example")
        #expect(!rule.nonTriggering.isEmpty, "\(ruleID) has no non-triggering example")
        for example in rule.triggering {
            let offsets = findingOffsets(rule.id, example)
            let markers = example.markerOffsets
            #expect(!markers.isEmpty, "a triggering example needs a ↓ marker", sourceLocation: example.sourceLocation)
            #expect(offsets == markers.sorted(), "findings at \(offsets), markers at \(markers)",
                    sourceLocation: example.sourceLocation)
        }
        for example in rule.nonTriggering {
            #expect(findingOffsets(rule.id, example) == [], sourceLocation: example.sourceLocation)
        }
    }

    @Test func everyRuleOfTheSpecIsRegisteredOrAssigned() throws {
        let registered = Set(AllRules.descriptions.map(\.id))
        let pending = Set(AllRules.pending.map(\.id))
        #expect(registered.isDisjoint(with: pending))
        #expect(registered.union(pending) == Self.specRuleIDs)
    }

    @Test func ruleIdsAreUniqueAndKebabCase() {
        let ids = AllRules.descriptions.map(\.id)
        #expect(Set(ids).count == ids.count)
        for id in ids { #expect(id.allSatisfy { $0.isLowercase || $0 == "-" }, "\(id)") }
    }

    /// The contract's rule table (SPEC.md section 3) and the rules section 6 adds, copied:
    /// tests read nothing outside the repository.
    static let specRuleIDs: Set<String> = [
        "shared-stack-across-tabs", "unreachable-screen", "unreachable-destination", "deep-link-only-screen",
        "destination-in-lazy-container", "missing-destination", "broken-deep-link", "deep-link-state-dependent",
        "deep-link-hidden-by-modal", "deep-link-ambiguous", "navigation-trap", "link-outside-stack", "nested-stack",
        "duplicate-destination", "destination-on-pushed-screen", "deprecated-navigation-view",
        "mixed-navigation-containers", "view-based-link", "button-wraps-link", "path-in-body", "router-not-main-actor",
        "path-mutated-off-main-actor", "tab-selection-unbound", "typed-path-mismatch", "non-hashable-path-value",
        "non-codable-path-value", "restoration-stores-models", "restoration-crashes-on-decode", "excessive-depth",
        "exploration-truncated",
        "pop-past-root", "destination-outside-stack",
    ]
}

/// UTF-8 offsets of the findings `ruleID` makes on an example; an invalid example fails.
func findingOffsets(_ ruleID: String, _ example: Example) -> [Int] {
    let loaded = SpecLoader.load(SourceFile(path: "example.json", text: example.spec))
    guard let model = loaded.model else {
        Issue.record("example is not a valid spec: \(loaded.problems.map(\.message))", sourceLocation: example.sourceLocation)
        return [-1]
    }
    return Linter.lint(model, configuration: example.configuration).filter { $0.ruleID == ruleID }.map(\.range.start).sorted()
}

extension Example {
    var sourceLocation: Testing.SourceLocation {
        Testing.SourceLocation(fileID: "NavLintKit/\((file as NSString).lastPathComponent)", filePath: file, line: line, column: 1)
    }
}
