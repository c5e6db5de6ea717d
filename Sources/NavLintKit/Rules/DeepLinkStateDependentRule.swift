struct DeepLinkStateDependentRule: Rule {
    static let description = RuleDescription(
        id: "deep-link-state-dependent",
        name: "State-dependent deep link",
        summary: "A route gives different results from two reachable states",
        severity: .error,
        rationale: """
        A deep link should land on the same screens wherever the user was: on a cold start \
        and on a warm one, on any tab, deep in any stack. A handler that appends to the \
        current path without popping to root stacks the new screens on top of old ones (the \
        back button then walks through unrelated screens), and one that does not select its \
        tab pushes into a tab the user is not looking at. navlint opens each route from \
        every reachable state and compares the results. Pop to root first and name the tab.
        """,
        triggering: [
            Example("""
            { "navlint": 1, "types": { "Recipe": {} },
              "root": { "stack": { "root": "Home" } },
              "screens": {
                "Home": { "destinations": [ { "for": "Recipe", "screen": "RecipeDetail" } ], "actions": [ { "push": "Recipe", "label": "Apple Pie" } ] },
                "RecipeDetail": {} },
              "deepLinks": { "schemes": ["myapp"],
                "routes": [ { "id": ↓"recipe", "pattern": "recipe/{id}", "push": ["Recipe"] } ] } }
            """),
            Example("""
            { "navlint": 1, "types": { "Recipe": {} },
              "root": { "tabs": { "selection": "binding", "items": [
                { "id": "home", "title": "Home", "content": { "stack": { "id": "homeStack", "root": "Home" } } },
                { "id": "settings", "title": "Settings", "content": "Settings" } ] } },
              "screens": {
                "Home": { "destinations": [ { "for": "Recipe", "screen": "RecipeDetail" } ] },
                "RecipeDetail": {}, "Settings": {} },
              "deepLinks": { "schemes": ["myapp"],
                "routes": [ { "id": ↓"recipe", "pattern": "recipe/{id}", "stack": "homeStack", "popToRoot": true, "push": ["Recipe"] } ] } }
            """),
        ],
        nonTriggering: [
            Example("""
            { "navlint": 1, "types": { "Recipe": {} },
              "root": { "tabs": { "selection": "binding", "items": [
                { "id": "home", "title": "Home", "content": { "stack": { "root": "Home" } } },
                { "id": "settings", "title": "Settings", "content": "Settings" } ] } },
              "screens": {
                "Home": { "destinations": [ { "for": "Recipe", "screen": "RecipeDetail" } ], "actions": [ { "push": "Recipe" } ] },
                "RecipeDetail": {}, "Settings": { "actions": [ { "present": "About", "style": "sheet" } ] }, "About": {} },
              "deepLinks": { "schemes": ["myapp"],
                "routes": [ { "id": "recipe", "pattern": "recipe/{id}", "tab": "home", "dismissModals": true, "popToRoot": true, "push": ["Recipe"] } ] } }
            """),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        let exploration = context.exploration
        let model = context.model
        return model.deepLinks.routes.enumerated().compactMap { r, route in
            let facts = exploration.routeFacts[r]
            guard let launch = facts.launch, let (state, other) = facts.differing else { return nil }
            // A route that only presents leaves the user's own path under its modal: not a fault.
            if route.push.isEmpty, route.present != nil, launch.tab == other.tab, launch.modals == other.modals { return nil }
            let why = reason(route, exploration.targets[r], launch, other)
            // One cause, one finding: a route that pops to root in its (selected) tab differs
            // only by the modals it leaves up, which deep-link-hidden-by-modal reports. Decided
            // from the route alone: which differing state an engine meets first may vary.
            if facts.hiddenByModal != nil, !route.dismissModals, exploration.targets[r].popsToRootWhereSeen(route, model: context.model) {
                return nil
            }
            return finding(context, at: route.idRange, subject: "route:\(route.id)",
                           .dependent(route.id, why: why),
                           ignore: route.ignore, trace: context.trace(to: state, then: .deepLink(route: r)),
                           notes: [.shows("from launch", describe(launch, exploration.targets[r], model)),
                                   .shows("after the trace", describe(other, exploration.targets[r], model))])
        }
    }

    private func reason(_ route: Route, _ target: RouteTarget, _ a: RouteResult, _ b: RouteResult) -> String {
        if a.tab != b.tab { return target.selects == nil ? "it does not select its tab" : "its tab switch does not take effect" }
        if a.path != b.path, !route.popToRoot { return "it does not pop to root before pushing" }
        if a.modals != b.modals, !route.dismissModals { return "it leaves presented modals up" }
        return "its result depends on the state it starts from"
    }

    private func describe(_ result: RouteResult, _ target: RouteTarget, _ model: Model) -> String {
        var parts: [String] = []
        if let tab = result.tab, let position = target.tab { parts.append("tab \"\(EventText.tabTitle(position.tabs, tab, model))\"") }
        if !result.breadcrumb.isEmpty { parts.append(result.breadcrumb.map { model.screens[$0].displayName }.joined(separator: " › ")) }
        if !result.modals.isEmpty { parts.append("\(result.modals.count / 2) modal\(result.modals.count == 2 ? "" : "s") up") }
        return parts.joined(separator: ", ")
    }
}

private extension String {
    static func dependent(_ route: String, why: String) -> String {
        "route '\(route)' lands on different screens depending on where the user was: \(why)"
    }

    static func shows(_ when: String, _ what: String) -> String {
        "\(when) it shows \(what)"
    }
}
