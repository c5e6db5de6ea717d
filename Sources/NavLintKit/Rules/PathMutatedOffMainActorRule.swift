struct PathMutatedOffMainActorRule: Rule {
    static let description = RuleDescription(
        id: "path-mutated-off-main-actor",
        name: "Path mutated off the main actor",
        summary: "Code changes a navigation path from a background task",
        severity: .error,
        rationale: """
        A navigation path is UI state. Appending to it or removing from it in a detached \
        task or on a background queue races with SwiftUI's own updates: navigation state \
        gets corrupted, pushes are lost, or the app crashes. Hop to the main actor \
        (`await MainActor.run { … }`, or a @MainActor router method) before mutating it.
        """,
        triggering: [
            Example("""
            { "navlint": 1, "types": { "Recipe": {} },
              "root": { "stack": { "root": "Home" } },
              "screens": {
                "Home": { "destinations": [ { "for": "Recipe", "screen": "Detail" } ],
                          "actions": [ { "push": "Recipe", "via": "code", "actor": ↓"background", "label": "Loaded" } ] },
                "Detail": { "actions": [ { "popToRoot": true, "via": "code", "actor": ↓"background" } ] } } }
            """),
        ],
        nonTriggering: [
            Example("""
            { "navlint": 1, "types": { "Recipe": {} },
              "root": { "stack": { "root": "Home" } },
              "screens": {
                "Home": { "destinations": [ { "for": "Recipe", "screen": "Detail" } ],
                          "actions": [ { "push": "Recipe", "via": "code", "actor": "main", "label": "Loaded" } ] },
                "Detail": {} } }
            """),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for (s, screen) in context.model.screens.enumerated() {
            for (a, action) in screen.actions.enumerated() {
                guard action.actor == .background, let range = action.actorRange, action.mutatesPathInCode else { continue }
                findings.append(finding(context, at: range, subject: context.actionSubject(screen: s, action: a),
                                        .offMain(context.actionName(action)), ignore: action.ignore.union(screen.ignore)))
            }
        }
        return findings
    }
}

extension Action {
    /// `path.append`, `removeLast` and `removeAll` written in code (pops always are).
    var mutatesPathInCode: Bool {
        switch kind {
        case .push: via == .code
        case .pop, .popToRoot: true
        default: false
        }
    }
}

private extension String {
    static func offMain(_ action: String) -> String {
        "'\(action)' changes the navigation path from a background task; mutate it on the main actor"
    }
}
