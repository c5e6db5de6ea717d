/// `.onOpenURL { url in … }`: what the handler does to navigation state is a deep-link route
/// (SPEC 1.5), so a screen only a URL shows is reachable and the rules on routes (landing
/// under a sheet, depending on state) apply. The URLs it accepts are read only as far as
/// literal comparisons say (`url.scheme == "app"`, `url.host == "story"`); an overlay's
/// `deepLinks` replaces the routes read here, with real patterns and examples.
extension SwiftTree {
    /// Whether any token among `items`, at any depth, ends with one of `suffixes`.
    func mentions(_ items: [Item], suffixes: [String]) -> Bool {
        var pending = items
        while let item = pending.popLast() {
            switch item {
            case .token(let t):
                let word = text(t)
                if suffixes.contains(where: word.hasSuffix) { return true }
            case .group(let g):
                pending += groups[g].items
            }
        }
        return false
    }
}

extension SwiftRecognizer {
    /// One handler: where it is, what its code does (in order), and what its conditions say.
    struct URLHandler {
        let range: SourceRange
        var steps: [(fields: [(String, JSONValue)], at: SourceRange)] = []
        var scheme: String?
        var host: String?
        var readsPath = false
    }

    func urlHandler(_ modifier: SwiftCall, _ scope: Scope) {
        guard let closure = modifier.closures.first?.closure ?? closureArgument(modifier, "perform") else { return }
        var inner = scope
        inner.urlHandler = urlHandlers.count
        inner.label = nil
        inner.wrappedIn = nil
        inner.appTriggered = false
        urlHandlers.append(URLHandler(range: range(scope, modifier.nameToken)))
        code(closure.statements, inner)
    }

    /// `let parts = url.pathComponents`: the handler reads segments after the host.
    func readURLLocal(_ value: SwiftExpr?, _ scope: Scope) {
        guard let k = scope.urlHandler, let value else { return }
        let text = tree(scope).describe(value)
        if text.contains("pathComponents") || text.contains("lastPathComponent") { urlHandlers[k].readsPath = true }
    }

    /// `guard url.host == "story"`: a condition of a handler narrows the URLs its code runs for.
    func readURLCondition(_ items: [SwiftTree.Item], _ scope: Scope) {
        guard let k = scope.urlHandler else { return }
        let tree = tree(scope)
        let words = items.map { tree.word($0) ?? "" }
        if tree.mentions(items, suffixes: ["lastPathComponent", "pathComponents"]) { urlHandlers[k].readsPath = true }
        for (i, word) in words.enumerated() {
            guard word == "==", i > 0, i + 1 < items.count, let value = tree.firstLiteral([items[i + 1]])?.value else { continue }
            let subject = words[i - 1]
            if subject == "host" || subject.hasSuffix(".host") { urlHandlers[k].host = urlHandlers[k].host ?? value }
            if subject == "scheme" || subject.hasSuffix(".scheme") { urlHandlers[k].scheme = urlHandlers[k].scheme ?? value }
        }
    }

    /// An action found in code: the screen's, or a step of the URL handler it runs in.
    func act(_ fields: [(String, JSONValue)], _ scope: Scope, _ at: SourceRange) {
        guard let k = scope.urlHandler else {
            addAction(fields, scope.screen, at)
            return
        }
        // A handler is no button: labels, enclosing views and triggers do not apply.
        let kept = fields.filter { !["label", "in", "wrappedIn", "trigger", Self.eventKey].contains($0.0) }
        urlHandlers[k].steps.append((kept, at))
    }

    /// `path = [.config, .importer]` in a handler: the path replaced, so popped to its root
    /// and then the values pushed (as a route does).
    func replacePath(_ expr: SwiftExpr, _ scope: Scope, at: SourceRange, code: [(String, JSONValue)]) -> Bool {
        guard scope.urlHandler != nil, case .other(let list) = expr, list.count == 1, case .group(let g) = list[0],
              tree(scope).groups[g].bracket == .square else { return false }
        var pushed: [JSONValue] = []
        for argument in tree(scope).arguments(in: g) {
            guard let value = pushedValue(argument.value, scope, at: at) else { return true }
            pushed.append(value)
        }
        act([("popToRoot", .bool(true, at))] + code, scope, at)
        if !pushed.isEmpty { act([("push", .array(pushed, at))] + code, scope, at) }
        return true
    }

    /// The `deepLinks` the handlers make: one route each, when its steps are one route's.
    func deepLinks() -> JSONValue? {
        var routes: [JSONValue] = []
        var schemes: [JSONValue] = []
        var patterns: Set<String> = []
        for (k, handler) in urlHandlers.enumerated() where !handler.steps.isEmpty {
            guard let fields = route(handler, id: k == 0 ? "onOpenURL" : "onOpenURL\(k + 1)") else { continue }
            let pattern = fields.first { $0.0 == "pattern" }.flatMap { Self.text($0.1) } ?? ""
            guard patterns.insert(pattern).inserted else {
                routeNotes.append(("a second onOpenURL handler for the same URLs ('\(pattern)'): only the first is read as a route", handler.range))
                continue
            }
            routes.append(.object(fields, handler.range))
            if let scheme = handler.scheme, !schemes.contains(where: { Self.text($0) == scheme }) {
                schemes.append(.string(scheme, handler.range))
            }
        }
        guard !routes.isEmpty else { return nil }
        let at = SourceRange(0, 0)
        return .object((schemes.isEmpty ? [] : [("schemes", .array(schemes, at))]) + [("routes", .array(routes, at))], at)
    }

    private static func text(_ value: JSONValue) -> String? {
        if case .string(let text) = value.kind { text } else { nil }
    }

    /// A route: the tab the handler selects, whether it resets the path, what it pushes.
    private func route(_ handler: URLHandler, id: String) -> [(String, JSONValue)]? {
        let at = handler.range
        var tab: JSONValue?
        var popToRoot = false
        var pushed: [JSONValue] = []
        for (fields, stepAt) in handler.steps {
            guard let (verb, value) = fields.first else { continue }
            switch verb {
            case "select" where tab == nil || tab.map(Self.text) == Self.text(value):
                tab = value
            case "popToRoot" where pushed.isEmpty:
                popToRoot = true
            case "push":
                if case .array(let items) = value.kind { pushed += items } else { pushed.append(value) }
            default:
                routeNotes.append(("this URL handler's step ('\(verb)') is not one a deep-link route can say (select a tab, reset a path, push); declare its routes in an overlay", stepAt))
                return nil
            }
        }
        guard tab != nil || popToRoot || !pushed.isEmpty else { return nil }
        let pattern: String
        if let host = handler.host { pattern = handler.readsPath ? "\(host)/{id}" : host } else { pattern = "{url}" }
        routeNotes.append(("route '\(id)' is read from this handler's code, every branch at once, with the pattern '\(pattern)' (from its literal comparisons, if any): declare the app's routes with real patterns and examples in an overlay to check them one by one", at))
        var fields: [(String, JSONValue)] = [("id", .string(id, at)), ("pattern", .string(pattern, at))]
        if let tab { fields.append(("tab", tab)) }
        if popToRoot { fields.append(("popToRoot", .bool(true, at))) }
        if !pushed.isEmpty { fields.append(("push", .array(pushed, at))) }
        return fields
    }
}
