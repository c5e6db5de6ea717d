struct DuplicateDestinationRule: Rule {
    static let description = RuleDescription(
        id: "duplicate-destination",
        name: "Duplicate destination",
        summary: "Two destinations for one type are visible in one stack",
        severity: .warning,
        rationale: """
        When two navigationDestination modifiers for the same type are visible in one stack, \
        SwiftUI uses the one closest to the root and logs a warning; the other never runs, \
        so the screen it was meant to show is never pushed. Register each type once per \
        stack, on the stack's root, and switch on the value inside it.
        """,
        triggering: [
            Example("""
            { "navlint": 1, "types": { "Item": {} },
              "root": { "stack": { "root": "Home" } },
              "screens": {
                "Home": { "destinations": [ { "for": "Item", "screen": "Detail" }, { "for": ↓"Item", "screen": "Other" } ],
                          "actions": [ { "push": "Item" } ] },
                "Detail": {}, "Other": {} } }
            """),
            Example("""
            { "navlint": 1, "types": { "Item": {} },
              "root": { "stack": { "root": "Home" } },
              "screens": {
                "Home": { "destinations": [ { "for": "Item", "screen": "Detail" } ], "actions": [ { "push": "Item" } ] },
                "Detail": { "destinations": [ { "for": ↓"Item", "screen": "Detail" } ], "actions": [ { "push": "Item" } ] } } }
            """),
        ],
        nonTriggering: [
            Example("""
            { "navlint": 1, "types": { "Item": {}, "User": {} },
              "root": { "stack": { "root": "Home" } },
              "screens": {
                "Home": { "destinations": [ { "for": "Item", "screen": "Detail" }, { "for": "User", "screen": "Profile" } ],
                          "actions": [ { "push": "Item" }, { "push": "User" } ] },
                "Detail": {}, "Profile": {} } }
            """),
            Example("""
            { "navlint": 1, "types": { "Item": {} },
              "root": { "tabs": { "selection": "none", "items": [
                { "id": "a", "content": { "stack": { "root": "A" } } },
                { "id": "b", "content": { "stack": { "root": "B" } } } ] } },
              "screens": {
                "A": { "destinations": [ { "for": "Item", "screen": "Detail" } ] },
                "B": { "destinations": [ { "for": "Item", "screen": "Detail" } ] },
                "Detail": {} } }
            """),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        let model = context.model
        var findings: [Finding] = []
        for (c, stack) in model.containers.enumerated() where stack.isStackLike {
            // Destinations on the stack's root screens are visible in every state of the stack.
            var first: [Int: (screen: Int, destination: Destination)] = [:]
            let roots = context.containment.rootScreens(ofStack: c)
            let rootSet = Set(roots)
            let pushed = context.containment.screens(pushingOnto: c).filter {
                context.containment.pushedScreens.contains($0) && !rootSet.contains($0)
            }
            for s in roots + pushed {
                for destination in model.screens[s].destinations {
                    guard let earlier = first[destination.type] else {
                        if rootSet.contains(s) { first[destination.type] = (s, destination) }
                        continue
                    }
                    let type = context.typeName(destination.written)
                    let line = model.file.location(earlier.destination.typeRange).line
                    findings.append(finding(
                        context, at: destination.typeRange, subject: "\(stack.id)[\(type)]@\(model.screens[s].id)",
                        .duplicate(type: type, stack: stack.id, first: model.screens[earlier.screen].id, line: line),
                        ignore: destination.ignore.union(model.screens[s].ignore)))
                }
            }
        }
        return findings
    }
}

private extension String {
    static func duplicate(type: String, stack: String, first: String, line: Int) -> String {
        "a second navigationDestination for '\(type)' in stack '\(stack)' (the first is on '\(first)', line \(line)); SwiftUI uses only the one closest to the root (SwiftUI: \"…was declared earlier on the stack. Only the destination declared closest to the root view of the stack will be used.\")"
    }
}
