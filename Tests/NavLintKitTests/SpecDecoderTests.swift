import Testing
@testable import NavLintKit

@Suite struct SpecDecoderTests {
    /// A minimal valid spec with `screens` spliced in.
    func spec(root: String = "\"A\"", screens: String = "\"A\": {}", extra: String = "") -> String {
        "{\n\"navlint\": 1,\n\"types\": { \"T\": {} },\n\"root\": \(root),\n\"screens\": {\n\(screens)\n}\(extra)\n}"
    }

    @Test func validSpecBuildsAModel() throws {
        let result = load(spec(screens: """
        "A": { "destinations": [ { "for": "T", "screen": "B" } ], "actions": [ { "push": "T", "label": "go" } ] },
        "B": { "backButton": "hidden", "actions": [ { "pop": 1 } ] }
        """))
        #expect(result.problems.isEmpty)
        let model = try #require(result.model)
        #expect(model.screens.map(\.id) == ["A", "B"])
        #expect(model.screens[1].backButtonHidden)
        guard case .push(let types) = model.screens[0].actions[0].kind else { Issue.record("not a push"); return }
        #expect(types == [0])
    }

    @Test func unknownKeyIsReportedWithASuggestion() {
        #expect(loadProblems(spec(screens: "\"A\": { \"titel\": \"x\" }")) == [
            Located(line: 6, column: 8, message: "unknown key \"titel\" in screen 'A'; did you mean 'title'?"),
        ])
    }

    @Test func unknownTopLevelKeyWithoutACloseNameHasNoSuggestion() {
        #expect(loadProblems(spec(extra: ",\n\"zzzzzz\": 1")) == [
            Located(line: 8, column: 1, message: "unknown key \"zzzzzz\" in the spec"),
        ])
    }

    @Test func wrongTypesAreReportedAtTheValue() {
        #expect(loadProblems(spec(screens: "\"A\": { \"title\": 3, \"interactiveDismiss\": \"no\" }")) == [
            Located(line: 6, column: 17, message: "\"title\" of screen 'A' must be a string, found a number"),
            Located(line: 6, column: 42, message: "\"interactiveDismiss\" of screen 'A' must be true or false, found a string"),
        ])
    }

    @Test func missingRequiredKeysPointAtTheObject() {
        #expect(loadProblems("{ \"navlint\": 1, \"screens\": {} }") == [
            Located(line: 1, column: 1, message: "the spec is missing the required key \"root\""),
        ])
        #expect(loadProblems(spec(root: "{ \"stack\": { \"id\": \"s\" } }")) == [
            Located(line: 4, column: 20, message: "a stack is missing the required key \"root\""),
        ])
    }

    @Test func badEnumValuesListTheChoices() {
        #expect(loadProblems(spec(root: "{ \"tabs\": { \"selection\": \"bound\", \"items\": [ { \"id\": \"t\", \"content\": \"A\" } ] } }")) == [
            Located(line: 4, column: 34, message: "\"selection\" of a tab view must be one of \"binding\", \"none\", found \"bound\""),
        ])
        // Left out, the key is named with its choices: a new spec's first error says what to write.
        #expect(loadProblems(spec(root: "{ \"tabs\": { \"items\": [ { \"id\": \"t\", \"content\": \"A\" } ] } }")) == [
            Located(line: 4, column: 19, message: "a tab view is missing the required key \"selection\" (one of \"binding\", \"none\")"),
        ])
    }

    @Test func danglingReferencesAreReported() {
        let problems = loadProblems(spec(
            root: "{ \"tabs\": { \"selection\": \"binding\", \"items\": [ { \"id\": \"home\", \"content\": \"Hom\" } ] } }",
            screens: "\"A\": { \"actions\": [ { \"push\": \"U\" }, { \"select\": \"hme\" }, { \"pushView\": \"Zed\" } ] }",
            extra: ",\n\"deepLinks\": { \"routes\": [ { \"id\": \"r\", \"pattern\": \"x\", \"stack\": \"nope\" } ] }"))
        #expect(problems == [
            Located(line: 4, column: 83, message: "unknown screen 'Hom'"),
            Located(line: 6, column: 31, message: "unknown type 'U'; did you mean 'T'?"),
            Located(line: 6, column: 50, message: "unknown tab 'hme'; did you mean 'home'?"),
            Located(line: 6, column: 73, message: "unknown screen 'Zed'"),
            Located(line: 8, column: 66, message: "unknown stack 'nope'"),
        ])
    }

    /// A stack whose root is misspelt is still declared: an action naming it reports nothing
    /// more (one error, where the mistake is, as a compiler would).
    @Test func aStackWithABadRootIsStillKnownByItsId() {
        let problems = loadProblems(spec(
            root: "{ \"stack\": { \"id\": \"shell\", \"root\": \"Tab\" } }",
            screens: "\"Tabs\": { \"actions\": [ { \"popToRoot\": true, \"stack\": \"shell\" } ] }"))
        #expect(problems == [Located(line: 4, column: 45, message: "unknown screen 'Tab'; did you mean 'Tabs'?")])
    }

    @Test func duplicateIdsAreReported() {
        let problems = loadProblems(spec(
            root: """
            { "tabs": { "selection": "none", "items": [
              { "id": "t", "content": { "stack": { "id": "s", "root": "A" } } },
              { "id": "t", "content": { "stack": { "id": "s", "root": "A" } } } ] } }
            """,
            screens: "\"A\": {}, \"A\": {}",
            extra: ",\n\"deepLinks\": { \"routes\": [ { \"id\": \"r\", \"pattern\": \"a\" }, { \"id\": \"r\", \"pattern\": \"b\" } ] }"))
        #expect(problems.map(\.message).sorted() == [
            "duplicate container id 's'",
            "duplicate key \"A\" (first defined at line 8, column 1)",
            "duplicate route id 'r'",
            "duplicate tab or case id 't'; tab and case ids must be unique in the app",
        ])
    }

    @Test func versionOtherThanOneIsRejected() {
        #expect(loadProblems("{ \"navlint\": 2, \"root\": \"A\", \"screens\": { \"A\": {} } }") == [
            Located(line: 1, column: 14, message: "unsupported spec format version 2; this navlint reads \"navlint\": 1"),
        ])
    }

    @Test func actionsNeedExactlyOneVerb() {
        #expect(loadProblems(spec(screens: "\"A\": { \"actions\": [ { \"label\": \"x\" }, { \"pop\": 1, \"dismiss\": true } ] }")) == [
            Located(line: 6, column: 21, message: "actions[0] of screen 'A' has no verb; expected one of push, pushView, present, select, pop, popToRoot, dismiss, open, set"),
            Located(line: 6, column: 51, message: "actions[1] of screen 'A' has two verbs, \"pop\" and \"dismiss\"; an action does one thing"),
        ])
    }

    @Test func embedCycleIsDetectedNotRecursed() {
        let problems = loadProblems(spec(screens: """
        "A": { "embeds": { "stack": { "root": "B" } } },
        "B": { "embeds": "A" }
        """))
        #expect(problems == [
            Located(line: 7, column: 18, message: "screen 'B' embeds itself (A → B → A): an infinite view hierarchy"),
        ])
    }

    @Test func selfEmbeddingScreenIsReported() {
        #expect(loadProblems(spec(screens: "\"A\": { \"embeds\": \"A\" }")).map(\.message) == [
            "screen 'A' embeds itself (A → A): an infinite view hierarchy",
        ])
    }

    @Test func schemaKeyIsAcceptedAndIgnored() {
        #expect(loadProblems(spec(extra: ",\n\"$schema\": \"./navlint.schema.json\"")).isEmpty)
    }

    @Test func severalProblemsAreAllReportedInOnePass() {
        let problems = loadProblems(spec(screens: """
        "A": { "titel": "x", "actions": [ { "push": "Nope" } ], "backButton": "gone" },
        "B": { "destinations": [ { "for": "T" } ] }
        """))
        #expect(problems.count == 4)
        #expect(Set(problems.map(\.line)) == [6, 7])
    }

    @Test func defaultStackIdsFollowTheirPosition() throws {
        let model = try #require(load(spec(root: """
        { "tabs": { "selection": "none", "items": [ { "id": "home", "content": { "stack": { "root": "A" } } } ] } }
        """)).model)
        #expect(model.containers.map(\.id) == ["root.tabs", "root.tabs.home.stack"])
        #expect(model.container(withID: "root.tabs.home.stack") == 1)
    }
}
