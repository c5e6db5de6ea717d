import Foundation

enum CheckCommand {
    static let command = Subcommand(
        name: "check",
        abstract: "Check navigation specs and report findings.",
        arguments: "<spec.json>... [<options>]",
        discussion: """
        Reads each spec, explores its navigation and prints findings in the compiler's
        format. Settings come from .navlint.json beside each spec, or --config; flags win.

        Exit codes: 0 no finding at or above --fail-on; 1 there is one; 2 a usage error
        or a spec or configuration that cannot be read.
        """,
        options: [
            OptionSpec(name: "--config", value: "FILE", help: "Read settings from FILE instead of .navlint.json beside each spec."),
            OptionSpec(name: "--fail-on", value: "LEVEL", help: "Exit 1 on a finding at or above LEVEL: error (default), warning, note or never."),
            OptionSpec(name: "--max-depth", value: "N", help: "Cut paths and modal chains at N entries (default 8)."),
            OptionSpec(name: "--max-states", value: "N", help: "Stop exploring after N states (default 1000000)."),
        ],
        run: run)

    struct Options {
        var paths: [String]
        var configPath: String?
        var failOn: FailOn?
        var maxDepth: Int?
        var maxStates: Int?

        init(_ arguments: ParsedArguments) throws(UsageError) {
            paths = arguments.positionals
            guard !paths.isEmpty else { throw UsageError(message: "no spec file given") }
            configPath = arguments.value("--config")
            failOn = try ArgumentParser.choice(arguments, "--fail-on", FailOn.allCases.map(\.rawValue)).flatMap(FailOn.init)
            maxDepth = try ArgumentParser.integer(arguments, "--max-depth", minimum: 1)
            maxStates = try ArgumentParser.integer(arguments, "--max-states", minimum: 1)
        }

        /// Flags override the configuration file.
        func apply(to configuration: inout Configuration) {
            if let failOn { configuration.failOn = failOn }
            if let maxDepth { configuration.maxDepth = maxDepth }
            if let maxStates { configuration.maxStates = maxStates }
        }
    }

    static func run(_ arguments: ParsedArguments, _ console: Console) throws(UsageError) -> ExitCode {
        let options = try Options(arguments)
        var findings: [Finding] = []
        var unreadable = false
        var failing = false
        var configurations = ConfigurationCache(explicitPath: options.configPath)
        for path in options.paths {
            let file: SourceFile
            do {
                file = try SpecLoader.read(path: path)
            } catch {
                console.err("error: \(error.message)\n")
                unreadable = true
                continue
            }
            guard var configuration = configurations.configuration(forSpecAt: path, console: console, problems: &findings) else {
                unreadable = true
                continue
            }
            options.apply(to: &configuration)
            let loaded = SpecLoader.load(file)
            findings += loaded.problems
            guard let model = loaded.model else {
                unreadable = true
                continue
            }
            let specFindings = Linter.lint(model, configuration: configuration)
            if specFindings.contains(where: { configuration.failOn.fails($0.severity) }) { failing = true }
            findings += specFindings
        }
        console.out(TextReporter.render(findings, style: console.style))
        console.out(TextReporter.summary(findings, specCount: options.paths.count))
        return unreadable ? .invalid : (failing ? .findings : .success)
    }
}

/// Configuration files read once each: `--config`, or `.navlint.json` beside each spec.
struct ConfigurationCache {
    let explicitPath: String?
    private var loaded: [String: Configuration?] = [:]

    init(explicitPath: String?) { self.explicitPath = explicitPath }

    /// nil when the configuration cannot be read; its problems are added to `problems`.
    mutating func configuration(forSpecAt specPath: String, console: Console, problems: inout [Finding]) -> Configuration? {
        let path: String
        if let explicitPath {
            path = explicitPath
        } else {
            let directory = specPath == "-" ? "." : (specPath as NSString).deletingLastPathComponent
            path = directory.isEmpty ? Configuration.fileName : (directory as NSString).appendingPathComponent(Configuration.fileName)
            guard FileManager.default.fileExists(atPath: path) else { return Configuration() }
        }
        if let cached = loaded[path] { return cached }
        var result: Configuration?
        do {
            let file = try SpecLoader.read(path: path)
            let (configuration, configProblems) = Configuration.load(file)
            problems += configProblems
            result = configuration
        } catch {
            console.err("error: configuration: \(error.message)\n")
        }
        loaded[path] = result
        return result
    }
}
