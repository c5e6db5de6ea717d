/// The shape of a social, shopping or reading app, for the benchmark of issue 15: T tabs,
/// each a stack whose root registers a destination for every content type; C content
/// screens shared by all tabs, each linking to L others (seeded, so the graph has cycles);
/// every M-th content screen presents a sheet with a stack of its own, whose root
/// registers the same destinations, so content can be pushed inside the sheet too.
/// With `defects`, it plants one of each: an orphan screen, a full-screen cover with no
/// way out, a push of a type nothing registers, and a route that does not pop to root.
/// With `urls`, every M-th content screen (from the second) also opens a URL whose route
/// selects the first tab, dismisses modals, pops to root and pushes a post: in-app URLs
/// from every tab (and from sheets) into the first.
public struct SocialApp: Sendable {
    public var tabs = 4
    public var content = 6
    public var links = 2
    public var sheetEvery = 3
    public var defects = false
    public var urls = false
    public var seed: UInt64 = 1

    public init() {}

    /// The content each screen links to, in the order of its push actions: each tab's home,
    /// the sheet's home, then the content screens. The first link goes to the next screen,
    /// so every screen and type is reachable from every stack.
    public var plan: (homes: [[Int]], sheetHome: [Int], content: [[Int]]) {
        var random = SeededRandom(state: seed)
        func pushes(after c: Int) -> [Int] { (0..<min(links, content)).map { k in k == 0 ? (c + 1) % content : random.below(content) } }
        let homes = (0..<tabs).map { _ in pushes(after: -1) }
        let sheetHome = pushes(after: -1)
        return (homes, sheetHome, (0..<content).map { pushes(after: $0) })
    }

    public var spec: String {
        let plan = plan
        let types = (0..<content).map { "\"C\($0)\": {}" } + (defects ? ["\"Unregistered\": {}"] : [])
        let registry = (0..<content).map { "{ \"for\": \"C\($0)\", \"screen\": \"P\($0)\" }" }.joined(separator: ", ")
        func pushes(_ targets: [Int]) -> [String] { targets.map { "{ \"push\": \"C\($0)\" }" } }
        var screens: [String] = []
        var items: [String] = []
        for t in 0..<tabs {
            items.append("{ \"id\": \"t\(t)\", \"content\": { \"stack\": { \"id\": \"tab\(t)\", \"root\": \"Home\(t)\" } } }")
            screens.append("\"Home\(t)\": { \"destinations\": [\(registry)], \"actions\": [\(pushes(plan.homes[t]).joined(separator: ", "))] }")
        }
        screens.append("\"SheetHome\": { \"destinations\": [\(registry)], \"actions\": [\(pushes(plan.sheetHome).joined(separator: ", ")), { \"dismiss\": true }] }")
        for c in 0..<content {
            var actions = pushes(plan.content[c])
            if sheetEvery > 0, c % sheetEvery == 0 {
                actions.append("{ \"present\": { \"stack\": { \"root\": \"SheetHome\" } }, \"style\": \"sheet\", \"label\": \"Sheet from P\(c)\" }")
            }
            if urls, sheetEvery > 0, c % sheetEvery == 1 % sheetEvery {
                actions.append("{ \"open\": \"social://feed/\(c)\", \"label\": \"Show in feed\" }")
            }
            if defects, c == 0 {
                actions.append("{ \"present\": \"Trap\", \"style\": \"fullScreenCover\", \"label\": \"planted trap\" }")
                actions.append("{ \"push\": \"Unregistered\", \"label\": \"planted missing destination\" }")
            }
            screens.append("\"P\(c)\": { \"actions\": [\(actions.joined(separator: ", "))] }")
        }
        var routes: [String] = []
        if urls {
            routes.append(#"{ "id": "feed", "pattern": "feed/{id}", "tab": "t0", "stack": "tab0", "dismissModals": true, "popToRoot": true, "push": ["C0"] }"#)
        }
        if defects {
            screens.append("\"Orphan\": { \"title\": \"planted orphan\" }")
            screens.append("\"Trap\": { \"title\": \"planted trap\" }")
            routes.append(#"{ "id": "planted", "pattern": "post/{id}", "tab": "t0", "stack": "tab0", "dismissModals": true, "push": ["C0"] }"#)
        }
        let deepLinks = routes.isEmpty ? "" : """
            ,
              "deepLinks": { "schemes": ["social"], "routes": [
                \(routes.joined(separator: ",\n    ")) ] }
            """
        return """
        { "navlint": 1, "app": "Social T\(tabs) C\(content) L\(links) M\(sheetEvery) seed \(seed)",
          "types": { \(types.joined(separator: ", ")) },
          "root": { "tabs": { "id": "tabs", "selection": "binding", "items": [\(items.joined(separator: ", "))] } },
          "screens": {
            \(screens.joined(separator: ",\n    "))
          }\(deepLinks)
        }

        """
    }
}

extension SocialApp {
    /// The first tab as a Promela model for SPIN, within `depth` (navlint's maxDepth): a
    /// layer per modal (the tab's stack, then each sheet's), each a bounded path of content
    /// indices, at most `depth` entries each and at most `depth` sheets up. Its events are
    /// the spec's: the top screen's pushes, Back, a content screen's sheet, and dismissing
    /// the top sheet (its home's button or a swipe), each one atomic step (d_step) so SPIN
    /// stores exactly the navigation states. A push or sheet past the bound is cut, as in
    /// the enumeration. The planted defects and URLs are left out.
    public func promela(depth: Int) -> String {
        let plan = plan
        let d = max(depth, 1)
        let c = content, l = min(links, content)
        var out = "/* navlint-bench social: tab 1 of T\(tabs) C\(c) L\(l) M\(sheetEvery) D\(depth) seed \(seed) */\n"
        out += "#define C \(c)\n#define L \(l)\n#define D \(d)\n"
        // Rows of `links`: content 0..<C, then the tab's home (C), then the sheet's home (C + 1).
        let rows = plan.content + [plan.homes[0], plan.sheetHome]
        // Tables are `hidden` (not part of the state vector) and filled in one first step,
        // so SPIN stores one state more than navlint: the one before that step.
        out += "hidden byte links[\(rows.count * l)];\nhidden byte sheet[C + 2];\n"
        out += "byte m;\nbyte plen[\(d + 1)];\nbyte path[\((d + 1) * d)];\n"
        out += "#define top (plen[m] == 0 -> (m == 0 -> C : C + 1) : path[m * D + plen[m] - 1])\n"
        out += "active proctype navigation() {\n  d_step {\n"
        for (i, value) in rows.flatMap({ $0 }).enumerated() { out += "    links[\(i)] = \(value);\n" }
        for k in 0..<c where sheetEvery > 0 && k % sheetEvery == 0 { out += "    sheet[\(k)] = 1;\n" }
        out += "  }\n  do\n"
        for i in 0..<l {
            out += "  :: d_step { plen[m] < D; path[m * D + plen[m]] = links[top * L + \(i)]; plen[m]++ }\n"
        }
        out += "  :: d_step { plen[m] > 0; plen[m]--; path[m * D + plen[m]] = 0 }\n"
        out += "  :: d_step { sheet[top] && m < D; m++ }\n"
        out += "  :: d_step { m > 0; do :: plen[m] > 0 -> plen[m]--; path[m * D + plen[m]] = 0 :: else -> break od; m-- }\n"
        out += "  od\n}\n"
        return out
    }
}
