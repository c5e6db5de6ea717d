struct ButtonWrapsLinkRule: Rule {
    static let description = RuleDescription(
        id: "button-wraps-link",
        name: "Button wraps link",
        summary: "A NavigationLink inside a Button's label",
        severity: .warning,
        rationale: """
        A NavigationLink inside a Button's label gives two tap targets for one tap: the \
        button's action and the link both fire, or one of them swallows the tap depending on \
        the platform. Use the NavigationLink alone; run extra work in .simultaneousGesture \
        or in the destination's .onAppear.
        """,
        triggering: [
            Example("""
            { "navlint": 1, "types": { "Item": {} },
              "root": { "stack": { "root": "Home" } },
              "screens": {
                "Home": { "destinations": [ { "for": "Item", "screen": "Detail" } ],
                          "actions": [ { "push": "Item", "label": "Go", "wrappedIn": ↓"Button" } ] },
                "Detail": {} } }
            """),
        ],
        nonTriggering: [
            Example("""
            { "navlint": 1, "types": { "Item": {} },
              "root": { "stack": { "root": "Home" } },
              "screens": {
                "Home": { "destinations": [ { "for": "Item", "screen": "Detail" } ],
                          "actions": [ { "push": "Item", "label": "Go" } ] },
                "Detail": {} } }
            """),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for (s, screen) in context.model.screens.enumerated() {
            for (a, action) in screen.actions.enumerated() {
                guard action.wrappedInButton, let range = action.wrappedInRange else { continue }
                findings.append(finding(context, at: range, subject: context.actionSubject(screen: s, action: a),
                                        .wrapped(context.actionName(action)), ignore: action.ignore.union(screen.ignore)))
            }
        }
        return findings
    }
}

private extension String {
    static func wrapped(_ action: String) -> String {
        "the link '\(action)' is inside a Button's label: one tap fires both; use the NavigationLink alone"
    }
}
