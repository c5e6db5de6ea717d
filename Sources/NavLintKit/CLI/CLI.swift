import Foundation

/// The command line: argv in, text out, an exit code back. Everything it prints comes
/// from library functions; this file only routes.
public enum CLI {
    public static let version = "0.1.0"

    /// Entry point for the executable: real streams, colour only on a terminal.
    public static func main(arguments: [String]) -> Int32 {
        let colour = Console.wantsColour(isTerminal: isatty(STDOUT_FILENO) != 0,
                                         environment: ProcessInfo.processInfo.environment)
        let environment = ProcessInfo.processInfo.environment
        let progress: (@Sendable (ExplorationProgress) -> Void)? =
            Console.wantsProgress(stderrIsTerminal: isatty(STDERR_FILENO) != 0, environment: environment)
            ? { @Sendable progress in FileHandle.standardError.write(Data(Console.progressLine(progress).utf8)) } : nil
        let console = Console(
            out: { FileHandle.standardOutput.write(Data($0.utf8)) },
            err: { FileHandle.standardError.write(Data($0.utf8)) },
            colour: colour, progress: progress)
        return run(arguments, console: console).rawValue
    }

    public static func run(_ arguments: [String], console: Console) -> ExitCode {
        guard let first = arguments.first else {
            console.err(Help.root())
            return .invalid
        }
        switch first {
        case "-h", "--help":
            console.out(Help.root())
            return .success
        case "--version":
            console.out("\(version)\n")
            return .success
        case "help":
            return help(Array(arguments.dropFirst()), console: console)
        default:
            break
        }
        guard let command = Subcommand.all.first(where: { $0.name == first }) else {
            let names = Subcommand.all.map(\.name)
            return usageError(UsageError(message: "unknown command '\(first)'" + Suggestion.didYouMean(first, in: names)),
                              usage: Help.rootUsage, console: console)
        }
        let rest = Array(arguments.dropFirst())
        if rest.contains("--help") || rest.contains("-h") {
            console.out(Help.subcommand(command))
            return .success
        }
        do {
            let parsed = try ArgumentParser.parse(rest, options: command.options + [Help.helpOption])
            return try command.run(parsed, console)
        } catch {
            return usageError(error, usage: Help.usage(command), console: console)
        }
    }

    private static func help(_ topics: [String], console: Console) -> ExitCode {
        guard let topic = topics.first else {
            console.out(Help.root())
            return .success
        }
        guard let command = Subcommand.all.first(where: { $0.name == topic }) else {
            return usageError(UsageError(message: "no help for '\(topic)'"
                                         + Suggestion.didYouMean(topic, in: Subcommand.all.map(\.name))),
                              usage: Help.rootUsage, console: console)
        }
        console.out(Help.subcommand(command))
        return .success
    }

    static func usageError(_ error: UsageError, usage: String, console: Console) -> ExitCode {
        console.err("Error: \(error.message)\n\(usage)\n  See 'navlint --help'.\n")
        return .invalid
    }
}
