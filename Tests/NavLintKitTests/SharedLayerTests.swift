import Foundation
import NavLintGenerators
import Testing
@testable import NavLintKit

/// Presented stacks alike (the same root screen, no path binding, named by nothing) share one
/// layer of the frame graph (Model.stacksAlike): the graph grows with the content, not with
/// content × call sites, and the findings stay those of the enumeration, which keeps them apart.
@Suite struct SharedLayerTests {
    /// The random specs of several streams with every screen presented by name made a stack of
    /// its own around that screen: each call site's stack is another container, so most specs
    /// present stacks alike from several screens (and routes).
    @Test func stacksAlikeAgreeWithEnumeration() throws {
        let streams: [(String, (UInt64) -> String)] = [
            ("plain", { randomFrameSpec(seed: $0) }),
            ("coupled", { randomFrameSpec(seed: $0, coupled: true) }),
            ("under", { randomFrameSpec(seed: $0, underModal: true) }),
            ("returns", { ReturnFrameTests.randomSpec(seed: $0) }),
        ]
        let seeds = ScaleShapeTests.slow ? UInt64(1)...300 : UInt64(1)...24
        var sharing = 0
        let cases = streams.flatMap { stream in seeds.map { (stream, $0) } }
        let run = try FrameEngineTests.randomAgreement(cases, label: { "\($0.0.0) seed \($0.1)" }, make: { element in
            let text = Self.wrapped(element.0.1(element.1))
            // A named stack the wrapping now puts inside a modal may be one a route cannot name.
            return load(text).model != nil ? text : nil
        }) { _, _, result in
            if !result.model.stacksAlike().isEmpty { sharing += 1 }
        }
        print("shared layers: \(run.compared) specs compared, \(sharing) of them sharing a layer")
        #expect(sharing * 8 >= seeds.count * streams.count, "\(sharing)")
    }

    /// `"present": "S1", "style": "sheet"` becomes `"present": { "stack": { "root": "S1" } }, …`.
    static func wrapped(_ text: String) -> String {
        let pattern = try! NSRegularExpression(pattern: #""present": "([A-Z][A-Za-z0-9]*)", "style": "(sheet|fullScreenCover|popover)""#)
        let range = NSRange(text.startIndex..., in: text)
        return pattern.stringByReplacingMatches(in: text, range: range, withTemplate: #""present": { "stack": { "root": "$1" } }, "style": "$2""#)
    }

    /// Two call sites' sheets alike: a swipe down closes the one up, whichever it is, and the
    /// trace through the second call site's sheet replays (the engines agree, traces included).
    @Test func swipeDownThroughTheSecondCallSite() throws {
        let findings = try FrameEngineTests.bothEngines("""
            { "navlint": 1, "types": { "Post": {}, "User": {} },
              "root": { "stack": { "root": "Feed" } },
              "screens": {
                "Feed": { "destinations": [ { "for": "Post", "screen": "Post" }, { "for": "User", "screen": "Profile" } ],
                          "actions": [ { "push": "Post", "label": "Open" } ] },
                "Post": { "actions": [ { "present": { "stack": { "root": "Comments" } }, "style": "sheet", "label": "Comments" },
                                       { "push": "User", "label": "Author" } ] },
                "Profile": { "actions": [ { "present": { "stack": { "root": "Comments" } }, "style": "sheet", "label": "Replies" } ] },
                "Comments": { "actions": [ { "present": "Report", "style": "fullScreenCover", "label": "Report" } ] },
                "Report": { "interactiveDismiss": false } } }
            """)
        let trap = try #require(findings.first { $0.ruleID == "navigation-trap" })
        #expect(trap.trace.map(\.text) == ["tap \"Open\" (push Post → Post)", "tap \"Comments\" (present sheet NavigationStack(Comments))",
                                          "tap \"Report\" (present fullScreenCover Report)"])
    }

    /// A stack pushed inside a sheet's stack written at two call sites: one nested-stack
    /// finding, naming the first call site's stack on screen, with the shortest trace (a stack
    /// inside a stack's content is the enumeration's). `orphanFirst`: the first call site is on
    /// a screen nothing shows, so the finding names the second (Containment lists one stack per
    /// class of stacks alike).
    @Test(arguments: [false, true]) func nestedStackInASheetWrittenTwiceIsOneFinding(orphanFirst: Bool) throws {
        let sheet = #"{ "present": { "stack": { "root": "SheetHome" } }, "style": "sheet", "label": "A" }"#
        let home = orphanFirst ? #""Orphan": { "actions": [ \#(sheet) ] }, "Home": { "actions": [ "#
                               : #""Home": { "actions": [ \#(sheet), "#
        let findings = Linter.lint(try #require(load("""
            { "navlint": 1, "types": { "T": {} },
              "root": { "stack": { "root": "Home" } },
              "screens": {
                \(home){ "present": { "stack": { "root": "SheetHome" } }, "style": "sheet", "label": "B" } ] },
                "SheetHome": { "destinations": [ { "for": "T", "screen": { "stack": { "root": "D" } } } ],
                               "actions": [ { "push": "T" }, { "dismiss": true } ] },
                "D": {} } }
            """).model)).filter { $0.ruleID == "nested-stack" }
        #expect(findings.map(\.message) == ["NavigationStack 'SheetHome.destinations.0.stack' is inside NavigationStack "
                                            + "'Home.actions.0.stack' in the same presentation; keep one stack per presentation"])
        #expect(findings.map { $0.trace.map(\.text) } == [["tap \"\(orphanFirst ? "B" : "A")\" (present sheet NavigationStack(SheetHome))",
                                                           "push T → NavigationStack(D) (on \"SheetHome\")"]])
    }

    /// Each call site wraps the TabView in a stack of its own: each is reported, though
    /// Containment lists the class once.
    @Test func stackAroundATabViewReportedAtEachCallSite() throws {
        let findings = Linter.lint(try #require(load("""
            { "navlint": 1,
              "root": { "stack": { "root": "Home" } },
              "screens": {
                "Home": { "actions": [ { "present": { "stack": { "root": "Sheet" } }, "style": "sheet", "label": "A" },
                                       { "present": { "stack": { "root": "Sheet" } }, "style": "sheet", "label": "B" } ] },
                "Sheet": { "embeds": { "tabs": { "selection": "binding", "items": [ { "id": "x", "content": "X" }, { "id": "y", "content": "Y" } ] } },
                           "actions": [ { "dismiss": true } ] },
                "X": {}, "Y": {} } }
            """).model)).filter { $0.ruleID == "shared-stack-across-tabs" }
        #expect(findings.map(\.subject) == ["Home.actions.0.stack", "Home.actions.1.stack"])
    }

    /// The social benchmark's shape: nodes grow with the content screens, not with content
    /// screens × the sheets' call sites (a sheet on every 4th screen).
    @Test func socialShapeIsLinearInItsContent() throws {
        func states(_ content: Int) throws -> Int {
            var app = SocialApp()
            (app.tabs, app.content, app.links, app.sheetEvery) = (1, content, 3, 4)
            let result = Check.run(SourceFile(path: "social.json", text: app.spec))
            return try #require(result.analysis).exploration.stateCount
        }
        let (small, large) = (try states(100), try states(400))
        #expect(large <= 4 * small + 20, "\(small) → \(large)")
    }
}
