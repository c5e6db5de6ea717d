import Foundation
import Testing
@testable import NavLintKit

/// Bad input never crashes or hangs navlint: each case gets a clear message, with a
/// location where one exists, and exit code 2 (or 1 for findings).
@Suite struct HostileInputTests {
    func check(_ bytes: [UInt8], _ arguments: [String] = []) throws -> (ExitCode, String, String) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("navlint-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = directory.appendingPathComponent("spec.json").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let (code, out, err) = runCLI(["check", path] + arguments)
        return (code, out.replacingOccurrences(of: path, with: "spec.json"), err)
    }

    func check(_ text: String, _ arguments: [String] = []) throws -> (ExitCode, String, String) {
        try check(Array(text.utf8), arguments)
    }

    @Test(arguments: [
        ("", "spec.json:1:1: error: the file is empty; expected a JSON object [invalid-spec]"),
        (" \n\t\n ", "spec.json:3:2: error: the file is empty; expected a JSON object [invalid-spec]"),
        ("\u{FEFF}", "spec.json:1:2: error: the file is empty; expected a JSON object [invalid-spec]"),
        ("{\"navlint\": 1,\u{0} }", "spec.json:1:15: error: expected a key in double quotes, found byte 0x00 [invalid-spec]"),
        ("[\"\\uD83D\"]", "spec.json:1:3: error: lone high surrogate \\uD83D is not followed by a low surrogate [invalid-spec]"),
        ("{\"navlint\": 1e400}", "spec.json:1:13: error: number 1e400 is out of range [invalid-spec]"),
        ("{\"navlint\": -0, \"root\": \"A\", \"screens\": {\"A\": {}}}",
         "spec.json:1:13: error: unsupported spec format version 0; this navlint reads \"navlint\": 1 [invalid-spec]"),
        ("{\"navlint\": \"a\", \"root\": \"A\", \"screens\": {\"A\": {}}}",
         "spec.json:1:13: error: the format version \"navlint\" must be a number, found a string; this navlint reads \"navlint\": 1 [invalid-spec]"),
        ("{\"a\": 1, \"a\": 2}", "spec.json:1:10: error: duplicate key \"a\" (first defined at line 1, column 2) [invalid-spec]"),
    ])
    func malformedFilesAreInvalidSpecs(text: String, firstLine: String) throws {
        let (code, out, _) = try check(text)
        #expect(code == .invalid)
        #expect(out.contains(firstLine + "\n"), "\(out)")
    }

    @Test func invalidUTF8IsLocated() throws {
        let (code, out, _) = try check(Array("{\n  \"app\": \"".utf8) + [0xC3, 0x28] + Array("\" }".utf8))
        #expect(code == .invalid)
        #expect(out.hasPrefix("spec.json:2:11: error: invalid UTF-8 (byte 0xC3) [invalid-spec]\n"))
    }

    /// 50 MB with NAVLINT_SLOW=1 (CI), 5 MB in the everyday run (as ScaleShapeTests sizes its shapes).
    @Test func fiftyMegabyteStringIsReadInLinearTime() throws {
        let big = String(repeating: "x", count: ScaleShapeTests.slow ? 50_000_000 : 5_000_000)
        let (code, out, _) = try check("{ \"navlint\": 1, \"app\": \"\(big)\", \"root\": \"A\", \"screens\": { \"A\": {} } }")
        #expect(code == .success)
        #expect(out == "checked 1 spec: no findings\n")
    }

    @Test func millionDeepNestingIsRejectedWithoutRecursion() throws {
        let (code, out, _) = try check(String(repeating: "[", count: 1_000_000))
        #expect(code == .invalid)
        #expect(out.hasPrefix("spec.json:1:\(JSONParser.maxDepth + 1): error: nesting is deeper than \(JSONParser.maxDepth) levels [invalid-spec]\n"))
    }

    /// 100,000 screens with NAVLINT_SLOW=1 (CI), 10,000 in the everyday run.
    @Test func hundredThousandScreensAreChecked() throws {
        let count = ScaleShapeTests.slow ? 100_000 : 10_000
        let screens = (0..<count).map { "\"S\($0)\": {}" }.joined(separator: ", ")
        let (code, out, _) = try check("{ \"navlint\": 1, \"root\": \"S0\", \"screens\": { \(screens) } }", ["--format", "json"])
        #expect(code == .success)
        #expect(out.contains("\"warnings\": \(count - 1),"))
    }

    @Test func contentCyclesAreDetectedNotRecursedInto() throws {
        // Embedding cycles are infinite views; presenting and pushing cycles are bounded.
        let (code, out, _) = try check("""
        { "navlint": 1, "types": { "T": {} }, "root": { "stack": { "root": "A" } },
          "screens": { "A": { "embeds": { "tabs": { "selection": "none", "items": [ { "id": "t", "content": "B" } ] } } },
                       "B": { "embeds": "A" } } }
        """)
        #expect(code == .invalid)
        #expect(out.contains("error: screen 'B' embeds itself (A → B → A): an infinite view hierarchy [invalid-spec]"))
        // Sheets in sheets each with a path make the enumerated space exponential in the
        // depth bound: a small one keeps this a test of cycles, not of exploration speed.
        let (bounded, _, _) = try check("""
        { "navlint": 1, "types": { "T": {} }, "root": { "stack": { "root": "A" } },
          "screens": { "A": { "destinations": [ { "for": "T", "screen": "A" } ],
                              "actions": [ { "push": "T" }, { "present": "A", "style": "sheet" }, { "present": { "stack": { "root": "A" } }, "style": "sheet" } ] } } }
        """, ["--max-depth", "4"])
        #expect(bounded != .invalid)
    }

    /// A pushed screen whose content is a stack whose root pushes it again: each push
    /// nests a new stack. maxDepth bounds the entries of nested stacks together, so the
    /// states stay few (it used to run until maxStates, each state deeper than the last).
    @Test func pushingIntoEverDeeperNestedStacksIsBounded() throws {
        let spec = """
        { "navlint": 1, "types": { "T": {} }, "root": { "stack": { "root": "X" } },
          "screens": { "X": { "destinations": [ { "for": "T", "screen": { "stack": { "root": "X" } } } ], "actions": [ { "push": "T" } ] } } }
        """
        let (code, out, _) = try check(spec)
        #expect(code == .findings)
        // Enumerated (a stack in pushed content), cut at maxDepth: said, and nothing claimed absent.
        #expect(out.hasSuffix("checked 1 spec: 1 error, 1 warning, 0 notes\n"))
        #expect(out.contains("paths or modal chains were cut at maxDepth 8"))
        let exploration = try #require(Check.run(SourceFile(path: "n.json", text: spec), lint: false).analysis?.exploration)
        #expect(exploration.stateCount == 9)
        // Each state is walked level by level: the depth bound itself is bounded.
        let (tooDeep, _, err) = try check(spec, ["--max-depth", "65"])
        #expect(tooDeep == .invalid)
        #expect(err.hasPrefix("Error: option '--max-depth' needs a whole number from 1 to 64, not '65'\n"))
    }

    /// Views that each pass down a closure calling the one they were given a dozen times: run
    /// where written, the closures would multiply at every level (12^8); a fixed budget keeps
    /// the reading linear, and the one button still pushes nothing it cannot.
    @Test func closuresCallingClosuresAreBounded() {
        var lines = ["import SwiftUI", "@main struct H: App { var body: some Scene { WindowGroup { L0(go: { }) } } }"]
        for i in 0..<10 {
            let calls = Array(repeating: "go()", count: 12).joined(separator: "; ")
            let inner = i + 1 < 10 ? "L\(i + 1)(go: { \(calls) })" : "Button(\"x\") { \(calls) }"
            lines.append("struct L\(i): View { let go: () -> Void\n var body: some View { \(inner) } }")
        }
        let set = SourceSet(files: [SourceFile(path: "H/App.swift", text: lines.joined(separator: "\n"))], path: "H")
        let findings = Check.run(sources: set).findings
        #expect(findings.filter { $0.severity != .note }.isEmpty)
        #expect(findings.filter { $0.message.hasPrefix("closures calling closures") }.count == 1)
    }

    /// `NavigationStack(path: )` with no name, or only `$` or `.` (found by the Swift fuzzer,
    /// which crashed on it): a stack without a path, the rest of the app read as usual.
    @Test(arguments: ["", "$", ".", "self."]) func aPathArgumentWithoutANameIsAStackWithoutAPath(path: String) {
        let text = """
            import SwiftUI
            @main struct H: App { var body: some Scene { WindowGroup { Home() } } }
            struct Home: View {
                var body: some View {
                    NavigationStack(path: \(path)) { NavigationLink("Next") { Next() } }
                }
            }
            struct Next: View { var body: some View { Text("next") } }
            """
        let set = SourceSet(files: [SourceFile(path: "H/App.swift", text: text)], path: "H")
        #expect(Check.run(sources: set).findings.filter { $0.severity != .note }.map(\.ruleID) == ["view-based-link"])
        let spec = SpecWriter.extract(set, path: "H").text
        #expect(!spec.contains(#""path""#))
        // The link alone in the stack is Home's push, not a wrapper around Next.
        #expect(spec.contains(#""pushView": "Next""#) && spec.contains(#""root": "Home""#))
    }

    /// Views that each show the next one twice: inlined once per screen, not once per path
    /// through them (2^24 walks), and the leaf's alert is one screen.
    @Test func viewsInlinedTwiceEachLevelAreWalkedOnce() {
        var lines = ["import SwiftUI", "@main struct H: App { var body: some Scene { WindowGroup { NavigationStack { L0() } } } }"]
        for i in 0..<24 {
            lines.append("struct L\(i): View { var body: some View { VStack { L\(i + 1)(); L\(i + 1)() } } }")
        }
        lines.append("struct L24: View { @State private var shown = false\n var body: some View { Button(\"x\") { shown = true }.alert(\"A\", isPresented: $shown) { } } }")
        let set = SourceSet(files: [SourceFile(path: "H/App.swift", text: lines.joined(separator: "\n"))], path: "H")
        let spec = SpecWriter.extract(set, path: "H").text
        #expect(spec.components(separatedBy: #""style": "alert""#).count - 1 == 1)
        #expect(Check.run(sources: set).findings.filter { $0.severity != .note }.isEmpty)
    }

    @Test func longRoutePatternIsHandled() throws {
        let pattern = (0..<10_000).map { "s\($0)" }.joined(separator: "/")
        let (code, out, _) = try check("""
        { "navlint": 1, "root": "A", "screens": { "A": { "actions": [ { "present": "A", "style": "sheet" } ] } },
          "deepLinks": { "schemes": ["app"], "routes": [ { "id": "long", "pattern": "\(pattern)", "present": "A", "style": "sheet", "dismissModals": true } ],
                         "examples": [ { "url": "app://\(pattern)", "expect": { "route": "long" } } ] } }
        """)
        #expect(code != .invalid, "\(out.prefix(500))")
    }

    @Test func directoriesMissingFilesAndStdin() throws {
        let (missing, _, err) = runCLI(["check", "/nonexistent/spec.json"])
        #expect(missing == .invalid)
        #expect(err == "error: no such file: /nonexistent/spec.json\n")
        // A folder of its own: the shared temporary folder holds other tests' Swift apps while they run.
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("navlint-graph-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        let (dir, _, dirErr) = runCLI(["graph", empty])
        #expect(dir == .invalid)
        #expect(dirErr.contains("is a directory, not a spec file"))
    }

    #if os(Linux)
    /// Root reads any file regardless of its mode, so an unreadable file is one the kernel
    /// refuses to read: /proc/self/mem fails with EIO.
    @Test func unreadableFileExitsTwo() {
        let (code, _, err) = runCLI(["check", "/proc/self/mem"])
        #expect(code == .invalid)
        #expect(err == "error: cannot read /proc/self/mem\n")
    }
    #endif

    @Test func timeoutStopsExplorationAndIsReported() throws {
        let (code, out, _) = try check(sharedPathSpec(types: 6), ["--timeout", "1", "--max-depth", "12", "--fail-on", "never"])
        #expect(code == .success)
        #expect(out.contains("s timeout ran out: the results are partial"))
    }
}
