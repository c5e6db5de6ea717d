/// `--format junit`: a test suite per spec, a test case per rule; a rule's findings are
/// its test case's failure.
public enum JUnitReporter {
    public static func render(_ report: LintReport) -> String {
        let ruleIDs = AllRules.descriptions.map(\.id).sorted()
        var suites: [String] = []
        var total = 0
        var failed = 0
        for spec in report.specs {
            let byRule = Dictionary(grouping: spec.findings.sortedForOutput(), by: \.ruleID)
            let ids = (ruleIDs + byRule.keys.filter { !ruleIDs.contains($0) }.sorted())
            var cases: [String] = []
            for id in ids {
                let name = "    <testcase classname=\"\(escape(report.relative(spec.path)))\" name=\"\(escape(id))\""
                guard let findings = byRule[id] else {
                    cases.append(name + "/>")
                    continue
                }
                let worst = findings.map(\.severity).max() ?? .note
                let text = findings.map { TextReporter.render($0) }.joined()
                let summary = "\(findings.count) finding\(findings.count == 1 ? "" : "s"): \(findings[0].message)"
                cases.append(name + ">\n      <failure type=\"\(worst.rawValue)\" message=\"\(escape(summary))\">"
                             + escape(text) + "</failure>\n    </testcase>")
            }
            let failures = byRule.count
            total += ids.count
            failed += failures
            suites.append("  <testsuite name=\"\(escape(report.relative(spec.path)))\" tests=\"\(ids.count)\" failures=\"\(failures)\" errors=\"0\">\n"
                          + cases.joined(separator: "\n") + "\n  </testsuite>")
        }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<testsuites name=\"navlint\" tests=\"\(total)\" failures=\"\(failed)\" errors=\"0\">\n"
            + suites.joined(separator: "\n") + (suites.isEmpty ? "" : "\n") + "</testsuites>\n"
    }

    /// XML text and attribute escaping; characters XML 1.0 cannot hold become U+FFFD.
    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n", "\t": out.unicodeScalars.append(scalar)
            case "\r": out += "&#13;"
            default:
                let v = scalar.value
                let allowed = v >= 0x20 && v != 0xFFFE && v != 0xFFFF && !(0xD800...0xDFFF).contains(v)
                if allowed { out.unicodeScalars.append(scalar) } else { out += "\u{FFFD}" }
            }
        }
        return out
    }
}
