struct MixedNavigationContainersRule: Rule {
    static let description = RuleDescription(
        id: "mixed-navigation-containers",
        name: "Mixed navigation containers",
        summary: "NavigationView and NavigationStack nested in one another",
        severity: .error,
        rationale: """
        NavigationView and NavigationStack manage navigation differently and are not \
        compatible: nesting one in the other doubles the navigation bar and breaks the back \
        button. Replace the NavigationView with the NavigationStack's own navigation.
        """,
        triggering: [
            Example("""
            { "navlint": 1,
              "root": { "navigationView": { "style": "stack", "root": "Home" } },
              "screens": {
                "Home": { "embeds": { ↓"stack": { "root": "Feed" } } },
                "Feed": {} } }
            """),
        ],
        nonTriggering: [
            Example("""
            { "navlint": 1,
              "root": { "stack": { "root": "Home" } },
              "screens": { "Home": {} } }
            """),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        StackNesting.findings(of: self, context, sameKind: false)
    }
}
