/// A Mermaid flowchart of a NavigationGraph (`navlint graph --format mermaid`): GitHub and
/// GitLab draw it inside Markdown, so a review shows the graph where it is read. The same
/// clusters, edges and findings as the DOT graph. Ids are generated (`s3`, `u0`, `c2`);
/// every label is a quoted string in which Mermaid's entity codes stand for each character
/// that could end the string, open HTML or Markdown, or start a directive.
public enum MermaidRenderer {
    public static func render(_ analysis: RuleContext, findings: [Finding], options: GraphOptions = GraphOptions()) -> String {
        render(NavigationGraph(analysis, findings: findings), options: options, containment: analysis.containment)
    }

    static func render(_ graph: NavigationGraph, options: GraphOptions, containment: Containment) -> String {
        let model = graph.model
        let included = DOTRenderer.includedScreens(graph, tab: options.tab, containment)
        var out = TextBuffer(capacity: 128 * (included.count + graph.edges.count))
        // A comment, not a title: front matter is YAML, with escaping rules of its own.
        let app = String((model.app ?? "navigation").unicodeScalars.map { $0.value < 0x20 || "{}%".unicodeScalars.contains($0) ? " " : Character($0) })
        out += "%% navlint: \(app)\nflowchart LR\n"
        let tree = graph.clusterTree(included: included)
        tree.walk(open: { i, depth in
            let indent = String(repeating: "  ", count: depth)
            var (title, _, _) = DOTRenderer.describe(graph.clusters[i], model)
            if case .container(let c) = graph.clusters[i] { title += DOTRenderer.ruleLines(graph.containerFindings[c]) }
            out += "\(indent)subgraph c\(i)[\"\(label(title))\"]\n"
            for s in tree.screens[i] { out += "\(indent)  " + node(s, graph) + "\n" }
        }, close: { _, depth in out += String(repeating: "  ", count: depth) + "end\n" })
        let clustered = Set(graph.clusters)
        for s in model.screens.indices where included.contains(s) && !(graph.home[s].map { clustered.contains($0) } ?? false) {
            out += "  " + node(s, graph) + "\n"
        }
        var routes = Set<Int>()
        for edge in graph.edges where edge.to.isIncluded(in: included) { if case .route(let r) = edge.from { routes.insert(r) } }
        for (r, route) in model.deepLinks.routes.enumerated() where routes.contains(r) {
            let text = EventText.patternURL(route.pattern, model) + DOTRenderer.ruleLines(graph.routeFindings[r])
            out += "  u\(r)[/\"\(label(text))\"/]\n"
        }
        if let launch = graph.launch, included.contains(launch) {
            out += "  start((\"launch\")) --> s\(launch)\n"
        }
        var classes: [String: [String]] = [:]
        for s in model.screens.indices where included.contains(s) {
            if let severity = DOTRenderer.worst(graph.screenFindings[s]) { classes[severity.rawValue, default: []].append("s\(s)") }
            if !graph.reachable.contains(s) { classes["unreachable", default: []].append("s\(s)") }
        }
        for (r, _) in model.deepLinks.routes.enumerated() where routes.contains(r) {
            if let severity = DOTRenderer.worst(graph.routeFindings[r]) { classes[severity.rawValue, default: []].append("u\(r)") }
        }
        // Edges are numbered in the order written; linkStyle colours them by that number.
        var number = graph.launch.map { included.contains($0) ? 1 : 0 } ?? 0
        var styles: [String: [Int]] = [:]
        for edge in graph.edges where edge.from.isIncluded(in: included) && edge.to.isIncluded(in: included) {
            var labels = edge.labels.prefix(2).map(DOTRenderer.shorten)
            if edge.labels.count > 2 { labels.append("+\(edge.labels.count - 2) more") }
            let text = (labels.isEmpty ? edge.kind.word : labels.joined(separator: "\n")) + DOTRenderer.ruleLines(edge.findings)
            out += "  \(edge.from.id) \(arrow(edge.kind))|\"\(label(text))\"| \(edge.to.id)\n"
            styles[DOTRenderer.worst(edge.findings)?.rawValue ?? edge.kind.rawValue, default: []].append(number)
            number += 1
        }
        out += "  classDef error fill:#fde2e1,stroke:#c62828,stroke-width:2px\n"
        out += "  classDef warning fill:#fff3cd,stroke:#b26a00,stroke-width:2px\n"
        out += "  classDef note fill:#e3f2fd,stroke:#1565c0,stroke-width:2px\n"
        out += "  classDef unreachable fill:#eeeeee,color:#757575,stroke-dasharray:4 3\n"
        for name in ["error", "warning", "note", "unreachable"] {
            if let members = classes[name] { out += "  class \(members.joined(separator: ",")) \(name)\n" }
        }
        for (name, color) in edgeColors {
            if let links = styles[name] { out += "  linkStyle \(links.map(String.init).joined(separator: ",")) stroke:\(color)\n" }
        }
        return out.text
    }

    /// Stroke colours by edge kind, then by a finding's severity (which wins), as in DOT.
    private static let edgeColors: [(String, String)] = [
        ("viewLink", "#546e7a"), ("sheet", "#1565c0"), ("fullScreenCover", "#6a1b9a"), ("popover", "#00838f"),
        ("dialog", "#c62828"), ("select", "#2e7d32"), ("open", "#ef6c00"), ("deepLink", "#ef6c00"), ("embeds", "#90a4ae"),
        ("note", "#1565c0"), ("warning", "#b26a00"), ("error", "#c62828"),
    ]

    private static func arrow(_ kind: NavigationGraph.EdgeKind) -> String {
        switch kind {
        case .push, .viewLink, .sheet, .popover: "-->"
        case .fullScreenCover: "==>"
        case .append, .dialog, .select, .open, .deepLink, .embeds: "-.->"
        }
    }

    private static func node(_ s: Int, _ graph: NavigationGraph) -> String {
        let screen = graph.model.screens[s]
        var text = screen.displayName
        if let title = screen.title, title != screen.id { text += "\n(\(screen.id))" }
        text += DOTRenderer.ruleLines(graph.screenFindings[s])
        // The launch screen double-framed, as in DOT.
        return s == graph.launch ? "s\(s)[[\"\(label(text))\"]]" : "s\(s)[\"\(label(text))\"]"
    }



    /// The inside of a quoted Mermaid label: `"`, `#`, `&`, `<`, `>`, `|`, `` ` ``, `%`, `[`,
    /// `]`, `{`, `}`, `;` and `\` as entity codes (`#quot;`, `#35;`…), line breaks as `<br>`,
    /// other control characters dropped. Parentheses and colons are safe inside quotes.
    static func label(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count + 8)
        var previous: Unicode.Scalar = " "
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            switch scalar {
            case "\"": out += "#quot;"
            case "\n" where previous == "\r": break
            case "\n", "\r": out += "<br>"
            case "#", "&", "<", ">", "|", "`", "%", "[", "]", "{", "}", ";", "\\":
                out += "#\(scalar.value);"
            default:
                if scalar.value >= 0x20 && scalar.value != 0x7F { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }
}
