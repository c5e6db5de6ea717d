/// Deep links on the frame graph: what a route's handler does from one frame, as
/// RouteRunner does it on states (FrameSearch follows the steps).
extension FrameGraph {
    /// What a deep-link route's handler does from frame `f` (RouteRunner's steps, on frames).
    enum RouteStep {
        /// No change, or only a return to a configuration seen before.
        case nothing
        /// It presents a shape outside the graph's, or acts where the graph cannot follow it.
        case unsupported(String)
        /// From a modal, it changes the root layer under it and leaves the modal up: an edge
        /// the graph cannot follow in-app; from outside, the route facts judge it, and what it
        /// leaves under the modal (FrameSearch.checkRoutesUnderModals).
        case underModal(String)
        /// From a modal that does not show the route's stack, which a modal under it might:
        /// what it changes there the graph cannot follow, from outside either.
        case stackUnderModal(String)
        /// Entries pushed on `f`'s stack, then maybe a modal.
        case onTop([Entry], present: Int32?)
        /// Modals dismissed and the root stack popped, then entries pushed and maybe a modal.
        case fromRoot([Entry], present: Int32?)
        /// Modals dismissed (nothing pushed), then maybe a modal.
        case toBase(present: Int32?)
        /// From a modal: every modal dismissed, then the route's entries pushed onto the root
        /// layer's configuration under them (as the route does from there), then maybe a modal.
        case ontoBase
        /// Modals dismissed, another tab of the switch case's TabView selected (the other tabs
        /// keep what they show) and its stack started over from its root frame `pane`, then
        /// entries pushed and maybe a modal. Not `startsOver`: pushed onto what that tab shows,
        /// from the root layer; its root frame stands for it (what the route pushes onto any
        /// other configuration of the tab, it pushes there when opened in that tab).
        case inTab(pane: Int32, [Entry], present: Int32?, startsOver: Bool)
        /// Modals dismissed; another tab of the root layer's TabView, not selected, has its
        /// stack started over from its root frame `pane` and entries pushed (not `startsOver`:
        /// pushed onto what the tab shows, each resolving at its root and popped by Back), which
        /// the user sees only on selecting that tab (FrameSearch's Key.aside); then maybe a modal.
        case aside(pane: Int32, [Entry], present: Int32?, startsOver: Bool)
        /// As `aside`, from a modal it leaves up: the other tab changes under the modal, which
        /// stays up (then maybe a modal over it).
        case asideUnder(pane: Int32, [Entry], present: Int32?, startsOver: Bool)
        /// From a modal it leaves up: another tab of the root layer's TabView selected under it
        /// (the modal is now `modal`, the same frame over that tab), the tab's stack started over
        /// from its root frame `pane` (not `startsOver`: pushed onto what the tab shows, which
        /// `pane` stands for), then entries pushed and maybe a modal over the top one.
        case underTab(modal: Int32, pane: Int32, [Entry], present: Int32?, startsOver: Bool)
        /// In the top modal's own stack (a route into a stack inside a modal): entries pushed
        /// on `f`, or on the layer's root frame `root` when it pops to root, then maybe a modal.
        case inLayer(root: Int32?, [Entry], present: Int32?)
        /// The modal holding the route's stack presented first (its root frame `modal`), over
        /// the top or, when `dismissing`, over the root layer once every modal is gone; then
        /// entries pushed in it.
        case intoModal(Int32, [Entry], dismissing: Bool)

        /// Another case of the root layer's switch selected: what the app showed goes, modals
        /// included (RouteRunner), and the case shows its first frame `pane`; then entries
        /// pushed there and maybe a modal, as from that case's launch.
        case otherCase(pane: Int32, [Entry], present: Int32?)

        /// The modal the route presents last, if any.
        var presented: Int32? {
            switch self {
            case .onTop(_, let present), .fromRoot(_, let present), .toBase(let present), .inTab(_, _, let present, _),
                 .inLayer(_, _, let present), .aside(_, _, let present, _), .asideUnder(_, _, let present, _),
                 .underTab(_, _, _, let present, _), .otherCase(_, _, let present):
                return present
            case .intoModal(let m, _, _): return m
            case .nothing, .unsupported, .underModal, .stackUnderModal, .ontoBase: return nil
            }
        }

        /// The step from a stack's root frame, where pushing onto it is starting it over.
        var startingOver: RouteStep {
            if case .onTop(let entries, let present) = self { return .fromRoot(entries, present: present) }
            return self
        }
    }

    /// The launch scene of a component's root showing `pane` (its switch case, and its tab).
    private func showing(_ root: Node, _ pane: Pane) -> Scene {
        var scene = walker.lookup.initialScene(root)
        if let c = layers.first(where: { $0.style == nil && $0.node == root })?.switcher {
            scene = walker.select(c, pane.switchCase, in: root, scene) ?? scene
        }
        if let t = pane.tabView { scene = walker.select(t, pane.tabIndex, in: root, scene) ?? scene }
        return scene
    }

    func routeStep(_ r: Int, from f: Int32, root: Node, runner: RouteRunner) -> RouteStep {
        let route = model.deepLinks.routes[r]
        let target = runner.targets[r]
        // A route that acts on no stack and selects nothing does the same over any path.
        let touchesStacks = target.stack != nil || target.selects != nil || route.onSelectedTab
        // What a route leaves under a TabView of stacks depends on every tab's path, which frames do not keep.
        if touchesStacks, holdsTabNest(f) || launchFrame(root).map(holdsTabNest) == true {
            return .unsupported("route '\(route.id)' opened in a stack whose root is a TabView of stacks")
        }
        if touchesStacks, frames[Int(f)].nest >= 0 { return routeStep(r, overNest: f, root: root, runner: runner) }
        let modal = isModal(f)
        let dismissed = route.dismissModals && modal
        var present: Int32?
        if let (node, style) = route.present {
            guard let m = layerRoot(node, style: style, over: f) else { return .unsupported(why) }
            present = m
        }
        // What a route without a stack (or acting nowhere but presenting) does.
        let presentOnly: RouteStep = dismissed ? .toBase(present: present) : present.map { .onTop([], present: $0) } ?? .nothing
        guard let launch = launchFrame(root) else { return .unsupported(why) }
        // The root layer's stack: the shown case's (or its tab's), when the root is a switch.
        let switched = home(f)
        // Without a switch, the root layer's pane a root frame shows (a split view of stacks has several).
        let (rootLayer, shown) = switched ?? (frames[Int(launch)].layer, modal ? 0 : frames[Int(f)].tab)
        let panes = layers[Int(rootLayer)].panes
        // A switch in content (or a split view's column) shows the case the route selects, whatever else it does.
        if let selects = target.selects, model.containers[selects.tabs].isSwitch, layers[Int(rootLayer)].switcher != selects.tabs {
            return .unsupported("route '\(route.id)' selects a case of a switch inside the app's content")
        }
        // The root switch's case: another one replaces everything; the one shown stays as it is.
        var selectsTab = target.selects
        if switched != nil, let selects = target.selects, layers[Int(rootLayer)].switcher == selects.tabs {
            if selects.tab != panes[Int(shown)].switchCase { return otherCase(r, selects.tab, layer: rootLayer, target: target) }
            selectsTab = nil
        }
        if switched != nil, let selects = selectsTab {
            guard let p = layers[Int(rootLayer)].pane(tabView: selects.tabs, tab: selects.tab) else {
                return .unsupported("route '\(route.id)' selects a tab outside the root layer's TabView (a switch case's, or the app's explored as one)")
            }
            // In another case: nothing happens, or only what the route does without a stack.
            if panes[p].switchCase != panes[Int(shown)].switchCase { return target.stack == nil ? presentOnly : .nothing }
            if !layers[Int(rootLayer)].sameTab(p, Int(shown)), case .tabs(true, _, _) = model.containers[selects.tabs].kind {
                // A split view of stacks: the pane of the column whose stack the route acts on.
                let q = panes.indices.first { layers[Int(rootLayer)].sameTab($0, p) && target.stack != nil && panes[$0].stack == target.stack } ?? p
                // A modal it presents sits over the tab it selects.
                var present = present
                if let (node, style) = route.present, let over = paneRoot(rootLayer, tab: q) {
                    guard let m = layerRoot(node, style: style, over: over) else { return .unsupported(why) }
                    present = m
                }
                // Only selecting it (over the root layer): the tab shows what it showed, as an
                // in-app select does; the first frame it showed stands for it.
                if target.stack == nil, route.push.isEmpty, !route.popToRoot, !modal || dismissed, let paneRoot = paneRoot(rootLayer, tab: p) {
                    return .inTab(pane: paneRoot, [], present: present, startsOver: false)
                }
                if modal, !dismissed, let paneRoot = paneRoot(rootLayer, tab: p) {
                    return underTab(r, from: f, tab: p, paneRoot: paneRoot, stack: panes[p].stack, target: target)
                }
                guard let stack = panes[q].stack, target.stack == stack, !modal || dismissed, let paneRoot = paneRoot(rootLayer, tab: q) else {
                    return .unsupported(Self.otherTabsStack(route))
                }
                let pushed = push(route.push, onto: paneRoot)
                // Opened from a modal it dismisses, the user gets back when what it pushes can be
                // removed, which would depend on what the other tab shows, unless the route starts
                // its stack over or that holds wherever the tab is.
                guard route.popToRoot || !modal || pushed.missing == nil && poppedAnywhere(pushed.entries, stack: stack) else {
                    return .unsupported("route '\(route.id)' selects another tab of the root layer's TabView from a modal without starting its stack over")
                }
                return .inTab(pane: paneRoot, pushed.entries, present: present, startsOver: route.popToRoot)
            }
        }
        // "tab": "selected" acts on this tab's own stack (each tab is a component of its own),
        // or on the tab a switch case's TabView shows.
        let selected = route.onSelectedTab ? runner.stack(of: r, in: NavState(root: showing(root, panes[Int(shown)]), modals: []), root: root) : nil
        // The app's root stack read through (FrameInertStacks): the route pops an empty path.
        guard let stack = target.stack ?? selected, !inert.contains(stack) else { return presentOnly }
        guard panes[Int(shown)].stack == stack else {
            // Another column's stack of a split view of stacks: from its root, as its own root's link
            // would (its first frame stands for what it shows); from a modal, what lies under it is not kept.
            if let other = panes.firstIndex(where: { $0.stack == stack }), !panes[other].stackPanes.isEmpty {
                // Another case's split view does not exist while this one shows.
                guard panes[other].switchCase == panes[Int(shown)].switchCase else { return .nothing }
                guard layers[Int(rootLayer)].sameTab(other, Int(shown)) else {
                    return .unsupported("route '\(route.id)' acts on a split view's stack in a tab it does not show")
                }
                guard !modal, let start = paneRoot(rootLayer, tab: other) else {
                    return .unsupported("route '\(route.id)' acts on a split view's stack from a modal")
                }
                return .inTab(pane: start, push(route.push, onto: start).entries, present: present, startsOver: route.popToRoot)
            }
            // Another case's stack does not exist while this one shows: the route does nothing.
            // Another tab's of the case's TabView changes what the user does not see.
            if let other = panes.firstIndex(where: { $0.stack == stack }) {
                guard panes[other].switchCase == panes[Int(shown)].switchCase else { return .nothing }
                // Started over (from the root layer, or a modal it dismisses), it leaves that
                // tab a configuration of its own; pushed onto what the tab shows, the same
                // entries over any of its frames, where each resolves at the stack's root and
                // Back pops it (what the tab showed was on top before).
                func unseen() -> RouteStep {
                    .unsupported("route '\(route.id)' acts on a tab of the root layer's TabView that is not selected (the tab changes unseen)")
                }
                guard let start = paneRoot(rootLayer, tab: other) else { return unseen() }
                let pushed = push(route.push, onto: start)
                guard route.popToRoot || pushed.missing == nil && poppedAnywhere(pushed.entries, stack: stack) else { return unseen() }
                if !route.popToRoot, pushed.entries.isEmpty { return presentOnly }
                if modal, !dismissed { return .asideUnder(pane: start, pushed.entries, present: present, startsOver: route.popToRoot) }
                return .aside(pane: start, pushed.entries, present: present, startsOver: route.popToRoot)
            }
            // Another tab's stack is FrameTabs' to cross into.
            if !isModalStack(stack) { return .nothing }
            return modalStack(stack, r, runner, from: f, present: present, dismissed: dismissed)
        }
        if modal && !dismissed {
            if route.popToRoot || !route.push.isEmpty {
                return .underModal("an in-app URL (route '\(route.id)') in a modal changes the stack under it and leaves the modal up")
            }
            return present.map { .onTop([], present: $0) } ?? .nothing
        }
        if dismissed && !route.popToRoot {
            return route.push.isEmpty ? .toBase(present: present) : .ontoBase
        }
        guard let base = route.popToRoot ? paneRoot(rootLayer, tab: Int(shown)) : f else { return .unsupported(why) }
        let entries = push(route.push, onto: base).entries
        return route.popToRoot ? .fromRoot(entries, present: present) : .onTop(entries, present: present)
    }

    /// Whether route `r`'s step from a frame depends only on the frame's `routeClass`: it
    /// starts its stack over, and from a modal it dismisses the modals first. What such a
    /// route does then reads only whether the frame is a modal, the root switch's case under
    /// it and the root layer's pane it shows (the tab, a split view's stack), never its path.
    func startsOver(_ r: Int, fromModal modal: Bool) -> Bool {
        let route = model.deepLinks.routes[r]
        return route.popToRoot && (!modal || route.dismissModals)
    }

    /// What a route that `startsOver` reads of frame `f`.
    func routeClass(_ f: Int32) -> [Int32] {
        let modal = isModal(f)
        if let (layer, shown) = home(f) { return [modal ? 1 : 0, layer, shown] }
        return [modal ? 1 : 0, -1, modal ? 0 : frames[Int(f)].tab]
    }

    /// Modal frame `f` over another tab of the root layer's TabView (pane `home`): the same
    /// modal, whose routes and selects now start from that tab.
    func rehomed(_ f: Int32, home: Int32) -> Int32? {
        var moved = frames[Int(f)]
        moved.home = home
        return frame(moved)
    }

    /// Route `r` selects case `c` of root layer `l`'s switch, not the one shown: the case's
    /// launch, then the route's pushes onto its first frame when that shows the route's stack
    /// (one the case does not show at once is RouteRunner's "not on screen": left to the
    /// enumeration, as a route on the selected tab is).
    private func otherCase(_ r: Int, _ c: Int, layer l: Int32, target: RouteTarget) -> RouteStep {
        let route = model.deepLinks.routes[r]
        let panes = layers[Int(l)].panes
        guard let first = layers[Int(l)].firstPane(ofCase: c), let start = paneRoot(l, tab: first) else { return .unsupported(why) }
        var entries: [Entry] = []
        if target.stack != nil || route.onSelectedTab {
            // Another case's stack is not on screen: RouteRunner leaves everything as it was.
            if let stack = target.stack, !panes.contains(where: { $0.switchCase == c && $0.stack == stack }),
               panes.contains(where: { $0.stack == stack }) {
                return .nothing
            }
            guard let stack = target.stack, panes[first].stack == stack else {
                return .unsupported("route '\(route.id)' selects another case of the root switch and acts on a stack its first screen does not show")
            }
            entries = push(route.push, onto: start).entries
        }
        var present: Int32?
        if let (node, style) = route.present {
            guard let m = layerRoot(node, style: style, over: start) else { return .unsupported(why) }
            present = m
        }
        return .otherCase(pane: start, entries, present: present)
    }

    /// Why a route that selects a tab and names another stack is left to the enumeration.
    private static func otherTabsStack(_ route: Route) -> String {
        "route '\(route.id)' selects another tab of the root layer's TabView and acts on a stack it does not show"
    }

    /// A route opened in modal frame `f` that selects tab `p` of the root layer's TabView under
    /// it and leaves the modal up: the modal stays as it is, over that tab (the same frame
    /// with another home, as an in-app select from the modal makes it), and the tab's stack
    /// (`stack`, when the route acts on it) is started over or pushed onto; a modal it
    /// presents goes over the one up. Pushed onto what the tab shows, the root frame stands
    /// for it only where the entries resolve and pop the same on any of its paths.
    private func underTab(_ r: Int, from f: Int32, tab p: Int, paneRoot: Int32, stack: Int?, target: RouteTarget) -> RouteStep {
        let route = model.deepLinks.routes[r]
        guard target.stack == nil || target.stack == stack else {
            return .unsupported(Self.otherTabsStack(route))
        }
        guard let modal = rehomed(f, home: Int32(p)) else { return .unsupported(why) }
        var present: Int32?
        if let (node, style) = route.present {
            guard let m = layerRoot(node, style: style, over: modal) else { return .unsupported(why) }
            present = m
        }
        guard let stack = target.stack, route.popToRoot || !route.push.isEmpty else {
            return .underTab(modal: modal, pane: paneRoot, [], present: present, startsOver: false)
        }
        let pushed = push(route.push, onto: paneRoot)
        guard route.popToRoot || pushed.missing == nil && poppedAnywhere(pushed.entries, stack: stack) else {
            return .unsupported("route '\(route.id)' selects another tab of the root layer's TabView from a modal it leaves up, "
                                + "and pushes onto what that tab shows")
        }
        return .underTab(modal: modal, pane: paneRoot, pushed.entries, present: present, startsOver: route.popToRoot)
    }

    /// A route into a stack inside a modal: it presents the content holding the stack first
    /// and pushes there, or it acts in the top modal when that one shows the stack, and does
    /// nothing where no modal does. One under the top modal it would change under it.
    private func modalStack(_ stack: Int, _ r: Int, _ runner: RouteRunner, from f: Int32, present: Int32?, dismissed: Bool) -> RouteStep {
        let route = model.deepLinks.routes[r]
        guard runner.targets[r].selects == nil else { return .unsupported("route '\(route.id)' selects a tab and acts on a stack inside a modal") }
        if let (node, _) = route.present, walker.stackPath(stack, in: node, walker.lookup.initialScene(node)) != nil {
            guard let m = present, paneStack(m) == stack else {
                return .unsupported("route '\(route.id)' acts on a stack the modal it presents does not show at once")
            }
            return .intoModal(m, push(route.push, onto: m).entries, dismissing: dismissed)
        }
        guard isModal(f), !dismissed else { return .nothing }
        guard paneStack(f) == stack else { return .stackUnderModal("route '\(route.id)' may act on a stack in a modal under the top one") }
        let key = frames[Int(f)]
        guard let start = route.popToRoot ? paneRoot(key.layer, tab: Int(key.tab), homeLayer: key.homeLayer, home: key.home) : f else {
            return .unsupported(why)
        }
        return .inLayer(root: route.popToRoot ? start : nil, push(route.push, onto: start).entries, present: present)
    }

    /// Whether entries pushed on stack `stack`'s root would be pushed the same on any path of
    /// it and each popped by Back: every one resolves at the stack's root (its destinations
    /// come first) and shows its back button.
    private func poppedAnywhere(_ entries: [Entry], stack: Int) -> Bool {
        // Interned first: `scopes[rootScope(stack)]` reads the array before interning appends to it.
        let scope = rootScope(stack)
        let root = scopes[Int(scope)]
        return entries.allSatisfy { entry in
            guard let destination = entry.destination, root.values.contains(destination) else { return false }
            if case .screen(let s) = entryNode(entry.frame), model.screens[s].backButtonHidden { return false }
            return true
        }
    }

    /// Whether stack `stack` is inside a modal's content (no scene of the app's root holds it:
    /// a stack in a switch case the app does not launch on is the root's, not a modal's);
    /// asked per route step and per search, so found once per stack.
    func isModalStack(_ stack: Int) -> Bool {
        if let known = modalStacks[stack] { return known }
        let rootStacks = walker.containment.staticContent(from: [model.root]).stacks
        for s in model.containers.indices where model.containers[s].isStackLike { modalStacks[s] = !rootStacks.contains(s) }
        return modalStacks[stack] ?? true
    }

    /// Whether some layer the graph made holds stack `stack` in one of its panes.
    func layerHolds(_ stack: Int) -> Bool { layers.contains { $0.panes.contains { $0.stack == stack } } }

    /// The stack of the pane frame `f` shows, if it has one.
    func paneStack(_ f: Int32) -> Int? { layers[Int(frames[Int(f)].layer)].panes[Int(frames[Int(f)].tab)].stack }
}
