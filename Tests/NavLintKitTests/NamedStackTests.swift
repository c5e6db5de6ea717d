import Testing
@testable import NavLintKit

/// Actions that name the stack they act on (SPEC 6.3): a router from the environment, a row
/// setting state that another stack observes.
@Suite struct NamedStackTests {
    static let spec = """
        { "navlint": 1, "types": { "Item": {} },
          "root": { "stack": { "id": "main", "root": "Home", "path": { "binding": "router.path", "type": "NavigationPath", "storage": "object", "mainActor": true } } },
          "screens": {
            "Home": { "destinations": [ { "for": "Item", "screen": "Detail" } ],
                      "actions": [ { "present": "Picker", "style": "sheet", "label": "Pick" } ] },
            "Picker": { "actions": [ { "push": "Item", "via": "code", "stack": "main", "label": "First" } ] },
            "Detail": { "actions": [ { "popToRoot": true, "via": "code", "stack": "main", "label": "Home" } ] } } }
        """

    @Test func aRowInASheetPushesOntoTheStackUnderIt() throws {
        let model = try #require(load(Self.spec).model, "\(load(Self.spec).problems.map(\.message))")
        // Without "stack", the push would be link-outside-stack; with it, Detail is reached under the sheet.
        #expect(try FrameEngineTests.bothEngines(Self.spec).isEmpty)
        let result = FrameEngineTests.findings(model, engine: .fastest)
        let detail = try #require(model.screen(named: "Detail"))
        let seen = try #require(result.exploration.visibleScreens[detail])
        #expect(result.exploration.trace(to: seen).map { EventText.describe($0, model) } == [
            #"tap "Pick" (present sheet Picker)"#, #"tap "First" (append Item)"#, "swipe down to dismiss sheet \"Picker\"",
        ])
        let plain = Self.spec.replacingOccurrences(of: #", "stack": "main", "label": "First""#, with: #", "label": "First""#)
        #expect(Linter.lint(try #require(load(plain).model)).map(\.ruleID) == ["unreachable-destination", "link-outside-stack", "unreachable-screen"])
    }

    /// A screen without a back button, whose only way out is a sheet that pops the stack under
    /// it to the root: the user dismisses the sheet onto the stack's root.
    static let freed = """
        { "navlint": 1, "types": { "User": {}, "Tag": {} },
          "root": { "stack": { "id": "main", "root": "Home" } },
          "screens": {
            "Home": { "destinations": [ { "for": "User", "screen": "Profile" } ], "actions": [ { "push": "User", "label": "Me" } ] },
            "Profile": { "backButton": "hidden", "actions": [ { "present": "Menu", "style": "sheet", "label": "Menu" } ] },
            "Menu": { "actions": [ { "popToRoot": true, "stack": "main", "label": "Home" }, { "push": "Tag", "via": "code", "stack": "main", "label": "Tags" } ] } } }
        """

    @Test func aSheetThatPopsTheStackUnderItFreesTheScreenUnderIt() throws {
        let findings = try FrameEngineTests.bothEngines(Self.freed)
        // Tag resolves nowhere in the stack under the sheet: the row does nothing.
        #expect(findings.map { "\($0.ruleID) \($0.subject) \($0.trace.map(\.text))" } == [
            #"missing-destination Menu.actions[Tags]:Tag ["tap \"Me\" (push User → Profile)", "tap \"Menu\" (present sheet Menu)", "tap \"Tags\" (append Tag)"]"#,
        ])
        // Without the sheet's way home, Profile is a trap.
        let stuck = Self.freed.replacingOccurrences(of: #"{ "popToRoot": true, "stack": "main", "label": "Home" }, "#, with: "")
        #expect(try FrameEngineTests.bothEngines(stuck).map(\.ruleID) == ["navigation-trap", "missing-destination"])
        // Freed by what the sheet pushes under it: a screen that pops to the root.
        let pushing = stuck.replacingOccurrences(of: #"[ { "for": "User", "screen": "Profile" } ]"#,
                                                 with: #"[ { "for": "User", "screen": "Profile" }, { "for": "Tag", "screen": "Tags" } ]"#)
            .replacingOccurrences(of: #""Menu": {"#, with: #""Tags": { "actions": [ { "popToRoot": true } ] }, "Menu": {"#)
        #expect(try FrameEngineTests.bothEngines(pushing).isEmpty)
        // The same through an in-app URL whose route pops the stack to its root and leaves the sheet up.
        let routed = String(stuck.replacingOccurrences(of: #"{ "push": "Tag", "via": "code", "stack": "main", "label": "Tags" }"#,
                                                with: #"{ "open": "app://home", "label": "Home" }"#).dropLast())
            + #", "deepLinks": { "schemes": ["app"], "routes": [ { "id": "home", "pattern": "home", "stack": "main", "popToRoot": true } ] } }"#
        // (Opened from outside while the sheet is up, the route acts unseen under it.)
        #expect(try FrameEngineTests.bothEngines(routed).map(\.ruleID) == ["deep-link-hidden-by-modal"])
    }

    /// A confirmation sheet an in-app URL's route presents over a menu sheet ("Leave" opens
    /// app://confirm), whose "Yes" pops the stack under both to its root: the screen under
    /// them, which hides its back button, is no trap, since the way out goes through the
    /// route's modal (`STUCK`: without "Yes", it is one).
    static let confirm = """
        { "navlint": 1, "types": { "Item": {} },
          "root": { "stack": { "id": "main", "root": "Home" } },
          "screens": {
            "Home": { "destinations": [ { "for": "Item", "screen": "Stuck" } ], "actions": [ { "push": "Item", "label": "Open" } ] },
            "Stuck": { "backButton": "hidden", "actions": [ { "present": "Menu", "style": "sheet", "label": "Menu" } ] },
            "Menu": { "actions": [ { "open": "app://confirm", "label": "Leave" }, { "dismiss": true, "label": "Close" } ] },
            "Confirm": { "actions": [ STUCK{ "dismiss": true, "label": "No" } ] } },
          "deepLinks": { "schemes": ["app"], "routes": [ { "id": "confirm", "pattern": "confirm", "present": "Confirm", "style": "sheet" } ] } }
        """

    @Test func aModalARoutePresentsOverASheetActsUnderBoth() throws {
        let freed = try FrameEngineTests.bothEngines(Self.confirm.replacingOccurrences(
            of: "STUCK", with: #"{ "popToRoot": true, "stack": "main", "label": "Yes" }, "#))
        #expect(freed.isEmpty, "\(freed.map(\.ruleID))")
        let stuck = try FrameEngineTests.bothEngines(Self.confirm.replacingOccurrences(of: "STUCK", with: ""))
        #expect(stuck.map { "\($0.ruleID) \($0.subject) \($0.trace.map(\.text))" } == [
            #"navigation-trap Stuck ["tap \"Open\" (push Item → Stuck)"]"#,
        ])
    }

    /// `confirm` whose route pushes a note (whose back button is hidden) under the menu, then
    /// presents the confirmation with `style`.
    static func pushingNote(_ confirm: String, style: String) -> String {
        confirm.replacingOccurrences(of: #""types": { "Item": {} }"#, with: #""types": { "Item": {}, "Note": {} }"#)
            .replacingOccurrences(of: #"[ { "for": "Item", "screen": "Stuck" } ]"#,
                                  with: #"[ { "for": "Item", "screen": "Stuck" }, { "for": "Note", "screen": "Noted" } ]"#)
            .replacingOccurrences(of: #""Menu": {"#, with: #""Noted": { "backButton": "hidden" }, "Menu": {"#)
            .replacingOccurrences(of: #""present": "Confirm", "style": "sheet" }"#,
                                  with: #""stack": "main", "push": ["Note"], "present": "Confirm", "style": "\#(style)" }"#)
    }

    /// The route pushes a note under the menu before presenting the confirmation: the frame
    /// analysis of ways out does not follow what that modal then does under them (its "Yes"
    /// frees the screen under the menu), so the spec is enumerated, and no trap is claimed
    /// on that screen (the frame graph claimed one before).
    @Test func aModalARoutePresentsAfterPushingUnderTheSheetIsEnumerated() throws {
        let text = Self.pushingNote(Self.confirm.replacingOccurrences(of: "STUCK", with: #"{ "popToRoot": true, "stack": "main", "label": "Yes" }, "#),
                                    style: "sheet")
        let model = try #require(load(text).model, "\(load(text).problems.map(\.message))")
        let run = FrameEngineTests.findings(model, engine: .fastest)
        #expect(run.exploration.statistics.map(\.fallback) == [
            "a modal an in-app URL's route presents after changing the stack under the modals acts on that stack",
        ])
        #expect(!run.findings.contains { $0.ruleID == "navigation-trap" && $0.subject == "Stuck" })
        #expect(run.findings.contains { $0.ruleID == "navigation-trap" && $0.subject == "Noted" })
    }

    /// The same route, whose confirmation is a full-screen cover with no way out (and whose
    /// screens show their back buttons): what its "Yes" does under the modals is never shown
    /// again, so the frame graph follows it (the cover is a trap, which the deep link opens).
    @Test func aCoverARoutePresentsAfterPushingUnderTheSheetWithNoWayOutIsFollowed() throws {
        let text = Self.pushingNote(Self.confirm.replacingOccurrences(of: #"STUCK{ "dismiss": true, "label": "No" }"#,
                                                                      with: #"{ "popToRoot": true, "stack": "main", "label": "Yes" }"#),
                                    style: "fullScreenCover")
            .replacingOccurrences(of: #""Noted": { "backButton": "hidden" }"#, with: #""Noted": {}"#)
            .replacingOccurrences(of: #""Stuck": { "backButton": "hidden","#, with: #""Stuck": {"#)
        let model = try #require(load(text).model, "\(load(text).problems.map(\.message))")
        #expect(FrameEngineTests.findings(model, engine: .fastest).exploration.components.map(\.engine) == ["frames"])
        let findings = try FrameEngineTests.bothEngines(text)
        #expect(findings.filter { $0.ruleID == "navigation-trap" }.map { [$0.subject] + $0.trace.map(\.text) } == [
            ["Confirm", "open app://confirm (deep link, route 'confirm')"],
        ])
    }

    /// A mail tab's composer that a route presents after pushing the message it replies to:
    /// "Reply again" in the composer opens the route over it, a composer over a composer
    /// (chains of any length, as sessions). The route selects the inbox tab, the very tab
    /// explored apart: it moves no modal, and the frame graph runs.
    @Test func aRouteSelectingItsOwnTabAndPresentingRunsAsSessions() throws {
        let text = """
            { "navlint": 1, "types": { "Message": {} },
              "root": { "tabs": { "selection": "binding", "items": [
                { "id": "inbox", "content": { "stack": { "id": "inbox", "root": "Mailbox" } } },
                { "id": "settings", "content": { "stack": { "id": "settings", "root": "Settings" } } } ] } },
              "screens": {
                "Mailbox": { "destinations": [ { "for": "Message", "screen": "MessageView" } ], "actions": [ { "open": "app://reply", "label": "Reply" }, { "present": "Composer", "style": "sheet", "label": "Compose" } ] },
                "MessageView": {},
                "Settings": {},
                "Composer": { "actions": [ { "open": "app://reply", "label": "Reply again" }, { "dismiss": true, "label": "Send" } ] } },
              "deepLinks": { "schemes": ["app"], "routes": [
                { "id": "reply", "pattern": "reply", "tab": "inbox", "stack": "inbox", "push": ["Message"], "present": "Composer", "style": "sheet" } ] } }
            """
        let model = try #require(load(text).model)
        #expect(FrameEngineTests.findings(model, engine: .fastest).exploration.components.map(\.engine) == ["frames", "frames"])
        #expect(try FrameEngineTests.agreement(text, "composer")?.compared == true)
        let findings = FrameEngineTests.findings(model, engine: .fastest).findings
        #expect(findings.map { [$0.ruleID] + $0.trace.map(\.text) } == [
            ["deep-link-hidden-by-modal", #"tap "Reply" (open app://reply)"#, "open app://reply (deep link, route 'reply')"],
            ["deep-link-state-dependent", #"tap "Reply" (open app://reply)"#, "open app://reply (deep link, route 'reply')"],
        ])
    }

    /// A settings sheet with tabs, over a post whose back button is hidden, in an app with a
    /// paywall cover (the user can be trapped): its second tab, Account, presents a sign-out
    /// sheet that pops the feed's stack under both. The escapes follow the chains from each
    /// tab of a modal, so the post is no trap, on frames (enumerated before: a modal over
    /// another names the stack under them); without "Sign out" it is one. A page pushed in
    /// that tab's own stack acting under the sheet is still enumerated (the escapes follow a
    /// modal's pushed pages in its first tab only).
    static let settingsTabs = """
        { "navlint": 1, "types": { "Post": {} },
          "root": { "stack": { "id": "main", "root": "Feed" } },
          "screens": {
            "Feed": { "destinations": [ { "for": "Post", "screen": "PostDetail" } ],
                      "actions": [ { "push": "Post", "label": "Open" }, { "present": "Paywall", "style": "fullScreenCover", "label": "Upgrade" } ] },
            "Paywall": {},
            "PostDetail": { "backButton": "hidden", "actions": [ { "present": { "tabs": { "selection": "binding", "items": [
                              { "id": "general", "content": "General" }, { "id": "account", "content": "Account" } ] } },
                              "style": "sheet", "label": "Settings" } ] },
            "General": { "actions": [ { "dismiss": true, "label": "Close" } ] },
            "Account": { "actions": [ { "present": "SignOut", "style": "sheet", "label": "Sign out" } ] },
            "SignOut": { "actions": [ { "popToRoot": true, "stack": "main", "label": "Sign out" }, { "dismiss": true, "label": "Cancel" } ] } } }
        """

    @Test func aModalsSecondTabPresentsASheetThatActsUnderBoth() throws {
        let freed = try FrameEngineTests.bothEngines(Self.settingsTabs)
        #expect(freed.map { [$0.ruleID, $0.subject] } == [["navigation-trap", "Paywall"]])
        let stuck = try FrameEngineTests.bothEngines(Self.settingsTabs.replacingOccurrences(
            of: #"{ "popToRoot": true, "stack": "main", "label": "Sign out" }, "#, with: ""))
        #expect(stuck.map { [$0.ruleID, $0.subject] + $0.trace.map(\.text) } == [
            ["navigation-trap", "Paywall", #"tap "Upgrade" (present fullScreenCover Paywall)"#],
            ["navigation-trap", "PostDetail", #"tap "Open" (push Post → PostDetail)"#],
        ])
        let paged = Self.settingsTabs
            .replacingOccurrences(of: #"{ "id": "account", "content": "Account" }"#,
                                  with: #"{ "id": "account", "content": { "stack": { "id": "acct", "root": "Account" } } }"#)
            .replacingOccurrences(of: #""types": { "Post": {} }"#, with: #""types": { "Post": {}, "Device": {} }"#)
            .replacingOccurrences(of: #""Account": { "actions": [ "#,
                                  with: #""Account": { "destinations": [ { "for": "Device", "screen": "Devices" } ], "actions": [ { "push": "Device", "label": "Devices" }, "#)
            .replacingOccurrences(of: #""SignOut":"#, with: #""Devices": { "actions": [ { "popToRoot": true, "stack": "main", "label": "Reset" } ] }, "SignOut":"#)
        let model = try #require(load(paged).model, "\(load(paged).problems.map(\.message))")
        #expect(FrameEngineTests.findings(model, engine: .fastest).exploration.statistics.map(\.fallback) == [FrameSearch.pushedContent])
    }

    /// A review sheet only a deep link presents (after popping the stack to its root), whose
    /// "Start over" pops that stack: another deep link can push a note under the sheet, and
    /// then "Start over" does something. The frame graph judged such links after the search
    /// (leaving their edges out), and claimed it never does; it now follows them as edges.
    @Test func aDeepLinkPushingUnderAModalThatActsThereIsFollowed() throws {
        let text = """
            { "navlint": 1, "types": { "Note": {} },
              "root": { "stack": { "id": "main", "root": "Home" } },
              "screens": {
                "Home": { "destinations": [ { "for": "Note", "screen": "Noted" } ] },
                "Noted": {},
                "Review": { "actions": [ { "popToRoot": true, "stack": "main", "label": "Start over" }, { "dismiss": true, "label": "Done" } ] } },
              "deepLinks": { "schemes": ["app"], "routes": [
                { "id": "note", "pattern": "note", "stack": "main", "push": ["Note"] },
                { "id": "review", "pattern": "review", "stack": "main", "popToRoot": true, "present": "Review", "style": "sheet" } ] } }
            """
        let model = try #require(load(text).model)
        #expect(FrameEngineTests.findings(model, engine: .fastest).exploration.components.map(\.engine) == ["frames"])
        let findings = try FrameEngineTests.bothEngines(text)
        #expect(!findings.contains { $0.ruleID == "pop-past-root" })
        #expect(findings.filter { $0.ruleID == "deep-link-hidden-by-modal" }.count == 2)
        #expect(FrameEngineTests.findings(model, engine: .fastest).exploration.effectiveActions.contains(ActionRef(screen: 2, action: 0)))
    }

    /// A sheet over a sheet (a contact picker over a composer) whose row pushes onto the
    /// router's stack under both: dismissing the picker shows the composer over the new entry,
    /// then the entry; where that entry hides its back button, the tap traps the user. A third
    /// sheet over the picker whose row pushes too changes the stack under all three (the
    /// frame nodes keep the chain of openers); a row that opens the composer again over the
    /// picker makes a chain that can grow without end: on frames as sessions (FrameSessions).
    @Test func aModalOverAModalActingUnderThemChangesTheStackUnderBoth() throws {
        let nested = """
            { "navlint": 1, "types": { "Post": {} },
              "root": { "stack": { "id": "main", "root": "Home" } },
              "screens": {
                "Home": { "destinations": [ { "for": "Post", "screen": "PostView" } ],
                          "actions": [ { "present": "Compose", "style": "sheet", "label": "Compose" } ] },
                "Compose": { "actions": [ { "present": "Contacts", "style": "sheet", "label": "Add contact" } ] },
                "Contacts": { "actions": [ { "push": "Post", "stack": "main", "label": "Open last post" } ] },
                "PostView": { BACK } } }
            """
        let shown = try FrameEngineTests.bothEngines(nested.replacingOccurrences(of: "BACK", with: ""))
        #expect(shown.isEmpty)
        let model = try #require(load(nested.replacingOccurrences(of: "BACK", with: "")).model)
        let run = FrameEngineTests.findings(model, engine: .fastest)
        let screen = try #require(model.screen(named: "PostView"))
        let post = try #require(run.exploration.visibleScreens[screen])
        #expect(run.exploration.trace(to: post).map { EventText.describe($0, model) } == [
            #"tap "Compose" (present sheet Compose)"#, #"tap "Add contact" (present sheet Contacts)"#, #"tap "Open last post" (push Post)"#,
            #"swipe down to dismiss sheet "Contacts""#, #"swipe down to dismiss sheet "Compose""#,
        ])
        let trapped = try FrameEngineTests.bothEngines(nested.replacingOccurrences(of: "BACK", with: #""backButton": "hidden""#))
        #expect(trapped.map { "\($0.ruleID) \($0.subject) \($0.trace.count)" } == ["navigation-trap Contacts 3"])
        // Contacts opens Groups, whose row pushes a post too: on frames, as the enumeration says.
        let groups = nested.replacingOccurrences(of: "BACK", with: "")
            .replacingOccurrences(of: #""label": "Open last post" } ]"#,
                                  with: #""label": "Open last post" }, { "present": "Groups", "style": "sheet", "label": "Groups" } ]"#)
            .replacingOccurrences(of: #""PostView": {"#,
                                  with: #""Groups": { "actions": [ { "push": "Post", "stack": "main", "label": "Group post" } ] }, "PostView": {"#)
        #expect(try FrameEngineTests.bothEngines(groups).isEmpty)
        let stuck = try FrameEngineTests.bothEngines(groups.replacingOccurrences(of: #""PostView": {"#, with: #""PostView": { "backButton": "hidden""#))
        // Stuck from the third sheet's push too, one tap further.
        #expect(stuck.map { "\($0.ruleID) \($0.subject) \($0.trace.count)" } == ["navigation-trap Contacts 3", "navigation-trap Groups 4"])
        let third = nested.replacingOccurrences(of: "BACK", with: "")
            .replacingOccurrences(of: #""label": "Open last post" } ]"#,
                                  with: #""label": "Open last post" }, { "present": "Compose", "style": "sheet", "label": "New" } ]"#)
        #expect(try FrameEngineTests.bothEngines(third).isEmpty)
        // Where the post hides its back button, every composer and picker in the chain is as
        // trapped as the first: on frames too, as far as the enumeration goes.
        let deeper = try FrameEngineTests.framesBeyondEnumeration(
            third.replacingOccurrences(of: #""PostView": {"#, with: #""PostView": { "backButton": "hidden""#))
        #expect(deeper.map { "\($0.ruleID) \($0.subject) \($0.trace.count)" } == ["navigation-trap Contacts 3"])
    }

    /// A push onto the stack under modals over one another, of a type no frame of that stack
    /// resolves (or a pop where it is never shown): it fails, or does nothing, whatever the
    /// stack shows, so the frame graph needs no record of what lies under the modals (FrameSearch
    /// named). Four generated specs that were enumerated for it, on frames and agreeing.
    @Test func aPushUnderModalsThatNoFrameResolvesNeedsNothingUnderThem() throws {
        let specs = [("u", 15), ("uc", 9), ("uc", 15), ("uh", 15)].map { name, seed in
            FallbackTallyTests.streams.first { $0.name == name }!.make(UInt64(seed))
        }
        for text in specs {
            let model = try #require(load(text).model)
            #expect(FrameEngineTests.findings(model, engine: .fastest, maxDepth: 3).exploration.components.allSatisfy { $0.engine == "frames" })
            #expect(try FrameEngineTests.agreement(text, "generated")?.compared == true)
        }
    }

    /// Buttons beside a NavigationStack, outside its content (`VStack { NavigationStack(path:
    /// $path) { … }; Button("Back") { path.removeLast() } }`), name the stack they hold: they act
    /// on it whatever it shows. "Back one" at the root crashes; "Home" is a way back from a page
    /// that hides its back button, so nothing traps the user; both engines agree.
    @Test func aScreenAroundItsStackActsOnItByName() throws {
        let text = """
            { "navlint": 1, "types": { "Page": {} },
              "root": "Shell",
              "screens": {
                "Shell": { "embeds": { "stack": { "id": "main", "root": "Home" } },
                           "actions": [ { "pop": 1, "via": "code", "stack": "main", "label": "Back one" }, HOME ] },
                "Home": { "destinations": [ { "for": "Page", "screen": "PageView" } ], "actions": [ { "push": "Page", "label": "Open" } ] },
                "PageView": { "backButton": "hidden", "actions": [ { "push": "Page", "label": "Next" } ] } } }
            """
        let home = #"{ "popToRoot": true, "stack": "main", "label": "Home" }"#
        let free = try FrameEngineTests.framesBeyondEnumeration(text.replacingOccurrences(of: "HOME", with: home))
        #expect(free.map { "\($0.ruleID) \($0.subject)" } == ["pop-past-root Shell.actions[Back one]"])
        #expect(free.first?.trace.map(\.text) == [#"tap "Back one" (pop)"#])
        // Without "Home", "Back one" still leaves every page: no trap either.
        let backOnly = try FrameEngineTests.framesBeyondEnumeration(text.replacingOccurrences(of: ", HOME", with: ""))
        #expect(backOnly.map { "\($0.ruleID) \($0.subject)" } == ["pop-past-root Shell.actions[Back one]"])
        // Named for another stack than the one it holds, it reaches none: the page traps the user.
        let elsewhere = text.replacingOccurrences(of: ", HOME", with: "").replacingOccurrences(of: #""stack": "main", "label": "Back one""#,
                                                                                             with: #""label": "Back one""#)
        let trapped = try FrameEngineTests.framesBeyondEnumeration(elsewhere)
        #expect(trapped.map { "\($0.ruleID) \($0.subject)" } == ["navigation-trap PageView"])
    }

    /// A comments sheet and an author cover that present each other, each acting on the
    /// router's stack under them (Delete post pops it, Pinned post pushes, Home pops to the
    /// root): the chain can grow without end, but a layer that is already under it at its first
    /// frame does what that one does, so the frame graph follows it without the chain
    /// (FrameSearch.presentsAgain), as it does for a cover that presents itself.
    @Test func modalsThatPresentEachOtherActUnderThemOnFrames() throws {
        let chain = """
            { "navlint": 1, "types": { "Post": {} },
              "root": { "stack": { "id": "main", "root": "Feed" } },
              "screens": {
                "Feed": { "destinations": [ { "for": "Post", "screen": "PostView" } ], "actions": [ { "push": "Post", "label": "Open post" } ] },
                "PostView": { "actions": [ { "present": "Comments", "style": "sheet", "label": "Comments" } ] },
                "Comments": { "actions": [ { "dismiss": true, "label": "Close" },
                                           { "pop": 1, "via": "code", "stack": "main", "label": "Delete post" },
                                           { "present": "Profile", "style": "fullScreenCover", "label": "Author" } ] },
                "Profile": { "actions": [ { "dismiss": true, "label": "Close" },
                                          { "push": "Post", "via": "code", "stack": "main", "label": "Pinned post" },
                                          { "popToRoot": true, "stack": "main", "label": "Home" },
                                          { "present": "Comments", "style": "sheet", "label": "Comments on pinned" } ] } } }
            """
        let itself = chain.replacingOccurrences(of: #"{ "present": "Comments", "style": "sheet", "label": "Comments on pinned" }"#,
                                                with: #"{ "present": "Profile", "style": "fullScreenCover", "label": "Similar author" }"#)
        for text in [chain, itself] {
            let model = try #require(load(text).model)
            #expect(FrameEngineTests.findings(model, engine: .fastest, maxDepth: 3).exploration.components.map(\.engine) == ["frames"])
            // Delete pressed twice pops past the feed, found on both engines with the same trace.
            let findings = try FrameEngineTests.bothEngines(text)
            #expect(findings.map { "\($0.ruleID) \($0.subject)" } == ["pop-past-root Comments.actions[Delete post]"])
            #expect(findings.first?.trace.map(\.text) == [#"tap "Open post" (push Post → PostView)"#, #"tap "Comments" (present sheet Comments)"#,
                                                         #"tap "Delete post" (pop)"#, #"tap "Delete post" (pop)"#])
        }
    }

    /// The same for a modal that a route presents again over itself after changing the stack
    /// under it (a deep link that pops that stack to its root and shows its promotion cover):
    /// two generated specs that met it, whose sessions could not be used, on frames and agreeing.
    @Test func aRoutesModalPresentedAgainOverItselfAfterAChangeUnderIt() throws {
        for text in [randomFrameSpec(seed: 41, named: true), randomFrameSpec(seed: 48, coupled: true, modalStack: true)] {
            let model = try #require(load(text).model)
            #expect(FrameEngineTests.findings(model, engine: .fastest, maxDepth: 3).exploration.components.allSatisfy { $0.engine == "frames" })
            #expect(try FrameEngineTests.agreement(text, "generated")?.compared == true)
        }
    }

    @Test func onlyStackVerbsNameAStack() {
        let wrong = Self.spec.replacingOccurrences(of: #"{ "present": "Picker", "style": "sheet", "label": "Pick" }"#,
                                                   with: #"{ "present": "Picker", "style": "sheet", "label": "Pick", "stack": "main" }"#)
        #expect(loadProblems(wrong).map(\.message) == [#""stack" applies to push, set, pop and popToRoot, not to "present""#])
        let unknown = Self.spec.replacingOccurrences(of: #""stack": "main", "label": "First""#, with: #""stack": "mian", "label": "First""#)
        #expect(loadProblems(unknown).map(\.message).first?.hasPrefix("unknown stack 'mian'; did you mean 'main'?") == true)
    }
}

/// `"tab": "selected"` (SPEC 6.6): one router per tab, acting on whichever tab is selected.
@Suite struct SelectedTabRouteTests {
    static let spec = """
        { "navlint": 1, "types": { "Profile": { "codable": true } },
          "root": { "tabs": { "selection": "binding", "items": [
            { "id": "home", "content": { "stack": { "id": "homeStack", "root": "Home" } } },
            { "id": "search", "content": { "stack": { "id": "searchStack", "root": "Search" } } } ] } },
          "screens": {
            "Home": { "destinations": [ { "for": "Profile", "screen": "ProfileView" } ] },
            "Search": { "destinations": [ { "for": "Profile", "screen": "ProfileView" } ], "actions": [ { "open": "app://profile/1", "label": "Author" } ] },
            "ProfileView": {} },
          "deepLinks": { "schemes": ["app"], "routes": [ { "id": "profile", "pattern": "profile/{id}", "tab": "selected", "popToRoot": true, "push": ["Profile"] } ],
            "examples": [ { "url": "app://profile/1", "expect": { "screens": ["Home", "ProfileView"] } } ] } }
        """

    @Test func itActsOnTheSelectedTabsStack() throws {
        let model = try #require(load(Self.spec).model, "\(load(Self.spec).problems.map(\.message))")
        let apart = FrameEngineTests.findings(model, engine: .fastest)
        let product = FrameEngineTests.findings(model, engine: .enumerate, compose: false)
        #expect(apart.exploration.components.map(\.engine) == ["frames", "frames"])
        // Landing on another tab's stack is what the route is for: no state-dependent finding.
        #expect(apart.findings.isEmpty)
        #expect(product.findings.isEmpty)
        let (code, out, _) = runCLI(["resolve", try ModalRouteTests.file(Self.spec), "app://profile/1", "--from", "screen:Search"])
        #expect(code == .success)
        #expect(out.hasSuffix("1. pop to root (already there)\n  2. push Profile → ProfileView\n  result: Search › ProfileView\n"))
        // Behind a login gate: the tab view is inside a switch's case; at launch there is none.
        let gated = Self.spec
            .replacingOccurrences(of: #""root": { "tabs""#, with: #""root": { "switch": { "cases": [ { "id": "out", "content": "Login" }, { "id": "in", "content": { "tabs""#)
            .replacingOccurrences(of: #"} } ] } },"#, with: #"} } ] } } } ] } },"#)
            .replacingOccurrences(of: #""screens": {"#, with: #""screens": { "Login": { "actions": [ { "select": "in", "label": "Sign in" } ] },"#)
        let gatedModel = try #require(load(gated).model, "\(load(gated).problems.map(\.message))")
        #expect(Linter.lint(gatedModel).map(\.message) == ["'app://profile/1' shows nothing of a stack, expected Home › ProfileView"])
        let signedIn = runCLI(["resolve", try ModalRouteTests.file(gated), "app://profile/1", "--from", "screen:Search"]).1
        #expect(signedIn.hasSuffix("result: Search › ProfileView\n"))
        let both = Self.spec.replacingOccurrences(of: #""tab": "selected", "popToRoot""#, with: #""tab": "selected", "stack": "homeStack", "popToRoot""#)
        #expect(loadProblems(both).map(\.message) == ["route 'profile' acts on the selected tab's stack; it cannot also name stack 'homeStack'"])
    }
}
