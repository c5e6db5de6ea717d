import Testing
@testable import NavLintKit

/// `navlint states` counts, on the frame graph, the states enumerating within maxDepth would
/// store (FrameGraph.configurations): the same number, without enumerating.
@Suite struct FrameCountTests {
    @Test(arguments: [false, true])
    func countsOnFramesEqualTheEnumeratedStates(nesting: Bool) throws {
        var counted = 0
        for seed in UInt64(1)...(nesting && !ScaleShapeTests.slow ? 40 : 150) {
            // Stacks of stacks too: the nested path counts within the same bound as the outer one (Walker.walk's `outer`).
            let model = try #require(load(nesting ? randomStackOfStacks(seed: seed) : randomFrameSpec(seed: seed)).model)
            for depth in [2, 4] {
                let frames = FrameEngineTests.findings(model, engine: .fastest, maxDepth: depth).exploration
                let counts = frames.boundedStates(maxDepth: depth)
                guard counts.contains(where: { $0 != nil }) else { continue }
                let enumerated = FrameEngineTests.findings(model, engine: .enumerate, maxDepth: depth).exploration
                // Tabs explored apart on frames may be one product when enumerated: compare like with like.
                guard !enumerated.truncated, enumerated.statistics.map(\.name) == frames.statistics.map(\.name) else { continue }
                let states = enumerated.statistics.map { Double($0.states) }
                for (k, count) in counts.enumerated() {
                    guard let count else { continue }
                    counted += 1
                    #expect(count == states[k], "seed \(seed) depth \(depth) component \(k)")
                }
            }
        }
        print("state counts on frames\(nesting ? " (stacks of stacks)" : ""): \(counted) components counted, each equal to the enumeration's")
        #expect(counted >= (nesting ? 30 : 40), "\(counted)")
    }

    /// The benchmark's generated apps: each tab's paths within depth D, N = (L^(D+1) − 1)/(L − 1).
    @Test func generatedTabsHaveTheAnalyticCount() throws {
        let text = """
            { "navlint": 1, "types": { "A": {}, "B": {} },
              "root": { "stack": { "root": "S0" } },
              "screens": {
                "S0": { "destinations": [ { "for": "A", "screen": "S1" }, { "for": "B", "screen": "S0" } ],
                        "actions": [ { "push": "A" }, { "push": "B" }, { "push": "A", "label": "again" } ] },
                "S1": { "actions": [ { "push": "A" }, { "push": "B" } ] } } }
            """
        let model = try #require(load(text).model)
        // Two distinct entries from every screen (the second push of A is the same entry).
        let exploration = FrameEngineTests.findings(model, engine: .fastest, maxDepth: 10).exploration
        #expect(exploration.boundedStates(maxDepth: 10) == [2047])
        #expect(exploration.boundedStates(maxDepth: 60) == [Double(1 << 61) - 1])
    }
}
