struct NonCodablePathValueRule: Rule {
    static let description = RuleDescription(
        id: "non-codable-path-value",
        name: "Non-Codable value on a restored path",
        summary: "A restored path receives a type that is not Codable",
        severity: .error,
        rationale: """
        State restoration encodes the path (NavigationPath.codable, or a Codable array). If \
        any value pushed on it is not Codable, NavigationPath.codable is nil and nothing is \
        saved, or the encode throws: the user comes back to the root. Make every type pushed \
        on a restored path Codable, ideally as an id.
        """,
        triggering: [
            Example("""
            { "navlint": 1, "types": { ↓"Recipe": { "codable": false } },
              "root": { "stack": { "root": "Home", "path": { "binding": "path", "type": "NavigationPath",
                "restore": { "with": "sceneStorage", "stores": "ids", "onDecodeError": "discard" } } } },
              "screens": {
                "Home": { "destinations": [ { "for": "Recipe", "screen": "Detail" } ], "actions": [ { "push": "Recipe" } ] },
                "Detail": {} } }
            """),
        ],
        nonTriggering: [
            Example("""
            { "navlint": 1, "types": { "Recipe": { "codable": false } },
              "root": { "stack": { "root": "Home", "path": { "binding": "path", "type": "NavigationPath" } } },
              "screens": {
                "Home": { "destinations": [ { "for": "Recipe", "screen": "Detail" } ], "actions": [ { "push": "Recipe" } ] },
                "Detail": {} } }
            """),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        RestoredPushes.unique(context).compactMap { stack, type in
            let container = context.model.containers[stack]
            let navType = context.model.types[type]
            guard !navType.codable, let path = container.path else { return nil }
            return finding(context, at: navType.range, subject: "\(container.id):\(navType.name)",
                           .notCodable(navType.name, binding: path.binding.value), ignore: container.ignore)
        }
    }
}

/// The (stack, type) pairs where a type is pushed on a restored path, in a stable order.
enum RestoredPushes {
    static func unique(_ context: RuleContext) -> [(stack: Int, type: Int)] {
        var seen: Set<[Int]> = []
        var pairs: [(Int, Int)] = []
        for site in context.pushSites where context.model.containers[site.stack].path?.restore != nil {
            // An enum's cases are Codable as the enum is.
            let type = context.model.types[site.type].enumType ?? site.type
            if seen.insert([site.stack, type]).inserted { pairs.append((site.stack, type)) }
        }
        for (c, container) in context.model.containers.enumerated() {
            guard let path = container.path, path.restore != nil, case .typed(let element) = path.type.value,
                  let type = context.model.type(named: element.value) else { continue }
            if seen.insert([c, type]).inserted { pairs.append((c, type)) }
        }
        return pairs.sorted { ($0.0, $0.1) < ($1.0, $1.1) }
    }
}

private extension String {
    static func notCodable(_ type: String, binding: String) -> String {
        "'\(type)' is pushed on the restored path '\(binding)' but is not Codable: the path cannot be saved; make it Codable"
    }
}
