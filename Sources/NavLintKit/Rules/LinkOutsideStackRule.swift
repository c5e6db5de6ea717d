struct LinkOutsideStackRule: Rule {
    static let description = RuleDescription(
        id: "link-outside-stack",
        name: "Link outside a stack",
        summary: "A push happens where no stack encloses the screen",
        severity: .error,
        rationale: """
        A NavigationLink or path append needs an enclosing NavigationStack (or a split \
        view's next column) to push onto. Outside one the link is inert: it renders, but \
        tapping it does nothing. A common cause is a sheet whose content has no \
        NavigationStack of its own. Wrap the screen's content in a NavigationStack. In a \
        split view's column without a stack, a value link sets the selection of a later \
        column that shows values of its type (`List(selection:)`), or else replaces the \
        path of the next column's stack.
        """,
        triggering: [
            Example("""
            { "navlint": 1, "types": { "Item": {} },
              "root": { "stack": { "root": "Home" } },
              "screens": {
                "Home": { "destinations": [ { "for": "Item", "screen": "Detail" } ],
                          "actions": [ { "present": "Picker", "style": "sheet", "label": "Choose" } ] },
                "Picker": { "actions": [ { ↓"push": "Item", "label": "First item" } ] },
                "Detail": {} } }
            """),
        ],
        nonTriggering: [
            Example("""
            { "navlint": 1, "types": { "Item": {} },
              "root": { "stack": { "root": "Home" } },
              "screens": {
                "Home": { "actions": [ { "present": { "stack": { "root": "Picker" } }, "style": "sheet", "label": "Choose" } ] },
                "Picker": { "destinations": [ { "for": "Item", "screen": "Detail" } ], "actions": [ { "push": "Item", "label": "First item" } ] },
                "Detail": {} } }
            """),
            // Seed 004's Pattern 2: each column shows what the one before chose.
            Example("""
            { "navlint": 1, "types": { "Category": {}, "Recipe": {} },
              "root": { "split": { "sidebar": "Categories",
                "content": { "selection": { "for": "Category", "content": "Recipes", "placeholder": "PickCategory" } },
                "detail": { "selection": { "for": "Recipe", "content": "RecipeDetail", "placeholder": "PickRecipe" } } } },
              "screens": {
                "Categories": { "actions": [ { "push": "Category", "label": "Desserts", "in": ["List"] } ] },
                "Recipes": { "actions": [ { "push": "Recipe", "label": "Apple Pie", "in": ["List"] } ] },
                "PickCategory": {}, "PickRecipe": {}, "RecipeDetail": {} } }
            """),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        context.exploration.failures.sorted { $0.key.sortKey.lexicographicallyPrecedes($1.key.sortKey) }.compactMap { failure, sighting in
            guard case .outsideStack(let ref) = failure else { return nil }
            let screen = context.model.screens[ref.screen]
            let action = screen.actions[ref.action]
            let inColumn = context.model.containers.contains { container in
                guard case .split(let columns, _) = container.kind else { return false }
                return context.containment.staticScreens(from: columns).contains(ref.screen)
            }
            return finding(context, at: action.verbRange, subject: context.actionSubject(screen: ref.screen, action: ref.action),
                           inColumn ? .outsideColumn(screen: screen.id) : .outside(screen: screen.id), ignore: action.ignore.union(screen.ignore),
                           trace: context.trace(to: sighting.0, then: sighting.1))
        }
    }
}

private extension String {
    static func outside(screen: String) -> String {
        "pushes from '\(screen)', but no NavigationStack encloses it here: the link does nothing; wrap the content in a NavigationStack"
    }

    static func outsideColumn(screen: String) -> String {
        "pushes from '\(screen)', a split-view column with no NavigationStack, but no later column shows a selection of that type "
            + "and the next column has no stack to push onto: the link does nothing; "
            + "add a \"selection\" column for it, or a NavigationStack in the next column"
    }
}
