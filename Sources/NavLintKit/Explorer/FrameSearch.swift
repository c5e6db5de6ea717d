/// Breadth-first search over the frame graph of one component (FrameGraph).
///
/// A search node is the top frame plus what lies under it that was never on top: the
/// intermediate entries of a multi-value push or a deep link, which Back can uncover
/// (`below`), and the last entry under a modal a deep link presented (`layerBelow`). Any
/// other record under the top frame was on top before, so going back to it finds nothing
/// new. Nodes are therefore about as many as frames, and every configuration reachable
/// from launch, for paths of any length, has its top frame among them.
final class FrameSearch {
    let graph: FrameGraph
    let root: Node
    let routes: [Int]
    let runner: RouteRunner
    /// Routes that dismiss modals and pop the component's root stack: the same from everywhere.
    let startsOver: Set<Int>

    struct Key: Hashable {
        let frame: Int32
        let below: Int32
        let layerBelow: Int32
    }

    private(set) var keys: [Key] = []
    private var keyIndex: [Key: Int32] = [:]
    /// Each key's place in breadth-first order, -1 while undiscovered.
    private(set) var position: [Int32] = []
    /// Discovered keys in breadth-first order, and for each its parent (by position), event and distance.
    private(set) var order: [Int32] = []
    private(set) var parent: [Int32] = []
    private(set) var via: [Event?] = []
    private(set) var distance: [Int32] = []
    /// In-app and deep-link successors of each discovered node (by position), packed.
    private(set) var edgeStart: [Int32] = [0]
    private(set) var edgeTarget: [Int32] = []
    private(set) var edgeInApp: [Bool] = []
    private(set) var unsupported = false

    var firstVisible: [Int: Int32] = [:]
    var firstResolved: [DestinationRef: (state: Int32, event: Event)] = [:]
    var failures: [Failure: (state: Int32, event: Event)] = [:]
    var actionTargets: Set<ActionTarget> = []
    var transitions = 0
    private var expanded: Set<Int32> = []

    /// What each frame can escape, and per discovered node whether its configuration is
    /// trapped (and whether the part under its modals is): a configuration is trapped when a
    /// record it holds cannot be removed; each edge from an untrapped node into a trapped
    /// configuration starts a trap.
    let escapes: FrameTraps
    private var trapped: [Bool] = []
    private var baseTrapped: [Bool] = []
    private(set) var traps: [ComponentTrap] = []

    init(graph: FrameGraph, root: Node, routes: [Int], runner: RouteRunner, traps: FrameTraps) {
        self.graph = graph
        self.root = root
        self.routes = routes
        self.runner = runner
        self.escapes = traps
        let rootStack = graph.launchFrame(root).flatMap { graph.layerOf($0).stack }
        startsOver = Set(routes.filter { r in
            let route = graph.model.deepLinks.routes[r]
            return route.dismissModals && route.popToRoot && runner.targets[r].stack != nil && runner.targets[r].stack == rootStack
        })
    }

    private func key(_ key: Key) -> Int32 {
        if let known = keyIndex[key] { return known }
        let id = Int32(keys.count)
        keys.append(key)
        keyIndex[key] = id
        position.append(-1)
        return id
    }

    func frame(at position: Int) -> Int32 { keys[Int(order[position])].frame }

    /// The frames of a key's never-shown entries and its own, bottom first.
    func pending(_ key: Int32) -> [Int32] {
        var frames: [Int32] = []
        var current = key
        while current >= 0 {
            frames.append(keys[Int(current)].frame)
            current = keys[Int(current)].below
        }
        return frames.reversed()
    }

    func run() {
        let before = graph.unsupported
        guard let launch = graph.launchFrame(root) else { unsupported = true; return }
        discover(key(Key(frame: launch, below: -1, layerBelow: -1)), parent: -1, event: nil)
        trapped.append(false)
        baseTrapped.append(false)
        var head = 0
        while head < order.count {
            let here = head
            head += 1
            let f = frame(at: here)
            for s in graph.visible[Int(f)] where firstVisible[s] == nil { firstVisible[s] = Int32(here) }
            let parentModal = graph.isModal(f)
            forEachEdge(from: here) { target, event, records, inApp in
                transitions += 1
                let into = trappedAfter(records, from: here)
                let frame = keys[Int(target)].frame
                var p = position[Int(target)]
                if p < 0 {
                    p = discover(target, parent: Int32(here), event: event)
                    trapped.append(into.all)
                    baseTrapped.append(graph.isModal(frame) ? into.base ?? (parentModal ? baseTrapped[here] : trapped[here]) : into.all)
                }
                if into.all, !trapped[here], let screen = graph.visible[Int(frame)].last {
                    traps.append(ComponentTrap(parent: Int32(here), event: event, screen: screen, modal: graph.layerOf(frame).style))
                }
                edgeTarget.append(p)
                edgeInApp.append(inApp)
            }
            if graph.unsupported != before { unsupported = true }
            if unsupported { return }
            edgeStart.append(Int32(edgeTarget.count))
        }
    }

    @discardableResult
    private func discover(_ id: Int32, parent p: Int32, event: Event?) -> Int32 {
        let at = Int32(order.count)
        position[Int(id)] = at
        order.append(id)
        parent.append(p)
        via.append(event)
        distance.append(p < 0 ? 0 : distance[Int(p)] + 1)
        return at
    }

    /// Whether the configuration an edge leads to is trapped, and the part under its modals.
    private func trappedAfter(_ records: Records, from here: Int) -> (all: Bool, base: Bool?) {
        func unusable(_ f: Int32) -> Bool { !escapes.usable(escapes.escape[Int(f)], f) }
        switch records {
        case .none: return (trapped[here], nil)
        case .push(let entries, let above):
            if trapped[here] { return (true, nil) }
            // One entry, nothing over it: it can be removed exactly when its frame can remove it.
            if entries.count == 1, above == nil { return (unusable(entries[0].frame), nil) }
            return (!escapes.usable(entries.map(\.frame), above: above), nil)
        case .layer(let m): return (trapped[here] || unusable(m), nil)
        case .uncover(let landing): return (trapped[here] || !escapes.usable(pending(landing), above: nil), nil)
        case .reset(let entries, let above):
            return (!escapes.usable(entries.map(\.frame), above: above), !escapes.usable(entries.map(\.frame), above: nil))
        case .base(let m): return (baseTrapped[here] || m.map(unusable) == true, nil)
        }
    }

    /// What an edge adds on top of the records it keeps, for the trap analysis.
    enum Records {
        /// Back to a configuration the search has seen: nothing new.
        case none
        /// Entries pushed on the top frame's stack (then a modal over the last one, for a deep link).
        case push([FrameGraph.Entry], above: Int32?)
        /// A modal presented over the top frame.
        case layer(Int32)
        /// An entry that was never on top (a key) becomes the top: it and the never-shown
        /// entries under it must now get away by themselves.
        case uncover(Int32)
        /// Everything was dismissed and popped first: only the new records count.
        case reset([FrameGraph.Entry], above: Int32?)
        /// Every modal was dismissed first, then maybe one presented.
        case base(Int32?)
    }

    /// Calls `body` with each edge out of the node at `here`: the key it leads to (nil when
    /// it only goes back to a configuration seen before), the event, what it adds, and
    /// whether it is an in-app event. Records failures, resolutions and push targets on the way.
    func forEachEdge(from here: Int, _ body: (Int32, Event, Records, Bool) -> Void) {
        let node = keys[Int(order[here])]
        let f = node.frame
        // Failures, resolutions and push targets depend on the frame alone: the first (shortest) node with it records them.
        let first = expanded.insert(f).inserted
        for step in graph.steps(f) {
            switch step {
            case .push(let entries, let event):
                if first {
                    note(entries, event, at: here)
                    if case .action(let ref, let targets) = event {
                        for target in targets { actionTargets.insert(ActionTarget(action: ref, target: target)) }
                    }
                }
                body(chain(entries, below: -1, layerBelow: node.layerBelow), event, .push(entries, above: nil), true)
            case .present(let m, let event):
                body(key(Key(frame: m, below: -1, layerBelow: -1)), event, .layer(m), true)
            case .select(let m, let event):
                // The tab as it was first shown; a tab seen before shows what it showed then.
                body(key(Key(frame: m, below: -1, layerBelow: node.layerBelow)), event, .none, true)
            case .back(let event):
                if let landing = uncovered(node, pops: 1) { body(landing, event, .uncover(landing), true) }
            case .pop(let n, let event):
                if let landing = uncovered(node, pops: n) { body(landing, event, .uncover(landing), true) }
            case .popToRoot:
                break
            case .dismiss(let event):
                if node.layerBelow >= 0 { body(node.layerBelow, event, .uncover(node.layerBelow), true) }
            case .failure(let failure, let event):
                if first, failures[failure] == nil { failures[failure] = (Int32(here), event) }
            case .open(let r, let event):
                route(r, from: node, event, here: here, inApp: true, body)
            }
        }
        guard !graph.isModal(f) else { return }
        for r in routes where here == 0 || !startsOver.contains(r) {
            route(r, from: node, .deepLink(route: r), here: here, inApp: false, body)
        }
    }

    private func note(_ entries: [FrameGraph.Entry], _ event: Event, at here: Int) {
        for entry in entries {
            if let d = entry.destination, firstResolved[d] == nil { firstResolved[d] = (Int32(here), event) }
        }
    }

    /// The key of `entries` pushed in order over a configuration whose top was shown.
    private func chain(_ entries: [FrameGraph.Entry], below: Int32, layerBelow: Int32) -> Int32 {
        var below = below
        for entry in entries { below = key(Key(frame: entry.frame, below: below, layerBelow: layerBelow)) }
        return below
    }

    /// The never-shown entry `pops` entries down, if the records there were never on top.
    private func uncovered(_ node: Key, pops: Int) -> Int32? {
        var landing = node.below
        for _ in 1..<pops where landing >= 0 { landing = keys[Int(landing)].below }
        return landing >= 0 ? landing : nil
    }

    private func route(_ r: Int, from node: Key, _ event: Event, here: Int, inApp: Bool,
                                _ body: (Int32, Event, Records, Bool) -> Void) {
        switch graph.routeStep(r, from: node.frame, root: root, runner: runner) {
        case .nothing:
            break
        case .unsupported:
            unsupported = true
        case .onTop(let entries, let present):
            note(entries, event, at: here)
            guard !entries.isEmpty || present != nil else { return }
            let top = chain(entries, below: -1, layerBelow: node.layerBelow)
            if let present {
                body(key(Key(frame: present, below: -1, layerBelow: entries.isEmpty ? -1 : top)), event, .push(entries, above: present), inApp)
            } else {
                body(top, event, .push(entries, above: nil), inApp)
            }
        case .fromRoot(let entries, let present):
            note(entries, event, at: here)
            guard !entries.isEmpty || present != nil else { return }
            let top = chain(entries, below: -1, layerBelow: -1)
            if let present {
                body(key(Key(frame: present, below: -1, layerBelow: entries.isEmpty ? -1 : top)), event, .reset(entries, above: present), inApp)
            } else {
                body(top, event, .reset(entries, above: nil), inApp)
            }
        case .toBase(let present):
            if let present { body(key(Key(frame: present, below: -1, layerBelow: -1)), event, .base(present), inApp) }
        }
    }
}

extension FrameGraph {
    /// What a deep-link route's handler does from frame `f` (RouteRunner's steps, on frames).
    enum RouteStep {
        /// No change, or only a return to a configuration seen before.
        case nothing
        /// It changes what lies under a modal: the frame graph cannot follow it.
        case unsupported
        /// Entries pushed on `f`'s stack, then maybe a modal.
        case onTop([Entry], present: Int32?)
        /// Modals dismissed and the root stack popped, then entries pushed and maybe a modal.
        case fromRoot([Entry], present: Int32?)
        /// Modals dismissed (nothing pushed), then maybe a modal.
        case toBase(present: Int32?)
    }

    func routeStep(_ r: Int, from f: Int32, root: Node, runner: RouteRunner) -> RouteStep {
        let route = model.deepLinks.routes[r]
        let target = runner.targets[r]
        let modal = isModal(f)
        let dismissed = route.dismissModals && modal
        var present: Int32?
        if let (node, style) = route.present {
            guard let m = layerRoot(node, style: style) else { return .unsupported }
            present = m
        }
        guard let stack = target.stack else {
            if dismissed { return .toBase(present: present) }
            return present.map { .onTop([], present: $0) } ?? .nothing
        }
        guard let launch = launchFrame(root), layerOf(launch).stack == stack else { return .nothing }
        if modal && !dismissed {
            if route.popToRoot || !route.push.isEmpty { return .unsupported }
            return present.map { .onTop([], present: $0) } ?? .nothing
        }
        if dismissed && !route.popToRoot {
            return route.push.isEmpty ? .toBase(present: present) : .unsupported
        }
        let base = route.popToRoot ? launch : f
        let entries = push(route.push, onto: base).entries
        return route.popToRoot ? .fromRoot(entries, present: present) : .onTop(entries, present: present)
    }
}
