import Testing
@testable import NavLintKit

/// The frame graph on split views with selection columns (SPEC 6.5) agrees with the
/// enumeration of states: one pane for each set of choices made.
@Suite struct SelectionFrameTests {
    @Test func randomSpecsWithSelectionColumnsAgreeWithEnumeration() throws {
        var framed = 0
        var compared = 0
        var chosen = 0
        let seeds = ScaleShapeTests.slow ? UInt64(1)...600 : UInt64(1)...20
        for seed in seeds {
            let text = randomFrameSpec(seed: seed, selections: true)
            guard text.contains(#""selection""#) else { continue }
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
            // Some choice was made: a selection's content is on screen.
            if enumerated.exploration.actionTargets.contains(where: { target in
                model.containers.contains { if case .selection(_, target.target, _) = $0.kind { true } else { false } }
            }) { chosen += 1 }
            #expect(FrameEngineTests.summary(frames.findings) == FrameEngineTests.summary(enumerated.findings), "seed \(seed)\n\(text)")
            // The pushes taken and what they showed (the graph's edges) too.
            #expect(frames.exploration.actionTargets == enumerated.exploration.actionTargets, "seed \(seed)\n\(text)")
        }
        print("selections on frames: \(framed) random specs with selection columns, \(compared) compared (\(chosen) making a choice)")
        #expect(compared * 10 >= seeds.count * 2, "\(compared)")
        #expect(chosen * 20 >= seeds.count, "\(chosen)")
    }
}
