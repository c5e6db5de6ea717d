import Foundation
import Testing
@testable import NavLintKit

@Suite struct BaselineTests {
    static let spec = """
    { "navlint": 1,
      "root": { "navigationView": { "style": "stack", "root": "Home" } },
      "screens": { "Home": { "actions": [ { "pushView": "Detail", "label": "Open" } ] }, "Detail": {} } }
    """

    @Test func roundTripSurvivesEditsAboveTheFinding() throws {
        let path = try temporarySpec(Self.spec)
        let baseline = (path as NSString).deletingLastPathComponent + "/baseline.json"
        let (first, _, _) = runCLI(["check", path, "--write-baseline", baseline, "--fail-on", "warning"])
        #expect(first == .success)
        let written = try String(contentsOfFile: baseline, encoding: .utf8)
        #expect(written.contains("\"ruleId\": \"deprecated-navigation-view\""))
        #expect(written.contains("\"ruleId\": \"view-based-link\""))

        // Move every finding down three lines: the baseline still matches by fingerprint.
        try ("// a comment\n// another\n\n" + Self.spec).write(toFile: path, atomically: true, encoding: .utf8)
        let (code, out, _) = runCLI(["check", path, "--baseline", baseline, "--fail-on", "warning"])
        #expect(code == .success)
        #expect(out == "checked 1 spec: no findings\nbaseline: 2 findings suppressed, 0 entries no longer occur\n")

        // Fix one finding: its entry is reported as no longer occurring.
        try Self.spec.replacingOccurrences(of: "{ \"pushView\": \"Detail\", \"label\": \"Open\" }", with: "")
            .write(toFile: path, atomically: true, encoding: .utf8)
        let (_, fixed, _) = runCLI(["check", path, "--baseline", baseline])
        #expect(fixed.hasSuffix("baseline: 1 finding suppressed, 1 entry no longer occurs\n"
            + "  no longer occurs: \(path): view-based NavigationLink to 'Detail' cannot be driven by a path "
            + "(no deep link, restoration or pop to root); push a value and register a navigationDestination [view-based-link] (Home.actions[Open])\n"),
                "\(fixed)")
    }

    @Test func newFindingsAreNotSuppressed() throws {
        let path = try temporarySpec(Self.spec)
        let baseline = (path as NSString).deletingLastPathComponent + "/baseline.json"
        _ = runCLI(["check", path, "--write-baseline", baseline])
        try Self.spec.replacingOccurrences(of: "\"label\": \"Open\" }", with: "\"label\": \"Open\" }, { \"pushView\": \"Detail\", \"label\": \"Again\" }")
            .write(toFile: path, atomically: true, encoding: .utf8)
        let (_, out, _) = runCLI(["check", path, "--baseline", baseline, "--format", "json"])
        let json = try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any]
        let findings = try #require(json?["findings"] as? [[String: Any]])
        #expect(findings.map { $0["subject"] as? String } == ["Home.actions[Again]"])
    }

    /// The README's recipe: a baseline (and a configuration) kept in the scanned folder
    /// are not read as specs.
    @Test func baselineInsideTheScannedFolderIsNotASpec() throws {
        let folder = (try temporarySpec(Self.spec) as NSString).deletingLastPathComponent
        try #"{ "rules": { "view-based-link": "warning" } }"#.write(toFile: folder + "/navlint-config.json", atomically: true, encoding: .utf8)
        let baseline = folder + "/navlint-baseline.json"
        let (written, _, _) = runCLI(["check", folder, "--write-baseline", baseline])
        #expect(written == .success)
        let (again, _, _) = runCLI(["check", folder, "--write-baseline", baseline])
        #expect(again == .success)
        let (code, out, err) = runCLI(["check", folder, "--baseline", baseline, "--fail-on", "note"])
        #expect(code == .success, "\(out)\(err)")
        #expect(out == "checked 1 spec: no findings\nbaseline: 2 findings suppressed, 0 entries no longer occur\n")
    }

    @Test func unreadableBaselineExitsTwoWithALocation() throws {
        let path = try temporarySpec(Self.spec)
        let baseline = try temporarySpec("{ \"version\": 1, \"findings\": [ { \"file\": \"x\" } ] }", name: "baseline.json")
        let (code, _, err) = runCLI(["check", path, "--baseline", baseline])
        #expect(code == .invalid)
        #expect(err.contains("\(baseline):1:31: error: findings[0] of the baseline is missing the required key \"ruleId\" [invalid-baseline]"))
    }
}

@Suite struct FailOnTests {
    /// One finding of each severity: error (path-in-body), warning (view-based-link),
    /// note (destination-on-pushed-screen).
    static let spec = """
    { "navlint": 1, "types": { "T": {} },
      "root": { "stack": { "root": "Home", "path": { "binding": "p", "type": "NavigationPath", "storage": "body" } } },
      "screens": {
        "Home": { "destinations": [ { "for": "T", "screen": "Detail" } ], "actions": [ { "push": "T" }, { "pushView": "Other" } ] },
        "Detail": { "destinations": [ { "for": "T", "screen": "Detail" } ] }, "Other": {} } }
    """

    @Test(arguments: [
        ("error", Severity.error, ExitCode.findings), ("error", .warning, .success), ("error", .note, .success),
        ("warning", .error, .findings), ("warning", .warning, .findings), ("warning", .note, .success),
        ("note", .error, .findings), ("note", .warning, .findings), ("note", .note, .findings),
        ("never", .error, .success), ("never", .warning, .success), ("never", .note, .success),
    ])
    func exitCodeFollowsFailOn(level: String, keep: Severity, expected: ExitCode) throws {
        // Turn off the rules of the other severities, keeping one finding of `keep`.
        let others = ["path-in-body": Severity.error, "view-based-link": .warning, "destination-on-pushed-screen": .note,
                      "duplicate-destination": .warning, "unreachable-destination": .warning].filter { $0.value != keep }.keys.sorted()
        let config = "{ \"rules\": { " + others.map { "\"\($0)\": \"off\"" }.joined(separator: ", ") + " } }"
        let path = try temporarySpec(Self.spec)
        try config.write(toFile: (path as NSString).deletingLastPathComponent + "/.navlint.json", atomically: true, encoding: .utf8)
        let (code, out, _) = runCLI(["check", path, "--fail-on", level])
        #expect(code == expected, "\(out)")
        #expect(out.contains(": \(keep.rawValue): "))
    }
}

@Suite struct OutputFileTests {
    @Test func outputGoesToTheFileNotStdout() throws {
        let path = try temporarySpec(BaselineTests.spec)
        let output = (path as NSString).deletingLastPathComponent + "/report.sarif"
        let (code, out, _) = runCLI(["check", path, "--format", "sarif", "--output", output])
        #expect(code == .success)
        #expect(out.isEmpty)
        #expect(try String(contentsOfFile: output, encoding: .utf8).hasPrefix("{\n  \"$schema\": \"https://json.schemastore.org/sarif-2.1.0.json\""))
    }

    @Test func severalSpecsAndADirectory() throws {
        let a = try temporarySpec(BaselineTests.spec, name: "a.json")
        let directory = (a as NSString).deletingLastPathComponent
        try BaselineTests.spec.write(toFile: directory + "/b.jsonc", atomically: true, encoding: .utf8)
        try "{}".write(toFile: directory + "/.navlint.json", atomically: true, encoding: .utf8)
        #expect(Inputs.inputs(in: directory).map(\.path) == [directory + "/a.json", directory + "/b.jsonc"])
        let (code, out, _) = runCLI(["check", directory])
        #expect(code == .success)
        #expect(out.hasSuffix("checked 2 specs: 0 errors, 4 warnings, 0 notes\n"))
    }
}

@Suite struct SchemaTests {
    @Test func schemaCoversEveryKeyTheDecoderReads() throws {
        let schema = SpecSchema.render()
        for key in SpecDecoder.topKeys + SpecDecoder.screenKeys + SpecDecoder.routeKeys + SpecDecoder.actionVerbs
            + SpecDecoder.actionCommonKeys + SpecDecoder.contentKinds {
            #expect(schema.contains("\"\(key)\": {"), "schema lacks \(key)")
        }
        let parsed = JSONParser.parse(Array(schema.utf8))
        #expect(parsed.problems.isEmpty)
    }

    /// `NAVLINT_UPDATE=1 swift test` rewrites Reports/navlint.schema.json.
    @Test func committedSchemaIsCurrent() throws {
        let url = packageRoot.appendingPathComponent("Reports/navlint.schema.json")
        if ProcessInfo.processInfo.environment["NAVLINT_UPDATE"] == "1" {
            try SpecSchema.render().write(to: url, atomically: true, encoding: .utf8)
        }
        #expect(try String(contentsOf: url, encoding: .utf8) == SpecSchema.render(),
                "Reports/navlint.schema.json is out of date: run NAVLINT_UPDATE=1 swift test")
    }
}
