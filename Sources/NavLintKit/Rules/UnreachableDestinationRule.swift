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
            // An enum router registered on every tab's stack through one destination set: the
            // unused case is reported once, at the case in the set.
            Example("""
            { "navlint": 1, "types": { "Route": { "cases": ["post", "user"] } },
              "destinationSets": { "router": [ { "for": "Route", "cases": { "post": "Post", ↓"user": "Profile" } } ] },
              "root": { "tabs": { "selection": "binding", "items": [
                { "id": "feed", "content": { "stack": { "root": "Feed" } } },
                { "id": "search", "content": { "stack": { "root": "Search" } } } ] } },
              "screens": {
                "Feed": { "destinations": ["router"], "actions": [ { "push": "Route.post" } ] },
                "Search": { "destinations": ["router"], "actions": [ { "push": "Route.post" }, { "present": "Profile", "style": "sheet" } ] },
                "Post": {}, "Profile": {} } }
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
        guard context.absenceKnown else { return [] }
        // One place in the spec (an entry of a destination set, or one screen for every case
        // of an enum) stands for a destination per screen using it and per case: it is
        // unused only when none of them is ever resolved.
        var places: [[Int]] = []
        var uses: [[Int]: (screen: Int, destination: Destination, resolved: Bool)] = [:]
        for (s, screen) in context.model.screens.enumerated() where exploration.visibleScreens[s] != nil {
            // A push the Swift front end could not type may be the one that uses it.
            let untyped = context.untypedPushMayUse(destinationsOf: s)
            for (d, destination) in screen.destinations.enumerated() {
                let resolved = untyped || exploration.resolvedDestinations[DestinationRef(screen: s, index: d)] != nil
                let place = [destination.typeRange.start, destination.typeRange.end]
                if let known = uses[place] {
                    uses[place]!.resolved = known.resolved || resolved
                } else {
                    places.append(place)
                    uses[place] = (s, destination, resolved)
                }
            }
        }
        return places.compactMap { place in
            let (s, destination, resolved) = uses[place]!
            guard !resolved else { return nil }
            let screen = context.model.screens[s]
            let type = context.typeName(destination.written)
            if let set = destination.set {
                return finding(context, at: destination.typeRange, subject: "destinationSets.\(set)[\(type)]",
                               .neverResolved(call: context.destinationCall(destination.written), type: type, set: set), ignore: destination.ignore)
            }
            return finding(context, at: destination.typeRange, subject: "\(screen.id).destinations[\(type)]",
                           .neverResolved(call: context.destinationCall(destination.written), type: type, screen: screen.id), ignore: destination.ignore.union(screen.ignore))
        }
    }
}

private extension String {
    static func neverResolved(call: String, type: String, screen: String) -> String {
        "\(call) on '\(screen)' is never used: no reachable push of \(type) resolves to it"
    }

    static func neverResolved(call: String, type: String, set: String) -> String {
        "\(call) in destination set '\(set)' is never used: in no stack that uses the set does a reachable push of \(type) resolve to it"
    }
}
