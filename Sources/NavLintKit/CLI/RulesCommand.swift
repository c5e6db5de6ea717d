enum RulesCommand {
    static let command = Subcommand(
        name: "rules",
        abstract: "List every rule with its default severity.",
        arguments: "",
        discussion: "",
        options: [],
        run: { arguments, console throws(UsageError) in
            guard arguments.positionals.isEmpty else {
                throw UsageError(message: "unexpected argument '\(arguments.positionals[0])'")
            }
            console.out(RuleDocs.table(AllRules.descriptions))
            return .success
        })
}

enum ExplainCommand {
    static let command = Subcommand(
        name: "explain",
        abstract: "Explain one rule, with an example that triggers it and one that does not.",
        arguments: "<rule-id>",
        discussion: "",
        options: [],
        run: { arguments, console throws(UsageError) in
            guard arguments.positionals.count == 1, let id = arguments.positionals.first else {
                throw UsageError(message: arguments.positionals.isEmpty ? "no rule id given" : "explain takes one rule id")
            }
            if id == SwiftFrontEnd.unresolvedID {
                console.out(SwiftFrontEnd.unresolvedExplanation)
                return .success
            }
            guard let rule = AllRules.description(of: id) else {
                let ids = AllRules.descriptions.map(\.id)
                let hint = Suggestion.didYouMean(id, in: ids)
                throw UsageError(message: "unknown rule '\(id)'" + (hint.isEmpty ? "; 'navlint rules' lists the rules" : hint))
            }
            console.out(RuleDocs.explain(rule))
            return .success
        })
}
