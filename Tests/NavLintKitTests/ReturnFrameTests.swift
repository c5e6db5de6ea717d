import Testing
@testable import NavLintKit

/// A modal that pops the root stack under it while it stays up, with the root layer's pushes
/// searched as calls (FrameReturns): the sheet shows again over whatever pushed the screen it
/// covered, for stacks of any height, on the frame graph.
@Suite struct ReturnFrameTests {
    /// Notes that link to one another without end, and an edit sheet whose "Delete" pops the
    /// note under it and leaves the sheet up (`router.path.removeLast()` alone, no `dismiss()`).
    /// SHEET, DONE and ROUTES are filled in per test.
    static let notes = """
        { "navlint": 1, "types": { "Note": {} },
          "root": { "stack": { "id": "main", "root": "NoteList" } },
          "screens": {
            "NoteList": { "destinations": [ { "for": "Note", "screen": "NoteDetail" } ],
                          "actions": [ { "push": "Note", "label": "Groceries" } ] },
            "NoteDetail": { "actions": [ { "push": "Note", "label": "Related" },
                                         { "present": "EditNote", "style": "SHEET", "label": "Edit" } ] },
            "EditNote": { "actions": [ { "pop": 1, "via": "code", "stack": "main", "label": "Delete" }DONE ] } }ROUTES }
        """

    static func notes(sheet: String = "sheet", done: Bool = true, routes: String = "") -> String {
        notes.replacingOccurrences(of: "SHEET", with: sheet)
            .replacingOccurrences(of: "DONE", with: done ? #", { "dismiss": true, "label": "Done" }"# : "")
            .replacingOccurrences(of: "ROUTES", with: routes.isEmpty ? "" : #", "deepLinks": { "schemes": ["app"], "routes": [ \#(routes) ] }"#)
    }

    /// The list of notes ("Groceries" pushes one) and `screens`, the rest of the app, with `routes`.
    static func noteList(_ screens: String, routes: String = "") -> String {
        """
        { "navlint": 1, "types": { "Note": {} },
          "root": { "stack": { "id": "main", "root": "NoteList" } },
          "screens": {
            "NoteList": { "destinations": [ { "for": "Note", "screen": "NoteDetail" } ], "actions": [ { "push": "Note", "label": "Groceries" } ] },
        \(screens) }\(routes.isEmpty ? "" : #", "deepLinks": { "schemes": ["app"], "routes": [ \#(routes) ] }"#) }
        """
    }

    /// "Delete" pressed again over the list pops past the stack's root: the shortest way goes
    /// through a return (the sheet over the list, which pushed the note).
    @Test func aSecondDeleteOverTheListPopsPastTheRoot() throws {
        let findings = try FrameEngineTests.framesBeyondEnumeration(Self.notes())
        let crash = try #require(findings.first { $0.ruleID == "pop-past-root" })
        #expect(crash.trace.map(\.text) == [#"tap "Groceries" (push Note → NoteDetail)"#, #"tap "Edit" (present sheet EditNote)"#,
                                            #"tap "Delete" (pop)"#, #"tap "Delete" (pop)"#])
        #expect(findings.map(\.ruleID) == ["pop-past-root"])
    }

    /// A cover without a way to dismiss it: "Delete" only moves what lies under it, so the
    /// user is trapped, over the note and over the list alike.
    @Test func aCoverThatOnlyPopsUnderItTrapsTheUser() throws {
        let findings = try FrameEngineTests.framesBeyondEnumeration(Self.notes(sheet: "fullScreenCover", done: false))
        let trap = try #require(findings.first { $0.ruleID == "navigation-trap" })
        #expect(trap.trace.map(\.text) == [#"tap "Groceries" (push Note → NoteDetail)"#, #"tap "Edit" (present fullScreenCover EditNote)"#])
        #expect(findings.map(\.ruleID) == ["navigation-trap", "pop-past-root"])
    }

    /// A confirmation sheet over the edit sheet pops the note under both: both stay up over
    /// the list, and "Done" on the edit sheet, once the confirmation is gone, shows the list.
    /// A fourth "Delete" pops past the root.
    @Test func aSheetOverTheEditSheetPopsUnderBoth() throws {
        let text = Self.notes().replacingOccurrences(of: #"{ "pop": 1, "via": "code", "stack": "main", "label": "Delete" }"#, with:
            #"{ "present": "Confirm", "style": "sheet", "label": "Delete…" } ] }, "Confirm": { "actions": [ { "pop": 1, "via": "code", "stack": "main", "label": "Delete" }, { "dismiss": true, "label": "Keep" }"#)
        let findings = try FrameEngineTests.framesBeyondEnumeration(text)
        let crash = try #require(findings.first { $0.ruleID == "pop-past-root" })
        #expect(crash.trace.map(\.text).suffix(3) == [#"tap "Delete…" (present sheet Confirm)"#, #"tap "Delete" (pop)"#, #"tap "Delete" (pop)"#])
    }

    /// The confirmation pops the note under both sheets and closes itself: the edit sheet stays
    /// up over the list (a return out of the note's call that leaves the sheet under the
    /// confirmation), and a second confirmed Delete pops past the list.
    @Test func aConfirmationThatClosesAsItPopsLeavesTheEditSheetUp() throws {
        let text = Self.notes().replacingOccurrences(of: #"{ "pop": 1, "via": "code", "stack": "main", "label": "Delete" }"#, with:
            #"{ "present": "Confirm", "style": "sheet", "label": "Delete…" } ] }, "Confirm": { "actions": [ { "pop": 1, "via": "code", "stack": "main", "label": "Delete", "dismisses": true }, { "dismiss": true, "label": "Keep" }"#)
        let findings = try FrameEngineTests.framesBeyondEnumeration(text)
        let crash = try #require(findings.first { $0.ruleID == "pop-past-root" })
        #expect(crash.trace.map(\.text) == [#"tap "Groceries" (push Note → NoteDetail)"#, #"tap "Edit" (present sheet EditNote)"#,
                                            #"tap "Delete…" (present sheet Confirm)"#, #"tap "Delete" (pop and dismiss)"#,
                                            #"tap "Delete…" (present sheet Confirm)"#, #"tap "Delete" (pop and dismiss)"#])
        #expect(findings.map(\.ruleID) == ["pop-past-root"])
    }

    /// A deep link that starts the stack over with one note is a call from the list: the sheet
    /// over that note returns to the list too.
    @Test func aDeepLinkThatStartsOverWithOneNoteIsACall() throws {
        let routes = #"{ "id": "note", "pattern": "note/{id}", "stack": "main", "push": ["Note"], "dismissModals": true, "popToRoot": true }"#
        let findings = try FrameEngineTests.framesBeyondEnumeration(Self.notes(routes: routes))
        #expect(findings.map(\.ruleID) == ["pop-past-root"])
    }

    /// A deep link that starts the stack over with a note and leaves the edit sheet up: what it
    /// leaves under the sheet is judged after the search (is it trapped?), and the note it makes
    /// there is not a second way to that note for the sheet's Delete to return from.
    @Test func aDeepLinkUnderTheEditSheetIsNoSecondWayToTheNote() throws {
        let routes = #"{ "id": "note", "pattern": "note/{id}", "stack": "main", "push": ["Note"], "popToRoot": true }"#
        let findings = try FrameEngineTests.framesBeyondEnumeration(Self.notes(routes: routes))
        #expect(findings.map(\.ruleID) == ["pop-past-root", "deep-link-hidden-by-modal"])
        let hidden = try #require(findings.last)
        #expect(hidden.trace.map(\.text) == [#"tap "Groceries" (push Note → NoteDetail)"#, #"tap "Edit" (present sheet EditNote)"#,
                                             "open app://note/1 (deep link, route 'note')"])
    }

    /// A deep link that pushes a note and a comment on it makes the note over the list without
    /// showing it: a call entered at the comment (the note is a key of the call's own). The
    /// edit sheet over the comment pops the comment, then the note, then past the list: the
    /// third Delete crashes, and the shortest way there is the deep link's.
    @Test func aDeepLinkThatPushesTwoIsACallEnteredAtTheSecond() throws {
        let text = """
            { "navlint": 1, "types": { "Note": {}, "Comment": {} },
              "root": { "stack": { "id": "main", "root": "NoteList" } },
              "screens": {
                "NoteList": { "destinations": [ { "for": "Note", "screen": "NoteDetail" }, { "for": "Comment", "screen": "CommentView" } ] },
                "NoteDetail": { "actions": [ { "push": "Comment", "label": "Reply" } ] },
                "CommentView": { "actions": [ { "present": "EditComment", "style": "sheet", "label": "Edit" } ] },
                "EditComment": { "actions": [ { "pop": 1, "via": "code", "stack": "main", "label": "Delete" }, { "dismiss": true, "label": "Done" } ] } },
              "deepLinks": { "schemes": ["app"], "routes": [
                { "id": "comment", "pattern": "comment", "stack": "main", "push": ["Note", "Comment"], "dismissModals": true, "popToRoot": true } ] } }
            """
        let findings = try FrameEngineTests.bothEngines(text)
        let crash = try #require(findings.first { $0.ruleID == "pop-past-root" })
        #expect(crash.trace.map(\.text) == ["open app://comment (deep link, route 'comment')", #"tap "Edit" (present sheet EditComment)"#,
                                            #"tap "Delete" (pop)"#, #"tap "Delete" (pop)"#, #"tap "Delete" (pop)"#])
        #expect(findings.map(\.ruleID).sorted() == ["deep-link-only-screen", "deep-link-only-screen", "deep-link-only-screen", "pop-past-root"])
    }

    /// A deep link that opens the edit sheet over a note it pushes: a call entered at the
    /// sheet, whose second Delete pops past the list.
    @Test func aDeepLinksSheetOverANoteItPushedIsACallEnteredAtTheSheet() throws {
        let findings = try FrameEngineTests.framesBeyondEnumeration(Self.notes(routes: Self.editRoute))
        #expect(findings.map(\.ruleID) == ["pop-past-root"])
        #expect(findings.first?.trace.map(\.text) == ["open app://edit (deep link, route 'edit')", #"tap "Delete" (pop)"#, #"tap "Delete" (pop)"#])
    }

    /// Where the note hides its back button and only the deep link's sheet can pop it, the sheet
    /// is no trap (Delete, then Done) though the note left alone is: the escapes do not follow
    /// a route's sheet popping under it, so the component is enumerated.
    @Test func aDeepLinksSheetThatAloneFreesANoteIsEnumerated() throws {
        let text = Self.noteList("""
            "NoteDetail": { "backButton": "hidden", "actions": [ { "push": "Note", "label": "Related" } ] },
            "EditNote": { "actions": [ { "pop": 1, "via": "code", "stack": "main", "label": "Delete" }, { "dismiss": true, "label": "Done" } ] }
            """, routes: Self.editRoute)
        let model = try #require(load(text).model)
        #expect(FrameEngineTests.findings(model, engine: .fastest).exploration.statistics.map(\.fallback) == [FrameSearch.popsShownBefore])
    }

    /// A sheet only a deep link presents, over the list, that appends a note under it ("Next")
    /// and pops it again ("Previous"); the note hides its back button. The sheet over the note
    /// is no trap (Previous, then Done), though the note alone is: the escapes do not follow the
    /// route's sheet popping under it, and a return that joins the sheet over the list, found
    /// before, shows it. Enumerated (the frame graph called the sheet a trap).
    @Test func aDeepLinksSheetThatPushesWhatOnlyItPopsIsEnumerated() throws {
        let text = """
            { "navlint": 1, "types": { "Note": {} },
              "root": { "stack": { "id": "main", "root": "NoteList" } },
              "screens": {
                "NoteList": { "destinations": [ { "for": "Note", "screen": "NoteDetail" } ] },
                "NoteDetail": { "backButton": "hidden" },
                "Reader": { "actions": [ { "push": "Note", "via": "code", "stack": "main", "label": "Next" },
                                         { "pop": 1, "via": "code", "stack": "main", "label": "Previous" }, { "dismiss": true, "label": "Done" } ] } },
              "deepLinks": { "schemes": ["app"], "routes": [ { "id": "read", "pattern": "read", "present": "Reader", "style": "sheet" } ] } }
            """
        let model = try #require(load(text).model)
        let run = FrameEngineTests.findings(model, engine: .fastest)
        #expect(run.exploration.statistics.map(\.fallback) == [FrameSearch.clearsUnder])
        #expect(!run.findings.contains { $0.ruleID == "navigation-trap" && $0.subject == "Reader" })
        #expect(run.findings.contains { $0.ruleID == "navigation-trap" && $0.subject == "NoteDetail" })
    }

    /// "Back two" on a note pops two entries of the root stack, so the nodes keep windows of two
    /// entries; the sheet pops only one under it at a time, so pushes are still calls (a pop of
    /// two on the root layer returns onto a configuration shown before, in no call's way). A
    /// deep link's call entered at its second note has the list under it: "Back two" there
    /// shows the list.
    @Test func aBackTwoOnTheStackLeavesPushesCalls() throws {
        let route = #"{ "id": "pair", "pattern": "pair", "stack": "main", "push": ["Note", "Note"], "dismissModals": true, "popToRoot": true, "present": "EditNote", "style": "sheet" }"#
        let text = Self.notes(routes: route).replacingOccurrences(of: #"{ "push": "Note", "label": "Related" },"#,
                                                                  with: #"{ "push": "Note", "label": "Related" }, { "pop": 2, "via": "code", "label": "Back two" },"#)
        let findings = try FrameEngineTests.framesBeyondEnumeration(text)
        #expect(findings.map(\.ruleID) == ["pop-past-root", "pop-past-root"])
        #expect(findings.first?.trace.map(\.text) == [#"tap "Groceries" (push Note → NoteDetail)"#, #"tap "Back two" (pop 2)"#])
    }

    /// A sheet with tabs whose second tab's "Delete" pops the note under it (the first tab only
    /// edits): the sheet, at that tab's first frame, is the call's exit as it would be at the
    /// first tab's, and shows again on that tab over the list; a second Delete pops past the root.
    @Test func aSheetsSecondTabThatPopsUnderItReturnsOnThatTab() throws {
        let text = Self.noteList("""
            "NoteDetail": { "actions": [ { "push": "Note", "label": "Related" },
              { "present": { "tabs": { "selection": "binding", "items": [ { "id": "edit", "content": "EditNote" }, { "id": "history", "content": "NoteHistory" } ] } },
                "style": "sheet", "label": "More" } ] },
            "EditNote": { "actions": [ { "dismiss": true, "label": "Done" } ] },
            "NoteHistory": { "actions": [ { "pop": 1, "via": "code", "stack": "main", "label": "Delete" }, { "dismiss": true, "label": "Done" } ] }
            """)
        let findings = try FrameEngineTests.framesBeyondEnumeration(text)
        #expect(findings.map(\.ruleID) == ["pop-past-root"])
        #expect(findings.first?.trace.map(\.text) == [#"tap "Groceries" (push Note → NoteDetail)"#, #"tap "More" (present sheet TabView(EditNote))"#,
                                                       #"select tab "history""#, #"tap "Delete" (pop)"#, #"tap "Delete" (pop)"#])
    }

    /// A cover that pushes notes under it ("Add related") and pops them ("Delete"): the second
    /// push is a call whose caller, the first pushed note, was never shown; Delete returns the
    /// cover over it, still unseen, as the first push left it. The cover has no way out.
    @Test func aReturnOntoANoteNeverShownLeavesItUnseen() throws {
        let text = Self.noteList("""
            "NoteDetail": { "actions": [ { "present": "EditNote", "style": "fullScreenCover", "label": "Edit" } ] },
            "EditNote": { "actions": [ { "push": "Note", "via": "code", "stack": "main", "label": "Add related" },
                                       { "pop": 1, "via": "code", "stack": "main", "label": "Delete" } ] }
            """)
        let findings = try FrameEngineTests.framesBeyondEnumeration(text)
        #expect(findings.map(\.ruleID) == ["navigation-trap", "pop-past-root"])
        #expect(findings.last?.trace.map(\.text) == [#"tap "Groceries" (push Note → NoteDetail)"#, #"tap "Edit" (present fullScreenCover EditNote)"#,
                                                      #"tap "Delete" (pop)"#, #"tap "Delete" (pop)"#])
    }

    /// A sheet over the edit sheet whose "Duplicate" pushes a copy of the note under both: a
    /// call entered at the pair of sheets, whose nodes keep the edit sheet as the opener (not a
    /// session: a session's key holds what lies under it, and calls into it would nest without
    /// end). Delete on the edit sheet then returns over the first note.
    @Test func aSheetOverTheEditSheetThatPushesUnderBothEntersACall() throws {
        let text = Self.noteList("""
            "NoteDetail": { "actions": [ { "present": "EditNote", "style": "sheet", "label": "Edit" } ] },
            "EditNote": { "actions": [ { "pop": 1, "via": "code", "stack": "main", "label": "Delete" }, { "dismiss": true, "label": "Done" },
                                       { "present": "Duplicate", "style": "sheet", "label": "Duplicate…" } ] },
            "Duplicate": { "actions": [ { "push": "Note", "via": "code", "stack": "main", "label": "Duplicate" }, { "dismiss": true, "label": "Cancel" } ] }
            """)
        let findings = try FrameEngineTests.framesBeyondEnumeration(text)
        #expect(findings.map(\.ruleID) == ["pop-past-root"])
    }

    static let editRoute = #"{ "id": "edit", "pattern": "edit", "stack": "main", "push": ["Note"], "dismissModals": true, "popToRoot": true, "present": "EditNote", "style": "sheet" }"#

    @Test func randomSpecsWithModalsPoppingUnderThemAgreeWithEnumeration() throws {
        let seeds = ScaleShapeTests.slow ? UInt64(1)...800 : UInt64(1)...60
        let run = try FrameEngineTests.randomAgreement(seeds, label: { "seed \($0)" }, make: { Self.randomSpec(seed: $0) })
        print("modals popping under them on frames: \(run.framed) of \(seeds.count) random specs, \(run.compared) compared")
        #expect(run.framed * 10 >= seeds.count * 7, "\(run.framed)")
        #expect(run.compared * 10 >= seeds.count * 3, "\(run.compared)")
    }

    /// A root stack of content screens that push one another, modals (screens, or stacks of
    /// their own) that pop the stack under them by one, pop it to its root, push onto it (some
    /// of these closing the modal too), present one another or dismiss, and deep links that
    /// start over or push onto the top.
    static func randomSpec(seed: UInt64) -> String {
        var random = SplitMix(seed: seed &* 48_271 &+ 101)
        var closing = SplitMix(seed: seed &* 9_157 &+ 59)
        func pick<T>(_ list: [T]) -> T { list[random.next(in: 0...list.count - 1)] }
        let types = (0..<random.next(in: 1...3)).map { "T\($0)" }
        let content = (0..<random.next(in: 2...4)).map { "S\($0)" }
        let modals = (0..<random.next(in: 1...2)).map { "M\($0)" }
        var screens: [String] = []
        var destinations = types.map { #"{ "for": "\#($0)", "screen": "\#(pick(content))" }"# }
        if random.chance(20) { destinations.removeLast() }
        var home = [#"{ "push": "\#(types[0])" }"#]
        if random.chance(40) { home.append(#"{ "present": "\#(pick(modals))", "style": "sheet" }"#) }
        screens.append(#""Home": { "destinations": [\#(destinations.joined(separator: ", "))], "actions": [\#(home.joined(separator: ", "))] }"#)
        for name in content {
            var actions: [String] = []
            for _ in 0..<random.next(in: 1...2) { actions.append(#"{ "push": "\#(pick(types))" }"#) }
            if random.chance(15) { actions.append(#"{ "push": ["\#(pick(types))", "\#(pick(types))"], "via": "code" }"#) }
            if random.chance(70) {
                let style = random.chance(70) ? "sheet" : "fullScreenCover"
                let shown = random.chance(25) ? #"{ "stack": { "root": "\#(pick(modals))" } }"# : #""\#(pick(modals))""#
                actions.append(#"{ "present": \#(shown), "style": "\#(style)" }"#)
            }
            if random.chance(15) { actions.append(#"{ "pop": 1 }"#) }
            let back = random.chance(10) ? #", "backButton": "hidden""# : ""
            screens.append(#""\#(name)": { "actions": [\#(actions.joined(separator: ", "))]\#(back) }"#)
        }
        let routeCount = random.next(in: 0...2)
        for (k, name) in modals.enumerated() {
            var actions = [#"{ "pop": 1, "via": "code", "stack": "main" }"#]
            if random.chance(70) { actions.append(#"{ "dismiss": true }"#) }
            if random.chance(25) { actions.append(#"{ "popToRoot": true, "stack": "main" }"#) }
            if random.chance(10) { actions.append(#"{ "push": "\#(pick(types))", "via": "code", "stack": "main" }"#) }
            if random.chance(25), k + 1 < modals.count { actions.append(#"{ "present": "\#(modals[k + 1])", "style": "sheet" }"#) }
            if random.chance(20), routeCount > 0 { actions.append(#"{ "open": "app://r\#(random.next(in: 0...routeCount - 1))" }"#) }
            // Actions that also close the modal (`"dismisses"`), from a stream of their own.
            if closing.chance(40) {
                let verb = [#""pop": 1, "via": "code""#, #""popToRoot": true"#, #""push": "T0", "via": "code""#][closing.next(in: 0...2)]
                actions.append(#"{ \#(verb), "stack": "main", "dismisses": true }"#)
            }
            let swipe = random.chance(30) ? #", "interactiveDismiss": false"# : ""
            screens.append(#""\#(name)": { "actions": [\#(actions.joined(separator: ", "))]\#(swipe) }"#)
        }
        var routes: [String] = []
        for k in 0..<routeCount {
            switch random.next(in: 0...3) {
            case 0: routes.append(#"{ "id": "r\#(k)", "pattern": "r\#(k)", "stack": "main", "push": ["\#(pick(types))"], "dismissModals": true, "popToRoot": true }"#)
            case 1: routes.append(#"{ "id": "r\#(k)", "pattern": "r\#(k)", "stack": "main", "push": ["\#(pick(types))", "\#(pick(types))"], "dismissModals": true, "popToRoot": true }"#)
            case 2: routes.append(#"{ "id": "r\#(k)", "pattern": "r\#(k)", "stack": "main", "push": ["\#(pick(types))"] }"#)
            default: routes.append(#"{ "id": "r\#(k)", "pattern": "r\#(k)", "stack": "main", "push": ["\#(pick(types))"], "popToRoot": true, "present": "\#(pick(modals))", "style": "sheet" }"#)
            }
        }
        let links = routes.isEmpty ? "" : #", "deepLinks": { "schemes": ["app"], "routes": [\#(routes.joined(separator: ", "))] }"#
        return #"{ "navlint": 1, "types": { \#(types.map { #""\#($0)": {}"# }.joined(separator: ", ")) }, "root": { "stack": { "id": "main", "root": "Home" } }, "screens": { \#(screens.joined(separator: ", ")) }\#(links) }"#
    }
}
