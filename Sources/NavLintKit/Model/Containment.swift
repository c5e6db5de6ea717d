/// Where screens and containers can sit, derived once from the model: the static answer
/// to "which stack encloses this?" for rules that need no state exploration.
///
/// A screen can appear in several places (a content slot, another screen's `embeds`, the
/// target of a push, the root of a modal), so every question is a graph search upwards,
/// never a single parent pointer.
public struct Containment: Sendable {
    /// An upward edge: from a node to what encloses it in the same presentation.
    enum Parent: Hashable {
        case container(Int)
        /// Embedded in, or pushed from, a screen: enclosed by whatever encloses that screen.
        case screen(Int)
    }

    let model: Model
    /// For each screen, the places it appears (pushes included).
    let screenParents: [[Parent]]
    /// Screens that are ever pushed (destination targets, pushView targets).
    public let pushedScreens: Set<Int>

    public init(model: Model) {
        self.model = model
        var parents: [[Parent]] = Array(repeating: [], count: model.screens.count)
        var pushed: Set<Int> = []
        for (c, container) in model.containers.enumerated() {
            for case .screen(let s) in container.children { parents[s].append(.container(c)) }
        }
        for (t, screen) in model.screens.enumerated() {
            if case .screen(let s)? = screen.embeds { parents[s].append(.screen(t)) }
            for destination in screen.destinations {
                if case .screen(let s) = destination.target {
                    parents[s].append(.screen(t))
                    pushed.insert(s)
                }
            }
            for action in screen.actions {
                if case .pushView(let s) = action.kind {
                    parents[s].append(.screen(t))
                    pushed.insert(s)
                }
            }
        }
        screenParents = parents.map { Array(Set($0)).sorted(by: Self.order) }
        pushedScreens = pushed
    }

    private static func order(_ a: Parent, _ b: Parent) -> Bool {
        switch (a, b) {
        case (.container(let x), .container(let y)), (.screen(let x), .screen(let y)): x < y
        case (.container, .screen): true
        case (.screen, .container): false
        }
    }

    func parents(of node: Node) -> [Parent] {
        switch node {
        case .screen(let s):
            return screenParents[s]
        case .container(let c):
            switch model.containers[c].placement {
            case .inContainer(let p): return [.container(p)]
            case .embeddedIn(let s): return [.screen(s)]
            // Inline destination content is pushed onto the stack enclosing its screen.
            case .destination(let s, _): return [.screen(s)]
            case .appRoot, .presented, .routePresent: return []
            }
        }
    }

    /// Containers enclosing `node` in its presentation, nearest first; the search does not
    /// go above a container for which `stop` is true.
    public func enclosing(_ node: Node, stopAt stop: (Container) -> Bool = { _ in false }) -> [Int] {
        var found: [Int] = []
        var seenContainers: Set<Int> = []
        var seenScreens: Set<Int> = []
        var queue = parents(of: node)
        var head = 0
        while head < queue.count {
            let parent = queue[head]
            head += 1
            switch parent {
            case .container(let c):
                guard seenContainers.insert(c).inserted else { continue }
                found.append(c)
                if !stop(model.containers[c]) { queue += parents(of: .container(c)) }
            case .screen(let s):
                guard seenScreens.insert(s).inserted else { continue }
                queue += parents(of: .screen(s))
            }
        }
        return found
    }

    /// The stacks (or navigation views) a screen's pushes land on: the nearest ones.
    public func nearestStacks(of node: Node) -> [Int] {
        enclosing(node, stopAt: \.isStackLike).filter { model.containers[$0].isStackLike }
    }

    /// The (TabView, tab index) pairs a node lies in.
    public func tabs(of node: Node) -> Set<TabPosition> {
        var result: Set<TabPosition> = []
        var seen: Set<Node> = [node]
        var queue = [node]
        var head = 0
        while head < queue.count {
            let current = queue[head]
            head += 1
            for parent in parents(of: current) {
                let next: Node
                switch parent {
                case .container(let c):
                    if case .tabs(_, _, let tabs) = model.containers[c].kind,
                       let index = tabs.firstIndex(where: { $0.content == current }) {
                        result.insert(TabPosition(tabs: c, tab: index))
                    }
                    next = .container(c)
                case .screen(let s):
                    next = .screen(s)
                }
                if seen.insert(next).inserted { queue.append(next) }
            }
        }
        return result
    }
}

public struct TabPosition: Hashable, Sendable {
    public let tabs: Int
    public let tab: Int
}

extension Container {
    /// NavigationStack, or NavigationView: both take pushes.
    public var isStackLike: Bool {
        switch kind {
        case .stack, .navigationView: true
        default: false
        }
    }

    public var path: PathDecl? {
        if case .stack(_, let path) = kind { return path }
        return nil
    }
}

extension Containment {
    /// Screens always present in a stack: its root and what the root embeds, down to (not
    /// into) nested stacks, which own their own destinations.
    public func rootScreens(ofStack c: Int) -> [Int] {
        staticScreens(from: model.containers[c].children)
    }
}

extension Containment {
    /// Screens shown as part of `nodes` without any push: the nodes' screens, what they
    /// embed, and the content of tabs and columns, stopping at nested stacks.
    public func staticScreens(from nodes: [Node]) -> [Int] {
        var result: [Int] = []
        var seen: Set<Node> = []
        var pending = nodes
        var head = 0
        while head < pending.count {
            let node = pending[head]
            head += 1
            guard seen.insert(node).inserted else { continue }
            switch node {
            case .screen(let s):
                result.append(s)
                if let embeds = model.screens[s].embeds { pending.append(embeds) }
            case .container(let inner):
                if !model.containers[inner].isStackLike { pending += model.containers[inner].children }
            }
        }
        return result
    }
}
