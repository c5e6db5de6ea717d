/// A stack nested in content on another stack that something pushes onto: a
/// `NavigationStack` inside a pushed detail view whose rows link further (a stack of stacks,
/// which `nested-stack` reports). Flattened, the two paths are one word of entries and every
/// event still acts at its top: the nested stack's pushes and pops, and Back from the entry
/// that holds it (`Step.unnest`), which removes that entry and the nested path over it, down
/// to a configuration that was on top before. So configurations are still paths in the frame
/// graph: a frame in a nest says which entry holds the stack (`Frame.nest`) and the nested
/// path's length (`Frame.inner`), and its scope is the nested stack's.
///
/// A stack whose root content ends in a TabView whose tabs have stacks of their own (a shell
/// `NavigationStack` around the app's tabs, `nestedTabs`) is a nest a tab at the outer root:
/// the tab bar selects another tab's nest at its first frame (a tab seen before shows what it
/// showed, which it reached from there: FrameSearch's tab switches), a tab without a stack is
/// a nest whose content pushes onto the outer stack, and what the outer stack pushes covers
/// the TabView until Back. Routes that act on a stack or select a tab there are enumerated
/// (what they change under the outer path depends on every tab's path). A pushed entry whose
/// content ends in such a TabView is the same, over the outer path: Back from the entry
/// removes it whichever tab shows (FrameTraps counts it through the tab switch), and routes
/// into its tabs' stacks are enumerated.
///
/// A push onto the outer stack from inside (a screen of the entry around the nested stack, or
/// an action naming the outer stack) goes on top of everything, and a pop of one entry there
/// removes the entry with its nest (`outerAction`). Followed where nothing else acts on the
/// outer stack from inside a pushed nest (a pop of more entries, or to the root), pushes from
/// inside one only where no pop removes several entries (one could later cross the nest), no route
/// pushes onto the outer stack's top over a nest (FrameRoutes), the outer stack is a
/// pane's own (no split view), the nested stack holds no stack pushed onto in turn, no modal
/// acts on the stack under it (FrameSearch), and the entry that holds the nest is pushed alone
/// (what lies under it was on top before, so Back from the nest uncovers nothing new).
/// Anything else is enumerated.
extension FrameGraph {
    struct Nest: Hashable {
        /// The content on the outer stack that holds the nested stack: a pushed entry's, or the outer stack's root.
        let entry: Node
        /// The nested stack; -1 for a tab of a TabView of stacks that has none (`nestedTabs`).
        let stack: Int
        /// The outer stack's scope and its path's entries (capped), the entry that holds the nest included.
        let scope: Int32
        let depth: Int32
        /// Where the entry's content ends in a TabView whose tabs each end in a stack: the
        /// TabView, and the tab whose stack this nest is (`nestedTabs`); -1 otherwise.
        var tabView: Int32 = -1
        var tab: Int32 = 0

        /// The entry was pushed: Back from it leaves the nest (at the outer stack's root, nothing does).
        var pushed: Bool { depth > 0 }
    }

    /// The stack content ends in, read through inert stacks; nil when it ends anywhere else.
    func nestedStack(_ node: Node) -> Int? {
        // Most content ends at a screen, which the graph has looked up already.
        if plainScreens(node) != nil { return nil }
        guard let c = chain(node)?.end, case .stack = walker.lookup.shapes[c] else { return nil }
        return c
    }

    /// The TabView content ends in, and each tab's stack, where every tab ends in one (a stack
    /// around a TabView of stacks: `NavigationStack { TabView { NavigationStack { … } … } }`);
    /// nil otherwise. Each tab's stack is a nest of its own, and its tab bar moves between them.
    func nestedTabs(_ node: Node) -> (tabView: Int, stacks: [Int])? {
        if plainScreens(node) != nil { return nil }
        if let known = nestedTabsMemo[node] { return known }
        let found = tabNests(node)
        nestedTabsMemo[node] = found
        return found
    }

    private func tabNests(_ node: Node) -> (tabView: Int, stacks: [Int])? {
        guard let c = chain(node)?.end, case .tabs(let contents) = walker.lookup.shapes[c] else { return nil }
        var stacks: [Int] = []
        for content in contents {
            if let end = chain(content)?.end, case .stack = walker.lookup.shapes[end] {
                stacks.append(end)
                continue
            }
            // A tab of screens (or of switches and TabViews around screens): a nest without a
            // stack, whose pushes and pops act on the stack outside.
            guard contentScreens(content, choice: 0) != nil else { return nil }
            stacks.append(-1)
        }
        return stacks.contains { $0 >= 0 } ? (c, stacks) : nil
    }

    /// The TabViews `nestedTabs` finds at a stack's root or in content pushed onto a stack
    /// (a destination's, or a view link's): only the screens of a nest select their tabs.
    var nestTabViews: Set<Int> {
        if let known = nestTabViewMemo { return known }
        var found = Set<Int>()
        var contents: [Node] = []
        // An inert stack is read through: its TabView is the layer's own (FrameInertStacks).
        for c in model.containers.indices where !inert.contains(c) {
            if case .stack(let root) = walker.lookup.shapes[c] { contents.append(root) }
        }
        for screen in model.screens {
            contents += screen.destinations.map(\.target)
            for action in screen.actions { if case .pushView(let s) = action.kind { contents.append(.screen(s)) } }
        }
        for node in contents {
            if let tabs = nestedTabs(node) { found.insert(tabs.tabView) }
        }
        nestTabViewMemo = found
        return found
    }

    /// Whether frame `f`'s pane has a stack whose root is a TabView of stacks (`nestedTabs`).
    func holdsTabNest(_ f: Int32) -> Bool {
        let key = frames[Int(f)]
        return layers[Int(key.layer)].panes[Int(key.tab)].stackRoot.flatMap(nestedTabs) != nil
    }

    /// What frame `f`'s top entry shows: a nest's first frame shows the entry that holds the
    /// nested stack (what a push names, and what Back from it leaves).
    func entryNode(_ f: Int32) -> Node {
        let key = frames[Int(f)]
        return key.nest >= 0 && key.inner == 0 ? nests[Int(key.nest)].entry : key.node
    }

    /// The screens of a nest's entry around its stack, outermost first.
    func nestScreens(_ nest: Int32) -> [Int] {
        let nest = nests[Int(nest)]
        let outer = chain(nest.entry)?.screens ?? []
        // A tab without a stack shows its screens as the nest's content (`nestRoot`).
        guard nest.tabView >= 0, nest.stack >= 0, case .tabs(let contents) = walker.lookup.shapes[Int(nest.tabView)] else { return outer }
        return outer + (chain(contents[Int(nest.tab)])?.screens ?? [])
    }

    /// The first frame of a nest: content `entry`, at `depth` on the stack of pane `tab` of
    /// layer `layer`, with the stack it ends in (`stack`) at its root.
    /// `tabs`: the TabView and tab whose stack `stack` is, where the entry ends in a TabView of stacks.
    func nestRoot(_ entry: Node, stack: Int, layer: Int32, tab: Int32, depth: Int32, outerScope: Int32, homeLayer: Int32, home: Int32,
                  tabs: (tabView: Int32, tab: Int32) = (-1, 0)) -> Int32? {
        let pane = layers[Int(layer)].panes[Int(tab)]
        guard pane.columns.isEmpty, pane.trailing.isEmpty, pane.stackPanes.isEmpty, pane.columnSwitch == nil, pane.resets.isEmpty else {
            return fail("a stack of stacks in a split view")
        }
        let root: Node
        if stack >= 0 {
            guard case .stack(let stackRoot) = walker.lookup.shapes[stack], stack != pane.stack else { return fail(.embedsItself) }
            root = stackRoot
        } else {
            // A tab of screens: its content, on the nest's stack-less path.
            guard case .tabs(let contents) = walker.lookup.shapes[Int(tabs.tabView)] else { return fail("a nest without a stack outside a TabView") }
            root = contents[Int(tabs.tab)]
        }
        if let deeper = nestedStack(root) { return fail(Self.stacked(model.containers[deeper].id)) }
        let nest = Nest(entry: entry, stack: stack, scope: outerScope, depth: depth, tabView: tabs.tabView, tab: tabs.tab)
        let id: Int32
        if let known = nestIndex[nest] {
            id = known
        } else {
            id = Int32(nests.count)
            nests.append(nest)
            nestIndex[nest] = id
        }
        return frame(Frame(layer: layer, tab: tab, node: root, scope: stack >= 0 ? rootScope(stack) : outerScope, depth: depth,
                           homeLayer: homeLayer, home: home, nest: id))
    }

    /// The other tabs of the TabView a nest's stack is a tab of (`nestedTabs`), each at its
    /// first frame, in the Walker's order; nil where one is outside the graph. A tab seen before
    /// shows what it showed then, which it reached from its first frame (FrameSearch, as for a
    /// root layer's tabs).
    func nestTabs(_ key: Frame) -> [Step]? {
        guard key.nest >= 0 else { return [] }
        let nest = nests[Int(key.nest)]
        guard nest.tabView >= 0 else { return [] }
        var steps: [Step] = []
        for t in 0..<(nestedTabs(nest.entry)?.stacks.count ?? 0) where t != Int(nest.tab) {
            guard let target = nestTab(Int32(t), of: key) else { return nil }
            steps.append(.select(target, .selectTab(tabs: Int(nest.tabView), tab: t)))
        }
        return steps
    }

    /// The first frame of tab `t` of the TabView frame `key`'s nest is a tab of.
    func nestTab(_ t: Int32, of key: Frame) -> Int32? {
        let nest = nests[Int(key.nest)]
        guard let stacks = nestedTabs(nest.entry)?.stacks else { return nil }
        return nestRoot(nest.entry, stack: stacks[Int(t)], layer: key.layer, tab: key.tab, depth: nest.depth, outerScope: nest.scope,
                        homeLayer: key.homeLayer, home: key.home, tabs: (nest.tabView, t))
    }

    /// Content pushed onto a nest's stack.
    func pushedInNest(_ node: Node, on key: Frame) -> Int32? {
        let nest = nests[Int(key.nest)]
        // A tab without a stack: only a modal's action on the stack under it gets here (FrameUnder).
        guard nest.stack >= 0 else { return fail("a push from a modal onto a tab without a stack under it, inside a stack") }
        if let deeper = nestedStack(node) { return fail(Self.stacked(model.containers[deeper].id)) }
        return frame(Frame(layer: key.layer, tab: key.tab, node: node, scope: extend(key.scope, with: node, on: nest.stack),
                           depth: min(key.depth + 1, Int32(depthCap)), homeLayer: key.homeLayer, home: key.home,
                           nest: key.nest, inner: min(key.inner + 1, innerCap)))
    }

    /// The top of the outer stack under a nest's path: the entry that holds the nest, where the
    /// outer stack's pushes resolve.
    private func outerKey(_ key: Frame) -> Frame {
        let nest = nests[Int(key.nest)]
        return Frame(layer: key.layer, tab: key.tab, node: nest.entry, scope: nest.scope, depth: nest.depth, homeLayer: key.homeLayer, home: key.home)
    }

    /// Appends the step of an action on the outer stack from inside nest frame `key`'s nest (a
    /// screen of the entry around the nested stack, or one naming the outer stack): a push
    /// goes on top of everything, over the nested path, resolved where the entry is on the
    /// outer stack (Walker: the request passes the nested stack); a pop of one entry removes
    /// the entry with its nest, as Back from it does. At the outer stack's root (its path is
    /// empty under the nest) a pop is one past the root and a pop to the root does nothing.
    /// False where the graph does not follow, from a pushed nest: a pop of more, or a pop to
    /// the root, and pushes where a pop of several entries could later cross the nest from
    /// above (its entries are not the outer stack's).
    func outerAction(_ action: Action, _ ref: ActionRef, in key: Frame, into steps: inout [Step]) -> Bool {
        let plain = Event.action(ref, targets: [])
        let nest = nests[Int(key.nest)]
        switch action.kind {
        case .push(let types) where depthCap == 1 || !nest.pushed:
            let before = unsupported
            let resolution = push(types, over: outerKey(key))
            if unsupported != before { return false }
            if let missing = resolution.missing {
                steps.append(.failure(.missingDestination(ref, type: missing), plain))
            } else {
                steps.append(.push(resolution.entries, .action(ref, targets: resolution.entries.map { entryNode($0.frame) })))
            }
            return true
        case .pushView(let target) where depthCap == 1 || !nest.pushed:
            guard let next = pushed(.screen(target), on: outerKey(key)) else { return false }
            steps.append(.push([Entry(frame: next, destination: nil)], .action(ref, targets: [.screen(target)])))
            return true
        // Under a nest at its root, the outer stack's path is empty: a pop there is one past its root.
        case .popToRoot where !nest.pushed:
            return true
        case .pop(let n) where n == 1 || !nest.pushed:
            if nest.pushed {
                steps.append(.unnest(plain))
            } else if action.via == .code {
                steps.append(.failure(.popPastRoot(ref), plain))
            }
            return true
        default:
            let who = action.stack.map { "an action inside a stack of stacks that acts on the outer stack ('\(model.containers[$0].id)')" }
                ?? "a screen around a nested stack ('\(model.screens[ref.screen].id)') that acts on the stack outside it"
            switch action.kind {
            case .push, .pushView:
                let _: Bool? = fail("\(who), where a pop of \(depthCap) entries could cross the nested path")
            default:
                let _: Bool? = fail("\(who) by popping more than one entry or to its root")
            }
            return false
        }
    }

    /// A route opened over a nest: what it does from the outer stack's root, where it does
    /// not push onto the outer stack's top (under the nested path) nor act on the nested
    /// stack. Routes that start the outer stack over (or act in another tab, or only present)
    /// leave the same wherever the nest is.
    func routeStep(_ r: Int, overNest f: Int32, root: Node, runner: RouteRunner) -> RouteStep {
        let key = frames[Int(f)]
        let nest = nests[Int(key.nest)]
        let id = model.deepLinks.routes[r].id
        // In a TabView of stacks, a route on another tab's stack (or selecting one) changes what that tab remembers.
        let tabs = nest.tabView < 0 ? nil : nestedTabs(nest.entry)
        let target = runner.targets[r]
        let intoTabs = tabs.map { tabs in target.stack.map(tabs.stacks.contains) == true || target.selects?.tabs == tabs.tabView } ?? false
        guard nest.pushed, target.stack != nest.stack, !intoTabs,
              let start = paneRoot(key.layer, tab: Int(key.tab), homeLayer: key.homeLayer, home: key.home), frames[Int(start)].nest < 0 else {
            return .unsupported("route '\(id)' opened over a stack nested in a stack's content, acting on one of the two")
        }
        let step = routeStep(r, from: start, root: root, runner: runner)
        switch step {
        case .onTop(let entries, _) where !entries.isEmpty, .inLayer(nil, let entries, _) where !entries.isEmpty:
            return .unsupported("route '\(id)' pushes onto a stack under a nested stack's path")
        default:
            return step
        }
    }

    /// A nested path's length is exact up to one more than the longest pop: exact at 1, so
    /// that an entry at 1 says the frame under it is the nest's first (FrameTraps.nestBoundary).
    var innerCap: Int32 { Int32(depthCap) + 1 }

    private static func stacked(_ id: String) -> String { "a stack nested in a nested stack's content ('\(id)')" }
}
