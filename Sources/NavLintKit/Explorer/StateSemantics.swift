/// The state machine on explicit states: the events of a state and where each leads. The
/// enumerating explorer steps with it, and the frame engine replays its traces with it to
/// show the states it names.
struct StateSemantics {
    let walker: Walker
    let runner: RouteRunner
    let root: Node
    let sharedPaths: SharedPaths

    /// Containers of the root layer outside any stack: what a modal's `select` can change.
    let rootLevel: Set<Int>

    init(walker: Walker, runner: RouteRunner, root: Node) {
        self.walker = walker
        self.runner = runner
        self.root = root
        rootLevel = Set(walker.containment.staticContent(from: [root]).containers)
        sharedPaths = SharedPaths(walker: walker)
    }

    private var model: Model { walker.model }

    var launch: NavState { NavState(root: walker.lookup.initialScene(root), modals: []) }

    /// Launch with a switch that is on screen at launch showing another case, and the event
    /// that names it: an app switch's cases are ways back for `navigation-trap` (signing
    /// out is not a trap); an environment switch's are other launches, each checked. A split
    /// view's selection, once made, cannot be unmade: showing a choice counts as a way back too.
    var caseLaunches: [(event: Event, state: NavState, environment: Bool)] {
        var found: [(Event, NavState, Bool)] = []
        let start = launch
        for (c, container) in model.containers.enumerated() {
            if case .selection = container.kind, let scene = walker.chosen(c, in: root, start.root) {
                found.append((.selectTab(tabs: c, tab: 0), NavState(root: scene, modals: []), false))
            }
            guard case .switcher(let by, let cases) = container.kind else { continue }
            for k in cases.indices.dropFirst() {
                guard let scene = walker.select(c, k, in: root, start.root) else { break }
                found.append((.selectTab(tabs: c, tab: k), NavState(root: scene, modals: []), by == .environment))
            }
        }
        return found
    }

    /// The states that count as being back at the start for `navigation-trap`: launch and
    /// each case's launch. For the app's root TabView explored as one (the product of its
    /// tabs), each tab is back at its start on its own, as when tabs are explored apart:
    /// every combination of the tabs' launches and case launches (up to 4,096 of them).
    var returnTargets: [NavState] {
        let start = launch
        let cases = caseLaunches.map(\.state)
        guard isTabProduct, case .tabs(let selected, let scenes) = start.root else { return [start] + cases }
        var options = scenes.map { [$0] }
        for state in cases {
            guard case .tabs(_, let changed) = state.root, changed.count == scenes.count else { return [start] + cases }
            for t in changed.indices where changed[t] != scenes[t] { options[t].append(changed[t]) }
        }
        var combinations: [[Scene]] = [[]]
        for choices in options {
            combinations = combinations.flatMap { partial in choices.map { partial + [$0] } }
            guard combinations.count <= 4_096 else { return [start] + cases }
        }
        return combinations.map { NavState(root: .tabs(selected: selected, tabs: $0), modals: []) }
    }

    /// The app's root TabView explored as one component: the product of its tabs.
    var isTabProduct: Bool {
        guard root == model.root, case .container(let c) = root, case .tabs = model.containers[c].kind else { return false }
        return true
    }

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
        if let layer, model.closesWithoutAction(layer.style, showing: walked.visible) {
            candidates.append(Candidate(event: .swipeDismiss(layer.node, layer.style), outcome: .request(.dismiss)))
        }
        return (walked.visible, candidates)
    }

    /// Where an event leads. Scene outcomes replace the top layer's scene; requests no scene
    /// level took are the layer's to handle.
    func apply(_ candidate: Candidate, to state: NavState) -> Outcome {
        var next = state
        // An action that also closes the presentation its screen is in (`"dismisses"`): the top
        // modal goes in the same event, whatever the rest did (a pop of nothing included).
        let dismisses = if case .action(let ref, _) = candidate.event, !state.modals.isEmpty {
            model.screens[ref.screen].actions[ref.action].dismisses
        } else {
            false
        }
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
        case .request(.at(let stack, let request)):
            // The stack the action names is not around it: it acts there, under the top layer.
            switch acting(on: stack, request, in: next) {
            case .next(let changed): next = changed
            case .none where dismisses: break
            case let other: return other
            }
        case .request(.open(let url)):
            // openURL into the app runs the same router as a link from outside.
            guard case .route(let r, _, _) = model.router.match(url) else {
                if case .action(let ref, _) = candidate.event { return .failure(.unhandledURL(ref)) }
                return .none
            }
            let outcome = runner.open(r, in: state, root: root)
            if outcome.depthCut { return .depthCut }
            guard let opened = outcome.state else { return .none }
            next = opened
        case .failure(.depthCut):
            return .depthCut
        case .failure(let failure):
            return .failure(failure)
        case .request(.pop), .request(.popToRoot):
            // No stack to pop.
            if !dismisses { return .none }
        }
        if dismisses, next.modals.count == state.modals.count { next.modals.removeLast() }
        next = sharedPaths.synchronize(next, after: state, root: root)
        return next == state ? .none : .next(next)
    }

    /// A push or pop an action makes on a named stack in a layer below the top one (a
    /// router's stack under a sheet); pushes resolve as that stack's own would.
    private func acting(on stack: Int, _ request: Request, in state: NavState) -> Outcome {
        let action: ActionRef? = switch request {
        case .push(_, let action), .pushView(_, let action): action
        default: nil
        }
        guard case (let layer, var path)? = runner.locate(stack, in: state, root: root), layer < state.modals.count - 1 else {
            return action.map { .failure(.outsideStack($0)) } ?? .none
        }
        switch request {
        case .push(let types, let action):
            let resolution = walker.resolve(types, onto: stack, after: path)
            if let missing = resolution.missing { return .failure(.missingDestination(action, type: missing)) }
            guard path.count + types.count <= walker.maxDepth else { return .depthCut }
            path += resolution.entries
        case .pushView(let screen, _):
            guard path.count < walker.maxDepth else { return .depthCut }
            path.append(Entry(value: .view, target: .screen(screen), scene: walker.lookup.initialScene(.screen(screen))))
        case .pop(let n, let crashes):
            guard path.count >= n else { return crashes.map { .failure(.popPastRoot($0)) } ?? .none }
            path.removeLast(n)
        case .popToRoot:
            path = []
        default:
            return .none
        }
        return runner.setting(stack, path: path, layer: layer, in: state, root: root).map(Outcome.next) ?? .none
    }

    /// A switch or TabView of the app's root changed from a modal over it (a sign-out in a
    /// sheet, a tab switch under one); a switch changing its case takes away the content that
    /// presented the modals. One inside a stack's content or a modal changes only from the
    /// screens it shows (Walker), so from elsewhere nothing happens.
    private func selectBelowTop(_ tabs: Int, _ tab: Int, in state: NavState) -> NavState? {
        var next = state
        let isSwitch = walker.model.containers[tabs].isSwitch
        guard !state.modals.isEmpty, rootLevel.contains(tabs), let scene = walker.select(tabs, tab, in: root, state.root) else { return nil }
        // The case already shown: nothing changes, nothing is taken away.
        if isSwitch, scene == state.root { return nil }
        next.root = scene
        if isSwitch { next.modals = [] }
        return next
    }

    /// Whether a trace's `event` is the state's `candidate`. A swipe-dismiss closes the top
    /// modal, the only one a state offers; the frame graph names a shared layer's stack
    /// (Model.stacksAlike), which may be another call site's alike.
    private static func replays(_ candidate: Event, _ event: Event) -> Bool {
        if case .swipeDismiss(_, let a) = candidate, case .swipeDismiss(_, let b) = event { return a == b }
        return candidate == event
    }

    /// The state after `events` from launch; nil if one of them cannot happen.
    func replay(_ trace: [Event]) -> NavState? {
        var state = launch
        for event in trace {
            if case .selectTab(let c, let k) = event, case .switcher = walker.lookup.shapes[c] {
                // Another launch, where the environment shows case k.
                guard let scene = walker.select(c, k, in: root, state.root) else { return nil }
                state = NavState(root: scene, modals: [])
                continue
            }
            if case .deepLink(let r) = event {
                guard let opened = runner.open(r, in: state, root: root).state else { return nil }
                state = opened
                continue
            }
            guard let candidate = events(of: state).candidates.first(where: { Self.replays($0.event, event) }),
                  case .next(let next) = apply(candidate, to: state) else { return nil }
            state = next
        }
        return state
    }
}
