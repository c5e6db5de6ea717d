/// Help text in swift-argument-parser's shape: OVERVIEW, USAGE, OPTIONS, SUBCOMMANDS.
enum Help {
    static let helpOption = OptionSpec(name: "--help", value: nil, help: "Show help information.")
    static let rootUsage = "USAGE: navlint <subcommand> [<options>]"

    static func root() -> String {
        var out = """
        OVERVIEW: Verify a SwiftUI app's navigation, read from its Swift sources or a JSON spec.

        navlint explores every navigation state the app can reach (selected tab, each
        stack's path, presented modals) and reports navigation anti-patterns with their
        source location and the shortest sequence of taps that shows them.

        \(rootUsage)

        OPTIONS:
          -h, --help              Show help information.
          --version               Show the version.

        SUBCOMMANDS:

        """
        let width = (Subcommand.all.map(\.name.count).max() ?? 0) + 2
        for command in Subcommand.all {
            out += "  " + command.name.padding(width) + command.abstract + "\n"
        }
        out += "\n  See 'navlint help <subcommand>' for detailed help.\n"
        return out
    }

    static func usage(_ command: Subcommand) -> String {
        "USAGE: navlint \(command.name) \(command.arguments)"
    }

    static func subcommand(_ command: Subcommand) -> String {
        var out = "OVERVIEW: \(command.abstract)\n\n"
        if !command.discussion.isEmpty { out += command.discussion + "\n\n" }
        out += usage(command) + "\n\nOPTIONS:\n"
        let options = command.options + [helpOption]
        let labels = options.map { option in option.value.map { "\(option.name) <\($0)>" } ?? option.name }
        let width = (labels.map(\.count).max() ?? 0) + 2
        for (option, label) in zip(options, labels) {
            out += "  " + label.padding(width) + option.help + "\n"
        }
        return out
    }
}

extension String {
    func padding(_ width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}
