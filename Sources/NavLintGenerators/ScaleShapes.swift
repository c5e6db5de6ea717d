/// Spec shapes that grow in one dimension, for `navlint-bench scale`: each stresses one
/// analysis outside state exploration (containment, per-tab tables, route matching,
/// state-dependent routes, embedding, DOT layout). Every spec is valid and small per unit.
public enum ScaleShape: String, CaseIterable, Sendable {
    /// S_i declares a destination for V → S_{i+1} and pushes V; the root is a stack on S0.
    case chain
    /// N tabs, each with its own stack, root screen, type and destination.
    case tabs
    /// N deep-link routes (pop to root, push), each with an example URL.
    case routes
    /// N routes that push without popping to root first (state-dependent), no examples.
    case routesNoPop = "routes-no-pop"
    /// S_i embeds S_{i+1}; the root is a stack on S0.
    case embeds
    /// N content screens in one stack linking to each other (three links each, a type per
    /// screen, registered at the root), a sheet with a stack of its own on every 4th, and a
    /// route per 10 screens that dismisses modals, starts the stack over and pushes one.
    case linkedRoutes = "linked-routes"
    /// N content screens in one stack, each presenting a full-screen cover with a stack of its
    /// own rooted at a screen with no way out (N traps), written on one line, the root
    /// screen's name not ASCII (`Homé`): every finding's column and excerpt come from that line.
    case oneLine = "one-line"

    /// The sizes `scale` runs by default, smallest first.
    public var sizes: [Int] {
        switch self {
        case .chain: [10_000, 30_000, 100_000]
        case .tabs: [1_000, 3_000, 10_000]
        case .routes: [300, 1_000, 3_000]
        case .routesNoPop: [100, 300, 1_000]
        case .embeds: [1_000, 10_000, 100_000]
        case .linkedRoutes: [1_000, 10_000, 30_000]
        case .oneLine: [1_000, 3_000, 10_000]
        }
    }

    public func spec(_ n: Int) -> String {
        var out = "{ \"navlint\": 1, \"app\": \"scale \(rawValue) \(n)\",\n"
        switch self {
        case .chain:
            out += "  \"types\": { \"V\": {} },\n  \"root\": { \"stack\": { \"id\": \"main\", \"root\": \"S0\" } },\n  \"screens\": {\n"
            for i in 0..<n {
                let destination = i + 1 < n ? "\"destinations\": [ { \"for\": \"V\", \"screen\": \"S\(i + 1)\" } ], " : ""
                out += "    \"S\(i)\": { \(destination)\"actions\": [ { \"push\": \"V\" } ] }\(i + 1 < n ? "," : "")\n"
            }
            out += "  }\n}\n"
        case .tabs:
            out += "  \"types\": { " + (0..<n).map { "\"V\($0)\": {}" }.joined(separator: ", ") + " },\n"
            out += "  \"root\": { \"tabs\": { \"id\": \"tabs\", \"selection\": \"binding\", \"items\": [\n"
            out += (0..<n).map { "    { \"id\": \"t\($0)\", \"content\": { \"stack\": { \"id\": \"s\($0)\", \"root\": \"R\($0)\" } } }" }
                .joined(separator: ",\n")
            out += " ] } },\n  \"screens\": {\n"
            out += (0..<n).map { t in
                "    \"R\(t)\": { \"destinations\": [ { \"for\": \"V\(t)\", \"screen\": \"D\(t)\" } ], \"actions\": [ { \"push\": \"V\(t)\" } ] },\n"
                    + "    \"D\(t)\": { \"actions\": [ { \"select\": \"t\((t + 1) % n)\" } ] }"
            }.joined(separator: ",\n")
            out += "\n  }\n}\n"
        case .routes, .routesNoPop:
            let pop = self == .routes
            out += "  \"types\": { \"Item\": {} },\n  \"root\": { \"stack\": { \"id\": \"main\", \"root\": \"Home\" } },\n"
            out += "  \"screens\": {\n    \"Home\": { \"destinations\": [ { \"for\": \"Item\", \"screen\": \"Detail\" } ], \"actions\": [ { \"push\": \"Item\" } ] },\n"
            out += "    \"Detail\": { \"actions\": [ { \"push\": \"Item\" } ] }\n  },\n"
            out += "  \"deepLinks\": { \"schemes\": [\"app\"], \"routes\": [\n"
            out += (0..<n).map {
                "    { \"id\": \"r\($0)\", \"pattern\": \"r\($0)/{id}\", \"stack\": \"main\", \"popToRoot\": \(pop), \"push\": [\"Item\"] }"
            }.joined(separator: ",\n")
            out += " ]"
            if pop {
                out += ",\n  \"examples\": [\n" + (0..<n).map {
                    "    { \"url\": \"app://r\($0)/\($0)\", \"expect\": { \"route\": \"r\($0)\", \"screens\": [\"Home\", \"Detail\"] } }"
                }.joined(separator: ",\n") + " ]"
            }
            out += " }\n}\n"
        case .embeds:
            out += "  \"root\": { \"stack\": { \"id\": \"main\", \"root\": \"S0\" } },\n  \"screens\": {\n"
            for i in 0..<n {
                out += "    \"S\(i)\": { \(i + 1 < n ? "\"embeds\": \"S\(i + 1)\"" : "") }\(i + 1 < n ? "," : "")\n"
            }
            out += "  }\n}\n"
        case .linkedRoutes:
            out += "  \"types\": { " + (0..<n).map { "\"C\($0)\": {}" }.joined(separator: ", ") + " },\n"
            out += "  \"root\": { \"stack\": { \"id\": \"main\", \"root\": \"Home\" } },\n  \"screens\": {\n"
            let registry = (0..<n).map { "{ \"for\": \"C\($0)\", \"screen\": \"P\($0)\" }" }.joined(separator: ", ")
            out += "    \"Home\": { \"destinations\": [\(registry)], \"actions\": [ { \"push\": \"C0\" } ] },\n"
            out += "    \"SheetHome\": { \"destinations\": [\(registry)], \"actions\": [ { \"push\": \"C0\" }, { \"dismiss\": true } ] },\n"
            for i in 0..<n {
                var actions = [(i + 1) % n, (7 * i + 3) % n, (13 * i + 5) % n].map { "{ \"push\": \"C\($0)\" }" }
                if i % 4 == 0 { actions.append("{ \"present\": { \"stack\": { \"root\": \"SheetHome\" } }, \"style\": \"sheet\" }") }
                out += "    \"P\(i)\": { \"actions\": [\(actions.joined(separator: ", "))] },\n"
            }
            out += "    \"Unused\": {}\n  },\n  \"deepLinks\": { \"schemes\": [\"app\"], \"routes\": [\n"
            out += stride(from: 0, to: n, by: 10).map {
                "    { \"id\": \"r\($0)\", \"pattern\": \"r\($0)/{id}\", \"stack\": \"main\", \"dismissModals\": true, \"popToRoot\": true, \"push\": [\"C\($0)\"] }"
            }.joined(separator: ",\n")
            out += " ] }\n}\n"
        case .oneLine:
            out = "{ \"navlint\": 1, \"app\": \"scale \(rawValue) \(n)\", \"types\": { "
            out += (0..<n).map { "\"C\($0)\": {}" }.joined(separator: ", ")
            out += " }, \"root\": { \"stack\": { \"id\": \"main\", \"root\": \"Homé\" } }, \"screens\": { "
            let registry = (0..<n).map { "{ \"for\": \"C\($0)\", \"screen\": \"P\($0)\" }" }.joined(separator: ", ")
            let links = (0..<n).map { "{ \"push\": \"C\($0)\" }" }.joined(separator: ", ")
            out += "\"Homé\": { \"destinations\": [\(registry)], \"actions\": [\(links)] }"
            for i in 0..<n {
                out += ", \"P\(i)\": { \"actions\": [ { \"push\": \"C\((7 * i + 3) % n)\" }, "
                out += "{ \"present\": { \"stack\": { \"root\": \"Q\(i)\" } }, \"style\": \"fullScreenCover\" } ] }"
                out += ", \"Q\(i)\": {}"
            }
            out += " } }\n"
        }
        return out
    }
}
