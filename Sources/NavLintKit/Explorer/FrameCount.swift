/// How many states enumerating a component within `maxDepth` would store, counted on its
/// frame graph without enumerating them: the bounded semantics the enumeration and SPIN
/// share, for `navlint states` and the benchmark.
extension FrameGraph {
    /// The configurations of a component whose frames push one entry at a time and present
    /// modals (no tabs, switches, split-view choices, URLs or actions under a modal): every
    /// configuration is a launch frame followed by records (an entry on the top layer's
    /// stack, or a modal over it) that the top frame offers, so they form a tree counted by
    /// dynamic programming over (frame, entries left on its layer, modals left), in time
    /// depth² × edges. As in the enumeration, each layer's path holds at most `depth` entries
    /// and at most `depth` modals are up; two pushes of the same entry (the same destination,
    /// or the same screen by a view link) or two presentations of the same content make one
    /// state. nil for other shapes, whose configurations frames alone do not count.
    func configurations(from root: Node, within depth: Int) -> Double? {
        guard depth >= 0, let launch = launchFrame(root), let variants = launchVariants(root), variants.isEmpty else { return nil }
        var index: [Int32: Int] = [launch: 0]
        var order = [launch]
        func number(_ f: Int32) -> Int {
            if let known = index[f] { return known }
            index[f] = order.count
            order.append(f)
            return order.count - 1
        }
        var entries: [[Int]] = []
        var modals: [[Int]] = []
        var next = 0
        while next < order.count {
            let f = order[next]
            next += 1
            var seen = Set<[Int]>()
            var pushed: [Int] = []
            var presented: [Int] = []
            for step in steps(f) {
                switch step {
                case .push(let made, _):
                    // A push onto the outer stack over a nest: the enumeration bounds it by the outer path alone.
                    guard made.count == 1, frames[Int(f)].nest < 0 || frames[Int(made[0].frame)].nest == frames[Int(f)].nest else { return nil }
                    // A value link's entry is its destination's; a view link's, the screen it shows.
                    var identity = made[0].destination.map { [$0.screen, $0.index] } ?? []
                    if identity.isEmpty, case .screen(let s) = entryNode(made[0].frame) { identity = [-1, s] }
                    if seen.insert(identity).inserted { pushed.append(number(made[0].frame)) }
                case .present(let m, let event):
                    // The content each action presents: call sites alike share a layer (Model.stacksAlike), not a state.
                    if seen.insert(presentedContent(event) ?? [-2, Int(m)]).inserted { presented.append(number(m)) }
                case .back, .unnest, .pop, .popToRoot, .dismiss, .failure: break
                default: return nil
                }
            }
            entries.append(pushed)
            modals.append(presented)
        }
        // above[f]: configurations with f on top of its layer, `left` more entries allowed on
        // that layer and `up` more modals; a modal's root starts its layer with `depth` entries.
        var rooted = Array(repeating: 0.0, count: order.count)
        for up in 0...depth {
            let over = modals.map { own in up == 0 ? 0 : own.reduce(0.0) { $0 + rooted[$1] } }
            var above = over.map { 1 + $0 }
            for _ in 0..<depth {
                above = entries.indices.map { f in entries[f].reduce(1 + over[f]) { $0 + above[$1] } }
            }
            rooted = above
        }
        return rooted[0]
    }

    /// The content a present action shows, as an identity for `configurations`.
    private func presentedContent(_ event: Event) -> [Int]? {
        guard case .action(let ref, _) = event, case .present(let node, let style) = model.screens[ref.screen].actions[ref.action].kind else {
            return nil
        }
        let styleNumber = PresentStyle.allCases.firstIndex(of: style) ?? 0
        switch node {
        case .screen(let s): return [-3, s, styleNumber]
        case .container(let c): return [-4, c, styleNumber]
        }
    }
}
