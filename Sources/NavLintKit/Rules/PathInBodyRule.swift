struct PathInBodyRule: Rule {
    static let description = RuleDescription(
        id: "path-in-body",
        name: "Path created in body",
        summary: "A navigation path created as a local in body",
        severity: .error,
        rationale: """
        A path created inside `body` (`let path = NavigationPath()`, bound with .constant) \
        is created anew on every render: each state change pops the stack back to its root \
        and programmatic navigation has nothing to write to. Keep the path in @State, \
        @StateObject or a router object.
        """,
        triggering: [
            Example("""
            { "navlint": 1,
              "root": { "stack": { "root": "Home",
                "path": { "binding": "path", "type": "NavigationPath", "storage": ↓"body" } } },
              "screens": { "Home": {} } }
            """),
        ],
        nonTriggering: [
            Example("""
            { "navlint": 1,
              "root": { "stack": { "root": "Home",
                "path": { "binding": "path", "type": "NavigationPath", "storage": "state" } } },
              "screens": { "Home": {} } }
            """),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        context.model.containers.compactMap { stack in
            guard let path = stack.path, let storage = path.storage, storage.value == .body else { return nil }
            return finding(context, at: storage.range, subject: stack.id,
                           .inBody(binding: path.binding.value, stack: stack.id), ignore: stack.ignore)
        }
    }
}

private extension String {
    static func inBody(binding: String, stack: String) -> String {
        "the path '\(binding)' of stack '\(stack)' is created in body: it is reset on every render; keep it in @State or a router object"
    }
}
