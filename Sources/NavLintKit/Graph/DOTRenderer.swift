/// Graphviz DOT text for a NavigationGraph. Node ids are generated (`s3`, `u0`), so no
/// name from the spec ever reaches an id; every label and tooltip is an escaped string.
public struct GraphOptions: Sendable {
    /// Draw only the screens one tab reaches (by tab id).
    public var tab: String?
    /// Highlight this finding's trace as a numbered path.
    public var trace: Finding?

    public init(tab: String? = nil, trace: Finding? = nil) {
        self.tab = tab
        self.trace = trace
    }
}

public enum DOTRenderer {
    /// The DOT graph of an analysed spec, with its findings on it; reuses the analysis's
    /// exploration.
    public static func render(_ analysis: RuleContext, findings: [Finding], options: GraphOptions = GraphOptions()) -> String {
        render(NavigationGraph(analysis, findings: findings), options: options, containment: analysis.containment)
    }

    static func render(_ graph: NavigationGraph, options: GraphOptions, containment: Containment) -> String {
        let model = graph.model
        let included = includedScreens(graph, tab: options.tab, containment)
        let edgeCount = graph.edges.filter { $0.from.isIncluded(in: included) && $0.to.isIncluded(in: included) }.count
        // dot's layout time grows fast with edge labels and crossing minimisation: a large
        // graph keeps its labels in tooltips and bounds the layout passes.
        let large = included.count > largeScreens || edgeCount > largeEdges
        var out = TextBuffer(capacity: 256 * (included.count + graph.edges.count))
        out += "digraph \"navlint\" {\n"
        out += "  graph [rankdir=LR, compound=true, newrank=true, fontname=\"Helvetica\", fontsize=12, labelloc=t, labeljust=l, "
        if large { out += "splines=line, nslimit=2, nslimit1=2, mclimit=0.1, remincross=false, searchsize=10, " }
        out += "label=\(quote(title(graph, options, large: large)))];\n"
        out += "  node [shape=box, style=\"rounded,filled\", fillcolor=\"white\", fontname=\"Helvetica\", fontsize=11];\n"
        out += "  edge [fontname=\"Helvetica\", fontsize=9];\n"
        if let launch = graph.launch, included.contains(launch) {
            out += "  start [shape=circle, width=0.18, label=\"\", style=filled, fillcolor=\"black\", tooltip=\"launch\"];\n"
            out += "  start -> s\(launch) [arrowsize=0.6];\n"
        }
        renderClusters(graph, included: included, into: &out)
        let clustered = Set(graph.clusters)
        for s in model.screens.indices where included.contains(s) && !(graph.home[s].map { clustered.contains($0) } ?? false) {
            out += "  "
            node(s, graph, into: &out)
            out.append(0x0A)
        }
        var drawnRoutes = Set<Int>()
        for edge in graph.edges where edge.to.isIncluded(in: included) { if case .route(let r) = edge.from { drawnRoutes.insert(r) } }
        for (r, route) in model.deepLinks.routes.enumerated() where drawnRoutes.contains(r) {
            out += "  u\(r) [shape=note, fillcolor=\(quote(fill(graph.routeFindings[r]) ?? "#fff8e1")), "
                + "label=\(quote(EventText.patternURL(route.pattern, model) + ruleLines(graph.routeFindings[r]))), tooltip=\(quote(tooltip("route '\(route.id)'", graph.routeFindings[r])))"
                + penwidth(graph.routeFindings[r]) + "];\n"
        }
        for edge in graph.edges where edge.from.isIncluded(in: included) && edge.to.isIncluded(in: included) {
            out += "  " + render(edge, labelled: !large) + "\n"
        }
        if let trace = options.trace { out += renderTrace(trace, included: included) }
        out += "}\n"
        return out.text
    }

    /// Above these, a graph is drawn in the large style (see `render`).
    static let largeScreens = 150
    static let largeEdges = 400

    static func title(_ graph: NavigationGraph, _ options: GraphOptions, large: Bool) -> String {
        var lines = ["\(graph.model.app ?? "navigation") — navlint"]
        lines.append("push: solid · append: dashed · view link: hollow arrow · sheet: blue · full-screen cover: purple · popover: teal · tab switch: green · deep link: orange"
                     + (graph.edges.contains { $0.kind == .dialog } ? " · alert or dialog: red, dashed" : "")
                     + (graph.edges.contains { $0.kind == .embeds } ? " · embeds: grey, dotted" : ""))
        if let tab = options.tab { lines.append("only tab '\(tab)'") }
        if large { lines.append("large graph: edge labels are in tooltips; --tab <id> draws one tab") }
        if graph.bundled > 0 { lines.append("\(graph.bundled) parallel edge\(graph.bundled == 1 ? "" : "s") bundled into their neighbours") }
        for finding in graph.otherFindings { lines.append("\(finding.severity.rawValue): \(finding.message) [\(finding.ruleID)]") }
        if let trace = options.trace { lines.append("trace of \(trace.ruleID): \(trace.message)") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Clusters nested as their parents say, each with its screens; a cluster with no
    /// included screen anywhere inside is left out. Walked with explicit stacks.
    private static func renderClusters(_ graph: NavigationGraph, included: Set<Int>, into out: inout TextBuffer) {
        let tree = graph.clusterTree(included: included)
        tree.walk(open: { i, depth in
            let indent = String(repeating: "  ", count: depth)
            var (label, style, color) = describe(graph.clusters[i], graph.model)
            var extra = ""
            if case .container(let c) = graph.clusters[i], let findings = graph.containerFindings[c] {
                label += ruleLines(findings)
                color = stroke(findings) ?? color
                extra = " penwidth=2; tooltip=\(quote(tooltip(graph.model.containers[c].id, findings)));"
            }
            out += "\(indent)subgraph cluster_\(i) {\n"
            out += "\(indent)  label=\(quote(label)); style=\(quote(style)); color=\(quote(color)); fontcolor=\(quote(color));\(extra)\n"
            for s in tree.screens[i] {
                out += indent
                out += "  "
                node(s, graph, into: &out)
                out.append(0x0A)
            }
        }, close: { _, depth in out += String(repeating: "  ", count: depth) + "}\n" })
    }

    static func describe(_ cluster: NavigationGraph.Cluster, _ model: Model) -> (String, String, String) {
        switch cluster {
        case .container(let c):
            let container = model.containers[c]
            switch container.kind {
            case .stack: return ("NavigationStack \(container.id)", "rounded", "#455a64")
            case .navigationView: return ("NavigationView \(container.id) (deprecated)", "rounded,dashed", "#8d6e63")
            case .tabs: return ("TabView \(container.id)", "rounded,bold", "#2e7d32")
            case .split: return ("NavigationSplitView \(container.id)", "rounded", "#455a64")
            case .switcher(let by, _): return ("switch \(container.id) (by \(by.rawValue))", "rounded,dotted", "#5e35b1")
            case .selection(let type, _, _): return ("selection of \(model.types[type].name)", "rounded,dotted", "#455a64")
            }
        case .tab(let tabs, let tab):
            return ("tab “\(EventText.tabTitle(tabs, tab, model))”", "rounded,dotted", "#2e7d32")
        case .column(let split, let column):
            guard case .split(_, let names) = model.containers[split].kind, column < names.count else { return ("column", "rounded,dotted", "#455a64") }
            return ("\(names[column]) column", "rounded,dotted", "#455a64")
        case .presentation(let s, let a):
            guard case .present(_, let style) = model.screens[s].actions[a].kind else { return ("", "rounded", "black") }
            let color = switch style {
            case .sheet: "#1565c0"
            case .popover: "#00838f"
            case .fullScreenCover: "#6a1b9a"
            case .alert, .confirmationDialog: "#c62828"
            }
            return ("\(style.rawValue) from \(model.screens[s].displayName)", "rounded", color)
        case .routePresentation(let r):
            return ("presented by deep link '\(model.deepLinks.routes[r].id)'", "rounded", "#ef6c00")
        }
    }

    /// A screen's node statement, written straight into the output (graphs of 100k screens).
    private static func node(_ s: Int, _ graph: NavigationGraph, into out: inout TextBuffer) {
        let screen = graph.model.screens[s]
        let findings = graph.screenFindings[s]
        var label = screen.displayName
        if let title = screen.title, title != screen.id { label += "\n(\(screen.id))" }
        label += ruleLines(findings)
        out += "s\(s) [label="
        quote(label, into: &out)
        out += ", tooltip="
        quote(tooltip(screen.id, findings), into: &out)
        if !graph.reachable.contains(s) {
            out += ", style=\"rounded,dashed,filled\", fillcolor="
            quote(fill(findings) ?? "#eeeeee", into: &out)
            out += ", fontcolor=\"#757575\""
        } else if let color = fill(findings) {
            out += ", fillcolor="
            quote(color, into: &out)
        }
        if let color = stroke(findings) {
            out += ", color="
            quote(color, into: &out)
        }
        if s == graph.launch { out += ", peripheries=2" }
        out += penwidth(findings)
        out += "];"
    }

    private static func render(_ edge: NavigationGraph.Edge, labelled: Bool) -> String {
        let word = edge.kind.word
        let (color, style, arrow): (String, String, String) = switch edge.kind {
        case .push: ("#263238", "solid", "normal")
        case .append: ("#263238", "dashed", "normal")
        case .viewLink: ("#546e7a", "solid", "empty")
        case .sheet: ("#1565c0", "solid", "normal")
        case .fullScreenCover: ("#6a1b9a", "bold", "normal")
        case .popover: ("#00838f", "solid", "normal")
        case .dialog: ("#c62828", "dashed", "normal")
        case .select: ("#2e7d32", "dashed", "vee")
        case .open: ("#ef6c00", "dotted", "vee")
        case .deepLink: ("#ef6c00", "dashed", "vee")
        case .embeds: ("#90a4ae", "dotted", "odiamond")
        }
        var labels = edge.labels.prefix(2).map(shorten)
        if edge.labels.count > 2 { labels.append("+\(edge.labels.count - 2) more") }
        let label = (labels.isEmpty ? word : labels.joined(separator: "\n")) + ruleLines(edge.findings)
        var attributes = ["color=\(quote(stroke(edge.findings) ?? color))", "style=\(style)", "arrowhead=\(arrow)",
                          "tooltip=\(quote(tooltip(labelled ? word : label, edge.findings)))"]
        if labelled { attributes.insert("label=\(quote(label))", at: 0) }
        // One penwidth: a finding's emphasis wins over the width of a bundle.
        if !edge.findings.isEmpty {
            attributes.append("fontcolor=\(quote(stroke(edge.findings)!)), penwidth=2.5")
        } else if edge.actions.count > 1 {
            attributes.append("penwidth=\(min(4, 1 + edge.actions.count / 2))")
        }
        return "\(edge.from.id) -> \(edge.to.id) [\(attributes.joined(separator: ", "))];"
    }

    private static func renderTrace(_ finding: Finding, included: Set<Int>) -> String {
        var out = ""
        for (i, step) in finding.trace.enumerated() {
            guard let from = step.from, included.contains(from) else { continue }
            if let to = step.to, included.contains(to), to != from {
                out += "  s\(from) -> s\(to) [label=\(quote("\(i + 1)")), color=\"#d32f2f\", fontcolor=\"#d32f2f\", penwidth=3, "
                    + "constraint=false, tooltip=\(quote(step.text))];\n"
            } else {
                out += "  t\(i) [shape=plaintext, style=\"\", fontcolor=\"#d32f2f\", label=\(quote("\(i + 1). \(shorten(step.text))"))];\n"
                out += "  s\(from) -> t\(i) [color=\"#d32f2f\", penwidth=3, arrowhead=tee, constraint=false];\n"
            }
        }
        return out
    }



    /// With --tab: the screens reachable from the tab's content by pushes and
    /// presentations (not tab switches); otherwise every screen.
    static func includedScreens(_ graph: NavigationGraph, tab: String?, _ containment: Containment) -> Set<Int> {
        let model = graph.model
        guard let tab else { return Set(model.screens.indices) }
        var roots: [Int] = []
        for container in model.containers {
            if case .tabs(_, _, let tabs) = container.kind, let match = tabs.first(where: { $0.id == tab }) {
                roots = containment.staticScreens(from: [match.content])
            }
        }
        var next: [Int: [Int]] = [:]
        for edge in graph.edges where edge.kind != .select {
            if case .screen(let s) = edge.from, case .screen(let t) = edge.to { next[s, default: []].append(t) }
        }
        var seen = Set(roots)
        var queue = roots
        while let s = queue.popLast() {
            for t in next[s] ?? [] where seen.insert(t).inserted { queue.append(t) }
        }
        return seen
    }

    /// The rule ids of findings, one line each, so a picture shows what is wrong.
    static func ruleLines(_ findings: [Finding]?) -> String {
        guard let findings, !findings.isEmpty else { return "" }
        let ids = findings.count == 1 ? [findings[0].ruleID] : Array(Set(findings.map(\.ruleID))).sorted()
        return ids.map { "\n⚠ \($0)" }.joined()
    }

    static func worst(_ findings: [Finding]?) -> Severity? {
        findings?.reduce(nil as Severity?) { worst, finding in max(worst ?? finding.severity, finding.severity) }
    }

    private static func fill(_ findings: [Finding]?) -> String? {
        switch worst(findings) {
        case .error?: "#fde2e1"
        case .warning?: "#fff3cd"
        case .note?: "#e3f2fd"
        case nil: nil
        }
    }

    private static func stroke(_ findings: [Finding]?) -> String? {
        switch worst(findings) {
        case .error?: "#c62828"
        case .warning?: "#b26a00"
        case .note?: "#1565c0"
        case nil: nil
        }
    }

    private static func penwidth(_ findings: [Finding]?) -> String { (findings ?? []).isEmpty ? "" : ", penwidth=2" }

    private static func tooltip(_ name: String, _ findings: [Finding]?) -> String {
        ([name] + (findings ?? []).map { "\($0.severity.rawValue) [\($0.ruleID)]: \($0.message)" }).joined(separator: "\n")
    }

    static func shorten(_ text: String) -> String {
        text.count <= 40 ? text : String(text.prefix(39)) + "…"
    }

    /// A DOT quoted string: backslashes and quotes escaped, line breaks as `\n`, other
    /// control characters dropped, so no spec text can end the string or the statement.
    static func quote(_ text: String) -> String {
        var out = TextBuffer(capacity: text.utf8.count + 2)
        quote(text, into: &out)
        return out.text
    }

    static func quote(_ text: String, into out: inout TextBuffer) {
        out.append(0x22)
        var text = text
        text.withUTF8 { bytes in
            guard bytes.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F }) else {
                out.append(bytes)
                return
            }
            // Escapes are ASCII, so bytes ≥ 0x80 (the rest of any UTF-8 sequence) pass through.
            for byte in bytes {
                switch byte {
                case 0x5C, 0x22:
                    out.append(0x5C)
                    out.append(byte)
                case 0x0A, 0x0D:
                    out.append(0x5C)
                    out.append(UInt8(ascii: "n"))
                default:
                    if byte >= 0x20 && byte != 0x7F { out.append(byte) }
                }
            }
        }
        out.append(0x22)
    }
}
