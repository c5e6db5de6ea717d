import Testing
@testable import NavLintKit

/// A change to a tab the user does not see (FrameSearch's Key.aside): the tab shows it when
/// next selected. Every verdict is the enumerated product's, traces included.
@Suite struct UnseenTabTests {
    /// "Save for later" in Home starts the Saved tab over with the item on it, without
    /// selecting Saved (its selection is not bound). `ITEM` is what the item screen holds.
    static func saveForLater(_ item: String) -> String {
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
            { "id": "saved", "pattern": "saved/item", "stack": "savedStack", "popToRoot": true, "push": ["Item"] } ] } }
        """
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
}
