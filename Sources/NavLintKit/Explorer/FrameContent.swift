/// Content on a stack that ends in switches the app decides and TabViews (tab bars, pages),
/// nested in one another around screens (`HackerNewsApp` › TabView › `FeedScreen` › pages):
/// nothing below the top entry changes while it is up, so the entry's content is one of a
/// few scenes, and a frame says which (`Frame.choice`). The scenes and what changes one into
/// another in place (a tab bar, a page swipe, a screen's select) are the Walker's own, read
/// by walking the content alone, so both engines give a TabView's hidden tabs their memory
/// and a switch's new case its launch state alike. A pane whose whole content is such
/// containers with no stack (a tab that is a switch, a sheet of pages) is one frame per scene
/// the same way (`Pane.scenes`).
extension FrameGraph {
    struct ContentStates {
        /// The switches and TabViews inside the content.
        let containers: Set<Int>
        /// The screens each scene shows, outermost first; scene 0 is the content's launch.
        var visible: [[Int]] = []
        /// Each scene's in-place changes, in the Walker's order: the event and the scene it shows.
        var swaps: [[(event: Event, to: Int)]] = []
        /// The launch, and each case of a switch on screen at launch shown at its own launch:
        /// at a root stack's root, ways back for `navigation-trap` (StateSemantics.caseLaunches).
        var launches: Set<Int> = [0]
    }

    /// Beyond this many scenes of one entry's content (each TabView multiplies them), the
    /// component is enumerated instead.
    static let contentScenesLimit = 256

    /// The scenes of content `node` that ends in such containers; nil when it ends at a
    /// screen, or holds anything else (a stack, a switch the environment decides, a split view
    /// unless `splits`: a pane's whole content may be one).
    func contentStates(_ node: Node, splits: Bool = false) -> ContentStates? {
        let key = ContentKey(node: node, splits: splits)
        if let known = contentMemo[key] { return known }
        var result: ContentStates?
        if case .success(let containers) = switchingContainers(node, splits: splits), !containers.isEmpty {
            result = scenes(of: node, containers: containers)
        }
        contentMemo[key] = result
        return result
    }

    struct ContentKey: Hashable {
        let node: Node
        let splits: Bool
    }

    /// The screens content on a stack (or a pane of scenes, `splits`) shows in scene `choice`.
    func contentScreens(_ node: Node, choice: Int, splits: Bool = false) -> [Int]? {
        if choice == 0, let plain = plainScreens(node) { return plain }
        guard let states = contentStates(node, splits: splits), states.visible.indices.contains(choice) else { return nil }
        return states.visible[choice]
    }

    /// Where a walk of content for its switching containers stopped: a screen that embeds
    /// itself, a container met twice, or a container of another kind.
    private enum ContentStop: Error {
        case embedsItself
        case twice(Int)
        case other(Int)
    }

    /// The app-decided switches and TabViews content holds, every case of each, and split
    /// views whose columns hold only those and screens (a sidebar choosing a detail's case);
    /// empty for plain screens, or where the walk stopped (another container, or content that
    /// contains itself).
    private func switchingContainers(_ node: Node, splits: Bool) -> Result<Set<Int>, ContentStop> {
        var found = Set<Int>()
        var pending = [node]
        while let next = pending.popLast() {
            guard let (_, end) = chain(next) else { return .failure(.embedsItself) }
            guard let c = end else { continue }
            guard found.insert(c).inserted else { return .failure(.twice(c)) }
            switch model.containers[c].kind {
            case .switcher(.app, let cases), .tabs(_, _, let cases): pending += cases.map(\.content)
            case .split(let columns, _) where splits: pending += columns
            default: return .failure(.other(c))
            }
        }
        return .success(found)
    }

    /// Content on a stack the frames cannot show (`contentScreens` gave nil): fails naming the
    /// container in the way, unless the content's scenes were too many (that said why).
    func unshownContent<T>(_ node: Node, splits: Bool = false) -> T? {
        guard case .failure(let stop) = switchingContainers(node, splits: splits) else { return nil }
        switch stop {
        case .embedsItself:
            return fail(.embedsItself)
        case .twice(let c):
            return fail("a TabView or switch shown twice in a stack's content ('\(model.containers[c].id)')")
        case .other(let c):
            let container = model.containers[c]
            switch container.kind {
            case .stack, .navigationView:
                return fail("a stack nested in a stack's content ('\(container.id)') that something can change: a stack of stacks")
            case .split: return fail("a split view inside a stack's content ('\(container.id)')")
            case .selection: return fail("a selection outside a split view's columns ('\(container.id)')")
            // The walk goes into TabViews and app-decided switches: only the environment's stop it.
            case .switcher, .tabs: return fail("a switch the environment decides inside a stack's content ('\(container.id)')")
            }
        }
    }

    /// Whether content is a split view of screens, switches and TabViews (no stack, no
    /// selection column): one pane whose scenes the Walker gives, like content on a stack.
    func isSceneSplit(_ node: Node) -> Bool {
        guard case .split? = chain(node)?.end.map({ walker.lookup.shapes[$0] }) else { return false }
        // Columns of screens alone are FrameSplits' panes.
        return (contentStates(node, splits: true)?.containers.count ?? 0) > 1
    }

    private func scenes(of node: Node, containers: Set<Int>) -> ContentStates? {
        var states = ContentStates(containers: containers)
        var scenes = [walker.lookup.initialScene(node)]
        var index = [scenes[0]: 0]
        var next = 0
        while next < scenes.count {
            let scene = scenes[next]
            next += 1
            let walked = walker.walk(node, scene)
            var swaps: [(event: Event, to: Int)] = []
            for candidate in walked.candidates {
                guard case .scene(let changed) = candidate.outcome, changed != scene else { continue }
                let to = index[changed] ?? scenes.count
                if to == scenes.count {
                    guard scenes.count < Self.contentScenesLimit else {
                        return fail("content on a stack whose TabViews and switches show more than \(Self.contentScenesLimit) combinations")
                    }
                    scenes.append(changed)
                    index[changed] = to
                }
                swaps.append((candidate.event, to))
            }
            states.visible.append(walked.visible)
            states.swaps.append(swaps)
        }
        for c in containers.sorted() {
            guard case .switcher(_, let cases) = model.containers[c].kind else { continue }
            for k in cases.indices.dropFirst() {
                if let scene = walker.select(c, k, in: node, scenes[0]), let known = index[scene] { states.launches.insert(known) }
            }
        }
        return states
    }
}
