enum CheckCommand {
    static let command = Subcommand(
        name: "check",
        abstract: "Check navigation specs and report findings.",
        arguments: "<spec.json>... [<options>]",
        discussion: """
        Exit codes: 0 no finding at or above --fail-on; 1 there is one; 2 a usage error
        or a spec that cannot be read.
        """,
        options: [],
        run: run)

    static func run(_ arguments: ParsedArguments, _ console: Console) throws(UsageError) -> ExitCode {
        guard !arguments.positionals.isEmpty else { throw UsageError(message: "no spec file given") }
        var findings: [Finding] = []
        var unreadable = false
        for path in arguments.positionals {
            let file: SourceFile
            do {
                file = try SpecLoader.read(path: path)
            } catch {
                console.err("error: \(error.message)\n")
                unreadable = true
                continue
            }
            let loaded = SpecLoader.load(file)
            if loaded.model == nil { unreadable = true }
            findings += loaded.problems
        }
        console.out(TextReporter.render(findings, style: console.style))
        console.out(TextReporter.summary(findings, specCount: arguments.positionals.count))
        return unreadable ? .invalid : (findings.contains { $0.severity == .error } ? .findings : .success)
    }
}
