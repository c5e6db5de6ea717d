enum ResolveCommand {
    static let command = Subcommand(
        name: "resolve",
        abstract: "Show what opening a URL does, step by step.",
        arguments: "<spec.json> <url> [<options>]",
        discussion: """
        Prints the route that matches, each step its handler takes, and the resulting tab
        and stack as a breadcrumb. Exits 1 when the URL is unhandled or its handler fails.
        --from screen:<ScreenId> opens the URL from the shortest state that shows that
        screen instead of from launch.
        """,
        options: [
            OptionSpec(name: "--from", value: "STATE", help: "Open the URL from 'launch' (default) or 'screen:<ScreenId>'."),
            OptionSpec(name: "--config", value: "FILE", help: "Read settings from FILE instead of .navlint.json beside the spec."),
        ],
        run: run)

    static func run(_ arguments: ParsedArguments, _ console: Console) throws(UsageError) -> ExitCode {
        guard arguments.positionals.count == 2 else {
            throw UsageError(message: arguments.positionals.count < 2 ? "resolve needs a spec file and a URL" : "resolve takes one spec file and one URL")
        }
        let (path, url) = (arguments.positionals[0], arguments.positionals[1])
        guard let result = try SpecInput.load(path, arguments: arguments, console: console, lint: false),
              let analysis = result.analysis else { return .invalid }
        let (model, exploration) = (analysis.model, analysis.exploration)
        var start: Exploration.StateRef?
        if let from = arguments.value("--from"), from != "launch" {
            guard from.hasPrefix("screen:") else {
                throw UsageError(message: "--from takes 'launch' or 'screen:<ScreenId>', not '\(from)'")
            }
            let name = String(from.dropFirst("screen:".count))
            guard let screen = model.screen(named: name) else {
                throw UsageError(message: "unknown screen '\(name)'" + Suggestion.didYouMean(name, in: model.screens.map(\.id)))
            }
            guard let state = exploration.visibleScreens[screen] else {
                console.err("error: screen '\(name)' is not reachable, so the URL cannot be opened from it\n")
                return .findings
            }
            start = state
        }
        let output = ResolveReport.render(url, model: model, exploration: exploration, from: start)
        console.out(output.text)
        return output.ok ? .success : .findings
    }
}
