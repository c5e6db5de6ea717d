/// The breadth-first tree of explored states: each state's parent (-1 for launch), and
/// where each BFS level starts. States are numbered in BFS order, so a state's depth is
/// the level its number falls in and needs no array of its own.
struct BFSTree {
    private(set) var parent: [Int32] = []
    private(set) var levelStarts: [Int32] = [0]

    /// Records the next state, reached from `p` (-1 for launch); returns its number.
    @discardableResult
    mutating func add(parent p: Int32) -> Int32 {
        let id = Int32(parent.count)
        // The first child of a state in the last level starts a new level.
        if p >= 0, p >= levelStarts[levelStarts.count - 1] { levelStarts.append(id) }
        parent.append(p)
        return id
    }

    /// The deepest level reached so far.
    var depth: Int { levelStarts.count - 1 }

    func depth(of state: Int) -> Int {
        var low = 0
        var high = levelStarts.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if Int(levelStarts[middle]) <= state { low = middle } else { high = middle }
        }
        return low
    }

    var byteCount: Int { 4 * (parent.count + levelStarts.count) }
}
