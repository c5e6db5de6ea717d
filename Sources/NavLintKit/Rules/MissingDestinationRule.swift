struct MissingDestinationRule: Rule {
    static let description = RuleDescription(
        id: "missing-destination",
        name: "Missing destination",
        summary: "A reachable push resolves to no destination",
        severity: .error,
        rationale: """
        A NavigationLink(value:) or path.append that no navigationDestination in the stack \
        matches does nothing on screen: SwiftUI logs "A NavigationLink is presenting a value \
        of type … but there is no matching navigationDestination declaration visible from \
        the location of the link". Register a destination for the type on the stack's root \
        (destinations on pushed screens are visible only while those screens are on the path).
        """,
        triggering: [
            Example("""
            { "navlint": 1, "types": { "Recipe": {}, "Author": {} },
              "root": { "stack": { "root": "Home" } },
              "screens": {
                "Home": { "destinations": [ { "for": "Recipe", "screen": "Detail" } ], "actions": [ { "push": "Recipe", "label": "Apple Pie" } ] },
                "Detail": { "actions": [ { "push": ↓"Author", "label": "By Jane" } ] } } }
            """),
        ],
        nonTriggering: [
            Example("""
            { "navlint": 1, "types": { "Recipe": {}, "Author": {} },
              "root": { "stack": { "root": "Home" } },
              "screens": {
                "Home": { "destinations": [ { "for": "Recipe", "screen": "Detail" }, { "for": "Author", "screen": "AuthorView" } ],
                          "actions": [ { "push": "Recipe", "label": "Apple Pie" } ] },
                "Detail": { "actions": [ { "push": "Author", "label": "By Jane" } ] },
                "AuthorView": {} } }
            """),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        context.exploration.failures.sorted { $0.key.sortKey.lexicographicallyPrecedes($1.key.sortKey) }.compactMap { failure, sighting in
            guard case .missingDestination(let ref, let type) = failure else { return nil }
            let screen = context.model.screens[ref.screen]
            let action = screen.actions[ref.action]
            guard case .push(let types) = action.kind, let position = types.firstIndex(of: type) else { return nil }
            return finding(context, at: action.typeRanges[position],
                           subject: context.actionSubject(screen: ref.screen, action: ref.action) + ":\(context.typeName(type))",
                           .noDestination(type: context.typeName(type)), ignore: action.ignore.union(screen.ignore),
                           trace: context.trace(to: sighting.0, then: sighting.1))
        }
    }
}

extension Failure {
    var sortKey: [Int] {
        switch self {
        case .missingDestination(let ref, let type): [0, ref.screen, ref.action, type]
        case .outsideStack(let ref): [1, ref.screen, ref.action]
        case .unhandledURL(let ref): [2, ref.screen, ref.action]
        case .depthCut: [3]
        case .popPastRoot(let ref): [4, ref.screen, ref.action]
        }
    }
}

private extension String {
    static func noDestination(type: String) -> String {
        "pushes \(type), but no navigationDestination for \(type) is visible in the stack: the link does nothing (SwiftUI: \"…but there is no matching navigationDestination declaration visible from the location of the link. The link cannot be activated.\")"
    }
}
