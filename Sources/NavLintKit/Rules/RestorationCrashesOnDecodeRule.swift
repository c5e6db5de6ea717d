struct RestorationCrashesOnDecodeRule: Rule {
    static let description = RuleDescription(
        id: "restoration-crashes-on-decode",
        name: "Restoration crashes on decode",
        summary: "Path restoration force-unwraps the decode",
        severity: .error,
        rationale: """
        Saved navigation data outlives the code that wrote it: an app update changes a \
        type, a user deletes an item. Restoring with `try!` crashes on launch for exactly \
        those users, every launch. Decode with `try?`, fall back to an empty path (discard) \
        or keep the entries that still decode (partial).
        """,
        triggering: [
            Example("""
            { "navlint": 1,
              "root": { "stack": { "root": "Home", "path": { "binding": "path", "type": "NavigationPath",
                "restore": { "with": "sceneStorage", "stores": "ids", "onDecodeError": ↓"crash" } } } },
              "screens": { "Home": {} } }
            """),
        ],
        nonTriggering: [
            Example("""
            { "navlint": 1,
              "root": { "stack": { "root": "Home", "path": { "binding": "path", "type": "NavigationPath",
                "restore": { "with": "sceneStorage", "stores": "ids", "onDecodeError": "discard" } } } },
              "screens": { "Home": {} } }
            """),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        context.model.containers.compactMap { container in
            guard let path = container.path, let restore = path.restore, restore.onDecodeError.value == .crash else { return nil }
            return finding(context, at: restore.onDecodeError.range, subject: container.id,
                           .crashes(binding: path.binding.value), ignore: container.ignore)
        }
    }
}

private extension String {
    static func crashes(binding: String) -> String {
        "restoring the path '\(binding)' crashes when the saved data no longer decodes; use try? and discard or keep what decodes"
    }
}
