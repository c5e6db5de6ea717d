struct LinkOutsideStackRule: Rule {
    static let description = RuleDescription(
        id: "link-outside-stack",
        name: "Link outside a stack",
        summary: "A push happens where no stack encloses the screen",
        severity: .error,
        rationale: """
        A NavigationLink or path append needs an enclosing NavigationStack (or a split \
        view's next column) to push onto. Outside one the link is inert: it renders, but \
        tapping it does nothing. A common cause is a sheet whose content has no \
        NavigationStack of its own. Wrap the screen's content in a NavigationStack.
        """,
        triggering: [
            Example("""
            { "navlint": 1, "types": { "Item": {} },
              "root": { "stack": { "root": "Home" } },
              "screens": {
                "Home": { "destinations": [ { "for": "Item", "screen": "Detail" } ],
                          "actions": [ { "present": "Picker", "style": "sheet", "label": "Choose" } ] },
                "Picker": { "actions": [ { ↓"push": "Item", "label": "First item" } ] },
                "Detail": {} } }
            """),
        ],
        nonTriggering: [
            Example("""
            { "navlint": 1, "types": { "Item": {} },
              "root": { "stack": { "root": "Home" } },
              "screens": {
                "Home": { "actions": [ { "present": { "stack": { "root": "Picker" } }, "style": "sheet", "label": "Choose" } ] },
                "Picker": { "destinations": [ { "for": "Item", "screen": "Detail" } ], "actions": [ { "push": "Item", "label": "First item" } ] },
                "Detail": {} } }
            """),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        context.exploration.failures.sorted { $0.key.sortKey.lexicographicallyPrecedes($1.key.sortKey) }.compactMap { failure, sighting in
            guard case .outsideStack(let ref) = failure else { return nil }
            let screen = context.model.screens[ref.screen]
            let action = screen.actions[ref.action]
            return finding(context, at: action.verbRange, subject: context.actionSubject(screen: ref.screen, action: ref.action),
                           .outside(screen: screen.id), ignore: action.ignore.union(screen.ignore),
                           trace: context.trace(to: sighting.0, then: sighting.1))
        }
    }
}

private extension String {
    static func outside(screen: String) -> String {
        "pushes from '\(screen)', but no NavigationStack encloses it here: the link does nothing; wrap the content in a NavigationStack"
    }
}
