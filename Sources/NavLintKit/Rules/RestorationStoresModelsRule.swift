struct RestorationStoresModelsRule: Rule {
    static let description = RuleDescription(
        id: "restoration-stores-models",
        name: "Restoration stores models",
        summary: "A restored path stores full model objects rather than ids",
        severity: .warning,
        rationale: """
        Restoring a path of full model values duplicates data the app already has, and \
        brings back stale copies: a recipe edited or deleted since the last launch comes \
        back as it was. Store ids in the path and resolve them to current data when the \
        destination appears (compactMap drops deleted ones).
        """,
        triggering: [
            Example("""
            { "navlint": 1, "types": { "RecipeID": { "codable": true, "kind": "id" } },
              "root": { "stack": { "root": "Home", "path": { "binding": "path", "type": "NavigationPath",
                "restore": { "with": "sceneStorage", "stores": ↓"models", "onDecodeError": "discard" } } } },
              "screens": {
                "Home": { "destinations": [ { "for": "RecipeID", "screen": "Detail" } ], "actions": [ { "push": "RecipeID" } ] },
                "Detail": {} } }
            """),
            Example("""
            { "navlint": 1, "types": { ↓"Recipe": { "codable": true, "kind": "model" } },
              "root": { "stack": { "root": "Home", "path": { "binding": "path", "type": "[Recipe]",
                "restore": { "with": "sceneStorage", "stores": "ids", "onDecodeError": "discard" } } } },
              "screens": {
                "Home": { "destinations": [ { "for": "Recipe", "screen": "Detail" } ], "actions": [ { "push": "Recipe" } ] },
                "Detail": {} } }
            """),
        ],
        nonTriggering: [
            Example("""
            { "navlint": 1, "types": { "RecipeID": { "codable": true, "kind": "id" } },
              "root": { "stack": { "root": "Home", "path": { "binding": "path", "type": "[RecipeID]",
                "restore": { "with": "sceneStorage", "stores": "ids", "onDecodeError": "discard" } } } },
              "screens": {
                "Home": { "destinations": [ { "for": "RecipeID", "screen": "Detail" } ], "actions": [ { "push": "RecipeID" } ] },
                "Detail": {} } }
            """),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for container in context.model.containers {
            guard let path = container.path, let restore = path.restore, restore.stores.value == .models else { continue }
            findings.append(finding(context, at: restore.stores.range, subject: container.id,
                                    .storesModels(binding: path.binding.value), ignore: container.ignore))
        }
        for (stack, type) in RestoredPushes.unique(context) where context.model.types[type].kind == .model {
            let container = context.model.containers[stack]
            let navType = context.model.types[type]
            findings.append(finding(context, at: navType.range, subject: "\(container.id):\(navType.name)",
                                    .modelValue(navType.name, binding: container.path?.binding.value ?? container.id),
                                    ignore: container.ignore))
        }
        return findings
    }
}

private extension String {
    static func storesModels(binding: String) -> String {
        "the restored path '\(binding)' stores full models: they come back stale after edits or deletes; store ids"
    }

    static func modelValue(_ type: String, binding: String) -> String {
        "'\(type)' is a model type pushed on the restored path '\(binding)': it comes back stale; push its id"
    }
}
