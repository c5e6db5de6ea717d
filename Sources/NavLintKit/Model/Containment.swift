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
    /// Screens shown somewhere with no NavigationStack, navigation view or split view
    /// around them: at a root (the app's, a modal's) or in its tabs and embedded content.
    public let outsideStacks: Set<Int>
    let index: ContainmentIndex
    /// Presented stacks alike (Model.stacksAlike): each later one's first alike.
    let alike: [Int: Int]
    /// Per first of stacks alike, the whole class in container order (the first included).
    private let alikeClasses: [Int: [Int]]

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
        outsideStacks = Self.unenclosed(model)
        alike = model.stacksAlike()
        var classes: [Int: [Int]] = [:]
        for (c, first) in alike.sorted(by: { $0.key < $1.key }) { classes[first, default: [first]].append(c) }
        alikeClasses = classes
        index = ContainmentIndex(model: model, screenParents: screenParents, alike: alike)
    }

    /// Downwards from every root (the app's, each presented modal's, each route's modal)
    /// through tabs and embedded content, stopping at stacks and split views. Pushed
    /// content is in a stack by construction, or is never shown (link-outside-stack).
    private static func unenclosed(_ model: Model) -> Set<Int> {
        let roots = [model.root] + presentedNodes(model)
        var found: Set<Int> = []
        var seenContainers: Set<Int> = []
        var pending = roots
        while let node = pending.popLast() {
            switch node {
            case .screen(let s):
                guard found.insert(s).inserted else { continue }
                if let embeds = model.screens[s].embeds { pending.append(embeds) }
            case .container(let c):
                guard seenContainers.insert(c).inserted, case .tabs = model.containers[c].kind else { continue }
                pending += model.containers[c].children
            }
        }
        return found
    }

    /// The content every `present` action and every route's `present` shows.
    static func presentedNodes(_ model: Model) -> [Node] {
        var nodes: [Node] = []
        for screen in model.screens {
            for case .present(let node, _) in screen.actions.map(\.kind) { nodes.append(node) }
        }
        return nodes + model.deepLinks.routes.compactMap { $0.present?.node }
    }

    private static func order(_ a: Parent, _ b: Parent) -> Bool {
        switch (a, b) {
        case (.container(let x), .container(let y)), (.screen(let x), .screen(let y)): x < y
        case (.container, .screen): true
        case (.screen, .container): false
        }
    }

    static func parents(ofContainer c: Int, _ model: Model) -> [Parent] {
        switch model.containers[c].placement {
        case .inContainer(let p): [.container(p)]
        case .embeddedIn(let s): [.screen(s)]
        // Inline destination content is pushed onto the stack enclosing its screen.
        case .destination(let s, _): [.screen(s)]
        case .appRoot, .presented, .routePresent: []
        }
    }

    /// The stacks (or navigation views) a node's pushes land on: the nearest ones, in
    /// container order, one per class of stacks alike (its first, `stacksAlike(with:)` lists
    /// the class). A sheet's stack written at every content screen would otherwise make each
    /// content screen's answer as long as the call sites: quadratic in the spec.
    public func nearestStacks(of node: Node) -> [Int] {
        switch node {
        case .screen(let s): index.screenStacks[s]
        case .container(let c): index.containerStacks[c]
        }
    }

    /// The (TabView, tab index) pairs a node lies in.
    public func tabs(of node: Node) -> [TabPosition] {
        switch node {
        case .screen(let s): index.screenTabs[s]
        case .container(let c): index.containerTabs[c]
        }
    }

    /// Stack-like containers, in container order.
    public var stacks: [Int] { index.stacks }

    /// The stack-like containers that lie in a tab, in container order.
    public func stacks(in position: TabPosition) -> [Int] { index.stacksByTab[position] ?? [] }

    /// The screens whose nearest stacks include stack `c` (or one alike), in screen order.
    public func screens(pushingOnto c: Int) -> [Int] { index.screensByStack[alike[c] ?? c] ?? [] }

    /// Stack `c` and every stack alike to it, in container order.
    public func stacksAlike(with c: Int) -> [Int] {
        let first = alike[c] ?? c
        return alikeClasses[first] ?? [first]
    }
}

/// Answers to the upward questions for every node at once, so each costs an array read.
/// Built downwards: from each stack-like container over the nodes it encloses up to the
/// next stack, and from each tab's content over everything below it. Each pass visits a
/// node once per answer it adds to it, so building costs the size of the answers. Stacks
/// alike enclose the same nodes: only the first of each class is walked.
struct ContainmentIndex: Sendable {
    var screenStacks: [[Int]]
    var containerStacks: [[Int]]
    var screenTabs: [[TabPosition]]
    var containerTabs: [[TabPosition]]
    var stacks: [Int] = []
    var stacksByTab: [TabPosition: [Int]] = [:]
    var screensByStack: [Int: [Int]] = [:]

    init(model: Model, screenParents: [[Containment.Parent]], alike: [Int: Int]) {
        screenStacks = Array(repeating: [], count: model.screens.count)
        containerStacks = Array(repeating: [], count: model.containers.count)
        screenTabs = Array(repeating: [], count: model.screens.count)
        containerTabs = Array(repeating: [], count: model.containers.count)
        // Children lists, the exact inverse of `screenParents` and `parents(ofContainer:)`.
        var screenChildren: [[Node]] = Array(repeating: [], count: model.screens.count)
        var containerChildren: [[Node]] = Array(repeating: [], count: model.containers.count)
        func addChild(_ child: Node, of parent: Containment.Parent) {
            switch parent {
            case .screen(let s): screenChildren[s].append(child)
            case .container(let c): containerChildren[c].append(child)
            }
        }
        for (s, parents) in screenParents.enumerated() {
            for parent in parents { addChild(.screen(s), of: parent) }
        }
        for c in model.containers.indices {
            for parent in Containment.parents(ofContainer: c, model) { addChild(.container(c), of: parent) }
        }
        var mark = Array(repeating: -1, count: model.screens.count + model.containers.count)
        func slot(_ node: Node) -> Int {
            switch node {
            case .screen(let s): s
            case .container(let c): model.screens.count + c
            }
        }
        func children(_ node: Node) -> [Node] {
            switch node {
            case .screen(let s): screenChildren[s]
            case .container(let c): containerChildren[c]
            }
        }
        // Nearest stacks: below each stack, down to (and including) the next stacks.
        for (c, container) in model.containers.enumerated() where container.isStackLike {
            stacks.append(c)
            guard alike[c] == nil else { continue }
            var pending = containerChildren[c]
            while let node = pending.popLast() {
                guard mark[slot(node)] != c else { continue }
                mark[slot(node)] = c
                switch node {
                case .screen(let s):
                    screenStacks[s].append(c)
                    screensByStack[c, default: []].append(s)
                    pending += screenChildren[s]
                case .container(let inner):
                    containerStacks[inner].append(c)
                    if !model.containers[inner].isStackLike { pending += containerChildren[inner] }
                }
            }
        }
        for c in screensByStack.keys { screensByStack[c]!.sort() }
        // Tabs: everything below a tab's content, through every container.
        var tabMark = Array(repeating: -1, count: mark.count)
        var pass = 0
        for (c, container) in model.containers.enumerated() {
            guard case .tabs(_, _, let tabs) = container.kind else { continue }
            // A content shown by two tabs counts as the first's.
            var contents = Set<Node>()
            for (t, tab) in tabs.enumerated() where contents.insert(tab.content).inserted {
                let position = TabPosition(tabs: c, tab: t)
                var pending = [tab.content]
                while let node = pending.popLast() {
                    guard tabMark[slot(node)] != pass else { continue }
                    tabMark[slot(node)] = pass
                    switch node {
                    case .screen(let s): screenTabs[s].append(position)
                    case .container(let inner):
                        containerTabs[inner].append(position)
                        if model.containers[inner].isStackLike { stacksByTab[position, default: []].append(inner) }
                    }
                    pending += children(node)
                }
                stacksByTab[position]?.sort()
                pass += 1
            }
        }
        // Passes run in container order, so each list is already sorted.
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

    /// A stack bound to a typed path (`[T]`).
    public var hasTypedPath: Bool {
        if case .typed = path?.type.value { return true }
        return false
    }
}

extension Model {
    /// The screens from `node` down through what each embeds, and the container the chain
    /// ends at (nil: it ends at a screen); nil when a screen comes back.
    func screenChain(_ node: Node) -> (screens: [Int], end: Int?)? {
        var screens: [Int] = []
        var current: Node? = node
        while let here = current {
            switch here {
            case .container(let c):
                return (screens, c)
            case .screen(let s):
                guard !screens.contains(s) else { return nil }
                screens.append(s)
                current = self.screens[s].embeds
            }
        }
        return (screens, nil)
    }

    /// Whether a destination for type `t` declared on content pushed onto stack `c` counts.
    /// On a typed path only the root's do (SwiftUI: "Only root-level navigation destinations
    /// are effective for a navigation stack with a homogeneous path."), except those bound to
    /// state, which push no path value.
    public func pushedDestinationCounts(stack c: Int, type t: Int) -> Bool {
        !containers[c].hasTypedPath || types[t].binding != nil
    }

    /// Whether the user closes a modal of `style` showing `visible` without one of its actions:
    /// swipes a sheet down, taps outside a popover, or closes a dialog (whose buttons are its
    /// presenter's actions, ModelBuilder.attachDialogButtons). Both engines ask this.
    func closesWithoutAction(_ style: PresentStyle, showing visible: [Int]) -> Bool {
        style.isDialog || style != .fullScreenCover && visible.allSatisfy { screens[$0].interactiveDismiss }
    }

    /// Whether a TabView's selection is bound, so selecting a tab in code takes effect.
    func isBound(_ position: TabPosition) -> Bool {
        if case .tabs(let bound, _, _) = containers[position.tabs].kind { return bound }
        if case .switcher = containers[position.tabs].kind { return true }
        return false
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
    public func staticScreens(from nodes: [Node]) -> [Int] { staticContent(from: nodes).screens }

    /// The same walk, with the stacks it stops at (for the app's root: its own stacks) and the
    /// other containers it goes through.
    func staticContent(from nodes: [Node]) -> (screens: [Int], stacks: [Int], containers: [Int]) {
        var result: [Int] = []
        var stacks: [Int] = []
        var containers: [Int] = []
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
                if model.containers[inner].isStackLike {
                    stacks.append(inner)
                } else {
                    containers.append(inner)
                    pending += model.containers[inner].children
                }
            }
        }
        return (result, stacks, containers)
    }
}
