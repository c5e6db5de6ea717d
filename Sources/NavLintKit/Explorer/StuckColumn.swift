/// Where a trap leaves the user in a split view of stacks: each column keeps its own path,
/// so a step that takes away every way back acts in one column, and the screen stuck is that
/// column's top, not the last column's (which still works, and says nothing about why).
extension Walker {
    /// The top screen of the one column of a split view of stacks (more than one column a
    /// stack) that a step from `before` to `after` changed, found through the screens,
    /// tabs and switch cases that show it; nil when the step changed anything else.
    func stuckColumn(_ node: Node, from before: Scene, to after: Scene) -> Int? {
        switch node {
        case .screen(let s):
            guard let embeds = lookup.embeds[s], case .screen(let a) = before, case .screen(let b) = after else { return nil }
            return stuckColumn(embeds, from: a, to: b)
        case .container(let c):
            switch (lookup.shapes[c], before, after) {
            case (.tabs(let shown), .tabs(let i, let a), .tabs(let j, let b)) where i == j && shown.indices.contains(i),
                 (.switcher(let shown), .tabs(let i, let a), .tabs(let j, let b)) where i == j && shown.indices.contains(i):
                return stuckColumn(shown[i], from: a[i], to: b[i])
            case (.split(let columns), .split(let a), .split(let b)):
                let changed = columns.indices.filter { a[$0] != b[$0] }
                guard changed.count == 1, columns.filter(isStack).count > 1 else { return nil }
                return walk(columns[changed[0]], b[changed[0]]).visible.last
            default:
                return nil
            }
        }
    }

    private func isStack(_ column: Node) -> Bool {
        guard let end = model.screenChain(column)?.end, case .stack = lookup.shapes[end] else { return false }
        return true
    }
}
