/// One side of `navlint diff`: an analysed app's navigation by names that survive edits
/// elsewhere (screen ids, route ids, type names, rule ids and subjects), never by line or
/// index. Ids the Swift front end makes up number unnamed things by occurrence
/// (`Feed.sheet.3`), which an insertion earlier in a file shifts: such ids are matched
/// without their numbers, told apart by title and then by order (`Feed.sheet.# “Compose”`),
/// and shown as written.
struct NavigationSummary {
    struct Edge: Hashable, Comparable {
        let from: String
        let to: String
        let kind: String

        static func < (a: Edge, b: Edge) -> Bool { (a.from, a.to, a.kind) < (b.from, b.to, b.kind) }
    }

    /// Where a destination for a type is declared: the screen, and the views around the modifier.
    struct Place: Hashable, Comparable {
        let screen: String
        let enclosing: [String]
        let target: String

        /// Where it is declared, without what it shows.
        var site: String { screen + (enclosing.isEmpty ? "" : " inside " + enclosing.joined(separator: " › ")) }
        var text: String { "\(site) (shows \(target))" }

        static func < (a: Place, b: Place) -> Bool { a.text < b.text }
    }

    /// Screen key (its id, or its stable id: `stableIDs`) → the id as written, and the title.
    var screens: [String: (id: String, title: String?)] = [:]
    var edges: [Edge: [String]] = [:]
    /// `TabView id › tab id`.
    var tabs: Set<String> = []
    /// Route id → URL pattern.
    var routes: [String: String] = [:]
    var reachable: Set<String> = []
    /// Type name → where its destinations are declared.
    var destinations: [String: Set<Place>] = [:]
    /// Findings by fingerprint (rule id + subject); several when one subject repeats.
    var findings: [String: [Finding]] = [:]

    init(_ analysis: RuleContext, findings: [Finding]) {
        let model = analysis.model
        let graph = NavigationGraph(analysis, findings: findings)
        let ids = Self.stableIDs(model.screens)
        for (s, screen) in model.screens.enumerated() { screens[ids[s]] = (screen.id, screen.title) }
        func name(_ endpoint: NavigationGraph.Endpoint) -> String {
            switch endpoint {
            case .screen(let s): ids[s]
            case .route(let r): "URL \(EventText.patternURL(model.deepLinks.routes[r].pattern, model))"
            }
        }
        for edge in graph.edges { edges[Edge(from: name(edge.from), to: name(edge.to), kind: edge.kind.word), default: []] += edge.labels }
        for container in model.containers {
            for tab in container.tabIDs { tabs.insert("\(Self.unnumbered(container.id)) › \(tab)") }
        }
        for route in model.deepLinks.routes { routes[route.id] = route.pattern }
        reachable = Set(graph.reachable.map { ids[$0] })
        for (s, screen) in model.screens.enumerated() {
            for destination in screen.destinations {
                let target = switch destination.target {
                case .screen(let t): ids[t]
                case .container: Self.unnumbered(analysis.nodeName(destination.target))
                }
                let place = Place(screen: ids[s], enclosing: destination.enclosing.map(\.name), target: target)
                destinations[model.types[destination.type].name, default: []].insert(place)
            }
        }
        for finding in findings { self.findings[finding.fingerprint, default: []].append(finding) }
    }

    /// `a.3.b` → `a.#.b`: a made-up id without its occurrence numbers.
    static func unnumbered(_ id: String) -> String {
        guard id.contains(where: \.isNumber) else { return id }
        return id.split(separator: ".", omittingEmptySubsequences: false)
            .map { !$0.isEmpty && $0.allSatisfy(\.isNumber) ? "#" : String($0) }.joined(separator: ".")
    }

    /// Each screen's id for comparing: as written when it has no occurrence number, else
    /// unnumbered with its title, and a count when several still share one (in id order).
    static func stableIDs(_ screens: [Screen]) -> [String] {
        var ids = screens.map { screen in
            let plain = unnumbered(screen.id)
            return plain == screen.id ? plain : plain + (screen.title.map { " “\($0)”" } ?? "")
        }
        let numbered = screens.indices.filter { ids[$0] != screens[$0].id }
        let groups = Dictionary(grouping: numbered) { ids[$0] }
        for (_, members) in groups where members.count > 1 {
            // By the numbers in the original ids, so the order survives a shift.
            let ordered = members.sorted { screens[$0].id.numbers.lexicographicallyPrecedes(screens[$1].id.numbers) }
            for (k, s) in ordered.enumerated() where k > 0 { ids[s] += " #\(k + 1)" }
        }
        return ids
    }
}

private extension String {
    /// The numeric components of a dotted id, in order.
    var numbers: [Int] { split(separator: ".").compactMap { Int($0) } }
}

/// What changed from one side to the other; each list sorted, so output is stable.
struct NavigationDiff {
    struct Move {
        let type: String
        let from: [NavigationSummary.Place]
        let to: [NavigationSummary.Place]
    }

    var addedScreens: [String] = []
    var removedScreens: [String] = []
    var addedEdges: [NavigationSummary.Edge] = []
    var removedEdges: [NavigationSummary.Edge] = []
    var addedTabs: [String] = []
    var removedTabs: [String] = []
    var addedRoutes: [String] = []
    var removedRoutes: [String] = []
    var changedRoutes: [String] = []
    /// Screens on both sides that became reachable, or stopped being.
    var nowReachable: [String] = []
    var noLongerReachable: [String] = []
    /// Types whose destinations were declared elsewhere (or only added or removed).
    var movedDestinations: [Move] = []
    var introduced: [Finding] = []
    var fixed: [Finding] = []

    let base: NavigationSummary
    let head: NavigationSummary

    init(base: NavigationSummary, head: NavigationSummary) {
        self.base = base
        self.head = head
        func split<T: Hashable & Comparable>(_ a: some Collection<T>, _ b: some Collection<T>) -> (added: [T], removed: [T]) {
            let (old, new) = (Set(a), Set(b))
            return (new.subtracting(old).sorted(), old.subtracting(new).sorted())
        }
        (addedScreens, removedScreens) = split(base.screens.keys, head.screens.keys)
        (addedEdges, removedEdges) = split(base.edges.keys, head.edges.keys)
        (addedTabs, removedTabs) = split(base.tabs, head.tabs)
        (addedRoutes, removedRoutes) = split(base.routes.keys, head.routes.keys)
        changedRoutes = base.routes.keys.filter { head.routes[$0] != nil && head.routes[$0] != base.routes[$0] }.sorted()
        let both = Set(base.screens.keys).intersection(head.screens.keys)
        nowReachable = both.filter { !base.reachable.contains($0) && head.reachable.contains($0) }.sorted()
        noLongerReachable = both.filter { base.reachable.contains($0) && !head.reachable.contains($0) }.sorted()
        for type in Set(base.destinations.keys).union(head.destinations.keys).sorted() {
            let (old, new) = (base.destinations[type] ?? [], head.destinations[type] ?? [])
            guard old != new else { continue }
            movedDestinations.append(Move(type: type, from: old.subtracting(new).sorted(), to: new.subtracting(old).sorted()))
        }
        // A fingerprint's findings beyond the other side's count are new (or gone).
        for key in Set(base.findings.keys).union(head.findings.keys) {
            let (old, new) = (base.findings[key] ?? [], head.findings[key] ?? [])
            if new.count > old.count { introduced += new.suffix(new.count - old.count) }
            if old.count > new.count { fixed += old.suffix(old.count - new.count) }
        }
        introduced = introduced.sortedForOutput()
        fixed = fixed.sortedForOutput()
    }

    var isEmpty: Bool {
        addedScreens.isEmpty && removedScreens.isEmpty && addedEdges.isEmpty && removedEdges.isEmpty && addedTabs.isEmpty
            && removedTabs.isEmpty && addedRoutes.isEmpty && removedRoutes.isEmpty && changedRoutes.isEmpty && nowReachable.isEmpty
            && noLongerReachable.isEmpty && movedDestinations.isEmpty && introduced.isEmpty && fixed.isEmpty
    }
}
