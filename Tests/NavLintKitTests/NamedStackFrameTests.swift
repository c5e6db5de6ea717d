import Testing
@testable import NavLintKit

/// Actions that name a stack (SPEC 6.3) on the frame graph: the stack around the screen, one
/// the action cannot reach from where it is, or the stack under the sheet the action is in,
/// agree with the enumeration of states; tabs whose screens name another tab's stack are not
/// explored apart.
@Suite struct NamedStackFrameTests {
    @Test func randomSpecsWithNamedStacksAgreeWithEnumeration() throws {
        var apart = 0
        let seeds = ScaleShapeTests.slow ? UInt64(1)...600 : UInt64(1)...30
        let run = try FrameEngineTests.randomAgreement(seeds, label: { "seed \($0)" }, make: { seed in
            let text = randomFrameSpec(seed: seed, named: true)
            // A named stack that the tab did not get (a tab of screens) is no spec.
            return text.contains(#""stack": "stack"#) && load(text).model != nil ? text : nil
        }) { _, _, result in
            if FrameEngineTests.findings(result.model, engine: .fastest, maxDepth: 3).exploration.compositional { apart += 1 }
        }
        print("named stacks on frames: \(run.framed) of \(seeds.count) random specs, \(run.compared) compared (\(apart) with tabs apart)")
        #expect(run.compared * 10 >= seeds.count * 2, "\(run.compared)")
        #expect(apart * 20 >= seeds.count, "\(apart)")
    }

    /// Sheets and covers whose screens push onto, pop or pop to the root of the stack under
    /// them (a router's): what they leave there, and whether the user can get back from it.
    @Test func randomSpecsWithModalsActingUnderThemAgreeWithEnumeration() throws {
        var under = 0
        let seeds = ScaleShapeTests.slow ? UInt64(1)...600 : UInt64(1)...22
        let run = try FrameEngineTests.randomAgreement(seeds, label: { "seed \($0)" }, make: { seed in
            let text = randomFrameSpec(seed: seed, underModal: true)
            return text.contains(#""stack": "stack0"#) && load(text).model != nil ? text : nil
        }) { _, _, result in
            let model = result.model
            // Some screen presented as a modal (or a modal's stack root) names the stack.
            let containment = Containment(model: model)
            let presented = Set(model.screens.flatMap { screen in
                screen.actions.flatMap { action -> [Int] in
                    if case .present(let node, _) = action.kind { return containment.staticScreens(from: [node]) }
                    return []
                }
            })
            if presented.contains(where: { s in model.screens[s].actions.contains { $0.stack != nil } }) { under += 1 }
        }
        print("modals acting under them on frames: \(run.framed) of \(seeds.count) random specs, \(run.compared) compared (\(under) with a modal naming the stack)")
        #expect(run.compared * 10 >= seeds.count * 2, "\(run.compared)")
        #expect(under * 10 >= seeds.count, "\(under)")
    }

    /// The same with more pages that hide their back button, a menu sheet over the sheet and a
    /// sheet of tabs, all acting on the stack under them: what they push there can trap the
    /// user, and their pops may free them again.
    @Test func randomSpecsWithTrapsUnderModalsAgreeWithEnumeration() throws {
        var hidden = 0
        let seeds = ScaleShapeTests.slow ? UInt64(1)...600 : UInt64(1)...22
        let run = try FrameEngineTests.randomAgreement(seeds, label: { "seed \($0)" }, make: { seed in
            let text = randomFrameSpec(seed: seed, underModal: true, hiding: true)
            return load(text).model != nil ? text : nil
        }) { _, text, result in
            if result.enumerated.statistics.contains(where: { $0.depthCuts > 0 }), text.contains(#""backButton": "hidden""#) { hidden += 1 }
        }
        print("traps under modals on frames: \(run.compared) of \(seeds.count) random specs compared (\(hidden) with hidden back buttons and paths cut)")
        #expect(run.compared * 10 >= seeds.count * 5, "\(run.compared)")
        #expect(hidden * 10 >= seeds.count, "\(hidden)")
    }

    /// The same with a confirmation an in-app URL's route presents over the sheet, which acts
    /// on the stack under them too (FrameTraps follows it from the sheet, or the spec is enumerated).
    @Test func randomSpecsWithRouteModalsActingUnderAgreeWithEnumeration() throws {
        let seeds = ScaleShapeTests.slow ? UInt64(1)...600 : UInt64(1)...20
        let run = try FrameEngineTests.randomAgreement(seeds, label: { "seed \($0)" }, make: { seed in
            let text = randomFrameSpec(seed: seed, underModal: true, confirming: true)
            return text.contains(#""present": "RC""#) && load(text).model != nil ? text : nil
        })
        print("route modals acting under them on frames: \(run.framed) of \(seeds.count) random specs, \(run.compared) compared")
        #expect(run.compared * 10 >= seeds.count * 2, "\(run.compared)")
    }
}
