import Testing
@testable import NavLintKit

/// PathEngine must explore exactly as the general engine does: same states in the same
/// order, same parents, first sightings, traces and statistics.
@Suite struct PathEngineTests {
    @Test func randomSpecsExploreAlikeOnBothEngines() throws {
        var engaged = 0
        var withRoutes = 0
        for seed in UInt64(1)...120 {
            let text = randomPathSpec(seed: seed)
            let model = try #require(load(text).model, "seed \(seed): \(load(text).problems.map(\.message))")
            var random = SplitMix(seed: seed)
            var configuration = Configuration()
            configuration.maxDepth = random.next(in: 1...4)
            // Some runs stop at the state budget, which must cut both engines alike.
            configuration.maxStates = seed % 7 == 0 ? random.next(in: 5...60) : 1_000_000
            for compose in [true, false] {
                let fast = Explorer.explore(model, configuration: configuration, containment: Containment(model: model), options: RunOptions(compose: compose), engine: .enumerate)
                let general = Explorer.explore(model, configuration: configuration, containment: Containment(model: model),
                                               options: RunOptions(compose: compose), engine: .general)
                engaged += fast.components.filter { $0.engine == "paths" }.count
                withRoutes += fast.components.filter { $0.engine == "paths" && !$0.routes.isEmpty }.count
                expectSame(fast, general, "seed \(seed) compose \(compose)")
            }
        }
        // Every generated component has the engine's shape.
        #expect(engaged >= 240)
        #expect(withRoutes >= 40, "\(withRoutes)")
    }

    /// Words too large for a byte (over 127 destinations) and states too long for a fixed
    /// record (paths of up to 300) take the engine's 32-bit and varint paths.
    @Test func wideAndLongStatesExploreAlike() throws {
        let types = (0..<140).map { "T\($0)" }
        let destinations = types.map { #"{ "for": "\#($0)", "screen": "Page" }"# }.joined(separator: ", ")
        let pushes = types.suffix(3).map { #"{ "push": "\#($0)" }"# }.joined(separator: ", ")
        let wide = #"{ "navlint": 1, "types": { \#(types.map { #""\#($0)": {}"# }.joined(separator: ", ")) }, "root": { "stack": { "root": "Home" } }, "screens": { "Home": { "destinations": [\#(destinations)], "actions": [\#(pushes)] }, "Page": { "actions": [\#(pushes), { "popToRoot": true }] } } }"#
        var cases: [(String, Int, Int)] = [(wide, 4, 1_000_000)]
        for seed in UInt64(1)...20 { cases.append((randomPathSpec(seed: seed), 300, 150)) }
        var engaged = 0
        for (text, maxDepth, maxStates) in cases {
            let model = try #require(load(text).model, "\(load(text).problems.map(\.message))")
            var configuration = Configuration()
            configuration.maxDepth = maxDepth
            configuration.maxStates = maxStates
            let fast = Explorer.explore(model, configuration: configuration, containment: Containment(model: model), options: RunOptions(compose: false), engine: .enumerate)
            let general = Explorer.explore(model, configuration: configuration, containment: Containment(model: model),
                                           options: RunOptions(compose: false), engine: .general)
            engaged += fast.components.filter { $0.engine == "paths" }.count
            expectSame(fast, general, "max depth \(maxDepth)")
        }
        #expect(engaged == cases.count)
    }

    @Test func exampleSpecsExploreAlikeOnBothEngines() throws {
        var engaged = 0
        for path in specFiles() {
            let model = try requireModel(SpecLoader.read(path: path))
            for compose in [true, false] {
                let fast = Explorer.explore(model, configuration: Configuration(), containment: Containment(model: model), options: RunOptions(compose: compose), engine: .enumerate)
                let general = Explorer.explore(model, configuration: Configuration(), containment: Containment(model: model),
                                               options: RunOptions(compose: compose), engine: .general)
                engaged += fast.components.filter { $0.engine == "paths" }.count
                expectSame(fast, general, "\(path) compose \(compose)")
            }
        }
        #expect(engaged > 0)
    }

    @Test func modalsRoutesAndEmbedsUseTheGeneralEngine() throws {
        let shapes = [
            #"{ "navlint": 1, "root": "A", "screens": { "A": { "actions": [ { "present": "A", "style": "sheet" } ] } } }"#,
            #"{ "navlint": 1, "root": "A", "screens": { "A": { "embeds": { "stack": { "root": "B" } } }, "B": {} } }"#,
            #"{ "navlint": 1, "root": "A", "screens": { "A": { "actions": [ { "open": "app://x" } ] } } }"#,
            #"{ "navlint": 1, "root": { "stack": { "root": "A" } }, "screens": { "A": {}, "B": {} }, "deepLinks": { "routes": [ { "id": "b", "pattern": "b", "present": "B", "style": "sheet" } ] } }"#,
            #"{ "navlint": 1, "root": { "split": { "sidebar": "A", "detail": "B" } }, "screens": { "A": {}, "B": {} } }"#,
        ]
        for text in shapes {
            let model = try #require(load(text).model, "\(load(text).problems.map(\.message))")
            let exploration = Explorer.explore(model, configuration: Configuration(), containment: Containment(model: model), engine: .enumerate)
            #expect(exploration.components.allSatisfy { $0.engine == "general" }, "\(text)")
        }
    }

    func expectSame(_ a: Exploration, _ b: Exploration, _ label: String) {
        #expect(a.components.count == b.components.count, "\(label)")
        for case let (x as ComponentExplorer, y as ComponentExplorer) in zip(a.components, b.components) {
            #expect(x.stateCount == y.stateCount, "\(label)")
            guard x.stateCount == y.stateCount else { continue }
            for id in 0..<x.stateCount {
                #expect(x.encoded(id) == y.encoded(id), "\(label) state \(id)")
                #expect(x.parent[id] == y.parent[id], "\(label) parent of \(id)")
                #expect(x.depth(of: id) == y.depth(of: id), "\(label) depth of \(id)")
                #expect(x.trace(to: Int32(id)) == y.trace(to: Int32(id)), "\(label) trace to \(id)")
                #expect(x.successors(of: id) == y.successors(of: id), "\(label) successors of \(id)")
            }
            #expect(x.transitions == y.transitions, "\(label)")
            #expect(x.depthCuts == y.depthCuts, "\(label)")
            #expect(x.longestPath == y.longestPath, "\(label)")
            #expect(x.truncated == y.truncated, "\(label)")
            #expect(x.firstVisible == y.firstVisible, "\(label)")
            #expect(x.firstResolved.mapValues(\.state) == y.firstResolved.mapValues(\.state), "\(label)")
            #expect(x.firstResolved.mapValues(\.event) == y.firstResolved.mapValues(\.event), "\(label)")
            #expect(x.failures.mapValues(\.state) == y.failures.mapValues(\.state), "\(label)")
            #expect(x.failures.mapValues(\.event) == y.failures.mapValues(\.event), "\(label)")
            #expect(x.actionTargets == y.actionTargets, "\(label)")
        }
        #expect(a.traps.map { "\($0.from) \($0.event) \($0.screen)" } == b.traps.map { "\($0.from) \($0.event) \($0.screen)" }, "\(label)")
        #expect(a.inAppVisibleScreens == b.inAppVisibleScreens, "\(label)")
    }
}

/// A deterministic random number generator, so a failing seed can be replayed.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9e37_79b9_7f4a_7c15
        var z = state
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        return z ^ (z >> 31)
    }

    mutating func next(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    mutating func chance(_ percent: Int) -> Bool { next(in: 0...99) < percent }
}

/// A spec in PathEngine's shape with every feature it handles: 1–3 tabs (a bare stack or
/// screen when there is one), tabs without a stack, destinations on the root and on
/// pushed screens, types nothing resolves, several types in one push, view pushes,
/// pops, pop to root, programmatic tab switches, dismiss with nothing to dismiss, hidden
/// back buttons, and deep links that start over or push onto the current path.
func randomPathSpec(seed: UInt64) -> String {
    var random = SplitMix(seed: seed &* 7919)
    let tabs = random.next(in: 1...3)
    let types = (0..<random.next(in: 1...4)).map { "T\($0)" }
    var screens: [String] = []
    var contents: [String] = []
    var stacks: [Bool] = []
    for t in 0..<tabs {
        let names = (0..<random.next(in: 2...4)).map { "S\(t)_\($0)" }
        let stacked = random.chance(80)
        contents.append(stacked ? #"{ "stack": { "id": "stack\#(t)", "root": "\#(names[0])" } }"# : #""\#(names[0])""#)
        stacks.append(stacked)
        for (k, name) in names.enumerated() {
            var destinations: [String] = []
            for type in types where random.chance(k == 0 ? 60 : 25) {
                destinations.append(#"{ "for": "\#(type)", "screen": "\#(names[random.next(in: 0...names.count - 1)])" }"#)
            }
            var actions: [String] = []
            for _ in 0..<random.next(in: 0...4) {
                switch random.next(in: 0...9) {
                case 0...3:
                    let pushed = (0..<random.next(in: 1...2)).map { _ in #""\#(types[random.next(in: 0...types.count - 1)])""# }
                    actions.append(#"{ "push": [\#(pushed.joined(separator: ", "))], "via": "code" }"#)
                case 4: actions.append(#"{ "pushView": "\#(names[random.next(in: 0...names.count - 1)])" }"#)
                case 5: actions.append(#"{ "pop": \#(random.next(in: 1...2)) }"#)
                case 6: actions.append(#"{ "popToRoot": true }"#)
                case 7 where tabs > 1: actions.append(#"{ "select": "tab\#(random.next(in: 0...tabs - 1))" }"#)
                default: actions.append(#"{ "dismiss": true }"#)
                }
            }
            let back = random.chance(15) ? #", "backButton": "hidden""# : ""
            screens.append(#""\#(name)": { "destinations": [\#(destinations.joined(separator: ", "))], "actions": [\#(actions.joined(separator: ", "))]\#(back) }"#)
        }
    }
    let root: String
    if tabs == 1 {
        root = contents[0]
    } else {
        let items = contents.enumerated().map { #"{ "id": "tab\#($0.offset)", "content": \#($0.element) }"# }
        root = #"{ "tabs": { "selection": "binding", "items": [\#(items.joined(separator: ", "))] } }"#
    }
    // Deep links from outside, some starting over (pop to root) and some not.
    var routes: [String] = []
    for r in 0..<random.next(in: 0...3) {
        let t = random.next(in: 0...tabs - 1)
        guard stacks[t] else { continue }
        let tab = tabs > 1 ? #""tab": "tab\#(t)", "# : ""
        let pushed = (0..<random.next(in: 0...2)).map { _ in #""\#(types[random.next(in: 0...types.count - 1)])""# }
        routes.append(#"{ "id": "r\#(r)", "pattern": "r\#(r)", \#(tab)"stack": "stack\#(t)", "popToRoot": \#(random.chance(50)), "push": [\#(pushed.joined(separator: ", "))] }"#)
    }
    let deepLinks = routes.isEmpty ? "" : #", "deepLinks": { "schemes": ["app"], "routes": [\#(routes.joined(separator: ", "))] }"#
    let typeDecls = types.map { #""\#($0)": {}"# }.joined(separator: ", ")
    return #"{ "navlint": 1, "types": { \#(typeDecls) }, "root": \#(root), "screens": { \#(screens.joined(separator: ", ")) }\#(deepLinks) }"#
}
