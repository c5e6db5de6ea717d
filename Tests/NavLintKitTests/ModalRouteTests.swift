import Foundation
import Testing
@testable import NavLintKit

/// Routes into stacks inside modals (SPEC 6.6): they act while the modal is up, or present
/// it first when the route presents it; an example that cannot act from launch is reported.
@Suite struct ModalRouteTests {
    static func spec(route: String, example: String = "") -> String {
        """
        { "navlint": 1, "types": { "Privacy": {} },
          "root": { "stack": { "root": "Home" } },
          "screens": {
            "Home": { "actions": [ { "present": "SettingsSheet", "style": "sheet", "label": "Settings" } ] },
            "SettingsSheet": { "embeds": { "stack": { "id": "settings", "root": "Settings" } } },
            "Settings": { "title": "Settings", "destinations": [ { "for": "Privacy", "screen": "PrivacyView" } ],
                          "actions": [ { "push": "Privacy", "label": "Privacy" } ] },
            "PrivacyView": { "title": "Privacy" } },
          "deepLinks": { "schemes": ["app"], "routes": [ { "id": "privacy", "pattern": "settings/privacy", \(route) } ]\(example) } }
        """
    }

    static func file(_ text: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("modal-route-\(UUID().uuidString).json")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    @Test func aRouteActsInTheSheetWhileItIsUp() throws {
        let text = Self.spec(route: #""stack": "settings", "popToRoot": true, "push": ["Privacy"]"#)
        let model = try #require(load(text).model, "\(load(text).problems.map(\.message))")
        // Not underneath the sheet: in it.
        #expect(Linter.lint(model).isEmpty)
        let (code, out, _) = runCLI(["resolve", try Self.file(text), "app://settings/privacy", "--from", "screen:Settings"])
        #expect(code == .success)
        #expect(out.hasSuffix("""
              from: tap "Settings" (present sheet SettingsSheet)
              1. pop to root (already there)
              2. push Privacy → PrivacyView
              result: Settings › Privacy

            """))
        let at = runCLI(["resolve", try Self.file(text), "app://settings/privacy"]).1
        #expect(at.contains("1. stack 'settings' is not on screen here"))
        _ = try FrameEngineTests.bothEngines(text)
    }

    // The frame graph follows routes into a modal's stack (in the top modal, or presenting it
    // first) and gives what the enumeration gives, traces included.
    @Test func bothEnginesFollowEveryKindOfRouteIntoASheetsStack() throws {
        let routes = [
            #""stack": "settings", "push": ["Privacy"]"#,
            #""stack": "settings", "popToRoot": true"#,
            #""stack": "settings", "dismissModals": true, "push": ["Privacy"]"#,
            #""stack": "settings", "popToRoot": true, "push": ["Privacy", "Privacy"]"#,
            #""present": "SettingsSheet", "style": "sheet", "stack": "settings", "push": ["Privacy"]"#,
            #""dismissModals": true, "present": "SettingsSheet", "style": "fullScreenCover", "stack": "settings", "push": ["Privacy", "Privacy"]"#,
        ]
        for route in routes {
            // PrivacyView hides its back button: a trap wherever a route leaves it on top.
            let text = Self.spec(route: route)
                .replacingOccurrences(of: #""PrivacyView": { "title": "Privacy" }"#,
                                      with: #""PrivacyView": { "title": "Privacy", "backButton": "hidden", "destinations": [ { "for": "Privacy", "screen": "PrivacyView" } ] }, "Alert": {}"#)
            _ = try FrameEngineTests.bothEngines(text)
        }
        // Under another sheet, one that does not hold the stack, nothing holds it: the route does nothing.
        let help = Self.spec(route: #""stack": "settings", "push": ["Privacy"]"#)
            .replacingOccurrences(of: #""label": "Settings" } ] },"#,
                                  with: #""label": "Settings" }, { "present": "Help", "style": "sheet", "label": "Help" } ] }, "Help": {},"#)
        #expect(try FrameEngineTests.bothEngines(help).isEmpty)
        // Presenting over the sheet, the route opened again acts under its own modal: enumerated.
        let over = Self.spec(route: #""stack": "settings", "push": ["Privacy"], "present": "Alert", "style": "sheet""#)
            .replacingOccurrences(of: #""PrivacyView": { "title": "Privacy" }"#, with: #""PrivacyView": {}, "Alert": {}"#)
        let model = try #require(load(over).model)
        #expect(FrameEngineTests.findings(model, engine: .fastest).exploration.statistics.map(\.fallback)
                == ["route 'privacy' may act on a stack in a modal under the top one"])
    }

    /// A reader sheet whose comments present another reader, and so on without end: a deep
    /// link into the reader's stack while comments are up changes the reader under them, from
    /// its first page or one pushed. The frame graph keeps the modals each one was presented
    /// over (Key.presenter); the enumeration agrees within its depth.
    static func reader(route: String) -> String {
        """
        { "navlint": 1, "types": { "Related": {} },
          "root": { "stack": { "id": "main", "root": "Home" } },
          "screens": {
            "Home": { "actions": [ { "present": "Reader", "style": "sheet", "label": "Read" } ] },
            "Reader": { "embeds": { "stack": { "id": "reader", "root": "Article" } } },
            "Article": { "destinations": [ { "for": "Related", "screen": "RelatedView" } ],
                         "actions": [ { "present": "Comments", "style": "sheet", "label": "Comments" } ] },
            "RelatedView": { "backButton": "hidden", "actions": [ { "present": "Comments", "style": "sheet", "label": "Comments" } ] },
            "Comments": { "actions": [ { "present": "Reader", "style": "sheet", "label": "Author" } ] } },
          "deepLinks": { "schemes": ["app"], "routes": [ { "id": "related", "pattern": "article/related", "stack": "reader", \(route) } ] } }
        """
    }

    @Test func aRouteIntoTheSheetUnderAnotherModalChangesItThere() throws {
        let pushes = try FrameEngineTests.framesBeyondEnumeration(Self.reader(route: #""push": ["Related"]"#), maxDepth: 6)
        #expect(pushes.map { "\($0.ruleID) \($0.trace.map(\.text).joined(separator: ", "))" } == [
            #"deep-link-only-screen tap "Read" (present sheet Reader), open app://article/related (deep link, route 'related')"#,
            #"deep-link-hidden-by-modal tap "Read" (present sheet Reader), tap "Comments" (present sheet Comments), "#
                + #"open app://article/related (deep link, route 'related')"#,
        ])
        _ = try FrameEngineTests.framesBeyondEnumeration(Self.reader(route: #""popToRoot": true, "push": ["Related", "Related"]"#), maxDepth: 6)
        // A photo over the comments a pushed page presented: the link pushes under both, and
        // dismissing the photo shows the comments over the new page, never shown before.
        let photo = Self.reader(route: #""push": ["Related"]"#)
            .replacingOccurrences(of: #"{ "present": "Reader", "style": "sheet", "label": "Author" }"#,
                                  with: #"{ "present": "Photo", "style": "sheet", "label": "Photo" }"#)
            .replacingOccurrences(of: #""RelatedView": {"#, with: #""Photo": {}, "RelatedView": {"#)
        let findings = try FrameEngineTests.bothEngines(photo)
        #expect(findings.map { "\($0.ruleID) \($0.trace.count)" } == ["deep-link-only-screen 2", "deep-link-hidden-by-modal 3"])
    }

    /// The reader's comments with a thread of their own: a deep link into the reader's stack
    /// while a reply is pushed in the comments changes the reader under them; Back on the reply
    /// shows the comment list over the new page, a configuration never shown before. Frames
    /// count a stack's entries up to the longest `pop n` only: with a `pop 2` in the app the
    /// reply's frame says it lies right over the list; without, the list stands for any page.
    static func thread(route: String, popTwo: Bool) -> String {
        let related = popTwo ? #"{ "pop": 2, "label": "Back to the issue" }, "# : ""
        return reader(route: route)
            .replacingOccurrences(of: #""Comments": { "actions": [ { "present": "Reader", "style": "sheet", "label": "Author" } ] } },"#, with: """
                "Comments": { "embeds": { "stack": { "id": "thread", "root": "CommentList" } } },
                "CommentList": { "destinations": [ { "for": "Reply", "screen": "ReplyView" } ], "actions": [ { "push": ["Reply"], "label": "Replies" } ] },
                "ReplyView": { "actions": [ { "present": "Reader", "style": "sheet", "label": "Author" } ] } },
            """)
            .replacingOccurrences(of: #""RelatedView": { "backButton": "hidden", "actions": ["#, with: #""RelatedView": { "backButton": "hidden", "actions": ["# + related)
            .replacingOccurrences(of: #""types": { "Related": {} }"#, with: #""types": { "Related": {}, "Reply": {} }"#)
    }

    @Test func aRouteIntoTheSheetUnderAPushedPageOfAnotherModalChangesItThere() throws {
        let pushes = try FrameEngineTests.framesBeyondEnumeration(Self.thread(route: #""push": ["Related"]"#, popTwo: true), maxDepth: 6)
        #expect(pushes.map { "\($0.ruleID) \($0.trace.count)" } == ["deep-link-only-screen 2", "deep-link-hidden-by-modal 3"])
        _ = try FrameEngineTests.framesBeyondEnumeration(Self.thread(route: #""popToRoot": true, "push": ["Related", "Related"]"#, popTwo: true),
                                                         maxDepth: 6)
        // A link whose push resolves nowhere in the reader changes nothing there: it only fails,
        // whatever lies under the reply.
        let nowhere = try FrameEngineTests.framesBeyondEnumeration(Self.thread(route: #""push": ["Reply"]"#, popTwo: false), maxDepth: 6)
        #expect(nowhere.map(\.ruleID) == ["unreachable-destination", "unreachable-screen", "deep-link-hidden-by-modal"])
        // Without the `pop 2`, the reply's frame stands for replies at any depth: enumerated.
        let model = try #require(load(Self.thread(route: #""push": ["Related"]"#, popTwo: false)).model)
        #expect(FrameEngineTests.findings(model, engine: .fastest).exploration.statistics.map(\.fallback)
                == ["route 'related' may act on a stack in a modal under the top one"])
    }

    @Test func anExampleThatCannotActAtLaunchIsBroken() throws {
        let example = #", "examples": [ { "url": "app://settings/privacy", "expect": { "route": "privacy", "screens": ["Settings", "PrivacyView"] } } ]"#
        let model = try #require(load(Self.spec(route: #""stack": "settings", "push": ["Privacy"]"#, example: example)).model)
        let findings = Linter.lint(model)
        #expect(findings.map { "\($0.location.line) \($0.ruleID)" } == ["9 broken-deep-link"])
        #expect(findings.first?.message.hasPrefix("'app://settings/privacy' does nothing when opened at launch") == true)
        // Presenting the sheet in the route makes it act from launch, and the breadcrumb is the sheet's stack.
        let presenting = Self.spec(route: #""dismissModals": true, "present": "SettingsSheet", "style": "sheet", "stack": "settings", "push": ["Privacy"]"#, example: example)
        let fixed = try #require(load(presenting).model)
        #expect(Linter.lint(fixed).isEmpty)
        let wrong = presenting.replacingOccurrences(of: #""screens": ["Settings", "PrivacyView"]"#, with: #""screens": ["PrivacyView"]"#)
        #expect(Linter.lint(try #require(load(wrong).model)).map(\.message) == ["'app://settings/privacy' shows Settings › PrivacyView, expected PrivacyView"])
    }
}
