import Foundation

/// `navlint states`: what the explorer did, per component.
public enum StatisticsReport {
    public static func render(_ exploration: Exploration, path: String, maxDepth: Int) -> String {
        let mode = exploration.compositional ? "compositional: each tab explored apart" : "one component"
        var out = "\(path): \(exploration.stateCount) states, \(exploration.transitionCount) transitions (\(mode))\n"
        let header = ["component", "states", "transitions", "longest path", "cut at maxDepth \(maxDepth)", "engine"]
        var rows = [header]
        for stats in exploration.statistics {
            rows.append([stats.name + (stats.truncated ? " (truncated)" : ""), "\(stats.states)", "\(stats.transitions)",
                         "\(stats.longestPath)", "\(stats.depthCuts)", stats.engine])
        }
        let widths = header.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        for row in rows {
            out += "  " + row.enumerated().map { $1.padding(widths[$0] + 2) }.joined().trimmingTrailingSpaces() + "\n"
        }
        let counts = exploration.boundedStates(maxDepth: maxDepth)
        for (stats, count) in zip(exploration.statistics, counts) {
            guard let count else { continue }
            out += "  \(stats.name): \(count.formatted) states within maxDepth \(maxDepth), as enumerating would store them (counted on the frame graph)\n"
        }
        for stats in exploration.statistics {
            guard let why = stats.fallback else { continue }
            out += "  \(stats.name): enumerated state by state, paths cut at maxDepth \(maxDepth): \(why)\n"
        }
        // The product in states as enumerating counts them: a frame graph's nodes are no such states.
        let bounded = zip(exploration.statistics, counts).map { stats, count in count ?? (stats.engine == "states" ? Double(stats.states) : nil) }
        if exploration.compositional, bounded.allSatisfy({ $0 != nil }) {
            let product = bounded.reduce(1.0) { $0 * $1! } * Double(bounded.count)
            out += "  the product of the tabs would be \(String(format: "%.3g", product)) states within maxDepth \(maxDepth)\n"
        }
        return out
    }
}

private extension Double {
    /// Exact below 2^53, where every count is an integer; in scientific notation above.
    var formatted: String { self < 9_007_199_254_740_992 ? String(Int64(self)) : String(format: "%.3g", self) }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var text = Substring(self)
        while text.last == " " { text.removeLast() }
        return String(text)
    }
}
