import Testing
@testable import NavLintKit

/// `navigationDestination(isPresented:)` / `(item:)` and the `set` action (SPEC 6.3).
@Suite struct BoundDestinationTests {
    static let spec = """
        { "navlint": 1, "types": { "Post": {} },
          "root": { "stack": { "id": "main", "root": "Feed", "path": { "binding": "path", "type": "[Post]" } } },
          "screens": {
            "Feed": { "destinations": [ { "for": "Post", "screen": "PostView" }, { "isPresented": "showSettings", "screen": "Settings" } ],
                      "actions": [ { "push": "Post", "label": "Open" }, { "set": "showSettings", "label": "Settings" } ] },
            "PostView": { "destinations": [ { "item": "selectedComment", "screen": "Comments", "in": ["List"] } ],
                          "actions": [ { "set": "selectedComment", "label": "Reply", "in": ["List"] } ] },
            "Settings": {}, "Comments": {} } }
        """

    @Test func settingTheBindingPushesTheDestination() throws {
        let model = try #require(load(Self.spec).model, "\(load(Self.spec).problems.map(\.message))")
        #expect(model.types.map(\.name) == ["Post", "$showSettings", "$selectedComment"])
        #expect(model.types.map(\.binding) == [nil, .isPresented, .item])
        let frames = FrameEngineTests.findings(model, engine: .fastest)
        let enumerated = FrameEngineTests.findings(model, engine: .enumerate)
        #expect(FrameEngineTests.summary(frames.findings) == FrameEngineTests.summary(enumerated.findings))
        // Bound destinations are no path values: a typed path takes them, even on a pushed
        // screen, which sets its own state (no destination-on-pushed-screen); in a List the
        // modifier is as lazy as any other.
        #expect(frames.findings.map { "\($0.location.line) \($0.ruleID)" } == ["6 destination-in-lazy-container"])
        #expect(frames.findings.map(\.message).allSatisfy { $0.hasPrefix("navigationDestination(item: $selectedComment)") })
        let exploration = frames.exploration
        #expect(exploration.inAppVisibleScreens.contains(try #require(model.screen(named: "Settings"))))
        #expect(exploration.inAppVisibleScreens.contains(try #require(model.screen(named: "Comments"))))
    }

    @Test func traceSaysSet() throws {
        let text = Self.spec.replacingOccurrences(of: #""Settings": {}"#, with: #""Settings": { "backButton": "hidden" }"#)
        let model = try #require(load(text).model)
        let trap = try #require(Linter.lint(model).first { $0.ruleID == "navigation-trap" })
        #expect(trap.trace.map(\.text) == [#"tap "Settings" (set $showSettings → Settings)"#])
    }

    @Test func anUnboundSetIsAnInvalidSpec() {
        let text = Self.spec.replacingOccurrences(of: #"{ "set": "showSettings", "label": "Settings" }"#,
                                                  with: #"{ "set": "showSetings", "label": "Settings" }"#)
        #expect(loadProblems(text).map(\.message) == [
            "no navigationDestination(isPresented:) or (item:) is bound to 'showSetings'; did you mean 'showSettings'?",
        ])
        let both = Self.spec.replacingOccurrences(of: #"{ "isPresented": "showSettings", "screen": "Settings" }"#,
                                                  with: #"{ "for": "Post", "isPresented": "showSettings", "screen": "Settings" }"#)
        #expect(loadProblems(both).map(\.message).first == #"a destination of screen 'Feed' has both "for" and "isPresented"; use one"#)
    }
}
