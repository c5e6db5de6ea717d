import NavLintGenerators

/// A deterministic generator of navigation specs for benchmarks: T tabs of S screens,
/// each screen with L links (pushes of L distinct value types out of V, resolved by
/// destinations on the tab's root, so paths recurse through any screen of the tab), M
/// sheets, K deep-link routes. Each tab draws from its own seed, so tabs differ.
struct GeneratorParameters {
    var tabs = 3
    var screens = 10
    var links = 3
    var types = 4
    var depth = 6
    var modals = 0
    var routes = 0
    var seed: UInt64 = 1
    /// Known defects to plant, so a run also checks they are found.
    var plantDefects = false

    /// Distinct paths per tab when every screen has L distinct links: (L^(D+1) − 1)/(L − 1).
    var pathsPerTab: Double {
        links == 1 ? Double(depth + 1) : (pow(Double(links), Double(depth + 1)) - 1) / Double(links - 1)
    }

    /// States of the flat product: the selected tab times every tab's path.
    var flatStates: Double { Double(tabs) * pow(pathsPerTab, Double(tabs)) }
}

func pow(_ base: Double, _ exponent: Double) -> Double {
    var result = 1.0
    for _ in 0..<Int(exponent) { result *= base }
    return result
}

/// One tab's random structure, shared by the spec and the Promela model.
struct TabPlan {
    /// For each type, the screen its destination shows.
    let destination: [Int]
    /// For each screen, the types its links push.
    let links: [[Int]]
    /// Screens that present a sheet, and what they present.
    let sheets: [(from: Int, to: Int)]

    init(tab: Int, _ p: GeneratorParameters) {
        var random = SeededRandom(state: p.seed &* 1_000_003 &+ UInt64(tab))
        destination = (0..<p.types).map { _ in random.below(p.screens) }
        links = (0..<p.screens).map { _ in random.distinct(min(p.links, p.types), below: p.types) }
        sheets = (0..<min(p.modals, p.screens)).map { ($0, random.below(p.screens)) }
    }
}

enum SpecGenerator {
    static func spec(_ p: GeneratorParameters) -> String {
        var screens: [String] = []
        var items: [String] = []
        for t in 0..<p.tabs {
            let plan = TabPlan(tab: t, p)
            items.append("{ \"id\": \"t\(t)\", \"title\": \"Tab \(t)\", \"content\": { \"stack\": { \"id\": \"stack\(t)\", \"root\": \"T\(t)S0\" } } }")
            for s in 0..<p.screens {
                var destinations: [String] = []
                if s == 0 {
                    destinations = plan.destination.enumerated().map { "{ \"for\": \"V\($0)\", \"screen\": \"T\(t)S\($1)\" }" }
                }
                var actions = plan.links[s].map { "{ \"push\": \"V\($0)\" }" }
                for sheet in plan.sheets where sheet.from == s {
                    actions.append("{ \"present\": \"T\(t)M\(s)\", \"style\": \"sheet\" }")
                    screens.append("\"T\(t)M\(s)\": { \"actions\": [ { \"dismiss\": true } ] }")
                }
                if p.plantDefects, t == 0, s == 0 {
                    actions.append("{ \"present\": \"Trap\", \"style\": \"fullScreenCover\", \"label\": \"planted trap\" }")
                    actions.append("{ \"push\": \"Unregistered\", \"label\": \"planted missing destination\" }")
                }
                screens.append("\"T\(t)S\(s)\": { \"destinations\": [\(destinations.joined(separator: ", "))], \"actions\": [\(actions.joined(separator: ", "))] }")
            }
        }
        var types = (0..<p.types).map { "\"V\($0)\": {}" }
        if p.plantDefects {
            types.append("\"Unregistered\": {}")
            screens.append("\"Orphan\": { \"title\": \"planted orphan\" }")
            screens.append("\"Trap\": { \"title\": \"planted trap\" }")
        }
        var routes: [String] = []
        for r in 0..<p.routes {
            let t = r % p.tabs
            routes.append("{ \"id\": \"r\(r)\", \"pattern\": \"r\(r)/{id}\", \"tab\": \"t\(t)\", \"stack\": \"stack\(t)\", \"dismissModals\": true, \"popToRoot\": true, \"push\": [\"V\(r % p.types)\"] }")
        }
        if p.plantDefects {
            routes.append("{ \"id\": \"planted\", \"pattern\": \"planted/{id}\", \"tab\": \"t0\", \"stack\": \"stack0\", \"dismissModals\": true, \"push\": [\"V0\"] }")
        }
        let deepLinks = routes.isEmpty ? "" : ",\n  \"deepLinks\": { \"schemes\": [\"bench\"], \"routes\": [\n    \(routes.joined(separator: ",\n    "))] }"
        return """
        { "navlint": 1, "app": "Generated T\(p.tabs) S\(p.screens) L\(p.links) V\(p.types) seed \(p.seed)",
          "types": { \(types.joined(separator: ", ")) },
          "root": { "tabs": { "id": "tabs", "selection": "binding", "items": [\(items.joined(separator: ", "))] } },
          "screens": {
            \(screens.joined(separator: ",\n    "))
          }\(deepLinks)
        }

        """
    }

    /// The flat product as a Promela model for SPIN: per-tab bounded path arrays of type
    /// indices, a tab selection byte, and push, back and select options, each one atomic
    /// step (d_step) so SPIN stores exactly the navigation states.
    static func promela(_ p: GeneratorParameters) -> String {
        let plans = (0..<p.tabs).map { TabPlan(tab: $0, p) }
        let l = min(p.links, p.types)
        var out = "/* navlint-bench: T=\(p.tabs) S=\(p.screens) L=\(l) V=\(p.types) D=\(p.depth) seed=\(p.seed) */\n"
        out += "#define T \(p.tabs)\n#define S \(p.screens)\n#define L \(l)\n#define V \(p.types)\n#define D \(p.depth)\n"
        // Tables are `hidden` (not part of the state vector) and filled in one first step,
        // so SPIN stores one state more than navlint: the one before that step.
        let destinations = plans.flatMap(\.destination)
        let links = plans.flatMap { $0.links.flatMap { $0 } }
        out += "hidden byte dest[\(max(1, destinations.count))];\nhidden byte links[\(max(1, links.count))];\n"
        out += "byte sel;\nbyte plen[T];\nbyte path[\(p.tabs * p.depth)];\n"
        out += "#define top(t) (plen[t] == 0 -> 0 : dest[(t) * V + path[(t) * D + plen[t] - 1]])\n"
        out += "active proctype navigation() {\n  d_step {\n"
        for (i, value) in destinations.enumerated() { out += "    dest[\(i)] = \(value);\n" }
        for (i, value) in links.enumerated() { out += "    links[\(i)] = \(value);\n" }
        out += "  }\n  do\n"
        for i in 0..<l {
            out += "  :: d_step { plen[sel] < D; path[sel * D + plen[sel]] = links[(sel * S + top(sel)) * L + \(i)]; plen[sel]++;"
            out += " assert(top(sel) < S) }\n"
        }
        out += "  :: d_step { plen[sel] > 0; plen[sel]--; path[sel * D + plen[sel]] = 0 }\n"
        for t in 0..<p.tabs { out += "  :: d_step { sel != \(t); sel = \(t) }\n" }
        out += "  od\n}\n"
        return out
    }
}
