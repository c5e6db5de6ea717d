import Foundation
import Testing
@testable import NavLintKit

/// How many random specs still fall back to the enumeration, stream by stream, and why: the
/// figure issue 15's notes quote, reproducible with `NAVLINT_SLOW=1 swift test --filter
/// FallbackTallyTests` (150 seeds a stream; the everyday run takes the first 10). A ceiling
/// per stream keeps a change from moving specs back off frames unnoticed; lower it when a
/// change frames more of them.
@Suite struct FallbackTallyTests {
    /// The random spec generators, by the short names the notes use.
    static let streams: [(name: String, make: @Sendable (UInt64) -> String)] = [
        ("p", { randomFrameSpec(seed: $0) }),
        ("c", { randomFrameSpec(seed: $0, coupled: true) }),
        ("cp", { randomFrameSpec(seed: $0, coupled: true, pushing: true) }),
        ("s", { randomFrameSpec(seed: $0, switched: true) }),
        ("m", { randomFrameSpec(seed: $0, modalStack: true) }),
        ("r", { randomFrameSpec(seed: $0, coupled: true, modalStack: true) }),
        ("l", { randomFrameSpec(seed: $0, selections: true) }),
        ("n", { randomFrameSpec(seed: $0, named: true) }),
        ("u", { randomFrameSpec(seed: $0, underModal: true) }),
        ("uc", { randomFrameSpec(seed: $0, underModal: true, confirming: true) }),
        ("uh", { randomFrameSpec(seed: $0, underModal: true, hiding: true) }),
        ("w", { randomFrameSpec(seed: $0, wrapped: true) }),
        ("sw", { randomFrameSpec(seed: $0, switches: true) }),
        ("st", { randomFrameSpec(seed: $0, stacked: true) }),
        ("stc", { randomFrameSpec(seed: $0, coupled: true, stacked: true) }),
        ("ns", { randomFrameSpec(seed: $0, nesting: true) }),
        ("nsc", { randomFrameSpec(seed: $0, coupled: true, nesting: true) }),
    ]

    /// Fallbacks over seeds 1...150 of each stream (321 of 2,438), as measured when several
    /// values pushed at once in a modal's stack became one call (FrameCalls.call: n 17 → 16).
    /// Before, 322 of 2,438, as measured when an action
    /// naming the stack under modals over one another that fails or does nothing whatever that
    /// stack shows came on frames (FrameSearch.named: u 7 → 6, uc 12 → 10, uh 10 → 9). Before,
    /// 326 of 2,438, as measured when a stack nothing
    /// moves came to be read through even where a route or a modal selects a TabView in its
    /// content, or a route pops the app's root stack without pushing (FrameInertStacks: ns 49 →
    /// 39, nsc 87 → 61). Before, 362 of 2,438, when a stack around
    /// a TabView whose tabs have stacks of their own came on frames (a nest a tab at the outer
    /// root, FrameNests.nestedTabs: ns 55 → 49, nsc 91 → 87; most of the rest there nest a stack
    /// in a nested stack's content, or have a route that acts on a tab's stack under the outer
    /// path). Before, 379 of 2,438, as measured when stacks nested
    /// in a stack's content that nothing moves came on frames (FrameInertStacks) and the nesting
    /// streams ns and nsc came in with 60 and 93 (most nest a stack that is pushed onto: a stack
    /// of stacks); of the others' 227 of 2,138, n 20 came on frames (a modal's stack nothing
    /// pushes onto, in an app with a split view, is read through). Before, as measured when a stack of
    /// a root switch's case the app does not launch on stopped counting as a modal's (s 19, 50),
    /// a route's modal presented again over itself after a change under it became the changed
    /// node (n 41, r 48), and folding a chain was kept to where every change under the modals
    /// comes from a modal's first frame and none closes its modal (n 20 went back). Before,
    /// 230 of 2,138, when a modal
    /// presented again over a chain of openers that holds it became no new node (cp 23, 112;
    /// n 20, 100; r 10; sw 20; u 144; uc 144; uh 36) and a route's modal able to start the app
    /// over came back on frames over a trapped configuration (s 67, r 79; one that starts only a
    /// tab over stays with the enumeration). Before, 241 of 2,138, when a route that
    /// pushes or presents over a case of the root switch never shown before was left to the
    /// enumeration (s 10, 39: keys naming that case's launch stood beside the ones in-app
    /// steps make for the same configurations, and a trace did not replay). (A route's modal able to start
    /// the app over, over a trapped configuration, ran on frames for a while, s 67 and r 79, 81:
    /// taken back, the slow suite's random switches disagreed.) Before, 239 of 2,138, when the switched
    /// stream gained a route that selects a case of the root switch (a sign-in link: s 50, 61,
    /// 67, 81 and 110 now meet the modal-chain and unseen-tab cases below; the route itself runs
    /// on frames). Before, 234 of 2,138, when a split
    /// view's switch column next to its stack came on frames (sw 9, 85, 147), after a deep link
    /// into a modal's stack under another modal also followed a modal above that one showing
    /// another of its tabs (r 108). Before: a modal with tabs moved over another tab with its
    /// stacks, and a tab page that cannot go back to the tab's first frame was enumerated only
    /// where the escapes depend on what the tab shows (sw rose by one then: seed 125's modal
    /// with tabs moves, and meets a route's select under modals over one another where the user
    /// is trapped).
    static let ceilings: [String: Int] = [
        "p": 1, "c": 18, "cp": 25, "s": 11, "m": 21, "r": 47, "l": 4, "n": 16,
        "u": 6, "uc": 10, "uh": 9, "w": 10, "sw": 12, "st": 4, "stc": 27,
        // Most of these nest a stack in a nested stack's content, open a route that acts on a
        // stack whose root is a TabView of stacks, or hold a split view in a stack's content.
        "ns": 39, "nsc": 61,
    ]

    @Test func fallbacksDoNotGrow() {
        let seeds = ScaleShapeTests.slow ? UInt64(1)...150 : UInt64(1)...10
        var total = 0, fell = 0
        var reasons: [String: Int] = [:]
        for stream in Self.streams {
            var streamFell = 0
            for seed in seeds {
                guard let model = load(stream.make(seed)).model else { continue }
                total += 1
                let stats = FrameEngineTests.findings(model, engine: .fastest, maxDepth: 3).exploration.statistics
                guard stats.contains(where: { $0.engine != "frames" }) else { continue }
                streamFell += 1
                reasons[stats.compactMap(\.fallback).joined(separator: " | "), default: 0] += 1
            }
            fell += streamFell
            print("stream \(stream.name): \(streamFell) of \(seeds.count) fall back")
            if ScaleShapeTests.slow {
                #expect(streamFell <= Self.ceilings[stream.name]!, "stream \(stream.name)")
            }
        }
        for (reason, count) in reasons.sorted(by: { ($0.value, $1.key) > ($1.value, $0.key) }) {
            print("\(count)\t\(reason)")
        }
        print("fallback tally: \(fell) of \(total) random specs fall back")
        // The first ten seeds of every stream: 12 of the first fifteen streams (14 at e327777), 11 of ns and nsc.
        if !ScaleShapeTests.slow { #expect(fell <= 23) }
    }
}
