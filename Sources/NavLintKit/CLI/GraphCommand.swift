enum GraphCommand {
    static let command = Subcommand(
        name: "graph",
        abstract: "Print the navigation graph as Graphviz DOT or Mermaid, with findings on it.",
        arguments: "<spec.json> [<options>]",
        discussion: """
        Screens are nodes, grouped in clusters by TabView, tab, stack and presentation;
        edges are drawn by kind; screens and edges with findings are coloured by severity
        (hover for the rule ids); unreachable screens are grey and dashed.
        Render it with: navlint graph spec.json | dot -Tsvg > graph.svg
        With --format mermaid, a Mermaid flowchart: put it in a ```mermaid block of a
        Markdown file, issue or pull request and GitHub or GitLab draws it.
        """,
        options: [
            OptionSpec(name: "--format", value: "FORMAT", help: "dot (default) or mermaid."),
            OptionSpec(name: "--output", value: "FILE", help: "Write the DOT to FILE (atomically) instead of standard output."),
            OptionSpec(name: "--tab", value: "ID", help: "Draw only the screens tab ID reaches."),
            OptionSpec(name: "--trace", value: "RULE|FINGERPRINT", help: "Highlight a finding's trace as a numbered path."),
            OptionSpec(name: "--config", value: "FILE", help: "Read settings from FILE instead of .navlint.json beside the spec."),
        ],
        run: run)

    static func run(_ arguments: ParsedArguments, _ console: Console) throws(UsageError) -> ExitCode {
        guard arguments.positionals.count == 1, let path = arguments.positionals.first else {
            throw UsageError(message: arguments.positionals.isEmpty ? "no spec file given" : "graph takes one spec file")
        }
        let format = try ArgumentParser.choice(arguments, "--format", ["dot", "mermaid"]) ?? "dot"
        guard let result = try SpecInput.load(path, arguments: arguments, console: console, lint: true),
              let analysis = result.analysis else { return .invalid }
        let (model, findings) = (analysis.model, result.findings)
        var options = GraphOptions(tab: arguments.value("--tab"))
        if let tab = options.tab, !model.containers.contains(where: { $0.tabIDs.contains(tab) }) {
            throw UsageError(message: "unknown tab '\(tab)'" + Suggestion.didYouMean(tab, in: model.containers.flatMap(\.tabIDs)))
        }
        if let wanted = arguments.value("--trace") {
            let matches = findings.filter { $0.ruleID == wanted || $0.fingerprint == wanted }
            guard let finding = matches.first(where: { !$0.trace.isEmpty }) ?? matches.first else {
                throw UsageError(message: "no finding of rule or fingerprint '\(wanted)' in \(path)")
            }
            options.trace = finding
        }
        let text = format == "mermaid" ? MermaidRenderer.render(analysis, findings: findings, options: options)
            : DOTRenderer.render(analysis, findings: findings, options: options)
        if let output = arguments.value("--output") {
            return CheckCommand.write(text, to: output, console) ? .success : .invalid
        }
        console.out(text)
        return .success
    }
}

extension Container {
    var tabIDs: [String] {
        if case .tabs(_, _, let tabs) = kind { return tabs.map(\.id) }
        return []
    }
}
