import Testing
@testable import NavLintKit

@Suite struct DeepLinkRouterTests {
    func router(_ patterns: [String], schemes: [String] = ["myapp"], hosts: [String] = ["recipes.example.com"]) -> DeepLinkRouter {
        let routes = patterns.enumerated().map { i, pattern in
            Route(id: "r\(i)", idRange: .none, pattern: pattern, patternRange: .none, tab: nil, tabRange: nil, stack: nil,
                  stackRange: nil, dismissModals: false, popToRoot: false, push: [], pushRanges: [], present: nil, range: .none, ignore: [])
        }
        return DeepLinkRouter(DeepLinks(schemes: schemes, hosts: hosts, routes: routes, examples: []))
    }

    @Test func customSchemeMatchesHostAndPath() {
        let r = router(["category/{name}/recipe/{id}"])
        #expect(r.match("myapp://category/desserts/recipe/apple-pie")
                == .route(0, matched: "category/desserts/recipe/apple-pie", parameters: ["name": "desserts", "id": "apple-pie"]))
    }

    @Test func universalLinkMatchesThePathOnly() {
        let r = router(["category/{name}"])
        #expect(r.match("https://recipes.example.com/category/desserts") == .route(0, matched: "category/desserts", parameters: ["name": "desserts"]))
        #expect(r.match("https://other.example.com/category/desserts")
                == .unhandled("host 'other.example.com' is not one of the app's universal-link hosts (hosts: recipes.example.com)"))
    }

    @Test func queryFragmentAndTrailingSlashAreIgnored() {
        let r = router(["recipe/{id}"])
        #expect(r.match("myapp://recipe/12?ref=share#top") == .route(0, matched: "recipe/12", parameters: ["id": "12"]))
        #expect(r.match("myapp://recipe/12/") == .route(0, matched: "recipe/12", parameters: ["id": "12"]))
    }

    @Test func segmentsArePercentDecodedAfterSplitting() {
        let r = router(["category/{name}", "tag/café"])
        #expect(r.match("myapp://category/cr%C3%AApes") == .route(0, matched: "category/crêpes", parameters: ["name": "crêpes"]))
        #expect(r.match("myapp://category/a%2Fb") == .route(0, matched: "category/a/b", parameters: ["name": "a/b"]))
        #expect(r.match("myapp://tag/caf%C3%A9") == .route(1, matched: "tag/café", parameters: [:]))
    }

    @Test func firstMatchWins() {
        let r = router(["recipe/{id}", "recipe/new"])
        #expect(r.match("myapp://recipe/new") == .route(0, matched: "recipe/new", parameters: ["id": "new"]))
        let shadowing = router(["recipe/new", "recipe/{id}", "recipe/{id}/edit", "recipe/{x}", "recipe/new"])
        #expect((0..<5).map(shadowing.shadowing) == [nil, nil, nil, 1, 0])
    }

    /// The trie agrees with trying every pattern in order, and with the pairwise
    /// definition of shadowing, on random small patterns and URLs.
    @Test func compiledRoutesAgreeWithTryingEachInOrder() {
        var random = SplitMix(seed: 7)
        let words = ["a", "b", "{p}", "{q}"]
        func pattern(_ random: inout SplitMix) -> String {
            let count = random.next(in: 1...3)
            return (0..<count).map { _ in words[random.next(in: 0...3)] }.joined(separator: "/")
        }
        for _ in 0..<300 {
            let count = random.next(in: 1...6)
            let patterns: [String] = (0..<count).map { _ in pattern(&random) }
            let r = router(patterns)
            for _ in 0..<10 {
                let length = random.next(in: 1...3)
                let segments: [String] = (0..<length).map { _ in ["a", "b", "c"][random.next(in: 0...2)] }
                let first = patterns.indices.first { DeepLinkRouter.match(pattern: patterns[$0], segments: segments) != nil }
                let got: Int? = if case .route(let k, _, _) = r.match("myapp://" + segments.joined(separator: "/")) { k } else { nil }
                #expect(got == first, "\(patterns) \(segments)")
            }
            for (j, later) in patterns.enumerated() {
                let b = later.split(separator: "/").map(String.init)
                let naive = patterns[..<j].firstIndex { earlier in
                    let a = earlier.split(separator: "/").map(String.init)
                    return a.count == b.count && zip(a, b).allSatisfy { x, y in
                        DeepLinkRouter.isParameter(x) || (!DeepLinkRouter.isParameter(y) && x == y)
                    }
                }
                #expect(r.shadowing(j) == naive, "\(patterns) \(j)")
            }
        }
    }

    @Test func sampleURLsAreExamplesOrMadeFromThePattern() {
        let r = router(["promo/1", "promo/{code}", "promo/{x}"])
        #expect(r.sampleURLs == ["myapp://promo/1", "myapp://promo/2", nil])
    }

    @Test func unhandledURLsSayWhy() {
        let r = router(["recipe/{id}"])
        #expect(r.match("myapp://nowhere") == .unhandled("no route matches 'nowhere'"))
        #expect(r.match("other://recipe/1") == .unhandled("scheme 'other' is not one of the app's schemes (myapp)"))
        #expect(r.match("recipe/1") == .unhandled("'recipe/1' is not a URL (no scheme)"))
        #expect(r.match("myapp://recipe") == .unhandled("no route matches 'recipe'"))
    }

    @Test func longPatternsAndURLsStayLinear() {
        let pattern = Array(repeating: "{x}", count: 10_000).joined(separator: "/")
        let url = "myapp://" + Array(repeating: "a", count: 10_000).joined(separator: "/")
        if case .route(0, _, let parameters) = router([pattern]).match(url) {
            #expect(parameters["x"] == "a")
        } else {
            Issue.record("no match")
        }
    }

    /// A route that names no tab or stack pushes onto the app's own stack: a stack only a
    /// sheet shows is not a candidate; two stacks at the root still need one named.
    @Test func routeWithoutStackPushesOntoTheAppsOwnStack() throws {
        let spec = """
        { "navlint": 1, "types": { "Story": {} },
          "root": { "stack": { "id": "main", "root": "Feed" } },
          "screens": {
            "Feed": { "destinations": [ { "for": "Story", "screen": "Comments" } ],
                      "actions": [ { "present": { "stack": { "id": "settings", "root": "Settings" } }, "style": "sheet" } ] },
            "Comments": {}, "Settings": {} },
          "deepLinks": { "routes": [ { "id": "story", "pattern": "story/{id}", "dismissModals": true, "push": ["Story"] } ] } }
        """
        let model = try #require(load(spec).model)
        let target = RouteTarget.of(model.deepLinks.routes[0], model, Containment(model: model))
        #expect(target.stack.map { model.containers[$0].id } == "main")
        #expect(target.problem == nil)
        let split = spec.replacingOccurrences(of: #""root": { "stack": { "id": "main", "root": "Feed" } }"#,
                                              with: #""root": { "tabs": { "selection": "none", "items": [ { "id": "a", "content": { "stack": { "id": "main", "root": "Feed" } } }, { "id": "b", "content": { "stack": { "id": "other", "root": "Comments" } } } ] } }"#)
        let ambiguous = try #require(load(split).model)
        let problem = RouteTarget.of(ambiguous.deepLinks.routes[0], ambiguous, Containment(model: ambiguous)).problem
        #expect(problem == "route 'story' does not say which stack it pushes onto; candidates: 'main', 'other'; add \"stack\"")
    }
}

@Suite struct DeepLinkRuleTests {
    func findings(_ spec: String) throws -> [Finding] {
        Linter.lint(try requireModel(SourceFile(path: "t.json", text: spec)))
    }

    @Test func routeCorrectFromLaunchButWrongAfterAPush() throws {
        let rule = try #require(AllRules.description(of: "deep-link-state-dependent"))
        let found = try findings(rule.triggering[0].spec).filter { $0.ruleID == "deep-link-state-dependent" }
        #expect(found.map(\.message) == ["route 'recipe' lands on different screens depending on where the user was: it does not pop to root before pushing"])
        #expect(found.first?.trace.map(\.text) == ["tap \"Apple Pie\" (push Recipe → RecipeDetail)", "open myapp://recipe/1 (deep link, route 'recipe')"])
        #expect(found.first?.notes == ["from launch it shows Home › RecipeDetail", "after the trace it shows Home › RecipeDetail › RecipeDetail"])
    }

    @Test func routeThatDoesNotSelectItsTabDependsOnTheTab() throws {
        let rule = try #require(AllRules.description(of: "deep-link-state-dependent"))
        let found = try findings(rule.triggering[1].spec).filter { $0.ruleID == "deep-link-state-dependent" }
        #expect(found.map(\.message) == ["route 'recipe' lands on different screens depending on where the user was: it does not select its tab"])
        #expect(found.first?.trace.map(\.text) == ["select tab \"Settings\"", "open myapp://recipe/1 (deep link, route 'recipe')"])
    }

    @Test func routeWrongOnlyWhileASheetIsUp() throws {
        let rule = try #require(AllRules.description(of: "deep-link-hidden-by-modal"))
        let found = try findings(rule.triggering[0].spec).filter { $0.ruleID == "deep-link-hidden-by-modal" }
        #expect(found.first?.trace.map(\.text) == ["tap \"Settings\" (present sheet Settings)", "open myapp://recipe/1 (deep link, route 'recipe')"])
        #expect(try findings(rule.nonTriggering[0].spec).filter { $0.ruleID.hasPrefix("deep-link-") && $0.ruleID != "deep-link-only-screen" }.isEmpty)
    }

    @Test func routeThatChangesNothingUnderASheetIsNotHidden() throws {
        // It names its stack but neither pushes, pops nor selects a tab: nothing changes
        // under the sheet (as `navlint resolve` has always said). Popping to root does.
        let spec = """
        { "navlint": 1,
          "root": { "stack": { "id": "main", "root": "Home" } },
          "screens": { "Home": { "actions": [ { "present": "Settings", "style": "sheet", "label": "Settings" } ] }, "Settings": {} },
          "deepLinks": { "schemes": ["myapp"], "routes": [ { "id": "home", "pattern": "home", "stack": "main" } ] } }
        """
        #expect(try findings(spec).filter { $0.ruleID == "deep-link-hidden-by-modal" }.isEmpty)
        let popping = spec.replacingOccurrences(of: "\"stack\": \"main\" }", with: "\"stack\": \"main\", \"popToRoot\": true }")
        #expect(try findings(popping).filter { $0.ruleID == "deep-link-hidden-by-modal" }.map(\.trace.count) == [2])
    }

    @Test func childBeforeParentIsBroken() throws {
        let rule = try #require(AllRules.description(of: "broken-deep-link"))
        let found = try findings(rule.triggering[1].spec).filter { $0.ruleID == "broken-deep-link" }
        #expect(found.map(\.message) == [
            "route 'recipe' pushes Recipe, but no navigationDestination for Recipe is visible at that point; its destination is on 'CategoryView', which must be on the path first: push its parent before it",
        ])
    }

    /// The type's destination on another stack's root (a split view's detail column): no
    /// parent pushed first can show it, so the message does not ask for one.
    @Test func aDestinationOnlyAnotherStacksRootDeclaresIsNotAskedToBePushedFirst() throws {
        let found = try findings("""
            { "navlint": 1, "types": { "Mailbox": {}, "Message": {} },
              "root": { "split": { "sidebar": { "stack": { "id": "boxes", "root": "Mailboxes" } },
                                   "detail": { "stack": { "id": "reader", "root": "NoSelection" } } } },
              "screens": {
                "Mailboxes": { "destinations": [ { "for": "Mailbox", "screen": "MailboxList" } ], "actions": [ { "push": "Mailbox" } ] },
                "MailboxList": {},
                "NoSelection": { "destinations": [ { "for": "Message", "screen": "MessageView" } ], "actions": [ { "push": "Message" } ] },
                "MessageView": {} },
              "deepLinks": { "schemes": ["mail"], "routes": [ { "id": "box", "pattern": "box", "stack": "boxes", "push": ["Mailbox", "Message"] } ] } }
            """).filter { $0.ruleID == "broken-deep-link" }
        #expect(found.map(\.message) == [
            "route 'box' pushes Message, but no navigationDestination for Message is visible at that point; its destination is on 'NoSelection', which no push puts on stack 'boxes': declare it on 'Mailboxes', the stack's root",
        ])
    }

    @Test func examplesAreComparedWithTheirExpectations() throws {
        let rule = try #require(AllRules.description(of: "broken-deep-link"))
        let found = try findings(rule.triggering[2].spec).filter { $0.ruleID == "broken-deep-link" }
        #expect(found.map(\.message) == [
            "'myapp://recipe/1' shows Home › RecipeDetail, expected Home › RecipeDetail › RecipeDetail",
            "'myapp://search' is not handled: no route matches 'search'",
            "'myapp://recipe/2' is expected to be unhandled, but route 'recipe' handles it",
        ])
    }

    @Test func ambiguousStackIsBrokenWithCandidates() throws {
        let spec = """
        { "navlint": 1, "types": { "Item": {} },
          "root": { "tabs": { "selection": "binding", "items": [
            { "id": "a", "content": { "stack": { "id": "aStack", "root": "A" } } },
            { "id": "b", "content": { "stack": { "id": "bStack", "root": "B" } } } ] } },
          "screens": { "A": { "destinations": [ { "for": "Item", "screen": "A" } ] }, "B": {} },
          "deepLinks": { "schemes": ["myapp"], "routes": [ { "id": "item", "pattern": "item/{id}", "push": ["Item"] } ] } }
        """
        let found = try findings(spec).filter { $0.ruleID == "broken-deep-link" }
        #expect(found.map(\.message) == [
            "route 'item' does not say which stack it pushes onto; candidates: 'aStack', 'bStack'; add \"stack\"",
        ])
    }

    @Test func inAppOpenUsesTheSameRouter() throws {
        let spec = """
        { "navlint": 1, "types": { "Recipe": {} },
          "root": { "stack": { "root": "Home" } },
          "screens": {
            "Home": { "destinations": [ { "for": "Recipe", "screen": "Detail" } ],
                      "actions": [ { "open": "myapp://recipe/1", "label": "Today's recipe" }, { "open": "myapp://nope", "label": "Broken" } ] },
            "Detail": {} },
          "deepLinks": { "schemes": ["myapp"], "routes": [ { "id": "recipe", "pattern": "recipe/{id}", "popToRoot": true, "push": ["Recipe"] } ] } }
        """
        let found = try findings(spec)
        #expect(found.map(\.ruleID) == ["broken-deep-link"])
        #expect(found.first?.message == "'myapp://nope' is not handled: no route matches 'nope'")
        #expect(found.first?.trace.map(\.text) == ["tap \"Broken\" (open myapp://nope)"])
    }

    @Test func patternOneBSpecIsClean() throws {
        let model = try requireModel(SpecLoader.read(path: packageRoot.appendingPathComponent("Specs/deep-link-recipes.json").path))
        #expect(Linter.lint(model).isEmpty)
    }
}

@Suite struct ResolveTests {
    let spec = packageRoot.appendingPathComponent("Specs/deep-link-recipes.json").path

    @Test func resolvesStepByStepWithABreadcrumb() {
        let (code, out, _) = runCLI(["resolve", spec, "myapp://category/desserts/recipe/apple-pie"])
        #expect(code == .success)
        #expect(out == """
        myapp://category/desserts/recipe/apple-pie
          route: 'recipe' (category/{name}/recipe/{id}) matched "category/desserts/recipe/apple-pie"
          parameters: id = apple-pie, name = desserts
          from: launch
          1. pop to root (already there)
          2. push Category → CategoryView
          3. push Recipe → RecipeDetail
          result: Browse › Desserts › Apple Pie

        """)
    }

    /// A route into another tab, from launch: it runs from launch (the tab switch is its own
    /// first step), and one that only selects a tab lands on that tab.
    @Test func aRouteIntoAnotherTabRunsFromLaunch() throws {
        let social = packageRoot.appendingPathComponent("Specs/social-feed.json").path
        let (_, out, _) = runCLI(["resolve", social, "social://user/7"])
        #expect(out.contains("  from: launch\n  1. select tab \"Explore\"\n"), "\(out)")
        let text = """
        { "navlint": 1,
          "root": { "tabs": { "selection": "binding", "items": [
            { "id": "shop", "title": "Shop", "content": "Shop" }, { "id": "account", "title": "Account", "content": "Account" } ] } },
          "screens": { "Shop": { "actions": [ { "present": "Login", "style": "sheet", "label": "Sign in" } ] }, "Account": {}, "Login": {} },
          "deepLinks": { "schemes": ["app"], "routes": [ { "id": "account", "pattern": "account", "tab": "account" } ] } }
        """
        let found = Linter.lint(try requireModel(SourceFile(path: "t.json", text: text))).filter { $0.ruleID == "deep-link-state-dependent" }
        #expect(found.first?.notes == ["from launch it shows tab \"Account\"", "after the trace it shows tab \"Account\", 1 modal up"])
    }

    @Test func unhandledURLExitsOne() {
        let (code, out, _) = runCLI(["resolve", spec, "myapp://desserts/recipe/apple-pie"])
        #expect(code == .findings)
        #expect(out == "myapp://desserts/recipe/apple-pie\n  not handled: no route matches 'desserts/recipe/apple-pie'\n")
    }

    /// A route that selects one tab and pushes in another's stack: neither `check` nor
    /// `resolve` shows the selected tab beside the other tab's breadcrumb as its result.
    @Test func routeSelectingOneTabAndPushingInAnotherIsBroken() throws {
        let path = try temporarySpec("""
        { "navlint": 1, "types": { "Product": {} },
          "root": { "tabs": { "selection": "binding", "items": [
            { "id": "home", "title": "Home", "content": { "stack": { "id": "homeStack", "root": "Home" } } },
            { "id": "cart", "title": "Cart", "content": { "stack": { "id": "cartStack", "root": "Cart" } } } ] } },
          "screens": { "Home": { "destinations": [ { "for": "Product", "screen": "Shoes" } ], "actions": [ { "push": "Product" } ] },
                       "Cart": {}, "Shoes": {} },
          "deepLinks": { "schemes": ["shop"], "routes": [
            { "id": "product", "pattern": "product/{id}", "tab": "cart", "stack": "homeStack", "popToRoot": true, "push": ["Product"] } ] } }
        """)
        let problem = "route 'product' selects tab 'cart' but pushes onto stack 'homeStack' in tab 'home': what it pushes is not on screen"
        let (code, out, _) = runCLI(["resolve", path, "shop://product/1"])
        #expect(code == .findings)
        #expect(out == "shop://product/1\n  route: 'product' (product/{id}) matched \"product/1\"\n  parameters: id = 1\n  problem: \(problem)\n")
        let (checked, report, _) = runCLI(["check", path])
        #expect(checked == .findings)
        #expect(report.contains(":8:13: error: \(problem) [broken-deep-link]\n"))
    }

    @Test func resolvesFromAnotherState() {
        let (code, out, _) = runCLI(["resolve", spec, "myapp://category/desserts", "--from", "screen:CategoryView"])
        #expect(code == .success)
        #expect(out.contains("  from: tap \"Desserts\" (push Category → CategoryView)\n  1. pop to root\n  2. push Category → CategoryView\n  result: Browse › Desserts\n"))
        #expect(runCLI(["resolve", spec, "myapp://x", "--from", "screen:Nope"]).0 == .invalid)
    }
}

extension DeepLinkRuleTests {
    /// A route that only presents (dismissing what was up) shows its modal over whatever the
    /// user was on: not state-dependent. One that pushes without popping to root is.
    @Test func aPresentOnlyRouteIsNotStateDependent() throws {
        func ruleIDs(_ route: String) throws -> [String] {
            let text = """
                { "navlint": 1, "types": { "Recipe": {} },
                  "root": { "stack": { "id": "main", "root": "Home" } },
                  "screens": {
                    "Home": { "destinations": [ { "for": "Recipe", "screen": "Detail" } ], "actions": [ { "push": "Recipe", "label": "Open" } ] },
                    "Detail": {}, "Compose": { "actions": [ { "dismiss": true } ] } },
                  "deepLinks": { "schemes": ["app"], "routes": [ \(route) ] } }
                """
            let model = try #require(load(text).model, "\(load(text).problems.map(\.message))")
            return Linter.lint(model).map(\.ruleID).filter { $0.hasPrefix("deep-link-state") }
        }
        #expect(try ruleIDs(#"{ "id": "compose", "pattern": "compose", "stack": "main", "dismissModals": true, "present": "Compose", "style": "sheet" }"#) == [])
        #expect(try ruleIDs(#"{ "id": "recipe", "pattern": "recipe", "stack": "main", "dismissModals": true, "push": ["Recipe"] }"#)
            == ["deep-link-state-dependent"])
    }
}
