/// A subcommand: its name, help and options, and what it does. `all` is the literal
/// registry that drives dispatch and help alike.
struct Subcommand: Sendable {
    let name: String
    let abstract: String
    let arguments: String
    let discussion: String
    let options: [OptionSpec]
    let run: @Sendable (ParsedArguments, Console) throws(UsageError) -> ExitCode

    static let all: [Subcommand] = [CheckCommand.command, DiffCommand.command, GraphCommand.command, ExtractCommand.command, ReportCommand.command, ResolveCommand.command, StatesCommand.command, RulesCommand.command, ExplainCommand.command, SchemaCommand.command]
}
