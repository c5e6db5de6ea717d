struct NestedStackRule: Rule {
    static let description = RuleDescription(
        id: "nested-stack",
        name: "Nested stack",
        summary: "A stack inside another stack in the same presentation",
        severity: .error,
        rationale: """
        A NavigationStack inside another NavigationStack (directly, in a screen's body, or \
        on a pushed screen) gives two navigation bars, two paths and unclear back-button \
        behaviour; SwiftUI does not support it. Keep one stack per presentation. A stack \
        at the root of a sheet or full-screen cover is a new presentation and is fine. \
        Reported when some reachable state shows the inner stack (the trace gets there): \
        a stack in a destination nothing pushes never nests on screen.
        """,
        triggering: [
            Example("""
            { "navlint": 1,
              "root": { "stack": { "id": "outer", "root": "Home" } },
              "screens": {
                "Home": { "embeds": { ↓"stack": { "id": "inner", "root": "Feed" } } },
                "Feed": {} } }
            """),
            Example("""
            { "navlint": 1, "types": { "Item": {} },
              "root": { "stack": { "root": "List" } },
              "screens": {
                "List": { "destinations": [ { "for": "Item", "screen": "Detail" } ], "actions": [ { "push": "Item" } ] },
                "Detail": { "embeds": { ↓"stack": { "root": "Body" } } },
                "Body": {} } }
            """),
        ],
        nonTriggering: [
            Example("""
            { "navlint": 1,
              "root": { "stack": { "root": "Home" } },
              "screens": {
                "Home": { "actions": [ { "present": { "stack": { "root": "Editor" } }, "style": "sheet" } ] },
                "Editor": { "actions": [ { "dismiss": true } ] } } }
            """),
            Example("""
            { "navlint": 1, "types": { "Item": {} },
              "root": { "stack": { "root": "List" } },
              "screens": {
                "List": { "destinations": [ { "for": "Item", "screen": "Detail" } ] },
                "Detail": { "embeds": { "stack": { "root": "Body" } } },
                "Body": {} } }
            """),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        StackNesting.findings(of: self, context, sameKind: true)
    }
}

/// Shared by nested-stack (same kinds) and mixed-navigation-containers (different kinds).
/// Judged on reachable states: a stack inside content no reachable push or presentation
/// shows (a destination registered but never pushed) never nests on screen.
enum StackNesting {
    static func findings<R: Rule>(of rule: R, _ context: RuleContext, sameKind: Bool) -> [Finding] {
        let containers = context.model.containers
        var findings: [Finding] = []
        for (c, inner) in containers.enumerated() where inner.isStackLike {
            // Outer stacks never on screen enclose nothing that is (a view shown in several places);
            // the stack itself (a view pushed inside its own stack) only when no other encloses it.
            // A sheet's stack written at several call sites encloses the same stacks: once for
            // all, as the first of them on screen.
            let enclosing = context.containment.nearestStacks(of: .container(c)).compactMap { first in
                context.containment.stacksAlike(with: first).first {
                    (containers[$0].kindName == inner.kindName) == sameKind && context.shownContainers[$0] != nil
                }
            }
            let others = enclosing.filter { $0 != c }
            let outers = others.isEmpty ? enclosing : others
            guard !outers.isEmpty, let shown = context.shownContainers[c] else { continue }
            let trace = context.trace(to: shown)
            for o in outers {
                let outer = containers[o]
                findings.append(rule.finding(
                    context, at: inner.range, subject: inner.id,
                    .nested(inner: inner, outer: outer), ignore: inner.ignore.union(outer.ignore), trace: trace))
            }
        }
        return findings
    }
}

private extension String {
    static func nested(inner: Container, outer: Container) -> String {
        "\(inner.swiftUIName) '\(inner.id)' is inside \(outer.swiftUIName) '\(outer.id)' in the same presentation; keep one stack per presentation"
    }
}

extension Container {
    var swiftUIName: String {
        switch kind {
        case .stack: "NavigationStack"
        case .navigationView: "NavigationView"
        case .tabs: "TabView"
        case .split: "NavigationSplitView"
        case .switcher: "a switch"
        case .selection: "a split-view selection"
        }
    }
}
