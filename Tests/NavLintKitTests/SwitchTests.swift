import Testing
@testable import NavLintKit

/// Conditional content (SPEC 6.4): a switch shows one case; `select` changes an app
/// switch's case, the environment chooses at launch.
@Suite struct SwitchTests {
    static let gate = """
        { "navlint": 1, "types": { "Entry": {} },
          "root": { "switch": { "id": "session", "cases": [
            { "id": "out", "content": "Login" },
            { "id": "in", "content": { "stack": { "id": "main", "root": "List" } } } ] } },
          "screens": {
            "Login": { "actions": [ { "select": "in", "label": "Sign in" }, { "present": "Help", "style": "sheet", "label": "Help" } ] },
            "Help": { "actions": [ { "select": "in", "label": "Use a code" } ] },
            "List": { "destinations": [ { "for": "Entry", "screen": "Detail" } ], "actions": [ { "push": "Entry", "label": "Today" } ] },
            "Detail": { "actions": [ { "present": "Promo", "style": "fullScreenCover", "label": "Upgrade" } ] },
            "Promo": { "actions": [ { "dismiss": true, "label": "Close" } ] } } }
        """

    static func lint(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> [Finding] {
        try FrameEngineTests.bothEngines(text, sourceLocation: sourceLocation)
    }

    @Test func signingInIsNoTrap() throws {
        // Without a way to sign out, the signed-in case still gets back to its own launch state.
        #expect(try Self.lint(Self.gate).isEmpty)
    }

    @Test func aCoverWithNoWayOutInsideTheSignedInCaseIsATrap() throws {
        let trapped = Self.gate.replacingOccurrences(of: #""Promo": { "actions": [ { "dismiss": true, "label": "Close" } ] }"#, with: #""Promo": {}"#)
        let findings = try Self.lint(trapped)
        #expect(findings.map(\.ruleID) == ["navigation-trap"])
        #expect(findings.first?.trace.map(\.text) == [
            #"tap "Sign in" (show "in")"#, #"tap "Today" (push Entry → Detail)"#, #"tap "Upgrade" (present fullScreenCover Promo)"#,
        ])
    }

    @Test func selectingTheCaseShownChangesNothing() throws {
        // "Refresh session" sets the state to the case already shown: no way back from a screen without Back.
        let text = Self.gate.replacingOccurrences(
            of: #""Detail": { "actions": [ { "present": "Promo", "style": "fullScreenCover", "label": "Upgrade" } ] }"#,
            with: #""Detail": { "backButton": "hidden", "actions": [ { "select": "in", "label": "Refresh session" } ] }"#)
        let findings = try Self.lint(text)
        #expect(findings.map { "\($0.ruleID) \($0.subject)" } == ["navigation-trap Detail", "unreachable-screen Promo"])
    }

    @Test func switchingFromASheetTakesTheSheetAway() throws {
        let model = try #require(load(Self.gate).model)
        let semantics = StateSemantics(walker: Walker(model: model, containment: Containment(model: model), maxDepth: 8),
                                       runner: RouteRunner(walker: Walker(model: model, containment: Containment(model: model), maxDepth: 8), targets: []),
                                       root: model.root)
        let login = try #require(model.screen(named: "Login"))
        let help = try #require(model.screen(named: "Help"))
        let state = try #require(semantics.replay([.action(ActionRef(screen: login, action: 1), targets: []),
                                                   .action(ActionRef(screen: help, action: 0), targets: [])]))
        #expect(state.modals.isEmpty)
        #expect(semantics.events(of: state).visible == [try #require(model.screen(named: "List"))])
    }

    /// A sign-in link opened over the login's help sheet: the login case goes, and the sheet it
    /// presented with it (as the in-app "Use a code" does), so the link is not hidden by it; only
    /// the signed-in case's own cover is over the stack the link resets.
    @Test func aRouteThatSwitchesTheRootCaseTakesTheModalsAway() throws {
        let text = Self.gate.replacingOccurrences(of: #""Promo": { "actions": [ { "dismiss": true, "label": "Close" } ] } } }"#, with: """
            "Promo": { "actions": [ { "dismiss": true, "label": "Close" } ] } },
              "deepLinks": { "schemes": ["app"], "routes": [ { "id": "in", "pattern": "in", "tab": "in", "stack": "main", "popToRoot": true } ] } }
            """)
        let findings = try Self.lint(text)
        #expect(findings.map(\.ruleID) == ["deep-link-hidden-by-modal"])
        #expect(findings.first?.trace.map(\.text) == [
            #"tap "Sign in" (show "in")"#, #"tap "Today" (push Entry → Detail)"#, #"tap "Upgrade" (present fullScreenCover Promo)"#,
            "open app://in (deep link, route 'in')",
        ])
        let (code, out, _) = runCLI(["resolve", try ModalRouteTests.file(text), "app://in", "--from", "screen:Help"])
        #expect(code == .success)
        #expect(out.hasSuffix("""
              from: tap "Help" (present sheet Help)
              1. select case "in"
              2. dismiss the presented modal: the case it was presented from is gone
              3. pop to root (already there)
              tab: in
              result: List

            """))
    }

    /// A sign-out link on the upgrade cover: the login case's launch is a way back, from the
    /// cover too (the case that presented it goes). On frames, as both engines agree; without
    /// it the cover is a trap. Opened over the login's help sheet, the link selects the case
    /// shown: nothing changes and the sheet stays over it.
    @Test func aSignOutLinkIsAWayBackFromACover() throws {
        let free = Self.gate.replacingOccurrences(of: #""Promo": { "actions": [ { "dismiss": true, "label": "Close" } ] } } }"#, with: """
            "Promo": { "actions": [ { "open": "app://out", "label": "Sign out" } ] } },
              "deepLinks": { "schemes": ["app"], "routes": [ { "id": "out", "pattern": "out", "tab": "out" } ] } }
            """)
        let underHelp = ["deep-link-hidden-by-modal route:out", "deep-link-state-dependent route:out"]
        #expect(try Self.lint(free).map { "\($0.ruleID) \($0.subject)" } == underHelp)
        let trapped = free.replacingOccurrences(of: #"{ "open": "app://out", "label": "Sign out" }"#, with: "")
        #expect(try Self.lint(trapped).map { "\($0.ruleID) \($0.subject)" } == ["navigation-trap Promo"] + underHelp)
        // A link that also pushes onto the signed-in stack: RouteRunner finds that stack gone with
        // its case and does nothing at all, so the cover's button frees no one.
        let nowhere = free.replacingOccurrences(of: #""tab": "out" }"#, with: #""tab": "out", "stack": "main", "push": ["Entry"] }"#)
        #expect(try Self.lint(nowhere).map { "\($0.ruleID) \($0.subject)" } == ["navigation-trap Promo"])
    }

    /// An account sheet a deep link opens over a page whose back button is hidden: "Sign out"
    /// frees the user there, and dismissing the sheet traps them again, so a page the sheet
    /// pushes without a way back is a trap of its own (over a free page it is not). The frame
    /// graph's node for the sheet says what it covers (FrameSearch.trappedBelow); it used to
    /// leave such specs to the enumeration.
    static let account = """
        { "navlint": 1, "types": { "Item": {}, "More": {} },
          "root": { "switch": { "id": "session", "cases": [
            { "id": "in", "content": { "stack": { "id": "main", "root": "Home" } } },
            { "id": "out", "content": "Login" } ] } },
          "screens": {
            "Home": { "destinations": [ { "for": "Item", "screen": "Page" } ], "actions": [ { "push": "Item", "label": "Open" } ] },
            "Page": { "backButton": "hidden" },
            "Login": { "actions": [ { "select": "in", "label": "Sign in" } ] },
            "Account": { "destinations": [ { "for": "More", "screen": "Details" } ],
                         "actions": [ { "select": "out", "label": "Sign out" }, { "push": "More", "label": "Details" } ] },
            "Details": { "backButton": "hidden" } },
          "deepLinks": { "schemes": ["app"], "routes": [
            { "id": "account", "pattern": "account", "present": { "stack": { "id": "acct", "root": "Account" } }, "style": "sheet" } ] } }
        """

    @Test func aDeepLinksSheetThatCanSignOutFreesATrappedPageUntilItPushesATrapOfItsOwn() throws {
        let findings = try Self.lint(Self.account)
        #expect(findings.map { "\($0.ruleID) \($0.subject)" } == [
            "navigation-trap Page", "deep-link-only-screen Login", "deep-link-only-screen Account", "deep-link-only-screen Details",
            "navigation-trap Details",
        ])
        #expect(findings.last?.trace.map(\.text) == [
            #"tap "Open" (push Item → Page)"#, "open app://account (deep link, route 'account')", #"tap "Details" (push More → Details)"#,
        ])
        // Over a cover with no way out, the same.
        let cover = Self.account.replacingOccurrences(of: #"{ "push": "Item", "label": "Open" } ] },"#, with: """
            { "push": "Item", "label": "Open" }, { "present": "Promo", "style": "fullScreenCover", "label": "Upgrade" } ] }, "Promo": {},
            """)
        #expect(try Self.lint(cover).map { "\($0.ruleID) \($0.subject)" }.filter { $0.hasPrefix("navigation-trap") } == [
            "navigation-trap Promo", "navigation-trap Page", "navigation-trap Details",
        ])
        // Details opens the link again, which dismisses the sheet and presents it anew over the
        // page: a way back to "Sign out", so no trap there.
        let again = Self.account
            .replacingOccurrences(of: #""Details": { "backButton": "hidden" }"#,
                                  with: #""Details": { "backButton": "hidden", "actions": [ { "open": "app://account", "label": "Again" } ] }"#)
            .replacingOccurrences(of: #""style": "sheet" } ] } }"#, with: #""style": "sheet", "dismissModals": true } ] } }"#)
        #expect(try Self.lint(again).map { "\($0.ruleID) \($0.subject)" } == [
            "navigation-trap Page", "deep-link-only-screen Login", "deep-link-only-screen Account", "deep-link-only-screen Details",
        ])
    }

    @Test func everyEnvironmentCaseIsALaunchOfItsOwn() throws {
        let text = """
            { "navlint": 1,
              "root": { "switch": { "id": "size", "by": "environment", "cases": [
                { "id": "compact", "content": { "stack": { "root": "Home" } } },
                { "id": "regular", "content": { "split": { "sidebar": "Sidebar", "detail": { "stack": { "root": "Home" } } } } } ] } },
              "screens": { "Home": {}, "Sidebar": { "actions": [ { "present": "Compose", "style": "fullScreenCover", "label": "Compose" } ] },
                           "Compose": {} } }
            """
        let findings = try Self.lint(text)
        #expect(findings.map { "\($0.ruleID) \($0.subject)" } == ["navigation-trap Compose"])
        #expect(findings.first?.trace.map(\.text) == [
            #"launch where the environment shows case "regular" of switch 'size'"#, #"tap "Compose" (present fullScreenCover Compose)"#,
        ])
        let selecting = text.replacingOccurrences(of: #""Home": {}"#, with: #""Home": { "actions": [ { "select": "regular" } ] }"#)
        #expect(loadProblems(selecting).map(\.message) == [
            "case 'regular' is chosen by the environment (size class, idiom, OS version) at launch; no action selects it",
        ])
    }

    @Test func aRouteIntoACaseNotShownDoesNothing() throws {
        let links = #", "deepLinks": { "schemes": ["j"], "routes": [ { "id": "entry", "pattern": "entry", "stack": "main", "popToRoot": true, "push": ["Entry"] } ], "#
            + #""examples": [ { "url": "j://entry", "expect": { "screens": ["List", "Detail"] } } ] } }"#
        let text = String(Self.gate.dropLast(2)) + links
        let findings = try Self.lint(text)
        // Signed in, it acts (under the promo cover, when that is up).
        #expect(findings.map(\.ruleID) == ["deep-link-hidden-by-modal", "broken-deep-link"])
        #expect(findings.last?.message.contains("in a case of a switch not shown at launch") == true)
    }

    /// A list/grid switch in the home screen's content that only a URL flips: opened from
    /// outside it shows the grid (reachable only through the link); opened in-app, the grid
    /// is reachable; a sign-in gate's case likewise. These were missed: the exploration left
    /// routes that only select aside, and the frame graph did not switch a case in content.
    /// Where nothing moves the stack around the switch, the graph reads through it and the
    /// switch is the root layer's; otherwise such routes are enumerated.
    @Test func aRouteThatSelectsACaseOfASwitchInContentShowsIt() throws {
        let layout = """
            { "navlint": 1,
              "root": { "stack": { "id": "main", "root": "Home" } },
              "screens": {
                "Home": { "embeds": { "switch": { "id": "layout", "cases": [ { "id": "list", "content": "List" }, { "id": "grid", "content": "Grid" } ] } } },
                "List": { "actions": [ { "present": "Settings", "style": "sheet", "label": "Settings" } ] },
                "Grid": {},
                "Settings": {} },
              "deepLinks": { "schemes": ["app"], "routes": [ { "id": "grid", "pattern": "grid", "tab": "grid", "dismissModals": true } ] } }
            """
        let model = try #require(load(layout).model)
        let outside = FrameEngineTests.findings(model, engine: .fastest)
        #expect(outside.exploration.statistics.map(\.fallback) == [nil])
        #expect(outside.findings.map { "\($0.ruleID) \($0.subject): \($0.trace.map(\.text).joined(separator: ", "))" }
                == ["deep-link-only-screen Grid: open app://grid (deep link, route 'grid')"])
        // A Back button on the grid makes the stack one that moves: the switch is in its content.
        let moving = layout.replacingOccurrences(of: #""Grid": {},"#, with: #""Grid": { "actions": [ { "pop": 1, "label": "Back" } ] },"#)
        let enumerated = FrameEngineTests.findings(try #require(load(moving).model), engine: .fastest)
        #expect(enumerated.exploration.statistics.map(\.fallback) == ["route 'grid' selects a case of a switch inside the app's content"])
        #expect(enumerated.findings.map { "\($0.ruleID) \($0.subject)" } == ["deep-link-only-screen Grid", "pop-past-root Grid.actions[Back]"])
        let inApp = layout.replacingOccurrences(of: #""Settings": {} },"#,
                                                with: #""Settings": { "actions": [ { "open": "app://grid", "label": "Grid view" } ] } },"#)
        #expect(Linter.lint(try #require(load(inApp).model)).isEmpty)
        // The same for a sign-in gate's case: signed in only through the link.
        let signIn = """
            { "navlint": 1,
              "root": { "switch": { "id": "session", "cases": [ { "id": "out", "content": "Login" }, { "id": "in", "content": "Home" } ] } },
              "screens": { "Login": {}, "Home": {} },
              "deepLinks": { "schemes": ["app"], "routes": [ { "id": "in", "pattern": "in", "tab": "in" } ] } }
            """
        #expect(try Self.lint(signIn).map { "\($0.ruleID) \($0.subject)" } == ["deep-link-only-screen Home"])
        // Signed in under a welcome sheet the link presents: Home is on screen once it is dismissed.
        // Opened again, the link leaves the sheet up and presents another over it. The signed-in
        // case was never on top before the link: left to the enumeration (its nodes would stand
        // beside the ones in-app steps make for the same configurations).
        let welcomed = signIn.replacingOccurrences(of: #""tab": "in" }"#, with: #""tab": "in", "present": "Welcome", "style": "sheet" }"#)
            .replacingOccurrences(of: #""Home": {} }"#, with: #""Home": {}, "Welcome": {} }"#)
        let welcomedModel = try #require(load(welcomed).model)
        #expect(FrameEngineTests.findings(welcomedModel, engine: .fastest).exploration.statistics.map(\.fallback)
                == ["route 'in' shows a case of the root switch never shown before, and pushes or presents over it"])
        let findings = Linter.lint(welcomedModel).filter { $0.ruleID != "exploration-truncated" }
        #expect(findings.map { "\($0.ruleID) \($0.subject)" } == [
            "deep-link-only-screen Home", "deep-link-only-screen Welcome", "deep-link-hidden-by-modal route:in", "deep-link-state-dependent route:in",
        ])
        #expect(findings.first?.trace.map(\.text) == ["open app://in (deep link, route 'in')", #"swipe down to dismiss sheet "Welcome""#])
    }

    /// A TabView behind a login gate, each tab a stack; the profile tab opens a URL that
    /// starts the feed tab over. The frame graph takes the case's tabs as panes of one layer.
    static let tabbedGate = """
        { "navlint": 1, "types": { "Post": {} },
          "root": { "switch": { "id": "session", "cases": [
            { "id": "out", "content": "Login" },
            { "id": "in", "content": { "tabs": { "selection": "binding", "items": [
              { "id": "feed", "content": { "stack": { "id": "feedStack", "root": "Feed" } } },
              { "id": "me", "content": { "stack": { "id": "meStack", "root": "Me" } } } ] } } } ] } },
          "screens": {
            "Login": { "actions": [ { "select": "in", "label": "Sign in" } ] },
            "Feed": { "destinations": [ { "for": "Post", "screen": "Post" } ], "actions": [ { "push": "Post", "label": "First post" } ] },
            "Post": { "backButton": "hidden" },
            "Me": { "actions": [ { "open": "app://feed", "label": "Latest" } ] } },
          "deepLinks": { "schemes": ["app"], "routes": [
            { "id": "feed", "pattern": "feed", "tab": "feed", "stack": "feedStack", "popToRoot": true } ] } }
        """

    /// The tabbed gate with route `route` in place of its own.
    static func tabbedGate(route: String) -> String {
        tabbedGate.replacingOccurrences(of: #"{ "id": "feed", "pattern": "feed", "tab": "feed", "stack": "feedStack", "popToRoot": true }"#,
                                        with: route)
    }

    @Test func aURLFromAnotherTabThatStartsTheTabOverIsAWayBack() throws {
        // Stuck on the post, the user switches to "me" and opens the feed from there: the feed starts over.
        #expect(try Self.lint(Self.tabbedGate).isEmpty)
        let model = try #require(load(Self.tabbedGate).model)
        #expect(FrameEngineTests.findings(model, engine: .fastest).exploration.stateCount < 10)
    }

    @Test func aURLThatStartsAnotherTabOverFreesNoOtherTab() throws {
        // The route now starts the "me" tab over, opened from the feed: nothing frees the post.
        let text = Self.tabbedGate
            .replacingOccurrences(of: #""tab": "feed", "stack": "feedStack""#, with: #""tab": "me", "stack": "meStack""#)
            .replacingOccurrences(of: #""Me": { "actions": [ { "open": "app://feed", "label": "Latest" } ] }"#, with: #""Me": {}"#)
            .replacingOccurrences(of: #""actions": [ { "push": "Post", "label": "First post" } ]"#,
                                  with: #""actions": [ { "push": "Post", "label": "First post" }, { "open": "app://feed", "label": "Me" } ]"#)
        let findings = try Self.lint(text)
        #expect(findings.map { "\($0.ruleID) \($0.subject)" } == ["navigation-trap Post"])
        #expect(findings.first?.trace.map(\.text) == [#"tap "Sign in" (show "in")"#, #"tap "First post" (push Post → Post)"#])
    }

    @Test func aURLFromAnotherTabThatPushesOntoWhatTheTabShowsRunsOnFrames() throws {
        // "Latest" opens a post in the feed tab on top of whatever the feed shows: its first
        // frame stands for the tab, as when the URL is opened in the feed itself.
        let text = Self.tabbedGate(route: #"{ "id": "feed", "pattern": "feed", "tab": "feed", "stack": "feedStack", "push": ["Post"] }"#)
        let findings = try FrameEngineTests.bothEngines(text)
        #expect(findings.map { "\($0.ruleID) \($0.subject)" } == ["navigation-trap Post"])
        #expect(findings.first?.trace.map(\.text) == [#"tap "Sign in" (show "in")"#, #"tap "First post" (push Post → Post)"#])
    }

    @Test func aURLFromASheetThatPushesOntoAnotherTabRunsOnFramesWhenBackPopsWhatItPushes() throws {
        // A share sheet's "View post" dismisses it and opens the post on whatever the feed shows:
        // the post has its back button, so the user gets back from any feed.
        let text = Self.tabbedGate(route: #"{ "id": "feed", "pattern": "feed", "tab": "feed", "stack": "feedStack", "dismissModals": true, "push": ["Post"] }"#)
            .replacingOccurrences(of: #""Post": { "backButton": "hidden" }"#,
                                  with: #""Post": { "actions": [ { "present": "Export", "style": "fullScreenCover", "label": "Export" } ] }, "Export": {}"#)
            .replacingOccurrences(of: #""Me": { "actions": [ { "open": "app://feed", "label": "Latest" } ] }"#,
                                  with: #""Me": { "actions": [ { "present": "Share", "style": "sheet", "label": "Share" } ] }, "Share": { "actions": [ { "open": "app://feed", "label": "View post" } ] }"#)
        let findings = try FrameEngineTests.bothEngines(text)
        let trap = try #require(findings.first { $0.ruleID == "navigation-trap" })
        #expect(trap.subject == "Export")
        #expect(trap.trace.map(\.text) == [#"tap "Sign in" (show "in")"#, #"tap "First post" (push Post → Post)"#,
                                            #"tap "Export" (present fullScreenCover Export)"#])
        // Hidden, the back button could not pop the post off a feed the sheet cannot see: the fallback.
        let hidden = text.replacingOccurrences(of: #""Post": { "actions""#, with: #""Post": { "backButton": "hidden", "actions""#)
        let model = try #require(load(hidden).model)
        #expect(FrameEngineTests.findings(model, engine: .fastest).exploration.components.map(\.engine) == ["states"])
    }

    @Test func aSheetThatSelectsTheTabUnderItRunsOnFrames() throws {
        // Settings, a sheet over "me", switches the tab bar to the feed and stays up over it.
        let text = Self.tabbedGate
            .replacingOccurrences(of: #""Me": { "actions": [ { "open": "app://feed", "label": "Latest" } ] }"#,
                                  with: #""Me": { "actions": [ { "present": "Settings", "style": "sheet", "label": "Settings" } ] }, "Settings": { "actions": [ { "select": "feed", "label": "Open feed" }, { "present": "Help", "style": "fullScreenCover", "label": "Help" } ] }, "Help": {}"#)
        let findings = try FrameEngineTests.bothEngines(text)
        #expect(findings.filter { $0.ruleID == "navigation-trap" }.map(\.subject) == ["Post", "Help"])
    }

    @Test func aURLThatOnlySelectsTheStuckTabFreesNothing() throws {
        // "Latest" only selects the feed: the post is still there, with no way back.
        let text = Self.tabbedGate(route: #"{ "id": "feed", "pattern": "feed", "tab": "feed" }"#)
        let findings = try FrameEngineTests.bothEngines(text)
        let trap = try #require(findings.first { $0.ruleID == "navigation-trap" })
        #expect(trap.subject == "Post")
        #expect(trap.trace.map(\.text) == [#"tap "Sign in" (show "in")"#, #"tap "First post" (push Post → Post)"#])
    }

    @Test func anUnknownCaseIsNamedAsOne() {
        let text = Self.gate.replacingOccurrences(of: #"{ "select": "in", "label": "Sign in" }"#, with: #"{ "select": "inn", "label": "Sign in" }"#)
        #expect(loadProblems(text).map(\.message) == ["unknown tab or switch case 'inn'; did you mean 'in'?"])
    }

    /// The signed-in case's stack is the root's, not a modal's, though the app launches on
    /// the login screen: a deep link into it (a post, no `dismissModals`) reads no modal under
    /// the top one, so the comments sheet and the author cover that open each other over it
    /// run on frames, as both engines agree (the stack was taken for a modal's, and the chain
    /// sent the component to the enumeration).
    @Test func aStackOfTheSignedInCaseIsNoModalsStack() throws {
        let text = """
            { "navlint": 1, "types": { "Post": {} },
              "root": { "switch": { "id": "session", "by": "app", "cases": [ { "id": "out", "content": "Login" },
                                                                       { "id": "in", "content": { "stack": { "id": "main", "root": "Feed" } } } ] } },
              "screens": {
                "Login": { "actions": [ { "select": "in", "label": "Sign in" } ] },
                "Feed": { "destinations": [ { "for": "Post", "screen": "PostView" } ], "actions": [ { "push": "Post", "label": "Open post" } ] },
                "PostView": { "actions": [ { "present": "Comments", "style": "sheet", "label": "Comments" } ] },
                "Comments": { "actions": [ { "dismiss": true, "label": "Close" }, { "pop": 1, "via": "code", "stack": "main", "label": "Delete post" },
                                           { "present": "Profile", "style": "fullScreenCover", "label": "Author" } ] },
                "Profile": { "actions": [ { "dismiss": true, "label": "Close" }, { "push": "Post", "via": "code", "stack": "main", "label": "Pinned post" },
                                          { "present": "Comments", "style": "sheet", "label": "Comments on pinned" } ] } },
              "deepLinks": { "schemes": ["app"], "routes": [ { "id": "post", "pattern": "post", "stack": "main", "push": ["Post"] } ] } }
            """
        let model = try #require(load(text).model)
        #expect(FrameEngineTests.findings(model, engine: .fastest, maxDepth: 3).exploration.components.map(\.engine) == ["frames"])
        let findings = try FrameEngineTests.bothEngines(text)
        #expect(findings.map { "\($0.ruleID) \($0.subject) \($0.trace.count)" }
                == ["pop-past-root Comments.actions[Delete post] 5", "deep-link-hidden-by-modal route:post 4"])
    }

}
