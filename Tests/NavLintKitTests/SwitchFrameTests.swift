import Testing
@testable import NavLintKit

/// The frame graph on switches (SPEC 6.4) agrees with the enumeration of states: apps
/// behind a login gate or a size-class switch, whose cases are stacks, screens or TabViews.
@Suite struct SwitchFrameTests {
    @Test func randomSwitchedSpecsAgreeWithEnumeration() throws {
        var environment = 0
        var tabbed = 0
        var crossing = 0
        let seeds = ScaleShapeTests.slow ? UInt64(1)...600 : UInt64(1)...14
        // Coupled: in-app URLs and deep links that select another tab of the case's TabView.
        let run = try FrameEngineTests.randomAgreement(seeds.flatMap { [($0, false), ($0, true)] }, label: { "seed \($0.0) coupled \($0.1)" },
                                                       make: { randomFrameSpec(seed: $0.0, coupled: $0.1, switched: true) }) { _, text, _ in
            if text.contains(#""by": "environment""#) { environment += 1 }
            if text.contains(#""id": "g0""#) || text.contains(#""id": "tab0""#) { tabbed += 1 }
            if text.contains(#""tab": "tab"#), text.contains(#""open": "app://r"#) { crossing += 1 }
        }
        print("switches on frames: \(run.framed) of \(2 * seeds.count) random specs, \(run.compared) compared (\(environment) by the environment, \(tabbed) with a TabView in a case, \(crossing) with in-app URLs into its tabs)")
        #expect(run.compared * 10 >= seeds.count * 5, "\(run.compared)")
        #expect(environment * 10 >= seeds.count, "\(environment)")
        #expect(tabbed * 10 >= seeds.count, "\(tabbed)")
        #expect(crossing * 10 >= seeds.count, "\(crossing)")
    }
}

/// A TabView inside a shell screen at the app's root (IceCubes' `AppView`): one component on
/// frames, a pane a tab, whose results are the enumeration's.
@Suite struct WrappedTabsFrameTests {
    @Test func randomWrappedTabsAgreeWithEnumeration() throws {
        var tabbed = 0
        let seeds = ScaleShapeTests.slow ? UInt64(1)...600 : UInt64(1)...8
        let run = try FrameEngineTests.randomAgreement(seeds.flatMap { [($0, false), ($0, true)] }, label: { "seed \($0.0) coupled \($0.1)" },
                                                       make: { randomFrameSpec(seed: $0.0, coupled: $0.1, wrapped: true) }) { _, text, _ in
            if text.contains(#""id": "tab1""#) { tabbed += 1 }
        }
        print("wrapped root tabs on frames: \(run.framed) of \(2 * seeds.count) random specs, \(run.compared) compared (\(tabbed) with a TabView)")
        #expect(run.compared * 10 >= seeds.count * 8, "\(run.compared)")
        #expect(tabbed * 10 >= seeds.count * 5, "\(tabbed)")
    }

    /// A deep link that selects a tab of the TabView under a sheet and presents a sheet over it
    /// (a session over the sheet it moves), where what that tab shows was never on top: the
    /// caller's trap flags have nothing to read there, so the component is enumerated. The frame
    /// graph crashed reading them (index out of range), found by the slow run of the test above.
    @Test func aSessionOverAModalMovedOntoATabNeverShownIsEnumerated() throws {
        let model = try #require(load(randomFrameSpec(seed: 463, coupled: true, wrapped: true)).model)
        let run = FrameEngineTests.findings(model, engine: .fastest)
        #expect(run.exploration.statistics.compactMap(\.fallback).contains { $0.hasSuffix("where that tab's configuration was never on top") })
    }
}

/// Content on a stack that ends in a switch the app's state decides (a pushed view's
/// `if loading { … } else { … }`) or a TabView, nested in one another or not, or a modal's
/// content that is a switch: each scene a frame of its own, whose results are the enumeration's.
@Suite struct ContentSwitchFrameTests {
    @Test func randomContentSwitchesAgreeWithEnumeration() throws {
        var swapped = 0
        var pages = 0
        var modal = 0
        var nested = 0
        var sidebars = 0
        // Seed 1 coupled alone takes most of the fast run's time: the fast run starts after it.
        let seeds = ScaleShapeTests.slow ? UInt64(1)...600 : UInt64(2)...13
        let run = try FrameEngineTests.randomAgreement(seeds.flatMap { [($0, false), ($0, true)] }, label: { "seed \($0.0) coupled \($0.1)" },
                                                       make: { randomFrameSpec(seed: $0.0, coupled: $0.1, switches: true) }) { _, text, _ in
            if text.contains(#""select": "h"#) { swapped += 1 }
            if text.contains(#""style": "page""#) { pages += 1 }
            if text.contains(#""id": "q0c0""#) { modal += 1 }
            if text.contains(#"N0L0""#) || text.contains(#"N1L0""#) { nested += 1 }
            if text.contains(#""Side"#) { sidebars += 1 }
        }
        print("content switches on frames: \(run.framed) of \(2 * seeds.count) random specs, \(run.compared) compared (\(swapped) selecting cases, \(pages) with pages, \(modal) with a modal's switch, \(nested) with one nested in another, \(sidebars) chosen by a split view's sidebar)")
        #expect(run.compared * 10 >= seeds.count * 8, "\(run.compared)")
        #expect(swapped * 10 >= seeds.count * 5, "\(swapped)")
        #expect(pages * 10 >= seeds.count * 2, "\(pages)")
        #expect(modal * 10 >= seeds.count * 2, "\(modal)")
        #expect(nested * 10 >= seeds.count * 3, "\(nested)")
        #expect(sidebars >= 1, "\(sidebars)")
    }
}

extension ContentSwitchFrameTests {
    /// The trapped screens and trace lengths the frame graph, then the enumeration, report.
    static func traps(_ model: Model) -> [[String]] {
        [Explorer.Engines.fastest, .enumerate].map { engine in
            FrameEngineTests.findings(model, engine: engine).findings.filter { $0.ruleID == "navigation-trap" }
                .map { "\($0.subject) \($0.trace.count)" }
        }
    }

    /// A NavigationStack around the app's TabView, one of whose tabs holds pages (HackerNews'
    /// root): the stack's root is one frame per scene of the tabs and pages, not a fallback.
    @Test func aStackAroundATabViewOfPagesRunsOnFrames() throws {
        let model = try #require(load("""
            { "navlint": 1, "types": { "Story": {} },
              "root": { "stack": { "id": "root", "root": "App" } },
              "screens": {
                "App": { "destinations": [ { "for": "Story", "screen": "Comments" } ],
                         "embeds": { "tabs": { "selection": "binding", "items": [
                           { "id": "feed", "content": "Feed" }, { "id": "settings", "content": "Settings" } ] } } },
                "Feed": { "embeds": { "tabs": { "selection": "binding", "style": "page", "items": [
                           { "id": "top", "content": "Top" }, { "id": "new", "content": "New" } ] } } },
                "Top": { "actions": [ { "push": "Story", "label": "Story" } ] },
                "New": { "actions": [ { "push": "Story", "label": "Story" }, { "select": "settings", "label": "Settings" } ] },
                "Settings": {},
                "Comments": { "backButton": "hidden" } } }
            """).model)
        let frames = FrameEngineTests.findings(model, engine: .fastest)
        let enumerated = FrameEngineTests.findings(model, engine: .enumerate)
        #expect(frames.exploration.components.map(\.engine) == ["frames"])
        #expect(FrameEngineTests.summary(frames.findings) == FrameEngineTests.summary(enumerated.findings))
        // Feed's pages and the tab bar: four scenes of the root, and Comments over it.
        let trap = try #require(frames.findings.first { $0.ruleID == "navigation-trap" })
        #expect(trap.subject == "Comments")
        #expect(trap.trace.map(\.text) == [#"tap "Story" (push Story → Comments)"#])
        let newPage = try #require(frames.exploration.visibleScreens[model.screen(named: "New")!])
        #expect(frames.exploration.trace(to: newPage).map { EventText.describe($0, model) } == [#"swipe to page "new""#])
    }

    /// Two switches on the pages of a stack's root, each of whose second case is one-way: the
    /// user is stuck once both show it, whichever step gets there. A trap is each step on a
    /// shortest path from a scene that gets back (a case's launch counts) into one that
    /// cannot: both engines give both, whatever order they meet equal paths in.
    @Test func trapsInsideNestedSwitchesAreEveryShortestStepIn() throws {
        let model = try #require(load("""
            { "navlint": 1, "root": { "stack": { "id": "s", "root": "Pages" } },
              "screens": {
                "Pages": { "embeds": { "tabs": { "selection": "binding", "style": "page", "items": [
                  { "id": "p0", "content": "Left" }, { "id": "p1", "content": "Right" } ] } } },
                "Left": { "embeds": { "switch": { "by": "app", "cases": [ { "id": "l0", "content": "L0" }, { "id": "l1", "content": "L1" } ] } } },
                "Right": { "embeds": { "switch": { "by": "app", "cases": [ { "id": "r0", "content": "R0" }, { "id": "r1", "content": "R1" } ] } } },
                "L0": { "actions": [ { "select": "l1", "label": "Done" } ] }, "L1": {},
                "R0": { "actions": [ { "select": "r1", "label": "Done" } ] }, "R1": {} } }
            """).model)
        // Right's one-way case from Left's (3 steps); Left's from Right's launch of it (4).
        #expect(Self.traps(model) == [["L1 4", "R1 3"], ["L1 4", "R1 3"]])
    }
}

extension ContentSwitchFrameTests {
    /// A cover with no way out, presented from a sheet over the second case of the root's
    /// switch: the sheet can get back (swipe, then the case's own select), so presenting the
    /// cover is a step into a trap, although the same cover was met first behind a deep link
    /// that already trapped the user. Both engines report it.
    @Test func aStepIntoATrapCountsWhereverTheSearchFirstMetItsTarget() throws {
        let model = try #require(load("""
            { "navlint": 1, "root": { "stack": { "id": "main", "root": "Home" } },
              "screens": {
                "Home": { "embeds": { "switch": { "by": "app", "cases": [
                  { "id": "browse", "content": "Browse" }, { "id": "account", "content": "Account" } ] } } },
                "Browse": { "actions": [ { "select": "account", "label": "Account" } ] },
                "Account": { "actions": [ { "select": "browse", "label": "Browse" }, { "present": "Menu", "style": "sheet", "label": "Menu" } ] },
                "Menu": { "actions": [ { "present": "Locked", "style": "fullScreenCover", "label": "Lock" }, { "open": "app://menu", "label": "Reset" } ] },
                "Locked": {} },
              "deepLinks": { "schemes": ["app"], "routes": [
                { "id": "menu", "pattern": "menu", "stack": "main", "dismissModals": true, "popToRoot": true, "present": "Menu", "style": "fullScreenCover" } ] } }
            """).model)
        #expect(Self.traps(model) == [["Menu 1", "Locked 3"], ["Menu 1", "Locked 3"]])
    }
}

extension FrameTabsTests {
    /// Each tab's switch goes one way (onboarding done): each tab is then at its case's launch,
    /// which counts as its start. The product of the tabs, enumerated as one, counts every
    /// combination of the tabs' starts, so it finds no trap either.
    @Test func everyTabAtItsOwnCaseLaunchIsNoTrapInTheProduct() throws {
        let model = try #require(load("""
            { "navlint": 1,
              "root": { "tabs": { "selection": "binding", "items": [
                { "id": "a", "content": { "stack": { "id": "sa", "root": "A" } } },
                { "id": "b", "content": { "stack": { "id": "sb", "root": "B" } } } ] } },
              "screens": {
                "A": { "embeds": { "switch": { "by": "app", "cases": [ { "id": "a0", "content": "A0" }, { "id": "a1", "content": "A1" } ] } } },
                "B": { "embeds": { "switch": { "by": "app", "cases": [ { "id": "b0", "content": "B0" }, { "id": "b1", "content": "B1" } ] } } },
                "A0": { "actions": [ { "select": "a1", "label": "Done" } ] }, "A1": {},
                "B0": { "actions": [ { "select": "b1", "label": "Done" } ] }, "B1": {} } }
            """).model)
        let apart = FrameEngineTests.findings(model, engine: .fastest)
        let product = FrameEngineTests.findings(model, engine: .enumerate, compose: false)
        #expect(!apart.findings.contains { $0.ruleID == "navigation-trap" })
        #expect(FrameEngineTests.summary(apart.findings) == FrameEngineTests.summary(product.findings))
    }
}

extension ContentSwitchFrameTests {
    /// A split view whose sidebar rows choose what the detail's switch shows (a sidebar's
    /// `List(selection:)`, a detail's `switch folder`), with no stack: one pane on frames, its
    /// scenes the Walker's, and the rows' selects show a case in place.
    @Test func aSidebarChoosingTheDetailsCaseRunsOnFrames() throws {
        let model = try #require(load("""
            { "navlint": 1, "root": { "split": { "sidebar": "Sidebar", "detail": { "switch": { "by": "app", "cases": [
                { "id": "none", "content": "Pick" }, { "id": "inbox", "content": "Inbox" }, { "id": "archive", "content": "Archive" } ] } } } },
              "screens": {
                "Sidebar": { "actions": [ { "select": "inbox", "label": "Inbox" }, { "select": "archive", "label": "Archive" } ] },
                "Pick": {}, "Inbox": {},
                "Archive": { "actions": [ { "present": "Locked", "style": "fullScreenCover", "label": "Lock" } ] },
                "Locked": {} } }
            """).model)
        let frames = FrameEngineTests.findings(model, engine: .fastest)
        #expect(frames.exploration.components.map(\.engine) == ["frames"])
        let trap = try #require(frames.findings.first { $0.ruleID == "navigation-trap" })
        #expect(trap.trace.map(\.text) == [#"tap "Archive" (show "archive")"#, #"tap "Lock" (present fullScreenCover Locked)"#])
        #expect(Self.traps(model) == [["Locked 2"], ["Locked 2"]])
    }

    /// A tab that is a switch of screens (`if subscribed { ProView() } else { Paywall() }`) in a
    /// login gate's TabView, and a sheet whose content is a TabView of pages: one pane of
    /// scenes each, as content on a stack is, not the fallback.
    @Test func aTabThatIsASwitchOfScreensRunsOnFrames() throws {
        let findings = try FrameEngineTests.bothEngines("""
            { "navlint": 1, "types": { "Post": {} },
              "root": { "switch": { "by": "app", "cases": [
                { "id": "signedOut", "content": "SignIn" },
                { "id": "signedIn", "content": { "tabs": { "selection": "binding", "items": [
                  { "id": "feed", "content": { "stack": { "root": "Feed" } } },
                  { "id": "pro", "content": { "switch": { "by": "app", "cases": [
                    { "id": "locked", "content": "Paywall" }, { "id": "unlocked", "content": "Pro" } ] } } } ] } } } ] } },
              "screens": {
                "SignIn": { "actions": [ { "select": "signedIn", "label": "Sign in", "trigger": "app" } ] },
                "Feed": { "destinations": [ { "for": "Post", "screen": "PostDetail" } ], "actions": [ { "push": "Post", "label": "Post" } ] },
                "PostDetail": { "actions": [ { "present": { "tabs": { "style": "page", "selection": "binding", "items": [
                  { "id": "first", "content": "Tip1" }, { "id": "second", "content": "Tip2" } ] } }, "style": "sheet", "label": "Tips" } ] },
                "Tip1": { "actions": [ { "select": "second", "label": "Next" } ] },
                "Tip2": { "actions": [ { "dismiss": true, "label": "Done" } ] },
                "Paywall": { "actions": [ { "select": "unlocked", "label": "Subscribe" } ] },
                "Pro": { "actions": [ { "present": "Export", "style": "fullScreenCover", "label": "Export" },
                                      { "select": "signedOut", "label": "Sign out" } ] },
                "Export": {} } }
            """)
        let trap = try #require(findings.first { $0.ruleID == "navigation-trap" })
        #expect(trap.subject == "Export")
        #expect(trap.trace.map(\.text) == [#"the app shows "signedIn" ("Sign in" on "SignIn")"#, #"select tab "pro""#, #"tap "Subscribe" (show "unlocked")"#,
                                            #"tap "Export" (present fullScreenCover Export)"#])
        #expect(!findings.contains { $0.ruleID == "unreachable-screen" })
    }
}
