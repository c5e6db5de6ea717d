import Testing
@testable import NavLintKit

/// Modals over modals that act on the stack under them, searched as sessions (FrameSessions):
/// chains of any length on the frame graph, with trap verdicts where they hold for every
/// modal under a session.
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

    /// A stack whose pushed page hides its back button and opens `present` (a menu sheet) over
    /// it; `screens` are the sheet's, and a tagged page (its back button hidden too) can be pushed.
    static func overStuck(_ screens: String, present: String = #""Menu""#) -> String {
        """
        { "navlint": 1, "types": { "Item": {}, "Tag": {} },
          "root": { "stack": { "id": "main", "root": "Home" } },
          "screens": {
            "Home": { "destinations": [ { "for": "Item", "screen": "Stuck" }, { "for": "Tag", "screen": "Tagged" } ],
                      "actions": [ { "push": "Item", "label": "Open" } ] },
            "Stuck": { "backButton": "hidden", "actions": [ { "present": \(present), "style": "sheet", "label": "Menu" } ] },
            \(screens),
            "Tagged": { "backButton": "hidden" } } }
        """
    }

    /// A music app of two tabs: a player sheet over either opens a queue sheet that presents
    /// itself ("Up next") and does `queue` to the tabs under both. `library` opens the Library
    /// screen's keys (it presents the player too); `more` ends the screens (and may add routes).
    static func music(library: String, queue: String, more: String = " } ") -> String {
        """
        { "navlint": 1, "types": { "Album": {}, "Artist": {} },
          "root": "Shell",
          "screens": { "Shell": { "embeds": { "tabs": { "selection": "binding", "items": [
            { "id": "home", "content": { "stack": { "id": "home", "root": "Home" } } },
            { "id": "library", "content": { "stack": { "id": "library", "root": "Library" } } } ]} } },
            "Home": { "destinations": [ { "for": "Album", "screen": "AlbumView" } ],
                      "actions": [ { "push": "Album", "label": "Album" }, { "present": "Player", "style": "sheet", "label": "Now playing" } ] },
            "AlbumView": { "actions": [ { "present": "Player", "style": "sheet", "label": "Play" } ] },
            "Library": { \(library){ "present": "Player", "style": "sheet", "label": "Now playing" } ] },
            "Player": { "actions": [ { "present": "Queue", "style": "sheet", "label": "Queue" }, { "dismiss": true, "label": "Close" } ] },
            "Queue": { "actions": [ \(queue),
                                    { "present": "Queue", "style": "sheet", "label": "Up next" }, { "dismiss": true, "label": "Done" } ] }\(more) }
        """
    }

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
            #"tap "Library" (present sheet TabView(Recent))"#, #"select tab "saved""#, #"tap "Accounts" (present sheet Accounts)"#,
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

    /// A route into the stack of a settings sheet that nothing presents any more never acts:
    /// it reads no modal under the top one, so the topics sheet's chains stay sessions.
    @Test func aRouteIntoASheetNothingPresentsLeavesSessionsOn() throws {
        let related = Self.reader.replacingOccurrences(of: "RELATED", with: #", { "present": "Topics", "style": "sheet", "label": "Related" }"#)
        let stale = related
            .replacingOccurrences(of: #""types": { "#, with: #""types": { "Privacy": {}, "#)
            .replacingOccurrences(of: #""Inbox": {},"#, with: #""Inbox": {}, "PrivacyView": {}, "#
                + #""SettingsSheet": { "embeds": { "stack": { "id": "settings", "root": "Settings" } } }, "#
                + #""Settings": { "destinations": [ { "for": "Privacy", "screen": "PrivacyView" } ] },"#)
            .replacingOccurrences(of: #""style": "sheet" } ] } }"#,
                                  with: #""style": "sheet" }, { "id": "privacy", "pattern": "settings/privacy", "stack": "settings", "push": ["Privacy"] } ] } }"#)
        let findings = try FrameEngineTests.framesBeyondEnumeration(stale, maxDepth: 6)
        // What the sessions find, and the sheet nothing presents.
        let before = FrameEngineTests.summary(try Self.run(related).findings)
        #expect(findings.filter { !before.contains(FrameEngineTests.summary([$0])[0]) }.map { "\($0.ruleID) \($0.subject)" } == [
            "unreachable-screen PrivacyView", "unreachable-screen SettingsSheet", "unreachable-screen Settings",
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

    /// A profile sheet and a followers sheet that open each other without end; "Block" in the
    /// followers sheet pushes a page under them all. `BACK` is what that page holds.
    static let followers = """
        { "navlint": 1, "types": { "User": {} },
          "root": { "stack": { "id": "feed", "root": "Feed" } },
          "screens": {
            "Feed": { "destinations": [ { "for": "User", "screen": "Blocked" } ],
                      "actions": [ { "present": "Profile", "style": "sheet", "label": "Author" }TOUR ] },
            "Profile": { "actions": [ { "present": "Followers", "style": "sheet", "label": "Followers" } ] },
            "Followers": { "actions": [ { "present": "Profile", "style": "sheet", "label": "First follower" },
                                        { "push": "User", "via": "code", "stack": "feed", "label": "Block" } ] },
            "Blocked": { BACK } } }
        """

    /// Where the blocked page hides its back button, "Block" traps the user whichever sheets
    /// lie under the followers sheet: every presenter of a session is as free as the first, so
    /// its verdicts hold for all of them (FrameSessions.checkSessionTraps), and the chain stays
    /// on frames, as the enumeration says.
    @Test func aTrapEnteredInASessionIsFoundOnFrames() throws {
        let free = Self.followers.replacingOccurrences(of: "TOUR", with: "").replacingOccurrences(of: "BACK", with: "")
        #expect(try FrameEngineTests.bothEngines(free).isEmpty)
        let trapped = try FrameEngineTests.bothEngines(free.replacingOccurrences(of: #""Blocked": {  }"#, with: #""Blocked": { "backButton": "hidden" }"#))
        #expect(trapped.map { "\($0.ruleID) \($0.subject) \($0.trace.map(\.text))" } == [
            #"navigation-trap Followers ["tap \"Author\" (present sheet Profile)", "tap \"Followers\" (present sheet Followers)", "# +
            #""tap \"Block\" (append User)"]"#,
        ])
    }

    /// A tour (a full-screen cover without a way out) opens the followers sheet too: there the
    /// user is trapped already, over the profile sheet not. Presenters trapped differently enter
    /// sessions of their own, so the chain stays on frames, with the enumeration's trap.
    @Test func whereAVerdictDependsOnTheModalsUnderASessionEachVerdictHasItsSession() throws {
        let text = Self.followers.replacingOccurrences(of: "BACK", with: "")
            .replacingOccurrences(of: "TOUR", with: #", { "present": "Welcome", "style": "fullScreenCover", "label": "Tour" }"#)
            .replacingOccurrences(of: #""Profile": {"#,
                                  with: #""Welcome": { "actions": [ { "present": "Followers", "style": "sheet", "label": "Followers" } ] }, "Profile": {"#)
        let findings = try FrameEngineTests.framesBeyondEnumeration(text)
        #expect(findings.map { "\($0.ruleID) \($0.subject) \($0.trace.count)" } == ["navigation-trap Welcome 1"])
    }

    /// A topic page that hides its back button, under topics sheets that can open one another
    /// from the library's second tab: the ways out follow chains from a modal's first tab only,
    /// so where the user can be trapped the chain is enumerated.
    @Test func whereTheUserMayBeTrappedChainsAreEnumerated() throws {
        let text = Self.reader.replacingOccurrences(of: "RELATED", with: #", { "present": "Topics", "style": "sheet", "label": "Related" }"#)
            .replacingOccurrences(of: #""TopicView": {"#, with: #""TopicView": { "backButton": "hidden","#)
        let run = try Self.run(text)
        #expect(run.exploration.statistics.map(\.fallback) == [FrameSearch.clearsUnder])
        #expect(run.findings.contains { $0.ruleID == "exploration-truncated" })
    }

    /// A menu sheet with tabs whose second tab pops the stack under it to its root, over a
    /// screen that hides its back button; its first tab opens pickers over one another, each
    /// pushing a tagged page (that hides its back button too) under them all. The ways out
    /// follow chains from a modal's first tab only, so that second tab's way home would be
    /// missed (the frame graph once claimed traps on Stuck and Picker, and missed Tagged's):
    /// where the user can be trapped, such a component is enumerated.
    @Test func aWayOutFromAModalsOtherTabKeepsItEnumerated() throws {
        let tabs = #"{ "tabs": { "selection": "binding", "items": [ { "id": "a", "content": "TabA" }, { "id": "b", "content": "TabB" } ] } }"#
        let text = Self.overStuck("""
            "TabA": { "actions": [ { "present": "Picker", "style": "sheet", "label": "Pick" } ] },
            "TabB": { "actions": [ { "popToRoot": true, "stack": "main", "label": "Home" } ] },
            "Picker": { "actions": [ { "push": "Tag", "via": "code", "stack": "main", "label": "Tag" },
                                     { "present": "Picker", "style": "sheet", "label": "More" } ] }
            """, present: tabs)
        let run = try Self.run(text)
        #expect(run.exploration.statistics.map(\.fallback) == [FrameSearch.clearsUnder])
        #expect(run.findings.filter { $0.ruleID == "navigation-trap" }.map(\.subject) == ["Tagged"])
    }

    /// A music app whose queue sheet, over the player sheet, shows the library tab under both
    /// ("Show library" selects it) and presents "Up next" over itself (chains of any length).
    /// The queue's session moves to the library tab alone; the player, its caller, stands over
    /// that tab when the user gets back to it. Enumerated before (a modal over another that
    /// selects a tab under them).
    @Test func aSessionsModalThatSelectsAnotherTabMovesItsCallersWithIt() throws {
        let text = Self.music(library: #""actions": [ { "push": "Album", "label": "Recent" }, "#,
                              queue: #"{ "select": "library", "label": "Show library" }"#)
        let findings = try FrameEngineTests.bothEngines(text)
        #expect(findings.map { [$0.ruleID] + $0.trace.map(\.text) } == [
            ["missing-destination", #"select tab "library""#, #"tap "Recent" (push Album)"#],
        ])
    }

    /// A menu sheet that cannot be swiped away, over a page that hides its back button: its
    /// "More" opens a confirmation whose "Home" pops the stack under both to its root. The
    /// menu stays up for good, so every configuration with it is trapped, Stuck first. The
    /// flags at the "Home" tap (the page under the menu trapped too) cannot tell whether the
    /// menu traps the user by itself, and the confirmation's node over Home, a session's, does
    /// not know the menu under it: the frame graph once called the menu over Home free and
    /// reported a trap on "Tag" from there. The session knows whether its callers' modals trap
    /// the user by themselves (Session.modals), from their escapes.
    @Test func aLockedMenuWhoseConfirmationFreesTheStackUnderItStaysATrap() throws {
        let text = Self.overStuck("""
            "Menu": { "interactiveDismiss": false, "actions": [ { "push": "Tag", "via": "code", "stack": "main", "label": "Tag" },
                                                                { "present": "Confirm", "style": "sheet", "label": "More" } ] },
            "Confirm": { "actions": [ { "popToRoot": true, "stack": "main", "label": "Home" } ] }
            """)
        let findings = try FrameEngineTests.framesBeyondEnumeration(text)
        #expect(findings.filter { $0.ruleID == "navigation-trap" }.map { [$0.subject] + $0.trace.map(\.text) } == [
            ["Stuck", #"tap "Open" (push Item → Stuck)"#],
        ])
    }

    /// A menu sheet over the second of two pages pushed at once (both hiding their back
    /// buttons), whose "Up" pops one page of the stack under it: the page it opens from is no
    /// trap ("Up" twice, then swiping the menu away, shows Home), the first page is (after one
    /// "Up" and a swipe). The escapes count a modal's single pops under it as any number.
    @Test func aMenuThatPopsOnePageAtATimeFreesPagesPushedAtOnce() throws {
        let text = """
            { "navlint": 1, "types": { "A": {}, "B": {} },
              "root": { "stack": { "id": "main", "root": "Home" } },
              "screens": {
                "Home": { "destinations": [ { "for": "A", "screen": "PageA" }, { "for": "B", "screen": "PageB" } ],
                          "actions": [ { "push": ["A", "B"], "via": "code", "label": "Open" } ] },
                "PageA": { "backButton": "hidden" },
                "PageB": { "backButton": "hidden", "actions": [ { "present": "Menu", "style": "sheet", "label": "Menu" } ] },
                "Menu": { "actions": [ { "pop": 1, "via": "code", "stack": "main", "label": "Up" } ] } } }
            """
        let findings = try FrameEngineTests.bothEngines(text)
        #expect(findings.filter { $0.ruleID == "navigation-trap" }.map { [$0.subject] + $0.trace.map(\.text) } == [[
            "PageA", #"tap "Open" (append A → PageA, B → PageB)"#, #"tap "Menu" (present sheet Menu)"#, #"tap "Up" (pop)"#,
            #"swipe down to dismiss sheet "Menu""#,
        ]])
    }

    /// A reader's outline popover whose "Previous" pops the book's stack under it, one chapter
    /// at a time; a deep link opens two chapters (their back buttons hidden) under it. The
    /// outline is no trap: "Previous" twice, then closing it, shows the cover (one pop leaves a
    /// chapter that cannot get back on its own, but the outline is still up to pop again).
    @Test func aPopoverThatPopsOneAtATimeFreesWhatADeepLinkPushedUnderIt() throws {
        let text = """
            { "navlint": 1, "types": { "Chapter": {} },
              "root": { "stack": { "id": "book", "root": "Cover" } },
              "screens": {
                "Cover": { "destinations": [ { "for": "Chapter", "screen": "ChapterView" } ],
                           "actions": [ { "present": { "stack": { "root": "Outline" } }, "style": "popover", "label": "Outline" } ] },
                "ChapterView": { "backButton": "hidden" },
                "Outline": { "actions": [ { "pop": 1, "via": "code", "stack": "book", "label": "Previous" } ] } },
              "deepLinks": { "schemes": ["reader"], "routes": [
                { "id": "chapter", "pattern": "chapter/:n", "stack": "book", "popToRoot": true, "push": ["Chapter", "Chapter"] } ] } }
            """
        let findings = try FrameEngineTests.bothEngines(text)
        #expect(findings.map { [$0.ruleID, $0.subject] + $0.trace.map(\.text) } == [
            ["deep-link-only-screen", "ChapterView", "open reader://chapter/:n (deep link, route 'chapter')"],
            ["navigation-trap", "ChapterView", "open reader://chapter/:n (deep link, route 'chapter')"],
            ["pop-past-root", "Outline.actions[Previous]", #"tap "Outline" (present popover NavigationStack(Outline))"#, #"tap "Previous" (pop)"#],
            ["deep-link-hidden-by-modal", "route:chapter", #"tap "Outline" (present popover NavigationStack(Outline))"#,
             "open reader://chapter/:n (deep link, route 'chapter')"],
        ])
    }

    /// A menu sheet over a screen that hides its back button, whose "Tag" pushes a tagged page
    /// (hiding its back button too) under it and whose "Home" pops that stack to its root. The
    /// menu over the tagged page is no trap ("Home" frees it; the trap flags follow the menu's
    /// pops under it, FrameTraps.underEscape), the tagged page once the menu is swiped away is
    /// one: on frames, as the enumeration finds within its bound ("Tag" again and again grows
    /// the stack under the menu without end).
    @Test func aSheetThatPushesATrapUnderItAndCanPopItFreesIt() throws {
        let text = Self.overStuck("""
            "Menu": { "actions": [ { "push": "Tag", "via": "code", "stack": "main", "label": "Tag" }, { "popToRoot": true, "stack": "main", "label": "Home" } ] }
            """)
        let findings = try FrameEngineTests.framesBeyondEnumeration(text)
        #expect(findings.filter { $0.ruleID == "navigation-trap" }.map { [$0.subject] + $0.trace.map(\.text) } == [[
            "Tagged", #"tap "Open" (push Item → Stuck)"#, #"tap "Menu" (present sheet Menu)"#, #"tap "Tag" (append Tag)"#,
            #"swipe down to dismiss sheet "Menu""#,
        ]])
    }

    /// A share sheet in the Saved tab whose "Related" opens a URL that selects Saved, pushes a
    /// note onto its stack under the sheet and presents the share sheet again over itself
    /// (chains of any length). With tabs explored as one (a second route selects Home) and
    /// with each tab apart, the share sheets are sessions: enumerated before (a route that
    /// selects a tab and presents moves the modals under the top one, which sessions did
    /// not follow). The note is reached in-app (present, "Related", dismiss both): the same
    /// sheet over the note is a caller from each sheet the URL is opened in, and in-app
    /// reachability follows each, not only the first, which a deep link had made.
    @Test func aSheetsURLThatSelectsItsTabAndPresentsItselfRunsOnFrames() throws {
        let related = #"{ "id": "related", "pattern": "related", "tab": "saved", "stack": "saved", "push": ["Note"], "present": "Share", "style": "sheet" }"#
        let home = #", { "id": "home", "pattern": "home", "tab": "home", "dismissModals": true }"#
        for routes in [related + home, related] {
            let text = """
                { "navlint": 1, "types": { "Note": {}, "Item": {} },
                  "root": "Shell",
                  "screens": {
                    "Shell": { "embeds": { "tabs": { "selection": "binding", "items": [
                      { "id": "home", "content": { "stack": { "id": "home", "root": "Home" } } },
                      { "id": "saved", "content": { "stack": { "id": "saved", "root": "Saved" } } } ] } } },
                    "Home": { "destinations": [ { "for": "Item", "screen": "ItemView" } ], "actions": [ { "push": "Item", "label": "Open" } ] },
                    "ItemView": {},
                    "Saved": { "destinations": [ { "for": "Note", "screen": "NoteView" } ],
                               "actions": [ { "present": "Share", "style": "sheet", "label": "Share" } ] },
                    "NoteView": { "actions": [ { "present": "Share", "style": "sheet", "label": "Share" } ] },
                    "Share": { "actions": [ { "open": "app://related", "label": "Related" }, { "dismiss": true, "label": "Close" } ] } },
                  "deepLinks": { "schemes": ["app"], "routes": [ \(routes) ] } }
                """
            let findings = try FrameEngineTests.bothEngines(text)
            let twice = ["open app://related (deep link, route 'related')", "open app://related (deep link, route 'related')"]
            #expect(findings.map { [$0.ruleID] + $0.trace.map(\.text) } == [
                ["deep-link-hidden-by-modal"] + twice, ["deep-link-state-dependent"] + twice,
            ])
        }
    }

    /// A topics sheet that presents itself and follows a topic onto the feed under it, and a
    /// compose URL that dismisses every modal and pushes an attachment in the compose sheet's
    /// own stack: that route never reads the modals under the top one, so the topics sheets
    /// are sessions (enumerated before: a route into a modal's stack turned sessions off).
    @Test func aRouteIntoAModalsStackThatDismissesModalsLeavesSessionsOn() throws {
        let text = """
            { "navlint": 1, "types": { "Topic": {}, "Attachment": {} },
              "root": { "stack": { "id": "feed", "root": "Feed" } },
              "screens": {
                "Feed": { "destinations": [ { "for": "Topic", "screen": "TopicView" } ],
                          "actions": [ { "present": "Topics", "style": "sheet", "label": "Topics" } ] },
                "TopicView": {},
                "Topics": { "actions": [ { "push": "Topic", "via": "code", "stack": "feed", "label": "Follow" },
                                         { "present": "Topics", "style": "sheet", "label": "Related" },
                                         { "open": "app://compose", "label": "Write" } ] },
                "Compose": { "embeds": { "stack": { "id": "compose", "root": "Draft" } } },
                "Draft": { "destinations": [ { "for": "Attachment", "screen": "AttachmentView" } ],
                           "actions": [ { "dismiss": true, "label": "Cancel" } ] },
                "AttachmentView": { "actions": [ { "pop": 2, "via": "code", "label": "Discard" } ] } },
              "deepLinks": { "schemes": ["app"], "routes": [
                { "id": "compose", "pattern": "compose", "dismissModals": true, "present": "Compose", "style": "sheet",
                  "stack": "compose", "push": ["Attachment"] } ] } }
            """
        let findings = try FrameEngineTests.bothEngines(text)
        #expect(findings.map { [$0.ruleID, $0.subject] + $0.trace.map(\.text) } == [
            ["pop-past-root", "AttachmentView.actions[Discard]", "open app://compose (deep link, route 'compose')", #"tap "Discard" (pop 2)"#],
        ])
    }

    /// A queue sheet over the player sheet that presents itself and whose "Show artist" opens a
    /// URL selecting the library tab under both and pushing the artist there: the queue's
    /// session moves alone, its callers over the library when the user gets back (enumerated
    /// before: an in-app URL that selects a tab under the modals turned sessions off).
    @Test func aSessionsURLThatSelectsAnotherTabUnderTheModalsRunsOnFrames() throws {
        let text = Self.music(library: #""destinations": [ { "for": "Artist", "screen": "ArtistView" } ], "actions": [ "#,
                              queue: #"{ "open": "app://artist", "label": "Show artist" }"#, more: """
                                  , "ArtistView": {} },
                                  "deepLinks": { "schemes": ["app"], "routes": [
                                    { "id": "artist", "pattern": "artist", "tab": "library", "stack": "library", "push": ["Artist"] } ] }
                                  """)
        let findings = try FrameEngineTests.bothEngines(text)
        let opened = [#"tap "Now playing" (present sheet Player)"#, "open app://artist (deep link, route 'artist')"]
        #expect(findings.map { [$0.ruleID] + $0.trace.map(\.text) } == [
            ["deep-link-hidden-by-modal"] + opened, ["deep-link-state-dependent"] + opened,
        ])
    }

    /// A library sheet of two tabs whose "Recent" presents the library again (chains of any
    /// length) and whose "Saved" appends a post to the feed under the sheets. Only the second
    /// tab acts under: the library is a session all the same (enumerated before, when only a
    /// modal's first tab counted), and "Close" on the post pops past the root.
    @Test func aModalWhoseOtherTabActsUnderItIsASession() throws {
        let text = """
            { "navlint": 1, "types": { "Post": {} },
              "root": { "stack": { "id": "feed", "root": "Feed" } },
              "screens": {
                "Feed": { "destinations": [ { "for": "Post", "screen": "PostView" } ],
                          "actions": [ { "present": "Library", "style": "sheet", "label": "Library" } ] },
                "PostView": { "actions": [ { "pop": 2, "via": "code", "label": "Close" } ] },
                "Library": { "embeds": { "tabs": { "selection": "binding", "items": [
                  { "id": "recent", "content": "Recent" }, { "id": "saved", "content": "Saved" } ] } } },
                "Recent": { "actions": [ { "present": "Library", "style": "sheet", "label": "More" } ] },
                "Saved": { "actions": [ { "push": "Post", "via": "code", "stack": "feed", "label": "Open post" } ] } } }
            """
        let findings = try FrameEngineTests.bothEngines(text)
        #expect(findings.map { [$0.ruleID] + $0.trace.map(\.text) } == [[
            "pop-past-root", #"tap "Library" (present sheet Library)"#, #"select tab "saved""#, #"tap "Open post" (append Post)"#,
            #"swipe down to dismiss sheet "Library""#, #"tap "Close" (pop 2)"#,
        ]])
    }
}
