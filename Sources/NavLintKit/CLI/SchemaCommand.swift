enum SchemaCommand {
    static let command = Subcommand(
        name: "schema",
        abstract: "Print the JSON Schema (draft-07) of the spec format.",
        arguments: "",
        discussion: "Point a spec's \"$schema\" at a saved copy so editors validate and complete it.",
        options: [],
        run: { arguments, console throws(UsageError) in
            guard arguments.positionals.isEmpty else {
                throw UsageError(message: "unexpected argument '\(arguments.positionals[0])'")
            }
            console.out(SpecSchema.render())
            return .success
        })
}
