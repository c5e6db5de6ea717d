import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import NavLintKit

/// The formats a pull request or a CI server shows (markdown, checkstyle, codeclimate),
/// beyond their snapshots: what their consumers rely on.
@Suite struct ReviewFormatTests {
    /// The same finding twice in one file (one rule, one subject), and one in another file.
    static func repeated() throws -> LintReport {
        let file = SourceFile(path: "/work/Specs/a (1).json", text: ReporterSnapshotTests.hostileSpec)
        let findings = Linter.lint(try requireModel(file))
        let missing = try #require(findings.first { $0.ruleID == "missing-destination" })
        let other = SourceFile(path: "/work/Specs/b.json", text: ReporterSnapshotTests.hostileSpec)
        var elsewhere = missing
        elsewhere.file = other
        return LintReport(specs: [LintReport.Spec(path: "Specs/a (1).json", findings: [missing, missing]),
                                  LintReport.Spec(path: "Specs/b.json", findings: [elsewhere])],
                          workingDirectory: "/work")
    }

    @Test func markdownLinksEachFindingToItsLineUnderTheLinkBase() throws {
        var report = try Self.repeated()
        #expect(MarkdownReporter.render(report).contains("](Specs/a%20%281%29.json#L9)"))
        report.linkBase = "https://github.com/o/r/blob/abc123"
        let text = MarkdownReporter.render(report)
        #expect(text.contains("](https://github.com/o/r/blob/abc123/Specs/a%20%281%29.json#L9)"))
        #expect(text.hasPrefix("### navlint: 3 errors, 0 warnings, 0 notes in 2 specs\n"))
        #expect(text.components(separatedBy: "<details>").count == 4)
    }

    @Test func markdownWithoutFindingsIsOneLine() {
        let report = LintReport(specs: [LintReport.Spec(path: "a.json", findings: [])], workingDirectory: "/")
        #expect(MarkdownReporter.render(report) == "### navlint: no findings in 1 spec ✅\n")
    }

    @Test func markdownCellsShowSpecTextLiterally() {
        #expect(MarkdownReporter.inline("a|b <i>*x*</i> [l](u) `c`\nd & @me")
                == #"a\|b &lt;i&gt;\*x\*&lt;/i&gt; \[l\]\(u\) \`c\`<br>d &amp; \@me"#)
    }

    @Test func markdownFoldsTheGraphOfOneApp() throws {
        let spec = packageRoot.appendingPathComponent("Specs/tab-controller.json").path
        let (_, one, _) = runCLI(["check", spec, "--format", "markdown"])
        #expect(one.contains("\n<details><summary>Navigation graph</summary>\n\n```mermaid\n%% navlint: Calendar\nflowchart LR\n"))
        #expect(one.hasSuffix("```\n\n</details>\n"))
        // Several inputs make one report, with no single graph to show.
        let (_, two, _) = runCLI(["check", spec, packageRoot.appendingPathComponent("Specs/tab-app.json").path, "--format", "markdown"])
        #expect(!two.contains("```mermaid"))
    }

    @Test func checkstyleGroupsFindingsByFileAndKeepsLineBreaks() throws {
        let output = CheckstyleReporter.render(try Self.repeated())
        let document = try XMLDocument(data: Data(output.utf8))
        let files = try document.nodes(forXPath: "/checkstyle/file/@name").map { $0.stringValue ?? "" }
        #expect(files == ["Specs/a (1).json", "Specs/b.json"])
        #expect(try document.nodes(forXPath: "//error").count == 3)
        let message = try #require(try document.nodes(forXPath: "//error/@message").first?.stringValue)
        #expect(message.contains("\ntrace:\n1. tap "))
        #expect(try document.nodes(forXPath: "//error/@source").first?.stringValue == "navlint.missing-destination")
    }

    @Test func codeClimateFingerprintsAreUniqueAndPathsRelative() throws {
        let output = CodeClimateReporter.render(try Self.repeated())
        let issues = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
        #expect(issues.count == 3)
        #expect(Set(issues.compactMap { $0["fingerprint"] as? String }).count == 3)
        let paths = issues.compactMap { ($0["location"] as? [String: Any])?["path"] as? String }
        #expect(paths == ["Specs/a (1).json", "Specs/a (1).json", "Specs/b.json"])
        #expect(issues.allSatisfy { $0["severity"] as? String == "major" && $0["check_name"] as? String == "navlint/missing-destination" })
        // Stable across runs: the same report gives the same fingerprints.
        #expect(CodeClimateReporter.render(try Self.repeated()) == output)
    }
}
