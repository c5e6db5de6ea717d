struct UnreachableDestinationRule: Rule {
    static let description = RuleDescription(
        id: "unreachable-destination",
        name: "Unreachable destination",
        summary: "A registered destination is never resolved in any reachable state",
        severity: .warning,
        rationale: """
        No reachable push ever resolves to this navigationDestination: nothing pushes its \
        type where it is visible, or an earlier destination for the same type always wins. \
        The screen it builds is never shown through it. Push the type where this \
        destination is visible, or remove the registration.
        """,
        triggering: [
            Example("""
            { "navlint": 1, "types": { "Item": {}, "User": {} },
              "root": { "stack": { "root": "Home" } },
              "screens": {
                "Home": { "destinations": [ { "for": "Item", "screen": "Detail" }, { "for": ↓"User", "screen": "Profile" } ],
                          "actions": [ { "push": "Item" }, { "present": "Profile", "style": "sheet" } ] },
                "Detail": {}, "Profile": {} } }
            """),
        ],
        nonTriggering: [
            Example("""
            { "navlint": 1, "types": { "Item": {}, "User": {} },
              "root": { "stack": { "root": "Home" } },
              "screens": {
                "Home": { "destinations": [ { "for": "Item", "screen": "Detail" }, { "for": "User", "screen": "Profile" } ],
                          "actions": [ { "push": "Item" } ] },
                "Detail": { "actions": [ { "push": "User" } ] }, "Profile": {} } }
            """),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        let exploration = context.exploration
        guard !exploration.truncated else { return [] }
        var findings: [Finding] = []
        for (s, screen) in context.model.screens.enumerated() where exploration.visibleScreens[s] != nil {
            for (d, destination) in screen.destinations.enumerated()
            where exploration.resolvedDestinations[DestinationRef(screen: s, index: d)] == nil {
                let type = context.typeName(destination.type)
                findings.append(finding(context, at: destination.typeRange, subject: "\(screen.id).destinations[\(type)]",
                                        .neverResolved(type: type, screen: screen.id),
                                        ignore: destination.ignore.union(screen.ignore)))
            }
        }
        return findings
    }
}

private extension String {
    static func neverResolved(type: String, screen: String) -> String {
        "navigationDestination(for: \(type)) on '\(screen)' is never used: no reachable push of \(type) resolves to it"
    }
}
