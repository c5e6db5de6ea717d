import Testing
@testable import NavLintKit

/// Alerts and confirmation dialogs (SPEC 6.4): each button closes the dialog and acts on
/// the screen that raised it.
@Suite struct DialogTests {
    static func spec(detail: String, list: String = "", extra: String = "") -> String {
        """
        { "navlint": 1, "types": { "Note": {} },
          "root": { "stack": { "id": "notes", "root": "List", "path": { "binding": "path", "type": "[Note]" } } },
          "screens": {
            "List": { "destinations": [ { "for": "Note", "screen": "Detail" } ],
                      "actions": [ { "push": "Note", "label": "Open" }\(list) ] },
            "Detail": { "actions": [ { "present": "Confirm", "style": "confirmationDialog", "label": "Delete" } ] },
            "Confirm": { "actions": [ \(detail) ] }\(extra) } }
        """
    }

    static func check(_ text: String) throws -> [Finding] {
        let model = try #require(load(text).model, "\(load(text).problems.map(\.message))")
        let frames = FrameEngineTests.findings(model, engine: .fastest)
        let enumerated = FrameEngineTests.findings(model, engine: .enumerate)
        #expect(frames.exploration.components.allSatisfy { $0.engine == "frames" })
        #expect(FrameEngineTests.summary(frames.findings) == FrameEngineTests.summary(enumerated.findings))
        #expect(frames.findings.map { $0.trace.map(\.text) } == enumerated.findings.map { $0.trace.map(\.text) })
        return frames.findings
    }

    @Test func aButtonPopsThePresentersStack() throws {
        #expect(try Self.check(Self.spec(detail: #"{ "pop": 1, "via": "code", "label": "Delete" }"#)).isEmpty)
        let model = try #require(load(Self.spec(detail: #"{ "pop": 1, "via": "code", "label": "Delete" }"#)).model)
        let detail = try #require(model.screen(named: "Detail"))
        #expect(model.screens[detail].actions.map(\.dialog) == [nil, 0])
        #expect(model.screens[try #require(model.screen(named: "Confirm"))].actions.isEmpty)
    }

    @Test func aButtonThatPopsTheRootCrashesThere() throws {
        // The list raises the same kind of dialog: removeLast() on its empty path crashes.
        let text = Self.spec(detail: #"{ "pop": 1, "via": "code", "label": "Delete" }"#,
                             list: #", { "present": "Wipe", "style": "alert", "label": "Wipe" }"#,
                             extra: #", "Wipe": { "title": "Erase all?", "actions": [ { "pop": 1, "via": "code", "label": "Erase" } ] }"#)
        let findings = try Self.check(text)
        #expect(findings.map { "\($0.location.line):\($0.location.column) \($0.ruleID)" } == ["7:131 pop-past-root"])
        #expect(findings.first?.trace.map(\.text) == [#"tap "Wipe" (present alert Wipe), then "Erase" in alert "Erase all?" (pop)"#])
    }

    @Test func aButtonPushesWhereThePresenterIs() throws {
        // From a sheet without a stack, the button's push has no stack to go to.
        let text = Self.spec(detail: #"{ "present": "Share", "style": "sheet", "label": "Share" }"#,
                             extra: #", "Share": { "actions": [ { "present": "Ask", "style": "alert", "label": "More" } ] },"#
                                + #" "Ask": { "actions": [ { "push": "Note", "label": "Next" } ] }"#)
        let findings = try Self.check(text)
        #expect(findings.map { "\($0.location.line) \($0.ruleID)" } == ["7 link-outside-stack"])
        #expect(findings.first?.trace.map(\.text) == [
            #"tap "Open" (push Note → Detail)"#,
            #"tap "Delete" (present confirmationDialog Confirm), then "Share" in dialog "Confirm" (present sheet Share)"#,
            #"tap "More" (present alert Ask), then "Next" in alert "Ask" (push Note)"#,
        ])
    }

    @Test func aDialogClosesButDoesNotFreeACover() throws {
        let cover = #"{ "present": "Cover", "style": "fullScreenCover", "label": "Cover" }"#
        let trapped = Self.spec(detail: cover, extra: #", "Cover": { "actions": [ { "present": "Ask", "style": "alert", "label": "?" } ] },"#
                                + #" "Ask": { "actions": [ { "popToRoot": true, "label": "Home" } ] }"#)
        let traps = try Self.check(trapped).filter { $0.ruleID == "navigation-trap" }
        #expect(traps.map(\.message).first?.contains("'Cover'") == true)
        // A button that dismisses the cover (the presenter's dismiss()) is its way out.
        let freed = trapped.replacingOccurrences(of: #"{ "popToRoot": true, "label": "Home" }"#, with: #"{ "dismiss": true, "label": "Close" }"#)
        #expect(try Self.check(freed).isEmpty)
    }

    @Test func aDialogScreenIsOnlyADialog() {
        let reused = Self.spec(detail: "", list: #", { "pushView": "Confirm" }"#)
        #expect(loadProblems(reused).map(\.message) == [
            "screen 'Confirm' is presented as an alert or confirmation dialog and also shown as a screen; give the dialog a screen of its own",
        ])
        let container = Self.spec(detail: "").replacingOccurrences(of: #""present": "Confirm""#, with: #""present": { "stack": { "root": "Confirm" } }"#)
        #expect(loadProblems(container).map(\.message) == [
            "an confirmationDialog shows a screen of buttons, not a container; present a screen id",
        ])
    }
}
