import Testing
@testable import NavLintKit

/// Actions that name a stack (SPEC 6.6) on the frame graph: the stack around the screen, or
/// one the action cannot reach from where it is, agree with the enumeration of states; tabs
/// whose screens name another tab's stack are not explored apart.
@Suite struct NamedStackFrameTests {
    @Test func randomSpecsWithNamedStacksAgreeWithEnumeration() throws {
        var framed = 0
        var compared = 0
        var apart = 0
        let seeds = ScaleShapeTests.slow ? UInt64(1)...600 : UInt64(1)...60
        for seed in seeds {
            let text = randomFrameSpec(seed: seed, named: true)
            // A named stack that the tab did not get (a tab of screens) is no spec.
            guard text.contains(#""stack": "stack"#), load(text).model != nil,
                  let result = try FrameEngineTests.agreement(text, "seed \(seed)") else { continue }
            framed += 1
            guard result.compared else { continue }
            compared += 1
            if FrameEngineTests.findings(result.model, engine: .fastest, maxDepth: 3).exploration.compositional { apart += 1 }
        }
        print("named stacks on frames: \(framed) of \(seeds.count) random specs, \(compared) compared (\(apart) with tabs apart)")
        #expect(compared * 10 >= seeds.count * 2, "\(compared)")
        #expect(apart * 20 >= seeds.count, "\(apart)")
    }
}
