struct DestinationInLazyContainerRule: Rule {
    static let description = RuleDescription(
        id: "destination-in-lazy-container",
        name: "Destination in lazy container",
        summary: "A navigationDestination is registered inside a lazy container",
        severity: .error,
        rationale: """
        A lazy container (List, LazyVStack, LazyVGrid…) creates its rows only when they \
        scroll into view. A navigationDestination attached inside a row is registered only \
        while that row exists, so the NavigationStack may not see it when a value is pushed: \
        the link silently does nothing and SwiftUI logs "no matching navigationDestination". \
        Attach navigationDestination to the List itself or to the stack's root view.
        """,
        triggering: [
            Example("""
            { "navlint": 1, "types": { "Recipe": {} },
              "root": { "stack": { "root": "RecipeList" } },
              "screens": {
                "RecipeList": {
                  "destinations": [ { "for": "Recipe", "screen": "RecipeDetail", "in": [↓"List", "ForEach"] } ],
                  "actions": [ { "push": "Recipe", "in": ["List", "ForEach"] } ] },
                "RecipeDetail": {} } }
            """),
            Example("""
            { "navlint": 1, "types": { "Item": {} },
              "root": { "stack": { "root": "Grid" } },
              "screens": {
                "Grid": { "destinations": [ { "for": "Item", "screen": "Detail",
                                              "in": ["ScrollView", ↓{ "view": "MasonryGrid", "lazy": true }] } ] },
                "Detail": {} } }
            """),
        ],
        nonTriggering: [
            Example("""
            { "navlint": 1, "types": { "Recipe": {} },
              "root": { "stack": { "root": "RecipeList" } },
              "screens": {
                "RecipeList": {
                  "destinations": [ { "for": "Recipe", "screen": "RecipeDetail" } ],
                  "actions": [ { "push": "Recipe", "in": ["List", "ForEach"] } ] },
                "RecipeDetail": {} } }
            """),
            Example("""
            { "navlint": 1, "types": { "Recipe": {} },
              "root": { "stack": { "root": "RecipeList" } },
              "screens": {
                "RecipeList": { "destinations": [ { "for": "Recipe", "screen": "RecipeDetail", "in": ["ScrollView", "VStack"] } ] },
                "RecipeDetail": {} } }
            """),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for screen in context.model.screens {
            for destination in screen.destinations {
                guard let lazy = destination.enclosing.first(where: \.lazy) else { continue }
                let type = context.typeName(destination.written)
                findings.append(finding(
                    context, at: lazy.range, subject: "\(screen.id).destinations[\(type)]",
                    .lazyContainer(call: context.destinationCall(destination.written), type: type, container: lazy.name), ignore: destination.ignore.union(screen.ignore)))
            }
        }
        return findings
    }
}

private extension String {
    static func lazyContainer(call: String, type: String, container: String) -> String {
        "\(call) is inside a lazy \(container); the stack may not see it until that row is loaded, so pushes of \(type) can silently fail: attach it outside the \(container) (SwiftUI: \"Do not put a navigation destination modifier inside a \"lazy\" container, like `List` or `LazyVStack`.\")"
    }
}
