/// What the explorer knows about one component (the whole app, or one independent tab),
/// whichever engine worked it out: the frame graph (FrameComponent) or the enumeration of
/// states (ComponentExplorer). States are numbered in breadth-first order, so the first
/// state with a property is a shortest one; `Exploration` reads components only through this.
protocol ComponentAnalysis: AnyObject {
    var name: String { get }
    var root: Node { get }
    /// Events that take the app from launch to this component's launch state.
    var prefix: [Event] { get }
    /// Routes opened from outside in this component.
    var routes: [Int] { get }
    /// The walker and route runner the component's states are read with.
    var walker: Walker { get }
    var runner: RouteRunner { get }
    var engine: String { get }

    var stateCount: Int { get }
    var transitions: Int { get }
    var truncated: Bool { get }
    var timedOut: Bool { get }
    var longestPath: Int { get }
    var depthCuts: Int { get }
    var byteCount: Int { get }

    /// First (shortest) sighting of each fact, as (state, event) where an event is involved.
    var firstVisible: [Int: Int32] { get }
    var firstResolved: [DestinationRef: (state: Int32, event: Event)] { get }
    var failures: [Failure: (state: Int32, event: Event)] { get }
    /// Every (action, content it pushed) taken in a reachable state.
    var actionTargets: Set<ActionTarget> { get }
    /// Pops, pops to root and dismissals that change something in some reachable state.
    var effectiveActions: Set<ActionRef> { get }
    /// Where reachable states that cannot get back to launch begin.
    func traps() -> [ComponentTrap]
    /// Whether in-app events lead from `state` back to the component's launch state.
    func returns(_ state: Int32) -> Bool
    /// The state each route opened at the component's launch (or, for a launch route, at the
    /// app's launch) leads to.
    var routeLandings: [Int: Int32] { get }
    /// The screens visible in a state, and its successors by in-app events (deep links from
    /// outside are not in-app edges).
    func visibleScreens(of state: Int) -> [Int32]
    func forEachInAppSuccessor(of state: Int, _ body: (Int32) -> Void)

    func depth(of state: Int) -> Int
    /// The shortest events from the app's launch to `state` (`prefix` first).
    func trace(to state: Int32) -> [Event]
    /// The states from the first one (launch, or one a launch route reached) to `state`, one
    /// per event of `trace(to:)` after it; empty for the app's launch itself (-1).
    func statePath(to state: Int32) -> [Int32]
    func topScreen(_ state: Int32) -> Int?
    /// The state itself.
    func state(_ id: Int32) -> NavState
    func modalsUp(_ id: Int32) -> Bool
    /// Where a branch another component's in-app URL began comes from (FrameTabs), given
    /// the branch's first state; and every such URL taken here: from, into, there.
    func origin(ofBranch start: Int32) -> Exploration.StateRef?
    var crossLinks: [(from: Int32, component: Int, to: Int32)] { get }
    /// URLs opened here that push onto another component's path (from, route), and the
    /// edges such a URL adds here (from, to, route): in-app once some opener is reached.
    var pushOpens: [(from: Int32, route: Int)] { get }
    var pushLinks: [(from: Int32, to: Int32, route: Int)] { get }
    /// False only when opening route `r` from the state surely gives what it gives from
    /// the state the route's facts compare with; a quick filter before `state(_:)`.
    func mayDiffer(route r: Int, _ id: Int32) -> Bool
}

/// A trapped state reached from a state that is not: the first step into a trap.
struct ComponentTrap {
    let parent: Int32
    let event: Event
    /// The innermost screen on screen once trapped, and the style of the modal on top, if any.
    let screen: Int
    let modal: PresentStyle?
}

extension ComponentAnalysis {
    var model: Model { walker.model }
    var codec: StateCodec { walker.codec }

    func origin(ofBranch start: Int32) -> Exploration.StateRef? { nil }
    var crossLinks: [(from: Int32, component: Int, to: Int32)] { [] }
    var pushOpens: [(from: Int32, route: Int)] { [] }
    var pushLinks: [(from: Int32, to: Int32, route: Int)] { [] }

    /// Routes that, opened at the app's launch, select this component's tab and act there:
    /// they reach their state in one event, not after the tab switch of `prefix`. Their
    /// states are first states of their own (parent -1), and traces to what lies beyond
    /// them do not start with `prefix`. State -1 stands for the app's launch.
    var launchRoutes: [Int] { Self.launchRoutes(prefix: prefix, routes: routes, runner: runner) }

    static func launchRoutes(prefix: [Event], routes: [Int], runner: RouteRunner) -> [Int] {
        guard prefix.count == 1, case .selectTab(let tabs, let tab) = prefix[0] else { return [] }
        return routes.filter { runner.targets[$0].selects == TabPosition(tabs: tabs, tab: tab) }
    }

    /// The events from launch, given the events from the first state of `state`'s branch
    /// and that first state: launch's branch starts with `prefix`.
    func trace(_ events: [Event], from first: Int32) -> [Event] {
        first == 0 ? prefix + events : events
    }
}
