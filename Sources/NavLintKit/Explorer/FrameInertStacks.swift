/// Stacks whose path stays empty in every state: a `NavigationStack` around a detail view
/// only for its title bar, or around a TabView whose tabs have stacks of their own. Nothing
/// pushes onto them or pops them, so each shows its root content and nothing else, and the
/// frame graph reads through one as through a screen (`chain`): the content it holds is the
/// frame's, and the stacks inside it are the layer's (a nested stack, an error of its own,
/// no longer sends the component to the enumeration).
///
/// Decided from the spec alone, and only where that is certain: no screen whose pushes land
/// on the stack (Containment.nearestStacks) pushes, pops or pops to root, no action and no
/// route names it (or a stack alike), but for a route that pushes nothing onto the app's
/// root stack, nor can act on it as the selected tab's stack, no screen outside a TabView or
/// switch it holds (and in no modal) selects there, and it is no split view's column (a
/// column's value link lands on the next column's stack, which nearest stacks do not say).
/// No path binding is shared: the graph runs only where none is (Explorer).
extension FrameGraph {
    static func inertStacks(_ walker: Walker, targets: [RouteTarget]) -> Set<Int> {
        let model = walker.model
        let containment = walker.containment
        var named = Set<Int>()
        // A value link in a split view's column lands on the next column when that one is a stack;
        // and a split view of stacks is one shape (FrameSplits): its columns' stacks are kept.
        for container in model.containers {
            guard case .split(let columns, _) = container.kind else { continue }
            for case .container(let c) in columns where model.containers[c].isStackLike { named.insert(c) }
        }
        // A route on the selected tab acts on the one outermost stack of that tab (RouteRunner.stack(of:in:root:)).
        if model.deepLinks.routes.contains(where: \.onSelectedTab) {
            for (c, container) in model.containers.enumerated() {
                guard case .tabs(_, _, let tabs) = container.kind else { continue }
                for t in tabs.indices {
                    let outermost = containment.stacks(in: TabPosition(tabs: c, tab: t)).filter { containment.nearestStacks(of: .container($0)).isEmpty }
                    if outermost.count == 1 { named.insert(outermost[0]) }
                }
            }
        }
        // TabViews and switches selected from screens outside them that no modal shows: not read
        // through. A route's select reaches into a stack's root content as into the root's
        // (Walker.select), and a modal's does nothing there (StateSemantics.selectBelowTop,
        // which the graph follows: `behindInert`).
        let inModals = modalScreens(model)
        var selectedFromOutside = Set<Int>()
        for (s, screen) in model.screens.enumerated() {
            for action in screen.actions {
                if let stack = action.stack { named.insert(stack) }
                if case .select(let tabs, _) = action.kind, !inModals.contains(s),
                   !containment.tabs(of: .screen(s)).contains(where: { $0.tabs == tabs }) {
                    selectedFromOutside.insert(tabs)
                }
            }
        }
        // A route that pushes nothing onto the app's root stack leaves its path as it was (a
        // "home" link that pops it to its root): FrameRoutes reads it as dismissing and presenting only.
        for (r, target) in targets.enumerated() {
            guard let stack = target.stack else { continue }
            if model.deepLinks.routes[r].push.isEmpty, model.root == .container(stack) { continue }
            named.insert(stack)
        }
        var inert = Set<Int>()
        for c in containment.stacks {
            guard !containment.stacksAlike(with: c).contains(where: named.contains) else { continue }
            let moved = containment.screens(pushingOnto: c).contains { s in
                model.screens[s].actions.contains { $0.stack == nil && $0.kind.movesStack }
            }
            // Walked last, and only when something selects from outside: most stacks stop before.
            guard !moved, selectedFromOutside.isEmpty
                    || !containment.staticContent(from: model.containers[c].children).containers.contains(where: selectedFromOutside.contains) else { continue }
            inert.insert(c)
        }
        return inert
    }

    /// TabViews and switches in an inert stack's content, read through as the layer's own: a
    /// modal's select does not reach them, as the root's level stops at stacks (StateSemantics.selectBelowTop).
    static func behindInert(_ inert: Set<Int>, _ walker: Walker) -> Set<Int> {
        var behind = Set<Int>()
        for c in inert { behind.formUnion(walker.containment.staticContent(from: walker.model.containers[c].children).containers) }
        return behind
    }

    /// Screens a modal can show: its content, what that embeds and pushes, down to every depth.
    private static func modalScreens(_ model: Model) -> Set<Int> {
        var pending = Containment.presentedNodes(model)
        var screens = Set<Int>()
        var containers = Set<Int>()
        while let node = pending.popLast() {
            switch node {
            case .screen(let s):
                guard screens.insert(s).inserted else { continue }
                let screen = model.screens[s]
                if let embeds = screen.embeds { pending.append(embeds) }
                pending += screen.destinations.map(\.target)
                for case .pushView(let target) in screen.actions.map(\.kind) { pending.append(.screen(target)) }
            case .container(let c):
                guard containers.insert(c).inserted else { continue }
                pending += model.containers[c].children
            }
        }
        return screens
    }

    /// `model.screenChain`, read through inert stacks: the screens on the way from `node` and
    /// the first container that is not one.
    func chain(_ node: Node) -> (screens: [Int], end: Int?)? {
        guard !inert.isEmpty else { return model.screenChain(node) }
        var screens: [Int] = []
        var next = node
        // A stack's root is another node, so a chain that comes back contains itself.
        for _ in 0...model.containers.count {
            guard let (more, end) = model.screenChain(next) else { return nil }
            screens += more
            guard let c = end, inert.contains(c), case .stack(let root) = walker.lookup.shapes[c] else { return (screens, end) }
            guard Set(screens).count == screens.count else { return nil }
            next = root
        }
        return nil
    }
}

extension Action.Kind {
    /// Whether the action changes the path of the stack its pushes land on.
    var movesStack: Bool {
        switch self {
        case .push, .pushView, .pop, .popToRoot: true
        case .present, .select, .dismiss, .open: false
        }
    }
}
