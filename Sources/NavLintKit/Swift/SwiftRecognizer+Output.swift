/// The end of a recognition: mutations resolved into actions now that every binding is
/// known, and the spec document written.
extension SwiftRecognizer {
    /// The app's root: the content of the `@main` App's WindowGroup.
    func root() -> JSONValue? {
        for name in module.typeOrder {
            guard let info = module.types[name], info.isApp, let body = info.property("body"), let group = body.decl.body else { continue }
            let statements = module.units[body.unit].tree.statements(in: group)
            if let (window, scope) = windowGroup(statements, Scope(unit: body.unit, owner: name, screen: name), depth: 0) {
                rootFromWindowGroup = true
                return content(of: closureStatements(window, nil), scope: scope, rootName: name, at: range(scope, window.nameToken))
            }
        }
        let views = module.typeOrder.filter(isView)
        guard let chosen = views.first(where: { $0 == "ContentView" }) ?? views.first, let info = module.types[chosen] else { return nil }
        let at = module.range(info.unit, info.nameToken)
        note("no @main App with a WindowGroup was found; '\(chosen)' is read as the app's root", at: at)
        return content(ofView: chosen, at: at)
    }

    /// The first `WindowGroup` of a scene body, through scene properties (`var appScene: some Scene`).
    private func windowGroup(_ statements: [SwiftStatement], _ scope: Scope, depth: Int) -> (SwiftCall, Scope)? {
        guard depth < 8 else { return nil }
        for case .expression(let expr) in statements {
            if case .call(let call) = expr, call.name == "WindowGroup" { return (call, scope) }
            if let (inner, innerScope, _) = builder(expr, scope), let found = windowGroup(inner, innerScope, depth: depth + 1) { return found }
            if case .call(let call) = expr, let closure = call.closures.first?.closure,
               let found = windowGroup(closure.statements, scope, depth: depth + 1) { return found }
        }
        return nil
    }

    /// Every recorded mutation as an action of the screen it was found in.
    func resolve() {
        addDataSelects()
        for (k, sheet) in sheets.enumerated() { if let binding = sheet.binding { sheetsByBinding[binding, default: []].append(k) } }
        for mutation in mutations { resolve(mutation) }
        for link in hiddenLinks where !(link.binding.map(setLinkBindings.contains) ?? false) {
            addAction(link.action, link.screen, link.range)
        }
        // Assignments that show something, by screen and state name, found once (a screen with
        // many sheets and many assignments would otherwise cost their product). A URL handler's
        // code is a route's, not an action of the screen it is written on.
        var showing: [String: [String: [Int]]] = [:]
        for (k, mutation) in mutations.enumerated() where mutation.scope.urlHandler == nil {
            guard case .assign(let target, let written) = mutation.kind, written != "false", written != "nil" else { continue }
            showing[mutation.scope.screen, default: [:]][Self.last(target), default: []].append(k)
        }
        // A screen around a view (destinations its call site adds) shows that view: its buttons
        // set state there too (`NavigationStack { List().withRoutes() }.sheet(item: $router.sheet)`).
        let inside = Dictionary(grouping: aroundViews, by: \.around).mapValues { $0.map(\.view) }
        // A screen inside the view the modifier is on (pushed in its stack) presents it from there.
        let elsewhere = settersInside(showing, around: inside)
        var added: Set<[String]> = []
        for (k, sheet) in sheets.enumerated() {
            let here = [sheet.screen] + (inside[sheet.screen] ?? [])
            let setters: [Mutation] = sheet.binding.map { binding in
                (here.flatMap { showing[$0]?[binding] ?? [] } + (elsewhere[k] ?? [])).map { mutations[$0] }
            } ?? []
            // `router.sheet = .share` does not set the view's own `@State var sheet`.
            let sameState = setters.filter { mutation in
                if case .assign(let target, _) = mutation.kind { isObjectState(target, mutation.scope) == sheet.onObject } else { true }
            }
            let chosen = sameState.filter { mutation in
                guard let cases = sheet.cases, !cases.contains("default"), case .assign(_, let value) = mutation.kind else { return true }
                return cases.contains(Self.tagValue(value))
            }
            // A case of `sheet(item:)` no code sets, where code sets the others, is not shown (its
            // content, often a view with no way out of a cover, would be a trap no user meets);
            // nor is its content reported unreachable: code navlint does not follow may set it.
            if chosen.isEmpty, sheet.cases != nil, sameState.contains(where: { if case .assign = $0.kind { true } else { false } }) {
                if let root = rootScreen(of: sheet.content) { unsetCases.insert(root) }
                continue
            }
            // Several setters present it (`.sheet(item:)` set by many buttons): content holding
            // tab or case ids, which are unique in the app, is made once, in a screen each names.
            var content = sheet.content
            if Set(chosen.map { $0.scope.label ?? "" }).count > 1, Self.holdsCases(content) {
                let host = host(content, named: rootScreen(of: content) ?? "\(sheet.screen).\(sheet.style)", at: sheet.range, pushed: false)
                update(host) { $0.presented = true }
                content = .string(host, sheet.range)
            }
            var fields: [(String, JSONValue)] = [("present", content), ("style", .string(sheet.style, sheet.range))]
            if sheet.isItem, let binding = sheet.binding { fields.append(("item", .string(binding, sheet.range))) }
            if chosen.isEmpty {
                var app = sheet.scope
                app.appTriggered = true
                addAction(fields + common(app, label: nil, at: sheet.range), sheet.screen, sheet.range)
            }
            for setter in chosen {
                let local = here.contains(setter.scope.screen)
                let on = local ? sheet.screen : setter.scope.screen
                // Once per button: a view pushed in every tab's stack sees each tab's copy of one
                // modifier (`.withSheetDestinations` in a View extension), the same sheet.
                let key = local ? ["\(k)", on, setter.scope.label ?? ""]
                    : ["\(sheet.range.start)", (sheet.cases ?? []).sorted().joined(separator: ","), on, setter.scope.label ?? ""]
                guard added.insert(key).inserted else { continue }
                var scope = setter.scope
                scope.enclosing = sheet.scope.enclosing
                addAction(fields + common(scope, label: setter.scope.label, at: sheet.range), on, sheet.range)
            }
        }
        completeCyclicContent()
    }

    /// The app switching a data-chosen case: an action of the case shown before. A screen
    /// also pushed or presented elsewhere (a list used as a case and as a destination) does
    /// not switch the case from there, unless nothing else leads to that case: the switch would
    /// then act from a place it is not on screen (in another tab, say).
    private func addDataSelects() {
        let shared = { (root: String) in self.screens[root].map { $0.pushed || $0.presented } ?? false }
        // The first case shows at launch; another needs one select that is kept.
        let reached = Set(dataSelects.filter { !shared($0.root) }.map(\.to) + dataSelects.compactMap(\.cases.first))
        var kept: Set<String> = []
        for select in dataSelects where !shared(select.root) || !reached.contains(select.to) {
            addAction([("select", .string(select.to, select.at)), ("trigger", .string("app", select.at))], select.root, select.at)
            kept.insert(select.from)
        }
        // A case the data switches to whose root is shown elsewhere, left with no way out: the
        // data can switch it back (an account that loads) as well.
        let byCase = Dictionary(grouping: dataSelects, by: \.from)
        var seen: Set<String> = []
        for select in dataSelects where !kept.contains(select.from) && seen.insert(select.from).inserted {
            deadEndCases.append((select.from, select.root, byCase[select.from]!.map { ($0.to, $0.at) }))
        }
    }

    /// Each dead-end data-chosen case (addDataSelects) shows its content inside a screen of its
    /// own, which holds the case's selects: its root screen, shown elsewhere too, does not.
    /// One pass over the spec finds every such case (case ids are unique in the app).
    func hostDeadEndCases(root: inout JSONValue?, links: inout JSONValue?) {
        guard !deadEndCases.isEmpty else { return }
        var names: [String: String] = [:]
        for dead in deadEndCases { names[dead.id] = freshScreenName("\(dead.root).\(dead.id)") }
        var contents: [String: JSONValue] = [:]
        func rehost(_ value: JSONValue) -> JSONValue {
            switch value.kind {
            case .array(let items): return JSONValue(kind: .array(items.map(rehost)), range: value.range)
            case .object(let members):
                let id = members.first { $0.key == "id" }.flatMap { if case .string(let id) = $0.value.kind { id } else { nil } }
                let name = id.flatMap { contents[$0] == nil ? names[$0] : nil }
                return JSONValue(kind: .object(members.map { member in
                    var member = member
                    if let name, let id, member.key == "content" {
                        contents[id] = member.value
                        member.value = .string(name, member.value.range)
                    } else {
                        member.value = rehost(member.value)
                    }
                    return member
                }), range: value.range)
            default: return value
            }
        }
        root = root.map(rehost)
        links = links.map(rehost)
        rewriteScreens(rehost, embedded: rehost)
        for dead in deadEndCases {
            guard let content = contents[dead.id], let name = names[dead.id] else { continue }
            let host = screen(name, at: content.range)
            update(host) { $0.embeds = content }
            for (to, at) in dead.selects {
                addAction([("select", .string(to, at)), ("trigger", .string("app", at))], host, at)
            }
        }
    }

    private func resolve(_ mutation: Mutation) {
        let scope = mutation.scope
        let at = mutation.range
        var code = common(scope, label: scope.label, at: at)
        if scope.background { code.append(("actor", .string("background", at))) }
        switch mutation.kind {
        case .call(let call):
            let verb = Self.last(call.name)
            let receiver = call.name.split(separator: ".").dropLast().last.map(String.init) ?? ""
            let onPath = pathBindings.contains(receiver) || receiver == "path"
            if onPath, let holder = pathStack(String(call.name.dropLast(verb.count + 1)), scope) {
                code.append(("stack", .string(holder, at)))
            }
            switch verb {
            case "append" where onPath:
                var pushed: [JSONValue] = []
                if let items = call.arguments.first(where: { $0.label == "contentsOf" }) {
                    guard case .other(let list) = items.value, list.count == 1, case .group(let g) = list[0] else {
                        note("the values appended here cannot be read one by one", at: at)
                        return
                    }
                    for argument in tree(scope).arguments(in: g) {
                        guard let value = pushedValue(argument.value, scope, at: at) else { return }
                        pushed.append(value)
                    }
                } else if let value = call.arguments.first.flatMap({ pushedValue($0.value, scope, at: at) }) {
                    pushed.append(value)
                } else {
                    return
                }
                act([("push", pushed.count == 1 ? pushed[0] : .array(pushed, at)), ("via", .string("code", at))] + code, scope, at)
            case "removeLast" where onPath:
                var count = 1
                if let argument = call.arguments.first, case .literal(let t) = argument.value, let n = Int(tree(scope).text(t)) { count = n }
                act([("pop", .number(Double(count), at)), ("via", .string("code", at))] + code, scope, at)
            case "removeAll" where onPath:
                act([("popToRoot", .bool(true, at)), ("via", .string("code", at))] + code, scope, at)
            case "dismiss":
                act([("dismiss", .bool(true, at))] + code, scope, at)
            case "openURL", "open":
                guard let url = call.arguments.first.flatMap({ urlLiteral($0.value, scope) }) else {
                    note("the URL opened here is not a literal navlint can read", at: at)
                    return
                }
                // A web page opens in the browser, not in this app (an overlay's `hosts` cannot be known here).
                guard !url.hasPrefix("http://"), !url.hasPrefix("https://") else { return }
                act([("open", .string(url, at))] + code, scope, at)
            default:
                break
            }
        case .assign(let target, var value):
            if value == "toggle" {
                // Toggled from inside the sheet it presents: it was true, so it closes the sheet.
                value = closesSheet(Self.last(target), from: scope.screen) ? "false" : "true"
            }
            assign(target, value: value, expr: mutation.value, scope: scope, at: at, code: code)
        }
    }

    /// The stack a change to path `path` names: the object holding it (`pathHolder`) or, in a
    /// URL handler, the view owning it (`ownedPath`): a handler's route then says which stack
    /// it acts on (a tab with a split view of two stacks holds more than one).
    /// Code of the view around its own stack (a "Back" button under the stack, outside its
    /// content) names it that way too: unnamed, a pop acts on the stack the screen is in.
    func pathStack(_ path: String, _ scope: Scope) -> String? {
        if let holder = pathHolder(path, scope) { return holder }
        guard let owned = ownedPath(path, scope) else { return nil }
        let holds = screens[scope.screen]?.embeds.map { embeds in
            Self.holds(embeds) { members in
                members.contains { $0.key == "path" } && members.contains { member in
                    if member.key == "id", case .string(let name) = member.value.kind { name == owned } else { false }
                }
            }
        } ?? false
        return scope.urlHandler != nil || holds ? owned : nil
    }

    /// A path a view holds in its own state (`@State var reader: [Message]`): the view's type
    /// and the path's name (`RootView.reader`), which names the stack bound to it where a URL
    /// handler changes it (settleRouterStacks keeps that name only there, and only when one
    /// stack has it).
    func ownedPath(_ path: String, _ scope: Scope) -> String? {
        let parts = path.split(separator: ".").map(String.init).filter { $0 != "self" }
        guard parts.count == 1, let owner = scope.owner, let property = module.types[owner]?.property(parts[0]),
              property.decl.attributes.contains("State") else { return nil }
        return "\(owner).\(parts[0])"
    }

    /// A path an object holds (`router.path`, or `path` in the router's own method): the
    /// object's type and the path's name (`Router.path`), which names a stack bound to it and
    /// the code that changes it (SwiftRecognizer+Routers); nil for state a view owns.
    func pathHolder(_ path: String, _ scope: Scope) -> String? {
        let parts = path.split(separator: ".").map(String.init)
        guard let name = parts.last else { return nil }
        let object = parts.dropLast().joined(separator: ".")
        guard let type = object.isEmpty ? scope.owner : typeName(of: object, scope), module.types[type]?.isView != true else { return nil }
        return "\(type).\(name)"
    }

    /// Whether state `name` presents a sheet from another screen than `screen` that `screen`
    /// is not inside (so `screen` is in what the sheet shows).
    private func closesSheet(_ name: String, from screen: String) -> Bool {
        (sheetsByBinding[name] ?? []).contains { sheets[$0].screen != screen && !isInside(screen, sheet: $0) }
    }

    /// Whether `screen` is inside the view sheet `k`'s modifier is on, and no modal's root (a
    /// view both pushed there and presented reads as presented, as before screens inside were known).
    private func isInside(_ screen: String, sheet k: Int) -> Bool {
        screens[screen]?.presented != true && screensInside(sheet: k)?.contains(screen) == true
    }

    /// Per sheet, the assignments on screens other than its own (and those around it,
    /// `around`) that present it: on screens inside the view its modifier is on, and inside no
    /// other sheet bound to the same state inside it (each tab's stack with its own router's
    /// sheet under a TabView's: the nearest presents). Only state an object holds, set on that
    /// object (`router.sheet = .share` for `.sheet(item: $router.sheet)`), or the view's own
    /// state passed down as a `@Binding` (a tab's button that shows the TabView's sheet): a
    /// view's own `@State var showAlert` is not the one of the view it is pushed in.
    private func settersInside(_ showing: [String: [String: [Int]]], around: [String: [String]]) -> [Int: [Int]] {
        var settersOf: [String: [String]] = [:]
        for screen in showing.keys.sorted() { for binding in showing[screen]!.keys { settersOf[binding, default: []].append(screen) } }
        var found: [Int: [Int]] = [:]
        for (binding, held) in sheetsByBinding.sorted(by: { $0.key < $1.key }) {
            // Each pair is looked at: thousands of modifiers on one state, each set from thousands of screens, are left as they were.
            guard let setters = settersOf[binding], held.count * setters.count <= 1_000_000 else { continue }
            // A screen with a modifier of its own on an object's state of that name (a row's view
            // model, one per row) sets its own; a view's state is the one its owner holds.
            let own = Set(held.filter { sheets[$0].onObject }.map { sheets[$0].screen })
            // A view inlined in several screens (a row) holds its state once per screen: a screen
            // with its own copy of the modifier sets that one.
            let ownCopies = Set(held.filter { !sheets[$0].onObject }.map { [sheets[$0].screen, sheets[$0].scope.owner ?? ""] })
            for setter in setters {
                // Those that set a view's own state of that name are left out with the others (`chosen`).
                let assignments = showing[setter]![binding]!
                let setting = held.map { k in
                    sheets[k].onObject ? own.contains(setter) ? [] : assignments
                        : ownCopies.contains([setter, sheets[k].scope.owner ?? ""]) ? []
                        : assignments.filter { mutations[$0].stateOwner == sheets[k].scope.owner }
                }
                let holding = held.indices.filter { i in
                    !setting[i].isEmpty && !(around[sheets[held[i]].screen] ?? []).contains(setter) && isInside(setter, sheet: held[i])
                }
                for i in holding where !holding.contains(where: { nested(held[$0], in: held[i]) }) { found[held[i], default: []] += setting[i] }
            }
        }
        return found
    }

    /// Whether state `name` written in `scope` is an object's (`router.sheet`, `sheet` in the
    /// router's own method), not a view's own `@State`. Objects' types are not compared: a
    /// modifier in a view inlined into another can be read with the outer view's properties.
    func isObjectState(_ name: String, _ scope: Scope) -> Bool {
        let written = name.hasPrefix("self.") ? String(name.dropFirst(5)) : name
        return written.contains(".") || pathHolder(written, scope) != nil
    }

    /// Whether sheet `j`'s modifier is on a view strictly inside the one sheet `k`'s is on.
    private func nested(_ j: Int, in k: Int) -> Bool {
        guard sheets[j].range != sheets[k].range, let inner = screensInside(sheet: j), let outer = screensInside(sheet: k) else { return false }
        return inner.count < outer.count && inner.isSubset(of: outer)
    }

    private func urlLiteral(_ expr: SwiftExpr, _ scope: Scope) -> String? {
        switch expr {
        case .call(let call): return call.arguments.first.flatMap { tree(scope).string($0.value) }
        case .other(let items): return tree(scope).firstLiteral(items)?.value
        default: return tree(scope).string(expr)
        }
    }

    /// `x = value`: a destination shown, a tab or case selected, a path emptied.
    private func assign(_ target: String, value: String, expr: SwiftExpr?, scope: Scope, at: SourceRange, code: [(String, JSONValue)]) {
        let name = Self.last(target)
        guard value != "false", value != "nil" else {
            // In a URL handler, a modal closed before the route acts (`route`'s dismissModals).
            // A view's own state only from that view's code, an object's from anywhere.
            if scope.urlHandler != nil, let bound = sheetsByBinding[name] {
                for k in bound where sheets[k].onObject || sheets[k].scope.owner == scope.owner {
                    act([(Self.closesModal, .number(Double(k), at))], scope, at)
                }
                return
            }
            // Inside what a sheet shows, clearing the state that presents it dismisses it.
            if closesSheet(name, from: scope.screen) {
                act([("dismiss", .bool(true, at))] + code, scope, at)
            }
            return
        }
        if destinationBindings.contains(name) {
            act([("set", .string(name, at))] + code, scope, at)
        } else if let target = linkBindings[name] {
            setLinkBindings.insert(name)
            act([("pushView", .string(target, at))] + code, scope, at)
        } else if let tags = tabBindings[name] {
            guard let id = tags[Self.tagValue(value)] else {
                note("the tab selected here ('\(value)') matches no tag of the TabView bound to '\(name)'", at: at)
                return
            }
            act([("select", .string(id, at))] + code, scope, at)
        } else if let cases = switchBindings[name] {
            if let id = cases[Self.tagValue(value)] ?? cases[Self.anyValue] { act([("select", .string(id, at))] + code, scope, at) }
        } else if pathBindings.contains(name) {
            let named = pathStack(target, scope).map { [("stack", JSONValue.string($0, at))] } ?? []
            if value == "[ ]" || value == "[]" || value.hasSuffix("NavigationPath()") || value == ".init()" {
                act([("popToRoot", .bool(true, at)), ("via", .string("code", at))] + code + named, scope, at)
            } else if let expr, replacePath(expr, scope, at: at, code: code + named) {
                return
            } else {
                note("the path '\(target)' is replaced by a value navlint cannot read", at: at)
            }
        }
    }
}

extension SwiftRecognizer {
    /// The spec document: format version, app, types, root, screens.
    func document(root: JSONValue?, app: String?) -> JSONValue {
        let at = SourceRange(0, 0)
        var root = root
        var links = deepLinks()
        settleAroundViews(root: &root, links: &links)
        hostDeadEndCases(root: &root, links: &links)
        settleRouterStacks(root: &root, links: &links)
        pushedValues = []
        for screen in screens.values { screen.actions.forEach { collectPushes($0) } }
        if let links { collectPushes(links) }
        var top: [(String, JSONValue)] = [("navlint", .number(1, at))]
        if let app { top.append(("app", .string(app, at))) }
        if !usedTypeOrder.isEmpty { top.append(("types", .object(usedTypeOrder.map { ($0, typeEntry($0)) }, at))) }
        if let root { top.append(("root", root)) }
        let entries = screenOrder.map { ($0, screenEntry(screens[$0]!)) }
        // One screen with nothing on it: the app navigates with something navlint does not read.
        if rootFromWindowGroup, let root, case .string(let name) = root.kind, entries.count == 1, case .object(let fields) = entries[0].1.kind, fields.isEmpty {
            note("the app's WindowGroup shows '\(name)', from which no navigation is read (no stack, TabView, split view, link "
                 + "or sheet): navlint checks SwiftUI navigation, and an app navigated by UIKit (UITabBarController, "
                 + "UINavigationController) has nothing to check here", at: root.range)
        }
        top.append(("screens", .object(entries, at)))
        if let links { top.append(("deepLinks", links)) }
        return .object(top, at)
    }

    /// A case name marking a case a destination's `default:` branch covers (SwiftRecognizer+Views).
    static let defaultCase = "*"

    /// Every `Type.case` an action or a route pushes.
    private func collectPushes(_ value: JSONValue) {
        switch value.kind {
        case .object(let members):
            for member in members {
                if member.key == "push" {
                    if case .string(let pushed) = member.value.kind { pushedValues.insert(pushed) }
                    if case .array(let items) = member.value.kind {
                        for case .string(let pushed) in items.map(\.kind) { pushedValues.insert(pushed) }
                    }
                }
                collectPushes(member.value)
            }
        case .array(let items): items.forEach(collectPushes)
        default: break
        }
    }

    /// A destination whose `default:` covers cases: those the app pushes, or the first when it pushes none.
    private func pushedDefaults(_ destination: JSONValue) -> JSONValue {
        guard case .object(var members) = destination.kind, let k = members.firstIndex(where: { $0.key == "cases" }),
              case .object(let cases) = members[k].value.kind, let type = members.first(where: { $0.key == "for" }),
              case .string(let typeName) = type.value.kind else { return destination }
        var kept: [JSONMember] = []
        var covered: [JSONMember] = []
        for var item in cases {
            guard item.key.hasPrefix(Self.defaultCase) else {
                kept.append(item)
                continue
            }
            item.key.removeFirst(Self.defaultCase.count)
            if pushedValues.contains("\(typeName).\(item.key)") { kept.append(item) } else { covered.append(item) }
        }
        if kept.isEmpty, let first = covered.first { kept = [first] }
        members[k].value = JSONValue(kind: .object(kept), range: members[k].value.range)
        return JSONValue(kind: .object(members), range: destination.range)
    }

    /// Types the code compiles as Hashable (a pushed value must be), with what the module says
    /// about Codable, model objects and cases.
    private func typeEntry(_ name: String) -> JSONValue {
        let at = usedTypes[name]!
        guard let info = module.types[name] else {
            let codable = ["String", "Int", "Double", "Bool", "UUID", "URL", "Date"].contains(name)
            return .object([("codable", .bool(codable, at))], at)
        }
        let declared = module.range(info.unit, info.nameToken)
        let codable = info.inherited.contains("Codable") || info.inherited.contains("Encodable") && info.inherited.contains("Decodable")
        var fields: [(String, JSONValue)] = [("codable", .bool(codable, declared))]
        if info.keyword == "class" || info.keyword == "actor" { fields.append(("kind", .string("model", declared))) }
        if info.keyword == "enum", !info.cases.isEmpty {
            var seen: Set<String> = []
            let cases = info.cases.filter { seen.insert($0.decl.name).inserted }
            fields.append(("cases", .array(cases.map { .string($0.decl.name, module.range($0.unit, $0.decl.nameToken)) }, declared)))
        }
        return .object(fields, declared)
    }

    private func screenEntry(_ screen: Screen) -> JSONValue {
        let at = screen.range
        var fields: [(String, JSONValue)] = []
        if let title = screen.title { fields.append(("title", .string(title, at))) }
        if !screen.destinations.isEmpty { fields.append(("destinations", .array(screen.destinations.map(pushedDefaults), at))) }
        // `dismiss()` on a pushed screen pops it (and in a dialog, acts where it was raised).
        let acting = screen.dialogOf.flatMap { screens[$0] } ?? screen
        let pops = acting.pushed && !acting.presented
        var actions = screen.actions.map { action -> JSONValue in
            guard pops, case .object(var members) = action.kind, members.first?.key == "dismiss" else { return action }
            members[0] = JSONMember(key: "pop", keyRange: members[0].keyRange, value: .number(1, members[0].value.range))
            return JSONValue(kind: .object(members), range: action.range)
        }
        if !pops { actions = Self.dismissing(actions) }
        actions = actions.map { action in
            guard case .object(let members) = action.kind else { return action }
            return JSONValue(kind: .object(members.filter { $0.key != Self.eventKey }), range: action.range)
        }
        if !actions.isEmpty { fields.append(("actions", .array(actions, at))) }
        if let embeds = screen.embeds { fields.append(("embeds", embeds)) }
        if let hidden = screen.backButtonHidden { fields.append(("backButton", .string("hidden", hidden))) }
        if let disabled = screen.interactiveDismissDisabled { fields.append(("interactiveDismiss", .bool(false, disabled))) }
        // `unreachable-screen` speaks of the views the code declares, when no other place shows
        // them. A view also drawn inside another screen's body (a login view a factory returns
        // at the root and as a destination) is on screen there; a screen navlint made for inline
        // content (a destination's closure, a sheet's case) is reported through what shows it
        // (the destination never used, the screen around it).
        if inlinedViews.contains(screen.name) || unsetCases.contains(screen.name) || module.types[screen.name]?.isView != true {
            fields.append(("ignore", .array([.string("unreachable-screen", at)], at)))
        }
        return .object(fields, at)
    }
}
