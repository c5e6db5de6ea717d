import Foundation
import Testing
@testable import NavLintKit

/// `navlint diff`: what changed between two versions, by names, not lines.
@Suite struct DiffTests {
    static let before = packageRoot.appendingPathComponent("Tests/Fixtures/RecipeBrowserBefore").path
    static let after = packageRoot.appendingPathComponent("Specs/RecipeBrowser").path
    /// The seed's file as findings show it (relative to the working directory when inside it).
    static let afterFile = RelativePath.make(after + "/RecipeBrowserApp.swift", from: FileManager.default.currentDirectoryPath)

    @Test func aSeedAppsMovedDestinationAndItsNewFinding() throws {
        let (code, out, err) = runCLI(["diff", Self.before, Self.after])
        #expect(code == .findings, "\(err)")
        #expect(out == """
            navlint diff: \(Self.before) → \(Self.after)
            destinations changed: 1
              ~ destination for Recipe moved from RecipeList to RecipeList inside List › Section › ForEach (shows RecipeDetail)
            findings: 1 introduced, 0 fixed
              + \(Self.afterFile):25:30: error: navigationDestination(for: Recipe) is inside a lazy List; \
            the stack may not see it until that row is loaded, so pushes of Recipe can silently fail: attach it outside the List \
            (SwiftUI: "Do not put a navigation destination modifier inside a "lazy" container, like `List` or `LazyVStack`.") \
            [destination-in-lazy-container]

            """)
        // The other way round the finding is fixed, and nothing new fails.
        let (back, reverse, _) = runCLI(["diff", Self.after, Self.before])
        #expect(back == .success)
        #expect(reverse.contains("findings: 0 introduced, 1 fixed\n  - \(Self.afterFile):25:30: error:"))
        #expect(reverse.contains("moved from RecipeList inside List › Section › ForEach to RecipeList (shows RecipeDetail)"))
    }

    @Test func markdownForAPullRequest() throws {
        let (_, out, _) = runCLI(["diff", Self.before, Self.after, "--format", "markdown", "--link-base", "https://example.com/blob/abc"])
        #expect(out.hasPrefix("### navlint diff: 1 finding introduced, 0 fixed; 1 destination moved\n"))
        #expect(out.contains("| ✏️ destination | destination for Recipe moved from RecipeList to RecipeList inside List › Section › ForEach \\(shows RecipeDetail\\) |"))
        #expect(out.contains("](https://example.com/blob/abc/\(MarkdownReporter.percentEncoded(Self.afterFile))#L25) |"))
        // Nothing drawable changed: no graph.
        #expect(!out.contains("```mermaid"))
    }

    static let base = """
    { "navlint": 1, "app": "Tabs", "root": { "tabs": { "selection": "none", "items": [
        { "id": "home", "title": "Home", "content": { "stack": { "root": "Home" } } },
        { "id": "more", "title": "More", "content": "More" } ] } },
      "screens": { "Home": {}, "More": {}, "Orphan": {} },
      "deepLinks": { "schemes": ["app"], "routes": [ { "id": "home", "pattern": "home", "tab": "home" } ] } }
    """

    /// A tab gone, a screen and a cover added (with a hostile label), a route changed, the orphan now reachable.
    static let head = """
    { "navlint": 1, "app": "Tabs", "root": { "tabs": { "selection": "none", "items": [
        { "id": "home", "title": "Home", "content": { "stack": { "root": "Home" } } } ] } },
      "screens": {
        "Home": { "actions": [ { "present": "About", "style": "fullScreenCover", "label": "About <b>|\\"x\\"</b>" },
                              { "present": "Orphan", "style": "sheet" } ] },
        "More": {}, "Orphan": { "actions": [ { "dismiss": true } ] }, "About": {} },
      "deepLinks": { "schemes": ["app"], "routes": [ { "id": "home", "pattern": "start", "tab": "home" } ] } }
    """

    func sides() throws -> (String, String) {
        (try temporarySpec(Self.base, name: "base.json"), try temporarySpec(Self.head, name: "head.json"))
    }

    @Test func everyKindOfChange() throws {
        let (base, head) = try sides()
        let (code, out, _) = runCLI(["diff", base, head])
        #expect(code == .findings)
        let lines = out.split(separator: "\n").dropFirst().map(String.init)
        #expect(lines == [
            "screens: 1 added, 0 removed", "  + About",
            "edges: 3 added, 1 removed", "  + Home → About (full-screen cover: About <b>|\"x\"</b>)", "  + Home → Orphan (sheet)",
            // The route only selects a tab: drawn to what the tab shows first, under its new URL.
            "  + URL app://start → Home (deep link)", "  - URL app://home → Home (deep link)",
            "tabs: 0 added, 1 removed", "  - root.tabs › more",
            "routes changed: 1", "  ~ home: home → start",
            "reachability: 1 now reachable, 1 no longer reachable", "  + Orphan is now reachable", "  - More is no longer reachable",
            "findings: 3 introduced, 1 fixed",
        ] + lines.suffix(4))
        // Introduced: More unreachable, the cover a trap that hides the route; fixed: the orphan.
        #expect(lines.suffix(4).map { $0.prefix(4) } == ["  + ", "  + ", "  + ", "  - "])
        #expect(lines.suffix(4).map { $0.split(separator: "[").last ?? "" } == [
            "unreachable-screen]", "navigation-trap]", "deep-link-hidden-by-modal]", "unreachable-screen]"])
        #expect(lines.last!.contains("/base.json:4:40: warning: screen 'Orphan' is never on screen"))
    }

    @Test func graphsColourWhatChanged() throws {
        let (base, head) = try sides()
        let (_, dot, _) = runCLI(["diff", base, head, "--format", "dot"])
        #expect(dot.contains(##"[label="About <b>|\"x\"</b>", color="#2e7d32", fontcolor="#2e7d32", penwidth=2];"##))
        #expect(dot.contains(##"n2 [label="More", tooltip="More", color="#9e9e9e", fontcolor="#616161"];"##))
        #expect(dot.contains(##"n1 -> n3 [label="sheet", color="#2e7d32""##))
        let (_, markdown, _) = runCLI(["diff", base, head, "--format", "markdown"])
        let graph = try #require(markdown.components(separatedBy: "```mermaid\n").last?.components(separatedBy: "```").first)
        #expect(graph.contains(##"-->|"About #60;b#62;#124;#quot;x#quot;#60;/b#62;"| n0"##))
        #expect(graph.contains("class n0 added"))
        for line in graph.split(separator: "\n") where line.contains("[\"") || line.contains("|\"") {
            // Inside each quoted label: no quote, bracket or markup of the spec's.
            let inner = line.split(separator: "\"").dropFirst().first ?? ""
            #expect(!inner.contains("<b") && !inner.contains("|") && !inner.contains("["), "\(line)")
        }
    }

    @Test func oneChangePerLineInText() throws {
        let base = try temporarySpec(#"{ "navlint": 1, "root": { "stack": { "root": "A" } }, "screens": { "A": {} } }"#, name: "base.json")
        let head = try temporarySpec(#"{ "navlint": 1, "root": { "stack": { "root": "A" } }, "screens": { "A": { "actions": [ { "present": "B", "style": "sheet", "label": "Open\nnow" } ] }, "B": { "title": "Two\nlines" } } }"#, name: "head.json")
        let (_, out, _) = runCLI(["diff", base, head])
        #expect(out.contains("\n  + B (“Two lines”)\n"))
        #expect(out.contains("\n  + A → B (sheet: Open now)\n"))
    }

    /// The Swift front end numbers unnamed sheets by occurrence: one inserted first shifts
    /// the others' numbers, which is no change of theirs.
    @Test func renumberedMadeUpIdsAreTheSameScreens() throws {
        func spec(_ sheets: [String]) -> String {
            let actions = sheets.indices.map { #"{ "present": "Home.sheet.\#($0 + 1)", "style": "sheet" }"# }
            let screens = sheets.enumerated().map { #""Home.sheet.\#($0 + 1)": { "title": "\#($1)" }"# }
            return #"{ "navlint": 1, "root": { "stack": { "root": "Home" } }, "screens": { "Home": { "actions": [\#(actions.joined(separator: ","))] }, \#(screens.joined(separator: ",")) } }"#
        }
        let base = try temporarySpec(spec(["Compose", "Share"]), name: "base.json")
        let head = try temporarySpec(spec(["Filter", "Compose", "Share"]), name: "head.json")
        let (_, out, _) = runCLI(["diff", base, head])
        #expect(out.split(separator: "\n").dropFirst() == [
            "screens: 1 added, 0 removed", "  + Home.sheet.1 (“Filter”)",
            "edges: 1 added, 0 removed", "  + Home → Home.sheet.1 (sheet)",
        ])
    }

    @Test func noChangeSaysSo() throws {
        let (base, _) = try sides()
        let (code, out, _) = runCLI(["diff", base, base])
        #expect(code == .success)
        #expect(out.hasPrefix("navlint diff: no navigation change from "))
    }

    @Test func usageErrors() {
        #expect(runCLI(["diff", "a.json"]).0 == .invalid)
        let (code, _, err) = runCLI(["diff", "--git", "HEAD", "a.json", "b.json"])
        #expect(code == .invalid)
        #expect(err.contains("--git compares one path at two versions"))
        #expect(runCLI(["diff", "--git", "..", "a.json"]).2.contains("--git takes REV or REV..REV"))
    }

    @Test(.enabled(if: ReportCommand.executable("git") != nil, "needs git"))
    func gitRevisionAgainstTheWorkingTree() throws {
        let repo = FileManager.default.temporaryDirectory.appendingPathComponent("navlint-git-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: repo) }
        let app = repo.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        for name in ["RecipeBrowserApp.swift", "Model.swift"] {
            try FileManager.default.copyItem(at: URL(fileURLWithPath: "\(Self.before)/\(name)"), to: app.appendingPathComponent(name))
        }
        func git(_ arguments: String...) throws {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: ReportCommand.executable("git")!)
            process.arguments = ["-C", repo.path, "-c", "user.name=navlint", "-c", "user.email=navlint@example.com"] + arguments
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "git \(arguments)")
        }
        try git("init", "-q")
        try git("add", ".")
        try git("commit", "-q", "-m", "before")
        // The working tree: the destination moves into the List.
        try FileManager.default.removeItem(at: app.appendingPathComponent("RecipeBrowserApp.swift"))
        try FileManager.default.copyItem(at: URL(fileURLWithPath: "\(Self.after)/RecipeBrowserApp.swift"),
                                         to: app.appendingPathComponent("RecipeBrowserApp.swift"))
        let (code, out, err) = runCLI(["diff", "--git", "HEAD", app.path])
        #expect(code == .findings, "\(err)")
        #expect(out.hasPrefix("navlint diff: HEAD:App → \(app.path)\n"))
        #expect(out.contains("~ destination for Recipe moved from RecipeList to RecipeList inside List"))
        #expect(out.contains("RecipeBrowserApp.swift:25:30: error:"))
        // Two revisions: commit the change, then compare the commits.
        try git("add", ".")
        try git("commit", "-q", "-m", "after")
        let (twice, fromGit, _) = runCLI(["diff", "--git", "HEAD~1..HEAD", app.path])
        #expect(twice == .findings)
        #expect(fromGit.contains("+ HEAD:App/RecipeBrowserApp.swift:25:30: error:"))
        #expect(runCLI(["diff", "--git", "no-such-rev", app.path]).2.contains("unknown git revision 'no-such-rev'"))
    }
}
