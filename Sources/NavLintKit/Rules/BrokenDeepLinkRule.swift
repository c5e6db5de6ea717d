struct BrokenDeepLinkRule: Rule {
    static let description = RuleDescription(
        id: "broken-deep-link",
        name: "Broken deep link",
        summary: "A deep link matches no route, the wrong route, or cannot build its screens",
        severity: .error,
        rationale: """
        A deep link that lands nowhere, or on the wrong screen, is a bug users meet from \
        outside the app (a notification, a shared link) where no one is watching. navlint \
        matches every example URL against the routes, runs the matched route's handler from \
        launch, and compares the result with the example's `expect`; it also checks that \
        each route knows its stack and that its pushes resolve in order. A common cause: for \
        `myapp://category/desserts/recipe/apple-pie` the host is `category`, so a handler \
        that reads only URLComponents.path never sees it. Another: pushing a child before \
        its parent, whose screen declares the child's destination. And a route that selects \
        one tab but pushes onto a stack in another pushes out of sight.
        """,
        triggering: [
            // The Pattern 1b pitfall: a route written as `components.path` reads the URL.
            Example("""
            { "navlint": 1, "types": { "Category": {}, "Recipe": {} },
              "root": { "stack": { "root": "Home" } },
              "screens": {
                "Home": { "destinations": [ { "for": "Category", "screen": "CategoryView" }, { "for": "Recipe", "screen": "RecipeDetail" } ] },
                "CategoryView": {}, "RecipeDetail": {} },
              "deepLinks": { "schemes": ["myapp"],
                "routes": [ { "id": "recipe", "pattern": "{name}/recipe/{id}", "popToRoot": true, "push": ["Category", "Recipe"] } ],
                "examples": [ { "url": ↓"myapp://category/desserts/recipe/apple-pie", "expect": { "route": "recipe" } } ] } }
            """),
            Example("""
            { "navlint": 1, "types": { "Category": {}, "Recipe": {} },
              "root": { "stack": { "root": "Home" } },
              "screens": {
                "Home": { "destinations": [ { "for": "Category", "screen": "CategoryView" } ], "actions": [ { "push": "Category" } ] },
                "CategoryView": { "destinations": [ { "for": "Recipe", "screen": "RecipeDetail" } ], "actions": [ { "push": "Recipe" } ] },
                "RecipeDetail": {} },
              "deepLinks": { "schemes": ["myapp"],
                "routes": [ { "id": "recipe", "pattern": "category/{name}/recipe/{id}", "popToRoot": true, "push": [↓"Recipe", "Category"] } ] } }
            """),
            Example("""
            { "navlint": 1, "types": { "Recipe": {} },
              "root": { "stack": { "root": "Home" } },
              "screens": {
                "Home": { "destinations": [ { "for": "Recipe", "screen": "RecipeDetail" } ] },
                "RecipeDetail": {}, "Search": {} },
              "deepLinks": { "schemes": ["myapp"],
                "routes": [ { "id": "recipe", "pattern": "recipe/{id}", "popToRoot": true, "push": ["Recipe"] } ],
                "examples": [
                  { "url": "myapp://recipe/1", "expect": ↓{ "route": "recipe", "screens": ["Home", "RecipeDetail", "RecipeDetail"] } },
                  { "url": ↓"myapp://search", "expect": { "route": "recipe" } },
                  { "url": ↓"myapp://recipe/2", "expect": "unhandled" } ] } }
            """),
            // Selects the cart tab but pushes onto the home tab's stack.
            Example("""
            { "navlint": 1, "types": { "Product": {} },
              "root": { "tabs": { "selection": "binding", "items": [
                { "id": "home", "content": { "stack": { "id": "homeStack", "root": "Home" } } },
                { "id": "cart", "content": { "stack": { "id": "cartStack", "root": "Cart" } } } ] } },
              "screens": { "Home": { "destinations": [ { "for": "Product", "screen": "Shoes" } ], "actions": [ { "push": "Product" } ] },
                           "Cart": {}, "Shoes": {} },
              "deepLinks": { "schemes": ["shop"], "routes": [
                { "id": ↓"product", "pattern": "product/{id}", "tab": "cart", "stack": "homeStack", "popToRoot": true, "push": ["Product"] } ] } }
            """),
            // The settings stack is inside a sheet: opened at launch, the route has nowhere to push.
            Example("""
            { "navlint": 1, "types": { "Privacy": {} },
              "root": { "stack": { "root": "Home" } },
              "screens": {
                "Home": { "actions": [ { "present": "SettingsSheet", "style": "sheet", "label": "Settings" } ] },
                "SettingsSheet": { "embeds": { "stack": { "id": "settings", "root": "Settings" } } },
                "Settings": { "destinations": [ { "for": "Privacy", "screen": "PrivacyView" } ], "actions": [ { "push": "Privacy" } ] },
                "PrivacyView": {} },
              "deepLinks": { "schemes": ["app"],
                "routes": [ { "id": "privacy", "pattern": "settings/privacy", "stack": "settings", "push": ["Privacy"] } ],
                "examples": [ { "url": "app://settings/privacy", "expect": ↓{ "route": "privacy", "screens": ["Settings", "PrivacyView"] } } ] } }
            """),
        ],
        nonTriggering: [
            Example("""
            { "navlint": 1, "types": { "Category": {}, "Recipe": {} },
              "root": { "stack": { "root": "Home" } },
              "screens": {
                "Home": { "destinations": [ { "for": "Category", "screen": "CategoryView" }, { "for": "Recipe", "screen": "RecipeDetail" } ] },
                "CategoryView": {}, "RecipeDetail": {} },
              "deepLinks": { "schemes": ["myapp"],
                "routes": [ { "id": "recipe", "pattern": "category/{name}/recipe/{id}", "popToRoot": true, "push": ["Category", "Recipe"] } ],
                "examples": [
                  { "url": "myapp://category/desserts/recipe/apple-pie?ref=share",
                    "expect": { "route": "recipe", "screens": ["Home", "CategoryView", "RecipeDetail"] } },
                  { "url": "myapp://category/cr%C3%AApes/recipe/1", "expect": { "route": "recipe" } },
                  { "url": "myapp://nowhere", "expect": "unhandled" } ] } }
            """),
            // The route presents the settings sheet, then pushes onto the stack inside it.
            Example("""
            { "navlint": 1, "types": { "Privacy": {} },
              "root": { "stack": { "root": "Home" } },
              "screens": {
                "Home": { "actions": [ { "present": "SettingsSheet", "style": "sheet", "label": "Settings" } ] },
                "SettingsSheet": { "embeds": { "stack": { "id": "settings", "root": "Settings" } } },
                "Settings": { "destinations": [ { "for": "Privacy", "screen": "PrivacyView" } ], "actions": [ { "push": "Privacy" } ] },
                "PrivacyView": {} },
              "deepLinks": { "schemes": ["app"],
                "routes": [ { "id": "privacy", "pattern": "settings/privacy", "dismissModals": true, "present": "SettingsSheet", "style": "sheet",
                              "stack": "settings", "popToRoot": true, "push": ["Privacy"] } ],
                "examples": [ { "url": "app://settings/privacy", "expect": { "route": "privacy", "screens": ["Settings", "PrivacyView"] } } ] } }
            """),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        routeProblems(context) + exampleProblems(context) + openActionProblems(context)
    }

    private func routeProblems(_ context: RuleContext) -> [Finding] {
        let exploration = context.exploration
        // The first screen declaring each type, found in one pass, for the messages.
        var declaring: [Int: Int] = [:]
        for (s, screen) in context.model.screens.enumerated().reversed() {
            for destination in screen.destinations { declaring[destination.type] = s }
        }
        var findings: [Finding] = []
        for (r, route) in context.model.deepLinks.routes.enumerated() {
            let target = exploration.targets[r]
            if let problem = target.problem {
                findings.append(finding(context, at: route.idRange, subject: "route:\(route.id)", problem, ignore: route.ignore))
                continue
            }
            guard target.stack != nil || route.onSelectedTab, let unresolved = exploration.opening(r, from: nil).unresolved,
                  unresolved.position < route.pushRanges.count else { continue }
            let type = context.typeName(unresolved.type)
            findings.append(finding(context, at: route.pushRanges[unresolved.position], subject: "route:\(route.id):\(type)",
                                    .unresolvedPush(route.id, type: type, declaredOn: declaring[unresolved.type].map { s in
                                        (context.model.screens[s].id, Self.pushable(s, context))
                                    }, stack: target.stack.map { (context.model.containers[$0].id, Self.rootScreen(of: $0, context)) }),
                                    ignore: route.ignore))
        }
        return findings
    }


    private func exampleProblems(_ context: RuleContext) -> [Finding] {
        let model = context.model
        let router = model.router
        var findings: [Finding] = []
        for example in model.deepLinks.examples {
            let subject = "example:\(example.url)"
            let match = router.match(example.url)
            switch (match, example.expect) {
            case (.unhandled, .unhandled), (.route, .none):
                break
            case (.unhandled(let reason), _):
                findings.append(finding(context, at: example.urlRange, subject: subject, .unhandled(example.url, reason)))
            case (.route(let r, _, _), .unhandled):
                findings.append(finding(context, at: example.urlRange, subject: subject,
                                        .shouldBeUnhandled(example.url, route: model.deepLinks.routes[r].id)))
            case (.route(let r, _, _), .result(let expectedRoute, let expectedTab, let expectedScreens)):
                if let expectedRoute, expectedRoute != r {
                    findings.append(finding(context, at: example.urlRange, subject: subject,
                                            .wrongRoute(example.url, got: model.deepLinks.routes[r].id,
                                                        expected: model.deepLinks.routes[expectedRoute].id)))
                    continue
                }
                guard let range = example.expectRange else { continue }
                guard let result = context.exploration.result(r, Exploration.StateRef(component: 0, state: 0)) else {
                    // The route's stack is not on screen at launch (it is inside a modal the route does not present).
                    let stack = context.exploration.targets[r].stack.map { model.containers[$0].id } ?? "?"
                    findings.append(finding(context, at: range, subject: subject,
                                            .notOnScreen(example.url, route: model.deepLinks.routes[r].id, stack: stack)))
                    continue
                }
                let target = context.exploration.targets[r]
                if let expectedTab, let position = target.tab,
                   expectedTab.tabs != position.tabs || result.tab != expectedTab.tab {
                    let got = result.tab.map { EventText.tabTitle(position.tabs, $0, model) } ?? "none"
                    findings.append(finding(context, at: range, subject: subject + ":tab",
                                            .wrongTab(example.url, got: got, expected: EventText.tabTitle(expectedTab.tabs, expectedTab.tab, model))))
                }
                if let expectedScreens, expectedScreens != result.breadcrumb {
                    let names = { (screens: [Int]) in screens.isEmpty ? "nothing of a stack" : screens.map { model.screens[$0].id }.joined(separator: " › ") }
                    findings.append(finding(context, at: range, subject: subject + ":screens",
                                            .wrongScreens(example.url, got: names(result.breadcrumb), expected: names(expectedScreens))))
                }
            }
        }
        return findings
    }

    /// Whether a push can put screen `s` on a path (the parent to push first must be such a
    /// screen): it is pushed (Containment.pushedScreens), or shown inside one that is.
    private static func pushable(_ s: Int, _ context: RuleContext) -> Bool {
        var seen: Set<Int> = []
        var pending = [s]
        while let t = pending.popLast() {
            guard seen.insert(t).inserted else { continue }
            if context.containment.pushedScreens.contains(t) { return true }
            pending += context.model.screens.indices.filter { if case .screen(t)? = context.model.screens[$0].embeds { true } else { false } }
        }
        return false
    }

    /// The screen at the root of stack `c`, where its root is one.
    private static func rootScreen(of c: Int, _ context: RuleContext) -> String? {
        guard case .stack(.screen(let s), _) = context.model.containers[c].kind else { return nil }
        return context.model.screens[s].id
    }

    private func openActionProblems(_ context: RuleContext) -> [Finding] {
        context.exploration.failures.sorted { $0.key.sortKey.lexicographicallyPrecedes($1.key.sortKey) }.compactMap { failure, sighting in
            guard case .unhandledURL(let ref) = failure else { return nil }
            let screen = context.model.screens[ref.screen]
            let action = screen.actions[ref.action]
            guard case .open(let url) = action.kind else { return nil }
            let reason: String
            if case .unhandled(let why) = context.model.router.match(url) { reason = why } else { reason = "" }
            return finding(context, at: action.valueRange, subject: context.actionSubject(screen: ref.screen, action: ref.action),
                           .unhandled(url, reason), ignore: action.ignore.union(screen.ignore),
                           trace: context.trace(to: sighting.0, then: sighting.1))
        }
    }
}

private extension String {
    static func unresolvedPush(_ route: String, type: String, declaredOn screen: (id: String, pushable: Bool)?,
                               stack: (id: String, root: String?)?) -> String {
        // A screen no push shows (another stack's root, a sheet's content) cannot be pushed first.
        let hint = screen.map { screen in
            guard !screen.pushable else { return "; its destination is on '\(screen.id)', which must be on the path first: push its parent before it" }
            let root = stack?.root.map { "'\($0)', the stack's root" } ?? "the stack's root"
            return "; its destination is on '\(screen.id)', which no push puts on \(stack.map { "stack '\($0.id)'" } ?? "the stack"): declare it on \(root)"
        } ?? ""
        return "route '\(route)' pushes \(type), but no navigationDestination for \(type) is visible at that point\(hint)"
    }

    static func unhandled(_ url: String, _ reason: String) -> String {
        "'\(url)' is not handled: \(reason)"
    }

    static func shouldBeUnhandled(_ url: String, route: String) -> String {
        "'\(url)' is expected to be unhandled, but route '\(route)' handles it"
    }

    static func wrongRoute(_ url: String, got: String, expected: String) -> String {
        "'\(url)' is handled by route '\(got)' (the first match), not by '\(expected)' as expected"
    }

    static func notOnScreen(_ url: String, route: String, stack: String) -> String {
        "'\(url)' does nothing when opened at launch: route '\(route)' acts on stack '\(stack)', which is not on screen then "
            + "(it is inside a modal, or in a case of a switch not shown at launch); a route that presents the modal holding it (\"present\") shows it first"
    }

    static func wrongTab(_ url: String, got: String, expected: String) -> String {
        "'\(url)' leaves tab '\(got)' selected, expected '\(expected)'"
    }

    static func wrongScreens(_ url: String, got: String, expected: String) -> String {
        "'\(url)' shows \(got), expected \(expected)"
    }
}
