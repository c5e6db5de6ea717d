/// `--format markdown`: GitHub-flavoured Markdown for a job summary (`$GITHUB_STEP_SUMMARY`)
/// or a pull-request comment: the counts, a table of findings linked to their lines, and
/// each trace folded under it. Every string from a spec is escaped so that it shows as
/// written and cannot end a table cell, open a link or inject HTML.
public enum MarkdownReporter {
    public static func render(_ report: LintReport) -> String {
        let findings = report.findings
        var out = TextBuffer(capacity: 512 + 256 * findings.count)
        let apps = report.specs.reduce(0) { $0 + ($1.isApp ? 1 : 0) }
        out += "### navlint: \(headline(findings, inputs: TextReporter.inputs(specCount: report.specs.count - apps, appCount: apps)))\n"
        if !findings.isEmpty {
            out += "\n| Severity | Rule | Where | Finding |\n|---|---|---|---|\n"
            for finding in findings {
                let path = report.relative(finding.location.path)
                out += row(finding, shown: path, file: path, linkBase: report.linkBase)
            }
        }
        for finding in findings where !finding.trace.isEmpty {
            let location = finding.location
            let steps = finding.trace.count
            // HTML, where Markdown's escapes would show: only entities there.
            out += "\n<details><summary><code>\(finding.ruleID)</code> at \(html(report.relative(location.path))):\(location.line): "
            out += "how to get there (\(steps) step\(steps == 1 ? "" : "s"))</summary>\n\n"
            for (i, step) in finding.trace.enumerated() { out += "\(i + 1). \(inline(step.text))\n" }
            out += "\n</details>\n"
        }
        if let graph = report.graph { out += "\n<details><summary>Navigation graph</summary>\n\n```mermaid\n\(graph)```\n\n</details>\n" }
        return out.text
    }

    /// Apps up to this many screens get their graph in the report.
    static let graphScreens = 80

    /// A finding's table row, its file shown as `shown` and linked as `file` (`navlint diff`
    /// shows a base read from git as `REV:path`).
    static func row(_ finding: Finding, shown: String, file: String, linkBase: String?) -> String {
        let location = finding.location
        let place = "[\(inline(shown)):\(location.line):\(location.column)](\(link(file, line: location.line, linkBase)))"
        var text = inline(finding.message)
        for note in finding.notes { text += "<br>note: " + inline(note) }
        return "| \(icon(finding.severity)) \(finding.severity.rawValue) | `\(finding.ruleID)` | \(place) | \(text) |\n"
    }

    static func headline(_ findings: [Finding], inputs: String) -> String {
        findings.isEmpty ? "no findings in \(inputs) ✅" : TextReporter.counts(findings) + " in \(inputs)"
    }

    static func icon(_ severity: Severity) -> String {
        switch severity {
        case .error: "❌"
        case .warning: "⚠️"
        case .note: "ℹ️"
        }
    }

    /// Text shown literally inside a table cell, a list item or a summary: the punctuation
    /// that can start emphasis, code, links, math, mentions or cells backslash-escaped, `&`, `<` and `>` as entities (GitHub keeps some HTML),
    /// line breaks as `<br>` (a cell is one line).
    static func inline(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count + 8)
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\r\n", "\n", "\r": out += "<br>"
            case "\\", "`", "*", "_", "{", "}", "[", "]", "(", ")", "#", "!", "|", "~", "$", "@":
                out += "\\"
                out.append(character)
            default: out.append(character)
            }
        }
        return out
    }

    /// Text shown literally inside an HTML element.
    static func html(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\r\n", "\n", "\r": out += " "
            default: out.append(character)
            }
        }
        return out
    }

    /// A link to the line: under `base` (a blob URL such as
    /// https://github.com/o/r/blob/SHA/) when given, else relative to the report.
    static func link(_ path: String, line: Int, _ base: String?) -> String {
        var prefix = base ?? ""
        if !prefix.isEmpty, !prefix.hasSuffix("/") { prefix += "/" }
        return prefix + percentEncoded(path) + "#L\(line)"
    }

    /// Percent-encodes what a link destination cannot hold as is: spaces, brackets,
    /// quotes, `%`, `#`, `?`, controls and non-ASCII bytes.
    static func percentEncoded(_ path: String) -> String {
        path.percentEncoded { $0 <= 0x20 || $0 >= 0x7F || "<>()[]\"'`%#?\\{}|^".utf8.contains($0) }
    }
}
