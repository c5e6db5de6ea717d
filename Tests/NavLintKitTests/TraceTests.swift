import Testing
@testable import NavLintKit

/// The behavioural rules' findings carry the shortest trace from launch, in words.
@Suite struct TraceTests {
    func traces(_ ruleID: String, example index: Int = 0) throws -> [[String]] {
        let rule = try #require(AllRules.description(of: ruleID))
        let model = try #require(load(rule.triggering[index].spec).model)
        return Linter.lint(model, configuration: rule.triggering[index].configuration)
            .filter { $0.ruleID == ruleID }.map { $0.trace.map(\.text) }
    }

    @Test func missingDestinationShowsThePushThatFails() throws {
        #expect(try traces("missing-destination") == [[
            "tap \"Apple Pie\" (push Recipe → Detail)",
            "tap \"By Jane\" (push Author)",
        ]])
    }

    @Test func linkOutsideStackShowsTheSheetThenTheTap() throws {
        #expect(try traces("link-outside-stack") == [[
            "tap \"Choose\" (present sheet Picker)",
            "tap \"First item\" (push Item)",
        ]])
    }

    @Test func aPagerIsSwipedAndAnAppPresentIsTheAppsDoing() throws {
        let text = """
            { "navlint": 1,
              "root": { "tabs": { "selection": "binding", "style": "page", "items": [
                { "id": "intro", "title": "Welcome", "content": "Intro" }, { "id": "done", "title": "Ready", "content": "Done" } ] } },
              "screens": {
                "Intro": { "actions": [ { "select": "done", "label": "Next" } ] },
                "Done": { "actions": [ { "present": "Paywall", "style": "sheet", "item": "activeSheet", "trigger": "app" } ] },
                "Paywall": { "interactiveDismiss": false } } }
            """
        let model = try #require(load(text).model, "\(load(text).problems.map(\.message))")
        let trap = try #require(Linter.lint(model).first { $0.ruleID == "navigation-trap" })
        #expect(trap.trace.map(\.text) == [#"swipe to page "Ready""#, #"the app presents sheet Paywall (on "Done")"#])
        let wrong = text.replacingOccurrences(of: #""select": "done", "label": "Next""#, with: #""select": "done", "item": "x""#)
        #expect(loadProblems(wrong).map(\.message) == [#""item" applies to present (sheet(item:)), not to "select""#])
    }

    @Test func trapShowsTheWayIn() throws {
        #expect(try traces("navigation-trap", example: 0) == [["tap \"Start\" (present fullScreenCover Onboarding)"]])
        #expect(try traces("navigation-trap", example: 1) == [["tap \"Finish\" (push Step → Finished)"]])
    }

    /// Container rules are judged on reachable states: the trace shows the nesting, and a
    /// stack only a never-pushed destination holds is not reported.
    @Test func nestedStackShowsThePushThatNestsIt() throws {
        #expect(try traces("nested-stack", example: 0) == [[]])
        #expect(try traces("nested-stack", example: 1) == [["push Item → Detail (on \"List\")"]])
    }

    /// A screen shown as another tab's root is not pushed onto this tab's stack by that: its
    /// second destination is not visible here until some push shows it on this stack.
    @Test func duplicateDestinationNeedsTheScreenPushedOnThatStack() throws {
        let spec = """
        { "navlint": 1, "types": { "Item": {}, "Route": {} },
          "root": { "tabs": { "selection": "none", "items": [
            { "id": "feed", "content": { "stack": { "root": "Feed" } } },
            { "id": "settings", "content": { "stack": { "root": "Settings" } } } ] } },
          "screens": {
            "Feed": { "destinations": [ { "for": "Item", "screen": "Detail" }, { "for": "Route", "screen": "Settings" } ],
                      "actions": [ { "push": "Item", "label": "Open" } ] },
            "Settings": { "destinations": [ { "for": "Item", "screen": "Detail" } ] },
            "Detail": {} } }
        """
        let model = try #require(load(spec).model)
        #expect(Linter.lint(model).filter { $0.ruleID == "duplicate-destination" }.isEmpty)
        let pushed = spec.replacingOccurrences(of: #""label": "Open" }"#, with: #""label": "Open" }, { "push": "Route", "label": "Settings" }"#)
        let findings = Linter.lint(try #require(load(pushed).model)).filter { $0.ruleID == "duplicate-destination" }
        #expect(findings.map { $0.trace.map(\.text) } == [["tap \"Settings\" (push Route → Settings)"]])
    }

    /// A sheet's stack is on screen once the screen presenting it is: its container rules
    /// apply, with the present as the trace's last step, once for all call sites alike; a
    /// sheet whose presenting screen is never shown holds no stack on screen.
    @Test func duplicateDestinationInASheetsStack() throws {
        let spec = """
        { "navlint": 1, "types": { "T": {} },
          "root": { "stack": { "root": "Home" } },
          "screens": {
            "Home": { "actions": [ { "present": { "stack": { "root": "SheetHome" } }, "style": "sheet", "label": "Compose" },
                                   { "present": { "stack": { "root": "SheetHome" } }, "style": "sheet", "label": "Reply" } ] },
            "SheetHome": { "destinations": [ { "for": "T", "screen": "D" }, { "for": "T", "screen": "D" } ],
                           "actions": [ { "push": "T" }, { "dismiss": true } ] },
            "D": {} } }
        """
        let findings = Linter.lint(try #require(load(spec).model)).filter { $0.ruleID == "duplicate-destination" }
        #expect(findings.map { $0.trace.map(\.text) } == [["tap \"Compose\" (present sheet NavigationStack(SheetHome))"]])
        // Both call sites' stacks hold that destination: one finding, at the first.
        #expect(findings.map(\.location.line) == [6])
        let hidden = spec.replacingOccurrences(of: #""root": "Home""#, with: #""root": "D""#)
        #expect(Linter.lint(try #require(load(hidden).model)).filter { $0.ruleID == "duplicate-destination" }.isEmpty)
    }

    @Test func excessiveDepthShowsTheShortestWay() throws {
        let trace = try #require(try traces("excessive-depth").first)
        #expect(trace.count == 9)
        #expect(trace.first == "push S1 (on \"S0\")")
        #expect(trace.last == "present sheet Receipt (on \"S8\")")
    }

    @Test func sharedStackShowsAPushInOneTabSeenInAnother() throws {
        #expect(try traces("shared-stack-across-tabs", example: 0) == [["tap \"Open\" (push Item → Detail)"]])
        let spec = """
        { "navlint": 1, "types": { "Item": {} },
          "root": { "tabs": { "selection": "none", "items": [
            { "id": "home", "title": "Home", "content": { "stack": { "root": "Home", "path": { "binding": "path", "type": "NavigationPath" } } } },
            { "id": "settings", "title": "Settings", "content": { "stack": { "root": "Settings", "path": { "binding": "path", "type": "NavigationPath" } } } } ] } },
          "screens": {
            "Home": { "destinations": [ { "for": "Item", "screen": "Detail" } ], "actions": [ { "push": "Item", "label": "Open item" } ] },
            "Settings": { "destinations": [ { "for": "Item", "screen": "Detail" } ] },
            "Detail": {} } }
        """
        let model = try #require(load(spec).model)
        let findings = Linter.lint(model)
        #expect(findings.map(\.ruleID) == ["shared-stack-across-tabs"])
        #expect(findings.first?.trace.map(\.text) == ["tap \"Open item\" (push Item → Detail)", "select tab \"Settings\""])
        #expect(findings.first?.notes == ["tab 'settings' now shows what was pushed in tab 'home'"])
    }

    @Test func actionsTheAppPerformsAreNotTaps() throws {
        let spec = """
        { "navlint": 1, "root": { "stack": { "root": "Export" } },
          "screens": {
            "Export": { "title": "Export", "actions": [ { "pushView": "Finished", "label": "Hidden finish link", "trigger": "app" } ] },
            "Finished": { "backButton": "hidden" } } }
        """
        let model = try #require(load(spec).model)
        let trap = try #require(Linter.lint(model).first { $0.ruleID == "navigation-trap" })
        #expect(trap.trace.map(\.text) == ["the app pushes Finished (\"Hidden finish link\" on \"Export\")"])
    }

    @Test func videoExportWithHiddenBackButtonIsNotATrap() throws {
        // Seed 002: the finished screen hides its back button but its Done button dismisses the modal.
        let model = try #require(SpecLoader.load(SpecLoader.read(path: packageRoot.appendingPathComponent("Specs/tab-controller.json").path)).model)
        #expect(!Linter.lint(model).contains { $0.ruleID == "navigation-trap" })
    }
}
