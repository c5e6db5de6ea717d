/// A component analysed on its frame graph: exact for paths and modal chains of any length,
/// in time linear in the number of frames and their events.
final class FrameComponent: ComponentAnalysis {
    let name: String
    let root: Node
    let prefix: [Event]
    let routes: [Int]
    let walker: Walker
    let runner: RouteRunner
    var engine: String { "frames" }
    private let graph: FrameGraph
    private let search: FrameSearch
    private let semantics: StateSemantics

    /// Over a finished search of `graph` from `root` (FrameTabs runs it).
    init(name: String, root: Node, prefix: [Event], routes: [Int], runner: RouteRunner, graph: FrameGraph, search: FrameSearch) {
        self.name = name
        self.root = root
        self.prefix = prefix
        self.walker = runner.walker
        self.routes = routes
        self.runner = runner
        self.graph = graph
        self.search = search
        semantics = StateSemantics(walker: walker, runner: runner, root: root)
    }

    var stateCount: Int { search.order.count }
    var transitions: Int { search.transitions }
    var truncated: Bool { false }
    var timedOut: Bool { false }
    var longestPath: Int { Int(search.distance.last ?? 0) }
    var depthCuts: Int { 0 }
    var byteCount: Int { 16 * search.keys.count + 12 * search.order.count + 5 * search.edgeTarget.count }

    /// Nodes a caller got back to through a session (FrameSessions).
    var hopCount: Int { search.hops.count }
    var firstVisible: [Int: Int32] { search.firstVisible }
    var firstResolved: [DestinationRef: (state: Int32, event: Event)] { search.firstResolved }
    var failures: [Failure: (state: Int32, event: Event)] { search.failures }
    var actionTargets: Set<ActionTarget> { search.actionTargets }
    var effectiveActions: Set<ActionRef> { search.effectiveActions }

    func traps() -> [ComponentTrap] { search.traps }
    func returns(_ state: Int32) -> Bool { !search.isTrapped(Int(state)) }
    var routeLandings: [Int: Int32] { search.landings }

    func depth(of state: Int) -> Int { Int(search.distance[state]) }

    func trace(to state: Int32) -> [Event] {
        let (start, events) = branch(to: state)
        return trace(events, from: start)
    }

    /// The first state of `state`'s branch, and the events from it (the one into it first).
    private func branch(to state: Int32) -> (start: Int32, events: [Event]) {
        let walked = search.walk(to: state)
        return (walked.states[0], walked.events)
    }

    func statePath(to state: Int32) -> [Int32] { state < 0 ? [] : search.walk(to: state).states }

    var crossLinks: [(from: Int32, component: Int, to: Int32)] { search.links.map { ($0.from, $0.component, $0.to) } }
    var pushOpens: [(from: Int32, route: Int)] { search.pushOpens }
    var pushLinks: [(from: Int32, to: Int32, route: Int)] { search.pushLinks }

    func origin(ofBranch start: Int32) -> Exploration.StateRef? {
        search.origins[start].map { Exploration.StateRef(component: $0.component, state: $0.state) }
    }

    func topScreen(_ state: Int32) -> Int? { graph.visible[Int(search.frame(at: Int(state)))].last }

    /// Traces that did not replay (FrameComponent.state): a bug of the frame engine, which
    /// the tests require never to happen and `check` reports.
    private(set) var replayFailures: [String] = []

    /// Replays the events from this component's launch; a branch another tab's URL began
    /// starts with the same route opened as a deep link, which gives the same result here.
    /// A trace that does not replay gives the state its longest replaying prefix reaches
    /// (so a finding's message names something the user can reach) and is counted.
    func state(_ id: Int32) -> NavState {
        let (start, events) = branch(to: id)
        let own = if let origin = search.origins[start] { [.deepLink(route: origin.route)] + events.dropFirst() } else { events }
        if let state = semantics.replay(own) { return state }
        replayFailures.append("\(name): the frame engine's trace to state \(id) does not replay: \(own)")
        var prefix = own.dropLast()
        while !prefix.isEmpty, semantics.replay(Array(prefix)) == nil { prefix = prefix.dropLast() }
        return semantics.replay(Array(prefix)) ?? semantics.launch
    }

    /// States within `depth` entries, as enumerating would count them (FrameGraph.configurations);
    /// nil with routes from outside, whose states the count leaves out.
    func configurations(within depth: Int) -> Double? { routes.isEmpty ? graph.configurations(from: root, within: depth) : nil }

    func modalsUp(_ id: Int32) -> Bool { graph.isModal(search.frame(at: Int(id))) }

    func mayDiffer(route r: Int, _ id: Int32) -> Bool {
        let route = model.deepLinks.routes[r]
        // From another tab, the route runs on its own tab's launch: the result differs by the
        // selected tab alone (the same in all of this tab's states) or by the modals left up.
        // A component that is the whole app runs every route itself (one that only selects a
        // tab is in no component's routes), whatever case or tab it shows.
        guard routes.contains(r) || root == graph.model.root else { return id == 0 || !route.dismissModals && modalsUp(id) }
        if !prefix.isEmpty && id == 0 { return true }
        let f = search.frame(at: Int(id))
        // Another case of the root switch than launch's: the route may act on another stack, or on none.
        if let (_, shown) = graph.home(f), shown != 0 { return true }
        let modal = graph.isModal(f)
        if modal && !route.dismissModals { return true }
        // Pushed onto another tab's path, it lands over what that tab was left showing.
        return !route.popToRoot && (modal || graph.frames[Int(f)].depth > 0 || search.keepsAside(at: Int(id)))
    }

    func visibleScreens(of state: Int) -> [Int32] { graph.visible[Int(search.frame(at: state))].map(Int32.init) }

    func forEachInAppSuccessor(of state: Int, _ body: (Int32) -> Void) {
        for e in Int(search.edgeStart[state])..<Int(search.edgeStart[state + 1]) where search.edgeInApp[e] { body(search.edgeTarget[e]) }
        for target in search.inAppSummaries[Int32(state)] ?? [] { body(target) }
    }
}
