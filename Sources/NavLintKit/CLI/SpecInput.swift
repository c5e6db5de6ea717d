/// Reading one spec and its configuration for the single-spec commands, printing any
/// problem the way `check` does.
enum SpecInput {
    /// A spec file's text, or nil after printing why it cannot be read.
    static func read(_ path: String, console: Console) -> SourceFile? {
        do {
            return try SpecLoader.read(path: path)
        } catch {
            console.err("error: \(error.message)\n")
            return nil
        }
    }

    static func load(_ path: String, arguments: ParsedArguments, console: Console) throws(UsageError) -> (Model, Configuration)? {
        guard let file = read(path, console: console) else { return nil }
        var problems: [Finding] = []
        var cache = ConfigurationCache(explicitPath: arguments.value("--config"))
        guard var configuration = cache.configuration(forSpecAt: path, console: console, problems: &problems) else {
            console.out(TextReporter.render(problems, style: console.style))
            return nil
        }
        if let depth = try ArgumentParser.integer(arguments, "--max-depth", minimum: 1) { configuration.maxDepth = depth }
        if let states = try ArgumentParser.integer(arguments, "--max-states", minimum: 1) { configuration.maxStates = states }
        let loaded = SpecLoader.load(file)
        guard let model = loaded.model else {
            console.out(TextReporter.render(loaded.problems, style: console.style))
            console.out(TextReporter.summary(loaded.problems, specCount: 1))
            return nil
        }
        return (model, configuration)
    }
}
