import Testing
@testable import NavLintKit

/// Tabs that in-app URLs couple, on frames (FrameTabs): a URL that selects another tab and
/// starts its stack over leaves the tabs apart; every verdict is what the product of the
/// tabs (enumerated, `--no-compose`) gives.
@Suite struct FrameTabsTests {
    /// Tab A opens a URL into tab B; `B_DONE` is what tab B's pushed screen offers, `ROUTE`
    /// what the route adds.
    static let spec = """
        { "navlint": 1, "types": { "Step": {} },
          "root": { "tabs": { "selection": "binding", "items": [
            { "id": "a", "title": "A", "content": { "stack": { "id": "sa", "root": "HomeA" } } },
            { "id": "b", "title": "B", "content": { "stack": { "id": "sb", "root": "HomeB" } } } ] } },
          "screens": {
            "HomeA": { "actions": [ A_ACTIONS ] },
            "Sheet": { "interactiveDismiss": false, "actions": [ { "open": "app://b", "label": "Go to B" } ] },
            "HomeB": { "destinations": [ { "for": "Step", "screen": "Done" } ], "actions": [ { "push": "Step", "label": "Finish" } ] },
            "Done": { "backButton": "hidden" },
            "Cover": {} },
          "deepLinks": { "schemes": ["app"], "routes": [
            { "id": "b", "pattern": "b", "tab": "b", "stack": "sb", "popToRoot": true ROUTE } ] } }
        """

    func check(_ actions: String, route: String = "") throws -> (traps: [String], engines: [String]) {
        let text = Self.spec.replacingOccurrences(of: "A_ACTIONS", with: actions).replacingOccurrences(of: "ROUTE", with: route)
        let model = try #require(load(text).model, "\(load(text).problems.map(\.message))")
        let apart = FrameEngineTests.findings(model, engine: .fastest)
        // A URL opened again and again pushes posts until the enumeration's depth bound cuts it:
        // what is found only there moves with the bound, so two bounds tell it apart.
        let product = FrameEngineTests.summary(FrameEngineTests.findings(model, engine: .enumerate, compose: false).findings)
        let deeper = Set(FrameEngineTests.summary(FrameEngineTests.findings(model, engine: .enumerate, maxDepth: 9, compose: false).findings))
        #expect(FrameEngineTests.summary(apart.findings) == product.filter(deeper.contains))
        let traps = apart.findings.filter { $0.ruleID == "navigation-trap" }
            .map { "\($0.subject): \($0.trace.map(\.text).joined(separator: ", "))" }
        return (traps, apart.exploration.components.map(\.engine))
    }

    /// A deep link selects tab A and leaves tab B's cover up: a route on the selected tab then
    /// acts in A under B's cover, which no state of A alone shows, so the tabs are one product.
    @Test func aLinkThatSelectsATabUnderAnotherTabsModalCouplesTheTabs() throws {
        let model = try #require(load("""
            { "navlint": 1, "types": { "Item": {} },
              "root": { "tabs": { "selection": "binding", "items": [
                { "id": "a", "content": { "stack": { "id": "sa", "root": "HomeA" } } },
                { "id": "b", "content": { "stack": { "id": "sb", "root": "HomeB" } } } ] } },
              "screens": {
                "HomeA": { "destinations": [ { "for": "Item", "screen": "Item" } ] },
                "HomeB": { "destinations": [ { "for": "Item", "screen": "Item" } ],
                           "actions": [ { "present": "Cover", "style": "fullScreenCover", "label": "Cover" } ] },
                "Item": {}, "Cover": { "actions": [ { "dismiss": true, "label": "Close" } ] } },
              "deepLinks": { "schemes": ["app"], "routes": [
                { "id": "a", "pattern": "a", "tab": "a", "stack": "sa", "popToRoot": true },
                { "id": "item", "pattern": "item", "tab": "selected", "popToRoot": true, "push": ["Item"] } ] } }
            """).model)
        let run = FrameEngineTests.findings(model, engine: .fastest)
        #expect(!run.exploration.compositional)
        // One component, a pane a tab (as a TabView inside a shell screen), still on frames.
        #expect(run.exploration.components.map(\.engine) == ["frames"])
        let product = FrameEngineTests.findings(model, engine: .enumerate, compose: false)
        #expect(FrameEngineTests.summary(run.findings) == FrameEngineTests.summary(product.findings))
        let hidden = try #require(run.findings.first { $0.ruleID == "deep-link-hidden-by-modal" && $0.subject == "route:item" })
        #expect(hidden.trace.map(\.text) == ["select tab \"b\"", #"tap "Cover" (present fullScreenCover Cover)"#,
                                               "open app://item (deep link, route 'item')"])
    }

    /// Tabs explored as one (a route on the selected tab, and a link that selects B leaving
    /// A's cover up): B's root shows a switch. Each tab is back at its own start, so B showing
    /// its other case at its root is no trap (a case launch is a way back in any tab, not only
    /// the first); but Done in B is, though B's root can reach its case launch: switching to A
    /// and back shows Done again, not B's root.
    @Test func aTabsOwnCaseLaunchIsAWayBackOnlyFromThatTab() throws {
        let spec = """
            { "navlint": 1, "types": { "Step": {} },
              "root": { "tabs": { "selection": "binding", "items": [
                { "id": "a", "content": { "stack": { "id": "sa", "root": "HomeA" } } },
                { "id": "b", "content": { "stack": { "id": "sb", "root": "HomeB" } } } ] } },
              "screens": {
                "HomeA": { "actions": [ { "present": "Cover", "style": "fullScreenCover", "label": "Cover" } ] },
                "Cover": { "actions": [ { "dismiss": true, "label": "Close" } ] },
                "HomeB": { "destinations": [ { "for": "Step", "screen": "Done" } ],
                           "embeds": { "switch": { "cases": [ { "id": "list", "content": "List" }, { "id": "grid", "content": "Grid" } ] } } },
                "List": { "actions": [ { "push": "Step", "label": "Finish" }, { "select": "grid", "label": "Grid" } ] },
                "Grid": { "actions": [ GRID ] },
                "Done": { "backButton": "hidden" } },
              "deepLinks": { "schemes": ["app"], "routes": [
                { "id": "b", "pattern": "b", "tab": "b", "stack": "sb" },
                { "id": "item", "pattern": "item", "tab": "selected", "popToRoot": true } ] } }
            """
        func traps(_ grid: String) throws -> [String] {
            try FrameEngineTests.bothEngines(spec.replacingOccurrences(of: "GRID", with: grid))
                .filter { $0.ruleID == "navigation-trap" }.map { "\($0.subject): \($0.trace.map(\.text).joined(separator: ", "))" }
        }
        let done = #"Done: select tab "b", tap "Finish" (push Step → Done)"#
        #expect(try traps(#"{ "select": "list", "label": "List" }"#) == [done])
        #expect(try traps("") == [done])
    }

    /// "Save for later" pushes onto the Saved tab's stack without selecting it: the tab changes
    /// unseen, which the frame graph's panes do not keep (a tab switch shows a tab's first
    /// frame for whatever it shows), so the app is enumerated, and `navlint states` says why.
    /// What it leaves there can never be popped: the user is stuck from the tap on.
    @Test func aURLThatChangesAnotherTabUnseenIsEnumerated() throws {
        let model = try #require(load("""
            { "navlint": 1, "types": { "Item": {} },
              "root": { "tabs": { "selection": "binding", "items": [
                { "id": "home", "title": "Home", "content": { "stack": { "id": "homeStack", "root": "Home" } } },
                { "id": "saved", "title": "Saved", "content": { "stack": { "id": "savedStack", "root": "Saved" } } } ] } },
              "screens": {
                "Home": { "actions": [ { "open": "app://saved/item", "label": "Save for later" } ] },
                "Saved": { "destinations": [ { "for": "Item", "screen": "SavedItem" } ] },
                "SavedItem": { "backButton": "hidden" } },
              "deepLinks": { "schemes": ["app"], "routes": [ { "id": "saved", "pattern": "saved/item", "stack": "savedStack", "push": ["Item"] } ] } }
            """).model)
        let run = FrameEngineTests.findings(model, engine: .fastest)
        #expect(run.exploration.statistics.map(\.fallback) == [
            "tabs explored as one (an in-app URL (route 'saved') acts in a tab other than its own, or the selection is not bound), "
                + "and route 'saved' acts on a tab of the root layer's TabView that is not selected (the tab changes unseen)",
        ])
        #expect(run.findings.filter { $0.ruleID == "navigation-trap" }.map { "\($0.subject): \($0.trace.map(\.text))" }
                == [#"Home: ["tap \"Save for later\" (open app://saved/item)"]"#])
    }

    /// Done hides its back button and offers nothing: a trap, unless tab A's URL starts tab
    /// B over (switch to A, tap, and B is back at its root).
    @Test func anotherTabsURLThatStartsThisTabOverIsAWayOut() throws {
        let trapped = try check("")
        #expect(trapped.traps == [#"Done: select tab "B", tap "Finish" (push Step → Done)"#])
        let freed = try check(#"{ "open": "app://b", "label": "Go to B" }"#)
        #expect(freed.traps == [])
        #expect(freed.engines == ["frames", "frames"])
    }

    /// What the URL leaves in tab B can itself be the trap: the entry is the tap in tab A.
    @Test func aURLWhoseResultIsTrappedEntersTheTrapFromTheOtherTab() throws {
        let result = try check(#"{ "open": "app://b", "label": "Go to B" }"#, route: #", "present": "Cover", "style": "fullScreenCover""#)
        #expect(result.traps.contains(#"Cover: tap "Go to B" (open app://b)"#))
        #expect(result.engines == ["frames", "frames"])
    }

    /// A sheet whose only way out is a URL into tab B that dismisses it: no trap. Without
    /// the dismissal the sheet stays up over tab B: the tabs are no longer apart (the
    /// product is explored as one, on frames), and the sheet is a trap.
    @Test func aURLThatDismissesTheSheetIsItsWayOut() throws {
        let present = #"{ "present": "Sheet", "style": "sheet", "label": "Open" }, { "open": "app://b", "label": "Go to B" }"#
        let dismissing = try check(present, route: #", "dismissModals": true"#)
        #expect(!dismissing.traps.contains { $0.hasPrefix("Sheet") })
        #expect(dismissing.engines == ["frames", "frames"])
        let staying = try check(present)
        #expect(staying.traps.contains(#"Sheet: tap "Open" (present sheet Sheet)"#))
        #expect(staying.engines == ["frames"])
    }
}

extension FrameTabsTests {
    /// A way out through another tab counts only if that tab can get to the URL without
    /// the stuck tab: here Home shows the product page only after Cart's own "Buy again"
    /// URL, so once Cart is stuck on SuccessView, nothing resets it (the product agrees).
    @Test func aWayOutThatNeedsTheStuckTabIsNone() throws {
        let text = """
            { "navlint": 1, "types": { "Product": {}, "Done": {} },
              "root": { "tabs": { "selection": "binding", "items": [
                { "id": "home", "title": "Home", "content": { "stack": { "id": "homeStack", "root": "HomeView" } } },
                { "id": "cart", "title": "Cart", "content": { "stack": { "id": "cartStack", "root": "CartView" } } } ] } },
              "screens": {
                "HomeView": { "destinations": [ { "for": "Product", "screen": "ProductView" } ] },
                "ProductView": { "actions": [ { "open": "shop://cart", "label": "Add to cart" } ] },
                "CartView": { "destinations": [ { "for": "Done", "screen": "SuccessView" } ],
                              "actions": [ { "push": "Done", "label": "Pay" }, { "open": "shop://product", "label": "Buy again" } ] },
                "SuccessView": { "backButton": "hidden" } },
              "deepLinks": { "schemes": ["shop"], "routes": [
                { "id": "product", "pattern": "product", "tab": "home", "stack": "homeStack", "popToRoot": true, "push": ["Product"] },
                { "id": "cart", "pattern": "cart", "tab": "cart", "stack": "cartStack", "popToRoot": true } ] } }
            """
        let model = try #require(load(text).model, "\(load(text).problems.map(\.message))")
        let apart = FrameEngineTests.findings(model, engine: .fastest)
        let product = FrameEngineTests.findings(model, engine: .enumerate, compose: false)
        #expect(apart.exploration.components.map(\.engine) == ["frames", "frames"])
        #expect(FrameEngineTests.summary(apart.findings) == FrameEngineTests.summary(product.findings))
        #expect(apart.findings.filter { $0.ruleID == "navigation-trap" }.map(\.message) == [
            "once on 'SuccessView' the user cannot get back to the launch screen: its back button is hidden, and no action "
                + "leads back; the other tabs stay reachable, but this one stays on 'SuccessView'",
        ])
    }
}

/// URLs that select another tab and push onto whatever it shows (no popToRoot): the route
/// acts there as it does opened from outside, so the tabs stay apart; the verdicts are the
/// product's. (Tab A opens them one push in: opened on the launch screen itself, the
/// product is enumerated, see FrameTabs.search.)
extension FrameTabsTests {
    static let pushing = """
        { "navlint": 1, "types": { "Step": {}, "Post": {} },
          "root": { "tabs": { "selection": "binding", "items": [
            { "id": "a", "title": "A", "content": { "stack": { "id": "sa", "root": "HomeA" } } },
            { "id": "b", "title": "B", "content": { "stack": { "id": "sb", "root": "HomeB" } } } ] } },
          "screens": {
            "HomeA": { "destinations": [ { "for": "Step", "screen": "MoreA" } ], "actions": [ { "push": "Step", "label": "More" } ] },
            "MoreA": { "actions": [ A_ACTIONS ] },
            "Sheet": { "interactiveDismiss": false, "actions": [ { "open": "app://post", "label": "Show post" } ] },
            "HomeB": { "destinations": [ { "for": "Step", "screen": "Done" }, { "for": "Post", "screen": "PostView" } ],
                       "actions": [ { "push": "Step", "label": "Finish" } B_ACTIONS ] },
            "Done": { "backButton": "hidden" },
            "PostView": POST },
          "deepLinks": { "schemes": ["app"], "routes": [
            { "id": "post", "pattern": "post", "tab": "b", "stack": "sb", "push": ["Post"] ROUTE } ] } }
        """

    func checkPushing(_ actions: String, route: String = "", post: String = "{}", b: String = "") throws
        -> (traps: [String], engines: [String]) {
        let text = Self.pushing.replacingOccurrences(of: "A_ACTIONS", with: actions).replacingOccurrences(of: "ROUTE", with: route)
            .replacingOccurrences(of: "POST", with: post).replacingOccurrences(of: "B_ACTIONS", with: b)
        let model = try #require(load(text).model, "\(load(text).problems.map(\.message))")
        let apart = FrameEngineTests.findings(model, engine: .fastest)
        // A URL opened again and again pushes posts until the enumeration's depth bound cuts it:
        // what is found only there moves with the bound, so two bounds tell it apart.
        let product = FrameEngineTests.summary(FrameEngineTests.findings(model, engine: .enumerate, compose: false).findings)
        let deeper = Set(FrameEngineTests.summary(FrameEngineTests.findings(model, engine: .enumerate, maxDepth: 9, compose: false).findings))
        #expect(FrameEngineTests.summary(apart.findings) == product.filter(deeper.contains))
        return (apart.findings.filter { $0.ruleID == "navigation-trap" }.map(\.subject), apart.exploration.components.map(\.engine))
    }

    /// Done hides its back button: stuck, unless tab A's URL pushes a post whose "Start over"
    /// pops tab B to its root (switch to A, tap, start over).
    @Test func anotherTabsURLThatPushesAWayOutFreesThisTab() throws {
        let post = #"{ "actions": [ { "popToRoot": true, "label": "Start over" } ] }"#
        let stuck = try checkPushing("", post: post)
        #expect(stuck.traps == ["Done"])
        let freed = try checkPushing(#"{ "open": "app://post", "label": "Show post" }"#, post: post)
        #expect(freed.traps == [])
        #expect(freed.engines == ["frames", "frames"])
    }

    /// A sheet whose only way out is a URL that dismisses it and pushes a post in tab B:
    /// free when the post can be left again from every state of B that is not stuck (here
    /// by pushing another one, whose `pop 2` removes both: opened from the sheet again); trapped when it
    /// never can.
    @Test func aSheetAPushingURLDismissesIsFreeWhenThePushGetsBack() throws {
        let sheet = #"{ "present": "Sheet", "style": "sheet", "label": "Open" }"#
        let freed = try checkPushing(sheet, route: #", "dismissModals": true"#)
        #expect(freed.traps == ["Done"])
        #expect(freed.engines == ["frames", "frames"])
        let popTwo = try checkPushing(sheet, route: #", "dismissModals": true"#,
                                      post: #"{ "backButton": "hidden", "actions": [ { "pop": 2, "label": "Close" } ] }"#)
        #expect(popTwo.traps == [])
        #expect(popTwo.engines == ["frames", "frames"])
        let stuckPost = try checkPushing(sheet, route: #", "dismissModals": true"#, post: #"{ "backButton": "hidden" }"#)
        #expect(stuckPost.traps.contains("Sheet"))
        #expect(stuckPost.engines == ["frames", "frames"])
        // Without the dismissal the sheet stays up over tab B: the tabs no longer change apart
        // (explored as one, on frames).
        #expect(try checkPushing(sheet).engines == ["frames"])
    }

    /// When whether the sheet is freed depends on what tab B shows (the post resolves only
    /// once Middle, which declares it, is pushed; there it is a dead end), the tabs no longer
    /// change apart: the product is enumerated.
    @Test func aSheetFreedInSomeStatesOfTheOtherTabOnlyCouplesTheTabs() throws {
        let text = """
            { "navlint": 1, "types": { "Step": {}, "Post": {} },
              "root": { "tabs": { "selection": "binding", "items": [
                { "id": "a", "title": "A", "content": { "stack": { "id": "sa", "root": "HomeA" } } },
                { "id": "b", "title": "B", "content": { "stack": { "id": "sb", "root": "HomeB" } } } ] } },
              "screens": {
                "HomeA": { "actions": [ { "present": "Sheet", "style": "sheet", "label": "Open" } ] },
                "Sheet": { "interactiveDismiss": false, "actions": [ { "open": "app://post", "label": "Show post" } ] },
                "HomeB": { "destinations": [ { "for": "Step", "screen": "Middle" } ], "actions": [ { "push": "Step", "label": "Read" } ] },
                "Middle": { "destinations": [ { "for": "Post", "screen": "PostView" } ] },
                "PostView": { "backButton": "hidden" } },
              "deepLinks": { "schemes": ["app"], "routes": [
                { "id": "post", "pattern": "post", "tab": "b", "stack": "sb", "push": ["Post"], "dismissModals": true } ] } }
            """
        let model = try #require(load(text).model, "\(load(text).problems.map(\.message))")
        let apart = FrameEngineTests.findings(model, engine: .fastest)
        let product = FrameEngineTests.findings(model, engine: .enumerate, compose: false)
        #expect(apart.exploration.components.map(\.engine) == ["states"])
        // The fallback says it cut paths at maxDepth (the URL pushes again and again) and claims
        // nothing absent; asked to enumerate, the product is cut alike and says nothing.
        let absence: Set<String> = ["exploration-truncated", "unreachable-screen", "unreachable-destination"]
        #expect(apart.findings.contains { $0.ruleID == "exploration-truncated" })
        #expect(FrameEngineTests.summary(apart.findings.filter { !absence.contains($0.ruleID) })
                == FrameEngineTests.summary(product.findings.filter { !absence.contains($0.ruleID) }))
    }
}

extension FrameTabsTests {
    /// The feed's composer publishes onto the feed's stack under it, a post whose back button
    /// is hidden; a search result opens a post in the feed tab too, so the tabs are explored as
    /// one. The composer's Publish reaches the same configuration as Reply over a post opened
    /// first: enumerating the product counts the breadth-first step in, the post's own, while
    /// the frame graph's key for the composer over its change counted a second one (a trap on
    /// the composer). Enumerated, with the enumeration's single finding.
    @Test func aSheetsPushUnderItIntoATrapInTabsExploredAsOneIsEnumerated() throws {
        let text = """
            { "navlint": 1, "types": { "Post": {} },
              "root": { "tabs": { "selection": "binding", "items": [
                { "id": "feed", "content": { "stack": { "id": "main", "root": "Feed" } } },
                { "id": "search", "content": { "stack": { "id": "find", "root": "Search" } } } ] } },
              "screens": {
                "Feed": { "destinations": [ { "for": "Post", "screen": "PostView" } ],
                          "actions": [ { "push": "Post", "label": "Open" }, { "present": "Composer", "style": "sheet", "label": "New post" } ] },
                "PostView": { "backButton": "hidden", "actions": [ { "present": "Composer", "style": "sheet", "label": "Reply" } ] },
                "Composer": { "actions": [ { "push": "Post", "via": "code", "stack": "main", "label": "Publish" },
                                           { "dismiss": true, "label": "Cancel" } ] },
                "Search": { "actions": [ { "open": "app://post", "label": "Result" } ] } },
              "deepLinks": { "schemes": ["app"], "routes": [ { "id": "post", "pattern": "post", "tab": "feed", "stack": "main", "push": ["Post"] } ] } }
            """
        let model = try #require(load(text).model)
        let run = FrameEngineTests.findings(model, engine: .fastest)
        #expect(run.exploration.statistics.map(\.engine) == ["states"])
        #expect(run.exploration.statistics.first?.fallback?.hasSuffix(FrameSearch.underTabTrap) == true)
        #expect(run.findings.filter { $0.ruleID == "navigation-trap" }.map { "\($0.subject) \($0.trace.map(\.text))" }
                == [#"PostView ["tap \"Open\" (push Post → PostView)"]"#])
    }
}
