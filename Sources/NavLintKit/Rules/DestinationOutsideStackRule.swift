struct DestinationOutsideStackRule: Rule {
    static let description = RuleDescription(
        id: "destination-outside-stack",
        name: "Destination outside a stack",
        summary: "A navigationDestination is declared where no stack encloses it",
        severity: .error,
        rationale: """
        navigationDestination registers with the NavigationStack (or split view) around the \
        view it modifies. Declared on a screen that is shown with none around it (the root \
        of a sheet without a NavigationStack, a tab without one), it registers nowhere and \
        SwiftUI ignores it: links and path appends meant for it do nothing. Wrap the content \
        in a NavigationStack, or declare the destination inside the stack that pushes it.
        """,
        triggering: [
            Example("""
            { "navlint": 1, "types": { "Item": {} },
              "root": { "stack": { "root": "Home" } },
              "screens": {
                "Home": { "actions": [ { "present": "Picker", "style": "sheet", "label": "Choose" } ] },
                "Picker": { "destinations": [ { "for": ↓"Item", "screen": "Detail" } ] },
                "Detail": {} } }
            """),
        ],
        nonTriggering: [
            Example("""
            { "navlint": 1, "types": { "Item": {} },
              "root": { "stack": { "root": "Home" } },
              "screens": {
                "Home": { "actions": [ { "present": { "stack": { "root": "Picker" } }, "style": "sheet", "label": "Choose" } ] },
                "Picker": { "destinations": [ { "for": "Item", "screen": "Detail" } ], "actions": [ { "push": "Item" } ] },
                "Detail": {} } }
            """),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        let visible = context.exploration.visibleScreens
        return context.containment.outsideStacks.sorted().filter { visible[$0] != nil }.flatMap { s in
            let screen = context.model.screens[s]
            return screen.destinations.map { destination in
                let type = context.typeName(destination.written)
                return finding(context, at: destination.typeRange, subject: "\(screen.id).destinations[\(type)]",
                               .outside(call: context.destinationCall(destination.written), screen: screen.id), ignore: destination.ignore.union(screen.ignore))
            }
        }
    }
}

private extension String {
    static func outside(call: String, screen: String) -> String {
        "\(call) on '\(screen)' is outside any NavigationStack where '\(screen)' is shown: SwiftUI ignores it there; wrap the content in a NavigationStack"
    }
}
