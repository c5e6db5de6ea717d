/// The graph of `navlint diff`: both sides' screens and edges at once, what was added drawn
/// green, what was removed red and dashed, the rest grey. DOT draws all of it; Mermaid (in
/// the Markdown for a pull request) only what changed and the screens it touches.
enum DiffGraph {
    enum Status { case added, removed, same }

    struct Node {
        let name: String
        let label: String
        let status: Status
    }

    struct Edge {
        let from: Int
        let to: Int
        let label: String
        let status: Status
    }

    static func build(_ diff: NavigationDiff, changedOnly: Bool) -> (nodes: [Node], edges: [Edge]) {
        let (base, head) = (diff.base, diff.head)
        var edges: [(NavigationSummary.Edge, Status)] = []
        for edge in Set(base.edges.keys).union(head.edges.keys).sorted() {
            let status: Status = base.edges[edge] == nil ? .added : head.edges[edge] == nil ? .removed : .same
            if !changedOnly || status != .same { edges.append((edge, status)) }
        }
        var names = Set(edges.flatMap { [$0.0.from, $0.0.to] })
        names.formUnion(diff.addedScreens + diff.removedScreens)
        if !changedOnly { names.formUnion(base.screens.keys); names.formUnion(head.screens.keys) }
        let ordered = names.sorted()
        let index = Dictionary(uniqueKeysWithValues: ordered.enumerated().map { ($1, $0) })
        let nodes = ordered.map { name -> Node in
            let screen = head.screens[name] ?? base.screens[name]
            let id = screen?.id ?? name
            let label = screen?.title.map { $0 == id ? id : "\($0)\n(\(id))" } ?? id
            let status: Status = diff.addedScreens.contains(name) ? .added : diff.removedScreens.contains(name) ? .removed : .same
            return Node(name: id, label: label, status: status)
        }
        let drawn = edges.map { edge, status in
            let labels = (status == .removed ? base.edges[edge] : head.edges[edge]) ?? []
            let label = labels.isEmpty ? edge.kind : labels.prefix(2).map(DOTRenderer.shorten).joined(separator: "\n")
            return Edge(from: index[edge.from]!, to: index[edge.to]!, label: label, status: status)
        }
        return (nodes, drawn)
    }

    static func dot(_ diff: NavigationDiff, title: String) -> String {
        let (nodes, edges) = build(diff, changedOnly: false)
        var out = "digraph \"navlint diff\" {\n"
        out += "  graph [rankdir=LR, fontname=\"Helvetica\", fontsize=12, labelloc=t, labeljust=l, label=\(DOTRenderer.quote(title + "\nadded: green · removed: red, dashed · unchanged: grey\n"))];\n"
        out += "  node [shape=box, style=\"rounded,filled\", fillcolor=\"white\", fontname=\"Helvetica\", fontsize=11];\n"
        out += "  edge [fontname=\"Helvetica\", fontsize=9];\n"
        for (i, node) in nodes.enumerated() {
            let style = switch node.status {
            case .added: "color=\"#2e7d32\", fillcolor=\"#e8f5e9\", penwidth=2"
            case .removed: "color=\"#c62828\", fillcolor=\"#ffebee\", style=\"rounded,dashed,filled\", penwidth=2"
            case .same: "color=\"#9e9e9e\", fontcolor=\"#616161\""
            }
            out += "  n\(i) [label=\(DOTRenderer.quote(node.label)), tooltip=\(DOTRenderer.quote(node.name)), \(style)];\n"
        }
        for edge in edges {
            let style = switch edge.status {
            case .added: "color=\"#2e7d32\", fontcolor=\"#2e7d32\", penwidth=2"
            case .removed: "color=\"#c62828\", fontcolor=\"#c62828\", style=dashed, penwidth=2"
            case .same: "color=\"#9e9e9e\", fontcolor=\"#757575\""
            }
            out += "  n\(edge.from) -> n\(edge.to) [label=\(DOTRenderer.quote(edge.label)), \(style)];\n"
        }
        return out + "}\n"
    }

    /// nil when nothing drawable changed.
    static func mermaid(_ diff: NavigationDiff) -> String? {
        let (nodes, edges) = build(diff, changedOnly: true)
        guard !nodes.isEmpty else { return nil }
        var out = "flowchart LR\n"
        for (i, node) in nodes.enumerated() { out += "  n\(i)[\"\(MermaidRenderer.label(node.label))\"]\n" }
        for edge in edges {
            out += "  n\(edge.from) \(edge.status == .removed ? "-.->" : "-->")|\"\(MermaidRenderer.label(edge.label))\"| n\(edge.to)\n"
        }
        out += "  classDef added fill:#e8f5e9,stroke:#2e7d32,stroke-width:2px\n"
        out += "  classDef removed fill:#ffebee,stroke:#c62828,stroke-width:2px,stroke-dasharray:4 3\n"
        for status in [Status.added, .removed] {
            let members = nodes.indices.filter { nodes[$0].status == status }.map { "n\($0)" }
            if !members.isEmpty { out += "  class \(members.joined(separator: ",")) \(status == .added ? "added" : "removed")\n" }
        }
        for (status, color) in [(Status.added, "#2e7d32"), (.removed, "#c62828")] {
            let links = edges.indices.filter { edges[$0].status == status }.map(String.init)
            if !links.isEmpty { out += "  linkStyle \(links.joined(separator: ",")) stroke:\(color),stroke-width:2px\n" }
        }
        return out
    }
}
