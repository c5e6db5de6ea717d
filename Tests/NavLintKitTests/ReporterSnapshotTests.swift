import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import NavLintKit

/// Every format on one spec with findings of each severity, a trace, and hostile strings
/// (quotes, %, commas, colons, newlines, <&>, emoji, workflow commands) in ids and labels.
/// `NAVLINT_UPDATE=1 swift test` rewrites the snapshots; review the diff before committing.
@Suite struct ReporterSnapshotTests {
    static let hostileSpec = #"""
    { "navlint": 1, "types": { "It\"em, 100%": {}, "Ghost": {}, "Nowhere, 100%": {} },
      "root": { "stack": { "root": "Home: <&> \"quoted\"" } },
      "screens": {
        "Home: <&> \"quoted\"": { "title": "Home 🏠, 100%",
          "destinations": [ { "for": "It\"em, 100%", "screen": "Detail\nline2" } ],
          "actions": [ { "push": "It\"em, 100%", "label": "Go, now: 50% <b>" }, { "pushView": "Legacy 🎉", "label": "</testcase>" } ] },
        "Detail\nline2": { "title": "-> }",
          "destinations": [ { "for": "Ghost", "screen": "Legacy 🎉", "in": ["ScrollView"] } ],
          "actions": [ { "push": "Nowhere, 100%", "label": "::error file=x::%0A" } ] },
        "Legacy 🎉": {} } }
    """#

    static func report() throws -> LintReport {
        let file = SourceFile(path: "/work/Specs/hostile spec.json", text: hostileSpec)
        let model = try requireModel(file)
        return LintReport(specs: [LintReport.Spec(path: "Specs/hostile spec.json", findings: Linter.lint(model))],
                          workingDirectory: "/work")
    }

    @Test func hostileSpecHasFindingsOfEverySeverityAndATrace() throws {
        let findings = try Self.report().findings
        #expect(Set(findings.map(\.severity)) == Set(Severity.allCases))
        #expect(findings.contains { !$0.trace.isEmpty })
    }

    @Test(arguments: Reporter.all.map(\.name))
    func formatMatchesSnapshot(format: String) throws {
        let reporter = try #require(Reporter.named(format))
        let output = reporter.render(try Self.report(), .plain)
        let ext = ["text": "txt", "json": "json", "sarif": "sarif", "github": "txt", "junit": "xml", "markdown": "md",
                   "checkstyle": "xml", "codeclimate": "json"][format]!
        let url = packageRoot.appendingPathComponent("Tests/NavLintKitTests/Snapshots/hostile.\(format).\(ext)")
        if ProcessInfo.processInfo.environment["NAVLINT_UPDATE"] == "1" {
            try output.write(to: url, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(output == expected, "hostile.\(format).\(ext) differs: run NAVLINT_UPDATE=1 swift test and review the diff")
    }

    @Test func jsonOutputParsesBackWithTheHostileStringsIntact() throws {
        let output = JSONReporter.render(try Self.report())
        let parsed = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any]
        let findings = try #require(parsed?["findings"] as? [[String: Any]])
        #expect(findings.count == (try Self.report().findings.count))
        #expect(findings.contains { ($0["subject"] as? String)?.contains("Home: <&> \"quoted\"") == true })
    }

    @Test func githubCommandsStayOneLineEach() throws {
        let output = GitHubReporter.render(try Self.report())
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == (try Self.report().findings.count))
        for line in lines { #expect(line.hasPrefix("::error ") || line.hasPrefix("::warning ") || line.hasPrefix("::notice ")) }
        #expect(output.contains("file=Specs/hostile spec.json,"))
        #expect(GitHubReporter.escapeProperty("a:b,c%\n") == "a%3Ab%2Cc%25%0A")
    }

    @Test func junitParsesAsXML() throws {
        let output = JUnitReporter.render(try Self.report())
        let document = try XMLDocument(data: Data(output.utf8))
        #expect(document.rootElement()?.name == "testsuites")
        #expect(try document.nodes(forXPath: "//testcase").count == AllRules.descriptions.count)
    }
}

/// The byte-level escapers keep what the scalar-level ones did.
@Suite struct EscapingTests {
    @Test func xmlEscapesEntitiesAndReplacesWhatXMLCannotHold() {
        #expect(JUnitReporter.escape("a&<>\"'\r\u{1}\u{FFFE}\u{FFFF}\u{FFDC}é€\n\t")
                == "a&amp;&lt;&gt;&quot;&apos;&#13;\u{FFFD}\u{FFFD}\u{FFFD}\u{FFDC}é€\n\t")
        #expect(JUnitReporter.escape("plain text") == "plain text")
    }

    @Test func githubPercentEscapesMessagesAndProperties() {
        #expect(GitHubReporter.escapeData("50% done\r\nnext: a,b") == "50%25 done%0D%0Anext: a,b")
        #expect(GitHubReporter.escapeProperty("50% done\r\nnext: a,bé") == "50%25 done%0D%0Anext%3A a%2Cbé")
    }

    @Test func dotAndJSONQuoting() {
        #expect(DOTRenderer.quote("say \"hi\"\\\n\u{7}é") == "\"say \\\"hi\\\"\\\\\\né\"")
        #expect(JSONOut.string("tab\t\u{2028}é\"").render() == "\"tab\\t\\u2028é\\\"\"\n")
    }
}
