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
            let model = try #require(load(text).model, "seed \(seed): \(load(text).problems.map(\.message))\n\(text)")
            let frames = FrameEngineTests.findings(model, engine: .fastest, maxDepth: 3)
            guard frames.exploration.components.allSatisfy({ $0.engine == "frames" }) else { continue }
            framed += 1
            let shallower = FrameEngineTests.findings(model, engine: .enumerate, maxDepth: 5, maxStates: 8_000)
            guard !shallower.exploration.truncated else { continue }
            let enumerated = FrameEngineTests.findings(model, engine: .enumerate, maxDepth: 7)
            guard !enumerated.exploration.truncated,
                  FrameEngineTests.summary(shallower.findings) == FrameEngineTests.summary(enumerated.findings) else { continue }
            compared += 1
            if text.contains(#""stack": "ms", "present""#) { presenting += 1 }
            #expect(FrameEngineTests.summary(frames.findings) == FrameEngineTests.summary(enumerated.findings), "seed \(seed)\n\(text)")
            // The pushes taken and what they showed (the graph's edges) too.
            #expect(frames.exploration.actionTargets == enumerated.exploration.actionTargets, "seed \(seed)\n\(text)")
        }
        print("routes into a modal's stack on frames: \(framed) of \(seeds.count) random specs, \(compared) compared (\(presenting) presenting the modal first)")
        #expect(compared * 10 >= seeds.count * 3, "\(compared)")
        #expect(presenting * 20 >= seeds.count, "\(presenting)")
    }
}
