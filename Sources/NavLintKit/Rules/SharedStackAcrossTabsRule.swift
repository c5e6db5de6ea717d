struct SharedStackAcrossTabsRule: Rule {
    static let description = RuleDescription(
        id: "shared-stack-across-tabs",
        name: "Stack shared across tabs",
        summary: "Tabs share one navigation path",
        severity: .error,
        rationale: """
        Each tab should own its NavigationStack. When one stack encloses the TabView, or two \
        tabs' stacks are bound to the same path, a push in one tab shows up in (or is lost \
        from) another, and switching tabs no longer keeps each tab's place. Put a \
        NavigationStack inside every tab, each with its own path state (Pattern 4).
        """,
        triggering: [
            Example("""
            { "navlint": 1, "types": { "Item": {} },
              "root": { ↓"stack": { "id": "shared", "root": "Tabs" } },
              "screens": {
                "Tabs": { "embeds": { "tabs": { "id": "tabs", "selection": "none", "items": [
                  { "id": "home", "content": "Home" }, { "id": "settings", "content": "Settings" } ] } } },
                "Home": { "destinations": [ { "for": "Item", "screen": "Detail" } ], "actions": [ { "push": "Item", "label": "Open" } ] },
                "Settings": {}, "Detail": {} } }
            """),
            Example("""
            { "navlint": 1,
              "root": { "tabs": { "selection": "none", "items": [
                { "id": "home", "content": { "stack": { "root": "Home",
                    "path": { "binding": "path", "type": "NavigationPath" } } } },
                { "id": "settings", "content": { "stack": { "root": "Settings",
                    "path": { "binding": ↓"path", "type": "NavigationPath" } } } } ] } },
              "screens": { "Home": {}, "Settings": {} } }
            """),
        ],
        nonTriggering: [
            Example("""
            { "navlint": 1,
              "root": { "tabs": { "selection": "none", "items": [
                { "id": "home", "content": { "stack": { "root": "Home",
                    "path": { "binding": "homePath", "type": "NavigationPath" } } } },
                { "id": "settings", "content": { "stack": { "root": "Settings",
                    "path": { "binding": "settingsPath", "type": "NavigationPath" } } } } ] } },
              "screens": { "Home": {}, "Settings": {} } }
            """),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        enclosingStacks(context) + sharedBindings(context)
    }

    private func enclosingStacks(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for (c, tabView) in context.model.containers.enumerated() {
            // A pager (`.tabViewStyle(.page)`) has no tab bar: a stack around it is no shared tab stack.
            guard case .tabs(_, let style, _) = tabView.kind, style != .page, context.shownContainers[c] != nil else { continue }
            // Each call site of a sheet's stack around the TabView wraps it anew: each is reported.
            for s in context.containment.nearestStacks(of: .container(c)).flatMap(context.containment.stacksAlike(with:)).sorted() {
                let stack = context.model.containers[s]
                // Evidence: the shortest state where a push landed on the shared stack.
                let pushed = context.exploration.firstState { state, root in
                    context.model.containerScenes(state, root: root).contains {
                        if $0.container == s, case .stack(let path, _) = $0.scene { return !path.isEmpty }
                        return false
                    }
                }
                findings.append(finding(context, at: stack.range, subject: stack.id,
                                        .enclosesTabView(stack: stack, tabView: tabView),
                                        ignore: stack.ignore.union(tabView.ignore),
                                        trace: pushed.map { context.trace(to: $0) } ?? [],
                                        notes: pushed == nil ? [] : [.coversTabs(tabView.id)]))
            }
        }
        return findings
    }

    private func sharedBindings(_ context: RuleContext) -> [Finding] {
        let containers = context.model.containers
        // Only stacks bound to one name can share a path: compare within each group.
        var byBinding: [String: [Int]] = [:]
        for c in containers.indices { if let path = containers[c].path { byBinding[path.binding.value, default: []].append(c) } }
        let pairs = byBinding.values.filter { $0.count > 1 }.sorted { $0[0] < $1[0] }.flatMap { group in
            group.indices.flatMap { i in group[(i + 1)...].map { (group[i], $0) } }
        }
        return pairs.compactMap { a, b in sharedBinding(context, a, b) }
    }

    private func sharedBinding(_ context: RuleContext, _ a: Int, _ b: Int) -> Finding? {
        let containers = context.model.containers
        // Stacks in content nothing reachable shows (a destination never pushed) share nothing;
        // a stack nested in the other (pushed content with a stack of its own) is nested-stack's.
        guard context.shownContainers[a] != nil, context.shownContainers[b] != nil,
              !context.containment.nearestStacks(of: .container(a)).contains(b),
              !context.containment.nearestStacks(of: .container(b)).contains(a) else { return nil }
        let pathB = containers[b].path!
        let tabsA = context.containment.tabs(of: .container(a))
        let tabsB = context.containment.tabs(of: .container(b))
        let pairs = tabsA.flatMap { x in tabsB.filter { $0.tabs == x.tabs && $0.tab != x.tab }.map { (x, $0) } }
        guard let (x, y) = pairs.sorted(by: { ($0.0.tabs, $0.0.tab, $0.1.tab) < ($1.0.tabs, $1.0.tab, $1.1.tab) }).first
        else { return nil }
        let (trace, notes) = evidence(context, pushedIn: x, shownIn: y, stack: b)
        return finding(
            context, at: pathB.binding.range, subject: "binding:\(pathB.binding.value)",
            .sharedBinding(pathB.binding.value, containers[a].id, context.tabName(x.tabs, x.tab),
                           containers[b].id, context.tabName(y.tabs, y.tab)),
            ignore: containers[a].ignore.union(containers[b].ignore).union(tabIgnore(context, x)).union(tabIgnore(context, y)),
            trace: trace, notes: notes)
    }
}

extension SharedStackAcrossTabsRule {
    /// A tab's own `ignore` list covers findings about the stacks in it.
    private func tabIgnore(_ context: RuleContext, _ position: TabPosition) -> Set<String> {
        guard case .tabs(_, _, let tabs) = context.model.containers[position.tabs].kind else { return [] }
        return tabs[position.tab].ignore
    }

    /// The shortest state where tab `x` is selected and the other tab's stack `b` is not
    /// empty (a push in `x` landed in `y`), then the switch to `y` that shows it.
    private func evidence(_ context: RuleContext, pushedIn x: TabPosition, shownIn y: TabPosition, stack b: Int) -> ([TraceStep], [String]) {
        let model = context.model
        let state = context.exploration.firstState { state, root in
            let scenes = model.containerScenes(state, root: root)
            let selected = scenes.contains { if $0.container == x.tabs, case .tabs(let s, _) = $0.scene { s == x.tab } else { false } }
            let pushed = scenes.contains { if $0.container == b, case .stack(let path, _) = $0.scene { !path.isEmpty } else { false } }
            return selected && pushed
        }
        guard let state else { return ([], []) }
        return (context.trace(to: state, then: .selectTab(tabs: y.tabs, tab: y.tab)),
                [.showsPush(context.tabName(y.tabs, y.tab), from: context.tabName(x.tabs, x.tab))])
    }
}

private extension String {
    static func coversTabs(_ tabView: String) -> String {
        "after this push the pushed screen covers the TabView '\(tabView)': every tab shares the stack's path"
    }

    static func showsPush(_ tab: String, from other: String) -> String {
        "tab '\(tab)' now shows what was pushed in tab '\(other)'"
    }

    static func enclosesTabView(stack: Container, tabView: Container) -> String {
        "\(stack.swiftUIName) '\(stack.id)' encloses the TabView '\(tabView.id)': all tabs push onto one shared path; give each tab its own NavigationStack"
    }

    static func sharedBinding(_ binding: String, _ a: String, _ tabA: String, _ b: String, _ tabB: String) -> String {
        "stacks '\(a)' (tab '\(tabA)') and '\(b)' (tab '\(tabB)') are bound to the same path '\(binding)': a push in one tab changes the other"
    }
}
