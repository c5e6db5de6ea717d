struct UnreachableScreenRule: Rule {
    static let description = RuleDescription(
        id: "unreachable-screen",
        name: "Unreachable screen",
        summary: "A declared screen is visible in no reachable state",
        severity: .warning,
        rationale: """
        navlint explored every state the app can reach from launch (taps, back, tab \
        switches, sheets, deep links) and this screen was never on screen. Either a link to \
        it is missing (a push whose destination points elsewhere, a sheet never presented), \
        or it is dead code that still has to be maintained. Add the missing link, or delete \
        the screen.
        """,
        triggering: [
            Example("""
            { "navlint": 1, "types": { "Item": {} },
              "root": { "stack": { "root": "Home" } },
              "screens": {
                "Home": { "destinations": [ { "for": "Item", "screen": "Detail" } ], "actions": [ { "push": "Item" } ] },
                "Detail": {},
                ↓"Orphan": { "title": "Never shown" } } }
            """),
        ],
        nonTriggering: [
            Example("""
            { "navlint": 1, "types": { "Item": {} },
              "root": { "stack": { "root": "Home" } },
              "screens": {
                "Home": { "destinations": [ { "for": "Item", "screen": "Detail" } ],
                          "actions": [ { "push": "Item" }, { "present": "Settings", "style": "sheet" } ] },
                "Detail": {}, "Settings": {} } }
            """),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        let exploration = context.exploration
        guard context.absenceKnown else { return [] }
        // What a push the Swift front end could not type may show: the destinations of its stacks.
        let model = context.model
        let mayShow = Set(context.containment.staticScreens(from: model.screens.indices.filter { context.untypedPushMayUse(destinationsOf: $0) }
            .flatMap { model.screens[$0].destinations.map(\.target) }))
        return model.screens.enumerated().compactMap { s, screen in
            guard exploration.visibleScreens[s] == nil, !mayShow.contains(s) else { return nil }
            return finding(context, at: screen.nameRange, subject: screen.id, .unreachable(screen.id), ignore: screen.ignore)
        }
    }
}

private extension String {
    static func unreachable(_ screen: String) -> String {
        "screen '\(screen)' is never on screen: no reachable state shows it; link to it or delete it"
    }
}
