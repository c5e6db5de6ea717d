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
        stack, on the stack's root, and switch on the value inside it. Judged on stacks and \
        pushed screens that some reachable state shows.
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
            Example("""
            { "navlint": 1, "types": { "Item": {}, "Tag": {} },
              "root": { "stack": { "root": "Home" } },
              "screens": {
                "Home": { "destinations": [ { "for": "Item", "screen": "Detail" }, { "for": "Tag", "screen": { "stack": { "root": "Hub" } } } ],
                          "actions": [ { "push": "Item" } ] },
                "Hub": { "destinations": [ { "for": "Item", "screen": "Detail" } ] },
                "Detail": {} } }
            """),
        ])

    /// A destination some earlier one for its type shadows on a stack, and where the screen
    /// declaring it is first pushed there (nil: it is one of the stack's roots).
    private struct Shadowed {
        let screen: Int
        let destination: Destination
        let earlier: (screen: Int, destination: Destination)
        let pushed: Sighting?
    }

    func check(_ context: RuleContext) -> [Finding] {
        let model = context.model
        var findings: [Finding] = []
        // One finding a destination: stacks alike (a sheet's stack at each call site) hold the same one.
        var reported = Set<Int>()
        // Stacks on one root screen hold the same screens and destinations: found once per root.
        var byRoot: [Int: [Shadowed]] = [:]
        // Only stacks on screen in some reachable state, and pushed screens shown in one, show destinations.
        for (c, stack) in model.containers.enumerated() where stack.isStackLike {
            guard let shown = context.shownContainers[c] else { continue }
            let shadowed: [Shadowed]
            if case .stack(.screen(let root), _) = stack.kind {
                if let known = byRoot[root] {
                    shadowed = known
                } else {
                    shadowed = Self.shadowed(on: c, context)
                    byRoot[root] = shadowed
                }
            } else {
                shadowed = Self.shadowed(on: c, context)
            }
            for duplicate in shadowed where reported.insert(duplicate.destination.typeRange.start).inserted {
                let destination = duplicate.destination
                let type = context.typeName(destination.written)
                let line = model.file.location(duplicate.earlier.destination.typeRange).line
                findings.append(finding(
                    context, at: destination.typeRange, subject: "\(stack.id)[\(type)]@\(model.screens[duplicate.screen].id)",
                    .duplicate(type: type, stack: stack.id, first: model.screens[duplicate.earlier.screen].id, line: line),
                    ignore: destination.ignore.union(model.screens[duplicate.screen].ignore),
                    trace: context.trace(to: duplicate.pushed ?? shown)))
            }
        }
        return findings
    }

    private static func shadowed(on c: Int, _ context: RuleContext) -> [Shadowed] {
        var found: [Shadowed] = []
        // Destinations on the stack's root screens are visible in every state of the stack.
        var first: [Int: (screen: Int, destination: Destination)] = [:]
        let roots = context.containment.rootScreens(ofStack: c)
        let rootSet = Set(roots)
        let shownPushed = context.pushedScreens(onto: c)
        let pushed = context.containment.screens(pushingOnto: c).filter { shownPushed[$0] != nil && !rootSet.contains($0) }
        for s in roots + pushed {
            for destination in context.model.screens[s].destinations {
                guard let earlier = first[destination.type] else {
                    if rootSet.contains(s) { first[destination.type] = (s, destination) }
                    continue
                }
                found.append(Shadowed(screen: s, destination: destination, earlier: earlier, pushed: rootSet.contains(s) ? nil : shownPushed[s]))
            }
        }
        return found
    }
}

private extension String {
    static func duplicate(type: String, stack: String, first: String, line: Int) -> String {
        "a second navigationDestination for '\(type)' in stack '\(stack)' (the first is on '\(first)', line \(line)); SwiftUI uses only the one closest to the root (SwiftUI: \"…was declared earlier on the stack. Only the destination declared closest to the root view of the stack will be used.\")"
    }
}
