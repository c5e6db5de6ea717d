import Foundation
import Testing
@testable import NavLintKit

/// A Swift app of Specs/ read with paths relative to the package, as `navlint` run there names them.
func swiftApp(_ folder: String) throws -> SourceSet {
    let input = try #require(Inputs.inputs(in: packageRoot.appendingPathComponent(folder).path).first)
    let files = try (input.swift! + input.overlays).map { path in
        SourceFile(path: String(path.dropFirst(packageRoot.path.count + 1)), bytes: try SpecLoader.read(path: path).bytes)
    }
    return SourceSet(files: files, path: folder)
}

/// Swift apps of Specs/, every one of them.
func swiftAppFolders() -> [String] {
    Inputs.inputs(in: packageRoot.appendingPathComponent("Specs").path).filter { $0.swift != nil }
        .map { String($0.path.dropFirst(packageRoot.path.count + 1)) }
}

/// Each seed written as a SwiftUI app (Specs/<App>/) gives the findings its JSON spec gives,
/// located in Swift.
@Suite struct SwiftAppTests {
    static let seeds = [
        ("Specs/RecipeBrowser", "recipe-browser.json"), ("Specs/NavigationStackBootcamp", "navigation-stack-bootcamp.json"),
        ("Specs/Breadcrumbs", "breadcrumbs.json"), ("Specs/TabController", "tab-controller.json"),
        ("Specs/TabApp", "tab-app.json"), ("Specs/DeepLinkRecipes", "deep-link-recipes.json"),
    ]

    @Test(arguments: seeds)
    func swiftAppGivesTheFindingsOfItsSpec(app: String, spec: String) throws {
        let swift = Check.run(sources: try swiftApp(app)).findings
        let json = Check.run(try SpecLoader.read(path: packageRoot.appendingPathComponent("Specs/\(spec)").path)).findings
        #expect(swift.map(\.ruleID).sorted() == json.map(\.ruleID).sorted())
        #expect(swift.allSatisfy { $0.file.path.hasPrefix(app + "/") && $0.file.path.hasSuffix(".swift") })
    }

    /// Apps of our own with no JSON spec beside them: what each reports is asserted below.
    static let ownApps = ["Specs/FollowSheets", "Specs/LibraryCover", "Specs/NoteSheets", "Specs/PublishTabs", "Specs/RouterTabs", "Specs/ShopTabs", "Specs/Forum"]

    @Test func everySwiftAppOfSpecsIsASeedOrOurOwn() {
        #expect(swiftAppFolders() == (Self.seeds.map(\.0) + Self.ownApps).sorted())
    }

    /// The router-style app: its one planted bug (the Explore tab forgets the router), with
    /// the two taps that show it, and nothing else (no destination counted twice where a
    /// profile is pushed, no trap on the profile's placeholder).
    @Test func routerTabsReportsItsPlantedBugOnly() throws {
        let findings = Check.run(sources: try swiftApp("Specs/RouterTabs")).findings.filter { $0.ruleID != SwiftFrontEnd.unresolvedID }
        #expect(findings.map(\.ruleID) == ["missing-destination"])
        let bug = try #require(findings.first)
        #expect(bug.file.lineText(bug.location.line).contains(#"NavigationLink("Trending author""#))
        #expect(bug.trace.map(\.text) == [#"select tab "explore""#, #"tap "Trending author" (push RouterDestination.profile)"#])
    }

    /// Profile sheets that open one another without end, each appending to the environment
    /// router's path under them: on the frame graph (sessions), with the push acting on the
    /// feed's stack, and only the planted crash reported, reached in two taps.
    @Test func followSheetsReportsItsPlantedBugOnly() throws {
        let run = Check.run(sources: try swiftApp("Specs/FollowSheets"))
        let findings = run.findings.filter { $0.ruleID != SwiftFrontEnd.unresolvedID }
        #expect(findings.map(\.ruleID) == ["pop-past-root"])
        let bug = try #require(findings.first)
        #expect(bug.file.lineText(bug.location.line).contains("router.path.removeLast(2)"))
        #expect(bug.trace.map(\.text) == [#"tap "Latest" (push Route.post → PostView)"#, #"tap "Back to feed" (pop 2)"#])
        #expect(run.analysis?.exploration.components.map(\.engine) == ["frames"])
    }

    /// A compose sheet over the feed tab whose "Publish" appends to the profile tab's path
    /// through that tab's router, again and again: on the frame graph (the profile tab changes
    /// unseen), with only the planted push of a type the profile's stack has no destination for.
    @Test func publishTabsReportsItsPlantedBugOnly() throws {
        let run = Check.run(sources: try swiftApp("Specs/PublishTabs"))
        let findings = run.findings.filter { $0.ruleID != SwiftFrontEnd.unresolvedID }
        #expect(findings.map(\.ruleID) == ["missing-destination"])
        let bug = try #require(findings.first)
        #expect(bug.file.lineText(bug.location.line).contains("profile.path.append(Draft("))
        #expect(bug.trace.map(\.text) == [#"tap "New post" (present sheet ComposeView)"#, #"tap "Save draft" (append Draft)"#])
        #expect(run.analysis?.exploration.components.map(\.engine) == ["frames"])
    }

    /// A library cover whose section pages append the article to the main router's path under
    /// the cover, and whose shelves and sections push one another without end: on the frame
    /// graph (the cover's pushes are calls), with only the planted push of a type the main stack
    /// has no destination for, found after Back through every page pushed and Close.
    @Test func libraryCoverReportsItsPlantedBugOnly() throws {
        let run = Check.run(sources: try swiftApp("Specs/LibraryCover"))
        let findings = run.findings.filter { $0.ruleID != SwiftFrontEnd.unresolvedID }
        #expect(findings.map(\.ruleID) == ["missing-destination"])
        let bug = try #require(findings.first)
        #expect(bug.file.lineText(bug.location.line).contains("reader.path.append(Thread("))
        #expect(bug.trace.map(\.text).dropFirst() == [
            #"tap "Fiction" (push Shelf → ShelfView)"#, #"tap "Classics" (push Section → SectionView)"#, #"tap "Read" (append Article)"#,
            #"tap Back (leave "SectionView")"#, #"tap Back (leave "ShelfView")"#, #"tap "Close" (dismiss)"#, #"tap "Discuss" (append Thread)"#,
        ])
        #expect(run.analysis?.exploration.components.map(\.engine) == ["frames"])
    }

    /// A NavigationStack around the TabView whose tabs have stacks of their own (but the help
    /// tab, whose pages go onto the outer stack and cover the tab bar), and a review view wrapped
    /// in one for its title, which nothing moves: the frame graph follows the tabs' stacks as
    /// nests at the outer stack's root and reads through the review's (products and help pages
    /// link on without end, the help pages resolving by the destination the TabView declares
    /// for the outer stack); the planted stacks, with the two taps that cover the tabs, and the
    /// account tab's push with no destination, each where it is written, and nothing else, as
    /// the enumeration finds.
    @Test func shopTabsReportsItsPlantedBugsOnly() throws {
        let run = Check.run(sources: try swiftApp("Specs/ShopTabs"))
        let findings = run.findings.filter { $0.ruleID != SwiftFrontEnd.unresolvedID }
        #expect(findings.map(\.ruleID) == ["shared-stack-across-tabs", "nested-stack", "nested-stack", "nested-stack", "missing-destination"])
        #expect(findings.map(\.location.line) == [24, 36, 44, 86, 107])
        #expect(findings[0].trace.map(\.text) == [#"select tab "Help""#, #"tap "Returns" (push HelpPage → HelpPageView)"#])
        let model = try #require(run.analysis?.model)
        #expect(FrameEngineTests.summary(FrameEngineTests.findings(model, engine: .enumerate, maxDepth: 6).findings)
                == FrameEngineTests.summary(FrameEngineTests.findings(model, engine: .fastest).findings))
        let review = findings[3]
        #expect(review.trace.map(\.text) == [#"tap "Featured" (push Product → ProductView)"#, #"tap "Top review" (push Review → NavigationStack(ReviewView))"#])
        let bug = findings[4]
        #expect(bug.file.lineText(bug.location.line).contains(#"NavigationLink("Orders", value: Product(id: 0))"#))
        #expect(bug.trace.map(\.text) == [#"select tab "Account""#, #"tap "Orders" (push Product)"#])
        #expect(run.analysis?.exploration.components.map(\.engine) == ["frames"])
    }

    /// A topic that wraps its thread in a NavigationStack of its own, whose posts and members
    /// link to one another without end: a stack of stacks, followed on the frame graph (it was
    /// enumerated and truncated before). The planted bugs, each where it is written, with the
    /// shortest trace into the thread, and nothing else.
    @Test func forumReportsItsPlantedBugsOnly() throws {
        let run = Check.run(sources: try swiftApp("Specs/Forum"))
        let findings = run.findings.filter { $0.ruleID != SwiftFrontEnd.unresolvedID }
        #expect(findings.map(\.ruleID) == ["nested-stack", "missing-destination", "navigation-trap"])
        #expect(findings.map(\.location.line) == [44, 80, 85])
        let topic = #"tap "Welcome" (push Topic → NavigationStack(ThreadView))"#
        #expect(findings[1].trace.map(\.text) == [topic, #"tap "Started by" (push Member → MemberView)"#, #"tap "Top badge" (push Badge)"#])
        #expect(findings[2].trace.map(\.text) == [topic, #"tap "First post" (push Post → PostView)"#,
                                                  #"tap "Report" (present fullScreenCover ReportView)"#])
        #expect(run.analysis?.exploration.components.map(\.engine) == ["frames"])
    }

    /// Notes that link to one another without end and three sheets acting on the stack under
    /// them: Delete closes its sheet as it pops (one action), search results close theirs and
    /// push, the reader steps back and stays up (returns on the frame graph). Only the planted
    /// crash is reported: the reader's second "Previous" over the first note.
    @Test func noteSheetsReportsItsPlantedBugOnly() throws {
        let run = Check.run(sources: try swiftApp("Specs/NoteSheets"))
        let findings = run.findings.filter { $0.ruleID != SwiftFrontEnd.unresolvedID }
        #expect(findings.map(\.ruleID) == ["pop-past-root"])
        let bug = try #require(findings.first)
        #expect(bug.file.lineText(bug.location.line).contains(#"Button("Previous") { router.path.removeLast() }"#))
        #expect(bug.trace.map(\.text) == [#"tap "Groceries" (push Note → NoteView)"#, #"tap "Read" (present sheet ReaderView)"#,
                                          #"tap "Previous" (pop)"#, #"tap "Previous" (pop)"#])
        #expect(run.analysis?.exploration.components.map(\.engine) == ["frames"])
    }

    @Test func lazyListDestinationIsReportedAtTheModifier() throws {
        let findings = Check.run(sources: try swiftApp("Specs/RecipeBrowser")).findings
        let finding = try #require(findings.first)
        #expect(findings.count == 1)
        #expect(finding.ruleID == "destination-in-lazy-container")
        #expect(finding.file.path == "Specs/RecipeBrowser/RecipeBrowserApp.swift")
        #expect((finding.location.line, finding.location.column) == (25, 30))
        #expect(finding.file.lineText(25).contains(".navigationDestination(for: Recipe.self)"))
    }

    @Test func typedPathMismatchIsReportedAtTheIntLink() throws {
        let finding = try #require(Check.run(sources: try swiftApp("Specs/NavigationStackBootcamp")).findings.first)
        #expect(finding.ruleID == "typed-path-mismatch")
        #expect(finding.file.lineText(finding.location.line).contains("NavigationLink(value: x)"))
    }

    /// What `extract` prints is a spec: read back, it gives the same findings (in the JSONC).
    @Test(arguments: seeds.map(\.0) + ownApps)
    func extractedSpecReadsBackWithTheSameFindings(app: String) throws {
        let set = try swiftApp(app)
        let (text, notes) = SpecWriter.extract(set, path: app)
        let findings = Check.run(sources: set).findings
        // What the front end could not resolve is a note of the extraction, not of the spec.
        let unresolved = findings.filter { $0.ruleID == SwiftFrontEnd.unresolvedID }
        #expect(notes.map(\.message) == unresolved.map(\.message))
        #expect(SpecWriter.extract(set, path: app).text == text)
        let back = Check.run(SourceFile(path: "extracted.jsonc", text: text))
        #expect(back.analysis != nil, "\(back.findings.map(\.message))")
        #expect(back.findings.map(\.ruleID).sorted() == findings.filter { $0.ruleID != SwiftFrontEnd.unresolvedID }.map(\.ruleID).sorted())
    }
}

/// Swift sources given to the command line: suppression comments, overlays, exit codes.
@Suite struct SwiftInputTests {
    static let lazy = """
    import SwiftUI

    @main
    struct ShopApp: App {
        var body: some Scene { WindowGroup { Catalog() } }
    }

    struct Product: Hashable {
        let id: Int
    }

    struct Catalog: View {
        let products: [Product] = []
        var body: some View {
            NavigationStack {
                List(products, id: \\.id) { product in
                    NavigationLink("Product", value: product)
                        .navigationDestination(for: Product.self) { product in ProductPage(product: product) }
                }
            }
        }
    }

    struct ProductPage: View {
        let product: Product
        var body: some View { Text("\\(product.id)") }
    }
    """

    func folder(_ files: [String: String]) throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("navlint-swift-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        for (name, text) in files { try text.write(toFile: dir + "/" + name, atomically: true, encoding: .utf8) }
        return dir
    }

    @Test func folderOfSwiftIsCheckedWithFindingsOnSwiftLines() throws {
        let dir = try folder(["Shop.swift": Self.lazy])
        let (code, out, _) = runCLI(["check", dir])
        #expect(code == .findings)
        #expect(out.hasPrefix("\(dir)/Shop.swift:18:22: error: navigationDestination(for: Product) is inside a lazy List"))
    }

    @Test func disableCommentsDropTheFindingOnTheirLine() throws {
        let modifier = "\n                    .navigationDestination"
        let this = Self.lazy.replacingOccurrences(of: "ProductPage(product: product) }",
                                                  with: "ProductPage(product: product) } // navlint:disable:this destination-in-lazy-container")
        #expect(runCLI(["check", try folder(["Shop.swift": this])]).0 == .success)
        let next = Self.lazy.replacingOccurrences(of: modifier, with: "\n// navlint:disable:next destination-in-lazy-container" + modifier)
        #expect(runCLI(["check", try folder(["Shop.swift": next])]).0 == .success)
        let range = Self.lazy.replacingOccurrences(of: "struct Catalog", with: "// navlint:disable destination-in-lazy-container\nstruct Catalog")
        #expect(runCLI(["check", try folder(["Shop.swift": range])]).0 == .success)
        let wrongLine = Self.lazy.replacingOccurrences(of: "        NavigationStack {", with: "        // navlint:disable:next destination-in-lazy-container\n        NavigationStack {")
        #expect(wrongLine != Self.lazy)
        #expect(runCLI(["check", try folder(["Shop.swift": wrongLine])]).0 == .findings)
        let misspelt = try folder(["Shop.swift": "// navlint:disable:next destination-in-lazy-contaner\n" + Self.lazy])
        let (code, out, _) = runCLI(["check", misspelt])
        #expect(code == .findings)
        #expect(out.contains("Shop.swift:1:1: error: unknown rule 'destination-in-lazy-contaner' in 'navlint:disable:next' [invalid-spec]"))
    }

    @Test func overlayAddsRoutesWhoseProblemsPointIntoIt() throws {
        let overlay = """
        {
          "navlint": 1,
          "deepLinks": {
            "routes": [ { "id": "product", "pattern": "product/{id}", "push": ["Product"] } ],
            "examples": [ { "url": "shop://product/1", "expect": { "route": "product", "screens": ["Catalog"] } } ]
          }
        }
        """
        let dir = try folder(["Shop.swift": Self.lazy.replacingOccurrences(of: "List(products, id: \\.id) { product in", with: "VStack {\nForEach(products, id: \\.id) { product in"
            ).replacingOccurrences(of: "                }\n            }\n        }\n    }", with: "                }}\n            }\n        }\n    }"), "shop.overlay.json": overlay])
        let (code, out, _) = runCLI(["check", dir])
        #expect(code == .findings)
        #expect(out.contains("\(dir)/shop.overlay.json:5:"), "\(out)")
        #expect(out.contains("[broken-deep-link]"))
        // The same overlay named on the command line beside a Swift file.
        try FileManager.default.moveItem(atPath: dir + "/shop.overlay.json", toPath: dir + "/routes.json")
        let (again, text, _) = runCLI(["check", dir + "/Shop.swift", dir + "/routes.json"])
        #expect(again == .findings)
        #expect(text.contains("\(dir)/routes.json:5:"))
    }

    @Test func extractPrintsTheSpecWithLocations() throws {
        let dir = try folder(["Shop.swift": Self.lazy])
        let (code, out, err) = runCLI(["extract", dir])
        #expect(code == .success)
        #expect(err.isEmpty)
        #expect(out.contains("\"Catalog\": { // \(dir)/Shop.swift:"))
        #expect(out.contains("\"in\": [\"List\"]"))
        // Each container with the id an overlay's route names it by.
        #expect(out.contains("\"root\": { // \(dir)/Shop.swift:15, id root.stack\n"))
    }

    @Test func explainTellsWhatAnUnresolvedNoteIs() {
        let (code, out, _) = runCLI(["explain", "extract-unresolved"])
        #expect(code == .success)
        #expect(out.hasPrefix("extract-unresolved (note, from the Swift front end; not a rule)\n"))
    }

    @Test func unreadableTypeIsANoteNotAnError() throws {
        let dir = try folder(["Shop.swift": Self.lazy.replacingOccurrences(of: "value: product)", with: "value: lookup())")])
        let (code, out, _) = runCLI(["check", dir, "--fail-on", "note"])
        #expect(code == .findings)
        #expect(out.contains("note: the type of the value pushed here cannot be told from the code ('lookup()') [extract-unresolved]"))
    }
}
