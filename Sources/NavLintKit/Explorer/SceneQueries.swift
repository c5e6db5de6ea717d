/// Reading a scene tree with the model beside it, for rules that ask about a state.
extension Model {
    /// Calls `body` with each child node of `node` and its scene: embedded content, a
    /// stack's root and pushed entries, every tab, every column.
    func forEachChild(_ node: Node, _ scene: Scene, _ body: (Node, Scene) -> Void) {
        switch (node, scene) {
        case (.screen(let s), .screen(let inner)):
            if let embeds = screens[s].embeds { body(embeds, inner) }
        case (.container(let c), _):
            switch (containers[c].kind, scene) {
            case (.stack(let root, _), .stack(let path, let rootScene)), (.navigationView(_, let root), .stack(let path, let rootScene)):
                body(root, rootScene)
                for entry in path { body(entry.target, entry.scene) }
            case (.tabs(_, _, let tabs), .tabs(_, let scenes)):
                for (tab, scene) in zip(tabs, scenes) { body(tab.content, scene) }
            case (.switcher, .tabs(let selected, let scenes)), (.selection, .tabs(let selected, let scenes)):
                // Cases not shown do not exist.
                let shown = containers[c].children
                if selected < shown.count { body(shown[selected], scenes[selected]) }
            case (.split(let columns, _), .split(let scenes)):
                for (column, scene) in zip(columns, scenes) { body(column, scene) }
            default:
                break
            }
        default:
            break
        }
    }

    /// Every container instance in a state with its scene, in a fixed order.
    func containerScenes(_ state: NavState, root: Node) -> [(container: Int, scene: Scene)] {
        var found: [(Int, Scene)] = []
        var pending: [(Node, Scene)] = [(root, state.root)] + state.modals.map { ($0.node, $0.scene) }
        while let (node, scene) = pending.popLast() {
            if case .container(let c) = node { found.append((c, scene)) }
            forEachChild(node, scene) { pending.append(($0, $1)) }
        }
        return found
    }
}

extension Exploration {
    /// The shortest reachable state that satisfies `test`, if any.
    func firstState(where test: (NavState, Node) -> Bool) -> StateRef? {
        var best: StateRef?
        for (c, component) in components.enumerated() {
            // BFS order: the first match in a component is its shortest.
            guard let index = (0..<component.stateCount).first(where: { test(component.state(Int32($0)), component.root) }) else { continue }
            let ref = StateRef(component: c, state: Int32(index))
            if best == nil || length(ref) < length(best!) { best = ref }
        }
        return best
    }
}
