import Testing
@testable import NavLintKit

/// A change to a tab the user does not see (FrameSearch's Key.aside): the tab shows it when
/// next selected. Every verdict is the enumerated product's, traces included.
@Suite struct UnseenTabTests {
    /// "Save for later" in Home starts the Saved tab over with the item on it, without
    /// selecting Saved (its selection is not bound). `ITEM` is what the item screen holds.
    /// Not `startsOver`: the item goes onto whatever Saved shows.
    static func saveForLater(_ item: String, startsOver: Bool = true) -> String {
        """
        { "navlint": 1, "types": { "Item": {}, "Note": {} },
          "root": { "tabs": { "selection": "none", "items": [
            { "id": "home", "title": "Home", "content": { "stack": { "id": "homeStack", "root": "Home" } } },
            { "id": "saved", "title": "Saved", "content": { "stack": { "id": "savedStack", "root": "Saved" } } } ] } },
          "screens": {
            "Home": { "actions": [ { "open": "app://saved/item", "label": "Save for later" } ] },
            "Saved": { "destinations": [ { "for": "Item", "screen": "SavedItem" } ] },
            "SavedItem": { \(item) } },
          "deepLinks": { "schemes": ["app"], "routes": [
            { "id": "saved", "pattern": "saved/item", "stack": "savedStack", "popToRoot": \(startsOver), "push": ["Item"] } ] } }
        """
    }

    /// Pushed onto what Saved shows, not started over: each tap adds one more item there (a
    /// path no enumeration bound holds), the same item wherever Saved is, since it resolves at
    /// Saved's root and Back pops it. Saved shows the items once selected; Back pops them one
    /// by one back to what it showed.
    @Test func aURLPushesOntoWhatAnotherTabShows() throws {
        let findings = try FrameEngineTests.framesBeyondEnumeration(
            Self.saveForLater(#""actions": [ { "push": "Note", "label": "Add note" } ]"#, startsOver: false))
        let missing = try #require(findings.first { $0.ruleID == "missing-destination" })
        #expect(missing.trace.map(\.text) == [#"tap "Save for later" (open app://saved/item)"#, #"select tab "Saved""#,
                                              #"tap "Add note" (push Note)"#])
        #expect(!findings.contains { $0.ruleID == "navigation-trap" })
        // From launch it leaves one item, after one tap two: the route's landing depends on the tap.
        let dependent = try #require(findings.first { $0.ruleID == "deep-link-state-dependent" })
        #expect(dependent.trace.map(\.text) == [#"tap "Save for later" (open app://saved/item)"#, "open app://saved/item (deep link, route 'saved')"])
    }

    /// What the item screen does is seen only by selecting Saved after the tap.
    @Test func whatAURLLeftInAnotherTabShowsWhenThatTabIsSelected() throws {
        let findings = try FrameEngineTests.bothEngines(Self.saveForLater(#""actions": [ { "push": "Note", "label": "Add note" } ]"#))
        let missing = try #require(findings.first { $0.ruleID == "missing-destination" })
        #expect(missing.subject.hasPrefix("SavedItem."))
        #expect(missing.trace.map(\.text) == [#"tap "Save for later" (open app://saved/item)"#, #"select tab "Saved""#,
                                              #"tap "Add note" (push Note)"#])
    }

    /// The item hides its back button: the tap that left it in Saved is the trap's entry, on
    /// the screen the user was on (as the product reports it).
    @Test func aTrapLeftInAnotherTabIsEnteredByTheTap() throws {
        let findings = try FrameEngineTests.bothEngines(Self.saveForLater(#""backButton": "hidden""#))
        #expect(findings.filter { $0.ruleID == "navigation-trap" }.map { "\($0.subject): \($0.trace.map(\.text))" }
                == [#"Home: ["tap \"Save for later\" (open app://saved/item)"]"#])
    }

    /// A deep link pushes Item on tab A and covers it; another selects tab B and dismisses the
    /// cover. Item, never shown, waits in tab A: selecting A shows it.
    @Test func whatADeepLinkPushedUnderACoverWaitsInTheTabLeft() throws {
        let findings = try FrameEngineTests.bothEngines("""
            { "navlint": 1, "types": { "Item": {}, "Note": {} },
              "root": { "tabs": { "selection": "binding", "items": [
                { "id": "a", "title": "A", "content": { "stack": { "id": "sa", "root": "HomeA" } } },
                { "id": "b", "title": "B", "content": { "stack": { "id": "sb", "root": "HomeB" } } } ] } },
              "screens": {
                "HomeA": { "destinations": [ { "for": "Item", "screen": "Item" } ] },
                "HomeB": {},
                "Item": { "actions": [ { "push": "Note", "label": "Add note" } ] },
                "Cover": {} },
              "deepLinks": { "schemes": ["app"], "routes": [
                { "id": "item", "pattern": "item", "tab": "a", "stack": "sa", "popToRoot": true, "dismissModals": true, "push": ["Item"],
                  "present": "Cover", "style": "fullScreenCover" },
                { "id": "b", "pattern": "b", "tab": "b", "stack": "sb", "popToRoot": true, "dismissModals": true } ] } }
            """)
        let missing = try #require(findings.first { $0.ruleID == "missing-destination" })
        #expect(missing.trace.map(\.text) == ["open app://item (deep link, route 'item')", "open app://b (deep link, route 'b')", #"select tab "A""#,
                                              #"tap "Add note" (push Note)"#])
    }

    /// The same, and a third deep link selects tab A and pushes Note onto what it shows: the
    /// item never shown, which Back from Note then shows.
    @Test func aDeepLinkPushesOntoWhatTheTabLeftNeverShowed() throws {
        let findings = try FrameEngineTests.bothEngines("""
            { "navlint": 1, "types": { "Item": {}, "Note": {}, "Tag": {} },
              "root": { "tabs": { "selection": "binding", "items": [
                { "id": "a", "title": "A", "content": { "stack": { "id": "sa", "root": "HomeA" } } },
                { "id": "b", "title": "B", "content": { "stack": { "id": "sb", "root": "HomeB" } } } ] } },
              "screens": {
                "HomeA": { "destinations": [ { "for": "Item", "screen": "Item" }, { "for": "Note", "screen": "Note" } ] },
                "HomeB": {},
                "Item": { "actions": [ { "push": "Tag", "label": "Tag" } ] },
                "Note": { "backButton": "hidden", "actions": [ { "pop": 1, "label": "Done" } ] },
                "Cover": {} },
              "deepLinks": { "schemes": ["app"], "routes": [
                { "id": "item", "pattern": "item", "tab": "a", "stack": "sa", "popToRoot": true, "dismissModals": true, "push": ["Item"],
                  "present": "Cover", "style": "fullScreenCover" },
                { "id": "b", "pattern": "b", "tab": "b", "stack": "sb", "popToRoot": true, "dismissModals": true },
                { "id": "note", "pattern": "note", "tab": "a", "stack": "sa", "push": ["Note"] } ] } }
            """)
        let missing = try #require(findings.first { $0.ruleID == "missing-destination" })
        #expect(missing.trace.map(\.text) == ["open app://item (deep link, route 'item')", "open app://b (deep link, route 'b')",
                                              #"select tab "A""#, #"tap "Tag" (push Tag)"#])
        #expect(!findings.contains { $0.ruleID == "unreachable-screen" })
    }

    /// Two random specs that once broke the search: one where a sheet presented over another
    /// tab stood for that tab's never-shown configuration (the trace did not replay), one where
    /// deep links kept pushing onto a tab the user never saw (keys without end). A modal a
    /// deep link presents now sits over the tab it selects: both run on frames, to the end,
    /// and agree with the enumeration.
    @Test func specsThatOnceBrokeTheSearchRunToTheEnd() throws {
        for (text, label) in [(randomFrameSpec(seed: 503, coupled: true), "seed 503 coupled"),
                              (randomFrameSpec(seed: 248, switched: true), "seed 248 switched")] {
            let compared = try #require(try FrameEngineTests.agreement(text, label), "\(label) falls back")
            #expect(compared.compared, "\(label)")
        }
    }

    /// A compose sheet over the Feed tab whose "Publish" appends the post to the Profile tab's
    /// path (a router per tab, SPEC 6.3): Profile shows it once selected. `POST` is what the
    /// published screen holds. "Publish" can be tapped again and again.
    static func publish(_ post: String) -> String {
        """
        { "navlint": 1, "types": { "Post": {}, "Note": {} },
          "root": { "tabs": { "selection": "binding", "items": [
            { "id": "feed", "title": "Feed", "content": { "stack": { "id": "feed", "root": "Feed" } } },
            { "id": "profile", "title": "Profile", "content": { "stack": { "id": "profile", "root": "Profile" } } } ] } },
          "screens": {
            "Feed": { "actions": [ { "present": "Compose", "style": "sheet", "label": "New post" } ] },
            "Profile": { "destinations": [ { "for": "Post", "screen": "Published" } ] },
            "Compose": { "actions": [ { "push": "Post", "via": "code", "stack": "profile", "label": "Publish" },
                                      { "dismiss": true, "label": "Done" } ] },
            "Published": { \(post) } } }
        """
    }

    @Test func aSheetOverOneTabAppendsToAnotherTabsPath() throws {
        let findings = try FrameEngineTests.framesBeyondEnumeration(Self.publish(#""actions": [ { "push": "Note", "label": "Add note" } ]"#))
        #expect(findings.map { "\($0.ruleID) \($0.subject) \($0.trace.map(\.text))" } == [
            #"missing-destination Published.actions[Add note]:Note ["tap \"New post\" (present sheet Compose)", "tap \"Publish\" (append Post)", "# +
            #""tap \"Done\" (dismiss)", "select tab \"Profile\"", "tap \"Add note\" (push Note)"]"#,
        ])
        // Appended to the Feed's own path instead, Published is pushed nowhere: the sheet's row does nothing.
        let own = Self.publish("").replacingOccurrences(of: #""stack": "profile", "label""#, with: #""stack": "feed", "label""#)
        #expect(Linter.lint(try #require(load(own).model)).map(\.ruleID)
                == ["unreachable-destination", "missing-destination", "unreachable-screen"])
    }

    /// Published hides its back button: the tap that leaves it in Profile traps the user, who
    /// cannot get back to the launch screen however often the post is published.
    @Test func aScreenLeftInAnotherTabWithoutAWayBackIsATrap() throws {
        let findings = try FrameEngineTests.framesBeyondEnumeration(Self.publish(#""backButton": "hidden""#))
        #expect(findings.map { "\($0.ruleID) \($0.subject) \($0.trace.map(\.text))" } == [
            #"navigation-trap Compose ["tap \"New post\" (present sheet Compose)", "tap \"Publish\" (append Post)"]"#,
        ])
        #expect(try FrameEngineTests.framesBeyondEnumeration(Self.publish(#""backButton": "hidden", "actions": [ { "pop": 1, "label": "Close" } ]"#)).isEmpty)
    }

    /// "Publish" appends a Note, which only Published's own destination resolves, and Profile
    /// pushes a Post itself: what the action does depends on what Profile shows, which the
    /// nodes do not keep while it shows what it showed. The component is enumerated.
    @Test func anEffectThatDependsOnWhatTheOtherTabShowsIsEnumerated() throws {
        let text = Self.publish(#""destinations": [ { "for": "Note", "screen": "Profile" } ]"#)
            .replacingOccurrences(of: #""push": "Post", "via": "code""#, with: #""push": "Note", "via": "code""#)
            .replacingOccurrences(of: #""Profile": { "#, with: #""Profile": { "actions": [ { "push": "Post", "label": "Latest" } ], "#)
        let model = try #require(load(text).model)
        let run = FrameEngineTests.findings(model, engine: .fastest)
        #expect(run.exploration.statistics.map(\.fallback) == [
            "tabs explored as one (an action names a stack in a tab other than one showing its screen), and an action in a modal acts on the stack of a tab it does not show, differently over what that tab may show",
        ])
    }

    /// "Save for later" in an article sheet over Home appends the item to the Saved tab's path
    /// (started over, or onto whatever Saved shows) and leaves the sheet up: Saved changes
    /// under the sheet, unseen, and shows the item once the sheet is closed and Saved selected,
    /// so the item screen is reached in-app. Enumerated before (an in-app URL in a modal that
    /// changes a tab the user does not see).
    @Test func aSheetsURLChangesAnotherTabUnderIt() throws {
        for startsOver in [false, true] {
            let text = """
                { "navlint": 1, "types": { "Item": {}, "Note": {} },
                  "root": { "tabs": { "selection": "binding", "items": [
                    { "id": "home", "content": { "stack": { "id": "home", "root": "Home" } } },
                    { "id": "saved", "content": { "stack": { "id": "saved", "root": "Saved" } } } ] } },
                  "screens": {
                    "Home": { "actions": [ { "present": "Article", "style": "sheet", "label": "Read" } ] },
                    "Article": { "actions": [ { "open": "app://save", "label": "Save for later" }, { "dismiss": true, "label": "Done" } ] },
                    "Saved": { "destinations": [ { "for": "Item", "screen": "ItemView" } ] },
                    "ItemView": { "actions": [ { "push": "Note", "label": "Add note" } ] } },
                  "deepLinks": { "schemes": ["app"], "routes": [
                    { "id": "save", "pattern": "save", "stack": "saved", "popToRoot": \(startsOver), "push": ["Item"] } ] } }
                """
            let findings = try FrameEngineTests.bothEngines(text)
            let opened = [#"tap "Read" (present sheet Article)"#, "open app://save (deep link, route 'save')"]
            #expect(findings.map { [$0.ruleID] + $0.trace.map(\.text) } == [
                ["missing-destination", #"select tab "saved""#, "open app://save (deep link, route 'save')", #"tap "Add note" (push Note)"#],
                ["deep-link-hidden-by-modal"] + opened, ["deep-link-state-dependent"] + opened,
            ])
        }
    }
}
