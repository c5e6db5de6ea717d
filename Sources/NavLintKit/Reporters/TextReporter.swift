/// Compiler-style text: `path:line:col: severity: message [rule-id]`, the source line with
/// a caret under the location, then the trace, one event a line.
public enum TextReporter {
    public static func render(_ findings: [Finding], style: TextStyle = .plain) -> String {
        var out = TextBuffer(capacity: findings.count * 256)
        for finding in findings.sortedForOutput() { render(finding, style: style, into: &out) }
        return out.text
    }

    public static func render(_ finding: Finding, style: TextStyle = .plain) -> String {
        var out = TextBuffer(capacity: 256)
        render(finding, style: style, into: &out)
        return out.text
    }

    /// Appends in place: a report of many findings is one growing buffer.
    static func render(_ finding: Finding, style: TextStyle, into out: inout TextBuffer) {
        let location = finding.location
        out += style.bold("\(location.path):\(location.line):\(location.column):")
        out += " "
        out += style.severity(finding.severity, finding.severity.rawValue + ":")
        out += " "
        out += style.bold(printable(finding.message))
        out += " ["
        out += finding.ruleID
        out += "]\n"
        if !asciiExcerpt(finding, location, style: style, into: &out) { out += sourceExcerpt(finding, location, style: style) }
        for note in finding.notes { out += "  note: \(printable(note))\n" }
        if !finding.trace.isEmpty {
            out += "  trace:\n"
            for (i, step) in finding.trace.enumerated() { out += "    \(i + 1). \(printable(step.text))\n" }
        }
    }

    /// One line of text whatever the spec's strings hold: control characters (a newline in
    /// a screen id) are shown escaped, so they cannot break the output's line structure.
    static func printable(_ text: String) -> String {
        guard text.anyByte(where: { $0 < 0x20 || $0 == 0x7F }) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F { out += "\\u{\(hex(scalar.value))}" } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }

    /// The excerpt of an ASCII line, copied byte by byte from the file (the common case:
    /// columns are byte offsets); false for other lines, which take `sourceExcerpt`.
    private static func asciiExcerpt(_ finding: Finding, _ location: SourceLocation, style: TextStyle,
                                     into out: inout TextBuffer) -> Bool {
        let file = finding.file
        guard location.line >= 1, location.line <= file.lineStarts.count, file.firstNonASCII[location.line - 1] == Int.max else {
            return false
        }
        let start = file.lineStarts[location.line - 1]
        var end = location.line < file.lineStarts.count ? file.lineStarts[location.line] - 1 : file.bytes.count
        if end > start, file.bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        guard end > start || location.line <= 1 else { return true }
        let whole = file.bytes[start..<max(start, end)]
        let caret = min(location.column - 1, whole.count)
        let window = excerptWindow(length: whole.count, caret: caret)
        let line = whole[(whole.startIndex + window.lowerBound)..<(whole.startIndex + window.upperBound)]
        let prefixCount = caret - window.lowerBound
        if window.lowerBound > 0 { out += cut }
        out.append(line)
        if window.upperBound < whole.count { out += cut }
        out.append(0x0A)
        if window.lowerBound > 0 { out += String(repeating: " ", count: cut.count) }
        for byte in line.prefix(prefixCount) { out.append(byte == 0x09 ? 0x09 : 0x20) }
        let width = location.endLine == location.line ? max(1, location.endColumn - location.column) : 1
        let visible = max(1, min(width, line.count - prefixCount))
        out += style.caret("^" + String(repeating: "~", count: visible - 1))
        out.append(0x0A)
        return true
    }

    /// Lines with non-ASCII text (or none): columns count Characters here.
    private static func sourceExcerpt(_ finding: Finding, _ location: SourceLocation, style: TextStyle) -> String {
        let file = finding.file
        let count = file.characterCount(line: location.line)
        guard count > 0 || location.line <= 1 else { return "" }
        let caret = min(location.column - 1, count)
        let window = excerptWindow(length: count, caret: caret)
        // Only the window is decoded (LineColumns): a one-line spec has every finding here.
        let line = file.characters(line: location.line, window)
        let at = line.index(line.startIndex, offsetBy: caret - window.lowerBound)
        // Keep tabs in the padding so the caret lines up under tab-indented text.
        let padding = (window.lowerBound > 0 ? String(repeating: " ", count: cut.count) : "") + String(line[..<at].map { $0 == "\t" ? "\t" : " " })
        let width = location.endLine == location.line ? max(1, location.endColumn - location.column) : 1
        let visible = max(1, min(width, window.upperBound - caret))
        let marker = "^" + String(repeating: "~", count: max(0, visible - 1))
        let shown = (window.lowerBound > 0 ? cut : "") + line + (window.upperBound < count ? cut : "")
        return "\(shown)\n\(padding)\(style.caret(marker))\n"
    }

    /// Where a line is cut: shown whole up to this many columns.
    static let excerptWidth = 160
    static let cut = "..."

    /// The columns of a line of `length` shown around the caret at `caret`: all of a line
    /// up to `excerptWidth`, else that many from a little before the caret. A spec written
    /// on one line (a script's JSON) would otherwise repeat the whole file under every finding.
    static func excerptWindow(length: Int, caret: Int) -> Range<Int> {
        guard length > excerptWidth else { return 0..<length }
        let lower = min(max(0, caret - excerptWidth / 4), length - excerptWidth)
        return lower..<(lower + excerptWidth)
    }

    /// The summary line, with what a baseline suppressed.
    public static func summary(_ report: LintReport, findings: [Finding]? = nil) -> String {
        let apps = report.specs.reduce(0) { $0 + ($1.isApp ? 1 : 0) }
        var line = summary(findings ?? report.findings, specCount: report.specs.count - apps, appCount: apps)
        let stale = report.staleBaselineEntries
        if report.suppressedByBaseline > 0 || !stale.isEmpty {
            line += "baseline: \(report.suppressedByBaseline) finding\(report.suppressedByBaseline == 1 ? "" : "s") suppressed, "
                + "\(stale.count) entr\(stale.count == 1 ? "y" : "ies") no longer occur\(stale.count == 1 ? "s" : "")\n"
            for entry in stale {
                line += "  no longer occurs: \(printable(entry.file)): \(printable(entry.message)) [\(entry.ruleID)] (\(printable(entry.subject)))\n"
            }
        }
        return line
    }

    /// `2 specs and 1 app`: what a run checked (an app is one read from Swift sources).
    static func inputs(specCount: Int, appCount: Int) -> String {
        var parts = specCount > 0 || appCount == 0 ? [specCount == 1 ? "1 spec" : "\(specCount) specs"] : []
        if appCount > 0 { parts.append(appCount == 1 ? "1 app" : "\(appCount) apps") }
        return parts.joined(separator: " and ")
    }

    /// `1 error, 2 warnings, 0 notes`.
    static func counts(_ findings: [Finding]) -> String {
        Severity.allCases.reversed().map { severity in
            let n = findings.reduce(0) { $0 + ($1.severity == severity ? 1 : 0) }
            return "\(n) \(severity.rawValue)\(n == 1 ? "" : "s")"
        }.joined(separator: ", ")
    }

    /// `checked 2 specs and 1 app: …`.
    public static func summary(_ findings: [Finding], specCount: Int, appCount: Int = 0) -> String {
        let specs = inputs(specCount: specCount, appCount: appCount)
        return findings.isEmpty ? "checked \(specs): no findings\n" : "checked \(specs): \(counts(findings))\n"
    }
}
