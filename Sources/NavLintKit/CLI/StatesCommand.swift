enum StatesCommand {
    static let command = Subcommand(
        name: "states",
        abstract: "Explore a spec's navigation states and print statistics.",
        arguments: "<spec.json> [<options>]",
        discussion: """
        Prints, for each explored component (the app, or each independent tab), which engine
        analysed it and what it visited. "frames": the frame graph, exact for paths of any
        length; its states are the graph's nodes (a frame on top, and the entries under it
        that were never shown) and the longest path is the longest shortest trace. For a
        component of pushes and modals it also counts, by dynamic programming on the graph,
        the states enumerating within maxDepth would store. "states":
        the fallback that enumerates states one by one (stacks bound to one path, and the
        other shapes the README lists), with paths cut at maxDepth.
        """,
        options: [
            OptionSpec(name: "--config", value: "FILE", help: "Read settings from FILE instead of .navlint.json beside the spec."),
        ] + ExplorationLimits.options + [
            OptionSpec(name: "--no-compose", value: nil, help: "Explore the product of all tabs instead of each tab apart."),
            OptionSpec(name: "--enumerate", value: nil, help: "Enumerate states one by one (within maxDepth) instead of using the frame graph."),
            OptionSpec(name: "--timing", value: nil, help: "Also print how long exploration took (not deterministic)."),
        ],
        run: run)

    static func run(_ arguments: ParsedArguments, _ console: Console) throws(UsageError) -> ExitCode {
        guard arguments.positionals.count == 1, let path = arguments.positionals.first else {
            throw UsageError(message: arguments.positionals.isEmpty ? "no spec file given" : "states takes one spec file")
        }
        var options = RunOptions(compose: !arguments.flags.contains("--no-compose"))
        if arguments.flags.contains("--enumerate") { options.engine = .enumerate }
        guard let result = try SpecInput.load(path, arguments: arguments, console: console, lint: false, options: options),
              let analysis = result.analysis else { return .invalid }
        let clock = ContinuousClock()
        let start = clock.now
        let exploration = analysis.exploration
        let elapsed = clock.now - start
        console.out(StatisticsReport.render(exploration, path: path, maxDepth: analysis.configuration.maxDepth))
        if arguments.flags.contains("--timing") {
            console.out("explored in \(String(format: "%.1f", elapsed.seconds * 1000)) ms\n")
        }
        return .success
    }
}
