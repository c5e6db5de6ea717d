/// Breadth-first exploration of one component (the whole app, or one independent tab):
/// every state reachable from the component's launch state, each reached first by a
/// shortest event sequence, recorded as a parent index and the event taken.
final class ComponentExplorer: ComponentAnalysis {
    let name: String
    let root: Node
    /// Events that take the app from launch to this component's launch state.
    let prefix: [Event]
    let walker: Walker
    private let sharedPaths: SharedPaths
    let semantics: StateSemantics
    /// Routes opened from outside in this component, and the runner that carries them out.
    let routes: [Int]
    let runner: RouteRunner
    private let router: DeepLinkRouter
    let destinationCount: Int
    /// Routes that rebuild this whole component from scratch (its root is their stack,
    /// and they dismiss modals and pop to root): from every state they reach the same
    /// state, so opening them from launch discovers all they can.
    let startsOver: Set<Int>
    let maxStates: Int
    private let maxDepth: Int
    /// Why the frame graph did not serve (Explorer sets it).
    var fallback: String?
    /// Enumerated because the user asked (`--enumerate`, `--no-compose`: to compare engines),
    /// not as the fallback: its cuts at maxDepth are then expected, and not reported.
    var forced = false
    /// Whether, as the fallback, it cut paths or modal chains at maxDepth: results past that
    /// depth are unknown (exploration-truncated says so; nothing is claimed absent).
    var cutShort: Bool { !forced && depthCuts > 0 }

    /// States in their canonical compact form (StateCodec), indexed by that form.
    var store = StateStore()
    let codec: StateCodec
    var tree = BFSTree()
    var parent: [Int32] { tree.parent }
    /// The event that first reached each state, as an index into `eventTable` (-1 for launch).
    private var via: [Int32] = []
    private var eventTable: [Event] = []
    private var eventIndex: [Event: Int32] = [:]
    /// With routes, the screens visible in each expanded state, packed like successors,
    /// so in-app reachability needs no second walk of every state.
    private var visibleStart: [Int32] = [0]
    private var visibleList: [Int32] = []
    /// In-app successors of each expanded state, packed: state i's are
    /// `successorList[successorStart[i]..<successorStart[i + 1]]` (states are expanded in
    /// index order, so each list is appended once).
    private var successorStart: [Int32] = [0]
    private var successorList: [Int32] = []

    /// The screens visible in an expanded state (none for a state exploration did not reach).
    func visibleScreens(of state: Int) -> [Int32] {
        guard state + 1 < visibleStart.count else { return [] }
        return Array(visibleList[Int(visibleStart[state])..<Int(visibleStart[state + 1])])
    }

    func forEachInAppSuccessor(of state: Int, _ body: (Int32) -> Void) {
        guard state + 1 < successorStart.count else { return }
        for next in successorList[Int(successorStart[state])..<Int(successorStart[state + 1])] { body(next) }
    }

    /// Bytes held per explored state: the store, parents, levels, events and packed lists.
    var byteCount: Int {
        store.byteCount + tree.byteCount + 4 * (via.count + visibleStart.count + visibleList.count
            + successorStart.count + successorList.count)
    }

    func depth(of state: Int) -> Int { tree.depth(of: state) }

    var transitions = 0
    var truncated = false
    /// Where each route opened at launch lands (ComponentAnalysis.routeLandings).
    private(set) var routeLandings: [Int: Int32] = [:]
    private(set) var effectiveActions: Set<ActionRef> = []
    /// `returning`, once worked out.
    var returnMemo: [Bool]?
    /// Set when the time budget, not the state budget, cut exploration short.
    var timedOut = false
    var depthCuts = 0
    var longestPath = 0

    /// First (shortest) sighting of each fact, as (state, event) where an event is involved.
    var firstVisible: [Int: Int32] = [:]
    var firstResolved: [DestinationRef: (state: Int32, event: Event)] = [:]
    var failures: [Failure: (state: Int32, event: Event)] = [:]
    /// Every (action, content it pushed) taken in a reachable state: the graph's push edges.
    var actionTargets: Set<ActionTarget> = []

    init(name: String, root: Node, prefix: [Event], walker: Walker, maxStates: Int, routes: [Int], runner: RouteRunner) {
        self.name = name
        self.root = root
        self.prefix = prefix
        self.walker = walker
        self.routes = routes
        self.runner = runner
        self.router = walker.model.router
        self.destinationCount = walker.destinationCount
        self.startsOver = Set(routes.filter { r in
            let route = walker.model.deepLinks.routes[r]
            return route.dismissModals && route.popToRoot && runner.targets[r].stack.map { root == .container($0) } == true
        })
        self.sharedPaths = SharedPaths(walker: walker)
        self.semantics = StateSemantics(walker: walker, runner: runner, root: root)
        self.codec = walker.codec
        self.maxStates = maxStates
        self.maxDepth = walker.maxDepth
    }

    var model: Model { walker.model }

    var stateCount: Int { store.count }

    /// A state's compact form.
    func encoded(_ id: Int) -> [UInt32] { store.words(id) }

    /// A state decoded from its compact form.
    func state(_ id: Int32) -> NavState {
        if let last = lastDecoded, last.id == id { return last.state }
        let state = codec.decode(store.words(Int(id))[...], root: root)
        lastDecoded = (id, state)
        return state
    }

    /// The state decoded last: route facts ask `modalsUp` and then `state` of one state.
    private var lastDecoded: (id: Int32, state: NavState)?

    func run(until deadline: ContinuousClock.Instant? = nil, progress: (@Sendable (ExplorationProgress) -> Void)? = nil,
             progressDelay: Duration = .seconds(1)) {
        let launch = NavState(root: walker.lookup.initialScene(root), modals: [])
        var key: [UInt32] = []
        _ = store.find(codec.encode(launch, root: root))
        _ = insert(launch, parent: -1, event: nil)
        // The environment's other cases are launches of their own (no event leads there).
        for variant in semantics.caseLaunches where variant.environment {
            codec.encode(variant.state, root: root, into: &key)
            guard store.find(key) == nil else { continue }
            _ = insert(variant.state, parent: -1, event: variant.event)
        }
        for r in launchRoutes { open(r, from: launch, at: -1, key: &key) }
        var pacer = Pacer(name: name, deadline: deadline, progress: progress, delay: progressDelay)
        var head = 0
        while head < store.count {
            guard pacer.mayExpand(head, states: store.count, depth: { depth(of: head) }) else {
                truncated = true
                timedOut = true
                break
            }
            let current = Int32(head)
            let state = self.state(current)
            head += 1
            let (visible, candidates) = events(of: state)
            for screen in visible where firstVisible[screen] == nil { firstVisible[screen] = current }
            if !routes.isEmpty {
                visibleList += visible.map(Int32.init)
                visibleStart.append(Int32(visibleList.count))
            }
            var next: [Int32] = []
            for candidate in candidates {
                switch candidate.outcome {
                case .failure(.depthCut):
                    depthCuts += 1
                case .failure(let failure):
                    if failures[failure] == nil { failures[failure] = (current, candidate.event) }
                case .request, .scene:
                    guard let target = apply(candidate, to: state, at: current) else { continue }
                    if case .action(let ref, let targets) = candidate.event {
                        for node in targets { actionTargets.insert(ActionTarget(action: ref, target: node)) }
                        if mayDoNothing(ref) { effectiveActions.insert(ref) }
                    }
                    codec.encode(target, root: root, into: &key)
                    if let existing = store.find(key) {
                        next.append(Int32(existing))
                    } else if store.count >= maxStates || store.isFull {
                        truncated = true
                    } else {
                        next.append(insert(target, parent: current, event: candidate.event))
                        // Every entry on a path was resolved by a push; the first state
                        // holding it (BFS order) was reached by that push. Only pushes
                        // (and synchronised shared paths) add entries, and once every
                        // destination is seen there is nothing left to look for.
                        if mayAddEntries(candidate.event), firstResolved.count < destinationCount {
                            target.forEachDestination { destination in
                                if firstResolved[destination] == nil { firstResolved[destination] = (current, candidate.event) }
                            }
                        }
                    }
                    transitions += 1
                }
            }
            successorList += next
            successorStart.append(Int32(successorList.count))
            pacer.expanded(head, states: store.count)
            // Deep links from outside: they discover states, but are not in-app edges.
            for r in routes where head == 1 || !startsOver.contains(r) { open(r, from: state, at: current, key: &key) }
        }
    }

    /// Discovers the state route `r` leads to from `state` (numbered `at`; -1: the app's
    /// launch, for launch routes) if it is new and the budget allows.
    private func open(_ r: Int, from state: NavState, at current: Int32, key: inout [UInt32]) {
        let opened = runner.open(r, in: state, root: root)
        if opened.depthCut { depthCuts += 1 }
        guard !opened.depthCut, let target = opened.state, target != state else { return }
        codec.encode(target, root: root, into: &key)
        if let known = store.find(key) {
            if current <= 0, routeLandings[r] == nil { routeLandings[r] = Int32(known) }
            return
        }
        if store.count >= maxStates || store.isFull {
            truncated = true
            return
        }
        let id = insert(target, parent: current, event: .deepLink(route: r))
        if current <= 0, routeLandings[r] == nil { routeLandings[r] = id }
        guard firstResolved.count < destinationCount else { return }
        target.forEachDestination { destination in
            if firstResolved[destination] == nil { firstResolved[destination] = (current, .deepLink(route: r)) }
        }
    }

    /// Pops, pops to root and dismissals: actions that may do nothing where they are shown.
    private func mayDoNothing(_ ref: ActionRef) -> Bool {
        switch walker.model.screens[ref.screen].actions[ref.action].kind {
        case .pop, .popToRoot, .dismiss: true
        default: false
        }
    }

    /// Whether an event can put new entries on a path: pushes, in-app opens and deep
    /// links do; back, tab switches and dismissals do not, unless paths are shared.
    private func mayAddEntries(_ event: Event) -> Bool {
        switch event {
        case .action(let ref, _):
            switch model.screens[ref.screen].actions[ref.action].kind {
            case .push, .pushView, .open: return true
            default: return sharedPaths.active
            }
        case .deepLink: return true
        case .back, .selectTab, .swipeDismiss: return sharedPaths.active
        }
    }

    /// Stores the state `store.find` left pending, found from state `p`.
    private func insert(_ state: NavState, parent p: Int32, event: Event?) -> Int32 {
        _ = store.insertPending()
        let id = tree.add(parent: p)
        via.append(event.map(index(of:)) ?? -1)
        longestPath = max(longestPath, state.longestPath)
        return id
    }


    func events(of state: NavState) -> (visible: [Int], candidates: [Candidate]) { semantics.events(of: state) }

    /// The state an event leads to; nil when it changes nothing. Records what it could not do.
    private func apply(_ candidate: Candidate, to state: NavState, at current: Int32) -> NavState? {
        switch semantics.apply(candidate, to: state) {
        case .next(let next): return next
        case .none: return nil
        case .depthCut:
            depthCuts += 1
            return nil
        case .failure(let failure):
            if failures[failure] == nil { failures[failure] = (current, candidate.event) }
            return nil
        }
    }

    private func index(of event: Event) -> Int32 {
        if let known = eventIndex[event] { return known }
        let index = Int32(eventTable.count)
        eventTable.append(event)
        eventIndex[event] = index
        return index
    }

    var engine: String { "states" }

    func statePath(to state: Int32) -> [Int32] {
        guard state >= 0 else { return [] }
        var states: [Int32] = [state]
        var current = state
        while current > 0, parent[Int(current)] >= 0 {
            current = parent[Int(current)]
            states.append(current)
        }
        return states.reversed()
    }

    func modalsUp(_ id: Int32) -> Bool { !state(id).modals.isEmpty }

    func mayDiffer(route r: Int, _ id: Int32) -> Bool { true }

    /// The innermost screen on screen in a state.
    func topScreen(_ state: Int32) -> Int? { events(of: self.state(state)).visible.last }

    func trace(to state: Int32) -> [Event] {
        var events: [Event] = []
        var current = state
        while current > 0 {
            if via[Int(current)] >= 0 {
                events.append(eventTable[Int(via[Int(current)])])
            }
            current = parent[Int(current)]
        }
        return trace(events.reversed(), from: current)
    }
}

extension NavState {
    /// Calls `body` with the destination every path entry resolved to, allocating nothing.
    func forEachDestination(_ body: (DestinationRef) -> Void) {
        root.forEachDestination(body)
        for modal in modals { modal.scene.forEachDestination(body) }
    }

    var longestPath: Int { max(root.longestPath, modals.map(\.scene.longestPath).max() ?? 0) }
}

extension Scene {
    func forEachDestination(_ body: (DestinationRef) -> Void) {
        switch self {
        case .leaf: break
        case .screen(let inner): inner.forEachDestination(body)
        case .stack(let path, let root):
            root.forEachDestination(body)
            for entry in path {
                if let destination = entry.destination { body(destination) }
                entry.scene.forEachDestination(body)
            }
        case .tabs(_, let tabs): for tab in tabs { tab.forEachDestination(body) }
        case .split(let columns): for column in columns { column.forEachDestination(body) }
        }
    }

    var longestPath: Int {
        switch self {
        case .leaf: 0
        case .screen(let inner): inner.longestPath
        case .stack(let path, let root): max(path.count, root.longestPath, path.map(\.scene.longestPath).max() ?? 0)
        case .tabs(_, let tabs): tabs.map(\.longestPath).max() ?? 0
        case .split(let columns): columns.map(\.longestPath).max() ?? 0
        }
    }
}
