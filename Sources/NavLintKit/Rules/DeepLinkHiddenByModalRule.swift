struct DeepLinkHiddenByModalRule: Rule {
    static let description = RuleDescription(
        id: "deep-link-hidden-by-modal",
        name: "Deep link hidden by a modal",
        summary: "A route pushes underneath a presented modal",
        severity: .error,
        rationale: """
        When a sheet or full-screen cover is up and a deep link arrives, a handler that only \
        changes the path (or the tab) does its work underneath the modal: the user still sees \
        the sheet and the link seems to do nothing, until they close it and find themselves \
        somewhere else. Dismiss presented modals first (`dismissModals: true`).
        """,
        triggering: [
            Example("""
            { "navlint": 1, "types": { "Recipe": {} },
              "root": { "stack": { "root": "Home" } },
              "screens": {
                "Home": { "destinations": [ { "for": "Recipe", "screen": "RecipeDetail" } ],
                          "actions": [ { "present": "Settings", "style": "sheet", "label": "Settings" } ] },
                "RecipeDetail": {}, "Settings": {} },
              "deepLinks": { "schemes": ["myapp"],
                "routes": [ { "id": ↓"recipe", "pattern": "recipe/{id}", "popToRoot": true, "push": ["Recipe"] } ] } }
            """),
        ],
        nonTriggering: [
            Example("""
            { "navlint": 1, "types": { "Recipe": {} },
              "root": { "stack": { "root": "Home" } },
              "screens": {
                "Home": { "destinations": [ { "for": "Recipe", "screen": "RecipeDetail" } ],
                          "actions": [ { "present": "Settings", "style": "sheet", "label": "Settings" } ] },
                "RecipeDetail": {}, "Settings": {} },
              "deepLinks": { "schemes": ["myapp"],
                "routes": [ { "id": "recipe", "pattern": "recipe/{id}", "dismissModals": true, "popToRoot": true, "push": ["Recipe"] } ] } }
            """),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        let exploration = context.exploration
        return context.model.deepLinks.routes.enumerated().compactMap { r, route in
            guard let state = exploration.routeFacts[r].hiddenByModal else { return nil }
            let modal = exploration.state(state).modals.last
            let name = modal.map { "\($0.style.rawValue) '\(EventText.displayName($0.node, context.model))'" } ?? "a modal"
            return finding(context, at: route.idRange, subject: "route:\(route.id)", .hidden(route.id, modal: name),
                           ignore: route.ignore, trace: context.trace(to: state, then: .deepLink(route: r)))
        }
    }
}

private extension String {
    static func hidden(_ route: String, modal: String) -> String {
        "with \(modal) up, route '\(route)' navigates underneath it and the user still sees the \(modal.split(separator: " ").first ?? "modal"); set \"dismissModals\": true"
    }
}
