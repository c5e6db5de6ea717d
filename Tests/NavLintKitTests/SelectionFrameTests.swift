import Testing
@testable import NavLintKit

/// The frame graph on split views with selection columns (SPEC 6.5) agrees with the
/// enumeration of states: one pane for each set of choices made.
@Suite struct SelectionFrameTests {
    @Test func randomSpecsWithSelectionColumnsAgreeWithEnumeration() throws {
        var chosen = 0
        let seeds = ScaleShapeTests.slow ? UInt64(1)...600 : UInt64(1)...20
        let run = try FrameEngineTests.randomAgreement(seeds, label: { "seed \($0)" }, make: { seed in
            let text = randomFrameSpec(seed: seed, selections: true)
            return text.contains(#""selection""#) ? text : nil
        }) { _, _, result in
            // Some choice was made: a selection's content is on screen.
            if result.enumerated.actionTargets.contains(where: { target in
                result.model.containers.contains { if case .selection(_, target.target, _) = $0.kind { true } else { false } }
            }) { chosen += 1 }
        }
        print("selections on frames: \(run.framed) random specs with selection columns, \(run.compared) compared (\(chosen) making a choice)")
        #expect(run.compared * 10 >= seeds.count * 2, "\(run.compared)")
        #expect(chosen * 20 >= seeds.count, "\(chosen)")
    }
}
