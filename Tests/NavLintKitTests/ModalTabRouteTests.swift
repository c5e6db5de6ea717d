import Testing
@testable import NavLintKit

/// A URL opened in a sheet that selects another tab of the root TabView and leaves the sheet
/// up (FrameGraph.RouteStep.underTab), and a sheet a deep link presents over the tab it
/// selects: the sheet sits over that tab. Every verdict is the enumerated product's, traces
/// included.
@Suite struct ModalTabRouteTests {
    /// Inbox's Message hides its back button; Home's Compose sheet has "Back to inbox", whose
    /// route selects Inbox without dismissing the sheet (`ROUTE`: what else it does).
    static func backToInbox(_ route: String) -> String {
        """
        { "navlint": 1, "types": { "Message": {} },
          "root": { "tabs": { "selection": "binding", "items": [
            { "id": "home", "title": "Home", "content": { "stack": { "id": "homeStack", "root": "Home" } } },
            { "id": "inbox", "title": "Inbox", "content": { "stack": { "id": "inboxStack", "root": "Inbox" } } } ] } },
          "screens": {
            "Home": { "actions": [ { "present": "Compose", "style": "sheet", "label": "Compose" } ] },
            "Inbox": { "destinations": [ { "for": "Message", "screen": "Message" } ], "actions": [ { "push": "Message", "label": "Open" } ] },
            "Compose": { "actions": [ { "open": "app://inbox", "label": "Back to inbox" } ] },
            "Message": { "backButton": "hidden" } },
          "deepLinks": { "schemes": ["app"], "routes": [
            { "id": "inbox", "pattern": "inbox", "tab": "inbox", "stack": "inboxStack"\(route) } ] } }
        """
    }

    /// Stuck on Message, the user selects Home, opens Compose and taps "Back to inbox": Inbox
    /// starts over under the sheet, and dismissing it leaves every tab at its root. No trap.
    @Test func aSheetsURLThatStartsAnotherTabOverUnderItFreesThatTab() throws {
        let findings = try FrameEngineTests.bothEngines(Self.backToInbox(#", "popToRoot": true"#))
        #expect(findings.filter { $0.ruleID == "navigation-trap" }.isEmpty)
        let hidden = try #require(findings.first { $0.ruleID == "deep-link-hidden-by-modal" })
        #expect(hidden.trace.map(\.text) == [#"tap "Compose" (present sheet Compose)"#, "open app://inbox (deep link, route 'inbox')"])
    }

    /// Only selecting Inbox under the sheet leaves Message there: stuck.
    @Test func aSheetsURLThatOnlySelectsAnotherTabLeavesItStuck() throws {
        let findings = try FrameEngineTests.bothEngines(Self.backToInbox(""))
        #expect(findings.filter { $0.ruleID == "navigation-trap" }.map { "\($0.subject): \($0.trace.map(\.text))" }
                == [#"Message: ["select tab \"Inbox\"", "tap \"Open\" (push Message → Message)"]"#])
    }

    /// "Write" opens a URL that selects Inbox and presents Compose over it; Compose's "Latest"
    /// pushes onto the selected tab's stack, Inbox's (not Home's, where the tap was), whose
    /// destinations show Message.
    @Test func aSheetADeepLinkPresentsSitsOverTheTabItSelects() throws {
        let findings = try FrameEngineTests.bothEngines("""
            { "navlint": 1, "types": { "Message": {}, "Reply": {} },
              "root": { "tabs": { "selection": "binding", "items": [
                { "id": "home", "title": "Home", "content": { "stack": { "id": "homeStack", "root": "Home" } } },
                { "id": "inbox", "title": "Inbox", "content": { "stack": { "id": "inboxStack", "root": "Inbox" } } } ] } },
              "screens": {
                "Home": { "actions": [ { "open": "app://compose", "label": "Write" } ] },
                "Inbox": { "destinations": [ { "for": "Message", "screen": "Message" } ] },
                "Compose": { "actions": [ { "open": "app://latest", "label": "Latest" } ] },
                "Message": { "actions": [ { "push": "Reply", "label": "Reply" } ] } },
              "deepLinks": { "schemes": ["app"], "routes": [
                { "id": "compose", "pattern": "compose", "tab": "inbox", "stack": "inboxStack", "popToRoot": true, "dismissModals": true,
                  "present": "Compose", "style": "sheet" },
                { "id": "latest", "pattern": "latest", "tab": "selected", "push": ["Message"], "dismissModals": true } ] } }
            """)
        let missing = try #require(findings.first { $0.ruleID == "missing-destination" })
        #expect(missing.trace.map(\.text) == [#"tap "Write" (open app://compose)"#, #"tap "Latest" (open app://latest)"#,
                                              #"tap "Reply" (push Reply)"#])
    }

    /// Contacts, a sheet over the Compose sheet, has "Back to inbox" (as Compose has in
    /// `backToInbox`) and "Show inbox": both sheets stay up and move over Inbox. Started over
    /// under them, Inbox frees the stuck Message; only selected, it leaves Message stuck.
    @Test func aURLInASheetOverASheetMovesBothOverTheTabItSelects() throws {
        func chained(_ route: String) -> String {
            Self.backToInbox(route).replacingOccurrences(of: #""Compose": { "actions": [ { "open": "app://inbox", "label": "Back to inbox" } ] },"#, with: """
                "Compose": { "actions": [ { "present": "Contacts", "style": "sheet", "label": "Contacts" } ] },
                "Contacts": { "actions": [ { "select": "inbox", "label": "Show inbox" }, { "open": "app://inbox", "label": "Back to inbox" } ] },
                """)
        }
        #expect(chained("").contains("Contacts"))
        let freed = try FrameEngineTests.bothEngines(chained(#", "popToRoot": true"#))
        #expect(freed.map(\.ruleID) == ["deep-link-hidden-by-modal"])
        let stuck = try FrameEngineTests.bothEngines(chained(""))
        let trap = try #require(stuck.first { $0.ruleID == "navigation-trap" })
        #expect(trap.trace.map(\.text) == [#"select tab "Inbox""#, #"tap "Open" (push Message → Message)"#])
    }

    /// A player cover with two tabs: "Now playing" selects the library tab under the cover,
    /// which stays up over it; the queue tab has a stack of tracks that link to one another.
    /// The queue moves with the cover, its first frame standing for whatever it shows (its
    /// pages go back to it). Enumerated before, when only tabs of one screen moved.
    @Test func aCoverWhoseOtherTabHasAStackMovesOverTheTabItSelects() throws {
        let text = """
            { "navlint": 1, "types": { "Album": {}, "Track": {} },
              "root": "Shell",
              "screens": { "Shell": { "embeds": { "tabs": { "selection": "binding", "items": [
                { "id": "home", "content": { "stack": { "id": "home", "root": "Home" } } },
                { "id": "library", "content": { "stack": { "id": "library", "root": "Library" } } } ]} } },
                "Home": { "actions": [ { "present": { "tabs": { "selection": "binding", "items": [
                    { "id": "playing", "content": "NowPlaying" }, { "id": "queue", "content": { "stack": { "id": "queue", "root": "Queue" } } } ] } },
                    "style": "fullScreenCover", "label": "Now playing" } ] },
                "Library": { "actions": [ { "push": "Album", "label": "Recent" } ] },
                "NowPlaying": { "actions": [ { "select": "library", "label": "Show in library" }, { "dismiss": true, "label": "Close" } ] },
                "Queue": { "destinations": [ { "for": "Track", "screen": "TrackPage" } ], "actions": [ { "push": "Track", "label": "Next up" } ] },
                "TrackPage": { "actions": [ { "push": "Track", "label": "Similar" }, { "push": "Album", "label": "Album" } ] } } }
            """
        let findings = try FrameEngineTests.framesBeyondEnumeration(text)
        #expect(findings.map { [$0.ruleID, $0.subject] + $0.trace.map(\.text) } == [
            ["missing-destination", "Library.actions[Recent]:Album", #"select tab "library""#, #"tap "Recent" (push Album)"#],
            ["missing-destination", "TrackPage.actions[Album]:Album", #"tap "Now playing" (present fullScreenCover TabView(NowPlaying))"#,
             #"select tab "queue""#, #"tap "Next up" (push Track → TrackPage)"#, #"tap "Album" (push Album)"#],
        ])
    }
}
