/// The components of an app on one frame graph: the whole app, or each tab of its root
/// TabView (Explorer splits them).
///
/// Tabs change apart, except through in-app URLs that select another tab and start its
/// stack over (`crossing`): what such a URL leaves in the other tab is the same whatever
/// that tab showed, so it begins a branch of that tab's search, one event after the state
/// it was opened in. The tabs are searched together, one distance at a time, so every
/// branch starts at its shortest distance from launch and traces stay shortest.
///
/// A URL that pushes onto the other tab's path instead acts on whatever that tab shows
/// (on its root layer: a modal there would hide the tab bar), just as the same route opened
/// from outside does there: it adds no state, only in-app edges once an opener is reached
/// (FrameSearch.pushedInto) and, once the user can reach an opener and leave it again, a way
/// out of the tab it pushes onto (FrameTraps.Tabs.pushes). Opened from a sheet it dismisses,
/// it frees the sheet when what it pushes gets back, which must hold in every state of the
/// other tab that is not trapped (or in none).
///
/// Such a URL also changes who can get back to launch. A tab whose stack another tab's URL
/// can start over, with a result that gets back, can always get back from its root layer
/// (switch tabs, open the URL, return), provided the other tab reaches that URL without
/// the stuck tab's help; and the URL, opened from a modal it dismisses,
/// removes that modal when its result in the other tab gets back. Both grow with each
/// other, so the searches are repeated until neither grows (a least fixpoint: at most
/// one round per tab and route).
enum FrameTabs {
    struct Part {
        let name: String
        let root: Node
        let prefix: [Event]
        let routes: [Int]
        /// The root TabView's tab the part is, when its tabs are explored apart.
        var tab: TabPosition? = nil
    }

    /// An in-app URL into another tab: the tab, and whether it starts the tab's stack over
    /// (or pushes onto what it shows).
    struct Cross: Equatable {
        let tab: Int
        let startsOver: Bool
    }

    /// One component per part, nil for a part whose shape is outside the frame graph's
    /// (every part, when URLs cross between them: the tabs cannot be enumerated apart then),
    /// with why.
    static func analyse(_ parts: [Part], crossing: [Int: Cross], graph: FrameGraph,
                        runner: RouteRunner) -> (components: [FrameComponent?], why: [String?]) {
        func none(_ why: String) -> ([FrameComponent?], [String?]) {
            (Array(repeating: nil, count: parts.count), Array(repeating: why, count: parts.count))
        }
        let into = Dictionary(grouping: crossing.keys.sorted()) { crossing[$0]!.tab }
        // Without in-app URLs, escapes do not depend on the component: one analysis serves
        // all, over every frame, and the tabs' closures need not list theirs.
        let opens = graph.model.screens.contains { $0.actions.contains { if case .open = $0.kind { true } else { false } } }
        var reached: [[Int32]?] = []
        var why: [String?] = []
        for (k, part) in parts.enumerated() {
            let before = graph.unsupported
            reached.append(graph.close(from: part.root, routes: part.routes + (into[k] ?? []), runner: runner, partial: !opens))
            why.append(graph.unsupported == before ? nil : graph.why)
        }
        if !crossing.isEmpty, let first = why.compactMap({ $0 }).first { return none(first) }
        // What such a URL leaves in a tab that is a switch depends on the case it shows.
        if crossing.values.contains(where: { graph.launchFrame(parts[$0.tab].root).map { graph.layerOf($0).switcher != nil } ?? false }) {
            return none("an in-app URL into a tab whose content is a switch")
        }
        let cross = crossing.mapValues { FrameSearch.Crossing(component: $0.tab, root: parts[$0.tab].root, startsOver: $0.startsOver) }
        let shared = opens ? nil : FrameTraps(graph: graph, runner: runner, root: nil)
        var restart = Set<Int>()
        var crossOK = Set<Int>()
        var pushes: [Int: Set<Int>] = [:]
        let prefixes = parts.map { Int32($0.prefix.count) }
        while true {
            func make(_ k: Int, sessions: Bool = true, calls: Bool = false, returns: Bool = false, linksUnder: Bool = false) -> FrameSearch? {
                guard let frames = reached[k] else { return nil }
                let part = parts[k]
                let tabs = FrameTraps.Tabs(component: k, crossing: cross, crossOK: crossOK, restart: restart.contains(k),
                                           pushes: pushes[k] ?? [])
                let traps = shared ?? FrameTraps(graph: graph, runner: runner, root: part.root, frames: frames, tabs: tabs)
                return FrameSearch(graph: graph, root: part.root, routes: part.routes, runner: runner, traps: traps,
                                   launchRoutes: FrameComponent.launchRoutes(prefix: part.prefix, routes: part.routes, runner: runner),
                                   component: k, tab: part.tab, crossing: cross, sessions: sessions, calls: calls, returns: returns, linksUnder: linksUnder)
            }
            var searches = parts.indices.map { make($0) }
            search(searches, prefixes: prefixes)
            // Sessions whose verdicts depend on the modals under them: chains of openers may still do
            // (sessions run only without URLs between the tabs, so each is searched alone).
            for k in searches.indices where searches[k]?.sessionMode == true && searches[k]?.fallback == FrameSearch.sessionTraps {
                searches[k] = make(k, sessions: false)
                search(searches.indices.map { $0 == k ? searches[k] : nil }, prefixes: prefixes)
            }
            // A modal's pushed content acting under it (or a modal presented from there): pushes
            // in its stack as calls may do; where they cannot, the first reason stands.
            for k in searches.indices where [FrameSearch.pushedContent, FrameSearch.overAnotherModal, FrameSearch.movesPushedContent].contains(searches[k]?.fallback) {
                guard let calls = make(k, calls: true), calls.callMode else { continue }
                search(searches.indices.map { $0 == k ? calls : nil }, prefixes: prefixes)
                // One that fails only on a deep link over a modal may still do with the link followed (below).
                if !calls.unsupported || FrameSearch.judgesLinksUnder(calls) { searches[k] = calls }
            }
            // A modal that pops the stack under it onto what pushed it: pushes on the root layer as calls may do.
            // With sessions, or chains of openers (a modal over another that pops under them and
            // closes itself returns with the one under it up, which a session does not name; one
            // that pushes under them enters a call at the chain, FrameSearch.pushedUnder).
            for k in searches.indices where searches[k]?.fallback == FrameSearch.popsShownBefore {
                for sessions in [true, false] {
                    guard let returns = make(k, sessions: sessions, returns: true), returns.returnMode else { continue }
                    search(searches.indices.map { $0 == k ? returns : nil }, prefixes: prefixes)
                    if !returns.unsupported || FrameSearch.judgesLinksUnder(returns) { searches[k] = returns; break }
                    if ![FrameSearch.dismissesUnder, FrameSearch.popsShownBefore].contains(returns.fallback) { break }
                }
            }
            // A deep link over a modal whose change under it the route facts cannot judge: followed
            // as an edge (searched alone: only without URLs between the tabs).
            for k in searches.indices where crossing.isEmpty && searches[k].map(FrameSearch.judgesLinksUnder) == true {
                let old = searches[k]!
                // With sessions or chains of openers (a closing action over another modal that pops
                // under them needs the opener kept), pushes on the root layer as calls or not, or
                // pushes in the modal's stack as calls (the link changes what lies under its pages).
                let modes = [(true, old.callMode, false), (true, old.callMode, true), (false, false, false), (false, false, true)]
                    + (old.callMode ? [] : [(true, true, false)])
                for (sessions, calls, returns) in modes where !old.returnMode || returns {
                    guard let again = make(k, sessions: sessions, calls: calls, returns: returns, linksUnder: true),
                          again.returnMode == returns, again.callMode == calls else { continue }
                    search(searches.indices.map { $0 == k ? again : nil }, prefixes: prefixes)
                    if !again.unsupported { searches[k] = again; break }
                }
            }
            for (k, search) in searches.enumerated() { if let search, let fallback = search.fallback { why[k] = fallback } }
            let components = parts.enumerated().map { k, part -> FrameComponent? in
                guard let search = searches[k], !search.unsupported else { return nil }
                return FrameComponent(name: part.name, root: part.root, prefix: part.prefix, routes: part.routes, runner: runner,
                                      graph: graph, search: search)
            }
            if crossing.isEmpty { return (components, why) }
            let framed = components.compactMap { $0 }
            if let first = why.compactMap({ $0 }).first { return none(first) }
            // More escapes can only free what is trapped: with nothing trapped, nothing changes.
            if searches.allSatisfy({ !$0!.anyTrapped }) { return (components, why) }
            // Which URLs' results get back, and which tabs another tab can start over for good:
            // from a state that is not trapped and that in-app events reach without the tab
            // being started over (it is stuck: nothing it would open counts).
            var nextOK = crossOK
            var nextRestart = restart
            var nextPushes = pushes
            var reach: [Int: [[Bool]]] = [:]
            let pushed = pushReturns(searches.map { $0! })
            nextOK.formUnion(pushed.all)
            for (u, search) in searches.enumerated() {
                // A push into a stuck tab frees it when its result gets back: FrameTraps follows it.
                for open in search!.pushOpens where !search!.leavesTrapped(open.route, Int(open.from)) {
                    guard let t = cross[open.route]?.component, nextPushes[t]?.contains(open.route) != true else { continue }
                    if reach[t] == nil { reach[t] = Exploration.inAppReach(framed, without: t) }
                    if reach[t]![u][Int(open.from)] { nextPushes[t, default: []].insert(open.route) }
                }
                for link in search!.links where searches[link.component]!.crossReturns[link.route] == true {
                    nextOK.insert(link.route)
                    let t = link.component
                    guard !nextRestart.contains(t), !search!.leavesTrapped(link.route, Int(link.from)) else { continue }
                    if reach[t] == nil { reach[t] = Exploration.inAppReach(framed, without: t) }
                    if reach[t]![u][Int(link.from)] { nextRestart.insert(t) }
                }
            }
            if nextOK == crossOK && nextRestart == restart && nextPushes == pushes {
                // A sheet such a URL dismisses is freed in some states of the other tab only.
                let mixed = searches.lazy.compactMap { s in
                    s!.pushOpens.first { pushed.some.contains($0.route) && s!.graph.isModal(s!.frame(at: Int($0.from))) }
                }.first
                guard let mixed else { return (components, why) }
                return none("an in-app URL (route '\(graph.model.deepLinks.routes[mixed.route].id)') frees a modal in some states of the tab it pushes onto only")
            }
            crossOK = nextOK
            restart = nextRestart
            pushes = nextPushes
        }
    }

    /// Routes of URLs that push onto another tab whose result there gets back from every
    /// state of that tab that is not trapped (`all`), and those where it does from some only.
    private static func pushReturns(_ searches: [FrameSearch]) -> (all: Set<Int>, some: Set<Int>) {
        var result: (all: Set<Int>, some: Set<Int>) = ([], [])
        for search in searches {
            for (route, back) in search.pushReturns where search.crossing[route]?.startsOver == false {
                if back.all { result.all.insert(route) } else if back.some { result.some.insert(route) }
            }
        }
        return result
    }

    /// Runs the searches together by distance from the app's launch (a tab's prefix counts),
    /// delivering each URL that crosses into another tab as the start of a branch there.
    private static func search(_ optional: [FrameSearch?], prefixes: [Int32]) {
        let searches = optional.enumerated().compactMap { k, s in s.map { (k, $0) } }
        for (_, s) in searches { s.start() }
        var level: Int32 = 0
        while true {
            for (k, s) in searches { s.expand(through: level - prefixes[k]) }
            for (u, s) in searches where !s.crossOut.isEmpty {
                let out = s.crossOut
                s.crossOut = []
                for edge in out {
                    let crossing = s.crossing[edge.route]!
                    let t = crossing.component
                    guard let target = optional[t] else { continue }
                    if !crossing.startsOver {
                        s.pushOpens.append((edge.position, edge.route))
                        // Opened at the app's launch, it acts on the other tab's launch state, as
                        // the route's link at launch does, one event from launch too but met first
                        // (in-app events come first): there it starts a branch like a URL that
                        // starts over, so witnesses are the product's.
                        guard prefixes[u] == 0, edge.position == 0 else { continue }
                    }
                    let length = prefixes[u] + s.distance[Int(edge.position)] + 1
                    let origin = FrameSearch.Origin(component: u, state: edge.position, route: edge.route, distance: length - prefixes[t])
                    let entered = target.enter(edge.route, from: origin, event: edge.event, outside: s.isTrapped(Int(edge.position)))
                    s.links.append(FrameSearch.Link(from: edge.position, component: t, to: entered.position, route: edge.route))
                    if let trap = entered.trap { s.add(trap) }
                }
            }
            if level == 0 { for (_, s) in searches { s.openLaunchRoutes() } }
            if searches.allSatisfy({ $0.1.exhausted || $0.1.unsupported }) { break }
            level += 1
        }
        for (_, s) in searches { s.finish() }
    }
}
