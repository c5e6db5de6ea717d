/// The state machine on explicit states: the events of a state and where each leads. The
/// enumerating explorer steps with it, and the frame engine replays its traces with it to
/// show the states it names.
struct StateSemantics {
    let walker: Walker
    let runner: RouteRunner
    let root: Node
    let sharedPaths: SharedPaths

    init(walker: Walker, runner: RouteRunner, root: Node) {
        self.walker = walker
        self.runner = runner
        self.root = root
        sharedPaths = SharedPaths(walker: walker)
    }

    private var model: Model { walker.model }

    var launch: NavState { NavState(root: walker.lookup.initialScene(root), modals: []) }

    enum Outcome {
        case next(NavState)
        /// Nothing changes.
        case none
        case depthCut
        case failure(Failure)
    }

    /// The topmost layer's visible screens and events, plus the layer-level events
    /// (present, dismiss, swipe-dismiss) that no scene level handles.
    func events(of state: NavState) -> (visible: [Int], candidates: [Candidate]) {
        let layer = state.modals.last
        let walked = walker.walk(layer?.node ?? root, layer?.scene ?? state.root)
        var candidates = walked.candidates
        if let layer, layer.style != .fullScreenCover,
           walked.visible.allSatisfy({ model.screens[$0].interactiveDismiss }) {
            candidates.append(Candidate(event: .swipeDismiss(layer.node, layer.style), outcome: .request(.dismiss)))
        }
        return (walked.visible, candidates)
    }

    /// Where an event leads. Scene outcomes replace the top layer's scene; requests no scene
    /// level took are the layer's to handle.
    func apply(_ candidate: Candidate, to state: NavState) -> Outcome {
        var next = state
        switch candidate.outcome {
        case .scene(let scene):
            if next.modals.isEmpty { next.root = scene } else { next.modals[next.modals.count - 1].scene = scene }
        case .request(.present(let node, let style)):
            guard next.modals.count < walker.maxDepth else { return .depthCut }
            next.modals.append(Modal(node: node, style: style, scene: walker.lookup.initialScene(node)))
        case .request(.dismiss):
            guard !next.modals.isEmpty else { return .none }
            next.modals.removeLast()
        case .request(.select(let tabs, let tab)):
            // A switch the top layer does not own changes a TabView underneath (a modal stays up).
            guard let changed = selectBelowTop(tabs, tab, in: next) else { return .none }
            next = changed
        case .request(.push(_, let action)), .request(.pushView(_, let action)):
            return .failure(.outsideStack(action))
        case .request(.open(let url)):
            // openURL into the app runs the same router as a link from outside.
            guard case .route(let r, _, _) = model.router.match(url) else {
                if case .action(let ref, _) = candidate.event { return .failure(.unhandledURL(ref)) }
                return .none
            }
            guard let opened = runner.open(r, in: state, root: root).state else { return .none }
            next = opened
        case .failure(.depthCut):
            return .depthCut
        case .failure(let failure):
            return .failure(failure)
        case .request(.pop), .request(.popToRoot):
            // No stack to pop.
            return .none
        }
        next = sharedPaths.synchronize(next, after: state, root: root)
        return next == state ? .none : .next(next)
    }

    private func selectBelowTop(_ tabs: Int, _ tab: Int, in state: NavState) -> NavState? {
        var next = state
        for layer in stride(from: state.modals.count - 2, through: 0, by: -1) {
            if let scene = walker.select(tabs, tab, in: state.modals[layer].node, state.modals[layer].scene) {
                next.modals[layer].scene = scene
                return next
            }
        }
        guard !state.modals.isEmpty, let scene = walker.select(tabs, tab, in: root, state.root) else { return nil }
        next.root = scene
        return next
    }

    /// The state after `events` from launch; nil if one of them cannot happen.
    func replay(_ trace: [Event]) -> NavState? {
        var state = launch
        for event in trace {
            if case .deepLink(let r) = event {
                guard let opened = runner.open(r, in: state, root: root).state else { return nil }
                state = opened
                continue
            }
            guard let candidate = events(of: state).candidates.first(where: { $0.event == event }),
                  case .next(let next) = apply(candidate, to: state) else { return nil }
            state = next
        }
        return state
    }
}
