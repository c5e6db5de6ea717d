struct DeepLinkAmbiguousRule: Rule {
    static let description = RuleDescription(
        id: "deep-link-ambiguous",
        name: "Ambiguous deep link",
        summary: "A route is shadowed by an earlier one, or two routes match one example",
        severity: .warning,
        rationale: """
        Routes are tried in order and the first match wins. A route whose every URL an \
        earlier route already matches can never run (`recipe/{id}` before `recipe/new`), \
        and an example URL that two routes match is handled by whichever comes first, \
        which may not be the one its author meant. Put specific routes before general ones.
        """,
        triggering: [
            Example("""
            { "navlint": 1, "root": { "stack": { "root": "Home" } },
              "screens": { "Home": { "actions": [ { "present": "Editor", "style": "sheet" } ] }, "Editor": {} },
              "deepLinks": { "schemes": ["myapp"],
                "routes": [ { "id": "recipe", "pattern": "recipe/{id}", "dismissModals": true, "present": "Editor", "style": "sheet" },
                            { "id": "new", "pattern": ↓"recipe/new", "dismissModals": true, "present": "Editor", "style": "sheet" } ],
                "examples": [ { "url": ↓"myapp://recipe/new" } ] } }
            """),
        ],
        nonTriggering: [
            Example("""
            { "navlint": 1, "root": { "stack": { "root": "Home" } },
              "screens": { "Home": { "actions": [ { "present": "Editor", "style": "sheet" } ] }, "Editor": {} },
              "deepLinks": { "schemes": ["myapp"],
                "routes": [ { "id": "new", "pattern": "recipe/new", "dismissModals": true, "present": "Editor", "style": "sheet" },
                            { "id": "recipe", "pattern": "recipe/{id}", "dismissModals": true, "present": "Editor", "style": "sheet" } ],
                "examples": [ { "url": "myapp://recipe/12" } ] } }
            """),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        let routes = context.model.deepLinks.routes
        let router = context.model.router
        var findings: [Finding] = []
        for (j, later) in routes.enumerated() {
            guard let earlier = router.shadowing(j).map({ routes[$0] }) else { continue }
            findings.append(finding(context, at: later.patternRange, subject: "route:\(later.id)",
                                    .shadowed(later.id, by: earlier.id, pattern: earlier.pattern), ignore: later.ignore))
        }
        for example in context.model.deepLinks.examples {
            guard case .route(let first, let matched, _) = router.match(example.url) else { continue }
            let segments = DeepLinkRouter.patternSegments(matched)
            guard let second = router.routes(matching: segments).first(where: { $0 != first }) else { continue }
            findings.append(finding(context, at: example.urlRange, subject: "example:\(example.url)",
                                    .twoRoutes(example.url, routes[first].id, routes[second].id)))
        }
        return findings
    }
}

private extension String {
    static func shadowed(_ route: String, by earlier: String, pattern: String) -> String {
        "route '\(route)' can never match: route '\(earlier)' (\(pattern)) comes first and matches every URL it does"
    }

    static func twoRoutes(_ url: String, _ first: String, _ second: String) -> String {
        "'\(url)' matches routes '\(first)' and '\(second)'; '\(first)' wins because it comes first"
    }
}
