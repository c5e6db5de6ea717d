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

    public var spec: String {
        var random = SeededRandom(state: seed)
        let types = (0..<content).map { "\"C\($0)\": {}" } + (defects ? ["\"Unregistered\": {}"] : [])
        let registry = (0..<content).map { "{ \"for\": \"C\($0)\", \"screen\": \"P\($0)\" }" }.joined(separator: ", ")
        // The first link goes to the next screen, so every screen and type is reachable from every stack.
        func pushes(after c: Int) -> [String] {
            (0..<min(links, content)).map { k in "{ \"push\": \"C\(k == 0 ? (c + 1) % content : random.below(content))\" }" }
        }
        var screens: [String] = []
        var items: [String] = []
        for t in 0..<tabs {
            items.append("{ \"id\": \"t\(t)\", \"content\": { \"stack\": { \"id\": \"tab\(t)\", \"root\": \"Home\(t)\" } } }")
            screens.append("\"Home\(t)\": { \"destinations\": [\(registry)], \"actions\": [\(pushes(after: -1).joined(separator: ", "))] }")
        }
        screens.append("\"SheetHome\": { \"destinations\": [\(registry)], \"actions\": [\(pushes(after: -1).joined(separator: ", ")), { \"dismiss\": true }] }")
        for c in 0..<content {
            var actions = pushes(after: c)
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
