struct PopPastRootRule: Rule {
    static let description = RuleDescription(
        id: "pop-past-root",
        name: "Pop past the root",
        summary: "Code removes more entries than the path holds: a crash",
        severity: .error,
        rationale: """
        path.removeLast(n) requires n to be at most the number of entries on the path \
        (NavigationPath: "k must be greater than or equal to zero, and must be less than or \
        equal to the number of elements in the path"; an array path traps with "Can't remove \
        more items from a collection than it contains"). navlint reports the shortest taps \
        that reach the call with fewer entries on the path. Guard the call (`path.removeLast(\
        min(n, path.count))`), or pop to the root with `removeAll()`. A pop by the user (the \
        back button, `dismiss()`) is never reported: on the root it does nothing.
        """,
        triggering: [
            Example("""
            { "navlint": 1, "types": { "Recipe": {} },
              "root": { "stack": { "root": "Home", "path": { "binding": "path", "type": "[Recipe]" } } },
              "screens": {
                "Home": { "destinations": [ { "for": "Recipe", "screen": "Detail" } ], "actions": [ { "push": "Recipe", "label": "Apple Pie" } ] },
                "Detail": { "actions": [ { ↓"pop": 2, "via": "code", "label": "Done" } ] } } }
            """),
        ],
        nonTriggering: [
            Example("""
            { "navlint": 1, "types": { "Recipe": {} },
              "root": { "stack": { "root": "Home", "path": { "binding": "path", "type": "[Recipe]" } } },
              "screens": {
                "Home": { "destinations": [ { "for": "Recipe", "screen": "Detail" } ], "actions": [ { "push": "Recipe", "label": "Apple Pie" } ] },
                "Detail": { "actions": [ { "pop": 1, "via": "code", "label": "Done" }, { "push": "Recipe", "label": "Related" } ] } } }
            """),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        context.exploration.failures.sorted { $0.key.sortKey.lexicographicallyPrecedes($1.key.sortKey) }.compactMap { failure, sighting in
            guard case .popPastRoot(let ref) = failure else { return nil }
            let screen = context.model.screens[ref.screen]
            let action = screen.actions[ref.action]
            guard case .pop(let n) = action.kind else { return nil }
            return finding(context, at: action.verbRange, subject: context.actionSubject(screen: ref.screen, action: ref.action),
                           .pastRoot(n, screen: screen.id), ignore: action.ignore.union(screen.ignore),
                           trace: context.trace(to: sighting.0, then: sighting.1))
        }
    }
}

private extension String {
    static func pastRoot(_ n: Int, screen: String) -> String {
        "removes \(n) entries from the path on '\(screen)' where it holds fewer: removeLast(\(n)) crashes the app"
    }
}
