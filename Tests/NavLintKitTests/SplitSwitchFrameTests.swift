import Testing
@testable import NavLintKit

/// A split view whose detail column is a switch of screens, next to a column with a stack
/// (SPEC 6.4, 6.5): the frame graph has one pane a case; a select of another case while
/// the stack is at its root shows that case's first frame, the whole configuration. Both
/// engines must agree.
@Suite struct SplitSwitchFrameTests {
    /// A notes app: folders, a list of notes in a stack, and a detail that shows an empty
    /// state or the editor; "New note" on the list shows the editor, whose stickers cover
    /// has no way out.
    static func notes(editor: String = "", by: String = "app", list: String = #", { "select": "editor", "label": "New note" }"#) -> String {
        """
        { "navlint": 1, "types": { "Note": {} },
          "root": { "split": { "sidebar": "Folders", "content": { "stack": { "id": "notes", "root": "NoteList" } }, "detail": "Detail" } },
          "screens": {
            "Folders": {},
            "NoteList": { "destinations": [ { "for": "Note", "screen": "NoteView" } ],
                          "actions": [ { "push": ["Note"], "label": "Open" }\(list) ] },
            "NoteView": { "actions": [ { "present": "Share", "style": "sheet", "label": "Share" } ] },
            "Share": {},
            "Detail": { "embeds": { "switch": { "id": "mode", "by": "\(by)",
                        "cases": [ { "id": "empty", "content": "Empty" }, { "id": "editor", "content": "Editor" } ] } } },
            "Empty": {},
            "Editor": { "actions": [ \(editor){ "present": "Stickers", "style": "fullScreenCover", "label": "Stickers" } ] },
            "Stickers": {} } }
        """
    }

    @Test func aSelectWithTheStackAtItsRootShowsTheCase() throws {
        let findings = try FrameEngineTests.bothEngines(Self.notes())
        #expect(findings.map { "\($0.ruleID) \($0.subject) \($0.trace.map(\.text))" } == [
            #"navigation-trap Stickers ["tap \"New note\" (show \"editor\")", "tap \"Stickers\" (present fullScreenCover Stickers)"]"#,
        ])
        // By the environment, each case is a launch of its own.
        let environment = try FrameEngineTests.bothEngines(Self.notes(by: "environment", list: ""))
        #expect(environment.map { "\($0.ruleID) \($0.trace.count)" } == ["navigation-trap 2"])
        #expect(environment.first?.trace.first?.text == #"launch where the environment shows case "editor" of switch 'mode'"#)
    }

    @Test func aSelectWithAPathOnTheStackIsEnumerated() throws {
        // The editor's "Discard" is on screen over an open note too: the case changes and the path stays.
        let discard = try #require(load(Self.notes(editor: #"{ "select": "empty", "label": "Discard" }, "#)).model)
        #expect(FrameEngineTests.findings(discard, engine: .fastest).exploration.statistics.map(\.fallback)
                == ["a split view's switch column changed with a path on its stack"])
        // A sheet's select closes the modals and keeps the path.
        let share = Self.notes().replacingOccurrences(of: #""Share": {}"#, with: #""Share": { "actions": [ { "select": "editor" } ] }"#)
        let model = try #require(load(share).model)
        #expect(FrameEngineTests.findings(model, engine: .fastest).exploration.statistics.map(\.fallback)
                == ["a modal's select of a split view's switch column under it"])
        // Behind a sign-in gate the split view is a switch case's content, a pane of its own.
        let gated = Self.notes().replacingOccurrences(
            of: #""root": { "split": { "sidebar": "Folders", "content": { "stack": { "id": "notes", "root": "NoteList" } }, "detail": "Detail" } },"#,
            with: #""root": { "switch": { "id": "gate", "cases": [ { "id": "in", "content": "Split" }, { "id": "out", "content": "Folders" } ] } },"#)
            .replacingOccurrences(of: #""Folders": {},"#, with: #""Folders": {}, "Split": { "embeds": { "split": { "sidebar": "Folders", "content": { "stack": { "id": "notes", "root": "NoteList" } }, "detail": "Detail" } } },"#)
        let gate = try #require(load(gated).model, "\(load(gated).problems.map(\.message))")
        #expect(FrameEngineTests.findings(gate, engine: .fastest).exploration.statistics.map(\.fallback)
                == ["a split view's switch column inside a tab or a switch case"])
        // Panes are bits of a word in the trap analysis: a switch of 70 cases is enumerated.
        let cases = (0..<70).map { #"{ "id": "c\#($0)", "content": "Empty" }"# }.joined(separator: ", ")
        let wide = Self.notes().replacingOccurrences(of: #"[ { "id": "empty", "content": "Empty" }, { "id": "editor", "content": "Editor" } ]"#,
                                                     with: "[ \(cases), { \"id\": \"editor\", \"content\": \"Editor\" } ]")
        let many = try #require(load(wide).model)
        #expect(FrameEngineTests.findings(many, engine: .fastest).exploration.statistics.map(\.fallback)
                == ["a split view's switch column of more than 64 cases"])
    }
}
