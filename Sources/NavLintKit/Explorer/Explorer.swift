/// Explores a model's state space and keeps what rules and reports need: the shortest
/// way to every fact, and statistics.
///
/// Independent tabs are explored one at a time (compositional exploration). When the app
/// root is a TabView whose tabs share no path, a global state is the selected tab plus
/// one local state per tab, and every combination of local states is reachable: each tab
/// changes only its own state, and its tab bar entry reaches it from anywhere. So a fact
/// holds in some global state exactly when it holds in some local state of one tab, and
/// its shortest trace is "select that tab" followed by the tab's own shortest trace.
/// Exploring each tab alone costs the sum of the tabs' state counts, not their product.
public final class Exploration: @unchecked Sendable {
    let components: [any ComponentAnalysis]
    public let compositional: Bool
    /// Where each deep-link route acts.
    public let targets: [RouteTarget]

    init(components: [any ComponentAnalysis], compositional: Bool, targets: [RouteTarget]) {
        self.components = components
        self.compositional = compositional
        self.targets = targets
    }

    /// What each route does from every explored state, computed on first use.
    public private(set) lazy var routeFacts: [RouteFacts] = computeRouteFacts()

    /// Screens visible in some state reached by in-app events alone (no deep link from outside).
    public private(set) lazy var inAppVisibleScreens: Set<Int> = {
        // A component without deep links from outside, and no URL from another one, was reached in-app only.
        let crossed = components.contains { !$0.crossLinks.isEmpty || !$0.pushLinks.isEmpty }
        guard crossed || components.contains(where: { !$0.routes.isEmpty }) else {
            return Set(components.flatMap(\.firstVisible.keys))
        }
        var screens: Set<Int> = []
        for (c, reached) in Self.inAppReach(components).enumerated() {
            guard crossed || !components[c].routes.isEmpty else {
                screens.formUnion(components[c].firstVisible.keys)
                continue
            }
            for s in reached.indices where reached[s] { screens.formUnion(components[c].visibleScreens(of: s).map(Int.init)) }
        }
        return screens
    }()

    /// Per component and state, whether in-app events alone reach it from launch (in-app
    /// URLs that act in another tab lead from one component into another), without the
    /// URLs opened in component `without`, if given.
    static func inAppReach(_ components: [any ComponentAnalysis], without: Int? = nil) -> [[Bool]] {
        var reached = components.map { [Bool](repeating: false, count: $0.stateCount) }
        let links = components.map { Dictionary(grouping: $0.crossLinks, by: \.from) }
        let pushes = components.map { Dictionary(grouping: $0.pushLinks, by: \.from) }
        let opens = components.map { Dictionary(grouping: $0.pushOpens, by: \.from) }
        // Another tab's URL pushes here once some state that opens it is reached.
        var enabled: Set<Int> = []
        var waiting: [Int: [(Int, Int32)]] = [:]
        var queue: [(Int, Int32)] = []
        func reach(_ c: Int, _ s: Int32) {
            guard !reached[c][Int(s)] else { return }
            reached[c][Int(s)] = true
            queue.append((c, s))
        }
        for c in components.indices where components[c].stateCount > 0 { reach(c, 0) }
        var head = 0
        while head < queue.count {
            let (c, s) = queue[head]
            head += 1
            components[c].forEachInAppSuccessor(of: Int(s)) { reach(c, $0) }
            for push in pushes[c][s] ?? [] {
                if enabled.contains(push.route) { reach(c, push.to) } else { waiting[push.route, default: []].append((c, push.to)) }
            }
            guard c != without else { continue }
            for link in links[c][s] ?? [] { reach(link.component, link.to) }
            for open in opens[c][s] ?? [] where enabled.insert(open.route).inserted {
                for (d, to) in waiting.removeValue(forKey: open.route) ?? [] { reach(d, to) }
            }
        }
        return reached
    }

    /// Every push taken in a reachable state, with what it resolved to.
    public private(set) lazy var actionTargets: Set<ActionTarget> = components.reduce(into: []) { $0.formUnion($1.actionTargets) }

    /// Pops, pops to root and dismissals that do something in some reachable state.
    public var effectiveActions: Set<ActionRef> { components.reduce(into: []) { $0.formUnion($1.effectiveActions) } }

    /// Asked per stack by the rules: found once (an app of many tabs has as many components).
    public private(set) lazy var truncated: Bool = components.contains(where: \.truncated)
    /// The fallback enumeration cut some path or modal chain at maxDepth (ComponentExplorer.cutShort).
    public var cutShort: Bool { components.contains { ($0 as? ComponentExplorer)?.cutShort == true } }
    public var timedOut: Bool { components.contains(where: \.timedOut) }
    public var stateCount: Int { components.reduce(0) { $0 + $1.stateCount } }
    /// Traces the frame engine made that did not replay (FrameComponent.replayFailures): an
    /// internal error, empty unless the engine has a bug.
    public var replayFailures: [String] { components.flatMap { ($0 as? FrameComponent)?.replayFailures ?? [] } }
    /// Bytes the explorer's state tables hold (array sizes, not capacity or the process's RSS).
    public var storedBytes: Int { components.reduce(0) { $0 + $1.byteCount } }
    public var transitionCount: Int { components.reduce(0) { $0 + $1.transitions } }

    /// A state of one component.
    public struct StateRef: Hashable, Sendable {
        let component: Int
        let state: Int32
    }

    /// The shortest events from launch to `state`.
    public func trace(to state: StateRef) -> [Event] {
        let component = components[state.component]
        let events = component.trace(to: state.state)
        guard let origin = origin(of: state) else { return events }
        return trace(to: origin) + events
    }

    /// The other component's state whose in-app URL began `state`'s branch, if one did.
    func origin(of state: StateRef) -> StateRef? {
        let component = components[state.component]
        return component.statePath(to: state.state).first.flatMap(component.origin(ofBranch:))
    }

    /// Events from launch to a state: state -1 is the app's launch; launch routes' states
    /// are one event away, as far as the tab switch that leads to the component's launch.
    func length(_ state: StateRef) -> Int {
        guard state.state >= 0 else { return 0 }
        return components[state.component].prefix.count + components[state.component].depth(of: Int(state.state))
    }

    /// The shortest of several sightings, ties broken by component order.
    private func earliest<K: Hashable, V>(_ pick: (any ComponentAnalysis) -> [K: V], state: (V) -> Int32) -> [K: (StateRef, V)] {
        var best: [K: (StateRef, V)] = [:]
        for (c, component) in components.enumerated() {
            for (key, value) in pick(component) {
                let ref = StateRef(component: c, state: state(value))
                if let current = best[key], length(current.0) <= length(ref) { continue }
                best[key] = (ref, value)
            }
        }
        return best
    }

    /// Each screen visible in some reachable state, with the first such state.
    public private(set) lazy var visibleScreens: [Int: StateRef] =
        earliest({ $0.firstVisible }, state: { $0 }).mapValues(\.0)

    /// Each destination resolved by some reachable push: the state and the push.
    public private(set) lazy var resolvedDestinations: [DestinationRef: (StateRef, Event)] =
        earliest({ $0.firstResolved }, state: { $0.state }).mapValues { ($0.0, $0.1.event) }

    /// Each failed event (missing destination, push outside a stack): the state and event.
    public private(set) lazy var failures: [Failure: (StateRef, Event)] =
        earliest({ $0.failures }, state: { $0.state }).mapValues { ($0.0, $0.1.event) }

    /// The first steps into traps: states from which the component's launch state cannot
    /// be reached again, entered from one that can, shortest first.
    public private(set) lazy var traps: [TrapEntry] = (components.enumerated().flatMap { c, component in
        component.traps().map { trap in
            TrapEntry(from: StateRef(component: c, state: trap.parent), event: trap.event, screen: trap.screen, modal: trap.modal,
                      length: length(StateRef(component: c, state: trap.parent)) + 1)
        }
    } + trapsUnderOtherTabsModals()).sorted { $0.length < $1.length }

    /// Tabs explored apart: a deep link that acts in one tab, opened while a modal presented
    /// in another tab is up and left up, shows that modal over the tab it acted in. When the
    /// route, opened at its tab's launch, leaves that tab trapped, the user is stuck under the
    /// modal's screen: for each such screen, its shortest state with the other tab untouched.
    /// (A route that presents a modal of its own is on top, and its trap is found from launch.)
    private func trapsUnderOtherTabsModals() -> [TrapEntry] {
        guard compositional, components.count > 1, !truncated else { return [] }
        // Per component, found once: for each screen on top of an untrapped state with a modal
        // up, the first such state (breadth-first order: a shortest one).
        var modalTops: [Int: [(screen: Int, state: Int32, style: PresentStyle?)]] = [:]
        func tops(_ a: Int) -> [(screen: Int, state: Int32, style: PresentStyle?)] {
            if let known = modalTops[a] { return known }
            let other = components[a]
            var seen: Set<Int> = []
            var found: [(screen: Int, state: Int32, style: PresentStyle?)] = []
            for s in 0..<Int32(other.stateCount) where other.modalsUp(s) && other.returns(s) {
                guard let screen = other.topScreen(s), seen.insert(screen).inserted else { continue }
                found.append((screen, s, other.state(s).modals.last?.style))
            }
            modalTops[a] = found
            return found
        }
        var entries: [TrapEntry] = []
        for (b, tab) in components.enumerated() {
            for (r, landing) in tab.routeLandings.sorted(by: { $0.key < $1.key })
            where !tab.model.deepLinks.routes[r].dismissModals && tab.model.deepLinks.routes[r].present == nil && !tab.returns(landing) {
                for a in components.indices where a != b {
                    for top in tops(a) {
                        let from = StateRef(component: a, state: top.state)
                        entries.append(TrapEntry(from: from, event: .deepLink(route: r), screen: top.screen, modal: top.style,
                                                 length: length(from) + 1))
                    }
                }
            }
        }
        return entries
    }

    /// The state a reference names.
    func state(_ ref: StateRef) -> NavState { components[ref.component].state(ref.state) }

    /// Per component, the states enumerating it within `maxDepth` would store, counted on its
    /// frame graph (FrameGraph.configurations); nil where that count is not known without
    /// enumerating (other shapes, routes from outside, or the component was enumerated).
    public func boundedStates(maxDepth: Int) -> [Double?] {
        components.map { ($0 as? FrameComponent)?.configurations(within: maxDepth) }
    }

    /// Statistics per component, for `navlint states`.
    /// `engine` is "frames" for components analysed on their frame graph, "states" for
    /// those whose states were enumerated, and `fallback` says why they were.
    public var statistics: [(name: String, states: Int, transitions: Int, longestPath: Int, depthCuts: Int, truncated: Bool,
                             engine: String, fallback: String?)] {
        components.map { ($0.name, $0.stateCount, $0.transitions, $0.longestPath, $0.depthCuts, $0.truncated,
                          $0.engine, ($0 as? ComponentExplorer)?.fallback) }
    }
}

extension ComponentExplorer {
    /// A trap starts at a state that cannot get back entered by an event (in-app, or a deep
    /// link from outside) from one that can: every such step, so which of several the search
    /// meets first does not decide it, as in the frame graph (FrameSearch.record). A root
    /// TabView enumerated as one (`--no-compose`, or tabs that change each other in a shape
    /// the frame graph does not take) is the exception: there a
    /// step in one tab can take away the only way out of another, stuck one, and the step that
    /// counts is the breadth-first one, which is the stuck tab's own (as tabs explored apart
    /// say). None when truncated, since an unexplored successor could lead back.
    func traps() -> [ComponentTrap] {
        guard !truncated, stateCount > 0 else { return [] }
        let canReturn = returning
        guard canReturn.contains(false) else { return [] }
        var entries: [Int32: (parent: Int32, event: Event)] = [:]
        // A launch route's state (parent -1) starts from the app's launch, which can return.
        for s in 0..<stateCount where !canReturn[s] && (parent[s] < 0 || semantics.isTabProduct && canReturn[Int(parent[s])]) {
            if let event = trace(to: Int32(s)).last { entries[Int32(s)] = (parent[s], event) }
        }
        if !semantics.isTabProduct { enterings(canReturn, into: &entries) }
        return entries.keys.sorted().compactMap { s in
            let state = self.state(s)
            guard var screen = events(of: state).visible.last, let entry = entries[s] else { return nil }
            if entry.parent >= 0, let stuck = stuckColumn(from: self.state(entry.parent), to: state) { screen = stuck }
            return ComponentTrap(parent: entry.parent, event: entry.event, screen: screen, modal: state.modals.last?.style)
        }
    }

    /// The column a step within one layer changed, when that layer is a split view of stacks
    /// (Walker.stuckColumn).
    private func stuckColumn(from before: NavState, to after: NavState) -> Int? {
        guard before.modals.count == after.modals.count, before.modals.last?.node == after.modals.last?.node else { return nil }
        return walker.stuckColumn(after.modals.last?.node ?? root, from: before.modals.last?.scene ?? before.root,
                                  to: after.modals.last?.scene ?? after.root)
    }

    /// Each trapped state's first step in from a state that can get back, in breadth-first order.
    private func enterings(_ canReturn: [Bool], into entries: inout [Int32: (parent: Int32, event: Event)]) {
        var key: [UInt32] = []
        func enter(_ next: NavState, from: Int, by event: Event) {
            codec.encode(next, root: root, into: &key)
            guard let to = store.find(key), !canReturn[to], entries[Int32(to)] == nil else { return }
            entries[Int32(to)] = (Int32(from), event)
        }
        for from in 0..<stateCount where canReturn[from] {
            var inApp = false
            forEachInAppSuccessor(of: from) { inApp = inApp || !canReturn[Int($0)] && entries[$0] == nil }
            let links = routes.filter { from == 0 || !startsOver.contains($0) }
            guard inApp || !links.isEmpty else { continue }
            let state = self.state(Int32(from))
            if inApp {
                for candidate in events(of: state).candidates {
                    if case .next(let next) = semantics.apply(candidate, to: state) { enter(next, from: from, by: candidate.event) }
                }
            }
            for r in links {
                let opened = runner.open(r, in: state, root: root)
                if !opened.depthCut, let next = opened.state, next != state { enter(next, from: from, by: .deepLink(route: r)) }
            }
        }
    }

    func returns(_ state: Int32) -> Bool { !truncated && returning[Int(state)] }

    /// Reverse reachability from launch over in-app events.
    var returning: [Bool] {
        if let known = returnMemo, known.count == stateCount { return known }
        // Predecessor lists packed in one array (counted, then filled): no array per state.
        var start = [Int32](repeating: 0, count: stateCount + 1)
        for from in 0..<stateCount {
            forEachInAppSuccessor(of: from) { start[Int($0) + 1] += 1 }
        }
        for k in 0..<stateCount { start[k + 1] += start[k] }
        var fill = start
        var predecessors = [Int32](repeating: 0, count: Int(start[stateCount]))
        for from in 0..<stateCount {
            forEachInAppSuccessor(of: from) { to in
                predecessors[Int(fill[Int(to)])] = Int32(from)
                fill[Int(to)] += 1
            }
        }
        var canReturn = Array(repeating: false, count: stateCount)
        // Launch, and the launch state of every case of a switch on screen at launch.
        var queue: [Int32] = semantics.returnTargets.compactMap { store.find(codec.encode($0, root: root)).map(Int32.init) }
        for s in queue { canReturn[Int(s)] = true }
        var head = 0
        while head < queue.count {
            let s = Int(queue[head])
            head += 1
            for p in predecessors[Int(start[s])..<Int(start[s + 1])] where !canReturn[Int(p)] {
                canReturn[Int(p)] = true
                queue.append(p)
            }
        }
        returnMemo = canReturn
        return canReturn
    }
}

/// The first step into a trap, for `navigation-trap`.
public struct TrapEntry: Sendable {
    public let from: Exploration.StateRef
    public let event: Event
    public let screen: Int
    public let modal: PresentStyle?
    public let length: Int
}

public enum Explorer {
    /// Which engines may run: the frame graph where the shape allows it (`fastest`), or
    /// the enumeration of states everywhere, so tests can compare engines.
    public enum Engines: Sendable {
        case fastest
        case enumerate
    }

    public static func explore(_ model: Model, configuration: Configuration, containment: Containment,
                               options: RunOptions = RunOptions(), engine: Engines = .fastest) -> Exploration {
        let walker = Walker(model: model, containment: containment, maxDepth: configuration.maxDepth)
        let targets = RouteTarget.all(model, containment)
        let runner = RouteRunner(walker: walker, targets: targets)
        // The frame engine reads states back by replaying traces of any length.
        let unbounded = walker.bounded(by: Walker.unbounded)
        let replayRunner = RouteRunner(walker: unbounded, targets: targets)
        // A route that only selects a tab shows what the user can show; one that selects a switch's case may show what nothing else does.
        let routes = targets.indices.filter {
            targets[$0].stack != nil || model.deepLinks.routes[$0].present != nil || model.deepLinks.routes[$0].onSelectedTab
                || targets[$0].selects.map { model.containers[$0.tabs].isSwitch } ?? false
        }
        var parts = [FrameTabs.Part(name: "app", root: model.root, prefix: [], routes: routes)]
        var budgets = [configuration.maxStates]
        var crossing: [Int: FrameTabs.Cross] = [:]
        let rooted = options.compose ? rootTabs(model, containment, targets: targets) : .none
        if case .apart(let tabView, let crossed) = rooted, case .tabs(_, _, let tabs) = model.containers[tabView].kind {
            // Each tab gets an equal share of the state budget, and the routes that act in it.
            parts = tabs.enumerated().map { t, tab in
                // A route on the selected tab acts in each tab, on that tab's stack.
                let mine = routes.filter { model.deepLinks.routes[$0].onSelectedTab || Self.tabOf($0, targets, tabView: tabView) == t }
                return FrameTabs.Part(name: "tab \(tab.id)", root: tab.content, prefix: t == 0 ? [] : [.selectTab(tabs: tabView, tab: t)],
                                      routes: mine, tab: TabPosition(tabs: tabView, tab: t))
            }
            budgets = Array(repeating: max(1, configuration.maxStates / tabs.count), count: tabs.count)
            crossing = crossed
        }
        var framed = [FrameComponent?](repeating: nil, count: parts.count)
        var why = [String?](repeating: engine == .enumerate ? "--enumerate was given" : "stacks bound to one path",
                            count: parts.count)
        // The product of a root TabView's tabs, state by state, for comparison.
        let product = if !options.compose, case .container(let c) = model.root, case .tabs = model.containers[c].kind { true } else { false }
        if product { why = why.map { _ in "--no-compose was given" } }
        // Stacks bound to one path change together: the frame graph keeps no such tie.
        if engine == .fastest, walker.sharedBindings.isEmpty, !product {
            (framed, why) = FrameTabs.analyse(parts, crossing: crossing, graph: FrameGraph(walker: unbounded, targets: targets), runner: replayRunner)
            if case .coupled(let coupling) = rooted { why = why.map { $0.map { "tabs explored as one (\(coupling)), and " + $0 } } }
        }
        // Tabs that URLs couple, where one falls back, are one component: on frames (a pane a
        // tab) where its shape allows, else enumerated as one product. Asked to enumerate, the
        // product is enumerated (only the frame graph follows URLs between tabs apart).
        if !crossing.isEmpty, framed.contains(where: { $0 == nil }) {
            parts = [FrameTabs.Part(name: "app", root: model.root, prefix: [], routes: routes)]
            budgets = [configuration.maxStates]
            if engine == .fastest {
                (framed, why) = FrameTabs.analyse(parts, crossing: [:], graph: FrameGraph(walker: unbounded, targets: targets), runner: replayRunner)
                why = why.map { $0.map { "tabs that in-app URLs couple, explored as one, and " + $0 } }
            } else {
                (framed, why) = ([nil], ["--enumerate was given"])
            }
        }
        var components: [any ComponentAnalysis] = []
        var enumerated: [ComponentExplorer] = []
        for (k, part) in parts.enumerated() {
            if let frames = framed[k] {
                components.append(frames)
                continue
            }
            let explorer = ComponentExplorer(name: part.name, root: part.root, prefix: part.prefix, walker: walker,
                                             maxStates: budgets[k], routes: part.routes, runner: runner)
            explorer.fallback = why[k]
            explorer.forced = engine == .enumerate || product
            components.append(explorer)
            enumerated.append(explorer)
        }
        let deadline = configuration.timeout.map { ContinuousClock.now + .milliseconds(Int($0 * 1000)) }
        for component in enumerated { component.run(until: deadline, progress: options.progress, progressDelay: options.progressDelay) }
        return Exploration(components: components, compositional: components.count > 1, targets: targets)
    }

    /// The root TabView, when its tabs can be explored apart: it is the app root (no stack
    /// or screen around it whose own events would couple the tabs), and no two of its tabs
    /// share a path binding. In-app URLs either act in the tab of the screen that opens
    /// them, or select another tab of it (bound selection) and act on that tab's stack
    /// (`crossing`: route → tab, and whether it starts the stack over or pushes onto what
    /// the tab shows). Any other URL that acts outside its screen's tab couples the tabs: they
    /// are then one component (`coupled`, with why).
    static func rootTabs(_ model: Model, _ containment: Containment, targets: [RouteTarget]) -> RootTabs {
        guard case .container(let c) = model.root, case .tabs(let bound, _, let tabs) = model.containers[c].kind,
              !tabs.isEmpty else { return .none }
        let router = model.router
        let shownIn = tabsShowing(model, tabs: tabs.map(\.content))
        var crossing: [Int: FrameTabs.Cross] = [:]
        for (s, screen) in model.screens.enumerated() {
            for action in screen.actions {
                // A switch in one tab set from a screen another tab can show changes a tab the user
                // does not see; so does a push or pop on a stack another tab holds.
                var named: (container: Int, what: String)?
                if case .select(let k, _) = action.kind, case .switcher = model.containers[k].kind, !switchShows(model, k, s) {
                    named = (k, "sets a switch")
                }
                if let stack = action.stack { named = (stack, "names a stack") }
                if let (k, what) = named {
                    let home = Set(containment.tabs(of: .container(k)).filter { $0.tabs == c }.map(\.tab))
                    if !Set(shownIn[s]).isSubset(of: home) { return .coupled("an action \(what) in a tab other than one showing its screen") }
                }
                guard case .open(let url) = action.kind, case .route(let r, _, _) = router.match(url) else { continue }
                let home = Set(shownIn[s].map { TabPosition(tabs: c, tab: $0) })
                let target = targets[r]
                let route = model.deepLinks.routes[r]
                if let selects = target.selects, selects.tabs == c, target.tab == selects, target.stack != nil, bound {
                    if home != [selects] { crossing[r] = FrameTabs.Cross(tab: selects.tab, startsOver: route.popToRoot) }
                    continue
                }
                let acts = [target.selects, target.tab].compactMap { $0 }
                let leaves = target.stack != nil && target.tab == nil || acts.contains { $0.tabs != c || home != [$0] }
                if leaves { return .coupled("an in-app URL (route '\(route.id)') acts in a tab other than its own, or the selection is not bound") }
            }
        }
        let routes = model.deepLinks.routes
        // A deep link that acts in a tab other than the first without selecting it changes a
        // tab the user does not see, from whichever tab is selected: apart, it would need that
        // tab selected first.
        for r in routes.indices where targets[r].selects == nil && !routes[r].onSelectedTab && tabOf(r, targets, tabView: c) != 0 {
            return .coupled("route '\(routes[r].id)' acts in a tab other than the first without selecting it")
        }
        // A deep link that selects a tab and leaves modals up can leave one another tab
        // presented over the tab it selects; a route on the selected tab then acts under it,
        // which no state of that tab alone shows.
        if routes.contains(where: \.onSelectedTab),
           routes.indices.contains(where: { targets[$0].selects?.tabs == c && !routes[$0].dismissModals }),
           model.screens.contains(where: { $0.actions.contains { if case .present = $0.kind { true } else { false } } }) {
            return .coupled("a route on the selected tab, and a deep link that selects a tab and leaves another tab's modal up")
        }
        // A deep link that pushes (or pops) in its tab and presents over it shows a modal over
        // a configuration never seen alone; another tab's deep link that dismisses modals
        // uncovers it. Apart, no event of the first tab leads there.
        for (r, route) in routes.enumerated() where route.present != nil && (route.popToRoot || !route.push.isEmpty) {
            if routes.indices.contains(where: { routes[$0].dismissModals && tabOf($0, targets, tabView: c) != tabOf(r, targets, tabView: c) }) {
                return .coupled("a deep link dismisses a modal route '\(route.id)' presented in another tab over what it pushed")
            }
        }
        var bindingTab: [String: Int] = [:]
        for (k, container) in model.containers.enumerated() {
            guard let binding = container.path?.binding.value else { continue }
            for position in containment.tabs(of: .container(k)) where position.tabs == c {
                if let other = bindingTab[binding], other != position.tab { return .coupled("two tabs bound to one path") }
                bindingTab[binding] = position.tab
            }
        }
        return .apart(tabView: c, crossing: crossing)
    }

    /// What Explorer.rootTabs found: no root TabView, one whose tabs are explored apart, or
    /// why its tabs are explored as one.
    enum RootTabs {
        case none
        case apart(tabView: Int, crossing: [Int: FrameTabs.Cross])
        case coupled(String)

        var crossing: [Int: FrameTabs.Cross]? { if case .apart(_, let crossing) = self { crossing } else { nil } }
    }

    /// Whether screen `s` is shown with switch `c` by the same content: it embeds the switch,
    /// or a case shows it. Set from there, the switch changes what that content shows, in the
    /// tab that shows it.
    static func switchShows(_ model: Model, _ c: Int, _ s: Int) -> Bool {
        guard case .switcher(.app, let cases) = model.containers[c].kind else { return false }
        if cases.contains(where: { model.screenChain($0.content)?.screens.contains(s) == true }) { return true }
        return model.screenChain(.screen(s))?.end == c
    }

    /// The tab (component) whose exploration opens route `r`: the tab it acts in, else the first.
    static func tabOf(_ r: Int, _ targets: [RouteTarget], tabView: Int) -> Int {
        targets[r].tab.map { $0.tabs == tabView ? $0.tab : 0 } ?? 0
    }

    /// For each screen, the tabs whose content can show it: through what they embed, push
    /// and present (a sheet presented from a tab lies over that tab).
    static func tabsShowing(_ model: Model, tabs: [Node]) -> [[Int]] {
        var shown = [[Int]](repeating: [], count: model.screens.count)
        var mark = [Int](repeating: -1, count: model.screens.count + model.containers.count)
        for (t, content) in tabs.enumerated() {
            var pending = [content]
            while let node = pending.popLast() {
                let slot = switch node { case .screen(let s): s; case .container(let k): model.screens.count + k }
                guard mark[slot] != t else { continue }
                mark[slot] = t
                switch node {
                case .container(let k): pending += model.containers[k].children
                case .screen(let s):
                    shown[s].append(t)
                    let screen = model.screens[s]
                    if let embeds = screen.embeds { pending.append(embeds) }
                    pending += screen.destinations.map(\.target)
                    for action in screen.actions {
                        switch action.kind {
                        case .present(let node, _): pending.append(node)
                        case .pushView(let target): pending.append(.screen(target))
                        default: break
                        }
                    }
                }
            }
        }
        return shown
    }
}
