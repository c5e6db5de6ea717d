struct ViewBasedLinkRule: Rule {
    static let description = RuleDescription(
        id: "view-based-link",
        name: "View-based link",
        summary: "A NavigationLink(destination:) or isActive: link",
        severity: .warning,
        rationale: """
        A view-based NavigationLink builds its destination view up front and cannot be \
        driven from data: no deep link, restoration or pop-to-root can reach the screen it \
        pushes, and the isActive: form is deprecated. Push a value with NavigationLink(value:) \
        and register a navigationDestination for its type.
        """,
        triggering: [
            Example("""
            { "navlint": 1,
              "root": { "stack": { "root": "Calendar" } },
              "screens": {
                "Calendar": { "actions": [ { ↓"pushView": "Edit", "label": "Edit" } ] },
                "Edit": {} } }
            """),
        ],
        nonTriggering: [
            Example("""
            { "navlint": 1, "types": { "EditRoute": {} },
              "root": { "stack": { "root": "Calendar" } },
              "screens": {
                "Calendar": { "destinations": [ { "for": "EditRoute", "screen": "Edit" } ],
                              "actions": [ { "push": "EditRoute", "label": "Edit" } ] },
                "Edit": {} } }
            """),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for (s, screen) in context.model.screens.enumerated() {
            for (a, action) in screen.actions.enumerated() {
                guard case .pushView(let target) = action.kind else { continue }
                findings.append(finding(context, at: action.verbRange, subject: context.actionSubject(screen: s, action: a),
                                        .viewBased(target: context.screenName(target)),
                                        ignore: action.ignore.union(screen.ignore)))
            }
        }
        return findings
    }
}

private extension String {
    static func viewBased(target: String) -> String {
        "view-based NavigationLink to '\(target)' cannot be driven by a path (no deep link, restoration or pop to root); push a value and register a navigationDestination"
    }
}
