import Testing
@testable import NavLintKit

/// The frame graph on switches (SPEC 6.4) agrees with the enumeration of states: apps
/// behind a login gate or a size-class switch, whose cases are stacks, screens or TabViews.
@Suite struct SwitchFrameTests {
    @Test func randomSwitchedSpecsAgreeWithEnumeration() throws {
        var framed = 0
        var compared = 0
        var environment = 0
        var tabbed = 0
        var crossing = 0
        let seeds = ScaleShapeTests.slow ? UInt64(1)...600 : UInt64(1)...20
        // Coupled: in-app URLs and deep links that select another tab of the case's TabView.
        for (seed, coupled) in seeds.flatMap({ [($0, false), ($0, true)] }) {
            let text = randomFrameSpec(seed: seed, coupled: coupled, switched: true)
            guard let result = try FrameEngineTests.agreement(text, "seed \(seed) coupled \(coupled)") else { continue }
            framed += 1
            guard result.compared else { continue }
            compared += 1
            if text.contains(#""by": "environment""#) { environment += 1 }
            if text.contains(#""id": "g0""#) || text.contains(#""id": "tab0""#) { tabbed += 1 }
            if text.contains(#""tab": "tab"#), text.contains(#""open": "app://r"#) { crossing += 1 }
        }
        print("switches on frames: \(framed) of \(2 * seeds.count) random specs, \(compared) compared (\(environment) by the environment, \(tabbed) with a TabView in a case, \(crossing) with in-app URLs into its tabs)")
        #expect(compared * 10 >= seeds.count * 5, "\(compared)")
        #expect(environment * 10 >= seeds.count, "\(environment)")
        #expect(tabbed * 10 >= seeds.count, "\(tabbed)")
        #expect(crossing * 10 >= seeds.count, "\(crossing)")
    }
}

/// A TabView inside a shell screen at the app's root (IceCubes' `AppView`): one component on
/// frames, a pane a tab, whose results are the enumeration's.
@Suite struct WrappedTabsFrameTests {
    @Test func randomWrappedTabsAgreeWithEnumeration() throws {
        var framed = 0
        var compared = 0
        var tabbed = 0
        let seeds = ScaleShapeTests.slow ? UInt64(1)...600 : UInt64(1)...8
        for (seed, coupled) in seeds.flatMap({ [($0, false), ($0, true)] }) {
            let text = randomFrameSpec(seed: seed, coupled: coupled, wrapped: true)
            guard let result = try FrameEngineTests.agreement(text, "seed \(seed) coupled \(coupled)") else { continue }
            framed += 1
            guard result.compared else { continue }
            compared += 1
            if text.contains(#""id": "tab1""#) { tabbed += 1 }
        }
        print("wrapped root tabs on frames: \(framed) of \(2 * seeds.count) random specs, \(compared) compared (\(tabbed) with a TabView)")
        #expect(compared * 10 >= seeds.count * 8, "\(compared)")
        #expect(tabbed * 10 >= seeds.count * 5, "\(tabbed)")
    }
}

/// Content on a stack that ends in a switch the app's state decides (a pushed view's
/// `if loading { … } else { … }`), or a modal's content that is one: each case a frame of its
/// own, whose results are the enumeration's.
@Suite struct ContentSwitchFrameTests {
    @Test func randomContentSwitchesAgreeWithEnumeration() throws {
        var framed = 0
        var compared = 0
        var swapped = 0
        var pages = 0
        var modal = 0
        // Seed 1 coupled alone takes most of the fast run's time: the fast run starts after it.
        let seeds = ScaleShapeTests.slow ? UInt64(1)...600 : UInt64(2)...13
        for (seed, coupled) in seeds.flatMap({ [($0, false), ($0, true)] }) {
            let text = randomFrameSpec(seed: seed, coupled: coupled, switches: true)
            guard let result = try FrameEngineTests.agreement(text, "seed \(seed) coupled \(coupled)") else { continue }
            framed += 1
            guard result.compared else { continue }
            compared += 1
            if text.contains(#""select": "h"#) { swapped += 1 }
            if text.contains(#""style": "page""#) { pages += 1 }
            if text.contains(#""id": "q0c0""#) { modal += 1 }
        }
        print("content switches on frames: \(framed) of \(2 * seeds.count) random specs, \(compared) compared (\(swapped) selecting cases, \(pages) with pages, \(modal) with a modal's switch)")
        #expect(compared * 10 >= seeds.count * 8, "\(compared)")
        #expect(swapped * 10 >= seeds.count * 5, "\(swapped)")
        #expect(pages * 10 >= seeds.count * 2, "\(pages)")
        #expect(modal * 10 >= seeds.count * 2, "\(modal)")
    }
}
