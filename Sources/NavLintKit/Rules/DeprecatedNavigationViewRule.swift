struct DeprecatedNavigationViewRule: Rule {
    static let description = RuleDescription(
        id: "deprecated-navigation-view",
        name: "Deprecated NavigationView",
        summary: "A NavigationView container",
        severity: .warning,
        rationale: """
        NavigationView is deprecated since iOS 16. It has no path, so navigation cannot be \
        driven, restored or deep-linked as data, and its behaviour differs between iOS \
        versions. Use NavigationStack (style "stack") or NavigationSplitView (style "columns").
        """,
        triggering: [
            Example("""
            { "navlint": 1,
              "root": { ↓"navigationView": { "style": "stack", "root": "Home" } },
              "screens": { "Home": {} } }
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
        context.model.containers.compactMap { container in
            guard case .navigationView(let style, _) = container.kind else { return nil }
            return finding(context, at: container.range, subject: container.id,
                           .deprecated(id: container.id, style: style), ignore: container.ignore)
        }
    }
}

private extension String {
    static func deprecated(id: String, style: NavigationViewStyle) -> String {
        let replacement = style == .stack ? "NavigationStack" : "NavigationSplitView"
        return "NavigationView '\(id)' is deprecated since iOS 16; use \(replacement)"
    }
}
