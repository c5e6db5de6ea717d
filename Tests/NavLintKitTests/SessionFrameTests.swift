import Testing
@testable import NavLintKit

/// Modals over modals that act on the stack under them, searched as sessions (FrameSessions):
/// chains of any length on the frame graph, where no configuration can trap the user.
@Suite struct SessionFrameTests {
    /// A reader app: a library sheet whose "Saved" tab and a digest (a deep link's sheet) both
    /// open a topics sheet, whose "Follow" appends the topic to the feed's path under them. Only
    /// with a topic open does "Read saved post" find a destination for Post. The digest opens
    /// the topics sheet first (one event from launch); the library's tab gets back over what
    /// "Follow" pushed by a path through the session: present, follow, dismiss.
    static let reader = """
        { "navlint": 1,
          "types": { "Topic": {}, "Post": {} },
          "root": { "stack": { "id": "feed", "root": "Feed" } },
          "screens": {
            "Feed": { "destinations": [ { "for": "Topic", "screen": "TopicView" } ],
                      "actions": [ { "present": { "tabs": { "selection": "binding", "items": [
                                       { "id": "inbox", "content": "Inbox" }, { "id": "saved", "content": "Saved" } ] } },
                                     "style": "sheet", "label": "Library" } ] },
            "Digest": { "actions": [ { "present": "Topics", "style": "sheet", "label": "Topics" } ] },
            "Inbox": {},
            "Saved": { "actions": [ { "present": "Topics", "style": "sheet", "label": "Topics" },
                                    { "push": "Post", "via": "code", "stack": "feed", "label": "Read saved post" } ] },
            "Topics": { "actions": [ { "push": "Topic", "via": "code", "stack": "feed", "label": "Follow" }RELATED ] },
            "TopicView": { "destinations": [ { "for": "Post", "screen": "PostView" } ] },
            "PostView": { "actions": [ { "pop": 3, "via": "code", "stack": "feed", "label": "Back to feed" } ] } },
          "deepLinks": { "schemes": ["app"], "routes": [ { "id": "digest", "pattern": "digest", "present": "Digest", "style": "sheet" } ] } }
        """

    static func run(_ text: String) throws -> (findings: [Finding], exploration: Exploration) {
        let model = try #require(load(text).model, "\(load(text).problems.map(\.message))")
        return FrameEngineTests.findings(model, engine: .fastest)
    }

    /// A settings sheet and a library sheet's "Saved" tab both open an account sheet, whose
    /// "Switch" appends an account page to the path under them (and which can open itself).
    /// The settings sheet opens it first; the library's tab gets back over the account page by
    /// a path through the session (present, switch, dismiss), from where "Open post" finds
    /// the account page's destination for Post: the crash below is reached that way.
    @Test func aSecondCallerGetsBackOverWhatTheSessionPushed() throws {
        let text = """
            { "navlint": 1, "types": { "Account": {}, "Post": {} },
              "root": { "stack": { "id": "main", "root": "Home" } },
              "screens": {
                "Home": { "destinations": [ { "for": "Account", "screen": "AccountPage" } ],
                          "actions": [ { "present": "Settings", "style": "sheet", "label": "Settings" },
                                       { "present": { "tabs": { "selection": "binding", "items": [
                                           { "id": "recent", "content": "Recent" }, { "id": "saved", "content": "Saved" } ] } },
                                         "style": "sheet", "label": "Library" } ] },
                "Settings": { "actions": [ { "present": "Accounts", "style": "sheet", "label": "Accounts" } ] },
                "Recent": {},
                "Saved": { "actions": [ { "present": "Accounts", "style": "sheet", "label": "Accounts" },
                                        { "push": "Post", "via": "code", "stack": "main", "label": "Open post" } ] },
                "Accounts": { "actions": [ { "push": "Account", "via": "code", "stack": "main", "label": "Switch" },
                                           { "present": "Accounts", "style": "sheet", "label": "More" } ] },
                "AccountPage": { "destinations": [ { "for": "Post", "screen": "PostPage" } ] },
                "PostPage": { "actions": [ { "pop": 5, "via": "code", "stack": "main", "label": "Done" } ] } } }
            """
        let findings = try FrameEngineTests.bothEngines(text)
        let model = try #require(load(text).model)
        let component = try #require(FrameEngineTests.findings(model, engine: .fastest).exploration.components.first as? FrameComponent)
        #expect(component.hopCount > 0)
        let crash = try #require(findings.first { $0.ruleID == "pop-past-root" })
        #expect(crash.trace.map(\.text) == [
            #"tap "Library" (present sheet Home.actions.1.tabs)"#, #"select tab "saved""#, #"tap "Accounts" (present sheet Accounts)"#,
            #"tap "Switch" (append Account)"#, #"swipe down to dismiss sheet "Accounts""#, #"tap "Open post" (append Post)"#,
            #"swipe down to dismiss sheet "Recent""#, #"tap "Done" (pop 5)"#,
        ])
    }

    /// The digest (a deep link's sheet) opens the topics sheet first; PostView is still
    /// reached in-app, through the library tab's session.
    @Test func whatACallerGetsBackToInAppIsReachedInApp() throws {
        let run = try Self.run(Self.reader.replacingOccurrences(of: "RELATED", with: ""))
        #expect(run.exploration.components.map(\.engine) == ["frames"])
        #expect(run.findings.filter { $0.ruleID == "deep-link-only-screen" }.map(\.subject) == ["Digest"])
        #expect(run.findings.contains { $0.ruleID == "pop-past-root" && $0.trace.count == 8 })
    }

    /// "Related" opens the topics sheet over itself: chains of any length, which the nodes of
    /// openers cannot hold. The findings are those of the chain-free app.
    @Test func aSheetThatPresentsItselfRunsOnFrames() throws {
        let plain = try Self.run(Self.reader.replacingOccurrences(of: "RELATED", with: ""))
        let related = try Self.run(Self.reader.replacingOccurrences(
            of: "RELATED", with: #", { "present": "Topics", "style": "sheet", "label": "Related" }"#))
        #expect(related.exploration.components.map(\.engine) == ["frames"])
        #expect(FrameEngineTests.summary(related.findings) == FrameEngineTests.summary(plain.findings))
        #expect(related.findings.map(\.ruleID).sorted() == [
            "deep-link-only-screen", "destination-on-pushed-screen", "missing-destination", "pop-past-root",
        ])
    }

    /// A menu sheet's "Leave" opens a URL whose route pushes a note under the menu, then
    /// presents a confirmation whose "Yes" pops the stack under both to its root: the menu
    /// the route changed (never shown over the note) is the confirmation's caller, and
    /// dismissing the confirmation shows it over whatever "Yes" left.
    @Test func aRoutesModalOverWhatTheSameURLChangedGetsBackToIt() throws {
        let text = NamedStackTests.confirm.replacingOccurrences(of: "STUCK", with: #"{ "popToRoot": true, "stack": "main", "label": "Yes" }, "#)
            .replacingOccurrences(of: #""types": { "Item": {} }"#, with: #""types": { "Item": {}, "Note": {} }"#)
            .replacingOccurrences(of: #"[ { "for": "Item", "screen": "Stuck" } ]"#,
                                  with: #"[ { "for": "Item", "screen": "Stuck" }, { "for": "Note", "screen": "Noted" } ]"#)
            .replacingOccurrences(of: #""Menu": {"#, with: #""Noted": {}, "Menu": {"#)
            .replacingOccurrences(of: #""present": "Confirm", "style": "sheet" }"#,
                                  with: #""stack": "main", "push": ["Note"], "present": "Confirm", "style": "sheet" }"#)
            .replacingOccurrences(of: #""Stuck": { "backButton": "hidden","#, with: #""Stuck": {"#)
        // The same findings as the enumeration, traces included (the route, opened from outside
        // while the menu is up, acts unseen under it, and lands elsewhere than from launch).
        let findings = try FrameEngineTests.bothEngines(text)
        #expect(findings.map(\.ruleID) == ["deep-link-hidden-by-modal", "deep-link-state-dependent"])
        // With "Stuck" hiding its back button it is enumerated instead
        // (NamedStackTests.aModalARoutePresentsAfterPushingUnderTheSheetIsEnumerated).
    }

    /// Sessions forget which modal presented a sheet, so whether the user can get back could
    /// differ between presenters: where some configuration may be trapped (a topic page that
    /// hides its back button), the chain is enumerated, and says so.
    @Test func whereTheUserMayBeTrappedChainsAreEnumerated() throws {
        let text = Self.reader.replacingOccurrences(of: "RELATED", with: #", { "present": "Topics", "style": "sheet", "label": "Related" }"#)
            .replacingOccurrences(of: #""TopicView": {"#, with: #""TopicView": { "backButton": "hidden","#)
        let run = try Self.run(text)
        #expect(run.exploration.statistics.map(\.fallback) == ["an action in a modal over another modal names a stack under them"])
        #expect(run.findings.contains { $0.ruleID == "exploration-truncated" })
    }
}
