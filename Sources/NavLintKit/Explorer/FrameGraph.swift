/// The frames of one component and what each can do: the finite graph whose paths from
/// launch are the component's configurations (FrameSearch walks it).
///
/// A configuration is a stack of records: the entries pushed on each presentation layer's
/// stack and the presented layers. Nothing below the top record changes while it is up: a
/// push or a present adds records, Back, pop, popToRoot and dismiss remove them and show
/// exactly what was under them. So what the user can do depends only on the top *frame*:
/// the layer (the component's root, or a presented node and its style), the content on top
/// of the layer's stack, the destinations visible to that stack (its root's, then those of
/// the screens on the path, in order) and the path's length up to the longest `pop n` of
/// the spec. Frames are few (about screens × layers), however long the paths get.
///
/// The graph applies to layers with at most one stack on the way from the layer's root to
/// what is visible (a split view's other columns are screens; a stack that content on it ends
/// in is followed as part of its path, FrameNests), and no TabView inside the
/// component (a root TabView is split into components by the explorer; one in a modal, or
/// inside screens at the root, gives the layer a pane per tab). Content on a stack may end in
/// switches the app decides and TabViews, nested around screens: the frame says what they
/// show (FrameContent). Meeting anything else counts in `unsupported`, and the component that met it is
/// enumerated instead. One graph serves every component: a sheet reachable from every tab
/// has its frames once.
final class FrameGraph {
    let walker: Walker
    var model: Model { walker.model }
    /// The longest `pop n` of the spec (at least 1): frames count path length up to it.
    let depthCap: Int
    /// How many times a shape outside the graph's was met.
    private(set) var unsupported = 0
    /// The last shape met outside the graph's, for `navlint states`.
    private(set) var why = ""

    struct Layer {
        let node: Node
        /// nil for the component's own root layer.
        let style: PresentStyle?
        /// Screens on the way from the layer's root to its TabView, if it has one.
        let wrappers: [Int]
        /// The presented TabView, and its tabs; a layer without one is a single pane.
        let tabView: Int?
        /// A component's root layer may be a switch instead: one pane a case.
        var switcher: Int? = nil
        /// A split view with selection columns: one pane for each set of choices made (bit k:
        /// the k-th selection of the split, in column order, is chosen), the pane's index.
        var choices = false
        let panes: [Pane]

        /// A component's root layer of several panes (a switch, a TabView inside screens): what
        /// happens over it depends on the pane shown (`Frame.home`).
        var isHome: Bool { style == nil && (switcher != nil || panes.first?.tabView != nil) }

        /// The layer's stack, when it has exactly one.
        var stack: Int? { panes.count == 1 ? panes[0].stack : nil }

        /// In a switch layer: the first pane of case `k` (its TabView's first tab, when it is one).
        func firstPane(ofCase k: Int) -> Int? { panes.firstIndex { $0.switchCase == k } }

        /// In a switch layer: the pane that is tab `tab` of a case's TabView `tabView`.
        func pane(tabView: Int, tab: Int) -> Int? { panes.firstIndex { $0.tabView == tabView && $0.tabIndex == tab } }

        /// Whether panes `a` and `b` show the same case and tab (columns of one split view of stacks do).
        func sameTab(_ a: Int, _ b: Int) -> Bool {
            panes[a].switchCase == panes[b].switchCase && panes[a].tabView == panes[b].tabView && panes[a].tabIndex == panes[b].tabIndex
        }
    }

    /// What one tab (or a layer without tabs) shows: screens on the way to its stack (all of
    /// them when it has none, and a split view's columns before the stack's), the stack and
    /// its root content, and the screens of the columns after the stack's.
    struct Pane {
        let node: Node
        var wrappers: [Int]
        let stack: Int?
        let stackRoot: Node?
        var trailing: [Int] = []
        /// Positions in `wrappers` of the split-view column just before the stack's: a value
        /// link there replaces the stack's path (selection).
        var resets: Range<Int> = 0..<0
        /// In a switch layer: the case this pane shows, and the tab of the case's TabView it is, if the case is one.
        var switchCase = 0
        var tabView: Int? = nil
        var tabIndex = 0
        /// A split view's column of each of `wrappers` (-1: a screen around the split view)
        /// and of `trailing`, its stack's column, and its selection columns (FrameSplits).
        var columns: [Int] = []
        var trailingColumns: [Int] = []
        var stackColumn = -1
        var selections: [Selection] = []
        /// Switches, TabViews and split views around screens, without a stack: what it shows
        /// is the frame's scene of the pane's node (FrameContent), changed in place.
        var scenes = false
        /// A split view whose columns are all stacks: the pane of each column's stack
        /// (FrameSplits.stackPanes); empty otherwise.
        var stackPanes: [Int] = []
        /// A split view with a column that is a switch of screens: that switch, whose case is
        /// the pane's index (FrameSplits.splitPanes); nil otherwise.
        var columnSwitch: Int? = nil
    }

    struct Frame: Hashable {
        let layer: Int32
        /// The selected tab of the layer's TabView (0 without one).
        let tab: Int32
        /// The stack's root content (depth 0), the pushed content, or the pane's node when it has no stack.
        let node: Node
        let scope: Int32
        /// Entries on the layer's path, capped at `depthCap`.
        let depth: Int32
        /// Under a modal, the component's root layer when it is a switch (-1: it is not), and
        /// the case it shows: what selecting a case does from up here depends on it.
        var homeLayer: Int32 = -1
        var home: Int32 = 0
        /// What the switches and TabViews the content ends in show (`if loading { … } else { … }`
        /// in a pushed view, a tab bar under a stack): FrameContent's scene number.
        var choice: Int32 = 0
        /// In a stack nested in content on the layer's stack (FrameNests): the nest (-1: none),
        /// and the entries on the nested stack's path, capped at `depthCap`. `node`, `scope`
        /// and `choice` are then the nested stack's; `depth` counts both paths' entries.
        var nest: Int32 = -1
        var inner: Int32 = 0
    }

    // The search reads these per edge: marked so, reads skip Swift's dynamic exclusivity
    // checks (only the graph's own methods write them, never during a read).
    @exclusivity(unchecked)
    private(set) var layers: [Layer] = []
    private var paneRoots: [PaneKey: Int32] = [:]
    private struct PaneKey: Hashable {
        let layer: Int32
        let tab: Int
        let homeLayer: Int32
        let home: Int32
    }
    private var layerIndex: [LayerKey: Int32] = [:]
    private struct LayerKey: Hashable {
        let node: Node
        let style: PresentStyle?
    }

    @exclusivity(unchecked)
    private(set) var frames: [Frame] = []
    private var frameIndex: [Frame: Int32] = [:]
    /// Screens each frame shows, outermost first, and where its stack's content starts in
    /// them (the pane's trailing split-view columns end the list).
    @exclusivity(unchecked)
    private(set) var visible: [[Int]] = []
    private var contentStart: [Int] = []
    @exclusivity(unchecked)
    private var stepCache: [[Step]?] = []
    /// Frames a `close` walked to the end, with everything reachable from them (FrameGraph.close).
    private var settled: [Bool] = []

    /// Destinations visible to a stack, by type: interned, so frames compare scopes by number.
    private(set) var scopes: [[Int: DestinationRef]] = []
    private var scopeIndex: [[Int: DestinationRef]: Int32] = [:]
    private var plainMemo: [Node: [Int]?] = [:]
    /// Per stack, whether it lies inside a modal's content (FrameGraph.isModalStack).
    var modalStacks: [Int: Bool] = [:]
    /// What content on a stack can show in place (FrameContent).
    var contentMemo: [ContentKey: ContentStates?] = [:]

    /// Where each screen's destinations and actions start in one numbering of all of them:
    /// the search keeps per-number flags instead of hashing references.
    let destinationStart: [Int]
    let actionStart: [Int]
    /// Per presented stack, the first presented stack alike (Model.stacksAlike), whose layer it shares.
    private let sameStack: [Int: Int]
    /// Stacks nothing pushes onto or pops (FrameInertStacks): read through as screens.
    let inert: Set<Int>
    /// TabViews and switches inside inert stacks' content, which a modal's select does not reach.
    let behindInert: Set<Int>
    /// Stacks nested in content on another stack, with the entry that holds each (FrameNests).
    var nests: [Nest] = []
    var nestIndex: [Nest: Int32] = [:]
    var nestTabViewMemo: Set<Int>?
    /// What `nestedTabs` found per content: routes ask it from every frame, pushes of every entry.
    var nestedTabsMemo: [Node: (tabView: Int, stacks: [Int])?] = [:]

    init(walker: Walker, targets: [RouteTarget]) {
        self.walker = walker
        inert = Self.inertStacks(walker, targets: targets)
        behindInert = Self.behindInert(inert, walker)
        func starts(_ counts: [Int]) -> [Int] { counts.reduce(into: [0]) { $0.append($0.last! + $1) } }
        destinationStart = starts(walker.model.screens.map(\.destinations.count))
        actionStart = starts(walker.model.screens.map(\.actions.count))
        var cap = 1
        for screen in walker.model.screens {
            for action in screen.actions { if case .pop(let n) = action.kind { cap = max(cap, n) } }
        }
        depthCap = cap
        sameStack = walker.containment.alike
        // Pop counts are bits of a word in the trap analysis.
        if cap > 59 {
            unsupported = 1
            why = "a pop of more than 59 entries"
        }
    }

    /// The launch frame of a component's root layer; nil when the shape is unsupported.
    func launchFrame(_ root: Node) -> Int32? { depthCap > 59 ? nil : layerRoot(root, style: nil) }

    /// Makes every frame reachable from `root`'s launch (by events, and by `routes` opened
    /// from outside) and its events, and returns them in order; nil when the component's
    /// shape is outside the graph's. With `partial`, frames an earlier call closed for good
    /// (`settled`) are not walked again, nor listed: only whether the shape is supported and
    /// that every frame exists count then (tabs that share sheets walk them once).
    func close(from root: Node, routes: [Int], runner: RouteRunner, partial: Bool = false) -> [Int32]? {
        let before = unsupported
        guard let launch = launchFrame(root), let variants = launchVariants(root) else { return nil }
        // Without routes of its own, what another call closed adds nothing here.
        let skipSettled = partial && routes.isEmpty
        var seen = Set([launch] + variants.map(\.frame))
        var pending = [launch] + variants.map(\.frame)
        // Frames reached since the modals were last moved (rehomeModals): only those are new to it.
        var fresh = pending
        func reach(_ f: Int32) {
            if skipSettled, Int(f) < settled.count, settled[Int(f)] { return }
            if seen.insert(f).inserted {
                pending.append(f)
                fresh.append(f)
            }
        }
        func reach(_ step: RouteStep) {
            switch step {
            case .onTop(let entries, let present), .fromRoot(let entries, let present):
                entries.forEach { reach($0.frame) }
                present.map(reach)
            case .toBase(let present): present.map(reach)
            case .inTab(let pane, let entries, let present, _), .aside(let pane, let entries, let present, _),
                 .asideUnder(let pane, let entries, let present, _), .otherCase(let pane, let entries, let present):
                reach(pane)
                entries.forEach { reach($0.frame) }
                present.map(reach)
            case .underTab(let m, let pane, let entries, let present, _):
                reach(m)
                reach(pane)
                entries.forEach { reach($0.frame) }
                present.map(reach)
            case .inLayer(let start, let entries, let present):
                start.map(reach)
                entries.forEach { reach($0.frame) }
                present.map(reach)
            case .intoModal(let m, let entries, _):
                reach(m)
                entries.forEach { reach($0.frame) }
            case .nothing, .unsupported, .underModal, .stackUnderModal, .ontoBase: break
            }
        }
        // Modals' actions on the stack under them, and the root layer's frames they may act over.
        var named: [(ref: ActionRef, stack: Int)] = []
        var namedRefs = Set<ActionRef>()
        var roots: [Int32] = []
        var tried = Set<[Int]>()
        var underRoutes: [Int] = []
        var openedUnder = Set<Int>()
        var routed = Set<[Int]>()
        var routedClasses = Set<[Int32]>()
        // Routes that do not start over, from the root layer and from a modal: only those are
        // stepped from a frame whose class was stepped before (not routes × frames to skip them).
        let acting = [false, true].map { modal in routes.filter { !startsOver($0, fromModal: modal) } }
        // A modal that selects another tab under it moves the modals under it too (FrameSearch.underTab).
        var moves = false
        var moved = Set<Int32>()
        repeat {
            while let f = pending.popLast(), unsupported == before {
                if !isModal(f) { roots.append(f) }
                for step in steps(f) {
                    switch step {
                    case .push(let entries, _), .reset(let entries, _): entries.forEach { reach($0.frame) }
                    case .across(let m, let entries, _):
                        reach(m)
                        entries.forEach { reach($0.frame) }
                    case .present(let m, _), .select(let m, _), .restart(let m, _), .choose(let m, _), .swap(let m, _), .recase(let m, _):
                        reach(m)
                    case .rehome(let m, _):
                        moves = true
                        reach(m)
                    case .open(let r, _):
                        let step = routeStep(r, from: f, root: root, runner: runner)
                        reach(step)
                        // Opened in a modal, it may push onto the root layer under it (FrameSearch.openedUnder).
                        if case .underModal = step, openedUnder.insert(r).inserted { underRoutes.append(r) }
                        if case .underTab = step { moves = true }
                    case .named(let ref, let stack, _):
                        if namedRefs.insert(ref).inserted { named.append((ref, stack)) }
                    default: break
                    }
                }
                // From a modal, routes act in its own stack or present another (FrameSearch.route).
                // A route that starts over does the same from every frame alike: once per class.
                if !routes.isEmpty {
                    let modal = isModal(f)
                    let alike = routedClasses.insert(routeClass(f)).inserted
                    for r in alike ? routes : acting[modal ? 1 : 0] { reach(routeStep(r, from: f, root: root, runner: runner)) }
                }
            }
            // Over-approximated (any root frame under any such modal): escapes of extra frames change nothing.
            if unsupported == before { pushedUnder(named, over: roots, tried: &tried).forEach(reach) }
            for r in underRoutes {
                for g in roots where routed.insert([r, Int(g)]).inserted { reach(routeStep(r, from: g, root: root, runner: runner)) }
            }
            if moves {
                let new = fresh.sorted()
                fresh = []
                rehomeModals(new, done: &moved).forEach(reach)
            }
        } while !pending.isEmpty && unsupported == before
        guard unsupported == before else { return nil }
        // A modal acting under it needs every root frame of this component, settled or not.
        if skipSettled && !named.isEmpty { return close(from: root, routes: routes, runner: runner) }
        // Closed under steps and routes, and nothing in it reaches under a modal: another
        // call without routes that meets one of these frames meets nothing new past it.
        if named.isEmpty && underRoutes.isEmpty {
            if settled.count < frames.count { settled += Array(repeating: false, count: frames.count - settled.count) }
            for f in seen { settled[Int(f)] = true }
        }
        return seen.sorted()
    }

    /// The first frames of `modals` over each other tab of the TabView each stands over (once
    /// per frame, `done`): the modals under one that selects another tab move with it.
    private func rehomeModals(_ modals: [Int32], done: inout Set<Int32>) -> [Int32] {
        var made: [Int32] = []
        for g in modals where isModal(g) && frames[Int(g)].depth == 0 && frames[Int(g)].tab == 0 && done.insert(g).inserted {
            guard let (l, shown) = home(g) else { continue }
            let panes = layers[Int(l)].panes
            guard let tabView = panes[Int(shown)].tabView else { continue }
            for p in panes.indices where p != Int(shown) && panes[p].tabView == tabView && panes[p].switchCase == panes[Int(shown)].switchCase {
                if let next = rehomed(g, home: Int32(p)) { made.append(next) }
            }
        }
        return made
    }

    /// Where the app also launches when the component's root is a switch the environment
    /// decides (or a split view with such a switch column): each other case's first frame,
    /// and the event that names it; nil when the shape is unsupported.
    func launchVariants(_ root: Node) -> [(frame: Int32, event: Event)]? {
        guard let launch = launchFrame(root) else { return nil }
        let l = frames[Int(launch)].layer
        let layer = layers[Int(l)]
        // The root layer's switch, or its split view's switch column (a pane a case).
        let column = layer.panes[0].columnSwitch
        guard let c = column ?? layer.switcher, case .switcher(.environment, let cases) = model.containers[c].kind else { return [] }
        var variants: [(frame: Int32, event: Event)] = []
        for k in cases.indices.dropFirst() {
            guard let p = column != nil ? k : layer.firstPane(ofCase: k), let start = paneRoot(l, tab: p) else { return nil }
            variants.append((start, .selectTab(tabs: c, tab: k)))
        }
        return variants
    }

    /// The first frame of a layer showing `node`, presented over frame `over` (nil: the
    /// component's root layer).
    func layerRoot(_ node: Node, style: PresentStyle?, over: Int32? = nil) -> Int32? {
        guard let l = layer(node, style: style) else { return nil }
        let (homeLayer, home) = over.flatMap(self.home) ?? (-1, 0)
        return paneRoot(l, tab: 0, homeLayer: style == nil ? -1 : homeLayer, home: style == nil ? 0 : home)
    }

    /// The frame a tab (or a switch's case) shows when it is selected the first time: its stack's root.
    func paneRoot(_ l: Int32, tab: Int, homeLayer: Int32 = -1, home: Int32 = 0) -> Int32? {
        let paneKey = PaneKey(layer: l, tab: tab, homeLayer: homeLayer, home: home)
        if let known = paneRoots[paneKey] { return known }
        let pane = layers[Int(l)].panes[tab]
        let root = if let stack = pane.stack, let stackRoot = pane.stackRoot, let nested = nestedStack(stackRoot) {
            nestRoot(stackRoot, stack: nested, layer: l, tab: Int32(tab), depth: 0, outerScope: rootScope(stack), homeLayer: homeLayer, home: home)
        } else if let stack = pane.stack, let stackRoot = pane.stackRoot, let nested = nestedTabs(stackRoot) {
            nestRoot(stackRoot, stack: nested.stacks[0], layer: l, tab: Int32(tab), depth: 0, outerScope: rootScope(stack),
                     homeLayer: homeLayer, home: home, tabs: (Int32(nested.tabView), 0))
        } else if let stack = pane.stack, let stackRoot = pane.stackRoot {
            frame(Frame(layer: l, tab: Int32(tab), node: stackRoot, scope: rootScope(stack), depth: 0, homeLayer: homeLayer, home: home))
        } else {
            frame(Frame(layer: l, tab: Int32(tab), node: pane.node, scope: -1, depth: 0, homeLayer: homeLayer, home: home))
        }
        paneRoots[paneKey] = root
        return root
    }

    /// The switch layer at the component's root under frame `f`, and the case it shows; nil
    /// when the root layer is no switch.
    func home(_ f: Int32) -> (layer: Int32, case: Int32)? {
        let key = frames[Int(f)]
        if layers[Int(key.layer)].isHome { return (key.layer, key.tab) }
        return key.homeLayer >= 0 ? (key.homeLayer, key.home) : nil
    }

    private func layer(_ node: Node, style: PresentStyle?) -> Int32? {
        var node = node
        if style != nil, case .container(let c) = node, let same = sameStack[c] { node = .container(same) }
        let key = LayerKey(node: node, style: style)
        if let known = layerIndex[key] { return known }
        guard let (wrappers, end) = chain(node) else { return fail(.embedsItself) }
        let shape: Layer
        // A TabView in a modal: one pane a tab. At the root, tabs are components (Explorer).
        if let c = end, case .tabs(let contents) = walker.lookup.shapes[c], style != nil {
            guard let panes = panes(contents, { _, _ in }) else { return nil }
            shape = Layer(node: node, style: style, wrappers: wrappers, tabView: c, panes: panes)
        } else if let c = end, case .switcher(let cases) = walker.lookup.shapes[c], style != nil {
            // A modal's content chosen by app state: one pane a case; its own screens select another.
            guard let panes = panes(cases, { $0.switchCase = $1 }) else { return nil }
            guard panes.count <= 64 else { return fail("a switch of more than 64 cases inside a modal") }
            shape = Layer(node: node, style: style, wrappers: wrappers, tabView: nil, switcher: c, panes: panes)
        } else if let c = end, case .switcher(let cases) = walker.lookup.shapes[c] {
            var panes: [Pane] = []
            for (k, content) in cases.enumerated() {
                guard let (caseWrappers, inner) = chain(content) else { return fail(.embedsItself) }
                // A case that is a TabView: one pane a tab, its tab bar on screen.
                if let t = inner, case .tabs(let tabs) = walker.lookup.shapes[t] {
                    for (tab, tabContent) in tabs.enumerated() {
                        // The tab's own panes, under the case's screens.
                        guard let tabPanes = columnPanes(tabContent, from: panes.count) else { return nil }
                        for var pane in tabPanes {
                            pane.wrappers = caseWrappers + pane.wrappers
                            pane.resets = pane.resets.lowerBound + caseWrappers.count..<pane.resets.upperBound + caseWrappers.count
                            if !pane.columns.isEmpty { pane.columns = Array(repeating: -1, count: caseWrappers.count) + pane.columns }
                            (pane.switchCase, pane.tabView, pane.tabIndex) = (k, t, tab)
                            panes.append(pane)
                        }
                    }
                    continue
                }
                guard let casePanes = columnPanes(content, from: panes.count) else { return nil }
                for var pane in casePanes {
                    pane.switchCase = k
                    panes.append(pane)
                }
            }
            // Panes are bits of a word in the trap analysis.
            guard panes.count <= 64 else { return fail("a switch whose cases show more than 64 tabs and screens") }
            shape = Layer(node: node, style: style, wrappers: wrappers, tabView: nil, switcher: c, panes: panes)
        } else if let c = end, case .tabs(let contents) = walker.lookup.shapes[c] {
            // At the app's root, inside screens whose actions act in every tab, or with tabs that
            // change each other (Explorer.rootTabs could not split them): the tabs are one
            // component, a pane a tab, as when a switch's case is a TabView.
            var panes: [Pane] = []
            for (tab, content) in contents.enumerated() {
                guard let tabPanes = columnPanes(content, from: panes.count) else { return nil }
                for var pane in tabPanes {
                    (pane.tabView, pane.tabIndex) = (c, tab)
                    panes.append(pane)
                }
            }
            guard panes.count <= 64 else { return fail("a TabView of more than 64 tabs and columns at the app's root, explored as one") }
            shape = Layer(node: node, style: style, wrappers: wrappers, tabView: nil, panes: panes)
        } else if let c = end, case .split(let columns) = walker.lookup.shapes[c], !isSceneSplit(node) {
            guard let variants = splitPanes(node, wrappers: wrappers, columns: columns) else { return nil }
            shape = Layer(node: node, style: style, wrappers: [], tabView: nil,
                          choices: variants.count > 1 && variants[0].stackPanes.isEmpty && variants[0].columnSwitch == nil, panes: variants)
        } else {
            guard let single = pane(node) else { return nil }
            shape = Layer(node: node, style: style, wrappers: [], tabView: nil, panes: [single])
        }
        let index = Int32(layers.count)
        layers.append(shape)
        layerIndex[key] = index
        return index
    }

    /// One pane a content (a tab, a case), each marked with its index; nil when one is outside the graph's shapes.
    private func panes(_ contents: [Node], _ mark: (inout Pane, Int) -> Void) -> [Pane]? {
        var panes: [Pane] = []
        for (k, content) in contents.enumerated() {
            guard var pane = pane(content) else { return nil }
            mark(&pane, k)
            panes.append(pane)
        }
        return panes
    }

    /// The panes of a tab or a switch case among a layer's `from` panes before it: one, or
    /// a split view of stacks' one a column (FrameSplits.stackPanes), as at a layer's root.
    private func columnPanes(_ content: Node, from offset: Int) -> [Pane]? {
        guard let (wrappers, inner) = chain(content) else { return fail(.embedsItself) }
        guard let t = inner, case .split(let columns) = walker.lookup.shapes[t], !isSceneSplit(content) else {
            return pane(content).map { [$0] }
        }
        guard let split = splitPanes(content, wrappers: wrappers, columns: columns) else { return nil }
        guard !split[0].stackPanes.isEmpty else { return onePane(split).map { [$0] } }
        return split.map { pane in
            var pane = pane
            pane.stackPanes = pane.stackPanes.map { offset + $0 }
            return pane
        }
    }

    /// A tab's (or a whole layer's) content: screens, then at most one stack of plain content,
    /// or a split view whose columns hold screens and at most one such stack.
    private func pane(_ node: Node) -> Pane? {
        guard let (wrappers, end) = chain(node) else { return fail(.embedsItself) }
        guard let c = end else { return Pane(node: node, wrappers: wrappers, stack: nil, stackRoot: nil) }
        switch walker.lookup.shapes[c] {
        case .stack(let stackRoot):
            guard contentScreens(stackRoot, choice: 0) != nil || nestedStack(stackRoot) != nil || nestedTabs(stackRoot) != nil else {
                return unshownContent(stackRoot)
            }
            return Pane(node: node, wrappers: wrappers, stack: c, stackRoot: stackRoot)
        case .split where isSceneSplit(node), .tabs where contentStates(node, splits: true) != nil,
             .switcher where contentStates(node, splits: true) != nil:
            // Switches, TabViews and split views around screens, with no stack: one pane, its
            // scenes in the frame (FrameContent).
            var pane = Pane(node: node, wrappers: [], stack: nil, stackRoot: nil)
            pane.scenes = true
            return pane
        case .split(let columns):
            guard let variants = splitPanes(node, wrappers: wrappers, columns: columns) else { return nil }
            return onePane(variants)
        case .tabs:
            return fail("a TabView inside a tab")
        case .switcher:
            return fail("a switch (content chosen by app state or the environment) other than a component's whole content")
        case .selection:
            return fail("a selection outside a split view's columns")
        }
    }

    /// A split view's pane where it must be one: choices change what several columns show
    /// (one pane a combination, in a layer of its own), and a split view of stacks is a pane
    /// a column (in a layer of its own or a switch case).
    private func onePane(_ variants: [Pane]) -> Pane? {
        guard variants.count == 1 else {
            if variants[0].columnSwitch != nil { return fail("a split view's switch column inside a tab or a switch case") }
            return fail(variants[0].stackPanes.isEmpty ? "a split view's selection column inside a tab or a switch case"
                                                       : "a split view of stacks inside a modal's tab or switch")
        }
        return variants[0]
    }

    func fail<T>(_ why: String) -> T? {
        unsupported += 1
        self.why = why
        return nil
    }

    /// The screens of content pushed onto a stack, outermost first; nil when it holds a container.
    func plainScreens(_ node: Node) -> [Int]? {
        if let known = plainMemo[node] { return known }
        let found = chain(node)
        let result = found?.end == nil ? found?.screens : nil
        plainMemo[node] = result
        return result
    }

    func frame(_ key: Frame) -> Int32? {
        if let known = frameIndex[key] { return known }
        let shape = layers[Int(key.layer)]
        let pane = shape.panes[Int(key.tab)]
        var screens = shape.wrappers + pane.wrappers
        if key.nest >= 0 { screens += nestScreens(key.nest) }
        let start = screens.count
        if pane.stack != nil || pane.scenes {
            guard let content = contentScreens(key.node, choice: Int(key.choice), splits: pane.scenes) else { return unshownContent(key.node, splits: pane.scenes) }
            screens += content
        }
        screens += pane.trailing
        let id = Int32(frames.count)
        frames.append(key)
        frameIndex[key] = id
        visible.append(screens)
        contentStart.append(start)
        stepCache.append(nil)
        return id
    }

    // MARK: Scopes

    func rootScope(_ stack: Int) -> Int32 { intern(walker.lookup.rootDestinations(stack: stack)) }

    private func intern(_ scope: [Int: DestinationRef]) -> Int32 {
        if let known = scopeIndex[scope] { return known }
        let id = Int32(scopes.count)
        scopes.append(scope)
        scopeIndex[scope] = id
        return id
    }

    /// The scope after content `node` is pushed: its destinations count after every earlier one.
    /// Only the destinations that count on stack `stack` (Model.pushedDestinationCounts).
    func extend(_ scope: Int32, with node: Node, on stack: Int?) -> Int32 {
        var own = walker.lookup.declaredDestinations(in: node)
        if let stack { own = own.filter { model.pushedDestinationCounts(stack: stack, type: $0.key) } }
        guard own.contains(where: { scopes[Int(scope)][$0.key] == nil }) else { return scope }
        return intern(scopes[Int(scope)].merging(own) { earlier, _ in earlier })
    }

    /// The entries `types` become on top of frame `f` (resolved in order, each seeing the
    /// ones before it), or the first type nothing resolves.
    func push(_ types: [Int], onto f: Int32) -> (entries: [Entry], missing: Int?) { push(types, over: frames[Int(f)]) }

    /// `push(_:onto:)` over a frame's key, which may stand for an entry under a nest's path (FrameNests.outerKey).
    func push(_ types: [Int], over start: Frame) -> (entries: [Entry], missing: Int?) {
        var key = start
        var entries: [Entry] = []
        for type in types {
            guard let destination = scopes[Int(key.scope)][type] else { return (entries, type) }
            let target = model.screens[destination.screen].destinations[destination.index].target
            guard let next = pushed(target, on: key) else { return (entries, nil) }
            // Values pushed at once all go on the stack they are pushed onto, where one that holds
            // a stack of its own was never on top under the last (FrameNests): not followed.
            if types.count > 1, start.nest < 0, frames[Int(next)].nest >= 0 {
                return (entries, fail("several values pushed at once where one of them holds a stack that something pushes onto"))
            }
            entries.append(Entry(frame: next, destination: destination))
            key = frames[Int(next)]
        }
        return (entries, nil)
    }

    func pushed(_ node: Node, on key: Frame) -> Int32? {
        if key.nest >= 0 { return pushedInNest(node, on: key) }
        let depth = min(key.depth + 1, Int32(depthCap))
        let stack = layers[Int(key.layer)].panes[Int(key.tab)].stack
        if let nested = nestedStack(node) {
            return nestRoot(node, stack: nested, layer: key.layer, tab: key.tab, depth: depth, outerScope: extend(key.scope, with: node, on: stack),
                            homeLayer: key.homeLayer, home: key.home)
        }
        // A pushed view whose TabView's tabs have stacks of their own: a nest a tab, as at a stack's root.
        if let tabs = nestedTabs(node) {
            return nestRoot(node, stack: tabs.stacks[0], layer: key.layer, tab: key.tab, depth: depth, outerScope: extend(key.scope, with: node, on: stack),
                            homeLayer: key.homeLayer, home: key.home, tabs: (Int32(tabs.tabView), 0))
        }
        return frame(Frame(layer: key.layer, tab: key.tab, node: node, scope: extend(key.scope, with: node, on: stack),
                           depth: depth, homeLayer: key.homeLayer, home: key.home))
    }

    struct Entry: Hashable {
        let frame: Int32
        let destination: DestinationRef?
    }

    // MARK: Steps

    /// What one event does to the top frame.
    enum Step {
        case push([Entry], Event)
        /// The stack's path replaced by these entries (a value link in a split view's column).
        case reset([Entry], Event)
        case present(Int32, Event)
        case back(Event)
        /// Back from the entry that holds a nested stack, over that stack's path: the entry
        /// goes, and the path with it (FrameNests).
        case unnest(Event)
        case pop(Int, Event)
        case popToRoot(Event)
        case dismiss(Event)
        case failure(Failure, Event)
        case open(route: Int, Event)
        /// Another tab of the layer's TabView: the frame it shows the first time it is selected.
        case select(Int32, Event)
        /// Another case of the root layer's switch, at its launch: every modal and the root
        /// layer's path are gone.
        case restart(Int32, Event)
        /// A split view's choice: the layer's first frame with it made (FrameSplits.choice).
        case choose(Int32, Event)
        /// Another case of the switch the top entry's content ends in: the same entry, and
        /// what lies under it, showing that case.
        case swap(Int32, Event)
        /// Another case of the switch a modal shows, at its launch (its root frame): the
        /// layer's path is gone, what lies under the modal stays.
        case recase(Int32, Event)
        /// In a split view of stacks, entries pushed on another column's stack from its root
        /// frame (FrameSplits.stackPanes): what lies under them is the column's root.
        case across(Int32, [Entry], Event)
        /// A modal's select of another tab of the switch case's TabView under it: the same
        /// modal, over that tab (FrameSearch.underTab).
        case rehome(Int32, Event)
        /// A modal's push or pop on stack `stack`, outside its layer: what it does depends on
        /// what lies under the modal (FrameSearch.named).
        case named(ActionRef, stack: Int, Event)
    }

    func isModal(_ f: Int32) -> Bool { layers[Int(frames[Int(f)].layer)].style != nil }

    func layerOf(_ f: Int32) -> Layer { layers[Int(frames[Int(f)].layer)] }

    /// The events of frame `f` in the Walker's order: the layer's screens' actions from the
    /// outside in (Back right after the stack's content, before later split-view columns),
    /// then the other tabs, then swipe-dismiss.
    func steps(_ f: Int32) -> [Step] {
        if let known = stepCache[Int(f)] { return known }
        let key = frames[Int(f)]
        let shape = layers[Int(key.layer)]
        let pane = shape.panes[Int(key.tab)]
        let screens = visible[Int(f)]
        let content = contentStart[Int(f)]..<screens.count - pane.trailing.count
        var steps: [Step] = []
        // The content's TabViews: their other tabs, after its screens' events (FrameContent).
        var tabBar: [Step] = []
        if pane.stack != nil || pane.scenes, let content = contentStates(key.node, splits: pane.scenes) {
            for swap in content.swaps[Int(key.choice)] {
                guard case .selectTab = swap.event else { continue }
                var next = key
                next.choice = Int32(swap.to)
                guard let target = frame(next) else { return [] }
                tabBar.append(.swap(target, swap.event))
            }
        }
        // A nest that is a tab of a TabView: the other tabs, after the nested stack's Back.
        guard let nestTabs = nestTabs(key) else { return [] }
        // The entry that holds a nest and the nest's content: what names the outer stack there acts under the nested path.
        let nestStart = key.nest >= 0 ? content.lowerBound - nestScreens(key.nest).count : content.upperBound
        for position in screens.indices {
            if position == content.upperBound {
                steps += tabBar
                steps += backs(key, tabs: nestTabs)
            }
            let inStack = pane.stack != nil && content.contains(position)
            let resets = pane.resets.contains(position - shape.wrappers.count)
            let outer = shape.wrappers.count
            let column = splitColumn(position - outer, pane: pane, content: content.lowerBound - outer..<content.upperBound - outer)
            if column >= 0, pane.stackPanes.indices.contains(column), pane.stackPanes[column] != Int(key.tab) {
                guard across(screens[position], to: pane.stackPanes[column], from: f, into: &steps) else { return [] }
                continue
            }
            let inNest = position >= nestStart && position < content.upperBound
            guard actions(of: screens[position], in: f, inStack: inStack, inNest: inNest, resets: resets, column: column, into: &steps) else { return [] }
        }
        if content.upperBound == screens.count {
            steps += tabBar
            steps += backs(key, tabs: nestTabs)
        }
        if let tabView = shape.tabView {
            for tab in shape.panes.indices where tab != Int(key.tab) {
                guard let target = paneRoot(key.layer, tab: tab, homeLayer: key.homeLayer, home: key.home) else { return [] }
                steps.append(.select(target, .selectTab(tabs: tabView, tab: tab)))
            }
        }
        // A switch case's TabView: the tab bar of the case shown.
        if let tabView = pane.tabView {
            // Each other tab's first pane (a split view of stacks has one a column).
            for other in shape.panes.indices where shape.panes[other].tabView == tabView && !shape.sameTab(other, Int(key.tab))
                && shape.pane(tabView: tabView, tab: shape.panes[other].tabIndex) == other {
                guard let target = paneRoot(key.layer, tab: other) else { return [] }
                steps.append(.select(target, .selectTab(tabs: tabView, tab: shape.panes[other].tabIndex)))
            }
        }
        if let style = shape.style, model.closesWithoutAction(style, showing: visible[Int(f)]) {
            steps.append(.dismiss(.swipeDismiss(shape.node, style)))
        }
        stepCache[Int(f)] = steps
        return steps
    }

    /// Appends the steps of screen `s`, at the root of another column's stack (pane `p` of a
    /// split view of stacks): what it pushes goes on that stack, from its root.
    private func across(_ s: Int, to p: Int, from f: Int32, into steps: inout [Step]) -> Bool {
        let key = frames[Int(f)]
        guard let start = paneRoot(key.layer, tab: p, homeLayer: key.homeLayer, home: key.home) else { return false }
        var own: [Step] = []
        guard actions(of: s, in: start, inStack: true, resets: false, column: layers[Int(key.layer)].panes[p].stackColumn, into: &own) else {
            return false
        }
        for step in own {
            switch step {
            case .push(let entries, let event), .reset(let entries, let event): steps.append(.across(start, entries, event))
            default: steps.append(step)
            }
        }
        return true
    }

    /// The split-view column of the screen at `position` among a pane's screens, whose stack
    /// content is at `content` (-1: none, or a screen around the split view).
    private func splitColumn(_ position: Int, pane: Pane, content: Range<Int>) -> Int {
        if position < 0 { return -1 }
        if position < pane.columns.count { return pane.columns[position] }
        if content.contains(position) { return pane.stackColumn }
        let trailing = position - content.upperBound
        return pane.trailingColumns.indices.contains(trailing) ? pane.trailingColumns[trailing] : -1
    }

    /// Back from the top entry, then, in a nest, the other tabs when the nest is a tab
    /// (`tabs`), and Back from the entry that holds it (the Walker's order: the inner stack's,
    /// its TabView's, then the outer stack's).
    private func backs(_ key: Frame, tabs: [Step]) -> [Step] {
        func hidden(_ node: Node) -> Bool {
            if case .screen(let s) = node { return model.screens[s].backButtonHidden }
            return false
        }
        guard key.nest >= 0 else { return key.depth > 0 && !hidden(key.node) ? [.back(.back(from: key.node))] : [] }
        var steps: [Step] = []
        if key.inner > 0, !hidden(key.node) { steps.append(.back(.back(from: key.node))) }
        steps += tabs
        let nest = nests[Int(key.nest)]
        if nest.pushed, !hidden(nest.entry) { steps.append(.unnest(.back(from: nest.entry))) }
        return steps
    }

    /// Appends the steps of screen `s`'s actions; false when one leads outside the graph.
    /// `resets`: the screen's value links replace the path of the split view's stack.
    private func actions(of s: Int, in f: Int32, inStack: Bool, inNest: Bool = false, resets: Bool, column: Int,
                         into steps: inout [Step]) -> Bool {
        let key = frames[Int(f)]
        let shape = layers[Int(key.layer)]
        let pane = shape.panes[Int(key.tab)]
        // The stack the content's pushes and pops act on, and its path's entries: a nested stack's own.
        let path = key.nest >= 0 ? key.inner : key.depth
        let own = key.nest >= 0 ? nests[Int(key.nest)].stack : paneStack(f)
        // A nest without a stack (a TabView's tab of screens): its content's pushes and pops act on the outer stack.
        let stackless = own.map { $0 < 0 } ?? false
        for (a, action) in model.screens[s].actions.enumerated() {
            let ref = ActionRef(screen: s, action: a)
            let plain = Event.action(ref, targets: [])
            // A screen around the pane's stack naming it (a button beside the NavigationStack): it
            // acts there as the top entry's own would, whatever the stack shows (Walker.aroundStack).
            let around = !inStack && action.stack != nil && action.stack == pane.stack && action.kind.movesStack
                && model.screenChain(.screen(s))?.end == action.stack
            if around, key.nest >= 0 {
                guard outerAction(action, ref, in: key, into: &steps) else { return false }
                continue
            }
            let inStack = inStack || around
            // In a nest, unnamed or naming the outer stack, it acts on the outer stack from the entry
            // around the nested one; naming another stack (the nest's own included), as anywhere.
            let outer = inNest && action.stack.map { walker.containment.stacksAlike(with: $0).contains(pane.stack ?? -1) } ?? inNest
            if let named = action.stack, !outer, !inStack || named != own {
                // A stack not around the screen acts only from under a modal (StateSemantics.acting):
                // over the root layer, or on the modal's own layer, a push is outside any stack it
                // can reach and a pop does nothing. A modal's action on a stack outside its layer
                // depends on what lies under the modal, which FrameSearch keeps.
                if shape.style != nil, !shape.panes.contains(where: { $0.stack == named }) {
                    steps.append(.named(ref, stack: named, plain))
                    continue
                }
                switch action.kind {
                case .push, .pushView: steps.append(.failure(.outsideStack(ref), plain))
                default: break
                }
                continue
            }
            // Its modal would take the stack it changes with it: the enumeration says what that leaves.
            if action.dismisses, shape.style != nil {
                let _: Bool? = fail("an action that dismisses its modal and changes a stack inside that modal")
                return false
            }
            // The entry that holds a nest, or the nest's content by name, acting on the outer stack.
            if outer, action.stack != nil || !inStack || stackless, action.kind.movesStack {
                guard outerAction(action, ref, in: key, into: &steps) else { return false }
                continue
            }
            switch action.kind {
            case .push(let types):
                // A later split-view column that shows a choice of this type takes it.
                if !inStack, types.count == 1 {
                    let before = unsupported
                    if let (target, shown) = choice(types[0], from: column, in: f) {
                        steps.append(.choose(target, .action(ref, targets: [shown])))
                        continue
                    }
                    if unsupported != before { return false }
                }
                guard inStack || resets else { steps.append(.failure(.outsideStack(ref), plain)); continue }
                let before = unsupported
                guard let onto = resets ? paneRoot(key.layer, tab: Int(key.tab), homeLayer: key.homeLayer, home: key.home) : f else { return false }
                let resolution = push(types, onto: onto)
                if unsupported != before { return false }
                if let missing = resolution.missing {
                    steps.append(.failure(.missingDestination(ref, type: missing), plain))
                } else {
                    let event = Event.action(ref, targets: resolution.entries.map { entryNode($0.frame) })
                    steps.append(resets ? .reset(resolution.entries, event) : .push(resolution.entries, event))
                }
            case .pushView(let target):
                guard inStack else { steps.append(.failure(.outsideStack(ref), plain)); continue }
                guard let next = pushed(.screen(target), on: key) else { return false }
                steps.append(.push([Entry(frame: next, destination: nil)], .action(ref, targets: [.screen(target)])))
            case .pop(let n):
                // Depths are exact up to depthCap, the longest pop.
                if inStack, path >= n {
                    steps.append(.pop(n, plain))
                } else if inStack, action.via == .code {
                    steps.append(.failure(.popPastRoot(ref), plain))
                }
            case .popToRoot:
                if inStack, path > 0 { steps.append(.popToRoot(plain)) }
            case .present(let node, let style):
                guard let target = layerRoot(node, style: style, over: f) else { return false }
                steps.append(.present(target, plain))
            case .dismiss:
                if shape.style != nil { steps.append(.dismiss(plain)) }
            case .select(let tabs, let tab):
                // The TabView whose tab's stack is this nest, from the nest's screens (Walker.walkTabs).
                if nestTabViews.contains(tabs) {
                    if inNest, nests[Int(key.nest)].tabView == tabs {
                        guard tab != Int(nests[Int(key.nest)].tab) else { break }
                        guard let target = nestTab(Int32(tab), of: key) else { return false }
                        steps.append(.select(target, plain))
                        break
                    }
                    // From anywhere else nothing: inside a stack's content, not even a modal's select reaches it (StateSemantics.selectBelowTop).
                    break
                }
                // A switch or TabView in the top entry's content, from its own screens: the entry
                // shows what the Walker makes of it, where it was on the path (FrameContent).
                if pane.stack != nil || pane.scenes, let content = contentStates(key.node, splits: pane.scenes), content.containers.contains(tabs) {
                    guard inStack || pane.scenes, let swap = content.swaps[Int(key.choice)].first(where: { $0.event == plain }) else { break }
                    var next = key
                    next.choice = Int32(swap.to)
                    guard let target = frame(next) else { return false }
                    steps.append(.swap(target, plain))
                    break
                }
                // A split view's switch column: the layer shows that case, the stack at its root
                // (FrameSplits.splitPanes); with a path on the stack it keeps the path.
                if shape.panes[0].columnSwitch == tabs {
                    guard tab != Int(key.tab) else { break }
                    guard pane.stack == nil || key.depth == 0 else {
                        let _: Bool? = fail("a split view's switch column changed with a path on its stack")
                        return false
                    }
                    guard let target = paneRoot(key.layer, tab: tab, homeLayer: key.homeLayer, home: key.home) else { return false }
                    steps.append(.choose(target, plain))
                    break
                }
                // The root layer's, from a modal over it: the modals close and the path stays.
                if layers.contains(where: { $0.style == nil && $0.panes[0].columnSwitch == tabs }) {
                    let _: Bool? = fail("a modal's select of a split view's switch column under it")
                    return false
                }
                // The modal's own switch: the layer shows the case at its launch.
                if shape.style != nil, shape.switcher == tabs {
                    guard tab != pane.switchCase else { break }
                    guard let first = shape.firstPane(ofCase: tab),
                          let target = paneRoot(key.layer, tab: first, homeLayer: key.homeLayer, home: key.home) else { return false }
                    steps.append(.recase(target, plain))
                    break
                }
                // The root layer's, inside an inert stack's content, from a modal over it: nothing.
                if behindInert.contains(tabs), let (l, _) = home(f), l != key.layer,
                   layers[Int(l)].switcher == tabs || layers[Int(l)].panes.contains(where: { $0.tabView == tabs }) { break }
                // The root layer's switch, from anywhere over it: the case already shown stays as it is.
                if let (l, shown) = home(f), layers[Int(l)].switcher == tabs {
                    let panes = layers[Int(l)].panes
                    guard tab != panes[Int(shown)].switchCase else { break }
                    guard let first = layers[Int(l)].firstPane(ofCase: tab), let target = paneRoot(l, tab: first) else { return false }
                    steps.append(.restart(target, plain))
                    break
                }
                // A tab of the shown case's TabView: from its own layer only (a modal over it would stay up).
                if let (l, shown) = home(f), layers[Int(l)].panes.contains(where: { $0.tabView == tabs }) {
                    let panes = layers[Int(l)].panes
                    guard panes[Int(shown)].tabView == tabs, tab != panes[Int(shown)].tabIndex else { break }
                    guard let other = layers[Int(l)].pane(tabView: tabs, tab: tab) else { return false }
                    guard l == key.layer else {
                        // A modal's: the tab under it changes, and the modal stays up over it.
                        guard let target = rehomed(f, home: Int32(other)) else { return false }
                        steps.append(.rehome(target, plain))
                        break
                    }
                    guard let target = paneRoot(l, tab: other) else { return false }
                    steps.append(.select(target, plain))
                    break
                }
                // Only this layer's TabView: one under a modal stays as it is (Explorer splits root tabs),
                // and a switch or TabView in another stack entry or modal changes only from the
                // screens it shows (StateSemantics.selectBelowTop).
                guard tabs == shape.tabView, tab != key.tab else { break }
                guard let target = paneRoot(key.layer, tab: tab, homeLayer: key.homeLayer, home: key.home) else { return false }
                steps.append(.select(target, plain))
            case .open(let url):
                if case .route(let r, _, _) = model.router.match(url) {
                    steps.append(.open(route: r, plain))
                } else {
                    steps.append(.failure(.unhandledURL(ref), plain))
                }
            }
        }
        return true
    }
}

extension String {
    static let embedsItself = "a screen that embeds itself"
}
