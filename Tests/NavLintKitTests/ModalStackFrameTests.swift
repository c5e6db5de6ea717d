import Testing
@testable import NavLintKit

/// The frame graph on routes into a stack inside a modal (SPEC 6.6) agrees with the
/// enumeration of states: routes that present the modal first, and routes that act while it
/// is the top modal, opened from outside and in-app.
@Suite struct ModalStackFrameTests {
    @Test func randomSpecsWithRoutesIntoAModalsStackAgreeWithEnumeration() throws {
        var framed = 0
        var compared = 0
        var presenting = 0
        let seeds = ScaleShapeTests.slow ? UInt64(1)...600 : UInt64(1)...40
        for seed in seeds {
            let text = randomFrameSpec(seed: seed, modalStack: true)
            guard let result = try FrameEngineTests.agreement(text, "seed \(seed)") else { continue }
            framed += 1
            guard result.compared else { continue }
            compared += 1
            if text.contains(#""stack": "ms", "present""#) { presenting += 1 }
        }
        print("routes into a modal's stack on frames: \(framed) of \(seeds.count) random specs, \(compared) compared (\(presenting) presenting the modal first)")
        #expect(compared * 10 >= seeds.count * 3, "\(compared)")
        #expect(presenting * 20 >= seeds.count, "\(presenting)")
    }
}
