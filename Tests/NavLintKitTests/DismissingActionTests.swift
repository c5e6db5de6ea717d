import Testing
@testable import NavLintKit

/// An action on the stack under a sheet that also closes the sheet, in one event
/// (`"dismisses"`: `dismiss(); router.path.removeLast()` in one closure).
@Suite struct DismissingActionTests {
    /// A note list, a note with an edit sheet whose Delete pops the note and closes the sheet,
    /// and whose "Open related" pushes another note under it and closes it. DELETE is the
    /// Delete action's extra keys.
    static let notes = """
        { "navlint": 1, "types": { "Note": {}, "Tag": {} },
          "root": { "stack": { "id": "main", "root": "NoteList" } },
          "screens": {
            "NoteList": { "destinations": [ { "for": "Note", "screen": "NoteDetail" } ],
                          "actions": [ { "push": "Note", "label": "Groceries" } ] },
            "NoteDetail": { "actions": [ { "present": "EditNote", "style": "sheet", "label": "Edit" } ] },
            "EditNote": { "actions": [ { "pop": 1, "via": "code", "stack": "main", "label": "Delete"DELETE },
                                       { "push": "Note", "via": "code", "stack": "main", "label": "Open related", "dismisses": true },
                                       { "dismiss": true, "label": "Done" } ] } } }
        """

    static func notes(delete: String) -> String { notes.replacingOccurrences(of: "DELETE", with: delete) }

    /// Delete closes the sheet as it pops: it cannot be pressed twice, so nothing crashes.
    @Test func aDeleteThatClosesTheSheetCannotPopPastTheRoot() throws {
        #expect(try FrameEngineTests.bothEngines(Self.notes(delete: #", "dismisses": true"#)).isEmpty)
        // Without it, the pop leaves the sheet up, and a second Delete pops past the list.
        let staying = try FrameEngineTests.framesBeyondEnumeration(Self.notes(delete: ""))
        #expect(staying.map(\.ruleID) == ["pop-past-root"])
    }

    /// A push under the sheet that closes it lands as a push from the note: its failure is
    /// found where the related note has no destination, with the trace through the sheet.
    @Test func aPushThatClosesTheSheetLandsOnTheStackUnderIt() throws {
        let text = Self.notes(delete: #", "dismisses": true"#).replacingOccurrences(of: #""push": "Note", "via": "code", "stack": "main""#,
                                                                                  with: #""push": "Tag", "via": "code", "stack": "main""#)
        let findings = try FrameEngineTests.bothEngines(text)
        let missing = try #require(findings.first { $0.ruleID == "missing-destination" })
        #expect(missing.trace.map(\.text) == [#"tap "Groceries" (push Note → NoteDetail)"#, #"tap "Edit" (present sheet EditNote)"#,
                                              #"tap "Open related" (append Tag and dismiss)"#])
        let opened = try FrameEngineTests.bothEngines(Self.notes(delete: #", "dismisses": true"#))
        #expect(opened.isEmpty)
    }

    /// Where the user can be trapped (a tag page without a way back), the action is followed
    /// where the sheet has a way out of its own (Done) and nothing under it is trapped: what it
    /// leaves is free or trapped as its own records say. "Open related" onto the tag page
    /// enters that trap from the sheet.
    @Test func whereTheUserCanBeTrappedTheSheetsOwnWayOutCounts() throws {
        let stuck = Self.notes(delete: #", "dismisses": true"#)
            .replacingOccurrences(of: #"[ { "for": "Note", "screen": "NoteDetail" } ],"#,
                                  with: #"[ { "for": "Note", "screen": "NoteDetail" }, { "for": "Tag", "screen": "Stuck" } ],"#)
            .replacingOccurrences(of: #"{ "push": "Note", "label": "Groceries" } ] },"#,
                                  with: #"{ "push": "Note", "label": "Groceries" }, { "push": "Tag", "label": "Tags" } ] }, "Stuck": { "backButton": "hidden" },"#)
        let model = try #require(load(stuck).model)
        #expect(FrameEngineTests.findings(model, engine: .fastest).exploration.components.map(\.engine) == ["frames"])
        let findings = try FrameEngineTests.bothEngines(stuck)
        #expect(findings.filter { $0.ruleID == "navigation-trap" }.map { $0.trace.map(\.text) } == [[#"tap "Tags" (push Tag → Stuck)"#]])
        let viaSheet = try FrameEngineTests.bothEngines(stuck.replacingOccurrences(of: #", { "push": "Tag", "label": "Tags" }"#, with: "")
            .replacingOccurrences(of: #"{ "push": "Note", "via": "code", "stack": "main", "label": "Open related""#,
                                  with: #"{ "push": "Tag", "via": "code", "stack": "main", "label": "Open related""#))
        let trap = try #require(viaSheet.first { $0.ruleID == "navigation-trap" })
        #expect(trap.trace.map(\.text).suffix(2) == [#"tap "Edit" (present sheet EditNote)"#, #"tap "Open related" (append Tag and dismiss)"#])
        // A cover whose only way out is such an action: the escapes would call it a trap.
        let cover = stuck.replacingOccurrences(of: #""style": "sheet""#, with: #""style": "fullScreenCover""#)
            .replacingOccurrences(of: #"{ "dismiss": true, "label": "Done" }"#, with: #"{ "popToRoot": true, "stack": "main", "label": "Done", "dismisses": true }"#)
        let covered = try #require(load(cover).model)
        #expect(FrameEngineTests.findings(covered, engine: .fastest).exploration.statistics.map(\.fallback) == [FrameSearch.dismissesUnder])
        // The sheet's note, whose back button is hidden, is no trap: Delete pops it and closes the sheet.
        let freed = Self.notes(delete: #", "dismisses": true"#).replacingOccurrences(of: #""NoteDetail": {"#, with: #""NoteDetail": { "backButton": "hidden","#)
        #expect(try FrameEngineTests.bothEngines(freed).isEmpty)
    }

    /// A confirmation over a settings sheet's page (the sheet has a stack of its own) whose
    /// "Sign out" pops the feed under both and closes itself, in an app with a paywall cover
    /// that traps the user: followed on frames, the confirmation having a way out of its own
    /// (Cancel). Over the feed's root the pop crashes, through the page and the confirmation.
    @Test func aConfirmationOverASettingsPageWhereTheUserCanBeTrapped() throws {
        let text = """
            { "navlint": 1, "types": { "Post": {}, "Account": {} },
              "root": { "stack": { "id": "main", "root": "Feed" } },
              "screens": {
                "Feed": { "destinations": [ { "for": "Post", "screen": "PostDetail" } ],
                          "actions": [ { "push": "Post", "label": "Open" }, { "present": "Paywall", "style": "fullScreenCover", "label": "Upgrade" },
                                       { "present": { "stack": { "id": "settings", "root": "SettingsHome" } }, "style": "sheet", "label": "Settings" } ] },
                "Paywall": {},
                "PostDetail": { "actions": [ { "push": "Post", "label": "Related" } ] },
                "SettingsHome": { "destinations": [ { "for": "Account", "screen": "AccountPage" } ],
                                  "actions": [ { "push": "Account", "label": "Account" }, { "dismiss": true, "label": "Close" } ] },
                "AccountPage": { "actions": [ { "present": "ConfirmSignOut", "style": "sheet", "label": "Sign out…" } ] },
                "ConfirmSignOut": { "actions": [ { "pop": 1, "via": "code", "stack": "main", "label": "Sign out", "dismisses": true },
                                                 { "dismiss": true, "label": "Cancel" } ] } } }
            """
        let model = try #require(load(text).model)
        #expect(FrameEngineTests.findings(model, engine: .fastest).exploration.components.map(\.engine) == ["frames"])
        let findings = try FrameEngineTests.bothEngines(text)
        #expect(findings.map(\.ruleID) == ["navigation-trap", "pop-past-root"])
        #expect(findings.last?.trace.map(\.text) == [#"tap "Settings" (present sheet settings)"#, #"tap "Account" (push Account → AccountPage)"#,
                                                     #"tap "Sign out…" (present sheet ConfirmSignOut)"#, #"tap "Sign out" (pop and dismiss)"#])
    }

    /// A deep link that pushes under the sheet and leaves it up, then "Open related" pushes
    /// and closes the sheet: the note lands over what the link pushed, a key the search made
    /// from the sheet over that screen; Delete pops it and lands where the sheet was over. The
    /// frame graph takes both, and follows the link as an edge where the route facts cannot
    /// judge what it leaves: it pushed two entries (Delete uncovers the first, never on top),
    /// or it presents a sheet of its own over the first (closing that one leaves the first over
    /// the changed stack).
    @Test func aDeepLinkUnderTheSheetThenAClosingPush() throws {
        func spec(_ route: String) -> String {
            """
            { "navlint": 1, "types": { "Note": {}, "Tag": {} },
              "root": { "stack": { "id": "main", "root": "NoteList" } },
              "screens": {
                "NoteList": { "destinations": [ { "for": "Note", "screen": "NoteDetail" }, { "for": "Tag", "screen": "TagView" } ],
                              "actions": [ { "push": "Note", "label": "Groceries" } ] },
                "NoteDetail": { "actions": [ { "present": "EditNote", "style": "sheet", "label": "Edit" } ] },
                "TagView": { "actions": [ { "present": "EditNote", "style": "sheet", "label": "Edit tag" } ] },
                "EditNote": { "actions": [ { "push": "Note", "via": "code", "stack": "main", "label": "Open related", "dismisses": true },
                                           { "pop": 1, "via": "code", "stack": "main", "label": "Delete", "dismisses": true },
                                           { "dismiss": true, "label": "Done" } ] } },
              "deepLinks": { "schemes": ["app"], "routes": [ { "id": "tag", "pattern": "tag", "stack": "main", "push": ["Tag"\(route) } ] } }
            """
        }
        let findings = try FrameEngineTests.bothEngines(spec("]"))
        let hidden = try #require(findings.first { $0.ruleID == "deep-link-hidden-by-modal" })
        #expect(hidden.trace.map(\.text) == [#"tap "Groceries" (push Note → NoteDetail)"#, #"tap "Edit" (present sheet EditNote)"#,
                                             "open app://tag (deep link, route 'tag')"])
        // Delete after a link that pushed two entries uncovers the first, never on top; a link
        // that presents a sheet of its own over the edit sheet leaves the edit sheet over what
        // that sheet's closing action changes. The route facts cannot judge either: the links are
        // followed as edges.
        let presentsTag = #", "present": "EditTag", "style": "sheet""#
        let overEdit = [#"tap "Groceries" (push Note → NoteDetail)"#, #"tap "Edit" (present sheet EditNote)"#, "open app://tag (deep link, route 'tag')"]
        let overOwn = ["open app://tag (deep link, route 'tag')", "open app://tag (deep link, route 'tag')"]
        for (route, shortest) in [(#", "Tag"]"#, overEdit), ("]" + presentsTag, overOwn)] {
            let text = spec(route).replacingOccurrences(of: #""TagView": {"#, with: """
                "EditTag": { "actions": [ { "push": "Note", "via": "code", "stack": "main", "label": "Tagged note", "dismisses": true } ] }, "TagView": {
                """)
            let model = try #require(load(text).model)
            #expect(FrameEngineTests.findings(model, engine: .fastest).exploration.components.map(\.engine) == ["frames"])
            let findings = try FrameEngineTests.bothEngines(text)
            let hidden = try #require(findings.first { $0.ruleID == "deep-link-hidden-by-modal" })
            #expect(hidden.trace.map(\.text) == shortest)
        }
        // A link that presents the edit sheet again over itself, whose Delete pops under both
        // and closes the top one: a chain of sheets that could grow without end, which the nodes
        // do not keep, or a session whose return out of a call is also a dismiss; enumerated.
        let model = try #require(load(spec(#"], "present": "EditNote", "style": "sheet""#)).model)
        #expect(FrameEngineTests.findings(model, engine: .fastest).exploration.statistics.map(\.fallback) == [FrameSearch.closesUnderLink])
    }

    @Test func dismissesNeedsAStackAndAChangeOfIt() {
        let screens = #""screens": { "A": { "actions": [ ACTION ] } }"#
        func problems(_ action: String) -> [String] {
            load(#"{ "navlint": 1, "types": { "T": {} }, "root": { "stack": { "id": "s", "root": "A" } }, "#
                 + screens.replacingOccurrences(of: "ACTION", with: action) + " }").problems.map(\.message)
        }
        #expect(problems(#"{ "pop": 1, "dismisses": true }"#)
                == [#""dismisses" needs the stack outside the presentation the action acts on ("stack"): a dismissed sheet takes its own stack with it"#])
        #expect(problems(#"{ "present": "A", "style": "sheet", "dismisses": true }"#) == [#""dismisses" applies to push, set, pop and popToRoot, not to "present""#])
        #expect(problems(#"{ "pop": 1, "stack": "s", "dismisses": true }"#).isEmpty)
    }
}
