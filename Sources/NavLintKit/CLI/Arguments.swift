/// One option a subcommand takes; the same table drives parsing and help.
struct OptionSpec: Sendable {
    let name: String
    /// nil for a flag; otherwise the value's placeholder in help (`FILE`, `N`…).
    let value: String?
    let help: String
}

struct ParsedArguments: Sendable {
    var positionals: [String] = []
    var values: [String: [String]] = [:]
    var flags: Set<String> = []

    func value(_ name: String) -> String? { values[name]?.last }
}

struct UsageError: Error, Equatable {
    let message: String
}

enum ArgumentParser {
    /// Parses `--name value`, `--name=value` and flags; `--` ends options.
    static func parse(_ arguments: [String], options: [OptionSpec]) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var i = 0
        var optionsEnded = false
        while i < arguments.count {
            let argument = arguments[i]
            i += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let option = options.first(where: { $0.name == name }) else {
                let names = options.map(\.name)
                throw UsageError(message: "unknown option '\(name)'" + Suggestion.didYouMean(name, in: names))
            }
            if option.value == nil {
                guard inlineValue == nil else { throw UsageError(message: "option '\(name)' takes no value") }
                parsed.flags.insert(name)
                continue
            }
            if let inlineValue {
                parsed.values[name, default: []].append(inlineValue)
            } else {
                guard i < arguments.count else {
                    throw UsageError(message: "option '\(name)' needs a value (\(option.value!))")
                }
                parsed.values[name, default: []].append(arguments[i])
                i += 1
            }
        }
        return parsed
    }

    static func integer(_ parsed: ParsedArguments, _ name: String, minimum: Int, maximum: Int = .max) throws(UsageError) -> Int? {
        guard let text = parsed.value(name) else { return nil }
        guard let value = Int(text), value >= minimum, value <= maximum else {
            let range = maximum == .max ? "of at least \(minimum)" : "from \(minimum) to \(maximum)"
            throw UsageError(message: "option '\(name)' needs a whole number \(range), not '\(text)'")
        }
        return value
    }

    static func choice(_ parsed: ParsedArguments, _ name: String, _ choices: [String]) throws(UsageError) -> String? {
        guard let text = parsed.value(name) else { return nil }
        guard choices.contains(text) else {
            throw UsageError(message: "option '\(name)' must be one of \(choices.joined(separator: ", ")), not '\(text)'"
                             + Suggestion.didYouMean(text, in: choices))
        }
        return text
    }
}
