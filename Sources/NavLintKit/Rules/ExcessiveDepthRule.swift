struct ExcessiveDepthRule: Rule {
    static let description = RuleDescription(
        id: "excessive-depth",
        name: "Excessive depth",
        summary: "A screen takes more than maxSteps events to reach",
        severity: .note,
        rationale: """
        The shortest way from launch to this screen takes more taps than the project's \
        maxSteps (default 8). Deeply buried screens are hard to find and hard to return to. \
        Consider a shortcut: a tab, a deep link, or a link from an earlier screen.
        """,
        triggering: [
            Example("""
            { "navlint": 1,
              "root": { "stack": { "root": "S0" } },
              "screens": {
                "S0": { "actions": [ { "pushView": "S1" } ] }, "S1": { "actions": [ { "pushView": "S2" } ] },
                "S2": { "actions": [ { "pushView": "S3" } ] }, "S3": { "actions": [ { "pushView": "S4" } ] },
                "S4": { "actions": [ { "pushView": "S5" } ] }, "S5": { "actions": [ { "pushView": "S6" } ] },
                "S6": { "actions": [ { "pushView": "S7" } ] }, "S7": { "actions": [ { "pushView": "S8" } ] },
                "S8": { "actions": [ { "present": "Receipt", "style": "sheet" } ] },
                ↓"Receipt": {} } }
            """),
        ],
        nonTriggering: [
            Example("""
            { "navlint": 1,
              "root": { "stack": { "root": "S0" } },
              "screens": {
                "S0": { "actions": [ { "present": "S1", "style": "sheet" } ] },
                "S1": {} } }
            """),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        let exploration = context.exploration
        let limit = context.configuration.maxSteps
        return exploration.visibleScreens.sorted { $0.key < $1.key }.compactMap { s, state in
            let steps = exploration.length(state)
            guard steps > limit else { return nil }
            let screen = context.model.screens[s]
            return finding(context, at: screen.nameRange, subject: screen.id, .deep(screen.id, steps: steps, limit: limit),
                           ignore: screen.ignore, trace: context.trace(to: state))
        }
    }
}

private extension String {
    static func deep(_ screen: String, steps: Int, limit: Int) -> String {
        "'\(screen)' takes \(steps) steps from launch, more than maxSteps (\(limit))"
    }
}
