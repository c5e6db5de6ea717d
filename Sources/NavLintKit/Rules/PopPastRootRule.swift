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
        back button, `dismiss()`) does nothing on the root instead: when one can only ever do \
        nothing (a Done button that pops a screen never pushed, a dismiss on a screen never \
        presented), a note says so.
        """,
        triggering: [
            Example("""
            { "navlint": 1, "types": { "Recipe": {} },
              "root": { "stack": { "root": "Home", "path": { "binding": "path", "type": "[Recipe]" } } },
              "screens": {
                "Home": { "destinations": [ { "for": "Recipe", "screen": "Detail" } ], "actions": [ { "push": "Recipe", "label": "Apple Pie" } ] },
                "Detail": { "actions": [ { ↓"pop": 2, "via": "code", "label": "Done" } ] } } }
            """),
            // The settings screen is a tab's root: its Close button never closes anything.
            Example("""
            { "navlint": 1,
              "root": { "tabs": { "selection": "binding", "items": [
                { "id": "home", "content": { "stack": { "root": "Home" } } }, { "id": "settings", "content": "Settings" } ] } },
              "screens": { "Home": {}, "Settings": { "actions": [ { ↓"dismiss": true, "label": "Close" } ] } } }
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
        crashes(context) + noOps(context)
    }

    /// Pops by the user, pops to root and dismissals that do nothing wherever their screen is
    /// shown; pops in code that never act crash instead, which `crashes` reports.
    private func noOps(_ context: RuleContext) -> [Finding] {
        let exploration = context.exploration
        guard context.absenceKnown else { return [] }
        let effective = exploration.effectiveActions
        let visible = exploration.visibleScreens
        var findings: [Finding] = []
        for (s, screen) in context.model.screens.enumerated() where visible[s] != nil {
            for (a, action) in screen.actions.enumerated() where !effective.contains(ActionRef(screen: s, action: a)) {
                let why: String
                switch action.kind {
                case .pop(let n) where action.via != .code:
                    why = "pops \(n == 1 ? "" : "\(n) entries ")from '\(screen.id)', but wherever '\(screen.id)' is shown its stack holds fewer than \(n == 1 ? "one entry" : "\(n)")"
                case .popToRoot:
                    why = "pops to the root from '\(screen.id)', but wherever '\(screen.id)' is shown its stack is at its root already"
                case .dismiss:
                    why = "dismisses from '\(screen.id)', but '\(screen.id)' is never shown in a presented sheet, cover or popover"
                default:
                    continue
                }
                var finding = finding(context, at: action.verbRange, subject: context.actionSubject(screen: s, action: a),
                                      why + ": the action does nothing", ignore: action.ignore.union(screen.ignore))
                finding.severity = .note
                findings.append(finding)
            }
        }
        return findings
    }

    private func crashes(_ context: RuleContext) -> [Finding] {
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
        n == 1 ? "removes 1 entry from the path on '\(screen)' where it holds none: removeLast(1) crashes the app"
            : "removes \(n) entries from the path on '\(screen)' where it holds fewer: removeLast(\(n)) crashes the app"
    }
}
