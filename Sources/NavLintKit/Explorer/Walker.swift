/// Lists the events of one presentation layer: walks from the layer's root down to what is
/// visible, collecting each visible screen's actions, back buttons and tab bars, and walks
/// back up handling each event's requests at the level that owns them (a push at the
/// nearest stack, a tab switch at its TabView). Recursion follows the scene tree, whose
/// depth is bounded by the spec's nesting and maxDepth.
struct Walker {
    /// The tables behind one reference: walkers are copied into closures on the hot path,
    /// and a copy then retains one object instead of every array of the model.
    private final class Tables {
        let model: Model
        let containment: Containment
        let lookup: DestinationLookup
        let codec: StateCodec
        let sharedBindings: Set<String>
        let destinationCount: Int

        init(model: Model, containment: Containment) {
            self.model = model
            self.containment = containment
            self.lookup = DestinationLookup(model: model, containment: containment)
            self.codec = StateCodec(model: model)
            self.sharedBindings = SharedPaths.bindings(model)
            self.destinationCount = model.screens.reduce(0) { $0 + $1.destinations.count }
        }
    }

    private let tables: Tables
    private(set) var maxDepth: Int
    var model: Model { tables.model }
    var containment: Containment { tables.containment }
    /// Static facts the hot path asks for again and again, computed once.
    var lookup: DestinationLookup { tables.lookup }
    /// The compact form of states, shared by every component explored with this walker.
    var codec: StateCodec { tables.codec }
    /// Path bindings two or more stacks share, and how many destinations the model has:
    /// asked by every component, computed once.
    var sharedBindings: Set<String> { tables.sharedBindings }
    var destinationCount: Int { tables.destinationCount }

    init(model: Model, containment: Containment, maxDepth: Int) {
        self.tables = Tables(model: model, containment: containment)
        self.maxDepth = maxDepth
    }

    /// A depth bound no trace reaches: the frame engine's states are read back with it.
    static let unbounded = 1 << 30

    /// The same walker with another depth bound (shares every table).
    func bounded(by maxDepth: Int) -> Walker {
        var walker = self
        walker.maxDepth = maxDepth
        return walker
    }

    struct Result {
        var visible: [Int] = []
        var candidates: [Candidate] = []
    }

    /// `outer` counts the entries pushed on the stacks around `node` in this layer: a
    /// stack inside pushed content (a nested stack) starts a new path, and `maxDepth`
    /// bounds them together, so nesting by pushing cannot grow without end.
    func walk(_ node: Node, _ scene: Scene, outer: Int = 0) -> Result {
        switch node {
        case .screen(let s):
            return walkScreen(s, scene, outer: outer)
        case .container(let c):
            switch (lookup.shapes[c], scene) {
            case (.stack(let root), .stack(let path, let rootScene)):
                return walkStack(c, root: root, path: path, rootScene: rootScene, outer: outer)
            case (.tabs(let contents), .tabs(let selected, let scenes)):
                return walkTabs(c, contents: contents, selected: selected, scenes: scenes, outer: outer)
            case (.switcher(let cases), .tabs(let selected, let scenes)):
                return walkSwitch(c, cases: cases, selected: selected, scenes: scenes, outer: outer)
            case (.selection, .tabs(let selected, let scenes)):
                // The content once chosen (0), else the placeholder (1), if there is one.
                let shown = model.containers[c].children
                guard selected < shown.count else { return Result() }
                var result = walk(shown[selected], scenes[selected], outer: outer)
                result.candidates = result.candidates.map { candidate in
                    wrap(candidate) { scene in
                        var newScenes = scenes
                        newScenes[selected] = scene
                        return .tabs(selected: selected, tabs: newScenes)
                    }
                }
                return result
            case (.split(let columns), .split(let scenes)):
                return walkSplit(columns: columns, scenes: scenes, outer: outer)
            default:
                return Result()
            }
        }
    }

    private func walkScreen(_ s: Int, _ scene: Scene, outer: Int) -> Result {
        var result = Result(visible: [s])
        for (a, request) in lookup.requests[s].enumerated() {
            if let held = aroundStack(s, request, .action(ActionRef(screen: s, action: a), targets: []), scene, outer: outer) {
                result.candidates += held
                continue
            }
            var outcome = Outcome.request(request)
            // A screen around a TabView (or a switch) that selects one of its tabs: no level
            // under it takes the request, so it changes what the screen embeds here.
            if case .select(let tabs, let tab) = request, let embeds = lookup.embeds[s], case .screen(let inner) = scene,
               model.screenChain(embeds)?.end == tabs, let changed = select(tabs, tab, in: embeds, inner) {
                guard changed != inner else { continue }
                outcome = .scene(.screen(changed))
            }
            result.candidates.append(Candidate(event: .action(ActionRef(screen: s, action: a), targets: []), outcome: outcome))
        }
        if let embeds = lookup.embeds[s], case .screen(let inner) = scene {
            let child = walk(embeds, inner, outer: outer)
            result.visible += child.visible
            result.candidates += child.candidates.map { wrap($0) { .screen($0) } }
        }
        return result
    }

    private func walkStack(_ c: Int, root: Node, path: [Entry], rootScene: Scene, outer: Int) -> Result {
        var result: Result
        let rebuild: (Scene) -> Scene
        if let top = path.last {
            result = walk(top.target, top.scene, outer: outer + path.count)
            rebuild = { scene in
                var newPath = path
                newPath[newPath.count - 1].scene = scene
                return .stack(path: newPath, root: rootScene)
            }
        } else {
            result = walk(root, rootScene, outer: outer)
            rebuild = { .stack(path: path, root: $0) }
        }
        var candidates: [Candidate] = []
        for var candidate in result.candidates {
            if case .request(.at(let named, let request)) = candidate.outcome {
                guard named == c else {
                    candidates.append(candidate)
                    continue
                }
                candidate = Candidate(event: candidate.event, outcome: .request(request))
            }
            switch candidate.outcome {
            case .scene(let scene):
                candidates.append(Candidate(event: candidate.event, outcome: .scene(rebuild(scene))))
            case .request(let request):
                candidates += stackStep(request, candidate.event, on: c, path: path, rootScene: rootScene, outer: outer) ?? [candidate]
            case .failure:
                candidates.append(candidate)
            }
        }
        if let top = path.last, !isBackHidden(top.target) {
            candidates.append(Candidate(event: .back(from: top.target),
                                        outcome: .scene(.stack(path: Array(path.dropLast()), root: rootScene))))
        }
        result.candidates = candidates
        return result
    }

    /// What `request` does to stack `c` with `path`: a push, a pop or a pop to the root (none
    /// where it does nothing); nil for a request another level takes.
    private func stackStep(_ request: Request, _ event: Event, on c: Int, path: [Entry], rootScene: Scene, outer: Int) -> [Candidate]? {
        switch request {
        case .push(let types, let action):
            return [push(types, action: action, event: event, onto: c, path: path, outer: outer) { .stack(path: $0, root: rootScene) }]
        case .pushView(let screen, _):
            guard outer + path.count < maxDepth else { return [Candidate(event: event, outcome: .failure(.depthCut))] }
            let entry = Entry(value: .view, target: .screen(screen), scene: lookup.initialScene(.screen(screen)))
            var event = event
            if case .action(let ref, _) = event { event = .action(ref, targets: [.screen(screen)]) }
            return [Candidate(event: event, outcome: .scene(.stack(path: path + [entry], root: rootScene)))]
        case .pop(let n, let crashes):
            // removeLast(n) needs n entries (fewer crash); dismiss() on the root does nothing.
            guard path.count >= n else { return crashes.map { [Candidate(event: event, outcome: .failure(.popPastRoot($0)))] } ?? [] }
            return [Candidate(event: event, outcome: .scene(.stack(path: Array(path.dropLast(n)), root: rootScene)))]
        case .popToRoot:
            return path.isEmpty ? [] : [Candidate(event: event, outcome: .scene(.stack(path: [], root: rootScene)))]
        default:
            return nil
        }
    }

    /// A screen's request naming the stack it holds (a button beside the NavigationStack,
    /// outside its content, changing its path): that stack takes it, whatever it shows; nil
    /// where the screen does not hold that stack.
    private func aroundStack(_ s: Int, _ request: Request, _ event: Event, _ scene: Scene, outer: Int) -> [Candidate]? {
        guard case .at(let named, let inner) = request, let embeds = lookup.embeds[s], case .screen(let held) = scene,
              model.screenChain(embeds)?.end == named else { return nil }
        var made: [Candidate]?
        let changed = rewriteFirst(embeds, held) { node, scene in
            guard node == .container(named), case .stack(let path, let rootScene) = scene else { return nil }
            made = stackStep(inner, event, on: named, path: path, rootScene: rootScene, outer: outer) ?? []
            if case .scene(let next)? = made?.first?.outcome { return next }
            return scene
        }
        guard let made, let changed else { return nil }
        return made.map { candidate in
            if case .scene = candidate.outcome { return Candidate(event: candidate.event, outcome: .scene(.screen(changed))) }
            return candidate
        }
    }

    private func isBackHidden(_ node: Node) -> Bool {
        guard case .screen(let s) = node else { return false }
        return model.screens[s].backButtonHidden
    }

    /// Appends `types` to stack `c`, each resolved against the destinations visible at that
    /// moment: the stack's root screens, then the screens on the path, in order.
    func push(_ types: [Int], action: ActionRef, event: Event, onto c: Int, path: [Entry], outer: Int = 0,
              rebuild: ([Entry]) -> Scene) -> Candidate {
        guard outer + path.count + types.count <= maxDepth else { return Candidate(event: event, outcome: .failure(.depthCut)) }
        let resolution = resolve(types, onto: c, after: path)
        if let missing = resolution.missing {
            return Candidate(event: event, outcome: .failure(.missingDestination(action, type: missing)))
        }
        return Candidate(event: .action(action, targets: resolution.entries.map(\.target)),
                         outcome: .scene(rebuild(path + resolution.entries)))
    }

    /// The entries `types` become on stack `c` after `path`; stops at the first type no
    /// visible destination matches, which it names.
    func resolve(_ types: [Int], onto c: Int, after path: [Entry]) -> (entries: [Entry], missing: Int?) {
        var entries: [Entry] = []
        for type in types {
            // The stack's root first, then the screens on the path, in order, where they count.
            guard let destination = lookup.rootDestination(stack: c, type: type)
                ?? (!model.pushedDestinationCounts(stack: c, type: type) ? nil
                    : (path + entries).lazy.compactMap({ self.lookup.destination(in: $0.target, type: type) }).first)
            else { return (entries, type) }
            let target = model.screens[destination.screen].destinations[destination.index].target
            entries.append(Entry(value: .typed(type: type, destination: destination), target: target,
                                 scene: lookup.initialScene(target)))
        }
        return (entries, nil)
    }

    private func walkTabs(_ c: Int, contents: [Node], selected: Int, scenes: [Scene], outer: Int) -> Result {
        var result = walk(contents[selected], scenes[selected], outer: outer)
        let rebuild: (Scene) -> Scene = { scene in
            var newScenes = scenes
            newScenes[selected] = scene
            return .tabs(selected: selected, tabs: newScenes)
        }
        var candidates: [Candidate] = []
        for candidate in result.candidates {
            switch candidate.outcome {
            case .scene(let scene):
                candidates.append(Candidate(event: candidate.event, outcome: .scene(rebuild(scene))))
            case .request(.select(let tabs, let tab)) where tabs == c:
                guard tab != selected else { continue }
                candidates.append(Candidate(event: candidate.event, outcome: .scene(.tabs(selected: tab, tabs: scenes))))
            default:
                candidates.append(candidate)
            }
        }
        for tab in contents.indices where tab != selected {
            candidates.append(Candidate(event: .selectTab(tabs: c, tab: tab), outcome: .scene(.tabs(selected: tab, tabs: scenes))))
        }
        result.candidates = candidates
        return result
    }

    /// The selected case alone is on screen; selecting another shows it at its launch state.
    /// Cases not shown keep their launch scene, so states do not differ by what is gone.
    private func walkSwitch(_ c: Int, cases: [Node], selected: Int, scenes: [Scene], outer: Int) -> Result {
        var result = walk(cases[selected], scenes[selected], outer: outer)
        result.candidates = result.candidates.map { candidate in
            switch candidate.outcome {
            case .scene(let scene):
                var newScenes = scenes
                newScenes[selected] = scene
                return Candidate(event: candidate.event, outcome: .scene(.tabs(selected: selected, tabs: newScenes)))
            case .request(.select(let tabs, let tab)) where tabs == c:
                // Setting the state to the case already shown changes nothing.
                return Candidate(event: candidate.event, outcome: .scene(tab == selected ? .tabs(selected: selected, tabs: scenes)
                                                                                         : switched(cases, to: tab)))
            default:
                return candidate
            }
        }
        return result
    }

    /// A switch showing case `k` at its launch state.
    func switched(_ cases: [Node], to k: Int) -> Scene {
        .tabs(selected: k, tabs: cases.map { lookup.initialScene($0) })
    }

    /// All columns are on screen. A column without a stack of its own pushes onto the next
    /// column's stack, replacing its path (selection semantics).
    private func walkSplit(columns: [Node], scenes: [Scene], outer: Int) -> Result {
        var result = Result()
        for (k, column) in columns.enumerated() {
            let child = walk(column, scenes[k], outer: outer)
            result.visible += child.visible
            for candidate in child.candidates {
                switch candidate.outcome {
                case .scene(let scene):
                    var newScenes = scenes
                    newScenes[k] = scene
                    result.candidates.append(Candidate(event: candidate.event, outcome: .scene(.split(columns: newScenes)),
))
                case .request(.push(let types, let action)) where types.count == 1
                    && columns.indices.contains(where: { $0 > k && choose(types[0], in: columns[$0]) != nil }):
                    // A later column shows the chosen value: it starts over, showing it; the columns after it start over too.
                    let j = columns.indices.first { $0 > k && choose(types[0], in: columns[$0]) != nil }!
                    var newScenes = scenes
                    newScenes[j] = choose(types[0], in: columns[j])!
                    for later in columns.indices where later > j { newScenes[later] = lookup.initialScene(columns[later]) }
                    let shown = model.containers[selectionHolding(types[0], in: columns[j])!].children[0]
                    result.candidates.append(Candidate(event: .action(action, targets: [shown]), outcome: .scene(.split(columns: newScenes))))
                case .request(.select(let tabs, let tab)):
                    // A sidebar's row choosing what another column's switch shows (`List(selection: $x)`
                    // and a detail's `switch x`): that column shows the case.
                    let across = columns.indices.lazy.compactMap { j in j == k ? nil : selectAcross(tabs, tab, columns[j], scenes[j]).map { (j, $0) } }
                    guard let (j, changed) = across.first else {
                        result.candidates.append(candidate)
                        continue
                    }
                    guard changed != scenes[j] else { continue }
                    var newScenes = scenes
                    newScenes[j] = changed
                    result.candidates.append(Candidate(event: candidate.event, outcome: .scene(.split(columns: newScenes))))
                case .request(.push(let types, let action)):
                    guard k + 1 < columns.count, case .container(let next) = columns[k + 1], case .stack = lookup.shapes[next],
                          case .stack(_, let nextRoot) = scenes[k + 1] else {
                        result.candidates.append(candidate)
                        continue
                    }
                    result.candidates.append(push(types, action: action, event: candidate.event, onto: next, path: [], outer: outer) { path in
                        var newScenes = scenes
                        newScenes[k + 1] = .stack(path: path, root: nextRoot)
                        return .split(columns: newScenes)
                    })
                default:
                    result.candidates.append(candidate)
                }
            }
        }
        return result
    }

    /// A split-view column that is a switch or a TabView (around screens), with `tabs` showing
    /// case `tab`; nil when the column is anything else (a stack keeps what another column
    /// selects out of its root) or does not hold `tabs`.
    private func selectAcross(_ tabs: Int, _ tab: Int, _ column: Node, _ scene: Scene) -> Scene? {
        guard let end = model.screenChain(column)?.end else { return nil }
        switch lookup.shapes[end] {
        case .switcher, .tabs: return select(tabs, tab, in: column, scene)
        default: return nil
        }
    }

    /// The selection container for values of `type` that split-view column `column` shows:
    /// the column itself, or its stack's root.
    func selectionHolding(_ type: Int, in column: Node) -> Int? {
        guard case .container(var c) = column else { return nil }
        if case .stack(.container(let root)) = lookup.shapes[c] { c = root }
        guard case .selection(let chosen, _, _) = lookup.shapes[c], chosen == type else { return nil }
        return c
    }

    /// The scene with selection `c` chosen in the split view whose column shows it; nil when it is not on screen.
    func chosen(_ c: Int, in node: Node, _ scene: Scene) -> Scene? {
        guard case .selection(let type, _, _) = lookup.shapes[c] else { return nil }
        return rewriteFirst(node, scene) { node, scene in
            guard case .container(let split) = node, case .split(let columns) = lookup.shapes[split], case .split(let scenes) = scene,
                  let j = columns.firstIndex(where: { selectionHolding(type, in: $0) == c }) else { return nil }
            var newScenes = scenes
            newScenes[j] = choose(type, in: columns[j])!
            return .split(columns: newScenes)
        }
    }

    /// The column at its launch state, showing what was chosen; nil when it does not show values of `type`.
    func choose(_ type: Int, in column: Node) -> Scene? {
        guard let c = selectionHolding(type, in: column), case .tabs(_, let scenes) = lookup.initialScene(.container(c)) else { return nil }
        let chosen = Scene.tabs(selected: 0, tabs: scenes)
        if column == .container(c) { return chosen }
        guard case .stack(_, _) = lookup.initialScene(column) else { return nil }
        return .stack(path: [], root: chosen)
    }

    private func wrap(_ candidate: Candidate, _ rebuild: (Scene) -> Scene) -> Candidate {
        guard case .scene(let scene) = candidate.outcome else { return candidate }
        return Candidate(event: candidate.event, outcome: .scene(rebuild(scene)))
    }
}

extension Walker {
    /// The scene with TabView `tabs` switched to `tab`, wherever it is in the tree; nil
    /// when the TabView is not in it.
    func select(_ tabs: Int, _ tab: Int, in node: Node, _ scene: Scene) -> Scene? {
        rewriteFirst(node, scene) { node, scene in
            guard node == .container(tabs), case .tabs(_, let scenes) = scene else { return nil }
            if case .switcher(let cases) = lookup.shapes[tabs] {
                guard case .tabs(let selected, _) = scene, selected != tab else { return scene }
                return switched(cases, to: tab)
            }
            return .tabs(selected: tab, tabs: scenes)
        }
    }

    /// The scene with the first node (in preorder) that `change` rewrites rewritten, and
    /// everything above it rebuilt; nil when `change` rewrites nothing. Recursion follows
    /// the scene tree, whose depth the spec's nesting and maxDepth bound.
    func rewriteFirst(_ node: Node, _ scene: Scene, _ change: (Node, Scene) -> Scene?) -> Scene? {
        if let changed = change(node, scene) { return changed }
        switch (node, scene) {
        case (.screen(let s), .screen(let inner)):
            guard let embeds = model.screens[s].embeds else { return nil }
            return rewriteFirst(embeds, inner, change).map { .screen($0) }
        case (.container(let c), _):
            switch (model.containers[c].kind, scene) {
            case (.stack(let root, _), .stack(let path, let rootScene)), (.navigationView(_, let root), .stack(let path, let rootScene)):
                if let changed = rewriteFirst(root, rootScene, change) { return .stack(path: path, root: changed) }
                for (k, entry) in path.enumerated() {
                    if let changed = rewriteFirst(entry.target, entry.scene, change) {
                        var newPath = path
                        newPath[k].scene = changed
                        return .stack(path: newPath, root: rootScene)
                    }
                }
                return nil
            case (.switcher, .tabs(let selected, let scenes)), (.selection, .tabs(let selected, let scenes)):
                // Only the case (or the selection's side) on screen: the others do not exist.
                let shown = model.containers[c].children
                guard selected < shown.count, let changed = rewriteFirst(shown[selected], scenes[selected], change) else { return nil }
                var newScenes = scenes
                newScenes[selected] = changed
                return .tabs(selected: selected, tabs: newScenes)
            case (.tabs(_, _, let list), .tabs(let selected, let scenes)):
                for (k, item) in list.enumerated() {
                    if let changed = rewriteFirst(item.content, scenes[k], change) {
                        var newScenes = scenes
                        newScenes[k] = changed
                        return .tabs(selected: selected, tabs: newScenes)
                    }
                }
                return nil
            case (.split(let columns, _), .split(let scenes)):
                for (k, column) in columns.enumerated() {
                    if let changed = rewriteFirst(column, scenes[k], change) {
                        var newScenes = scenes
                        newScenes[k] = changed
                        return .split(columns: newScenes)
                    }
                }
                return nil
            default:
                return nil
            }
        default:
            return nil
        }
    }
}
