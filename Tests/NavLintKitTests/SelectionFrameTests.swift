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
            guard text.contains(#""selection""#), let result = try FrameEngineTests.agreement(text, "seed \(seed)") else { continue }
            framed += 1
            guard result.compared else { continue }
            compared += 1
            // Some choice was made: a selection's content is on screen.
            if result.enumerated.actionTargets.contains(where: { target in
                result.model.containers.contains { if case .selection(_, target.target, _) = $0.kind { true } else { false } }
            }) { chosen += 1 }
        }
        print("selections on frames: \(framed) random specs with selection columns, \(compared) compared (\(chosen) making a choice)")
        #expect(compared * 10 >= seeds.count * 2, "\(compared)")
        #expect(chosen * 20 >= seeds.count, "\(chosen)")
    }
}
