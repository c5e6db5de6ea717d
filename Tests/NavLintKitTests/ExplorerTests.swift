import Testing
@testable import NavLintKit

@Suite struct ExplorerTests {
    /// Two tabs bound to one path are enumerated, paths cut at maxDepth. A chain of ten
    /// pushes reaches S9 and S10 past the cut: they are not reported unreachable (they were,
    /// falsely); the cut is reported instead. Deep enough, nothing is cut: the one screen no
    /// link reaches is reported, and the two past nine taps are too deep (excessive-depth).
    @Test func aFallbackCutAtMaxDepthClaimsNothingUnreachable() throws {
        let destinations = (0..<10).map { #"{ "for": "T\#($0)", "screen": "S\#($0 + 1)" }"# }.joined(separator: ", ")
        var screens = [#""S0": { "destinations": [ \#(destinations) ], "actions": [ { "push": "T0" } ] }"#]
        for k in 1...10 { screens.append(k < 10 ? #""S\#(k)": { "actions": [ { "push": "T\#(k)" } ] }"# : #""S10": {}"#) }
        screens.append(#""Orphan": {}"#)
        let types = (0..<10).map { #""T\#($0)": {}"# }.joined(separator: ", ")
        let stack = #"{ "stack": { "root": "S0", "path": { "binding": "shared", "type": "NavigationPath" } } }"#
        let model = try #require(load("""
            { "navlint": 1, "types": { \(types) },
              "root": { "tabs": { "selection": "none", "items": [ { "id": "a", "content": \(stack) }, { "id": "b", "content": \(stack) } ] } },
              "screens": { \(screens.joined(separator: ", ")) } }
            """).model)
        func rules(maxDepth: Int) -> [String] {
            FrameEngineTests.findings(model, engine: .fastest, maxDepth: maxDepth).findings
                .filter { $0.ruleID != "shared-stack-across-tabs" }.map { "\($0.ruleID) \($0.subject)" }
        }
        #expect(rules(maxDepth: 8) == ["exploration-truncated exploration"])
        #expect(rules(maxDepth: 12) == ["excessive-depth S9", "excessive-depth S10", "unreachable-screen Orphan"])
    }

    func explore(_ text: String, maxDepth: Int = 8, maxStates: Int = 1_000_000, compose: Bool = true,
                 engine: Explorer.Engines = .fastest) throws -> (Model, Exploration) {
        let model = try #require(load(text).model, "\(load(text).problems.map(\.message))")
        var configuration = Configuration()
        configuration.maxDepth = maxDepth
        configuration.maxStates = maxStates
        return (model, Explorer.explore(model, configuration: configuration, containment: Containment(model: model),
                                        options: RunOptions(compose: compose), engine: engine))
    }

    func trace(_ model: Model, _ exploration: Exploration, toScreen name: String) throws -> [String] {
        let state = try #require(exploration.visibleScreens[model.screen(named: name)!])
        return exploration.steps(to: state, model).map(\.text)
    }

    static let recursive = """
    { "navlint": 1, "types": { "Recipe": {} },
      "root": { "stack": { "root": "List" } },
      "screens": {
        "List": { "title": "Recipes", "destinations": [ { "for": "Recipe", "screen": "Detail" } ],
                  "actions": [ { "push": "Recipe", "label": "Apple Pie" } ] },
        "Detail": { "title": "Recipe", "actions": [ { "push": "Recipe", "label": "Related" } ] } } }
    """

    @Test func recursivePushIsTwoFramesAtAnyDepth() throws {
        // The list at the root and a recipe on top of anything: paths of every length.
        let (_, exploration) = try explore(Self.recursive, maxDepth: 3)
        #expect(exploration.statistics.map(\.engine) == ["frames"])
        #expect(exploration.stateCount == 2)
        #expect(exploration.transitionCount == 2)
        #expect(!exploration.truncated)
    }

    @Test func recursivePushStopsAtMaxDepthWithoutTruncation() throws {
        // Enumerated: paths of 0…3 recipes, 4 states. Transitions: 3 pushes and 3 backs.
        let (_, exploration) = try explore(Self.recursive, maxDepth: 3, engine: .enumerate)
        #expect(exploration.stateCount == 4)
        #expect(exploration.transitionCount == 6)
        #expect(!exploration.truncated)
        #expect(exploration.statistics[0].longestPath == 3)
        #expect(exploration.statistics[0].depthCuts == 1)
    }

    @Test func tracesAreShortestAndInWords() throws {
        let (model, exploration) = try explore(Self.recursive)
        #expect(try trace(model, exploration, toScreen: "Detail") == ["tap \"Apple Pie\" (push Recipe → Detail)"])
    }

    static let twoTabs = """
    { "navlint": 1, "types": { "Item": {} },
      "root": { "tabs": { "selection": "none", "items": [
        { "id": "home", "title": "Home", "content": { "stack": { "root": "Home" } } },
        { "id": "settings", "title": "Settings", "content": { "stack": { "root": "Settings" } } } ] } },
      "screens": {
        "Home": { "destinations": [ { "for": "Item", "screen": "Detail" } ], "actions": [ { "push": "Item", "label": "Item" } ] },
        "Detail": {},
        "Settings": { "actions": [ { "present": "About", "style": "sheet", "label": "About" } ] },
        "About": {} } }
    """

    @Test func flatExplorationMultipliesTabsOut() throws {
        // Selected tab (2) × home path ([] or [Item]: 2) × settings (no modal or About: 2) = 8,
        // less the 2 states with About up in a non-selected tab (a modal hides the tab bar,
        // and closing it is the only way out) = 6.
        let (_, exploration) = try explore(Self.twoTabs, compose: false)
        #expect(!exploration.compositional)
        #expect(exploration.stateCount == 6)
    }

    @Test func compositionalExplorationAddsTabsUp() throws {
        // Home: 2 states; Settings: 2 states.
        let (model, exploration) = try explore(Self.twoTabs)
        #expect(exploration.compositional)
        #expect(exploration.statistics.map(\.states) == [2, 2])
        #expect(try trace(model, exploration, toScreen: "About") == [
            "select tab \"Settings\"", "tap \"About\" (present sheet About)",
        ])
        #expect(try trace(model, exploration, toScreen: "Detail") == ["tap \"Item\" (push Item → Detail)"])
    }

    @Test func bothModesReachTheSameScreens() throws {
        let (_, flat) = try explore(Self.twoTabs, compose: false)
        let (_, composed) = try explore(Self.twoTabs)
        #expect(Set(flat.visibleScreens.keys) == Set(composed.visibleScreens.keys))
        #expect(flat.visibleScreens.keys.map { flat.length(flat.visibleScreens[$0]!) }.sorted()
                == composed.visibleScreens.keys.map { composed.length(composed.visibleScreens[$0]!) }.sorted())
    }

    @Test func aURLThatStartsAnotherTabOverKeepsTheTabsApart() throws {
        // Tab A's button opens a URL whose route selects tab B, pops its stack to the root
        // and pushes: what tab B shows after it does not depend on what it showed before, so
        // the tabs are still explored apart (on frames), tab B's branch starting at the tap.
        let spec = """
        { "navlint": 1, "types": { "Promo": {} },
          "root": { "tabs": { "id": "tabs", "selection": "binding", "items": [
            { "id": "a", "title": "A", "content": { "stack": { "id": "sa", "root": "HomeA" } } },
            { "id": "b", "title": "B", "content": { "stack": { "id": "sb", "root": "HomeB" } } } ] } },
          "screens": {
            "HomeA": { "actions": [ { "open": "myapp://promo/1", "label": "See offer" } ] },
            "HomeB": { "destinations": [ { "for": "Promo", "screen": "PromoView" } ] },
            "PromoView": {} },
          "deepLinks": { "schemes": ["myapp"],
            "routes": [ { "id": "promo", "pattern": "promo/{code}", "tab": "b", "popToRoot": true, "dismissModals": true, "push": ["Promo"] } ] } }
        """
        let (model, exploration) = try explore(spec)
        #expect(exploration.compositional)
        #expect(exploration.components.map(\.engine) == ["frames", "frames"])
        #expect(exploration.inAppVisibleScreens.contains(try #require(model.screen(named: "PromoView"))))
        #expect(try trace(model, exploration, toScreen: "PromoView") == ["tap \"See offer\" (open myapp://promo/1)"])
        #expect(Linter.lint(model).filter { $0.ruleID == "deep-link-only-screen" }.isEmpty)
        // The enumerator explores the product of the tabs, and finds the same.
        let (_, product) = try explore(spec, engine: .enumerate)
        #expect(!product.compositional)
        #expect(try trace(model, product, toScreen: "PromoView") == ["tap \"See offer\" (open myapp://promo/1)"])

        // Without the pop to root it pushes onto whatever tab B shows, exactly as the route
        // opened from outside does there: PromoView is still shown in-app. Opened on the launch
        // screen, it acts on tab B's launch state: a branch there, as in the product, whose
        // witness is the tap (met before the route's own link at launch).
        let pushingSpec = spec.replacingOccurrences(of: "\"popToRoot\": true, ", with: "")
        let (_, pushing) = try explore(pushingSpec)
        #expect(pushing.components.map(\.engine) == ["frames", "frames"])
        #expect(pushing.inAppVisibleScreens.contains(try #require(model.screen(named: "PromoView"))))
        #expect(try trace(model, pushing, toScreen: "PromoView") == ["tap \"See offer\" (open myapp://promo/1)"])
        let (_, pushingProduct) = try explore(pushingSpec, engine: .enumerate)
        #expect(try trace(model, pushingProduct, toScreen: "PromoView") == ["tap \"See offer\" (open myapp://promo/1)"])

        // Opened from tab B itself, the route stays in its tab: the tabs stay apart.
        let local = spec.replacingOccurrences(of: "\"HomeA\": { \"actions\": [ { \"open\": \"myapp://promo/1\", \"label\": \"See offer\" } ] },",
                                              with: "\"HomeA\": {},")
            .replacingOccurrences(of: "\"HomeB\": { \"destinations\"", with: "\"HomeB\": { \"actions\": [ { \"open\": \"myapp://promo/1\", \"label\": \"See offer\" } ], \"destinations\"")
        let (localModel, apart) = try explore(local)
        #expect(apart.compositional)
        #expect(apart.inAppVisibleScreens.contains(try #require(localModel.screen(named: "PromoView"))))
        // The same URL opened from outside selects tab B itself: one event from launch.
        #expect(try trace(localModel, apart, toScreen: "PromoView") == ["open myapp://promo/1 (deep link, route 'promo')"])
    }

    @Test func manyIndependentTabsCostTheSumNotTheProduct() throws {
        // Each tab pushes any of 3 types at every level: 1 + 3 + … + 3^6 = 1093 paths at
        // maxDepth 6. Six tabs: 6 × 1093 states explored, where the product is 6 × 1093^6 ≈ 10^19.
        let (_, exploration) = try explore(manyTabsSpec(tabs: 6, types: 3), maxDepth: 6, engine: .enumerate)
        #expect(exploration.compositional)
        #expect(exploration.statistics.map(\.states) == Array(repeating: 1093, count: 6))
        #expect(!exploration.truncated)
    }

    @Test func maxStatesTruncatesAndIsReported() throws {
        let (_, exploration) = try explore(manyTabsSpec(tabs: 1, types: 3), maxDepth: 6, maxStates: 50, engine: .enumerate)
        #expect(exploration.truncated)
        #expect(exploration.stateCount == 50)
        // Only the enumeration has a state budget; two stacks sharing a path need it.
        let (code, out, _) = runCLI(["check", try temporarySpec(sharedPathSpec(types: 3)), "--max-states", "50", "--fail-on", "never"])
        #expect(code == .success)
        #expect(out.contains("warning: exploration stopped after 50 states (maxStates 50, maxDepth 8)"))
        let (_, none, _) = runCLI(["check", try temporarySpec(manyTabsSpec(tabs: 1, types: 3)), "--max-states", "50"])
        #expect(!none.contains("exploration stopped"))
    }

    @Test func modalChainsAreBoundedByMaxDepth() throws {
        let spec = """
        { "navlint": 1, "root": "A",
          "screens": { "A": { "actions": [ { "present": "A", "style": "sheet" } ] } } }
        """
        // Enumerated: no modal, then 1…3 sheets of A, 4 states. On frames: A, and A in a sheet.
        let (_, exploration) = try explore(spec, maxDepth: 3, engine: .enumerate)
        #expect(exploration.stateCount == 4)
        let (_, frames) = try explore(spec, maxDepth: 3)
        #expect(frames.stateCount == 2)
    }

    @Test func swipeDismissRespectsInteractiveDismiss() throws {
        let spec = """
        { "navlint": 1, "root": "A",
          "screens": {
            "A": { "actions": [ { "present": "B", "style": "sheet" }, { "present": "C", "style": "sheet" } ] },
            "B": { "interactiveDismiss": false },
            "C": {} } }
        """
        let (model, exploration) = try explore(spec)
        let traps = exploration.traps.map { model.screens[$0.screen].id }
        #expect(traps == ["B"])
    }

    @Test func launchStateIsFirstTabWithEmptyPaths() throws {
        let (model, exploration) = try explore(Self.twoTabs, compose: false)
        #expect(exploration.components[0].topScreen(0).map { model.screens[$0].id } == "Home")
    }

    @Test func compactEncodingRoundTripsEveryExploredState() throws {
        for path in specFiles() + [try temporarySpec(Self.twoTabs)] {
            let model = try requireModel(SpecLoader.read(path: path))
            // A budget keeps specs with unbounded paths (social-feed.json) quick; the states explored are what counts.
            var configuration = Configuration()
            configuration.maxStates = 5_000
            let exploration = Explorer.explore(model, configuration: configuration, containment: Containment(model: model),
                                               engine: .enumerate)
            let codec = StateCodec(model: model)
            for case let component as ComponentExplorer in exploration.components {
                for id in 0..<component.stateCount {
                    let state = component.state(Int32(id))
                    #expect(codec.encode(state, root: component.root) == component.encoded(id), "\(path) state \(id)")
                }
            }
        }
    }

    @Test func pushesResolveFromTheRootThroughThePath() throws {
        // Child before parent: Recipe's destination lives on Category, so pushing Recipe
        // from the root fails while pushing it from Category works.
        let spec = """
        { "navlint": 1, "types": { "Category": {}, "Recipe": {} },
          "root": { "stack": { "root": "Home" } },
          "screens": {
            "Home": { "destinations": [ { "for": "Category", "screen": "CategoryView" } ],
                      "actions": [ { "push": "Category", "label": "Desserts" }, { "push": ["Recipe", "Category"], "via": "code", "label": "Wrong order" },
                                   { "push": ["Category", "Recipe"], "via": "code", "label": "Right order" } ] },
            "CategoryView": { "destinations": [ { "for": "Recipe", "screen": "RecipeDetail" } ] },
            "RecipeDetail": {} } }
        """
        let (model, exploration) = try explore(spec)
        #expect(exploration.failures.keys.map(\.sortKey) == [[0, 0, 1, model.type(named: "Recipe")!]])
        #expect(try trace(model, exploration, toScreen: "RecipeDetail")
                == ["tap \"Right order\" (append Category → CategoryView, Recipe → RecipeDetail)"])
    }
}

/// T tabs, each a stack whose screens push any of `types` value types, all resolved by
/// destinations on the tab's root.
/// Two tabs whose stacks share one path binding: a shape only enumeration handles.
func sharedPathSpec(types: Int) -> String {
    manyTabsSpec(tabs: 2, types: types)
        .replacingOccurrences(of: #""root": "Root1""#, with: #""root": "Root1", "path": { "binding": "p", "type": "NavigationPath" }"#)
        .replacingOccurrences(of: #""root": "Root0""#, with: #""root": "Root0", "path": { "binding": "p", "type": "NavigationPath" }"#)
}

func manyTabsSpec(tabs: Int, types: Int) -> String {
    let typeNames = (0..<types).map { "V\($0)" }
    let typeDecls = typeNames.map { "\"\($0)\": {}" }.joined(separator: ", ")
    let items = (0..<tabs).map { "{ \"id\": \"t\($0)\", \"content\": { \"stack\": { \"root\": \"Root\($0)\" } } }" }
    var screens: [String] = []
    for t in 0..<tabs {
        let destinations = typeNames.map { "{ \"for\": \"\($0)\", \"screen\": \"Page\(t)\" }" }.joined(separator: ", ")
        let actions = typeNames.map { "{ \"push\": \"\($0)\" }" }.joined(separator: ", ")
        screens.append("\"Root\(t)\": { \"destinations\": [\(destinations)], \"actions\": [\(actions)] }")
        screens.append("\"Page\(t)\": { \"actions\": [\(actions)] }")
    }
    return """
    { "navlint": 1, "types": { \(typeDecls) },
      "root": { "tabs": { "selection": "none", "items": [\(items.joined(separator: ", "))] } },
      "screens": { \(screens.joined(separator: ",\n")) } }
    """
}
