struct DestinationOnPushedScreenRule: Rule {
    static let description = RuleDescription(
        id: "destination-on-pushed-screen",
        name: "Destination on pushed screen",
        summary: "A destination is declared on a pushed screen, not on the stack root",
        severity: .note,
        rationale: """
        A navigationDestination declared on a screen that is itself pushed is visible only \
        while that screen is on the path. Pushing its type from anywhere else (a deep link, \
        the root, after a pop) finds no destination. Declaring destinations on the stack's \
        root view makes them visible in every state of the stack. On a stack bound to a \
        typed path (`[Recipe]`) SwiftUI ignores them altogether and logs "Only root-level \
        navigation destinations are effective for a navigation stack with a homogeneous path." \
        A destination bound to state (`isPresented:`, `item:`) is reported only there: on a \
        pushed screen that sets its own state it is Apple's pattern.
        """,
        triggering: [
            Example("""
            { "navlint": 1, "types": { "Category": {}, "Recipe": {} },
              "root": { "stack": { "root": "Home" } },
              "screens": {
                "Home": { "destinations": [ { "for": "Category", "screen": "CategoryView" } ], "actions": [ { "push": "Category" } ] },
                "CategoryView": { "destinations": [ { "for": ↓"Recipe", "screen": "RecipeDetail" } ], "actions": [ { "push": "Recipe" } ] },
                "RecipeDetail": {} } }
            """),
        ],
        nonTriggering: [
            Example("""
            { "navlint": 1, "types": { "Category": {}, "Recipe": {} },
              "root": { "stack": { "root": "Home" } },
              "screens": {
                "Home": { "destinations": [ { "for": "Category", "screen": "CategoryView" }, { "for": "Recipe", "screen": "RecipeDetail" } ],
                          "actions": [ { "push": "Category" } ] },
                "CategoryView": { "actions": [ { "push": "Recipe" } ] },
                "RecipeDetail": {} } }
            """),
            // A destination bound to the pushed screen's own state (`isPresented:`) is used only
            // from that screen: Apple's own pattern. Only a typed path ignores it.
            Example("""
            { "navlint": 1, "types": { "Category": {} },
              "root": { "stack": { "root": "Home" } },
              "screens": {
                "Home": { "destinations": [ { "for": "Category", "screen": "CategoryView" } ], "actions": [ { "push": "Category" } ] },
                "CategoryView": { "destinations": [ { "isPresented": "showInfo", "screen": "Info" } ], "actions": [ { "set": "showInfo" } ] },
                "Info": {} } }
            """),
            // Home is the stack's root and is pushed again ("Start over"): its destination is at the root.
            Example("""
            { "navlint": 1, "types": { "Step": {} },
              "root": { "stack": { "root": "Home" } },
              "screens": {
                "Home": { "destinations": [ { "for": "Step", "screen": "Home" } ], "actions": [ { "push": "Step", "label": "Again" } ] } } }
            """),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for s in context.containment.pushedScreens.sorted() {
            // A stack's root pushed onto its own stack again: its destinations are the root's.
            let stacks = context.containment.nearestStacks(of: .screen(s))
            if !stacks.isEmpty, stacks.allSatisfy({ context.containment.rootScreens(ofStack: $0).contains(s) }) { continue }
            let screen = context.model.screens[s]
            for destination in screen.destinations {
                let type = context.typeName(destination.written)
                let typed = context.containment.nearestStacks(of: .screen(s)).filter {
                    !context.model.pushedDestinationCounts(stack: $0, type: destination.type)
                }
                if typed.isEmpty, context.model.types[destination.type].binding != nil { continue }
                let message: String = typed.first.map { .ignoredOnTypedPath(call: context.destinationCall(destination.written), screen: screen.id, stack: context.model.containers[$0].id) }
                    ?? .onPushedScreen(call: context.destinationCall(destination.written), screen: screen.id)
                findings.append(finding(context, at: destination.typeRange, subject: "\(screen.id).destinations[\(type)]", message,
                                        ignore: destination.ignore.union(screen.ignore)))
            }
        }
        return findings
    }
}

private extension String {
    static func ignoredOnTypedPath(call: String, screen: String, stack: String) -> String {
        "\(call) on '\(screen)', a pushed screen, is ignored: stack '\(stack)' has a typed path, which sees only its root's destinations (SwiftUI: \"Only root-level navigation destinations are effective for a navigation stack with a homogeneous path.\"); declare it on the stack's root"
    }

    static func onPushedScreen(call: String, screen: String) -> String {
        "\(call) is declared on '\(screen)', a pushed screen: it works only while '\(screen)' is on the path; declare it on the stack's root"
    }
}
