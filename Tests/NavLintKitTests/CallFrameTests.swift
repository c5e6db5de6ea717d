import Testing
@testable import NavLintKit

/// A modal's pushed content that acts on the stack under the modal, with its pushes searched as
/// calls (FrameCalls): stacks of any height in the modal on the frame graph, with trap verdicts
/// (FrameTraps follows what the modal's pages do under it).
@Suite struct CallFrameTests {
    /// A library cover with its own stack: shelves hold sections, sections hold shelves again
    /// without end, and a section's "Read" appends a post to the main router's path under the
    /// cover. The cover is dismissed only from its first screen, so the post is seen after Back
    /// from each page the user pushed: configurations never shown before, over the changed path.
    /// PostView's "Reply" has no destination. STYLE, EXTRA and SECTION are filled in per test.
    static let library = """
        { "navlint": 1, "types": { "Post": {}, "Shelf": {}, "Section": {}, "Reply": {}, "Draft": {} },
          "root": { "stack": { "id": "main", "root": "Home" } },
          "screens": {
            "Home": { "destinations": [ { "for": "Post", "screen": "PostView" } ],
                      "actions": [ { "present": { "stack": { "id": "library", "root": "Library" } }, "style": "STYLE", "label": "Library" } ] },
            "PostView": { "actions": [ { "push": "Reply", "label": "Reply" } ] },
            "Library": { "destinations": [ { "for": "Shelf", "screen": "ShelfView" }, { "for": "Section", "screen": "SectionView" } ],
                         "actions": [ { "push": "Shelf", "label": "Open" }, { "dismiss": true, "label": "Done" } ] },
            "ShelfView": { "actions": [ { "push": "Section", "label": "Section" }EXTRA ] },
            "SectionView": { SECTION"actions": [ { "push": "Shelf", "label": "Shelf" },
                                          { "push": "Post", "via": "code", "stack": "main", "label": "Read" } ] } } }
        """

    static func library(style: String = "fullScreenCover", extra: String = "", section: String = "") -> String {
        library.replacingOccurrences(of: "STYLE", with: style).replacingOccurrences(of: "EXTRA", with: extra)
            .replacingOccurrences(of: "SECTION", with: section)
    }

    /// A social feed: a post's comments sheet has a stack of its own, where a commenter's page
    /// pushes a post onto the feed's stack under the sheet ("Open their post"), and "Open full
    /// profile" pushes the user there and closes the sheet. A user link that does not dismiss
    /// modals opened over the sheet changes the feed under the commenter's page: what Back in
    /// the sheet shows then was never shown, so the link is followed as an edge, with the
    /// sheet's pushes as calls. Same findings and traces as enumerating, on frames.
    @Test func aLinkUnderACommentsSheetWhosePagesPushOntoTheFeed() throws {
        let text = """
            { "navlint": 1, "types": { "Post": {}, "User": {} },
              "root": { "stack": { "id": "main", "root": "Feed" } },
              "screens": {
                "Feed": { "destinations": [ { "for": "Post", "screen": "PostDetail" }, { "for": "User", "screen": "Profile" } ],
                          "actions": [ { "push": "Post", "label": "Open post" } ] },
                "PostDetail": { "actions": [ { "push": "User", "label": "Author" },
                                             { "present": { "stack": { "root": "Comments" } }, "style": "sheet", "label": "Comments" } ] },
                "Profile": { "actions": [ { "push": "Post", "label": "Pinned" } ] },
                "Comments": { "destinations": [ { "for": "User", "screen": "Commenter" } ],
                              "actions": [ { "push": "User", "label": "Commenter" }, { "dismiss": true, "label": "Close" } ] },
                "Commenter": { "actions": [ { "push": "User", "via": "code", "stack": "main", "label": "Open full profile", "dismisses": true },
                                            { "push": "Post", "via": "code", "stack": "main", "label": "Open their post" },
                                            { "push": "User", "label": "Follows" } ] } },
              "deepLinks": { "schemes": ["app"], "routes": [ { "id": "user", "pattern": "user/{id}", "stack": "main", "push": ["User"] } ] } }
            """
        let model = try #require(load(text).model)
        #expect(FrameEngineTests.findings(model, engine: .fastest).exploration.components.map(\.engine) == ["frames"])
        let findings = try FrameEngineTests.framesBeyondEnumeration(text)
        #expect(findings.map(\.ruleID) == ["deep-link-hidden-by-modal", "deep-link-state-dependent"])
        #expect(findings.first?.trace.map(\.text) == [#"tap "Open post" (push Post → PostDetail)"#,
                                                      #"tap "Comments" (present sheet NavigationStack(Comments))"#,
                                                      "open app://user/1 (deep link, route 'user')"])
    }

    /// The spec `text` with deep links to `routes` (the spec's last brace closes its object).
    static func adding(_ routes: String, to text: String) -> String {
        text.dropLast() + #", "deepLinks": { "schemes": ["app"], "routes": [ "# + routes + " ] } }"
    }

    /// The reply's missing destination is found after the shortest way to PostView: two pushes,
    /// "Read", Back twice over the changed path (two returns), then "Done". The enumeration
    /// agrees within its depth, which shelves and sections exceed.
    @Test func aPostReadDeepInACoverIsShownAfterBackFromEveryPage() throws {
        let findings = try FrameEngineTests.framesBeyondEnumeration(Self.library())
        let reply = try #require(findings.first { $0.ruleID == "missing-destination" })
        #expect(findings.map(\.ruleID) == ["missing-destination"])
        #expect(reply.subject == "PostView.actions[Reply]:Reply")
        #expect(reply.trace.map(\.text) == [
            #"tap "Library" (present fullScreenCover library)"#, #"tap "Open" (push Shelf → ShelfView)"#,
            #"tap "Section" (push Section → SectionView)"#, #"tap "Read" (append Post)"#,
            #"tap Back (leave "SectionView")"#, #"tap Back (leave "ShelfView")"#, #"tap "Done" (dismiss)"#,
            #"tap "Reply" (push Reply)"#,
        ])
    }

    /// A post page's "Close both" pops two entries of the main stack (`removeLast(2)`, which
    /// crashes over one). Pops of more than one entry on the root layer do not touch the
    /// cover's calls, which unwind one at a time: still on frames (enumerated before).
    @Test func aPopOfTwoOnTheMainStackLeavesTheCoversPushesCalls() throws {
        let text = Self.library().replacingOccurrences(of: #"{ "push": "Reply", "label": "Reply" }"#,
                                                       with: #"{ "push": "Reply", "label": "Reply" }, { "pop": 2, "via": "code", "label": "Close both" }"#)
        let findings = try FrameEngineTests.framesBeyondEnumeration(text)
        #expect(findings.map(\.ruleID) == ["missing-destination", "pop-past-root"])
        #expect(findings.map(\.trace.count) == [8, 8])
    }

    /// A sheet can be swiped away from any page, and a shelf's "Edit" appends a draft the main
    /// stack has no destination for: found in three steps, with the post's reply in six.
    @Test func aSheetsPushedPageThatAppendsWhatTheStackUnderCannotShowIsFound() throws {
        let findings = try FrameEngineTests.framesBeyondEnumeration(
            Self.library(style: "sheet", extra: #", { "push": "Draft", "via": "code", "stack": "main", "label": "Edit" }"#))
        #expect(findings.map(\.ruleID) == ["missing-destination", "missing-destination"])
        #expect(findings.map(\.subject) == ["PostView.actions[Reply]:Reply", "ShelfView.actions[Edit]:Draft"])
        #expect(findings.map(\.trace.count) == [6, 3])
    }

    /// A section that pops the stack under the cover to its root and pushes nothing: Back over
    /// it, then Done, shows Home again; the post and its reply are still found.
    @Test func aPopUnderTheCoverIsAReturnOverTheRoot() throws {
        let text = Self.library(extra: #", { "popToRoot": true, "stack": "main", "label": "Home" }"#)
        let findings = try FrameEngineTests.framesBeyondEnumeration(text)
        #expect(findings.map(\.ruleID) == ["missing-destination"])
        #expect(findings.first?.trace.count == 8)
    }

    /// A section that hides its back button traps the user (the cover is dismissed from its
    /// first screen only): found on frames in three steps, with the enumeration's trace; the post
    /// "Read" pushes under the cover is then never on screen, nor its reply's failure reached.
    @Test func aSectionWithoutAWayBackIsATrapFoundOnFrames() throws {
        let findings = try FrameEngineTests.framesBeyondEnumeration(Self.library(section: #""backButton": "hidden", "#))
        #expect(findings.map { "\($0.ruleID) \($0.subject) \($0.trace.count)" } == [
            "unreachable-screen PostView 0", "navigation-trap SectionView 3",
        ])
    }

    /// The same shelf page pushed from the library (free) and from a section that hides its back
    /// button (trapped): callers trapped differently enter calls of their own. A note sheet over
    /// the shelf pins a post under the cover, as a session over the call; the post is seen after
    /// the sheet, the shelf and the cover go, and the verdicts match the enumeration's.
    @Test func aPageReachedFromATrappedAndAFreePageHasBothVerdicts() throws {
        let text = Self.library(extra: #", { "present": "Note", "style": "sheet", "label": "Note" }"#, section: #""backButton": "hidden", "#)
            .replacingOccurrences(of: #""PostView": {"#, with: #""Note": { "actions": [ { "push": "Post", "via": "code", "stack": "main", "label": "Pin" } ] }, "PostView": {"#)
        let findings = try FrameEngineTests.framesBeyondEnumeration(text)
        #expect(findings.map { "\($0.ruleID) \($0.subject) \($0.trace.count)" } == [
            "missing-destination PostView.actions[Reply]:Reply 8", "navigation-trap SectionView 3",
        ])
        #expect(findings.first?.trace.map(\.text).suffix(4) == [
            #"swipe down to dismiss sheet "Note""#, #"tap Back (leave "ShelfView")"#, #"tap "Done" (dismiss)"#, #"tap "Reply" (push Reply)"#,
        ])
    }

    /// A note sheet over a shelf page, itself a session over the call, with a stack of its own
    /// whose pinned page appends a post under both (sections read nothing here): the note's
    /// pushes are calls in that session, and the post is found after the note is swiped away
    /// from its pinned page, Back through the cover's page and Done, as the enumeration finds it.
    @Test func pagesPushedInASheetOverACoversPageAreCallsToo() throws {
        let text = Self.library(extra: #", { "present": { "stack": { "root": "Note" } }, "style": "sheet", "label": "Note" }"#)
            .replacingOccurrences(of: #""Read" } ] } } }"#, with: #""Read" } ] },"#
                + #" "Note": { "destinations": [ { "for": "Draft", "screen": "Pinned" } ], "actions": [ { "push": "Draft", "label": "Draft" } ] },"#
                + #" "Pinned": { "actions": [ { "push": "Draft", "label": "Again" }, { "push": "Post", "via": "code", "stack": "main", "label": "Pin" } ] } } }"#)
            .replacingOccurrences(of: #"{ "push": "Post", "via": "code", "stack": "main", "label": "Read" }"#, with: #"{ "push": "Shelf", "label": "Up" }"#)
        let findings = try FrameEngineTests.framesBeyondEnumeration(text)
        let reply = try #require(findings.first)
        #expect(findings.map(\.ruleID) == ["missing-destination"])
        #expect(reply.trace.map(\.text).dropFirst(2) == [
            #"tap "Note" (present sheet NavigationStack(Note))"#, #"tap "Draft" (push Draft → Pinned)"#, #"tap "Pin" (append Post)"#,
            #"swipe down to dismiss sheet "Note""#, #"tap Back (leave "ShelfView")"#,
            #"tap "Done" (dismiss)"#, #"tap "Reply" (push Reply)"#,
        ])
    }

    /// Where a section that hides its back button also opens a URL whose route dismisses the
    /// cover and starts the main stack over with a post, the section is no trap: the frame
    /// graph says so, as the enumeration does, and finds the reply's failure two steps from
    /// launch by the deep link.
    @Test func aURLThatStartsOverFreesASectionWithoutAWayBack() throws {
        let text = Self.library(section: #""backButton": "hidden", "#)
            .replacingOccurrences(of: #""label": "Read" }"#, with: #""label": "Read" }, { "open": "app://home", "label": "Home" }"#)
        let routes = #"{ "id": "home", "pattern": "home", "stack": "main", "dismissModals": true, "popToRoot": true, "push": ["Post"] }"#
        let findings = try FrameEngineTests.framesBeyondEnumeration(Self.adding(routes, to: text))
        #expect(findings.map { "\($0.ruleID) \($0.subject) \($0.trace.count)" } == ["missing-destination PostView.actions[Reply]:Reply 2"])
    }

    /// A route into the cover's own stack pushes a shelf onto whatever page is on top, which is
    /// not one call: the component is enumerated, and says why.
    @Test func aRouteIntoTheCoversStackKeepsItEnumerated() throws {
        let routes = #"{ "id": "shelf", "pattern": "shelf", "stack": "library", "push": ["Shelf"] }"#
        let run = try SessionFrameTests.run(Self.adding(routes, to: Self.library()))
        #expect(run.exploration.statistics.map(\.fallback) == [FrameSearch.pushedContent])
    }

    /// A shelf whose "Related" pushes a reading list and a section at once: the list was never
    /// on screen, and Back from the section shows it, over the main path as it is then (a post
    /// "Read" put there). The list's "Save" appends a draft nothing shows: found after that
    /// Back, on frames (the two entries are one call), as the enumeration finds it.
    @Test func aMultiValuePushInTheCoverIsOneCallWithAnEntryNeverShown() throws {
        let text = Self.library(extra: #", { "push": ["List", "Section"], "label": "Related" }"#)
            .replacingOccurrences(of: #"{ "for": "Section", "screen": "SectionView" }"#,
                                  with: #"{ "for": "Section", "screen": "SectionView" }, { "for": "List", "screen": "ReadingList" }"#)
            .replacingOccurrences(of: #""PostView": {"#, with: #""ReadingList": { "actions": [ { "push": "Draft", "label": "Save" } ] }, "PostView": {"#)
            .replacingOccurrences(of: #""Reply": {}"#, with: #""Reply": {}, "List": {}"#)
        let findings = try FrameEngineTests.framesBeyondEnumeration(text)
        #expect(findings.map { "\($0.ruleID) \($0.subject) \($0.trace.count)" } == [
            "missing-destination ReadingList.actions[Save]:Draft 5", "missing-destination PostView.actions[Reply]:Reply 8",
        ])
        #expect(findings.first?.trace.map(\.text) == [
            #"tap "Library" (present fullScreenCover library)"#, #"tap "Open" (push Shelf → ShelfView)"#,
            #"tap "Related" (push List → ReadingList, Section → SectionView)"#, #"tap Back (leave "SectionView")"#, #"tap "Save" (push Draft)"#,
        ])
    }

    /// A player sheet with a stack of its own over a tab bar: artist pages link to one another
    /// without end, and "Show in library" selects the library tab under the sheet, which stays up
    /// over it with the page the user was on. Neither the player nor an artist page can be swiped
    /// away, and the pages hide their back buttons: "Now playing" (pop to the player) is the only
    /// way out, and without it every artist page is a trap. The pushed pages are calls that move
    /// with the sheet (their callers stand over the library tab when they get back, and popping
    /// to the root shows the player there). Enumerated before: the nodes did not keep what the
    /// sheet had pushed, so they could not move it.
    @Test func aSheetsPushedPageThatSelectsAnotherTabMovesTheSheetWithItsPages() throws {
        func player(_ out: String) -> String {
            """
            { "navlint": 1, "types": { "Album": {}, "Artist": {} },
              "root": "Shell",
              "screens": { "Shell": { "embeds": { "tabs": { "selection": "binding", "items": [
                { "id": "home", "content": { "stack": { "id": "home", "root": "Home" } } },
                { "id": "library", "content": { "stack": { "id": "library", "root": "Library" } } } ]} } },
                "Home": { "actions": [ { "present": { "stack": { "root": "Player" } }, "style": "sheet", "label": "Now playing" } ] },
                "Library": { "actions": [ { "push": "Album", "label": "Recent" } ] },
                "Player": { "interactiveDismiss": false, "destinations": [ { "for": "Artist", "screen": "ArtistPage" } ],
                            "actions": [ { "push": "Artist", "label": "Artist" }, { "dismiss": true, "label": "Close" } ] },
                "ArtistPage": { "backButton": "hidden", "interactiveDismiss": false,
                                "actions": [ { "select": "library", "label": "Show in library" }, { "push": "Artist", "label": "Related" }\(out) ] } } }
            """
        }
        let free = try FrameEngineTests.framesBeyondEnumeration(player(#", { "popToRoot": true, "label": "Now playing" }"#))
        #expect(free.map { [$0.ruleID, $0.subject] + $0.trace.map(\.text) } == [
            ["missing-destination", "Library.actions[Recent]:Album", #"select tab "library""#, #"tap "Recent" (push Album)"#],
        ])
        let trapped = try FrameEngineTests.framesBeyondEnumeration(player(""))
        #expect(trapped.map { [$0.ruleID, $0.subject] + $0.trace.map(\.text) } == [
            ["missing-destination", "Library.actions[Recent]:Album", #"select tab "library""#, #"tap "Recent" (push Album)"#],
            ["navigation-trap", "ArtistPage", #"tap "Now playing" (present sheet NavigationStack(Player))"#, #"tap "Artist" (push Artist → ArtistPage)"#],
        ])
        // A page that pops two at once is not one call unwound: enumerated.
        let model = try #require(load(player(#", { "pop": 2, "label": "Up two" }"#)).model)
        #expect(FrameEngineTests.findings(model, engine: .fastest).exploration.statistics.map(\.fallback) == [FrameSearch.movesPushedContent])
    }
}
