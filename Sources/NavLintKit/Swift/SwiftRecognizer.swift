/// SwiftUI source → the spec format (SPEC 7): the recognizer reads view bodies as the
/// call reader gives them and writes the same JSON document a person would, every value
/// located at the Swift token it comes from. SpecDecoder and ModelBuilder then read it as
/// they read a spec file, so rules, reporters and baselines work unchanged.
///
/// View structs used where navigation shows a screen (a stack's root, a tab, a split
/// column, a sheet, a destination, the app's WindowGroup) are screens; other View structs
/// are inlined where they are used (each once on a walk, so recursion in views cannot loop).
/// What the code does to navigation state (`path.append`, `dismiss()`, `showSheet = true`)
/// is collected while walking and resolved at the end, once every binding is known.
final class SwiftRecognizer {
    let module: SwiftModule

    /// What the walk knows about one screen.
    struct Screen {
        let name: String
        let range: SourceRange
        var title: String?
        var destinations: [JSONValue] = []
        var actions: [JSONValue] = []
        var embeds: JSONValue?
        var backButtonHidden: SourceRange?
        var interactiveDismissDisabled: SourceRange?
        /// How the screen is shown: pushed (a destination's target) or presented (a modal's root).
        var pushed = false
        var presented = false
        /// A dialog's screen: the screen that raises it.
        var dialogOf: String?
    }

    /// Where a walk stands: whose properties names refer to, which screen collects facts,
    /// the views around, and what performs the actions found.
    struct Scope {
        var unit: Int
        var owner: String?
        var screen: String
        var enclosing: [(name: String, range: SourceRange)] = []
        /// Closure parameters and locals with their types.
        var locals: [String: String] = [:]
        /// Parameters of a followed call, bound to the caller's argument expressions.
        var aliases: [String: Alias] = [:]
        /// Which aliases are a function's parameters: `self.sheet = sheet` sets the property,
        /// not what the parameter `sheet` stands for.
        var parameters: Set<String> = []
        var label: String?
        var wrappedIn: String?
        var appTriggered = false
        var background = false
        /// Inside an `onOpenURL` handler: its index (what code does there is a route's step).
        var urlHandler: Int?
        /// In such a handler, inside a branch a literal host selects (`if url.host == "cart"`,
        /// `case "cart":`): that host; "" inside a branch no literal selects (`else`, `default`).
        var urlBranch: String?
        /// How many calls deep actions are followed (SPEC 7 asks for one; a view model's
        /// method calling back into its owner's router is two).
        var followed = 0
        /// In a followed method: how its object was made (`Model(…) { destination in … }`),
        /// so a closure stored from the initializer can be run.
        var instance: Alias?
        /// Closures run inside one another (a callback calling a callback), bounded.
        var closuresRun = 0
        /// Inside a custom modifier's body: the view it modifies (`content`, or `self` in a
        /// `View` extension), with the scope it was written in.
        var placeholder: Placeholder?
        /// Inside a split view's `List(selection: $x)`: a value link there sets `x`.
        var selection: String?
        /// The user's or the app's event the code runs in (a button's tap): what one event
        /// does together (`dismiss()` and `router.path.removeLast()`) is one action.
        var event: Int?
        /// Objects injected above (`.environmentObject(flow)`), by type (SwiftRecognizer+Environment).
        var environment: [String: Alias] = [:]
    }

    final class Placeholder {
        let name: String
        let call: SwiftCall
        let scope: Scope
        init(_ name: String, _ call: SwiftCall, _ scope: Scope) {
            self.name = name
            self.call = call
            self.scope = scope
        }
    }

    final class Alias {
        let expr: SwiftExpr
        let scope: Scope
        /// An object injected into the environment above (SwiftRecognizer+Environment), not an argument.
        let injected: Bool
        init(_ expr: SwiftExpr, _ scope: Scope, injected: Bool = false) {
            self.expr = expr
            self.scope = scope
            self.injected = injected
        }
    }

    /// Something code does to navigation state, resolved once every binding is known.
    struct Mutation {
        enum Kind {
            case call(SwiftCall)
            /// `target = value`, the value as written (a followed call's parameter: its argument).
            case assign(target: String, value: String)
        }
        let kind: Kind
        let scope: Scope
        let range: SourceRange
        /// An assignment's value, to read a path replaced by a literal list.
        var value: SwiftExpr? = nil
        /// The view whose state an assignment sets: a `@Binding` passed down names its caller's.
        var stateOwner: String? = nil
    }

    /// A modal presentation found on a view: presented when code sets its binding.
    struct Sheet {
        let screen: String
        let binding: String?
        let isItem: Bool
        let style: String
        let content: JSONValue
        let range: SourceRange
        let scope: Scope
        /// For one case of a `sheet(item:)` switching over its item: the case names it shows.
        var cases: Set<String>? = nil
        /// The content the modifier is written on, where it is not the screen's own body.
        var modified: JSONValue? = nil
        /// Bound to state an object holds (`$router.sheet`), not the view's own.
        var onObject = false
    }

    private(set) var screens: [String: Screen] = [:]
    /// Events numbered so far (`Scope.event`).
    private var events = 0

    /// `scope` in an event of its own.
    func inEvent(_ scope: Scope) -> Scope {
        events += 1
        var inner = scope
        inner.event = events
        return inner
    }
    private(set) var screenOrder: [String] = []
    /// Types pushed or destined, with where first named.
    private(set) var usedTypes: [String: SourceRange] = [:]
    private(set) var usedTypeOrder: [String] = []
    private(set) var notes: [(message: String, range: SourceRange)] = []
    /// Why the spec is known to miss part of the app, if it is (RuleContext.partial).
    var partial: String?
    /// Screens (not URL handlers) with a push whose value's type could not be told.
    var untypedPushes: Set<String> = []
    var mutations: [Mutation] = []
    var sheets: [Sheet] = []
    var urlHandlers: [URLHandler] = []
    /// How many more closures may be run where they were written (SwiftRecognizer+Code).
    var closureBudget = 20_000
    /// A data-chosen case's root, a case the data may switch it to, where, and the switch's cases.
    var dataSelects: [(root: String, from: String, to: String, at: SourceRange, cases: [String])] = []
    /// Data-chosen cases whose root screen is shown elsewhere too, left with no select out
    /// (addDataSelects): each becomes a screen of its own holding the selects (hostDeadEndCases).
    var deadEndCases: [(id: String, root: String, selects: [(to: String, at: SourceRange)])] = []
    /// The last switch an enum's method showed (`tab.makeContentView()` over `switch self`):
    /// its case ids, the enum values each stands for, and where its own data selects are in
    /// `dataSelects`. A ForEach of tabs showing it reads one tab a case (readTabs).
    var lastDispatch: (ids: [String], values: [String: String], selects: Range<Int>)?
    var lastSwitch: (ids: [String], values: [String: String], selects: Range<Int>)?
    /// Notes about the routes read from handlers: moot when an overlay declares the routes.
    var routeNotes: [(message: String, range: SourceRange)] = []
    /// Every navigationDestination read, on the screen it was read for (declared or not again).
    var destinationLog: [(screen: String, range: SourceRange)] = []
    /// Screens around a View struct for destinations its call site adds (SwiftRecognizer+CallSites).
    var aroundViews: [(around: String, view: String)] = []
    var aroundBySite: [AroundSite: String] = [:]
    var sheetsByBinding: [String: [Int]] = [:]
    /// State names a stack's path, a destination (`isPresented:`/`item:`), a TabView's
    /// selection or a switch is bound to (the last component of the name).
    var pathBindings: Set<String> = []
    var destinationBindings: Set<String> = []
    /// `NavigationLink(isActive: $x)`: the screen pushed when code sets `x`.
    var linkBindings: [String: String] = [:]
    /// Links the user cannot tap (`.hidden()`, an `EmptyView` label): pushed only by code
    /// that sets their binding, so they are an action only when no such code is found.
    var hiddenLinks: [(binding: String?, action: [(String, JSONValue)], screen: String, range: SourceRange)] = []
    var setLinkBindings: Set<String> = []
    /// Selection binding → tag value → tab id.
    var tabBindings: [String: [String: String]] = [:]
    var switchBindings: [String: [String: String]] = [:]
    /// States a `List(selection:)` sets in an earlier column of a NavigationSplitView, and how
    /// many such columns are being read now (SwiftRecognizer+Containers.split).
    var selectionBindings: Set<String> = []
    /// Whether the root is a `@main` App's WindowGroup content (not a view guessed to be it).
    var rootFromWindowGroup = false
    /// Every `Type.case` the app pushes, gathered when the document is written.
    var pushedValues: Set<String> = []
    var sidebarColumns = 0
    /// Ids of tabs and switch cases: one namespace for the whole app.
    var caseIDs: Set<String> = []
    /// View-owned path state: the view type first seen with each binding, how many instances
    /// of each view type were made, and whether the content being made holds such a stack.
    var bindingOwners: [String: String] = [:]
    var instances: [String: Int] = [:]
    var madeOwnedStack = false
    var ownedViews: Set<String> = []
    /// Content of a View struct where it is shown, computed once.
    private var contents: [String: JSONValue] = [:]
    /// Views named inside their own body (a router whose destinations include the view that
    /// registers them): named before their content was known.
    private var cyclic: Set<String> = []
    /// For each view, the key of the first content made for it (whatever its arguments), and
    /// the last content made for it (also for a view that owns its path, made per use).
    private var firstContentKey: [String: String] = [:]
    private var lastMade: [String: JSONValue] = [:]
    /// View structs being walked (their own body or inlined): not entered again.
    var walking: Set<String> = []
    /// Views already inlined into a screen, with what their facts depend on (inlineKey).
    private var inlined: Set<String> = []
    /// View structs whose body was drawn inside another screen's.
    private(set) var inlinedViews: Set<String> = []
    /// What cases of a `sheet(item:)` no code sets would show (SwiftRecognizer.resolve).
    var unsetCases: Set<String> = []
    /// Screens inside each screen a modal modifier is on, and how many more screens such walks may visit (SwiftRecognizer+Inside).
    var insideMemo: [String: Set<String>] = [:]
    var sheetInsideMemo: [SourceRange: Set<String>] = [:]
    /// The content a modal modifier is written on (`TabView { … }.sheet(…)`), by the modifier's place.
    var modifiedContent: [SourceRange: JSONValue] = [:]
    var insideBudget = 1_000_000

    init(_ module: SwiftModule) {
        self.module = module
    }

    /// A note, once per message and place (code reached from several screens is read for each).
    func note(_ message: String, at range: SourceRange) {
        if notedAt.insert(NoteKey(message: message, range: range)).inserted { notes.append((message, range)) }
    }
    private var notedAt: Set<NoteKey> = []
    private struct NoteKey: Hashable {
        let message: String
        let range: SourceRange
    }

    func range(_ scope: Scope, _ token: Int) -> SourceRange { module.range(scope.unit, token) }

    func tree(_ scope: Scope) -> SwiftTree { module.units[scope.unit].tree }

    /// The screen `name`, created on first use.
    @discardableResult
    func screen(_ name: String, at range: SourceRange) -> String {
        if screens[name] == nil {
            screens[name] = Screen(name: name, range: range)
            screenOrder.append(name)
        }
        return name
    }

    /// Forgets a screen made around a view that turned out to add nothing of its own (SwiftRecognizer+CallSites).
    func removeScreen(_ name: String) {
        screens[name] = nil
        screenOrder.removeAll { $0 == name }
    }

    func update(_ name: String, _ change: (inout Screen) -> Void) {
        if screens[name] != nil { change(&screens[name]!) }
    }

    /// Every screen's destinations and actions through `change`, and its embedded content
    /// through `embedded`: what the passes that settle the spec rewrite, beside the root (and
    /// links) they are given.
    func rewriteScreens(_ change: (JSONValue) -> JSONValue, embedded: (JSONValue) -> JSONValue) {
        for name in screenOrder {
            update(name) {
                $0.destinations = $0.destinations.map(change)
                $0.actions = $0.actions.map(change)
                $0.embeds = $0.embeds.map(embedded)
            }
        }
    }

    /// A name no screen has yet: `base`, else `base.2`, `base.3`…
    func freshScreenName(_ base: String) -> String {
        guard screens[base] != nil else { return base }
        var k = 2
        while screens["\(base).\(k)"] != nil { k += 1 }
        return "\(base).\(k)"
    }

    /// A tab or case id not taken yet.
    func freshCaseID(_ base: String) -> String {
        var id = base.isEmpty ? "case" : base
        var k = 2
        while caseIDs.contains(id) {
            id = "\(base)\(k)"
            k += 1
        }
        caseIDs.insert(id)
        return id
    }

    func useType(_ name: String, at range: SourceRange) {
        if usedTypes[name] == nil {
            usedTypes[name] = range
            usedTypeOrder.append(name)
        }
    }

    // MARK: - View structs

    /// The statements of a View struct's `body`.
    func body(of view: String) -> (statements: [SwiftStatement], unit: Int)? {
        guard let info = module.types[view], let body = info.viewBody, let group = body.decl.body else { return nil }
        return (module.units[body.unit].tree.statements(in: group), body.unit)
    }

    func isView(_ name: String) -> Bool { module.types[name]?.isView ?? false }

    /// The View struct a call makes: `Detail(…)`, or `StatusEditor.MainView(…)` (a type nested in a namespace).
    func viewName(_ callee: String) -> String? {
        if isView(callee) { return callee }
        guard callee.first?.isUppercase == true, let last = callee.split(separator: ".").last.map(String.init),
              last.first?.isUppercase == true, isView(last) else { return nil }
        return last
    }

    /// `tab.makeContentView()` where `tab` is an enum of the module whose `makeContentView`
    /// switches over `self`: that switch, read where the call is.
    func dispatch(_ expr: SwiftExpr, _ scope: Scope) -> (statement: SwiftStatement, scope: Scope)? {
        guard case .call(let call) = expr, let dot = call.name.lastIndex(of: "."), call.name.first?.isLowercase == true,
              let type = typeName(of: String(call.name[..<dot]), scope).map(typeKey), let info = module.types[type], info.keyword == "enum"
        else { return nil }
        let name = String(call.name[call.name.index(after: dot)...])
        guard let member = info.functions(name).first ?? info.property(name), let body = member.decl.body else { return nil }
        let statements = Self.unwrapGroups(module.units[member.unit].tree.statements(in: body))
        guard let statement = Self.single(statements), case .switchOver(let subject, _, _) = statement,
              subject.count == 1, module.units[member.unit].tree.word(subject[0]) == "self" else { return nil }
        var inner = Scope(unit: member.unit, owner: type, screen: scope.screen)
        inner.enclosing = scope.enclosing
        return (statement, inner)
    }

    /// `Group { … }` shows what it holds: its statements.
    static func unwrapGroups(_ statements: [SwiftStatement]) -> [SwiftStatement] {
        var statements = statements
        for _ in 0..<8 {
            guard case .expression(.call(let call))? = single(statements), call.name == "Group", call.closures.count == 1 else { break }
            statements = call.closures[0].closure.statements
        }
        return statements
    }

    /// The one view a list of statements shows, when it shows exactly one.
    static func single(_ statements: [SwiftStatement]) -> SwiftStatement? {
        let views = statements.filter {
            if case .local = $0 { return false }
            if case .assignment = $0 { return false }
            return true
        }
        return views.count == 1 ? views[0] : nil
    }

    static let containers: Set<String> = ["NavigationStack", "NavigationView", "NavigationSplitView", "TabView"]

    /// SwiftUI views that lay out what they hold: part of the screen (and, when lazy, of
    /// where a destination is attached), never a mere wrapper.
    static let controls: Set<String> = ["NavigationLink", "Button", "Menu", "Link", "ShareLink"]

    static let layouts: Set<String> = [
        "List", "ForEach", "ScrollView", "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid",
        "Form", "Section", "Table", "OutlineGroup", "GeometryReader", "ScrollViewReader", "Grid", "GridRow", "ViewThatFits",
    ]

    /// A View struct as content where navigation shows it: its body's container (whose first
    /// inline root is the screen named after the struct), or the screen itself.
    func content(ofView view: String, arguments: [SwiftArgument] = [], caller: Scope? = nil, at range: SourceRange) -> JSONValue {
        // A view whose bindings come from its arguments (`TabStack(path: $homePath)`) differs per use.
        let key = view + (caller == nil ? "" : arguments.map { tree(caller!).describe($0.value) }.joined(separator: ","))
        if let known = contents[key] {
            // Tab and case ids are unique in the app: content holding them, used again, is made
            // once more inside a screen that embeds it, and every further use names that screen.
            guard Self.holdsCases(known), let made = make(view, arguments: arguments, caller: caller, at: range) else { return known }
            let hosted = JSONValue.string(host(made.value, named: view, at: made.value.range, pushed: false), made.value.range)
            contents[key] = hosted
            return hosted
        }
        guard let made = make(view, arguments: arguments, caller: caller, at: range) else {
            // Not made again (a screen already, used with other arguments): what it shows elsewhere.
            if let first = firstContentKey[view], let known = contents[first], !Self.holdsCases(known) { return known }
            screen(view, at: range)
            if walking.contains(view) { cyclic.insert(view) }
            return .string(view, range)
        }
        // Used inside itself (a sheet's case that raises the same sheet), the view became a
        // screen those uses name: content holding tab or case ids, unique in the app, is
        // embedded there once and every use names it.
        if Self.holdsCases(made.value), cyclic.contains(view), screens[view] != nil, !made.owned {
            update(view) { $0.embeds = made.value }
            let named = JSONValue.string(view, made.value.range)
            contents[key] = named
            if firstContentKey[view] == nil { firstContentKey[view] = key }
            return named
        }
        // A view that owns its stack's path is made again where used again (each use its own path).
        lastMade[view] = made.value
        if !made.owned {
            contents[key] = made.value
            if firstContentKey[view] == nil { firstContentKey[view] = key }
        }
        return made.value
    }

    /// A destination or a presentation that names a view inside the view's own body shows what
    /// the view shows everywhere else: when that wraps it in a stack (`.navigation(path:)` in
    /// its body), the stack, which nests in the stack it is pushed onto (or roots the sheet).
    func completeCyclicContent() {
        func complete(_ value: JSONValue) -> JSONValue {
            guard case .string(let view) = value.kind, cyclic.contains(view),
                  let known = firstContentKey[view].flatMap({ contents[$0] }) ?? lastMade[view], !Self.holdsCases(known) else { return value }
            if case .string = known.kind { return value }
            // A view that owns its path shows itself with a path of its own, in each place a new instance.
            guard ownedViews.contains(view) else { return known }
            selfShown += 1
            return Self.ownPaths(known, selfShown == 1 ? " (shown by itself)" : " (shown by itself, \(selfShown))")
        }
        func completeMembers(_ object: JSONValue) -> JSONValue {
            guard case .object(var members) = object.kind else { return object }
            for k in members.indices {
                if members[k].key == "screen" || members[k].key == "present" { members[k].value = complete(members[k].value) }
                if members[k].key == "cases", case .object(var cases) = members[k].value.kind {
                    for c in cases.indices { cases[c].value = complete(cases[c].value) }
                    members[k].value = JSONValue(kind: .object(cases), range: members[k].value.range)
                }
            }
            return JSONValue(kind: .object(members), range: object.range)
        }
        guard !cyclic.isEmpty else { return }
        var selfShown = 0
        for name in screenOrder {
            guard let screen = screens[name], !screen.destinations.isEmpty || !screen.actions.isEmpty else { continue }
            update(name) {
                $0.destinations = screen.destinations.map(completeMembers)
                $0.actions = screen.actions.map(completeMembers)
            }
        }
    }

    /// Content with each stack's path binding named apart: another instance's own state.
    static func ownPaths(_ value: JSONValue, _ suffix: String) -> JSONValue {
        guard case .object(var members) = value.kind else { return value }
        for k in members.indices {
            if members[k].key == "binding", case .string(let name) = members[k].value.kind {
                members[k].value = .string(name + suffix, members[k].value.range)
            } else {
                members[k].value = ownPaths(members[k].value, suffix)
            }
        }
        return JSONValue(kind: .object(members), range: value.range)
    }

    /// A View struct's content, made from its body (nil while it is being made: a cycle).
    private func make(_ view: String, arguments: [SwiftArgument], caller: Scope?, at range: SourceRange) -> (value: JSONValue, owned: Bool)? {
        guard let (statements, unit) = body(of: view), !walking.contains(view),
              screens[view] == nil || arguments.isEmpty || ownedViews.contains(view) else { return nil }
        walking.insert(view)
        defer { walking.remove(view) }
        let info = module.types[view]!
        var scope = Scope(unit: unit, owner: view, screen: view)
        if let caller {
            bindProperties(of: view, to: arguments, from: caller, into: &scope)
            scope.environment = caller.environment
            bindEnvironment(of: view, into: &scope)
        }
        instances[view, default: 0] += 1
        let outer = madeOwnedStack
        madeOwnedStack = false
        let result = content(of: statements, scope: scope, rootName: view, at: module.range(info.unit, info.nameToken))
        let owned = madeOwnedStack
        madeOwnedStack = outer || owned
        if owned { ownedViews.insert(view) }
        return (result, owned)
    }

    /// Content named in several places (`case .a, .b:`, a `default:` for many cases): when it
    /// holds tab or case ids, which are unique in the app, one screen embeds it and is named instead.
    func shareable(_ content: JSONValue, at: SourceRange) -> JSONValue {
        guard Self.holdsCases(content) else { return content }
        return .string(host(content, named: rootScreen(of: content) ?? "content", at: at, pushed: true), at)
    }

    /// A screen (`<name>.host`) that embeds `content`: content named by a screen's name.
    func host(_ content: JSONValue, named name: String, at: SourceRange, pushed: Bool) -> String {
        let host = screen(freshScreenName(name + ".host"), at: at)
        update(host) {
            $0.embeds = content
            $0.pushed = pushed
        }
        return host
    }

    static func holdsCases(_ value: JSONValue) -> Bool {
        holds(value) { members in members.contains { $0.key == "switch" || $0.key == "tabs" } }
    }

    /// Whether content `value` holds, at any depth, an object whose members pass `test`.
    static func holds(_ value: JSONValue, _ test: ([JSONMember]) -> Bool) -> Bool {
        switch value.kind {
        case .object(let members): test(members) || members.contains { holds($0.value, test) }
        case .array(let items): items.contains { holds($0, test) }
        default: false
        }
    }

    /// `Detail(item: x, path: $path)`: the struct's properties stand for the arguments
    /// (memberwise initializers take them by name).
    func bindProperties(of type: String, to arguments: [SwiftArgument], from caller: Scope, into scope: inout Scope) {
        for argument in arguments {
            guard let label = argument.label, module.types[type]?.property(label) != nil else { continue }
            scope.aliases[label] = Alias(argument.value, caller)
        }
    }

    /// A View struct's arguments with its trailing closures as the labelled arguments they
    /// stand for: a labelled one by its label, the first by the memberwise initializer's last
    /// parameter, the last stored action (`LoginRow(loggedIn: false) { model.gotoLogin() }`
    /// for `let action: () -> Void`). Content closures (`() -> Content`) are left out: they are
    /// walked where they are written.
    func viewArguments(_ call: SwiftCall, of view: String) -> [SwiftArgument] {
        guard !call.closures.isEmpty, let info = module.types[view] else { return call.arguments }
        var arguments = call.arguments
        for (label, closure) in call.closures {
            let name = label ?? info.members.last { member in
                guard case .property = member.decl.kind, member.decl.body == nil, let written = member.decl.types.first else { return false }
                return written.contains("->") && (written.hasSuffix("Void") || written.hasSuffix("()"))
            }?.decl.name
            guard let name, !arguments.contains(where: { $0.label == name }) else { continue }
            arguments.append(SwiftArgument(label: name, value: .closure(closure)))
        }
        return arguments
    }

    /// The last modifier of a chain that the module defines (`.withAppRouter()`, a
    /// `ViewModifier` applied with `.modifier(…)`): its body, in which the view it modifies
    /// is `self` or `content`, and the modifiers after it.
    func customModifier(_ call: SwiftCall, _ scope: Scope) -> (statements: [SwiftStatement], scope: Scope, after: [SwiftCall])? {
        for i in call.modifiers.indices.reversed() {
            let modifier = call.modifiers[i]
            var modified = call
            modified.modifiers = Array(call.modifiers[..<i])
            let after = Array(call.modifiers[(i + 1)...])
            if modifier.name == ".modifier", let found = viewModifier(modifier.arguments.first?.value, scope, modified) {
                return (found.statements, found.scope, after)
            }
            let name = String(modifier.name.dropFirst())
            guard let extensions = module.types["View"],
                  let function = function(name, of: extensions, arguments: modifier.arguments.count + modifier.closures.count),
                  let body = function.decl.body else { continue }
            var inner = Scope(unit: function.unit, owner: nil, screen: scope.screen)
            inner.enclosing = scope.enclosing
            bindParameters(of: function, to: modifier.arguments, from: scope, into: &inner)
            inner.placeholder = Placeholder("self", modified, scope)
            let statements = module.units[function.unit].tree.statements(in: body)
            // `self.modifier(NavigationModifier(path: path))`
            if case .expression(.call(let only))? = Self.single(statements), only.name == "modifier" || only.name == "self.modifier",
               let found = viewModifier(only.arguments.first?.value, inner, modified, outer: scope) {
                return (found.statements, found.scope, after)
            }
            return (statements, inner, after)
        }
        return nil
    }

    /// `NavigationModifier(path: $path)`: a `ViewModifier` of the module and its `body(content:)`.
    private func viewModifier(_ expr: SwiftExpr?, _ scope: Scope, _ modified: SwiftCall, outer: Scope? = nil)
        -> (statements: [SwiftStatement], scope: Scope)? {
        guard case .call(let make)? = expr, let info = module.types[make.name], let function = info.functions("body").first,
              let body = function.decl.body else { return nil }
        var inner = Scope(unit: function.unit, owner: make.name, screen: scope.screen)
        inner.enclosing = scope.enclosing
        bindProperties(of: make.name, to: make.arguments, from: scope, into: &inner)
        let content = parameters(of: function).first?.name ?? "content"
        inner.placeholder = Placeholder(content, modified, outer ?? scope)
        return (module.units[function.unit].tree.statements(in: body), inner)
    }

    /// `content`, `content.navigationDestination(…)`, or in a `View` extension a bare
    /// `navigationDestination(…)`: the modified view, and the modifiers the body adds to it.
    func placeholderUse(_ expr: SwiftExpr, _ scope: Scope) -> (placeholder: Placeholder, added: [SwiftCall])? {
        guard let placeholder = scope.placeholder else { return nil }
        switch expr {
        case .name(let name, _) where name == placeholder.name:
            return (placeholder, [])
        case .call(let call):
            let prefix = placeholder.name + "."
            if call.name.hasPrefix(prefix), !call.name.dropFirst(prefix.count).contains(".") {
                return (placeholder, Self.modifiers(of: call, after: prefix.count))
            }
            if placeholder.name == "self", !call.name.contains("."), call.name.first?.isLowercase == true,
               builder(expr, scope) == nil, module.types["View"]?.functions(call.name).isEmpty ?? true {
                return (placeholder, Self.modifiers(of: call, after: 0))
            }
            return nil
        default:
            return nil
        }
    }

    /// The content statements show where navigation shows them (a stack's root closure, a
    /// tab, a sheet, a destination): one View struct, one container, a conditional, or
    /// inline views that become a screen named `rootName`.
    func content(of statements: [SwiftStatement], scope: Scope, rootName: String, at where: SourceRange) -> JSONValue {
        var scope = scope
        for case .local(let name, _, let value) in statements { bindLocal(name, value, &scope) }
        let single = Self.single(statements)
        // `let view = LoginView(…); return view`: the view the local holds.
        if case .expression(let expr)? = single, let held = heldView(expr, scope) {
            return content(of: [.expression(held.expr)], scope: held.scope, rootName: rootName, at: `where`)
        }
        if case .expression(let expr)? = single, let (placeholder, added) = placeholderUse(expr, scope) {
            let shown = content(of: [.expression(.call(placeholder.call))], scope: placeholder.scope, rootName: rootName, at: `where`)
            return walkModifiers(added, around: shown, scope, owner: placeholder.scope.owner, rootName: rootName)
        }
        if case .expression(let expr)? = single, let (statement, inner) = dispatch(expr, scope),
           let switched = switchContent(statement, scope: inner, rootName: rootName) {
            lastDispatch = lastSwitch
            return switched
        }
        if case .expression(let expr)? = single, let (base, modifiers) = splitModifier(expr), builder(base, scope) != nil {
            let shown = content(of: [.expression(base)], scope: scope, rootName: rootName, at: `where`)
            return walkModifiers(modifiers, around: shown, scope, rootName: rootName)
        }
        if case .expression(.call(let call))? = single, let (body, inner, after) = customModifier(call, scope) {
            let shown = content(of: body, scope: inner, rootName: rootName, at: `where`)
            return walkModifiers(after, around: shown, scope, rootName: rootName)
        }
        // Drawn again inside what it draws (a coordinator's cover that shows the view holding
        // that coordinator): the view it draws, whose own cycle is the view's (`cyclic`).
        if case .expression(let expr)? = single, let (inner, innerScope, key) = builder(expr, scope), walking.contains(key),
           let view = drawnView(inner, innerScope) {
            return content(of: [view], scope: innerScope, rootName: rootName, at: `where`)
        }
        if case .expression(let expr)? = single, let (inner, innerScope, key) = builder(expr, scope), !walking.contains(key) {
            walking.insert(key)
            let shown = content(of: inner, scope: innerScope, rootName: rootName, at: `where`)
            walking.remove(key)
            // Its modifiers are the caller's: a sheet there may show what the same function draws.
            guard case .call(let call) = expr else { return shown }
            return walkModifiers(call.modifiers, around: shown, scope, rootName: rootName)
        }
        if case .expression(.call(let call))? = single {
            if Self.containers.contains(call.name) { return container(call, scope: injecting(call.modifiers, scope), rootName: rootName) }
            if let view = viewName(call.name) {
                let shown = content(ofView: view, arguments: viewArguments(call, of: view), caller: injecting(call.modifiers, scope),
                                    at: range(scope, call.nameToken))
                // Modifiers on `Detail()` act as if written in its body.
                var onView = scope
                onView.screen = rootScreen(of: shown) ?? view
                onView.enclosing = []
                walkArguments(call, onView)
                // Modifiers on `Detail()` act as if written in its body.
                return walkModifiers(call.modifiers, around: shown, scope, orOn: view, rootName: rootName)
            }
        }
        // `switch page` in a function called with `.home` (or of one case): the case it shows.
        if case .switchOver(let subject, let cases, _)? = single, case let taken = taken(cases, over: subject, scope), taken.count == 1 {
            return content(of: taken[0].statements, scope: scope, rootName: rootName, at: `where`)
        }
        if let single, let switched = switchContent(single, scope: scope, rootName: rootName) {
            return switched
        }
        // `StoreProvider(store: store) { Tabs() }`, `Group { … }`: a wrapper from elsewhere around one view.
        // A link's or a button's closure is where it goes or what it does, not what it wraps.
        if case .expression(.call(let call))? = single, call.name.first?.isUppercase == true, module.types[call.name] == nil,
           !Self.layouts.contains(call.name), !Self.controls.contains(call.name), call.closures.count == 1, let inner = Self.single(call.closures[0].closure.statements),
           case .expression(.call(let wrapped)) = inner, isView(wrapped.name) || Self.containers.contains(wrapped.name) {
            let shown = content(of: [inner], scope: scope, rootName: rootName, at: `where`)
            return walkModifiers(call.modifiers, around: shown, scope, rootName: rootName)
        }
        let name = freshScreenName(rootName)
        screen(name, at: `where`)
        var inner = scope
        inner.screen = name
        inner.enclosing = []
        walk(statements, inner)
        return .string(name, `where`)
    }

    /// The screen content starts at: itself, a stack's root, the first tab or case.
    func rootScreen(of content: JSONValue) -> String? {
        switch content.kind {
        case .string(let name): return name
        case .object(let members):
            guard let inner = members.first?.value, case .object(let fields) = inner.kind else { return nil }
            for key in ["root", "sidebar", "content"] {
                if let value = fields.first(where: { $0.key == key })?.value { return rootScreen(of: value) }
            }
            if let items = fields.first(where: { $0.key == "items" || $0.key == "cases" })?.value, case .array(let list) = items.kind,
               let first = list.first, case .object(let tab) = first.kind, let inner = tab.first(where: { $0.key == "content" })?.value {
                return rootScreen(of: inner)
            }
            return nil
        default: return nil
        }
    }

    /// For each name, the types (in declaration order) whose property of that name draws a
    /// view: found once, not by scanning every type at each dotted name a body mentions.
    private(set) lazy var viewPropertyHolders: [String: [String]] = {
        var index: [String: [String]] = [:]
        for type in module.typeOrder {
            guard let info = module.types[type] else { continue }
            var names: Set<String> = []
            for member in info.members where member.decl.kind != .function && member.decl.kind != .enumCase { names.insert(member.decl.name) }
            for name in names.sorted() {
                guard let property = info.property(name), property.decl.body != nil, property.decl.types.first?.contains("View") == true else { continue }
                index[name, default: []].append(type)
            }
        }
        return index
    }()

    /// Modifiers written on content shown somewhere (`Detail().sheet(…)`, a container's
    /// modifiers): they act from the screen the content starts at.
    /// `fallback`: the screen they act on where `shown` starts at none (else the caller's).
    func walkModifiers(_ modifiers: [SwiftCall], onRootOf shown: JSONValue, _ scope: Scope, orOn fallback: String? = nil) {
        var onRoot = scope
        onRoot.screen = rootScreen(of: shown) ?? fallback ?? scope.screen
        onRoot.enclosing = []
        for modifier in modifiers where Self.presentingModifiers.contains(modifier.name) {
            let at = range(scope, modifier.nameToken)
            if modifiedContent[at] == nil { modifiedContent[at] = shown }
        }
        walkModifiers(modifiers, onRoot)
    }

    /// `let model = CommentsModel(story) { … }`: the local's type, and for an object made
    /// here, how it was made (a method followed on it can run the closures it was given).
    func bindLocal(_ name: String, _ value: SwiftExpr?, _ scope: inout Scope) {
        guard let value else { return }
        if let type = valueType(value, scope) { scope.locals[name] = type }
        if case .call(let call) = value, call.name.first?.isUppercase == true { scope.aliases[name] = Alias(value, scope) }
    }

    /// A function's parameters stand for the call's arguments (by label, else by position),
    /// and have their declared types.
    func bindParameters(of function: SwiftModule.Member, to arguments: [SwiftArgument], from caller: Scope, into scope: inout Scope) {
        for (k, parameter) in parameters(of: function).enumerated() {
            let argument = arguments.first { $0.label != nil && $0.label == parameter.label } ?? (k < arguments.count ? arguments[k] : nil)
            if let argument { scope.aliases[parameter.name] = Alias(argument.value, caller) }
            scope.parameters.insert(parameter.name)
            if let type = parameter.type { scope.locals[parameter.name] = type }
        }
    }

    // MARK: - Walking bodies

    func walk(_ statements: [SwiftStatement], _ scope: Scope) {
        var scope = scope
        for statement in statements {
            switch statement {
            case .expression(let expr):
                walk(expr, scope)
            case .conditional(let branches, let otherwise):
                for branch in branches { walk(branch.statements, scope) }
                if let otherwise { walk(otherwise, scope) }
            case .switchOver(let subject, let cases, _):
                for item in taken(cases, over: subject, scope) { walk(item.statements, scope) }
            case .local(let name, _, let value):
                bindLocal(name, value, &scope)
            case .assignment:
                break
            }
        }
    }

    /// `let view = LoginView(…); return view`: the view made where a local of the body was bound.
    func heldView(_ expr: SwiftExpr, _ scope: Scope) -> Alias? {
        guard case .name(let name, _) = expr, !name.contains("."), !scope.parameters.contains(name), let alias = scope.aliases[name],
              case .call(let held) = alias.expr, held.name.first?.isUppercase == true else { return nil }
        return alias
    }

    /// `videoView.toolbar { … }`, `header.padding()`: a view held in a name, then a modifier
    /// (the call reader reads the dotted name as one callee).
    func splitModifier(_ expr: SwiftExpr) -> (base: SwiftExpr, modifiers: [SwiftCall])? {
        guard case .call(let call) = expr, call.name.first?.isLowercase == true,
              let dot = call.name.lastIndex(of: "."), !call.name.hasPrefix("self.") || call.name.dropFirst(5).contains(".") else { return nil }
        let base = String(call.name[..<dot])
        return (.name(base, token: call.nameToken), Self.modifiers(of: call, after: base.count + 1))
    }

    /// `base.name(args) { … }.more()` read as modifiers of `base`: `.name(args) { … }`, then
    /// the rest of the chain (`after`: the length of `base.` in the callee).
    static func modifiers(of call: SwiftCall, after count: Int) -> [SwiftCall] {
        [SwiftCall(name: "." + call.name.dropFirst(count), nameToken: call.nameToken, arguments: call.arguments, closures: call.closures)]
            + call.modifiers
    }

    func walk(_ expr: SwiftExpr, _ scope: Scope) {
        if let (statement, inner) = dispatch(expr, scope) {
            walk([statement], inner)
            return
        }
        if let (placeholder, added) = placeholderUse(expr, scope) {
            var modified = placeholder.scope
            modified.enclosing = scope.enclosing
            walk(.call(placeholder.call), modified)
            walkModifiers(added, scope)
            return
        }
        if let (base, modifiers) = splitModifier(expr), !Self.mutating.contains(Self.last(Self.name(expr))) {
            walk(base, scope)
            walkModifiers(modifiers, scope)
            return
        }
        if case .call(let call) = expr, let (body, inner, after) = customModifier(call, scope) {
            walk(body, inner)
            walkModifiers(after, scope)
            return
        }
        if let (statements, inner, key) = builder(expr, scope) {
            let arguments = if case .call(let call) = expr { call.arguments } else { [SwiftArgument]() }
            if !walking.contains(key), inlined.insert(inlineKey(key, arguments, scope)).inserted {
                walking.insert(key)
                walk(statements, inner)
                walking.remove(key)
            }
            if case .call(let call) = expr { walkModifiers(call.modifiers, scope) }
            return
        }
        guard case .call(let call) = expr else {
            if case .closure(let closure) = expr { walk(closure.statements, scope) }
            if let held = heldView(expr, scope) { walk(held.expr, held.scope) }
            return
        }
        walkCall(call, scope)
        walkModifiers(call.modifiers, scope)
    }

    /// A view call: a container, a link, a button, an inlined View struct, or a view that
    /// encloses others (`List`, `ForEach`, `ScrollView`).
    func walkCall(_ call: SwiftCall, _ scope: Scope) {
        let at = range(scope, call.nameToken)
        if Self.containers.contains(call.name) {
            // Read only once: what it shows (screens, tab and case ids, actions) must not be left half-made.
            guard screens[scope.screen]?.embeds == nil else {
                note("'\(scope.screen)' shows a second navigation container; navlint reads only the first", at: at)
                return
            }
            let embedded = container(call, scope: injecting(call.modifiers, scope), rootName: freshScreenName("\(scope.screen).\(Self.kindName(call.name))"))
            update(scope.screen) { $0.embeds = embedded }
            return
        }
        switch call.name {
        case "NavigationLink":
            link(call, scope)
            return
        case "Button":
            button(call, scope)
            return
        default:
            break
        }
        var inner = scope
        if let view = viewName(call.name) {
            walkArguments(call, scope)
            let arguments = viewArguments(call, of: view)
            inner = injecting(call.modifiers, scope)
            guard !walking.contains(view), let (statements, unit) = body(of: view),
                  inlined.insert(inlineKey(view, arguments, inner)).inserted else { return }
            walking.insert(view)
            defer { walking.remove(view) }
            inlinedViews.insert(view)
            inner.unit = unit
            inner.owner = view
            inner.locals = [:]
            inner.aliases = [:]
            inner.placeholder = nil
            bindProperties(of: view, to: arguments, from: scope, into: &inner)
            bindEnvironment(of: view, into: &inner)
            walk(statements, inner)
            return
        }
        guard call.name.first?.isUppercase == true else { return }
        inner.enclosing.append((call.name, at))
        // The state behind the binding (a `@Binding` passed down names the caller's state).
        if call.name == "List", sidebarColumns > 0, let argument = call.arguments.first(where: { $0.label == "selection" }),
           let bound = bindingName(resolveAlias(argument.value, inner).0) {
            inner.selection = Self.last(bound)
            selectionBindings.insert(Self.last(bound))
        }
        bindElements(call, &inner)
        walkArguments(call, inner)
    }

    /// What an inlined view's (or view property's) facts depend on besides its body: the
    /// screen, the arguments as written where it is used, the control it is the label of, and
    /// the first lazy container around it. The same view used again with the same key adds
    /// nothing new (a row view used in every branch of a cell, inside views used many times,
    /// would be walked once per path through the views: exponentially often).
    private func inlineKey(_ view: String, _ arguments: [SwiftArgument], _ scope: Scope) -> String {
        // A closure by where it is written: two rows given different actions are two walks.
        let arguments = arguments.map { argument in
            if case .closure(let closure) = argument.value { return (argument.label ?? "_") + ":{#\(closure.group)}" }
            return (argument.label ?? "_") + ":" + tree(scope).describe(argument.value)
        }
        let lazy = scope.enclosing.first { EnclosingView.lazyContainers.contains($0.name) }
        return [scope.screen, view, "\(scope.unit)", scope.owner ?? "", arguments.joined(separator: ","),
                scope.label ?? "", scope.wrappedIn ?? "", "\(scope.appTriggered)\(scope.background)\(scope.urlHandler ?? -1)",
                lazy.map { "\($0.name)@\($0.range.start)" } ?? ""].joined(separator: "|")
    }

    /// Closures passed to a view call (`List { … }`, `Section(header: …) { … }`), walked as views.
    func walkArguments(_ call: SwiftCall, _ scope: Scope) {
        for argument in call.arguments {
            switch argument.value {
            case .closure(let closure): walk(closure.statements, scope)
            case .call: walk(argument.value, scope)
            default: break
            }
        }
        for (_, closure) in call.closures { walk(closure.statements, scope) }
    }

    /// `ForEach(recipes) { recipe in … }`, `List(items) { item in … }`: the closure's
    /// parameter has the collection's element type.
    func bindElements(_ call: SwiftCall, _ scope: inout Scope) {
        guard let data = call.arguments.first(where: { $0.label == nil || $0.label == "data" }),
              let element = elementType(data.value, scope) else { return }
        for (_, closure) in call.closures {
            if let parameter = closure.parameters.first { scope.locals[parameter] = element }
        }
    }

    static func name(_ expr: SwiftExpr) -> String {
        switch expr {
        case .call(let call): call.name
        case .name(let name, _): name
        default: ""
        }
    }

    static func kindName(_ container: String) -> String {
        switch container {
        case "NavigationStack": "stack"
        case "TabView": "tabs"
        case "NavigationSplitView": "split"
        default: "navigationView"
        }
    }
}
