/// The app's navigation as a graph for drawing: screens in nested clusters (TabView, tab,
/// stack, presentation), edges by kind, and the findings placed on the screens, edges and
/// deep-link nodes they are about. Built from the model, the explored state space (which
/// pushes really resolve where) and the findings; rendered by DOTRenderer.
struct NavigationGraph {
    enum Cluster: Hashable {
        case container(Int)
        case tab(tabs: Int, tab: Int)
        /// A column of a NavigationSplitView (sidebar, content, detail).
        case column(split: Int, column: Int)
        case presentation(screen: Int, action: Int)
        case routePresentation(route: Int)
    }

    enum EdgeKind: String, CaseIterable {
        case push, append, viewLink, sheet, fullScreenCover, popover, dialog, select, open, deepLink
        /// A screen's body holds a container (`embeds`): to its first screen.
        case embeds

        /// What an unlabelled edge of this kind says.
        var word: String {
            switch self {
            case .push: "push"
            case .append: "append"
            case .viewLink: "view link"
            case .sheet: "sheet"
            case .fullScreenCover: "full-screen cover"
            case .popover: "popover"
            case .dialog: "alert"
            case .select: "tab"
            case .open: "open"
            case .deepLink: "deep link"
            case .embeds: "embeds"
            }
        }
    }

    enum Endpoint: Hashable, Comparable {
        case screen(Int)
        case route(Int)
    }

    struct Edge {
        let from: Endpoint
        let to: Endpoint
        let kind: EdgeKind
        var labels: [String]
        var actions: [ActionRef]
        var findings: [Finding] = []
    }

    let model: Model
    private(set) var clusterParent: [Cluster: Cluster] = [:]
    private(set) var clusters: [Cluster] = []
    private var clusterSet: Set<Cluster> = []
    /// Containers placed inside each screen (embedded in it, or its inline destinations).
    private var placedIn: [Int: [Int]] = [:]
    private(set) var home: [Int: Cluster] = [:]
    private(set) var edges: [Edge] = []
    private(set) var bundled = 0
    /// Findings on each screen, on each route's URL node, and on nothing drawn.
    private(set) var screenFindings: [Int: [Finding]] = [:]
    private(set) var containerFindings: [Int: [Finding]] = [:]
    private(set) var routeFindings: [Int: [Finding]] = [:]
    private(set) var otherFindings: [Finding] = []
    let reachable: Set<Int>
    let launch: Int?
    private let parts: [Int: [Node: Int]]

    /// The graph of an analysed spec, reusing its exploration.
    init(_ analysis: RuleContext, findings: [Finding]) {
        self.init(model: analysis.model, exploration: analysis.exploration, containment: analysis.containment, findings: findings)
    }

    init(model: Model, exploration: Exploration, containment: Containment, findings: [Finding]) {
        self.model = model
        parts = Self.parts(model)
        reachable = Set(exploration.visibleScreens.keys)
        launch = exploration.launchScreen
        placeContainers()
        placeScreens(containment)
        buildEdges(exploration, containment)
        place(findings)
    }

    // MARK: - Clusters

    private mutating func addCluster(_ cluster: Cluster, parent: Cluster?) {
        guard clusterSet.insert(cluster).inserted else { return }
        clusters.append(cluster)
        if let parent { clusterParent[cluster] = parent }
    }

    /// Where content placed at `placement` belongs; screens' clusters are filled in later.
    private func cluster(of placement: Placement, node: Node) -> Cluster? {
        switch placement {
        case .appRoot: nil
        case .inContainer(let p): partCluster(p, node) ?? .container(p)
        case .embeddedIn(let s), .destination(let s, _): home[s]
        case .presented(let s, let a): .presentation(screen: s, action: a)
        case .routePresent(let r): .routePresentation(route: r)
        }
    }

    /// The tab or split-view column of `container` that shows `node` (the first, where two do).
    private func partCluster(_ container: Int, _ node: Node) -> Cluster? {
        guard let part = parts[container]?[node] else { return nil }
        switch model.containers[container].kind {
        case .tabs: return .tab(tabs: container, tab: part)
        case .split: return .column(split: container, column: part)
        default: return nil
        }
    }

    /// Per TabView and split view, the first tab or column showing each node: asked for every
    /// child, a scan of the tabs made an app of many tabs quadratic.
    private static func parts(_ model: Model) -> [Int: [Node: Int]] {
        var parts: [Int: [Node: Int]] = [:]
        for (c, container) in model.containers.enumerated() {
            let shown: [Node]
            switch container.kind {
            case .tabs(_, _, let tabs): shown = tabs.map(\.content)
            case .split(let columns, _): shown = columns
            default: continue
            }
            var first: [Node: Int] = [:]
            for (k, node) in shown.enumerated() where first[node] == nil { first[node] = k }
            parts[c] = first
        }
        return parts
    }

    private mutating func placeContainers() {
        for (s, screen) in model.screens.enumerated() {
            for (a, action) in screen.actions.enumerated() {
                if case .present = action.kind { addCluster(.presentation(screen: s, action: a), parent: nil) }
            }
        }
        for (r, route) in model.deepLinks.routes.enumerated() where route.present != nil {
            addCluster(.routePresentation(route: r), parent: nil)
        }
        // Containers come in spec order, parents before children, except those under a
        // screen's embeds: those wait until the screen has a home (placeScreens).
        for (c, container) in model.containers.enumerated() {
            switch container.placement {
            case .embeddedIn(let s), .destination(let s, _): placedIn[s, default: []].append(c)
            default: addContainer(c)
            }
        }
    }

    private mutating func addContainer(_ c: Int) {
        let container = model.containers[c]
        addCluster(.container(c), parent: cluster(of: container.placement, node: .container(c)))
        switch container.kind {
        case .tabs(_, _, let tabs): for t in tabs.indices { addCluster(.tab(tabs: c, tab: t), parent: .container(c)) }
        case .split(let columns, _): for k in columns.indices { addCluster(.column(split: c, column: k), parent: .container(c)) }
        default: break
        }
    }

    private mutating func placeScreens(_ containment: Containment) {
        // A screen lives where it first appears: a content slot, else beside the screen
        // that embeds or pushes it, else in the presentation that shows it. Homes spread
        // until nothing changes; only then do presentations claim the screens left over.
        // A worklist: a screen is looked at again only when a screen it hangs off gets a home.
        var dependents: [[Int]] = Array(repeating: [], count: model.screens.count)
        for s in model.screens.indices {
            for case .screen(let t) in containment.screenParents[s] { dependents[t].append(s) }
        }
        var queue = Array(model.screens.indices)
        var head = 0
        func settle(_ s: Int, _ cluster: Cluster) {
            setHome(s, cluster)
            queue += dependents[s]
        }
        while true {
            while head < queue.count {
                let s = queue[head]
                head += 1
                guard home[s] == nil, let cluster = firstHome(s, containment) else { continue }
                settle(s, cluster)
            }
            var changed = false
            for (s, screen) in model.screens.enumerated() {
                for (a, action) in screen.actions.enumerated() {
                    if case .present(.screen(let t), _) = action.kind, home[t] == nil {
                        settle(t, .presentation(screen: s, action: a))
                        changed = true
                    }
                }
            }
            for (r, route) in model.deepLinks.routes.enumerated() {
                if case .screen(let t)? = route.present?.node, home[t] == nil {
                    settle(t, .routePresentation(route: r))
                    changed = true
                }
            }
            if !changed { return }
        }
    }

    private mutating func setHome(_ s: Int, _ cluster: Cluster) {
        home[s] = cluster
        for c in placedIn[s] ?? [] { addContainer(c) }
    }

    private func firstHome(_ s: Int, _ containment: Containment) -> Cluster? {
        for parent in containment.screenParents[s] {
            switch parent {
            case .container(let c): return partCluster(c, .screen(s)) ?? .container(c)
            case .screen(let t): if let cluster = home[t] { return cluster }
            }
        }
        return nil
    }

    /// The clusters as a tree, for drawing: roots and children (indices into `clusters`),
    /// the included screens each is home to, and whether each is drawn (it or a cluster
    /// inside it holds such a screen).
    struct ClusterTree {
        var roots: [Int] = []
        var children: [[Int]]
        var screens: [[Int]]
        var drawn: [Bool]

        /// The drawn clusters, each opened (with its depth, 1 at the top) before the clusters
        /// inside it and closed after them; walked with an explicit stack (deep nesting).
        func walk(open: (_ cluster: Int, _ depth: Int) -> Void, close: (_ cluster: Int, _ depth: Int) -> Void) {
            var work: [(cluster: Int, depth: Int, close: Bool)] = roots.reversed().map { ($0, 1, false) }
            while let (i, depth, closing) = work.popLast() {
                if closing {
                    close(i, depth)
                    continue
                }
                guard drawn[i] else { continue }
                open(i, depth)
                work.append((i, depth, true))
                work += children[i].reversed().map { ($0, depth + 1, false) }
            }
        }
    }

    func clusterTree(included: Set<Int>) -> ClusterTree {
        let index = Dictionary(uniqueKeysWithValues: clusters.enumerated().map { ($1, $0) })
        var tree = ClusterTree(children: Array(repeating: [], count: clusters.count),
                               screens: Array(repeating: [], count: clusters.count),
                               drawn: Array(repeating: false, count: clusters.count))
        for (i, cluster) in clusters.enumerated() {
            if let parent = clusterParent[cluster], let p = index[parent] { tree.children[p].append(i) } else { tree.roots.append(i) }
        }
        for s in model.screens.indices where included.contains(s) {
            if let home = home[s], let i = index[home] { tree.screens[i].append(s) }
        }
        // Post-order, with an explicit stack (deep nesting).
        var pending = tree.roots.map { ($0, false) }
        while let (i, expanded) = pending.popLast() {
            if expanded {
                tree.drawn[i] = !tree.screens[i].isEmpty || tree.children[i].contains { tree.drawn[$0] }
            } else {
                pending.append((i, true))
                pending += tree.children[i].map { ($0, false) }
            }
        }
        return tree
    }

    // MARK: - Edges

    private mutating func buildEdges(_ exploration: Exploration, _ containment: Containment) {
        struct Key: Hashable {
            let from: Endpoint
            let to: Endpoint
            let kind: EdgeKind
        }
        var byKey: [Key: Int] = [:]
        func add(_ from: Endpoint, _ to: Endpoint, _ kind: EdgeKind, _ label: String?, _ action: ActionRef?) {
            let key = Key(from: from, to: to, kind: kind)
            if let index = byKey[key] {
                if let label, !edges[index].labels.contains(label) { edges[index].labels.append(label) }
                if let action { edges[index].actions.append(action) }
                bundled += 1
            } else {
                byKey[key] = edges.count
                edges.append(Edge(from: from, to: to, kind: kind, labels: label.map { [$0] } ?? [], actions: action.map { [$0] } ?? []))
            }
        }
        let taken = Dictionary(grouping: exploration.actionTargets, by: \.action)
        let router = model.router
        for (s, screen) in model.screens.enumerated() {
            for (a, action) in screen.actions.enumerated() {
                let ref = ActionRef(screen: s, action: a)
                switch action.kind {
                case .push(let types):
                    let targets = taken[ref]?.map(\.target).sorted { $0.sortKey.lexicographicallyPrecedes($1.sortKey) } ?? staticTargets(types, from: s, on: action.stack, containment)
                    for target in targets {
                        if let t = firstScreen(target, containment) { add(.screen(s), .screen(t), action.via == .code ? .append : .push, action.label, ref) }
                    }
                case .pushView(let t):
                    add(.screen(s), .screen(t), .viewLink, action.label, ref)
                case .present(let node, let style):
                    if let t = firstScreen(node, containment) {
                        add(.screen(s), .screen(t), Self.edgeKind(style), action.label, ref)
                    }
                case .select(let tabs, let tab):
                    guard let list = model.containers[tabs].choices else { continue }
                    if let t = firstScreen(list[tab].content, containment) { add(.screen(s), .screen(t), .select, action.label, ref) }
                case .open(let url):
                    if case .route(let r, _, _) = router.match(url) { add(.screen(s), .route(r), .open, action.label, ref) }
                case .pop, .popToRoot, .dismiss:
                    break
                }
            }
        }
        for (c, container) in model.containers.enumerated() {
            if case .embeddedIn(let s) = container.placement, let t = firstScreen(.container(c), containment) {
                add(.screen(s), .screen(t), .embeds, nil, nil)
            }
        }
        let launch = Exploration.StateRef(component: 0, state: 0)
        for r in model.deepLinks.routes.indices {
            guard let result = exploration.result(r, launch) else { continue }
            // A route that only selects a tab lands on what that tab shows first.
            func selected() -> Int? {
                exploration.targets[r].selects.flatMap { p in
                    model.containers[p.tabs].choices.flatMap { p.tab < $0.count ? firstScreen($0[p.tab].content, containment) : nil }
                }
            }
            guard let last = result.breadcrumb.last ?? selected() else { continue }
            add(.route(r), .screen(last), .deepLink, nil, nil)
        }
    }

    /// Where a push of `types` from a screen nobody reaches would go, read from the spec.
    /// Where a push no explored state took would go: its stack's root destinations (the stack it
    /// names, or the nearest ones), then the pushing screen's own.
    private func staticTargets(_ types: [Int], from s: Int, on named: Int?, _ containment: Containment) -> [Node] {
        let stacks = named.map { [$0] } ?? containment.nearestStacks(of: .screen(s))
        let visible = stacks.flatMap { containment.rootScreens(ofStack: $0) } + [s]
        return types.compactMap { type in
            visible.lazy.compactMap { model.screens[$0].destinations.first { $0.type == type }?.target }.first
        }
    }

    private func firstScreen(_ node: Node, _ containment: Containment) -> Int? {
        containment.staticScreens(from: [node]).first ?? {
            if case .container(let c) = node { return containment.rootScreens(ofStack: c).first }
            return nil
        }()
    }

    // MARK: - Findings

    /// Each finding goes to the first container whose range holds its offset (if that
    /// container is drawn), else to the first screen's action edge or the screen, else the
    /// first route; offsets are looked up in one sweep per kind, not by scanning.
    private mutating func place(_ findings: [Finding]) {
        let offsets = findings.map(\.range.start)
        let container = FirstContaining(model.containers.map(\.range), at: offsets)
        let screen = FirstContaining(model.screens.flatMap { [$0.range, $0.nameRange] }, at: offsets)
        let actionRefs = model.screens.indices.flatMap { s in model.screens[s].actions.indices.map { ActionRef(screen: s, action: $0) } }
        let action = FirstContaining(actionRefs.map { model.screens[$0.screen].actions[$0.action].range }, at: offsets)
        let route = FirstContaining(model.deepLinks.routes.map(\.range), at: offsets)
        var edgeOf: [ActionRef: Int] = [:]
        for (e, edge) in edges.enumerated() { for ref in edge.actions where edgeOf[ref] == nil { edgeOf[ref] = e } }
        for (i, finding) in findings.enumerated() {
            if let c = container[i], clusterSet.contains(.container(c)) {
                containerFindings[c, default: []].append(finding)
            } else if let s = screen[i].map({ $0 / 2 }) {
                let offset = offsets[i]
                let a = action[i].map { actionRefs[$0] }.flatMap { $0.screen == s ? $0.action : nil }
                    ?? model.screens[s].actions.indices.first { contains(model.screens[s].actions[$0].range, offset) }
                if let a, let e = edgeOf[ActionRef(screen: s, action: a)] {
                    edges[e].findings.append(finding)
                } else {
                    screenFindings[s, default: []].append(finding)
                }
            } else if let r = route[i] {
                routeFindings[r, default: []].append(finding)
            } else {
                otherFindings.append(finding)
            }
        }
    }

    static func edgeKind(_ style: PresentStyle) -> EdgeKind {
        switch style {
        case .sheet: .sheet
        case .fullScreenCover: .fullScreenCover
        case .popover: .popover
        case .alert, .confirmationDialog: .dialog
        }
    }

    private func contains(_ range: SourceRange, _ offset: Int) -> Bool { range.start <= offset && offset < max(range.end, range.start + 1) }
}

extension NavigationGraph.Endpoint {
    /// The generated node id every renderer writes (`s3`, `u0`): no name from the spec.
    var id: String {
        switch self {
        case .screen(let s): "s\(s)"
        case .route(let r): "u\(r)"
        }
    }

    /// Whether a drawing of the screens `included` shows it (a route's URL node always).
    func isIncluded(in included: Set<Int>) -> Bool {
        if case .screen(let s) = self { return included.contains(s) }
        return true
    }
}

extension Node {
    var sortKey: [Int] {
        switch self {
        case .screen(let s): [0, s]
        case .container(let c): [1, c]
        }
    }
}
