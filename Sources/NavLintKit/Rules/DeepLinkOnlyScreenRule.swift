struct DeepLinkOnlyScreenRule: Rule {
    static let description = RuleDescription(
        id: "deep-link-only-screen",
        name: "Deep-link-only screen",
        summary: "A screen is reachable only by opening a URL from outside",
        severity: .note,
        rationale: """
        No tap inside the app leads to this screen: only a deep link does. That can be \
        intended (a marketing landing page), but often an in-app link was forgotten, and \
        users who do not have the URL can never find the screen. Add an in-app way to it, \
        or ignore this rule on the screen if it is meant to be reachable by link only.
        """,
        triggering: [
            Example("""
            { "navlint": 1, "types": { "Promo": {} },
              "root": { "stack": { "root": "Home" } },
              "screens": {
                "Home": { "destinations": [ { "for": "Promo", "screen": "PromoView" } ] },
                ↓"PromoView": {} },
              "deepLinks": { "schemes": ["myapp"],
                "routes": [ { "id": "promo", "pattern": "promo/{code}", "popToRoot": true, "push": ["Promo"] } ] } }
            """),
        ],
        nonTriggering: [
            Example("""
            { "navlint": 1, "types": { "Promo": {} },
              "root": { "stack": { "root": "Home" } },
              "screens": {
                "Home": { "destinations": [ { "for": "Promo", "screen": "PromoView" } ], "actions": [ { "push": "Promo", "label": "Offers" } ] },
                "PromoView": {} },
              "deepLinks": { "schemes": ["myapp"],
                "routes": [ { "id": "promo", "pattern": "promo/{code}", "popToRoot": true, "push": ["Promo"] } ] } }
            """),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        let exploration = context.exploration
        guard context.absenceKnown else { return [] }
        let inApp = exploration.inAppVisibleScreens
        return exploration.visibleScreens.sorted { $0.key < $1.key }.compactMap { s, state in
            guard !inApp.contains(s) else { return nil }
            let screen = context.model.screens[s]
            return finding(context, at: screen.nameRange, subject: screen.id, .linkOnly(screen.id),
                           ignore: screen.ignore, trace: context.trace(to: state))
        }
    }
}

private extension String {
    static func linkOnly(_ screen: String) -> String {
        "'\(screen)' is reachable only through a deep link: no in-app navigation leads to it"
    }
}
