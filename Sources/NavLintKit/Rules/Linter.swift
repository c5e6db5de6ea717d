/// Runs every enabled rule over a model and applies suppression and configuration.
public enum Linter {
    public static func lint(_ model: Model, configuration: Configuration = Configuration()) -> [Finding] {
        lint(RuleContext(model: model, configuration: configuration))
    }

    public static func lint(_ context: RuleContext) -> [Finding] {
        let configuration = context.configuration
        var findings: [Finding] = []
        for rule in AllRules.rules {
            let description = rule.description
            guard let severity = configuration.severity(of: description) else { continue }
            for var finding in rule.init().check(context) where !finding.ignoredRules.contains(description.id) {
                // A rule may report a milder case below its own severity (pop-past-root's notes).
                finding.severity = finding.severity < description.severity ? min(finding.severity, severity) : severity
                findings.append(finding)
            }
        }
        // A destination set used by many stacks, or one screen for every case of an enum, is
        // one place in the spec: the same finding there is reported once.
        var seen: Set<[String]> = []
        return findings.sortedForOutput().filter { finding in
            seen.insert([finding.ruleID, "\(finding.range.start)", "\(finding.range.end)", finding.message]).inserted
        }
    }
}
