import Testing
@testable import NavLintKit

/// Split-view selection columns (SPEC 6.5, seed 004's Patterns 2 and 3).
@Suite struct SelectionTests {
    static func lint(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> [Finding] {
        try FrameEngineTests.bothEngines(text, sourceLocation: sourceLocation)
    }

    @Test func patternsTwoAndThreeAreClean() throws {
        for name in ["split-selection", "split-drill-down"] {
            let text = try String(contentsOf: packageRoot.appendingPathComponent("Specs/\(name).json"), encoding: .utf8)
            #expect(try Self.lint(text).isEmpty, "\(name)")
        }
    }

    @Test func choosingAgainShowsTheLaterColumnsAtTheirStart() throws {
        let text = try String(contentsOf: packageRoot.appendingPathComponent("Specs/split-selection.json"), encoding: .utf8)
        let model = try #require(load(text).model)
        let walker = Walker(model: model, containment: Containment(model: model), maxDepth: 8)
        let semantics = StateSemantics(walker: walker, runner: RouteRunner(walker: walker, targets: []), root: model.root)
        let categories = try #require(model.screen(named: "Categories"))
        let recipes = try #require(model.screen(named: "RecipeList"))
        let detail = try #require(model.screen(named: "RecipeDetail"))
        let pick = Event.action(ActionRef(screen: categories, action: 0), targets: [.screen(recipes)])
        let open = Event.action(ActionRef(screen: recipes, action: 0), targets: [.screen(detail)])
        let names = { (state: NavState) in semantics.events(of: state).visible.map { model.screens[$0].id } }
        guard let launch = semantics.replay([]), let chosen = semantics.replay([pick, open]) else {
            Issue.record("the trace does not replay")
            return
        }
        #expect(names(launch) == ["Categories", "SelectCategory", "SelectRecipe"])
        #expect(names(chosen) == ["Categories", "RecipeList", "RecipeDetail"])
        // Choosing a category again clears the recipe: the detail shows its placeholder.
        let events = semantics.events(of: chosen).candidates.filter { $0.event.isAction(categories) }
        guard case .next(let again)? = events.first.map({ semantics.apply($0, to: chosen) }) else {
            Issue.record("choosing a category again changes nothing")
            return
        }
        #expect(names(again) == ["Categories", "RecipeList", "SelectRecipe"])
    }

    @Test func aLinkNoColumnTakesIsOutsideAStack() throws {
        let text = """
            { "navlint": 1, "types": { "Category": {}, "Tag": {} },
              "root": { "split": { "sidebar": "Categories",
                "detail": { "selection": { "for": "Category", "content": "Recipes" } } } },
              "screens": { "Categories": { "actions": [ { "push": "Category", "label": "Desserts" }, { "push": "Tag", "label": "Vegan" } ] },
                           "Recipes": {} } }
            """
        let findings = try Self.lint(text)
        #expect(findings.map { "\($0.location.line):\($0.location.column) \($0.ruleID)" } == ["4:92 link-outside-stack"])
        #expect(findings.first?.message.hasPrefix("pushes from 'Categories', a split-view column with no NavigationStack") == true)
    }

    @Test func aSelectionOutsideASplitViewIsInvalid() {
        let text = #"{ "navlint": 1, "types": { "T": {} }, "root": { "stack": { "root": { "selection": { "for": "T", "content": "A" } } } }, "screens": { "A": {} } }"#
        #expect(loadProblems(text).map(\.message) == [
            "a selection shows what an earlier column of a NavigationSplitView chose: make it a column of a split view, or the root of a column's stack",
        ])
    }
}

private extension Event {
    func isAction(_ screen: Int) -> Bool {
        if case .action(let ref, _) = self { return ref.screen == screen }
        return false
    }
}
