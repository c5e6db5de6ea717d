struct TypedPathMismatchRule: Rule {
    static let description = RuleDescription(
        id: "typed-path-mismatch",
        name: "Typed path mismatch",
        summary: "A typed path [T] receives a value of another type",
        severity: .error,
        rationale: """
        A stack bound to a typed path `[T]` can hold only T values. A NavigationLink(value:) \
        or append of another type cannot be stored in the path: the link does nothing and \
        SwiftUI logs an error. Push only T, or bind the stack to a NavigationPath, which \
        holds values of any Hashable type.
        """,
        triggering: [
            Example("""
            { "navlint": 1, "types": { "String": {}, "Int": {} },
              "root": { "stack": { "root": "Home", "path": { "binding": "stackPath", "type": "[String]" } } },
              "screens": {
                "Home": { "destinations": [ { "for": "Int", "screen": "Number" }, { "for": "String", "screen": "Text" } ],
                          "actions": [ { "push": "String" }, { "push": ↓"Int", "label": "Click me" } ] },
                "Number": {}, "Text": {} } }
            """),
        ],
        nonTriggering: [
            Example("""
            { "navlint": 1, "types": { "String": {}, "Int": {} },
              "root": { "stack": { "root": "Home", "path": { "binding": "path", "type": "NavigationPath" } } },
              "screens": {
                "Home": { "destinations": [ { "for": "Int", "screen": "Number" }, { "for": "String", "screen": "Text" } ],
                          "actions": [ { "push": "String" }, { "push": "Int" } ] },
                "Number": {}, "Text": {} } }
            """),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        context.pushSites.compactMap { site in
            let stack = context.model.containers[site.stack]
            guard let path = stack.path, case .typed(let element) = path.type.value,
                  let expected = context.model.type(named: element.value), expected != site.type,
                  context.model.types[site.type].enumType != expected else { return nil }
            return finding(context, at: site.range, subject: "\(site.subject)→\(stack.id)",
                           .mismatch(pushed: context.typeName(site.type), binding: path.binding.value, element: element.value),
                           ignore: site.ignore.union(stack.ignore))
        }
    }
}

private extension String {
    static func mismatch(pushed: String, binding: String, element: String) -> String {
        "pushes \(pushed) values onto '\(binding)', a path of [\(element)]: the value cannot be stored; push \(element) or use NavigationPath"
    }
}
