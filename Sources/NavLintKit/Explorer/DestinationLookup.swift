/// Which destination a pushed type resolves to, precomputed per stack root and per
/// pushed content, and the launch scene of every node: the explorer's hot path asks
/// these for every push of every state.
final class DestinationLookup: @unchecked Sendable {
    private let byStackRoot: [[Int: DestinationRef]]
    private let byScreen: [[Int: DestinationRef]]
    private let byContainer: [[Int: DestinationRef]]
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
    }
    private let containerScenes: [Scene]

    init(model: Model, containment: Containment) {
        func firstByType(_ screens: [Int]) -> [Int: DestinationRef] {
            var map: [Int: DestinationRef] = [:]
            for s in screens {
                for (d, destination) in model.screens[s].destinations.enumerated() where map[destination.type] == nil {
                    map[destination.type] = DestinationRef(screen: s, index: d)
                }
            }
            return map
        }
        byStackRoot = model.containers.indices.map { c in
            model.containers[c].isStackLike ? firstByType(containment.rootScreens(ofStack: c)) : [:]
        }
        byScreen = model.screens.indices.map { firstByType(containment.staticScreens(from: [.screen($0)])) }
        byContainer = model.containers.indices.map { firstByType(containment.staticScreens(from: [.container($0)])) }
        screenScenes = model.screens.indices.map { model.initialScene(.screen($0)) }
        embeds = model.screens.map(\.embeds)
        shapes = model.containers.map { container in
            switch container.kind {
            case .stack(let root, _), .navigationView(_, let root): .stack(root: root)
            case .tabs(_, _, let tabs): .tabs(contents: tabs.map(\.content))
            case .split(let columns, _): .split(columns: columns)
            }
        }
        requests = model.screens.enumerated().map { s, screen in
            screen.actions.enumerated().map { a, action in
                let ref = ActionRef(screen: s, action: a)
                return switch action.kind {
                case .push(let types): .push(types: types, action: ref)
                case .pushView(let target): .pushView(screen: target, action: ref)
                case .present(let node, let style): .present(node, style)
                case .select(let tabs, let tab): .select(tabs: tabs, tab: tab)
                case .pop(let n): .pop(n)
                case .popToRoot: .popToRoot
                case .dismiss: .dismiss
                case .open(let url): .open(url)
                }
            }
        }
        containerScenes = model.containers.indices.map { model.initialScene(.container($0)) }
    }

    func rootDestination(stack: Int, type: Int) -> DestinationRef? { byStackRoot[stack][type] }

    /// The first destination for `type` that content pushed as `node` declares.
    func destination(in node: Node, type: Int) -> DestinationRef? {
        switch node {
        case .screen(let s): byScreen[s][type]
        case .container(let c): byContainer[c][type]
        }
    }

    func initialScene(_ node: Node) -> Scene {
        switch node {
        case .screen(let s): screenScenes[s]
        case .container(let c): containerScenes[c]
        }
    }
}
