/// How many states enumerating a component within `maxDepth` would store, counted on its
/// frame graph without enumerating them: the bounded semantics the enumeration and SPIN
/// share, for `navlint states` and the benchmark.
extension FrameGraph {
    /// The configurations of a component whose frames push one entry at a time onto one
    /// stack (no modals, tabs, switches, split-view choices or URLs): the paths of at most
    /// `depth` entries from launch, by dynamic programming over (frame, entries left), in
    /// time depth × edges. Two pushes of the same entry (the same destination, or the same
    /// screen by a view link) make one state. nil for other shapes, where the configurations
    /// under a modal or in other tabs multiply in ways frames alone do not count.
    func configurations(from root: Node, within depth: Int) -> Double? {
        guard depth >= 0, let launch = launchFrame(root), let variants = launchVariants(root), variants.isEmpty else { return nil }
        var index: [Int32: Int] = [launch: 0]
        var order = [launch]
        var children: [[Int]] = []
        var next = 0
        while next < order.count {
            let f = order[next]
            next += 1
            var seen = Set<[Int]>()
            var own: [Int] = []
            for step in steps(f) {
                switch step {
                case .push(let entries, _):
                    guard entries.count == 1 else { return nil }
                    let entry = entries[0]
                    // A value link's entry is its destination's; a view link's, the screen it shows.
                    var identity = entry.destination.map { [$0.screen, $0.index] } ?? []
                    if identity.isEmpty, case .screen(let s) = frames[Int(entry.frame)].node { identity = [-1, s] }
                    guard seen.insert(identity).inserted else { continue }
                    if index[entry.frame] == nil {
                        index[entry.frame] = order.count
                        order.append(entry.frame)
                    }
                    own.append(index[entry.frame]!)
                case .back, .pop, .popToRoot, .failure: break
                default: return nil
                }
            }
            children.append(own)
        }
        // counts[f]: configurations with f's entry on top and at most `left` more entries above it.
        var counts = Array(repeating: 1.0, count: order.count)
        for _ in 0..<depth {
            counts = children.map { own in own.reduce(1.0) { $0 + counts[$1] } }
        }
        return counts[0]
    }
}
