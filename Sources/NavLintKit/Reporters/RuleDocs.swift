/// The rule catalog as text: `navlint rules` and `navlint explain`.
public enum RuleDocs {
    public static func table(_ rules: [RuleDescription]) -> String {
        let idWidth = (rules.map(\.id.count).max() ?? 2) + 2
        var out = "ID".padding(idWidth) + "SEVERITY".padding(10) + "SUMMARY\n"
        for rule in rules.sorted(by: { $0.id < $1.id }) {
            out += rule.id.padding(idWidth) + rule.severity.rawValue.padding(10) + rule.summary + "\n"
        }
        return out
    }

    public static func explain(_ rule: RuleDescription) -> String {
        var out = "\(rule.id): \(rule.name)\n"
        out += "default severity: \(rule.severity.rawValue)\n\n"
        out += wrap(rule.rationale, width: 88) + "\n"
        // Every example the rule's test runs, each as a spec to try.
        func examples(_ list: [Example]) -> String {
            list.map { example in
                (example.maxStates.map { "    // with --max-states \($0)\n" } ?? "") + indent(example.text) + "\n"
            }.joined(separator: "\n")
        }
        if !rule.triggering.isEmpty {
            out += "\nTriggers (↓ marks where the finding points):\n\n" + examples(rule.triggering)
        }
        if !rule.nonTriggering.isEmpty {
            out += "\nDoes not trigger:\n\n" + examples(rule.nonTriggering)
        }
        out += "\nTo silence it for one object, add \"ignore\": [\"\(rule.id)\"] to that object;\n"
        out += "for a whole project, set \"rules\": { \"\(rule.id)\": \"off\" } in .navlint.json.\n"
        return out
    }

    static func indent(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
    }

    static func wrap(_ text: String, width: Int) -> String {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines.joined(separator: "\n")
    }
}
