/// Stacks bound to the same path binding share one path: after an event changes one of
/// them, the others hold the same values, each resolved by its own destinations.
struct SharedPaths {
    let walker: Walker
    /// Bindings used by two or more stacks; nothing to do when empty.
    let sharedBindings: Set<String>

    var active: Bool { !sharedBindings.isEmpty }

    init(walker: Walker) {
        self.walker = walker
        sharedBindings = walker.sharedBindings
    }

    /// Bindings used by two or more stacks of the model.
    static func bindings(_ model: Model) -> Set<String> {
        var count: [String: Int] = [:]
        for container in model.containers {
            if let binding = container.path?.binding.value { count[binding, default: 0] += 1 }
        }
        return Set(count.filter { $0.value > 1 }.keys)
    }

    private var model: Model { walker.model }

    /// `new` with every stack that shares a binding with a stack the event changed
    /// brought to the same values.
    func synchronize(_ new: NavState, after old: NavState, root: Node) -> NavState {
        guard !sharedBindings.isEmpty else { return new }
        let before = instances(of: old, root: root)
        let after = instances(of: new, root: root)
        guard before.count == after.count else { return new }
        var leaders: [String: [Int]] = [:]
        for (b, a) in zip(before, after) where b.binding == a.binding && b.values != a.values {
            leaders[a.binding] = a.values
        }
        guard !leaders.isEmpty else { return new }
        var result = new
        result.root = rewrite(root, new.root, leaders)
        for k in result.modals.indices {
            result.modals[k].scene = rewrite(result.modals[k].node, result.modals[k].scene, leaders)
        }
        return result
    }

    private struct Instance {
        let binding: String
        let values: [Int]
    }

    private func instances(of state: NavState, root: Node) -> [Instance] {
        var found: [Instance] = []
        collect(root, state.root, into: &found)
        for modal in state.modals { collect(modal.node, modal.scene, into: &found) }
        return found
    }

    private func collect(_ node: Node, _ scene: Scene, into found: inout [Instance]) {
        model.forEachChild(node, scene) { collect($0, $1, into: &found) }
        if case .container(let c) = node, let binding = model.containers[c].path?.binding.value,
           sharedBindings.contains(binding), case .stack(let path, _) = scene {
            found.append(Instance(binding: binding, values: path.compactMap(\.typedValue)))
        }
    }

    /// Recursion follows the scene tree, like the walker's.
    private func rewrite(_ node: Node, _ scene: Scene, _ leaders: [String: [Int]]) -> Scene {
        switch (node, scene) {
        case (.screen(let s), .screen(let inner)):
            guard let embeds = model.screens[s].embeds else { return scene }
            return .screen(rewrite(embeds, inner, leaders))
        case (.container(let c), _):
            switch (model.containers[c].kind, scene) {
            case (.stack(let root, _), .stack(let path, let rootScene)), (.navigationView(_, let root), .stack(let path, let rootScene)):
                let newRoot = rewrite(root, rootScene, leaders)
                if let binding = model.containers[c].path?.binding.value, let values = leaders[binding],
                   path.compactMap(\.typedValue) != values {
                    return .stack(path: resolve(values, onto: c), root: newRoot)
                }
                return .stack(path: path.map { entry in
                    var entry = entry
                    entry.scene = rewrite(entry.target, entry.scene, leaders)
                    return entry
                }, root: newRoot)
            case (.tabs, .tabs(let selected, let scenes)), (.switcher, .tabs(let selected, let scenes)), (.selection, .tabs(let selected, let scenes)):
                return .tabs(selected: selected, tabs: zip(model.containers[c].children, scenes).map { rewrite($0, $1, leaders) })
            case (.split(let columns, _), .split(let scenes)):
                return .split(columns: zip(columns, scenes).map { rewrite($0, $1, leaders) })
            default:
                return scene
            }
        default:
            return scene
        }
    }

    /// The values as this stack resolves them; an unresolvable value ends the path there.
    private func resolve(_ values: [Int], onto c: Int) -> [Entry] {
        Array(walker.resolve(values, onto: c, after: []).entries.prefix(walker.maxDepth))
    }
}

extension Entry {
    var typedValue: Int? {
        if case .typed(let type, _) = value { return type }
        return nil
    }
}
