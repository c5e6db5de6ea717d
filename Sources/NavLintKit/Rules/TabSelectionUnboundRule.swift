struct TabSelectionUnboundRule: Rule {
    static let description = RuleDescription(
        id: "tab-selection-unbound",
        name: "Tab selection unbound",
        summary: "Code switches tabs on a TabView whose selection is not bound",
        severity: .error,
        rationale: """
        Only a TabView created with TabView(selection:) can be switched from code. Without \
        the binding, a button or deep link that "selects" a tab changes nothing and the user \
        stays where they were. Bind the selection to state (e.g. a TabController's activeTab) \
        and tag each tab.
        """,
        triggering: [
            Example("""
            { "navlint": 1,
              "root": { "tabs": { "selection": "none", "items": [
                { "id": "home", "content": "Home" }, { "id": "settings", "content": "Settings" } ] } },
              "screens": {
                "Home": { "actions": [ { "select": ↓"settings", "label": "Open settings" } ] },
                "Settings": {} } }
            """),
            Example("""
            { "navlint": 1,
              "root": { "tabs": { "selection": "none", "items": [
                { "id": "home", "content": { "stack": { "id": "homeStack", "root": "Home" } } },
                { "id": "settings", "content": "Settings" } ] } },
              "screens": { "Home": {}, "Settings": {} },
              "deepLinks": { "schemes": ["myapp"], "routes": [
                { "id": "home", "pattern": "home", "tab": ↓"home", "stack": "homeStack" } ] } }
            """),
        ],
        nonTriggering: [
            Example("""
            { "navlint": 1,
              "root": { "tabs": { "selection": "binding", "items": [
                { "id": "home", "content": "Home" }, { "id": "settings", "content": "Settings" } ] } },
              "screens": {
                "Home": { "actions": [ { "select": "settings", "label": "Open settings" } ] },
                "Settings": {} } }
            """),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for (s, screen) in context.model.screens.enumerated() {
            for (a, action) in screen.actions.enumerated() {
                guard case .select(let tabs, let tab) = action.kind, !isBound(context, tabs) else { continue }
                findings.append(finding(context, at: action.valueRange, subject: context.actionSubject(screen: s, action: a),
                                        .unbound(tab: context.tabName(tabs, tab), tabView: context.containerName(tabs)),
                                        ignore: action.ignore.union(screen.ignore)))
            }
        }
        for route in context.model.deepLinks.routes {
            guard let (tabs, tab) = route.tab, let range = route.tabRange, !isBound(context, tabs) else { continue }
            findings.append(finding(context, at: range, subject: "route:\(route.id)",
                                    .unbound(tab: context.tabName(tabs, tab), tabView: context.containerName(tabs)),
                                    ignore: route.ignore))
        }
        return findings
    }

    private func isBound(_ context: RuleContext, _ tabs: Int) -> Bool {
        context.model.isBound(TabPosition(tabs: tabs, tab: 0))
    }
}

private extension String {
    static func unbound(tab: String, tabView: String) -> String {
        "selects tab '\(tab)' but the TabView '\(tabView)' has no selection binding, so the switch does nothing; use TabView(selection:)"
    }
}
