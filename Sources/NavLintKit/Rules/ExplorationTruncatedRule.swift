struct ExplorationTruncatedRule: Rule {
    static let description = RuleDescription(
        id: "exploration-truncated",
        name: "Exploration truncated",
        summary: "The fallback enumeration stopped at maxStates or cut paths at maxDepth: the results are partial",
        severity: .warning,
        rationale: """
        navlint analyses most apps on their frame graph, exactly and for paths of any length. \
        Some shapes it must enumerate state by state instead (two stacks bound to one path, \
        a URL that pushes onto a tab the user does not see, a split view with two stacks and \
        another kind of column, a stack in pushed content, a deep link that pushes under a \
        modal where that can trap the user; the message and `navlint states` name the \
        construct); there paths and modal \
        chains are cut at maxDepth and the enumeration \
        stops at maxStates. This finding says it cut or stopped, so states beyond the limit \
        were not checked: what is never reached is not reported (unreachable-screen, \
        unreachable-destination; navigation-trap too when it stopped), and others may miss \
        findings. Raise --max-states, or lower --max-depth when long recursive paths \
        (recipe → related recipe → …) blow up the state space; raise --max-depth to look \
        deeper where only paths were cut.
        """,
        triggering: [
            Example("""
            { "navlint": 1, "types": { "A": {}, "B": {} },
              "root": { ↓"tabs": { "selection": "binding", "items": [
                { "id": "one", "content": { "stack": { "root": "Home", "path": { "binding": "path", "type": "NavigationPath" } } } },
                { "id": "two", "content": { "stack": { "root": "Home", "path": { "binding": "path", "type": "NavigationPath" } } } } ] } },
              "screens": {
                "Home": { "destinations": [ { "for": "A", "screen": "Home" }, { "for": "B", "screen": "Home" } ],
                          "actions": [ { "push": "A" }, { "push": "B" } ] } } }
            """, maxStates: 100),
            Example("""
            { "navlint": 1, "types": { "A": {} },
              "root": { ↓"tabs": { "selection": "binding", "items": [
                { "id": "one", "content": { "stack": { "root": "Home", "path": { "binding": "path", "type": "NavigationPath" } } } },
                { "id": "two", "content": { "stack": { "root": "Home", "path": { "binding": "path", "type": "NavigationPath" } } } } ] } },
              "screens": {
                "Home": { "destinations": [ { "for": "A", "screen": "Home" } ], "actions": [ { "push": "A" } ] } } }
            """),
        ],
        nonTriggering: [
            Example("""
            { "navlint": 1, "types": { "A": {} },
              "root": { "stack": { "root": "Home" } },
              "screens": {
                "Home": { "destinations": [ { "for": "A", "screen": "Home" } ], "actions": [ { "push": "A" } ] } } }
            """),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        let exploration = context.exploration
        guard exploration.truncated || exploration.cutShort else { return [] }
        let configuration = context.configuration
        let message: String = exploration.timedOut
            ? .timedOut(states: exploration.stateCount, seconds: configuration.timeout ?? 0)
            : exploration.truncated
            ? .truncated(states: exploration.stateCount, limit: configuration.maxStates, depth: configuration.maxDepth)
            : .cut(depth: configuration.maxDepth)
        let why = exploration.statistics.first { ($0.truncated || $0.depthCuts > 0) && $0.fallback != nil }?.fallback
        return [finding(context, at: context.model.rootRange, subject: "exploration", message + (why.map { " (enumerated state by state: \($0))" } ?? ""))]
    }
}

private extension String {
    static func timedOut(states: Int, seconds: Double) -> String {
        "exploration stopped after \(states) states when the \(Int(seconds)) s timeout ran out: the results are partial; raise --timeout or lower --max-depth"
    }

    static func cut(depth: Int) -> String {
        "paths or modal chains were cut at maxDepth \(depth): what lies deeper was not checked, so nothing is reported "
            + "unreachable; raise --max-depth to look deeper"
    }

    static func truncated(states: Int, limit: Int, depth: Int) -> String {
        "exploration stopped after \(states) states (maxStates \(limit), maxDepth \(depth)): the results are partial; raise --max-states or lower --max-depth"
    }
}
