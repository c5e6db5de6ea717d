/// Navigation containers (NavigationStack, NavigationView, TabView, NavigationSplitView)
/// and conditional content, written as spec content values.
extension SwiftRecognizer {
    func container(_ call: SwiftCall, scope: Scope, rootName: String) -> JSONValue {
        let at = range(scope, call.nameToken)
        var inner = scope
        inner.enclosing = []
        let result: JSONValue
        switch call.name {
        case "NavigationStack":
            var fields: [(String, JSONValue)] = [("root", content(of: closureStatements(call, nil), scope: inner, rootName: rootName, at: at))]
            if let argument = call.arguments.first(where: { $0.label == "path" }), let (path, holder) = self.path(argument.value, scope, at: at) {
                fields.append(("path", path))
                // Named after the object holding its path, which code elsewhere (a sheet's button
                // with the router from the environment) appends to (`settleRouterStacks`).
                if let holder { fields.insert(("id", .string(holder, at)), at: 0) }
            }
            result = .object([("stack", .object(fields, at))], at)
        case "NavigationView":
            var style = "stack"
            for modifier in call.modifiers where modifier.name == ".navigationViewStyle" {
                let written = modifier.arguments.first.map { tree(scope).describe($0.value) } ?? ""
                if written.contains("column") || written.contains("DoubleColumn") { style = "columns" }
            }
            let root = content(of: closureStatements(call, nil), scope: inner, rootName: rootName, at: at)
            result = .object([("navigationView", .object([("style", .string(style, at)), ("root", root)], at))], at)
        case "TabView":
            result = tabs(call, scope: inner, rootName: rootName, at: at)
        default:
            result = split(call, scope: inner, rootName: rootName, at: at)
        }
        var shown = result
        // A navigationDestination on a TabView is the stack's around it (a shell stack whose
        // pages cover the tab bar), not the first tab's; a sheet or alert on it shows over
        // whichever tab is selected, at any depth: a screen of its own, named after the view,
        // holds the TabView and declares them.
        if call.name == "TabView", call.modifiers.contains(where: { Self.aroundTabs.contains($0.name) }) {
            let holder = screen(freshScreenName(rootName), at: at)
            update(holder) { $0.embeds = result }
            shown = .string(holder, at)
        }
        // Modifiers on the container act from the screen it starts at.
        walkModifiers(call.modifiers, onRootOf: shown, scope)
        return shown
    }

    /// Modifiers on a TabView that belong to what is around its tabs, not to its first tab.
    static let aroundTabs = presentingModifiers.union([".navigationDestination", ".alert", ".confirmationDialog"])

    /// The statements of a call's trailing closure (`label` nil: the first) or closure argument.
    func closureStatements(_ call: SwiftCall, _ label: String?) -> [SwiftStatement] {
        if let closure = call.closures.first(where: { $0.label == label })?.closure { return closure.statements }
        if let argument = call.arguments.first(where: { $0.label == (label ?? "content") || label == nil && $0.label == "root" }) {
            if case .closure(let closure) = argument.value { return closure.statements }
            return [.expression(argument.value)]
        }
        return []
    }

    private func split(_ call: SwiftCall, scope: Scope, rootName: String, at: SourceRange) -> JSONValue {
        var columns: [(String, [SwiftStatement])] = []
        let labeled = call.closures.dropFirst().map(\.label)
        let first = call.closures.first.map { $0.closure.statements } ?? closureStatements(call, "sidebar")
        columns.append(("sidebar", first))
        if labeled.contains("content") || call.arguments.contains(where: { $0.label == "content" }) {
            columns.append(("content", closureStatements(call, "content")))
        }
        columns.append(("detail", closureStatements(call, "detail")))
        let fields = columns.map { name, statements in
            // A `List(selection:)` in a column before the detail chooses what later columns show.
            if name != "detail" { sidebarColumns += 1 }
            defer { if name != "detail" { sidebarColumns -= 1 } }
            return (name, content(of: statements, scope: scope, rootName: name == "sidebar" ? rootName : "\(rootName).\(name)", at: at))
        }
        return .object([("split", .object(fields, at))], at)
    }

    static let forEachTabs = "tabs made by ForEach are read as one tab: what only the others show is not known, "
        + "so no screen or destination is reported unreachable"
    static let forEachCaseTabs = "tabs made by ForEach are read as one tab for each case of the enum their content switches "
        + "over: which of them the app shows is not known, so no screen or destination is reported unreachable"

    /// Tabs made by ForEach in one TabView: where the first is, and whether every one was read
    /// as one tab a case of its content's switch.
    private struct ForEachTabs {
        var at: SourceRange?
        var byCase = true
        /// The switches read as tabs already (by where each is written): another ForEach showing
        /// the same one (IceCubes' local timelines and tag groups) adds no tab.
        var switches: Set<String> = []
    }

    private func tabs(_ call: SwiftCall, scope: Scope, rootName: String, at: SourceRange) -> JSONValue {
        var fields: [(String, JSONValue)] = []
        let selection = call.arguments.first { $0.label == "selection" }
        let binding = selection.flatMap { bindingName($0.value) }
        // `selection: $tab`, or a `Binding(get:set:)` of its own: either way code can switch tabs.
        fields.append(("selection", .string(selection == nil ? "none" : "binding", at)))
        for modifier in call.modifiers where modifier.name == ".tabViewStyle" {
            let written = modifier.arguments.first.map { tree(scope).describe($0.value) } ?? ""
            if written.contains("sidebarAdaptable") { fields.append(("style", .string("sidebarAdaptable", at))) }
            // `.page`, `.page(indexDisplayMode:)`, `PageTabViewStyle()`
            if written.lowercased().contains("page") { fields.append(("style", .string("page", at))) }
        }
        var tags: [String: String] = [:]
        var items: [JSONValue] = []
        var made = ForEachTabs()
        readTabs(closureStatements(call, nil), scope: scope, rootName: rootName, items: &items, tags: &tags, made: &made, inSection: false)
        if let forEachAt = made.at {
            let why = made.byCase ? Self.forEachCaseTabs : Self.forEachTabs
            note(why, at: forEachAt)
            partial = partial ?? why
        }
        if items.isEmpty {
            // No TabView without tabs (an invalid spec): what it shows is left out, and said.
            note("no tab could be read in this TabView; it is read as an empty screen", at: at)
            return .string(screen(freshScreenName("\(rootName).tabs"), at: at), at)
        }
        if let binding {
            tabBindings[Self.last(binding), default: [:]].merge(tags) { old, _ in old }
            // `var tabSelection: Binding<Tab> { Binding { selectedTab } set: { selectedTab = $0 } }`:
            // code that sets the state behind it switches tabs too.
            if let state = stateBehind(binding: Self.last(binding)) { tabBindings[state, default: [:]].merge(tags) { old, _ in old } }
        }
        fields.append(("items", .array(items, at)))
        return .object([("tabs", .object(fields, at))], at)
    }

    /// The tabs a TabView's statements declare, appended to `items`: tabs, pages, `TabSection`s
    /// (flattened inside another), and tabs made by `ForEach`. A `ForEach` whose body declares
    /// tabs itself (`ForEach(sections) { TabSection { ForEach(section.tabs) { Tab … } } }`) is
    /// read through, its element bound; one whose body is content is one tab standing for all.
    /// Both branches of an `if` are read: either may show.
    private func readTabs(_ statements: [SwiftStatement], scope: Scope, rootName: String, items: inout [JSONValue],
                          tags: inout [String: String], made: inout ForEachTabs, inSection: Bool) {
        for statement in statements {
            switch statement {
            // `TabView { recentPage; followedPage }`: views named by computed properties (pages).
            case .expression(.name(let name, let token)) where builder(.name(name, token: token), scope) != nil:
                let childAt = range(scope, token)
                let id = freshCaseID("tab\(items.count)")
                let shown = content(of: [statement], scope: scope, rootName: freshScreenName("\(rootName).\(id)"), at: childAt)
                items.append(.object([("id", .string(id, childAt)), ("content", shown)], childAt))
            case .conditional(let branches, let otherwise) where declaresTabs(branches.flatMap(\.statements) + (otherwise ?? [])):
                for branch in branches.map(\.statements) + [otherwise ?? []] {
                    readTabs(branch, scope: scope, rootName: rootName, items: &items, tags: &tags, made: &made, inSection: inSection)
                }
            case .expression(.call(let child)) where child.name == "TabSection":
                guard !inSection else {
                    readTabs(closureStatements(child, nil), scope: scope, rootName: rootName, items: &items, tags: &tags, made: &made,
                             inSection: true)
                    continue
                }
                let title = tree(scope).firstString(child) ?? "Section"
                var section: [JSONValue] = []
                var sectionTags = tags
                readTabs(closureStatements(child, nil), scope: scope, rootName: rootName, items: &section, tags: &sectionTags, made: &made,
                         inSection: true)
                tags = sectionTags
                let sectionAt = range(scope, child.nameToken)
                items.append(.object([("section", .string(title, sectionAt)), ("items", .array(section, sectionAt))], sectionAt))
            case .expression(.call(let child)) where child.name == "ForEach":
                // Tabs made by ForEach: one tab stands for all of them.
                let childAt = range(scope, child.nameToken)
                made.at = made.at ?? childAt
                var each = scope
                bindElements(child, &each)
                let body = closureStatements(child, nil)
                if case .expression(.call(let call))? = Self.single(body), call.name != "TabSection", call.name != "ForEach" {
                    lastDispatch = nil
                    let selectsBefore = dataSelects.count
                    var itemTags: [String: String] = [:]
                    guard let item = tabItem(call, scope: each, rootName: rootName, index: items.count, tags: &itemTags) else { continue }
                    if let byCase = caseTabs(item) {
                        guard made.switches.insert(byCase.source).inserted else {
                            // Read again, its cases' own switches would select cases no spec holds.
                            dataSelects.removeSubrange(min(selectsBefore, dataSelects.count)...)
                            continue
                        }
                        items += byCase.items
                        tags.merge(byCase.tags) { old, _ in old }
                    } else {
                        made.byCase = false
                        items.append(item)
                        tags.merge(itemTags) { old, _ in old }
                    }
                } else if declaresTabs(body) {
                    readTabs(body, scope: each, rootName: rootName, items: &items, tags: &tags, made: &made, inSection: inSection)
                } else {
                    made.byCase = false
                    let id = freshCaseID("tab\(items.count)")
                    let shown = content(of: body, scope: each, rootName: freshScreenName("\(rootName).\(id)"), at: childAt)
                    items.append(.object([("id", .string(id, childAt)), ("content", shown)], childAt))
                }
            case .expression(.call(let child)):
                if let item = tabItem(child, scope: scope, rootName: rootName, index: items.count, tags: &tags) { items.append(item) }
            default:
                break
            }
        }
    }

    /// A ForEach's tab whose content is the switch of an enum's method over `self` (IceCubes'
    /// `tab.makeContentView()`): each element shows its own case, so one tab a case, tagged
    /// with the enum value (code that sets the selection to `.notifications` selects that
    /// tab). The switch's own data selects go: no data changes which case a tab shows.
    private func caseTabs(_ item: JSONValue) -> (items: [JSONValue], tags: [String: String], source: String)? {
        guard let dispatched = lastDispatch, let content = item["content"], let cases = content["switch"]?["cases"],
              case .array(let list) = cases.kind, list.count == dispatched.ids.count,
              list.map({ $0["id"].flatMap { if case .string(let id) = $0.kind { id } else { nil } } }) == dispatched.ids.map(Optional.some),
              dispatched.selects.upperBound == dataSelects.count else { return nil }
        dataSelects.removeSubrange(dispatched.selects)
        var tags: [String: String] = [:]
        for (value, id) in dispatched.values { tags[value] = id }
        return (list, tags, "\(cases.range.start)")
    }

    /// Whether statements declare tabs rather than show content: `Tab`, `TabSection`, or a
    /// `ForEach` or `if` around them.
    private func declaresTabs(_ statements: [SwiftStatement]) -> Bool {
        statements.contains { statement in
            switch statement {
            case .expression(.call(let call)) where call.name == "Tab" || call.name == "TabSection": true
            case .expression(.call(let call)) where call.name == "ForEach": declaresTabs(closureStatements(call, nil))
            case .conditional(let branches, let otherwise): declaresTabs(branches.flatMap(\.statements) + (otherwise ?? []))
            default: false
            }
        }
    }

    /// A tab: `Content().tabItem { … }.tag(…)` or `Tab("Title", systemImage: …, value: …) { … }`.
    private func tabItem(_ call: SwiftCall, scope: Scope, rootName: String, index: Int, tags: inout [String: String]) -> JSONValue? {
        let at = range(scope, call.nameToken)
        var title: String?
        var tag: String?
        var statements: [SwiftStatement]
        var shown = call
        if call.name == "Tab" {
            title = tree(scope).firstString(call)
            tag = call.arguments.first { $0.label == "value" }.map { Self.tagValue(tree(scope).describe($0.value)) }
            statements = closureStatements(call, nil)
        } else {
            shown.modifiers = []
            for modifier in call.modifiers {
                switch modifier.name {
                case ".tabItem": title = modifier.closures.first.flatMap { tree(scope).firstString(in: $0.closure.statements) }
                case ".tag": tag = modifier.arguments.first.map { Self.tagValue(tree(scope).describe($0.value)) }
                default: shown.modifiers.append(modifier)
                }
            }
            statements = [.expression(.call(shown))]
        }
        let base = tag ?? title.map { $0.lowercased().filter { $0.isLetter || $0.isNumber } } ?? "tab\(index)"
        let id = freshCaseID(base)
        if let tag { tags[tag] = id }
        let content = self.content(of: statements, scope: scope, rootName: freshScreenName("\(rootName).\(id)"), at: at)
        var fields: [(String, JSONValue)] = [("id", .string(id, at))]
        if let title { fields.append(("title", .string(title, at))) }
        fields.append(("content", content))
        return .object(fields, at)
    }

    /// `.tag(Tab.home)`, `.tag(.home)`, `.tag("home")`, `.tag(2)`: the value's last name.
    static func tagValue(_ written: String) -> String {
        var text = written.replacingOccurrences(of: "\"", with: "").replacingOccurrences(of: " ", with: "")
        if let open = text.firstIndex(of: "(") { text = String(text[..<open]) }
        return String(text.split(separator: ".").last ?? Substring(text))
    }

    /// `$path`, `$router.path`, `$model.selection`: the bound state's name.
    /// The state a computed `Binding` property sets: the target of the assignment in its `set` closure.
    private func stateBehind(binding name: String) -> String? {
        for property in module.properties(named: name) {
            guard let body = property.decl.body else { continue }
            let tree = module.units[property.unit].tree
            guard case .expression(.call(let call))? = Self.single(tree.statements(in: body)),
                  call.name == "Binding" || call.name == "Binding.init",
                  let setter = call.closures.first(where: { $0.label == "set" })?.closure ?? closureArgument(call, "set") else { continue }
            for case .assignment(let target, "=", _) in setter.statements {
                return Self.last(tree.describe(target))
            }
        }
        return nil
    }

    func bindingName(_ expr: SwiftExpr) -> String? {
        guard case .name(let name, _) = expr else { return nil }
        var text = name.hasPrefix("$") ? String(name.dropFirst()) : name
        if text.hasPrefix("self.") { text.removeFirst(5) }
        return text
    }

    /// A name that stands for a caller's argument (`$path` in a view made with
    /// `TabStack(path: $homePath)`), followed back to what the caller wrote.
    func resolveAlias(_ expr: SwiftExpr, _ scope: Scope) -> (SwiftExpr, Scope) {
        var (expr, scope) = (expr, scope)
        for _ in 0..<16 {
            guard case .name(let written, _) = expr, let name = bindingName(expr),
                  let first = name.split(separator: ".").first.map(String.init), let alias = scope.aliases[first],
                  !(written.hasPrefix("self.") && scope.parameters.contains(first)) else { break }
            let rest = name.dropFirst(first.count)
            if rest.isEmpty {
                (expr, scope) = (alias.expr, alias.scope)
            } else if case .name(let target, let token) = alias.expr {
                (expr, scope) = (.name(target + rest, token: token), alias.scope)
            } else {
                break
            }
        }
        return (expr, scope)
    }

    static func last(_ name: String) -> String { String(name.split(separator: ".").last ?? Substring(name)) }

    /// `NavigationStack(path: $x)`: the binding, the path's type and where it is stored; and,
    /// for a path an object holds (`router.path`), the object's type and the path's name; nil
    /// for `path:` with no name after it (code that does not compile: a stack without a path).
    func path(_ expr: SwiftExpr, _ scope: Scope, at: SourceRange) -> (JSONValue, holder: String?)? {
        // A path of an object injected from above is the injected instance's: a view that
        // binds its stack to one is made again where used again, as one owning its path is.
        if let first = bindingName(expr)?.split(separator: ".").first, scope.aliases[String(first)]?.injected == true {
            madeOwnedStack = true
        }
        let (expr, scope) = resolveAlias(expr, scope)
        let written = bindingName(expr) ?? tree(scope).describe(expr)
        guard written.split(separator: ".").contains(where: { part in
            let name = part.filter { $0 != " " }
            return !name.isEmpty && name != "self"
        }) else { return nil }
        pathBindings.insert(Self.last(written))
        let parts = written.split(separator: ".").map(String.init)
        // State a view owns (`@State var path`, `@State var router = Router()`) is its own in
        // every view type and every instance of it: named apart, so only real sharing shares.
        var binding = written
        if let owner = scope.owner, let first = module.types[owner]?.property(parts[0]),
           first.decl.attributes.contains(where: { $0 == "State" || $0 == "StateObject" }) {
            madeOwnedStack = true
            if let seen = bindingOwners[written], seen != owner { binding = "\(owner).\(written)" } else { bindingOwners[written] = owner }
            if let n = instances[owner], n > 1 { binding += " (\(n))" }
        }
        var fields: [(String, JSONValue)] = [("binding", .string(binding, at))]
        var storage = "state"
        var declaredType: String?
        if parts.count == 1 {
            if let local = scope.locals[written] {
                storage = "body"
                declaredType = local
            } else if let property = scope.owner.flatMap({ module.types[$0]?.property(written) }) {
                declaredType = propertyType(property)
                if !property.decl.attributes.contains(where: { ["State", "StateObject", "SceneStorage", "Binding", "Bindable"].contains($0) }),
                   property.decl.body != nil {
                    storage = "body"
                }
            }
        } else if let holder = typeName(of: parts[0], scope) {
            storage = "object"
            var type = holder
            for part in parts.dropFirst().dropLast() { type = module.types[type]?.property(part).flatMap(propertyType) ?? type }
            declaredType = module.types[type]?.property(parts[parts.count - 1]).flatMap(propertyType)
            let mainActor = module.types[holder]?.attributes.contains("MainActor") ?? false
            fields.append(("mainActor", .bool(mainActor, at)))
        }
        fields.insert(("storage", .string(storage, at)), at: 1)
        if let declaredType, let element = SwiftModule.element(of: declaredType).map(typeKey) {
            useType(element, at: at)
            fields.insert(("type", .string("[\(element)]", at)), at: 1)
        } else {
            if declaredType.map(SwiftModule.bare) != "NavigationPath" {
                note("the type of path '\(written)' is not declared where navlint can read it; read as NavigationPath", at: at)
            }
            fields.insert(("type", .string("NavigationPath", at)), at: 1)
        }
        return (.object(fields, at), storage == "object" ? pathHolder(written, scope) : ownedPath(written, scope))
    }

    /// `if loggedIn { Main() } else { Login() }`, `switch state { … }` where content is shown:
    /// a switch whose cases the app selects by setting that state.
    func switchContent(_ statement: SwiftStatement, scope: Scope, rootName: String) -> JSONValue? {
        var cases: [(id: String, value: String?, statements: [SwiftStatement], token: Int)] = []
        var condition = ""
        var binding: String?
        switch statement {
        case .conditional(let branches, let otherwise):
            condition = branches.map { tree(scope).describe(.other($0.condition)) }.joined(separator: " ")
            if branches.count == 1, let name = Self.flag(branches[0].condition, tree(scope)) {
                binding = name.name
                cases.append((caseName(branches[0].statements, "case"), name.positive ? "true" : "false", branches[0].statements, branches[0].token))
                if let otherwise { cases.append((caseName(otherwise, "otherwise"), name.positive ? "false" : "true", otherwise, branches[0].token)) }
            } else {
                for branch in branches { cases.append((caseName(branch.statements, "case"), nil, branch.statements, branch.token)) }
                if let otherwise, let token = branches.last?.token { cases.append((caseName(otherwise, "otherwise"), nil, otherwise, token)) }
            }
        case .switchOver(let subject, let switchCases, let token):
            condition = tree(scope).describe(.other(subject))
            if case .name(let name, _) = tree(scope).expression(subject) { binding = Self.last(name) }
            for item in switchCases {
                let pattern = item.patterns.isEmpty ? "default" : Self.tagValue(tree(scope).describe(.other(item.patterns)))
                cases.append((pattern, item.patterns.isEmpty ? nil : pattern, item.statements, token))
            }
        default:
            return nil
        }
        guard cases.count >= 2 else { return nil }
        // A split view's column showing what a sidebar's `List(selection: $x)` chose: nothing is
        // chosen at launch, so `case nil` (or `default`, or the `else` of `if let x`) shows first.
        if case .conditional(let branches, _) = statement, branches.count == 1, cases.count == 2,
           let chosen = Self.unwrapped(branches[0].condition, tree(scope)), selectionBindings.contains(chosen) {
            binding = chosen
            cases = [(cases[1].id, nil, cases[1].statements, cases[1].token), (cases[0].id, Self.anyValue, cases[0].statements, cases[0].token)]
        } else if let binding, selectionBindings.contains(binding),
                  let unchosen = cases.firstIndex(where: { $0.id == "nil" || $0.id == "default" }) {
            cases.insert(cases.remove(at: unchosen), at: 0)
        } else if let binding, let launch = launchValue(of: binding), let first = cases.firstIndex(where: { $0.value == launch }) {
            // `if signedIn { … } else { SignIn() }` with `var signedIn = false`: what launch shows first.
            cases.insert(cases.remove(at: first), at: 0)
        }
        // Size class, idiom and OS version are fixed at launch: each case is a launch of its own.
        let environment = ["SizeClass", "#available", "idiom", "Idiom", "os("].contains { condition.contains($0) }
        // `if #available(iOS 26, *) { list.newModifier() } else { list.oldModifier() }`: one view,
        // its modifiers chosen by OS version; read as one screen with both branches' navigation.
        if condition.hasPrefix("#available"), let first = shownBase(cases[0].statements, scope),
           cases.allSatisfy({ shownBase($0.statements, scope) == first }) {
            return nil
        }
        var values: [String: String] = [:]
        var items: [JSONValue] = []
        var shownCases: [(id: String, root: String?, at: SourceRange)] = []
        for item in cases {
            let at = range(scope, item.token)
            let id = freshCaseID(item.id)
            if let value = item.value { values[value] = id }
            let shown = content(of: item.statements, scope: scope, rootName: freshScreenName("\(rootName).\(id)"), at: at)
            items.append(.object([("id", .string(id, at)), ("content", shown)], at))
            shownCases.append((id, rootScreen(of: shown), at))
        }
        // Content chosen by data (`if items.isEmpty`, `switch state` set by a network call) can
        // change whenever the data does: the app may show any case from any other.
        let ownSelects = dataSelects.count
        defer { lastSwitch = (shownCases.map(\.id), values, ownSelects..<dataSelects.count) }
        if !environment {
            for from in shownCases {
                for to in shownCases where to.id != from.id {
                    if let root = from.root { dataSelects.append((root, from.id, to.id, to.at, shownCases.map(\.id))) }
                }
            }
        }
        if let binding, !environment { switchBindings[binding, default: [:]].merge(values) { old, _ in old } }
        let at = range(scope, cases[0].token)
        return .object([("switch", .object([("by", .string(environment ? "environment" : "app", at)), ("cases", .array(items, at))], at))], at)
    }

    /// The view a branch shows before its modifiers (`timelineView` in `timelineView.safeAreaBar(…)`).
    private func shownBase(_ statements: [SwiftStatement], _ scope: Scope) -> String? {
        guard case .expression(let expr)? = Self.single(statements) else { return nil }
        let base = splitModifier(expr).map { Self.name($0.base) } ?? Self.name(expr)
        return base.isEmpty ? nil : base
    }

    /// `isLoggedIn`, `!isLoggedIn`, `session.isSignedIn`: a flag and whether the branch is its true side.
    static func flag(_ condition: [SwiftTree.Item], _ tree: SwiftTree) -> (name: String, positive: Bool)? {
        var items = condition[...]
        var positive = true
        if let first = items.first, tree.word(first) == "!" {
            positive = false
            items = items.dropFirst()
        }
        guard case .name(let name, _) = tree.expression(Array(items)), !name.hasPrefix(".") else { return nil }
        return (last(name), positive)
    }

    /// The literal a Bool state starts as, when every property of that name the module
    /// declares is written `= true` or `= false` alike (`var signedIn = false`); nil otherwise.
    func launchValue(of name: String) -> String? {
        var found: Set<String> = []
        for member in module.properties(named: name) {
            let tree = module.units[member.unit].tree
            let written = member.decl.initializer.map(tree.written).joined(separator: " ")
            guard written == "true" || written == "false" else { return nil }
            found.insert(written)
        }
        return found.count == 1 ? found.first : nil
    }

    /// The value of a switch's case an `if let` of its state shows, whatever the state holds.
    static let anyValue = "*"

    /// `let x` or `let x = x` (an `if let` of state `x`): the state's name.
    static func unwrapped(_ condition: [SwiftTree.Item], _ tree: SwiftTree) -> String? {
        let words = condition.compactMap { tree.word($0) }
        guard words.first == "let", words.count >= 2 else { return nil }
        return last(words.last ?? "")
    }

    /// A case's id: the View struct it shows, else `fallback`.
    private func caseName(_ statements: [SwiftStatement], _ fallback: String) -> String {
        if case .expression(.call(let call))? = Self.single(statements), call.name.first?.isUppercase == true {
            return call.name.prefix(1).lowercased() + call.name.dropFirst()
        }
        return fallback
    }
}
