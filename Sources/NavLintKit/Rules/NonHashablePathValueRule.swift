struct NonHashablePathValueRule: Rule {
    static let description = RuleDescription(
        id: "non-hashable-path-value",
        name: "Non-Hashable path value",
        summary: "A pushed type is not Hashable",
        severity: .error,
        rationale: """
        NavigationLink(value:), navigationDestination(for:) and NavigationPath all require \
        Hashable values: a type that is not Hashable cannot be pushed at all (the code does \
        not compile, or the workaround hashes unstable data). Make the type Hashable, or \
        push its id.
        """,
        triggering: [
            Example("""
            { "navlint": 1, "types": { ↓"Session": { "hashable": false } },
              "root": { "stack": { "root": "Home" } },
              "screens": {
                "Home": { "destinations": [ { "for": "Session", "screen": "Detail" } ], "actions": [ { "push": "Session" } ] },
                "Detail": {} } }
            """),
        ],
        nonTriggering: [
            Example("""
            { "navlint": 1, "types": { "Session": { "hashable": false }, "SessionID": {} },
              "root": { "stack": { "root": "Home" } },
              "screens": {
                "Home": { "destinations": [ { "for": "SessionID", "screen": "Detail" } ], "actions": [ { "push": "SessionID" } ] },
                "Detail": {} } }
            """),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        let model = context.model
        var used: Set<Int> = Set(model.deepLinks.routes.flatMap(\.push))
        for screen in model.screens {
            used.formUnion(screen.destinations.map(\.type))
            for case .push(let types) in screen.actions.map(\.kind) { used.formUnion(types) }
        }
        // An enum's cases are Hashable as the enum is: reported once, at the enum.
        return Set(used.filter { model.types[$0].binding == nil }.map { model.types[$0].enumType ?? $0 }).sorted().compactMap { t in
            let type = model.types[t]
            guard !type.hashable else { return nil }
            return finding(context, at: type.range, subject: "type:\(type.name)", .notHashable(type.name))
        }
    }
}

private extension String {
    static func notHashable(_ type: String) -> String {
        "'\(type)' is pushed on a navigation path but is not Hashable; make it Hashable or push its id"
    }
}
