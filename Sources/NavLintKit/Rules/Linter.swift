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
                finding.severity = severity
                findings.append(finding)
            }
        }
        return findings.sortedForOutput()
    }
}
