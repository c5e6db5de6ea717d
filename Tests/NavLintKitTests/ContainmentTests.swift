import Testing
@testable import NavLintKit

/// The containment index (built downwards once) answers as the upward search per
/// question it replaced, on random specs with embeds, nested and inline containers,
/// inline destinations and view links.
@Suite struct ContainmentTests {
    @Test func indexAgreesWithAnUpwardSearch() throws {
        for seed in 0..<150 {
            let spec = randomNestedSpec(seed: UInt64(seed))
            let loaded = load(spec)
            let model = try #require(loaded.model, "seed \(seed): \(loaded.problems.map(\.message))\n\(spec)")
            let containment = Containment(model: model)
            let nodes = model.screens.indices.map(Node.screen) + model.containers.indices.map(Node.container)
            for node in nodes {
                #expect(Set(containment.nearestStacks(of: node)) == naiveNearestStacks(node, model, containment), "seed \(seed) \(node)")
                #expect(Set(containment.tabs(of: node)) == naiveTabs(node, model, containment), "seed \(seed) \(node)")
            }
        }
    }

    private func parents(_ node: Node, _ model: Model, _ containment: Containment) -> [Containment.Parent] {
        switch node {
        case .screen(let s): containment.screenParents[s]
        case .container(let c): Containment.parents(ofContainer: c, model)
        }
    }

    /// Stack-like containers reached upwards without passing another stack-like one.
    private func naiveNearestStacks(_ node: Node, _ model: Model, _ containment: Containment) -> Set<Int> {
        var found: Set<Int> = []
        var seen: Set<Node> = []
        var pending = parents(node, model, containment)
        while let parent = pending.popLast() {
            let next: Node
            switch parent {
            case .container(let c):
                next = .container(c)
                guard seen.insert(next).inserted else { continue }
                if model.containers[c].isStackLike { found.insert(c); continue }
            case .screen(let s):
                next = .screen(s)
                guard seen.insert(next).inserted else { continue }
            }
            pending += parents(next, model, containment)
        }
        return found
    }

    private func naiveTabs(_ node: Node, _ model: Model, _ containment: Containment) -> Set<TabPosition> {
        var found: Set<TabPosition> = []
        var seen: Set<Node> = [node]
        var pending = [node]
        while let current = pending.popLast() {
            for parent in parents(current, model, containment) {
                let next: Node
                switch parent {
                case .container(let c):
                    if case .tabs(_, _, let tabs) = model.containers[c].kind, let t = tabs.firstIndex(where: { $0.content == current }) {
                        found.insert(TabPosition(tabs: c, tab: t))
                    }
                    next = .container(c)
                case .screen(let s):
                    next = .screen(s)
                }
                if seen.insert(next).inserted { pending.append(next) }
            }
        }
        return found
    }
}

/// Screens S0…Sn; each may embed a later screen or an inline container of later screens,
/// declare destinations (to any screen, or inline stack content) and view links.
func randomNestedSpec(seed: UInt64) -> String {
    var random = SplitMix(seed: seed &* 104_729 &+ 1)
    let count = random.next(in: 3...9)
    var containerCount = 0
    func pick(after s: Int) -> Int? { s + 1 < count ? random.next(in: s + 1...count - 1) : nil }
    func content(after s: Int, depth: Int) -> String? {
        guard let t = pick(after: s) else { return nil }
        guard depth < 3, random.chance(60) else { return "\"S\(t)\"" }
        containerCount += 1
        let id = "c\(containerCount)"
        let inner = content(after: s, depth: depth + 1) ?? "\"S\(t)\""
        switch random.next(in: 0...3) {
        case 0: return #"{ "stack": { "id": "\#(id)", "root": \#(inner) } }"#
        case 1:
            let second = content(after: s, depth: depth + 1) ?? "\"S\(t)\""
            return #"{ "tabs": { "id": "\#(id)", "selection": "none", "items": [ { "id": "\#(id)a", "content": \#(inner) }, { "id": "\#(id)b", "content": \#(second) } ] } }"#
        case 2: return #"{ "split": { "id": "\#(id)", "sidebar": \#(inner), "detail": "S\#(t)" } }"#
        default: return #"{ "navigationView": { "id": "\#(id)", "style": "stack", "root": \#(inner) } }"#
        }
    }
    var screens: [String] = []
    for s in 0..<count {
        var body: [String] = []
        if random.chance(50), let embeds = content(after: s, depth: 0) { body.append("\"embeds\": \(embeds)") }
        var destinations: [String] = []
        for type in 0..<2 where random.chance(40) {
            let target = random.chance(25) ? #"{ "stack": { "root": "S\#(random.next(in: 0...count - 1))" } }"# : "\"S\(random.next(in: 0...count - 1))\""
            destinations.append(#"{ "for": "T\#(type)", "screen": \#(target) }"#)
        }
        if !destinations.isEmpty { body.append("\"destinations\": [\(destinations.joined(separator: ", "))]") }
        if random.chance(30) { body.append(#""actions": [ { "pushView": "S\#(random.next(in: 0...count - 1))" } ]"#) }
        screens.append("\"S\(s)\": { \(body.joined(separator: ", ")) }")
    }
    let root = content(after: -1, depth: 0) ?? "\"S0\""
    return #"{ "navlint": 1, "types": { "T0": {}, "T1": {} }, "root": \#(root), "screens": { \#(screens.joined(separator: ", ")) } }"#
}
