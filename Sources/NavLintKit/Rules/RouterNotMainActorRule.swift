struct RouterNotMainActorRule: Rule {
    static let description = RuleDescription(
        id: "router-not-main-actor",
        name: "Router not on the main actor",
        summary: "A path kept in an object that is not @MainActor",
        severity: .warning,
        rationale: """
        A path stored in a router or model object is read by SwiftUI on the main thread. If \
        the object is not @MainActor, Swift 6 reports data races on it and nothing stops \
        code from mutating the path off the main thread. Mark the router class @MainActor.
        """,
        triggering: [
            Example("""
            { "navlint": 1,
              "root": { "stack": { "root": "Home",
                "path": { "binding": "router.path", "type": "NavigationPath", "storage": ↓"object" } } },
              "screens": { "Home": {} } }
            """),
            Example("""
            { "navlint": 1,
              "root": { "stack": { "root": "Home",
                "path": { "binding": "router.path", "type": "NavigationPath", "storage": "object", "mainActor": ↓false } } },
              "screens": { "Home": {} } }
            """),
        ],
        nonTriggering: [
            Example("""
            { "navlint": 1,
              "root": { "stack": { "root": "Home",
                "path": { "binding": "router.path", "type": "NavigationPath", "storage": "object", "mainActor": true } } },
              "screens": { "Home": {} } }
            """),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        context.model.containers.compactMap { stack in
            guard let path = stack.path, let storage = path.storage, storage.value == .object,
                  path.mainActor?.value != true else { return nil }
            return finding(context, at: path.mainActor?.range ?? storage.range, subject: stack.id,
                           .notMainActor(binding: path.binding.value), ignore: stack.ignore)
        }
    }
}

private extension String {
    static func notMainActor(binding: String) -> String {
        "the path '\(binding)' lives in an object that is not @MainActor; mark the router @MainActor"
    }
}
