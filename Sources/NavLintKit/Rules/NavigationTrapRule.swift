struct NavigationTrapRule: Rule {
    static let description = RuleDescription(
        id: "navigation-trap",
        name: "Navigation trap",
        summary: "A reachable state from which launch cannot be reached again",
        severity: .error,
        rationale: """
        Once the user gets here, no tap, back button, swipe or tab switch leads back to \
        where the app started: a full-screen cover with no button that dismisses it, or a \
        pushed screen whose back button is hidden and that offers no way back. The only \
        escape is to kill the app. Give the screen a dismiss or pop action, or keep the \
        system back button. Where a switch shows one of several contents (a login gate), \
        getting back to the start of any of its cases counts as getting back: signing in \
        is not a trap.
        """,
        triggering: [
            Example("""
            { "navlint": 1,
              "root": { "stack": { "root": "Home" } },
              "screens": {
                "Home": { "actions": [ { "present": "Onboarding", "style": "fullScreenCover", "label": "Start" } ] },
                ↓"Onboarding": { "title": "Welcome" } } }
            """),
            Example("""
            { "navlint": 1, "types": { "Step": {} },
              "root": { "stack": { "root": "Home" } },
              "screens": {
                "Home": { "destinations": [ { "for": "Step", "screen": "Finished" } ], "actions": [ { "push": "Step", "label": "Finish" } ] },
                ↓"Finished": { "backButton": "hidden" } } }
            """),
        ],
        nonTriggering: [
            Example("""
            { "navlint": 1,
              "root": { "stack": { "root": "Home" } },
              "screens": {
                "Home": { "actions": [ { "present": "Onboarding", "style": "fullScreenCover", "label": "Start" } ] },
                "Onboarding": { "actions": [ { "dismiss": true, "label": "Done" } ] } } }
            """),
            Example("""
            { "navlint": 1,
              "root": { "stack": { "root": "Home" } },
              "screens": {
                "Home": { "actions": [ { "pushView": "Export", "label": "Export" } ] },
                "Export": { "backButton": "hidden", "actions": [ { "pop": 1, "label": "Done" } ] } } }
            """),
            // Signing in leaves the login screen for good, but the signed-in app's own start is always reachable.
            Example("""
            { "navlint": 1,
              "root": { "switch": { "cases": [ { "id": "signedOut", "content": "Login" }, { "id": "signedIn", "content": { "stack": { "root": "Home" } } } ] } },
              "screens": {
                "Login": { "actions": [ { "select": "signedIn", "label": "Sign in" } ] },
                "Home": { "actions": [ { "pushView": "Profile", "label": "Profile" } ] },
                "Profile": {} } }
            """),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        var seen: Set<Int> = []
        var findings: [Finding] = []
        let model = context.model
        let inTabs = if case .container(let c) = model.root, case .tabs = model.containers[c].kind { true } else { false }
        // Where a switch or a split-view choice starts content over, reaching that start counts too.
        let hasCases = model.containers.contains {
            switch $0.kind {
            case .switcher, .selection: true
            default: false
            }
        }
        // Shortest first; ties keep the explorer's order.
        for entry in context.exploration.traps {
            // The screen the user is stuck on: the innermost visible one.
            guard seen.insert(entry.screen).inserted else { continue }
            let screen = context.model.screens[entry.screen]
            findings.append(finding(context, at: screen.nameRange, subject: screen.id,
                                    .trapped(screen.id, cases: hasCases, reason: reason(entry, screen, inTabs: inTabs)),
                                    ignore: screen.ignore, trace: context.trace(to: entry.from, then: entry.event)))
        }
        return findings
    }

    private func reason(_ entry: TrapEntry, _ screen: Screen, inTabs: Bool) -> String {
        if entry.modal == .fullScreenCover { return "a full-screen cover cannot be swiped away, and no action leads back" }
        // Under a tab bar the user can leave for another tab, but this tab stays stuck.
        let stays = inTabs && entry.modal == nil ? "; the other tabs stay reachable, but this one stays on '\(screen.id)'" : ""
        if screen.backButtonHidden { return "its back button is hidden, and no action leads back" + stays }
        return (inTabs && entry.modal == nil ? "no action or back button leads back" : "no action, back button or tab leads back") + stays
    }
}

private extension String {
    static func trapped(_ screen: String, cases: Bool, reason: String) -> String {
        "once on '\(screen)' the user cannot get back to the launch screen\(cases ? " or to the start of a switch case" : ""): \(reason)"
    }
}
