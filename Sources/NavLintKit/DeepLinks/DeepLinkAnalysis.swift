/// What opening each route does from every explored state: the facts behind the
/// deep-link rules and `navlint resolve`.
public struct RouteResult: Hashable, Sendable {
    /// The selected tab of the TabView on the route's way, when there is one.
    let tab: Int?
    /// The target stack's path (compact form) and the modal chain after the handler.
    let path: [UInt32]
    let modals: [UInt32]
    /// The target stack's screens after the handler, root first.
    let breadcrumb: [Int]
}

public struct RouteFacts: Sendable {
    /// Opening the route at launch.
    public internal(set) var launch: RouteResult?
    /// The shortest state from which the route gives another result than from launch.
    public internal(set) var differing: (state: Exploration.StateRef, result: RouteResult)?
    /// The shortest state with a modal up under which the route pushes or switches tabs.
    public internal(set) var hiddenByModal: Exploration.StateRef?
}

extension Exploration {
    func computeRouteFacts() -> [RouteFacts] {
        targets.indices.map { r in
            var facts = RouteFacts()
            guard !components.isEmpty, targets[r].stack != nil || targets[r].selects != nil
                || components[0].model.deepLinks.routes[r].onSelectedTab else { return facts }
            facts.launch = result(r, StateRef(component: 0, state: 0))
            // A handler that dismisses modals, selects its (bound) tab and pops to root
            // before pushing lands in the same place from anywhere: no state to search.
            let route = components[0].model.deepLinks.routes[r]
            let startsOver = route.dismissModals && targets[r].popsToRootWhereSeen(route, model: components[0].model)
            if startsOver { return facts }
            for (c, component) in components.enumerated() {
                let actsUnderModals = component.runner.actsUnderModals(r)
                // A route into a stack inside a modal acts under modals only when others are above
                // that one; one that changes a switch's case may take the modals away: both ask.
                let inModal = component.runner.actsInModal(r) || component.runner.selectsSwitch(r)
                // States come in breadth-first order: the first match in a component is its shortest.
                var hidden = !actsUnderModals
                // A route on the selected tab lands in whichever tab is selected, by design:
                // it is compared with launch only from states on the launch's tab.
                var differing = facts.launch == nil || route.onSelectedTab && compositional && c != 0
                for s in 0..<component.stateCount where !(hidden && differing) {
                    let ref = StateRef(component: c, state: Int32(s))
                    if !hidden, component.modalsUp(ref.state),
                       !inModal || component.runner.open(r, in: component.state(ref.state), root: component.root).hiddenByModal {
                        hidden = true
                        if facts.hiddenByModal.map({ length($0) > length(ref) }) ?? true { facts.hiddenByModal = ref }
                    }
                    guard !differing, component.mayDiffer(route: r, ref.state) else { continue }
                    if route.onSelectedTab, !compositional, case .tabs(let tab, _) = component.state(ref.state).root, tab != 0 { continue }
                    if let launch = facts.launch, let other = result(r, ref, state: component.state(ref.state)), other != launch {
                        differing = true
                        if facts.differing.map({ length($0.state) > length(ref) }) ?? true { facts.differing = (ref, other) }
                    }
                }
            }
            return facts
        }
    }

    /// What opening route `r` does, step by step, from `start` (launch of the route's own
    /// tab when nil); a state in another tab runs it on that tab's launch, as `result` does.
    func opening(_ r: Int, from start: StateRef?) -> RouteRunner.Outcome {
        let homeIndex = home(of: r)
        let host = components[homeIndex]
        let state = start.flatMap { $0.component == homeIndex ? host.state($0.state) : nil } ?? host.state(0)
        return host.runner.open(r, in: state, root: host.root)
    }

    /// The screen on top at launch.
    public var launchScreen: Int? { components.first?.topScreen(0) }

    /// The component that runs route `r` (its target tab's, or the only one).
    func home(of r: Int) -> Int {
        if let known = components.firstIndex(where: { $0.routes.contains(r) }) { return known }
        // A route that only selects a tab (no stack, nothing presented) is in no component's
        // routes: it runs in the tab it selects.
        guard compositional, let model = components.first?.model, case .container(let c) = model.root,
              let selects = targets[r].selects, selects.tabs == c, components.indices.contains(selects.tab) else { return 0 }
        return selects.tab
    }

    /// Opening route `r` from `ref`. In compositional exploration a route that acts in
    /// another tab is run on that tab's launch state: the other tab's own state does not
    /// change what this one shows, only which tab is selected and which modals stay up.
    func result(_ r: Int, _ ref: StateRef) -> RouteResult? {
        result(r, ref, state: components[ref.component].state(ref.state))
    }

    /// The same, for a state the caller has already decoded.
    func result(_ r: Int, _ ref: StateRef, state: NavState) -> RouteResult? {
        let component = components[ref.component]
        let model = component.model
        let codec = component.codec
        let homeIndex = components[ref.component].routes.contains(r) ? ref.component : home(of: r)
        let runsHere = !compositional || homeIndex == ref.component
        let host = components[homeIndex]
        let start = runsHere ? state : host.state(0)
        guard let after = host.runner.open(r, in: start, root: host.root).state else { return nil }
        let target = targets[r]
        var tab: Int?
        // A route that acts in no tab (a stack inside a modal, or only a present) leaves the tab as it was.
        if compositional, !model.deepLinks.routes[r].onSelectedTab, target.tab != nil || target.selects != nil {
            let selected = target.selects.map(model.isBound) == true ? homeIndex : ref.component
            tab = selected
        } else if let position = target.tab {
            tab = model.containerScenes(after, root: host.root).first { $0.container == position.tabs }.flatMap {
                if case .tabs(let selected, _) = $0.scene { selected } else { nil }
            }
        }
        var path: [UInt32] = []
        if let stack = host.runner.stack(of: r, in: after, root: host.root), let entries = host.runner.stackPath(stack, in: after, root: host.root) {
            path = codec.encode(entries)
        }
        var modals = after.modals
        if !runsHere, !model.deepLinks.routes[r].dismissModals { modals = state.modals + after.modals }
        let modalWords = modals.flatMap { [StateCodec.word($0.node), UInt32(PresentStyle.allCases.firstIndex(of: $0.style)!)] }
        return RouteResult(tab: tab, path: path, modals: modalWords, breadcrumb: host.runner.breadcrumb(r, after, root: host.root))
    }
}

extension RouteTarget {
    /// The route pops its stack to root, in the tab the user sees afterwards: it selects its
    /// tab (with a bound selection) or names none.
    func popsToRootWhereSeen(_ route: Route, model: Model) -> Bool {
        route.popToRoot && (selects.map(model.isBound) ?? (tab == nil))
    }
}
