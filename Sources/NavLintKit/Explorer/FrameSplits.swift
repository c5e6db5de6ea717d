/// Split views on the frame graph. All columns are on screen, in order. A value link in a
/// column without a stack goes to the nearest later column that shows a selection of its
/// type (the column itself, or its stack's root): that column shows the chosen content, and
/// it and every later column start over (Walker.walkSplit); otherwise it goes to the next
/// column when that column is a stack, replacing its path.
///
/// A choice once made cannot be unmade, and it changes what several columns show, so a
/// split view with selections is one pane for each set of choices made (a handful: each
/// selection doubles them); a layer holds such a split view alone.
extension FrameGraph {
    /// A selection column of a split view.
    struct Selection {
        let column: Int
        let container: Int
        let type: Int
        let content: Node
        let placeholder: Node?
    }

    private enum Column {
        case screens([Int])
        case selection(Int)
        case stack(Int, root: Node, before: [Int])
        /// A switch by app state or the environment whose cases are screens: one pane a case.
        case cases([[Int]], before: [Int])
    }

    /// The panes of a split view reached through `wrappers`: one, or one for each set of
    /// choices (index: bit k set when the k-th selection is chosen); nil when unsupported.
    func splitPanes(_ node: Node, wrappers: [Int], columns: [Node]) -> [Pane]? {
        var kinds: [Column] = []
        var selections: [Selection] = []
        var stackSelection: Int?
        var switchColumn: Int?
        for (k, column) in columns.enumerated() {
            guard let (screens, end) = chain(column) else { return fail(.embedsItself) }
            guard let c = end else {
                kinds.append(.screens(screens))
                continue
            }
            let hasStack = kinds.contains { if case .stack = $0 { true } else { false } }
            switch walker.lookup.shapes[c] {
            case .selection(let type, let content, let placeholder) where screens.isEmpty:
                guard plainScreens(content) != nil, placeholder.map({ plainScreens($0) != nil }) ?? true else {
                    return fail("a split view's selection that shows a container")
                }
                selections.append(Selection(column: k, container: c, type: type, content: content, placeholder: placeholder))
                kinds.append(.selection(selections.count - 1))
            case .stack(let root):
                if hasStack {
                    // Another stack: every column a stack of plain screens (`stackPanes`).
                    guard screens.isEmpty, plainScreens(root) != nil else {
                        return fail("a split view with more than one stack, or another container in a column")
                    }
                    kinds.append(.stack(c, root: root, before: screens))
                    continue
                }
                if case .container(let inner) = root, case .selection(let type, let content, let placeholder) = walker.lookup.shapes[inner] {
                    // What the stack's root shows before anything is chosen must be a screen.
                    guard screens.isEmpty, let placeholder, plainScreens(content) != nil, plainScreens(placeholder) != nil else {
                        return fail("a split view's stack whose root is a selection without a placeholder, or behind a screen")
                    }
                    selections.append(Selection(column: k, container: inner, type: type, content: content, placeholder: placeholder))
                    stackSelection = selections.count - 1
                } else if contentScreens(root, choice: 0) == nil {
                    return fail("a container (stack, split view or TabView) inside a stack's content")
                }
                kinds.append(.stack(c, root: root, before: screens))
            case .switcher(let cases) where switchColumn == nil:
                let shown = cases.compactMap(plainScreens)
                guard shown.count == cases.count else { return fail("a split view's column that switches to a container") }
                switchColumn = c
                kinds.append(.cases(shown, before: screens))
            default:
                return fail("a split view with more than one stack, or another container in a column")
            }
        }
        if kinds.filter({ if case .stack = $0 { true } else { false } }).count > 1 {
            guard switchColumn == nil else { return fail("a split view with more than one stack, or another container in a column") }
            return stackPanes(node, wrappers: wrappers, kinds: kinds)
        }
        if let switchColumn, case .switcher(_, let cases) = model.containers[switchColumn].kind {
            guard selections.isEmpty else { return fail("a split view with a selection column and a switch column") }
            // Panes are bits of a word in the trap analysis.
            guard cases.count <= 64 else { return fail("a split view's switch column of more than 64 cases") }
            // A case changes only while the stack is at its root (FrameGraph.actions): its first
            // frame is then the whole configuration, and pushes keep the case.
            return cases.indices.map { k in
                var pane = pane(node, wrappers: wrappers, kinds: kinds, selections: [], stackSelection: nil, chosen: k)
                pane.columnSwitch = switchColumn
                return pane
            }
        }
        guard selections.count <= 6 else { return fail("a split view with more than six selection columns") }
        return (0..<(1 << selections.count)).map { mask in
            pane(node, wrappers: wrappers, kinds: kinds, selections: selections, stackSelection: stackSelection, chosen: mask)
        }
    }

    /// A split view whose columns are each a stack of plain screens: one pane a column, its
    /// stack the one the user acts in, the other columns' stacks at their roots. The stacks
    /// change apart (no action names one of them, nor does a link cross from one column into
    /// another), so every configuration's facts are those of its columns', each shown with the
    /// others at their roots, and a root's action in another column is a step into that pane,
    /// its first frame standing for what the column shows (as a tab switch's target does).
    private func stackPanes(_ node: Node, wrappers: [Int], kinds: [Column]) -> [Pane]? {
        var stacks: [(container: Int, root: Node, screens: [Int])] = []
        for kind in kinds {
            guard case .stack(let c, let root, let before) = kind, before.isEmpty, let screens = plainScreens(root) else {
                return fail("a split view with more than one stack, or another container in a column")
            }
            stacks.append((c, root, screens))
        }
        let named = Set(stacks.map(\.container))
        if model.screens.contains(where: { $0.actions.contains { $0.stack.map(named.contains) ?? false } }) {
            return fail("a split view with more than one stack, one of which an action names")
        }
        return stacks.indices.map { j in
            var before = wrappers
            var columns = Array(repeating: -1, count: wrappers.count)
            var trailing: [Int] = []
            var trailingColumns: [Int] = []
            for (k, stack) in stacks.enumerated() where k != j {
                if k < j {
                    before += stack.screens
                    columns += Array(repeating: k, count: stack.screens.count)
                } else {
                    trailing += stack.screens
                    trailingColumns += Array(repeating: k, count: stack.screens.count)
                }
            }
            var pane = Pane(node: node, wrappers: before, stack: stacks[j].container, stackRoot: stacks[j].root, trailing: trailing)
            (pane.columns, pane.trailingColumns, pane.stackColumn) = (columns, trailingColumns, j)
            pane.stackPanes = Array(stacks.indices)
            return pane
        }
    }

    private func pane(_ node: Node, wrappers: [Int], kinds: [Column], selections: [Selection], stackSelection: Int?, chosen: Int) -> Pane {
        func shown(_ i: Int) -> Node? { chosen & 1 << i != 0 ? selections[i].content : selections[i].placeholder }
        var before = wrappers
        var columns = Array(repeating: -1, count: wrappers.count)
        var trailing: [Int] = []
        var trailingColumns: [Int] = []
        var stack: (container: Int, root: Node, column: Int)?
        var resets = 0..<0
        var previous = 0..<0
        for (k, kind) in kinds.enumerated() {
            var screens: [Int]
            switch kind {
            case .screens(let list): screens = list
            case .selection(let i): screens = shown(i).flatMap(plainScreens) ?? []
            case .cases(let cases, let list): screens = list + cases[chosen]
            case .stack(let c, let root, let list):
                stack = (c, stackSelection.flatMap(shown) ?? root, k)
                if list.isEmpty { resets = previous }
                screens = list
            }
            if let stack, stack.column < k {
                trailing += screens
                trailingColumns += Array(repeating: k, count: screens.count)
                continue
            }
            previous = before.count..<before.count + screens.count
            before += screens
            columns += Array(repeating: k, count: screens.count)
        }
        var pane = Pane(node: node, wrappers: before, stack: stack?.container, stackRoot: stack?.root, trailing: trailing, resets: resets)
        (pane.columns, pane.trailingColumns, pane.stackColumn, pane.selections) = (columns, trailingColumns, stack?.column ?? -1, selections)
        return pane
    }

    /// Where a value link of `type` from split-view column `column` of frame `f` leads when
    /// a later column shows a selection of that type: that column's first frame once chosen
    /// (later columns start over), and the content it shows; nil when none does, or when the
    /// shape is unsupported (counted in `unsupported`). A choice after the stack's column
    /// keeps the stack's path, which the frame graph follows only while it is empty.
    func choice(_ type: Int, from column: Int, in f: Int32) -> (target: Int32, shown: Node)? {
        let key = frames[Int(f)]
        let shape = layers[Int(key.layer)]
        let pane = shape.panes[Int(key.tab)]
        guard column >= 0, let i = pane.selections.firstIndex(where: { $0.column > column && $0.type == type }) else { return nil }
        let selection = pane.selections[i]
        var chosen = Int(key.tab) | 1 << i
        for later in pane.selections.indices where pane.selections[later].column > selection.column { chosen &= ~(1 << later) }
        if pane.stackColumn >= 0, pane.stackColumn < selection.column, key.depth > 0 {
            return fail("a split view's choice in a column after its stack's, made with a path on the stack")
        }
        guard let target = paneRoot(key.layer, tab: chosen, homeLayer: key.homeLayer, home: key.home) else { return nil }
        return (target, selection.content)
    }

    /// Whether frame `f` is a launch state of its component's root layer: a switch case's
    /// first frame, or a split view's with at most one choice made (showing a choice counts
    /// as a way back: it cannot be unmade). Content at the launch pane's stack root showing
    /// another scene counts when it is a switch case's launch (FrameContent).
    func startsRootLayer(_ f: Int32) -> Bool {
        let key = frames[Int(f)]
        guard key.depth == 0, layers[Int(key.layer)].style == nil else { return false }
        if key.choice != 0 {
            // Each tab of a root TabView explored as one is back at its own start (StateSemantics.returnTargets).
            guard key.tab == 0 || isRootTabView(key.layer) else { return false }
            let scenes = layers[Int(key.layer)].panes[0].scenes
            guard contentStates(key.node, splits: scenes)?.launches.contains(Int(key.choice)) == true else { return false }
        }
        return !layers[Int(key.layer)].choices || key.tab.nonzeroBitCount <= 1
    }

    /// Whether layer `l` is the app's root TabView explored as one component, a pane a tab
    /// (StateSemantics.isTabProduct).
    func isRootTabView(_ l: Int32) -> Bool {
        let layer = layers[Int(l)]
        return layer.node == model.root && layer.switcher == nil && layer.wrappers.isEmpty && layer.panes[0].tabView != nil
    }
}
