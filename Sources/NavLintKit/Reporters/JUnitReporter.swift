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
    /// Byte by byte: every escaped character is ASCII except U+FFFE and U+FFFF (EF BF BE,
    /// EF BF BF), and Swift strings hold no surrogates.
    static func escape(_ text: String) -> String {
        var copy = text
        return copy.withUTF8 { bytes in
            guard bytes.contains(where: { $0 < 0x20 || $0 == 0xEF || $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 })
            else { return text }
            var out = TextBuffer(capacity: bytes.count + 64)
            var i = 0
            while i < bytes.count {
                let byte = bytes[i]
                switch byte {
                case 0x26: out += "&amp;"
                case 0x3C: out += "&lt;"
                case 0x3E: out += "&gt;"
                case 0x22: out += "&quot;"
                case 0x27: out += "&apos;"
                case 0x0A, 0x09: out.append(byte)
                case 0x0D: out += "&#13;"
                case 0xEF where i + 2 < bytes.count && bytes[i + 1] == 0xBF && (bytes[i + 2] == 0xBE || bytes[i + 2] == 0xBF):
                    out += "\u{FFFD}"
                    i += 2
                default:
                    if byte < 0x20 { out += "\u{FFFD}" } else { out.append(byte) }
                }
                i += 1
            }
            return out.text
        }
    }
}
