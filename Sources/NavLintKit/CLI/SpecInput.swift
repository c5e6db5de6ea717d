/// Reading one spec and its configuration for the single-spec commands, printing any
/// problem the way `check` does.
enum SpecInput {
    /// An input's text, or nil after printing why it cannot be read.
    static func read(_ input: Input, console: Console) -> Input.Loaded? {
        do {
            return try input.read()
        } catch {
            console.err("error: \(error.message)\n")
            return nil
        }
    }

    /// The one input a path names (a spec, a Swift file, an app's directory), or nil after
    /// printing why there is none.
    static func input(_ path: String, console: Console) -> Input? {
        // A folder is one Swift app, or not an input of a single-spec command: it is not searched.
        if isDirectory(path) {
            let (swift, overlays) = Inputs.inputs(in: path, searching: false).isEmpty ? Inputs.sources(in: path) : ([], [])
            guard !swift.isEmpty else {
                console.err("error: \(path) is a directory, not a spec file or the folder of one Swift app\n")
                return nil
            }
            return Input(path: path, swift: swift, overlays: overlays)
        }
        return Inputs.expand([path]) { _ in }.first
    }

    /// The checked spec (its analysis, and findings when `lint`), or nil after printing
    /// why it cannot be read.
    static func load(_ path: String, arguments: ParsedArguments, console: Console, lint: Bool,
                     options: RunOptions = RunOptions()) throws(UsageError) -> CheckResult? {
        guard let input = input(path, console: console), let loaded = read(input, console: console) else { return nil }
        var problems: [Finding] = []
        var cache = ConfigurationCache(explicitPath: arguments.value("--config"))
        guard var configuration = cache.configuration(forSpecAt: input.configAnchor, console: console, problems: &problems) else {
            console.out(TextReporter.render(problems, style: console.style))
            return nil
        }
        try ExplorationLimits(arguments).apply(to: &configuration)
        let result = Check.run(loaded, configuration: configuration, options: options, lint: lint)
        guard result.analysis != nil else {
            console.out(TextReporter.render(result.findings, style: console.style))
            console.out(TextReporter.summary(result.findings, specCount: input.swift == nil ? 1 : 0, appCount: input.swift == nil ? 0 : 1))
            return nil
        }
        return result
    }
}

/// `--max-depth` and `--max-states`, taken by every command that explores; they override
/// the configuration file.
struct ExplorationLimits {
    static let options = [
        OptionSpec(name: "--max-depth", value: "N", help: "Cut paths and modal chains at N entries (default 8)."),
        OptionSpec(name: "--max-states", value: "N", help: "Stop exploring after N states (default 1000000)."),
    ]
    let maxDepth: Int?
    let maxStates: Int?

    init(_ arguments: ParsedArguments) throws(UsageError) {
        maxDepth = try ArgumentParser.integer(arguments, "--max-depth", minimum: 1, maximum: Configuration.maxDepthLimit)
        maxStates = try ArgumentParser.integer(arguments, "--max-states", minimum: 1)
    }

    func apply(to configuration: inout Configuration) {
        if let maxDepth { configuration.maxDepth = maxDepth }
        if let maxStates { configuration.maxStates = maxStates }
    }
}
