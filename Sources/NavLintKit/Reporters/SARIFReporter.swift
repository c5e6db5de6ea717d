/// `--format sarif`: SARIF 2.1.0 as GitHub code scanning reads it.
public enum SARIFReporter {
    public static let informationURI = "https://github.com/navlint/navlint"

    /// Rules findings can carry: the registry, then the two reading problems.
    static var ruleTable: [(id: String, description: RuleDescription?)] {
        AllRules.descriptions.map { ($0.id, $0) } + [("invalid-spec", nil), ("invalid-config", nil), ("invalid-baseline", nil)]
    }

    public static func render(_ report: LintReport) -> String {
        let table = ruleTable
        let index = Dictionary(uniqueKeysWithValues: table.enumerated().map { ($1.id, $0) })
        // Every finding of a spec names the same file: its URI is made once.
        var uris: [String: String] = [:]
        for spec in report.specs {
            for finding in spec.findings where uris[finding.file.path] == nil {
                uris[finding.file.path] = uri(report.relative(finding.file.path))
            }
        }
        return JSONOut.object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            ("runs", .array([.object([
                ("tool", .object([("driver", .object([
                    ("name", .string("navlint")),
                    ("semanticVersion", .string(CLI.version)),
                    ("informationUri", .string(informationURI)),
                    ("rules", .array(table.map { rule($0.id, $0.description) })),
                ]))])),
                ("columnKind", .string("unicodeCodePoints")),
                ("results", .array(report.findings.map { result($0, ruleIndex: index[$0.ruleID] ?? 0, uri: uris[$0.file.path]!) })),
            ])])),
        ]).render()
    }

    private static func rule(_ id: String, _ description: RuleDescription?) -> JSONOut {
        guard let rule = description else {
            let text = switch id {
            case "invalid-spec": "The spec cannot be read: bad JSON, an unknown key, a wrong type, a dangling reference or a duplicate id."
            case "invalid-config": "The configuration file cannot be read."
            default: "The baseline file cannot be read."
            }
            return .object([
                ("id", .string(id)),
                ("name", .string(id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined())),
                ("shortDescription", .object([("text", .string(text))])),
                ("fullDescription", .object([("text", .string(text))])),
                ("help", .object([("text", .string(text)), ("markdown", .string(text))])),
                ("defaultConfiguration", .object([("level", .string("error"))])),
            ])
        }
        let bad = rule.triggering.first?.text ?? ""
        let good = rule.nonTriggering.first?.text ?? ""
        let helpText = "\(rule.rationale)\n\nTriggers:\n\(bad)\n\nDoes not trigger:\n\(good)"
        let markdown = "\(rule.rationale)\n\n**Triggers** (↓ marks where the finding points):\n\n```jsonc\n\(bad)\n```\n\n**Does not trigger:**\n\n```jsonc\n\(good)\n```"
        return .object([
            ("id", .string(rule.id)),
            ("name", .string(rule.name.split(separator: " ").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
                .filter { $0.isLetter || $0.isNumber })),
            ("shortDescription", .object([("text", .string(rule.summary))])),
            ("fullDescription", .object([("text", .string(rule.rationale))])),
            ("help", .object([("text", .string(helpText)), ("markdown", .string(markdown))])),
            ("defaultConfiguration", .object([("level", .string(rule.severity.rawValue))])),
        ])
    }

    private static func result(_ finding: Finding, ruleIndex: Int, uri: String) -> JSONOut {
        let start = finding.file.position(of: finding.range.start)
        let end = finding.file.position(of: max(finding.range.end, finding.range.start))
        var text = finding.message
        for note in finding.notes { text += "\nNote: \(note)" }
        if !finding.trace.isEmpty {
            text += "\nTrace:" + finding.trace.enumerated().map { "\n\($0 + 1). \($1.text)" }.joined()
        }
        let endColumn = finding.file.scalarColumn(line: end.line, utf8Column: end.utf8Column)
        let startColumn = finding.file.scalarColumn(line: start.line, utf8Column: start.utf8Column)
        return .object([
            ("ruleId", .string(finding.ruleID)),
            ("ruleIndex", .int(ruleIndex)),
            ("level", .string(finding.severity.rawValue)),
            ("message", .object([("text", .string(text))])),
            ("locations", .array([.object([("physicalLocation", .object([
                ("artifactLocation", .object([("uri", .string(uri))])),
                ("region", .object([
                    ("startLine", .int(start.line)),
                    ("startColumn", .int(startColumn)),
                    ("endLine", .int(end.line)),
                    ("endColumn", .int(max(endColumn, end.line == start.line ? startColumn + 1 : 1))),
                ])),
            ]))])])),
            ("partialFingerprints", .object([("navlint/v1", .string(finding.fingerprint))])),
        ])
    }

    /// A relative URI reference: path characters kept, everything else percent-encoded.
    static func uri(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            let c = Character(Unicode.Scalar(byte))
            if byte < 0x80, c.isLetter || c.isNumber || "-._~/!$&'()*+,;=:@".contains(c) {
                out.append(c)
            } else {
                out += "%" + hex(byte)
            }
        }
        return out
    }
}
