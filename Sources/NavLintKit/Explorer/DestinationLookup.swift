/// Which destination a pushed type resolves to, precomputed per stack root and per
/// pushed content, and the launch scene of every node: the explorer's hot path asks
/// these for every push of every state.
///
/// What pushed content declares is worked out on first use, per node: only nodes that are
/// pushed are asked, and a spec can hold many nodes whose static screens overlap.
final class DestinationLookup: @unchecked Sendable {
    private let model: Model
    private let containment: Containment
    private let byStackRoot: [[Int: DestinationRef]]
    private var byScreen: [[Int: DestinationRef]?]
    private var byContainer: [[Int: DestinationRef]?]
    private let screenScenes: [Scene]
    /// What each action of each screen asks of the levels above it, and what each
    /// screen embeds: static, so read once instead of from the model in every state.
    let requests: [[Request]]
    let embeds: [Node?]
    /// Each container's structure, without the rest of the Container value.
    let shapes: [Shape]

    enum Shape {
        case stack(root: Node)
        case tabs(contents: [Node])
        case split(columns: [Node])
        /// A switch's cases: one shows, chosen by `select` or by the launch environment.
        case switcher(cases: [Node])
        /// A split view's selection column: `content` once chosen, else `placeholder`.
        case selection(type: Int, content: Node, placeholder: Node?)
    }
    private let containerScenes: [Scene]

    init(model: Model, containment: Containment) {
        self.model = model
        self.containment = containment
        byScreen = Array(repeating: nil, count: model.screens.count)
        byContainer = Array(repeating: nil, count: model.containers.count)
        // Stacks with the same roots (a sheet's stack at every call site) share one table.
        var byRoots: [[Int]: [Int: DestinationRef]] = [:]
        byStackRoot = model.containers.indices.map { c in
            guard model.containers[c].isStackLike else { return [:] }
            let roots = containment.rootScreens(ofStack: c)
            if let known = byRoots[roots] { return known }
            let table = Self.firstByType(roots, model)
            byRoots[roots] = table
            return table
        }
        (screenScenes, containerScenes) = Self.initialScenes(model)
        embeds = model.screens.map(\.embeds)
        shapes = model.containers.map { container in
            switch container.kind {
            case .stack(let root, _), .navigationView(_, let root): .stack(root: root)
            case .tabs(_, _, let tabs): .tabs(contents: tabs.map(\.content))
            case .split(let columns, _): .split(columns: columns)
            case .switcher(_, let cases): .switcher(cases: cases.map(\.content))
            case .selection(let type, let content, let placeholder): .selection(type: type, content: content, placeholder: placeholder)
            }
        }
        requests = model.screens.enumerated().map { s, screen in
            screen.actions.enumerated().map { a, action in
                let ref = ActionRef(screen: s, action: a)
                let request: Request = switch action.kind {
                case .push(let types): .push(types: types, action: ref)
                case .pushView(let target): .pushView(screen: target, action: ref)
                case .present(let node, let style): .present(node, style)
                case .select(let tabs, let tab): .select(tabs: tabs, tab: tab)
                case .pop(let n): .pop(n, crashes: action.via == .code ? ref : nil)
                case .popToRoot: .popToRoot
                case .dismiss: .dismiss
                case .open(let url): .open(url)
                }
                // An action naming its stack is that stack's to handle, wherever it is above.
                return action.stack.map { .at(stack: $0, request) } ?? request
            }
        }
    }

    private static func firstByType(_ screens: [Int], _ model: Model) -> [Int: DestinationRef] {
        var map: [Int: DestinationRef] = [:]
        for s in screens {
            for (d, destination) in model.screens[s].destinations.enumerated() where map[destination.type] == nil {
                map[destination.type] = DestinationRef(screen: s, index: d)
            }
        }
        return map
    }

    /// The launch scene of every node (every path empty, every TabView on its first tab),
    /// children before parents, so each is built once on its children's scenes.
    private static func initialScenes(_ model: Model) -> (screens: [Scene], containers: [Scene]) {
        var screens = [Scene?](repeating: nil, count: model.screens.count)
        var containers = [Scene?](repeating: nil, count: model.containers.count)
        func scene(_ node: Node) -> Scene? {
            switch node {
            case .screen(let s): screens[s]
            case .container(let c): containers[c]
            }
        }
        func children(_ node: Node) -> [Node] {
            switch node {
            case .screen(let s): model.screens[s].embeds.map { [$0] } ?? []
            case .container(let c): model.containers[c].children
            }
        }
        let all = model.screens.indices.map(Node.screen) + model.containers.indices.map(Node.container)
        for start in all where scene(start) == nil {
            var pending: [(Node, expanded: Bool)] = [(start, false)]
            while let (node, expanded) = pending.popLast() {
                guard scene(node) == nil else { continue }
                if !expanded {
                    pending.append((node, true))
                    pending += children(node).filter { scene($0) == nil }.map { ($0, false) }
                    continue
                }
                switch node {
                case .screen(let s):
                    screens[s] = model.screens[s].embeds.map { .screen(scene($0)!) } ?? .leaf
                case .container(let c):
                    containers[c] = switch model.containers[c].kind {
                    case .stack(let root, _), .navigationView(_, let root): .stack(path: [], root: scene(root)!)
                    case .tabs(_, _, let tabs): .tabs(selected: 0, tabs: tabs.map { scene($0.content)! })
                    case .split(let columns, _): .split(columns: columns.map { scene($0)! })
                    case .switcher(_, let cases): .tabs(selected: 0, tabs: cases.map { scene($0.content)! })
                    // Case 0 is the content, shown once chosen; 1 the placeholder (or nothing).
                    case .selection: .tabs(selected: 1, tabs: model.containers[c].children.map { scene($0)! })
                    }
                }
            }
        }
        return (screens.map { $0! }, containers.map { $0! })
    }

    func rootDestination(stack: Int, type: Int) -> DestinationRef? { byStackRoot[stack][type] }

    /// The first destination for each type that stack `c`'s root screens declare.
    func rootDestinations(stack c: Int) -> [Int: DestinationRef] { byStackRoot[c] }

    /// The first destination for each type that content pushed as `node` declares.
    func declaredDestinations(in node: Node) -> [Int: DestinationRef] {
        switch node {
        case .screen(let s):
            if byScreen[s] == nil { byScreen[s] = Self.firstByType(containment.staticScreens(from: [node]), model) }
            return byScreen[s]!
        case .container(let c):
            if byContainer[c] == nil { byContainer[c] = Self.firstByType(containment.staticScreens(from: [node]), model) }
            return byContainer[c]!
        }
    }

    /// The first destination for `type` that content pushed as `node` declares.
    func destination(in node: Node, type: Int) -> DestinationRef? { declaredDestinations(in: node)[type] }

    func initialScene(_ node: Node) -> Scene {
        switch node {
        case .screen(let s): screenScenes[s]
        case .container(let c): containerScenes[c]
        }
    }
}
