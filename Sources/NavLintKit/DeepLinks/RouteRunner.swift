/// Carries out a route's handler on a navigation state, step by step, as the app's
/// onOpenURL code would: dismiss modals, select the tab, pop to root, push each value
/// (resolved against the destinations visible at that moment), then present.
struct RouteRunner {
    let walker: Walker
    let targets: [RouteTarget]

    var model: Model { walker.model }

    struct Outcome {
        /// The state after the handler; nil when the handler cannot run (no target stack).
        var state: NavState?
        /// What the handler did, in words, for `navlint resolve`.
        var steps: [String] = []
        /// A pushed type that no visible destination matched, with its index in `push`.
        var unresolved: (type: Int, position: Int)?
        /// The route pushed or switched tabs while a modal stayed up over it.
        var hiddenByModal = false
        /// The tab switch did nothing: the TabView's selection is not bound.
        var selectionIgnored = false
        /// The pushes went past the walker's depth bound and were cut there: no state the
        /// enumeration should step to (like an in-app push past the bound).
        var depthCut = false
    }

    /// The modals a step dismisses, in words.
    private static func modals(_ count: Int) -> String {
        count == 1 ? "the presented modal" : "\(count) presented modals"
    }

    /// Whether route `r` selects a switch's case (which may take the modals up away).
    func selectsSwitch(_ r: Int) -> Bool {
        targets[r].selects.map { model.containers[$0.tabs].isSwitch } ?? false
    }

    func open(_ r: Int, in state: NavState, root: Node) -> Outcome {
        let route = model.deepLinks.routes[r]
        let target = targets[r]
        var outcome = Outcome()
        var next = state
        var closedModals = false
        if route.dismissModals, !next.modals.isEmpty {
            outcome.steps.append("dismiss \(Self.modals(next.modals.count))")
            next.modals = []
        }
        if let selects = target.selects {
            let name = EventText.tabTitle(selects.tabs, selects.tab, model)
            if case .tabs(let bound, _, _) = model.containers[selects.tabs].kind, !bound {
                outcome.steps.append("select tab \"\(name)\": ignored, the TabView's selection is not bound")
                outcome.selectionIgnored = true
            } else {
                outcome.steps.append("select \(model.containers[selects.tabs].isSwitch ? "case" : "tab") \"\(name)\"")
                if let changed = walker.select(selects.tabs, selects.tab, in: root, next.root), changed != next.root {
                    next.root = changed
                    // A switch of the app's root takes away the content that presented the
                    // modals (as an in-app select does, StateSemantics.selectBelowTop).
                    if model.containers[selects.tabs].isSwitch, !next.modals.isEmpty,
                       walker.containment.staticContent(from: [root]).containers.contains(selects.tabs) {
                        let they = next.modals.count == 1 ? "it was" : "they were"
                        outcome.steps.append("dismiss \(Self.modals(next.modals.count)): the case \(they) presented from is gone")
                        next.modals = []
                        closedModals = true
                    }
                }
            }
        }
        guard let stack = stack(of: r, in: next, root: root) else {
            if route.onSelectedTab { outcome.steps.append("no TabView on screen here has a selected tab with one stack") }
            outcome.state = presenting(route, next, &outcome)
            outcome.hiddenByModal = !state.modals.isEmpty && !closedModals && actsUnderModals(r)
            return outcome
        }
        // A stack inside the route's own modal is presented first, then pushed onto.
        let presentsFirst = route.present.map { walker.stackPath(stack, in: $0.node, walker.lookup.initialScene($0.node)) != nil } ?? false
        if presentsFirst { next = presenting(route, next, &outcome) }
        // The stack acts where it is on screen: in the topmost modal that shows it, else under the modals.
        guard case (let layer, var path)? = locate(stack, in: next, root: root) else {
            outcome.steps.append("stack '\(model.containers[stack].id)' is not on screen here")
            return outcome
        }
        if route.popToRoot {
            outcome.steps.append(path.isEmpty ? "pop to root (already there)" : "pop to root")
            path = []
        }
        if !route.push.isEmpty {
            let resolution = walker.resolve(route.push, onto: stack, after: path)
            for (k, entry) in resolution.entries.enumerated() {
                outcome.steps.append("push \(model.types[route.push[k]].name) → \(EventText.nodeID(entry.target, model))")
            }
            if let missing = resolution.missing {
                let position = resolution.entries.count
                outcome.unresolved = (missing, position)
                outcome.steps.append("push \(model.types[missing].name): no navigationDestination for it is visible in stack '\(model.containers[stack].id)'")
            }
            outcome.depthCut = path.count + resolution.entries.count > walker.maxDepth
            path = Array((path + resolution.entries).prefix(walker.maxDepth))
        }
        next = setting(stack, path: path, layer: layer, in: next, root: root) ?? next
        let above = layer < 0 ? next.modals.count : next.modals.count - 1 - layer
        outcome.state = presentsFirst ? next : presenting(route, next, &outcome)
        outcome.hiddenByModal = (layer < 0 ? !state.modals.isEmpty && !closedModals && actsUnderModals(r) : above > 0 && actsUnderModals(r))
        return outcome
    }

    /// The stack route `r` acts on in `state`: its own, or for `"tab": "selected"` the one
    /// outermost stack of the tab selected in the first TabView on screen under the modals
    /// (root: a tab's content, when tabs are explored apart, which is that tab).
    func stack(of r: Int, in state: NavState, root: Node) -> Int? {
        if let stack = targets[r].stack { return stack }
        guard model.deepLinks.routes[r].onSelectedTab else { return nil }
        var position: TabPosition?
        if case .container(let c) = model.root, case .tabs(_, _, let tabs) = model.containers[c].kind,
           let t = tabs.firstIndex(where: { $0.content == root }) {
            position = TabPosition(tabs: c, tab: t)
        } else {
            var pending = [(root, state.root)]
            while position == nil, !pending.isEmpty {
                let (node, scene) = pending.removeFirst()
                if case .container(let c) = node, case .tabs = model.containers[c].kind, case .tabs(let selected, _) = scene {
                    position = TabPosition(tabs: c, tab: selected)
                }
                model.forEachChild(node, scene) { pending.append(($0, $1)) }
            }
        }
        guard let position else { return nil }
        let containment = walker.containment
        let outermost = containment.stacks(in: position).filter { containment.nearestStacks(of: .container($0)).isEmpty }
        return outermost.count == 1 ? outermost[0] : nil
    }

    /// The modal layer showing stack `c`, topmost first (-1: the root layer under the modals).
    func layer(holding c: Int, in state: NavState, root: Node) -> Int? {
        for k in state.modals.indices.reversed() where walker.stackPath(c, in: state.modals[k].node, state.modals[k].scene) != nil {
            return k
        }
        return walker.stackPath(c, in: root, state.root) != nil ? -1 : nil
    }

    /// Whether route `r` changes what lies under the modals it leaves up: it selects a
    /// tab, or pushes or pops to root in its stack, without dismissing them. Both the
    /// rule (from every explored state) and `navlint resolve` (from one) ask this.
    func actsUnderModals(_ r: Int) -> Bool {
        let route = model.deepLinks.routes[r]
        let target = targets[r]
        let acts = target.stack != nil || route.onSelectedTab
        return !route.dismissModals && (target.selects != nil || acts && (!route.push.isEmpty || route.popToRoot))
    }

    /// The route's stack is not on screen at the app's launch: it is inside a modal (or pushed content).
    func actsInModal(_ r: Int) -> Bool {
        guard let stack = targets[r].stack, !model.deepLinks.routes[r].onSelectedTab else { return false }
        return walker.stackPath(stack, in: model.root, walker.lookup.initialScene(model.root)) == nil
    }

    private func presenting(_ route: Route, _ state: NavState, _ outcome: inout Outcome) -> NavState {
        guard let (node, style) = route.present, state.modals.count < walker.maxDepth else { return state }
        var next = state
        next.modals.append(Modal(node: node, style: style, scene: walker.lookup.initialScene(node)))
        outcome.steps.append("present \(style.rawValue) \(EventText.nodeID(node, model))")
        return next
    }

    /// The target stack's screens after the handler, root first: the breadcrumb.
    func breadcrumb(_ r: Int, _ state: NavState, root: Node) -> [Int] {
        guard let stack = stack(of: r, in: state, root: root), let path = stackPath(stack, in: state, root: root) else { return [] }
        var screens = Array(walker.containment.rootScreens(ofStack: stack).prefix(1))
        for entry in path { screens += walker.containment.staticScreens(from: [entry.target]).prefix(1) }
        if let modal = state.modals.last, model.deepLinks.routes[r].present != nil,
           walker.stackPath(stack, in: modal.node, modal.scene) == nil {
            screens += walker.containment.staticScreens(from: [modal.node]).prefix(1)
        }
        return screens
    }
}

extension RouteRunner {
    /// Where stack `c` is on screen (RouteRunner.layer(holding:)), and its path there.
    func locate(_ c: Int, in state: NavState, root: Node) -> (layer: Int, path: [Entry])? {
        guard let layer = layer(holding: c, in: state, root: root) else { return nil }
        let path = layer < 0 ? walker.stackPath(c, in: root, state.root) : walker.stackPath(c, in: state.modals[layer].node, state.modals[layer].scene)
        return path.map { (layer, $0) }
    }

    /// The path of stack `c` where a route acts on it.
    func stackPath(_ c: Int, in state: NavState, root: Node) -> [Entry]? { locate(c, in: state, root: root)?.path }

    /// `state` with stack `c`'s path in modal layer `layer` (-1: the root layer) replaced;
    /// nil when the stack is not there.
    func setting(_ c: Int, path: [Entry], layer: Int, in state: NavState, root: Node) -> NavState? {
        var next = state
        if layer < 0 {
            guard let scene = walker.setStackPath(c, path, in: root, state.root) else { return nil }
            next.root = scene
        } else {
            guard let scene = walker.setStackPath(c, path, in: state.modals[layer].node, state.modals[layer].scene) else { return nil }
            next.modals[layer].scene = scene
        }
        return next
    }
}

extension Walker {
    /// The path of stack `c` in a scene tree, wherever it is.
    func stackPath(_ c: Int, in node: Node, _ scene: Scene) -> [Entry]? {
        if case .container(c) = node, case .stack(let path, _) = scene { return path }
        var found: [Entry]?
        model.forEachChild(node, scene) { child, childScene in
            if found == nil { found = stackPath(c, in: child, childScene) }
        }
        return found
    }

    /// The scene with stack `c`'s path replaced; nil when `c` is not in it.
    func setStackPath(_ c: Int, _ path: [Entry], in node: Node, _ scene: Scene) -> Scene? {
        rewriteFirst(node, scene) { node, scene in
            guard node == .container(c), case .stack(_, let root) = scene else { return nil }
            return .stack(path: path, root: root)
        }
    }
}
