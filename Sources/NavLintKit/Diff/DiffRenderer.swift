/// `navlint diff` output: text for a terminal, Markdown for a pull request (with the
/// changed part of the graph as Mermaid), DOT for the whole graph with changes coloured.
/// `Sides.file` shows a finding's file as the user named it (a base read from git shows as
/// `REV:path`).
enum DiffRenderer {
    struct Sides {
        let base: String
        let head: String
        /// A finding's file as shown (`REV:path` for a side read from git) and as a path.
        let file: (Finding) -> (shown: String, path: String)
    }

    static func text(_ diff: NavigationDiff, _ sides: Sides) -> String {
        guard !diff.isEmpty else { return "navlint diff: no navigation change from \(sides.base) to \(sides.head)\n" }
        var out = "navlint diff: \(sides.base) → \(sides.head)\n"
        func section(_ title: String, _ added: [String], _ removed: [String], added word: String = "added", removed other: String = "removed") {
            guard !added.isEmpty || !removed.isEmpty else { return }
            out += "\(title): \(added.count) \(word), \(removed.count) \(other)\n"
            for item in added { out += "  + \(oneLine(item))\n" }
            for item in removed { out += "  - \(oneLine(item))\n" }
        }
        section("screens", diff.addedScreens.map { screen($0, diff.head) }, diff.removedScreens.map { screen($0, diff.base) })
        section("edges", diff.addedEdges.map { edge($0, diff.head) }, diff.removedEdges.map { edge($0, diff.base) })
        section("tabs", diff.addedTabs, diff.removedTabs)
        section("routes", diff.addedRoutes.map { route($0, diff.head) }, diff.removedRoutes.map { route($0, diff.base) })
        if !diff.changedRoutes.isEmpty {
            out += "routes changed: \(diff.changedRoutes.count)\n"
            for id in diff.changedRoutes { out += "  ~ " + oneLine("\(id): \(diff.base.routes[id]!) → \(diff.head.routes[id]!)") + "\n" }
        }
        section("reachability", diff.nowReachable.map { "\(shown($0, diff.head)) is now reachable" },
                diff.noLongerReachable.map { "\(shown($0, diff.head)) is no longer reachable" },
                added: "now reachable", removed: "no longer reachable")
        if !diff.movedDestinations.isEmpty {
            out += "destinations changed: \(diff.movedDestinations.count)\n"
            for move in diff.movedDestinations { out += "  ~ \(oneLine(moveText(move)))\n" }
        }
        section("findings", diff.introduced.map { finding($0, sides) }, diff.fixed.map { finding($0, sides) }, added: "introduced", removed: "fixed")
        return out
    }

    static func markdown(_ diff: NavigationDiff, _ sides: Sides, linkBase: String?, graph: String?) -> String {
        var out = "### navlint diff: \(headline(diff))\n"
        guard !diff.isEmpty else { return out }
        var rows: [(String, String)] = []
        rows += diff.addedScreens.map { ("➕ screen", MarkdownReporter.inline(screen($0, diff.head))) }
        rows += diff.removedScreens.map { ("➖ screen", MarkdownReporter.inline(screen($0, diff.base))) }
        rows += diff.addedEdges.map { ("➕ edge", MarkdownReporter.inline(edge($0, diff.head))) }
        rows += diff.removedEdges.map { ("➖ edge", MarkdownReporter.inline(edge($0, diff.base))) }
        rows += diff.addedTabs.map { ("➕ tab", MarkdownReporter.inline($0)) }
        rows += diff.removedTabs.map { ("➖ tab", MarkdownReporter.inline($0)) }
        rows += diff.addedRoutes.map { ("➕ route", MarkdownReporter.inline(route($0, diff.head))) }
        rows += diff.removedRoutes.map { ("➖ route", MarkdownReporter.inline(route($0, diff.base))) }
        rows += diff.changedRoutes.map { ("✏️ route", MarkdownReporter.inline("\($0): \(diff.base.routes[$0]!) → \(diff.head.routes[$0]!)")) }
        rows += diff.nowReachable.map { ("➕ reachable", MarkdownReporter.inline(shown($0, diff.head))) }
        rows += diff.noLongerReachable.map { ("➖ reachable", MarkdownReporter.inline(shown($0, diff.head))) }
        rows += diff.movedDestinations.map { ("✏️ destination", MarkdownReporter.inline(moveText($0))) }
        if !rows.isEmpty {
            out += "\n| Change | What |\n|---|---|\n"
            for (kind, what) in rows { out += "| \(kind) | \(what) |\n" }
        }
        for (title, findings) in [("Findings introduced", diff.introduced), ("Findings fixed", diff.fixed)] where !findings.isEmpty {
            out += "\n#### \(title)\n\n| Severity | Rule | Where | Finding |\n|---|---|---|---|\n"
            for finding in findings {
                let file = sides.file(finding)
                out += MarkdownReporter.row(finding, shown: file.shown, file: file.path, linkBase: linkBase)
            }
        }
        if let graph { out += "\n```mermaid\n\(graph)```\n" }
        return out
    }

    static func headline(_ diff: NavigationDiff) -> String {
        guard !diff.isEmpty else { return "no navigation change" }
        var parts = ["\(diff.introduced.count) finding\(diff.introduced.count == 1 ? "" : "s") introduced, \(diff.fixed.count) fixed"]
        func count(_ n: Int, _ m: Int, _ noun: String) {
            if n + m > 0 { parts.append("\(noun): +\(n) −\(m)") }
        }
        count(diff.addedScreens.count, diff.removedScreens.count, "screens")
        count(diff.addedEdges.count, diff.removedEdges.count, "edges")
        count(diff.addedTabs.count, diff.removedTabs.count, "tabs")
        count(diff.addedRoutes.count, diff.removedRoutes.count, "routes")
        if !diff.movedDestinations.isEmpty { parts.append("\(diff.movedDestinations.count) destination\(diff.movedDestinations.count == 1 ? "" : "s") moved") }
        return parts.joined(separator: "; ")
    }

    private static func screen(_ key: String, _ side: NavigationSummary) -> String {
        let id = shown(key, side)
        guard let title = side.screens[key]?.title, !title.isEmpty, title != id else { return id }
        return "\(id) (“\(title)”)"
    }

    /// A screen's id as written, for its key in `side`.
    static func shown(_ key: String, _ side: NavigationSummary) -> String { side.screens[key]?.id ?? key }

    /// A name or label on one line: a diff lists one change per line.
    static func oneLine(_ text: String) -> String {
        text.contains(where: \.isNewline) ? text.split(whereSeparator: \.isNewline).joined(separator: " ") : text
    }

    private static func edge(_ edge: NavigationSummary.Edge, _ side: NavigationSummary) -> String {
        let labels = side.edges[edge] ?? []
        return "\(shown(edge.from, side)) → \(shown(edge.to, side)) (\(edge.kind)" + (labels.isEmpty ? ")" : ": " + labels.joined(separator: ", ") + ")")
    }

    private static func route(_ id: String, _ side: NavigationSummary) -> String { "\(id): \(side.routes[id] ?? "")" }

    static func moveText(_ move: NavigationDiff.Move) -> String {
        // One target on both sides: say it once.
        let targets = Set((move.from + move.to).map(\.target))
        let places = { (list: [NavigationSummary.Place]) in list.map { targets.count == 1 ? $0.site : $0.text }.joined(separator: "; ") }
        let shows = targets.count == 1 ? " (shows \(targets.first!))" : ""
        switch (move.from.isEmpty, move.to.isEmpty) {
        case (true, _): return "destination for \(move.type) added on \(places(move.to))\(shows)"
        case (_, true): return "destination for \(move.type) removed from \(places(move.from))\(shows)"
        default: return "destination for \(move.type) moved from \(places(move.from)) to \(places(move.to))\(shows)"
        }
    }

    private static func finding(_ finding: Finding, _ sides: Sides) -> String {
        let location = finding.location
        return "\(sides.file(finding).shown):\(location.line):\(location.column): \(finding.severity.rawValue): \(finding.message) [\(finding.ruleID)]"
    }
}
