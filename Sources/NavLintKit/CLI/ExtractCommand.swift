enum ExtractCommand {
    static let command = Subcommand(
        name: "extract",
        abstract: "Print the spec navlint reads from Swift sources.",
        arguments: "<file.swift | directory>... [<options>]",
        discussion: """
        Reads the SwiftUI sources as `check` does (spec files given with them are overlays,
        laid over what the code shows) and prints the spec it built as JSONC, each object
        followed by the file:line it was read from: to see what navlint understood, or to
        start an overlay from. Notes on what could not be resolved go to standard error.
        """,
        options: [
            OptionSpec(name: "--output", value: "FILE", help: "Write the spec to FILE (atomically) instead of standard output."),
        ],
        run: run)

    static func run(_ arguments: ParsedArguments, _ console: Console) throws(UsageError) -> ExitCode {
        guard !arguments.positionals.isEmpty else { throw UsageError(message: "no Swift source given") }
        var failed = false
        let inputs = Inputs.expand(arguments.positionals) { message in
            console.err("error: \(message)\n")
            failed = true
        }
        guard !failed else { return .invalid }
        guard inputs.count == 1, inputs[0].swift != nil else {
            throw UsageError(message: "extract reads one Swift app (its files or its folder, and overlay specs); found \(inputs.count) inputs")
        }
        guard case .app(let set)? = SpecInput.read(inputs[0], console: console) else { return .invalid }
        let (text, notes) = SpecWriter.extract(set, path: inputs[0].path)
        console.err(TextReporter.render(notes, style: .plain))
        if let output = arguments.value("--output") {
            return CheckCommand.write(text, to: output, console) ? .success : .invalid
        }
        console.out(text)
        return .success
    }
}
