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
        /// Each step with the branch it runs in (Scope.urlBranch; nil: every branch).
        var steps: [(fields: [(String, JSONValue)], at: SourceRange, branch: String?)] = []
        var scheme: String?
        var host: String?
        var readsPath = false
    }

    /// A handler's step that clears the state presenting modal `sheets[k]` (the step's value).
    static let closesModal = "closesModal"

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

    /// `guard url.host == "story"`: a condition of a handler narrows the URLs its code runs for
    /// (`host`: false where the condition picks a branch of its own, `urlHost`).
    func readURLCondition(_ items: [SwiftTree.Item], _ scope: Scope, host: Bool = true) {
        guard let k = scope.urlHandler else { return }
        let tree = tree(scope)
        if tree.mentions(items, suffixes: ["lastPathComponent", "pathComponents"]) { urlHandlers[k].readsPath = true }
        if host, let value = Self.literal(comparedWith: "host", in: items, tree) { urlHandlers[k].host = urlHandlers[k].host ?? value }
        if let value = Self.literal(comparedWith: "scheme", in: items, tree) { urlHandlers[k].scheme = urlHandlers[k].scheme ?? value }
    }

    /// The first literal a condition compares the URL's `property` with (`url.host == "cart"`).
    static func literal(comparedWith property: String, in items: [SwiftTree.Item], _ tree: SwiftTree) -> String? {
        for i in items.indices where tree.word(items[i]) == "==" && i > 0 && i + 1 < items.count {
            if names(property, items[..<i], tree), let value = tree.firstLiteral([items[i + 1]])?.value { return value }
        }
        return nil
    }

    /// Whether `items` end with the URL's `property`: `url.host`, `components?.host`, or the
    /// iOS 16 method `url.host()` / `url.host(percentEncoded: false)`.
    static func names(_ property: String, _ items: ArraySlice<SwiftTree.Item>, _ tree: SwiftTree) -> Bool {
        var items = items
        if case .group? = items.last { items = items.dropLast() }
        guard let last = items.last.flatMap(tree.word) else { return false }
        return last == property || last.hasSuffix(".\(property)")
    }

    /// The host a handler's condition compares with a literal (`url.host == "cart"`), if any.
    func urlHost(_ items: [SwiftTree.Item], _ scope: Scope) -> String? {
        guard scope.urlHandler != nil else { return nil }
        return Self.literal(comparedWith: "host", in: items, tree(scope))
    }

    /// `switch url.host { case "cart": … }` in a handler: each case's literal host (nil for
    /// `default` or a case without one); nil where the switch is not over the host.
    func urlHostCases(_ cases: [(patterns: [SwiftTree.Item], statements: [SwiftStatement])], over subject: [SwiftTree.Item],
                      _ scope: Scope) -> [String?]? {
        guard scope.urlHandler != nil, scope.urlBranch == nil, Self.names("host", subject[...], tree(scope)) else { return nil }
        let hosts = cases.map { $0.patterns.isEmpty ? nil : tree(scope).firstLiteral($0.patterns)?.value }
        return hosts.contains { $0 != nil } ? hosts : nil
    }

    /// An action found in code: the screen's, or a step of the URL handler it runs in.
    func act(_ fields: [(String, JSONValue)], _ scope: Scope, _ at: SourceRange) {
        guard let k = scope.urlHandler else {
            addAction(fields, scope.screen, at)
            return
        }
        // A handler is no button: labels, enclosing views and triggers do not apply.
        let kept = fields.filter { !["label", "in", "wrappedIn", "trigger", Self.eventKey].contains($0.0) }
        urlHandlers[k].steps.append((kept, at, scope.urlBranch))
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

    /// The `deepLinks` the handlers make: one route each, when its steps are one route's, or
    /// one per literal host where branches pick them.
    func deepLinks() -> JSONValue? {
        var routes: [JSONValue] = []
        var schemes: [JSONValue] = []
        var patterns: Set<String> = []
        for (k, handler) in urlHandlers.enumerated() where !handler.steps.isEmpty {
            let id = k == 0 ? "onOpenURL" : "onOpenURL\(k + 1)"
            var made: [(id: String, fields: [(String, JSONValue)])] = []
            var hosts: [String] = []
            for step in handler.steps { if let host = step.branch, !host.isEmpty, !hosts.contains(host) { hosts.append(host) } }
            if hosts.isEmpty {
                if let fields = route(handler, handler.steps, id: id, host: handler.host, at: handler.range) { made.append((id, fields)) }
            } else {
                for host in hosts {
                    let steps = handler.steps.filter { $0.branch == nil || $0.branch == host }
                    // A branch's route is where its branch starts: findings on it point there.
                    let at = steps.first { $0.branch == host }?.at ?? handler.range
                    let branchID = "\(id).\(host)"
                    if let fields = route(handler, steps, id: branchID, host: host, at: at) { made.append((branchID, fields)) }
                }
                if let other = handler.steps.first(where: { $0.branch == "" }) {
                    routeNotes.append(("a branch of this URL handler that no literal host selects (an else or a default) is not read as a route; declare it in an overlay", other.at))
                }
            }
            let ids = made.map { "'\($0.id)'" }.joined(separator: ", ")
            if !made.isEmpty {
                routeNotes.append((hosts.isEmpty
                    ? "route \(ids) is read from this handler's code, every branch at once, with the pattern '\(pattern(made[0].fields))' (from its literal comparisons, if any): declare the app's routes with real patterns and examples in an overlay to check them one by one"
                    : "route\(made.count == 1 ? "" : "s") \(ids) \(made.count == 1 ? "is" : "are") read from this handler's branches, one per literal host: declare the app's routes with real patterns and examples in an overlay to check them one by one",
                    handler.range))
            }
            for (_, fields) in made {
                let pattern = self.pattern(fields)
                guard patterns.insert(pattern).inserted else {
                    routeNotes.append(("a second onOpenURL handler for the same URLs ('\(pattern)'): only the first is read as a route", handler.range))
                    continue
                }
                routes.append(.object(fields, fields.first?.1.range ?? handler.range))
            }
            if !made.isEmpty, let scheme = handler.scheme, !schemes.contains(where: { Self.text($0) == scheme }) {
                schemes.append(.string(scheme, handler.range))
            }
        }
        guard !routes.isEmpty else { return nil }
        let at = SourceRange(0, 0)
        return .object((schemes.isEmpty ? [] : [("schemes", .array(schemes, at))]) + [("routes", .array(routes, at))], at)
    }

    private func pattern(_ fields: [(String, JSONValue)]) -> String {
        fields.first { $0.0 == "pattern" }.flatMap { Self.text($0.1) } ?? ""
    }

    private static func text(_ value: JSONValue) -> String? {
        if case .string(let text) = value.kind { text } else { nil }
    }

    /// A route: the tab the steps select, whether they reset the path, what they push.
    private func route(_ handler: URLHandler, _ steps: [(fields: [(String, JSONValue)], at: SourceRange, branch: String?)],
                       id: String, host: String?, at: SourceRange) -> [(String, JSONValue)]? {
        var tab: JSONValue?
        var popToRoot = false
        var pushed: [JSONValue] = []
        // The stack its changes name (a path the handler's view or an object holds), when they all name one.
        var stacks: [JSONValue] = []
        var closed = Set<Int>()
        var closedAt = at
        for (fields, stepAt, _) in steps {
            guard let (verb, value) = fields.first else { continue }
            if let stack = fields.first(where: { $0.0 == "stack" })?.1, !stacks.contains(where: { Self.text($0) == Self.text(stack) }) {
                stacks.append(stack)
            }
            switch verb {
            case "select" where tab == nil || tab.map(Self.text) == Self.text(value):
                tab = value
            case Self.closesModal:
                if closed.isEmpty { closedAt = stepAt }
                if case .number(let k) = value.kind { closed.insert(Int(k)) }
            case "popToRoot" where pushed.isEmpty:
                popToRoot = true
            case "push":
                if case .array(let items) = value.kind { pushed += items } else { pushed.append(value) }
            case "select":
                routeNotes.append(("this URL handler selects a second tab on the same path (branches no literal host tells apart are read as one route); declare its routes in an overlay", stepAt))
                return nil
            default:
                routeNotes.append(("this URL handler's step ('\(verb)') is not one a deep-link route can say (select a tab, reset a path, push); declare its routes in an overlay", stepAt))
                return nil
            }
        }
        guard tab != nil || popToRoot || !pushed.isEmpty else { return nil }
        // Clearing the state of every modal the app can show dismisses whatever is up (one
        // left out might be the one up: then the route leaves the modals as they are).
        let dismisses = !closed.isEmpty && sheets.indices.allSatisfy(closed.contains)
        if !closed.isEmpty, !dismisses {
            routeNotes.append(("this URL handler closes some of the app's modals, not all: the route is read as leaving modals up", closedAt))
        }
        let pattern: String
        if let host { pattern = handler.readsPath ? "\(host)/{id}" : host } else { pattern = "{url}" }
        var fields: [(String, JSONValue)] = [("id", .string(id, at)), ("pattern", .string(pattern, at))]
        if let tab { fields.append(("tab", tab)) }
        if stacks.count == 1 { fields.append(("stack", stacks[0])) }
        if dismisses { fields.append(("dismissModals", .bool(true, at))) }
        if popToRoot { fields.append(("popToRoot", .bool(true, at))) }
        if !pushed.isEmpty { fields.append(("push", .array(pushed, at))) }
        return fields
    }
}
