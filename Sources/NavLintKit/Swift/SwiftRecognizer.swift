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
        var label: String?
        var wrappedIn: String?
        var appTriggered = false
        var background = false
        /// How many calls deep actions are followed (SPEC 7: one).
        var followed = 0
    }

    final class Alias {
        let expr: SwiftExpr
        let scope: Scope
        init(_ expr: SwiftExpr, _ scope: Scope) {
            self.expr = expr
            self.scope = scope
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
    }

    private(set) var screens: [String: Screen] = [:]
    private(set) var screenOrder: [String] = []
    /// Types pushed or destined, with where first named.
    private(set) var usedTypes: [String: SourceRange] = [:]
    private(set) var usedTypeOrder: [String] = []
    private(set) var notes: [(message: String, range: SourceRange)] = []
    var mutations: [Mutation] = []
    var sheets: [Sheet] = []
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
    /// Ids of tabs and switch cases: one namespace for the whole app.
    var caseIDs: Set<String> = []
    /// Content of a View struct where it is shown, computed once.
    private var contents: [String: JSONValue] = [:]
    /// View structs being walked (their own body or inlined): not entered again.
    var walking: Set<String> = []

    init(_ module: SwiftModule) {
        self.module = module
    }

    func note(_ message: String, at range: SourceRange) { notes.append((message, range)) }

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

    func update(_ name: String, _ change: (inout Screen) -> Void) {
        if screens[name] != nil { change(&screens[name]!) }
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
        guard let info = module.types[view], let body = info.property("body"), let group = body.decl.body else { return nil }
        return (module.units[body.unit].tree.statements(in: group), body.unit)
    }

    func isView(_ name: String) -> Bool { module.types[name]?.isView ?? false }

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

    /// A View struct as content where navigation shows it: its body's container (whose first
    /// inline root is the screen named after the struct), or the screen itself.
    func content(ofView view: String, at range: SourceRange) -> JSONValue {
        if let known = contents[view] { return known }
        guard let (statements, unit) = body(of: view), !walking.contains(view) else {
            screen(view, at: range)
            return .string(view, range)
        }
        walking.insert(view)
        defer { walking.remove(view) }
        let info = module.types[view]!
        let scope = Scope(unit: unit, owner: view, screen: view)
        let declared = module.range(info.unit, info.nameToken)
        let result: JSONValue
        if case .expression(.call(let call))? = Self.single(statements), Self.containers.contains(call.name) {
            result = container(call, scope: scope, rootName: view)
        } else if let single = Self.single(statements), let switched = switchContent(single, scope: scope, rootName: view) {
            result = switched
        } else {
            screen(view, at: declared)
            walk(statements, scope)
            result = .string(view, declared)
        }
        contents[view] = result
        return result
    }

    /// The content statements show where navigation shows them (a stack's root closure, a
    /// tab, a sheet, a destination): one View struct, one container, a conditional, or
    /// inline views that become a screen named `rootName`.
    func content(of statements: [SwiftStatement], scope: Scope, rootName: String, at where: SourceRange) -> JSONValue {
        if case .expression(.call(let call))? = Self.single(statements) {
            if Self.containers.contains(call.name) { return container(call, scope: scope, rootName: rootName) }
            if isView(call.name) {
                let shown = content(ofView: call.name, at: range(scope, call.nameToken))
                // Modifiers on `Detail()` act as if written in its body.
                var onView = scope
                onView.screen = rootScreen(of: shown) ?? call.name
                onView.enclosing = []
                walkArguments(call, onView)
                walkModifiers(call.modifiers, onView)
                return shown
            }
        }
        if let single = Self.single(statements), let switched = switchContent(single, scope: scope, rootName: rootName) {
            return switched
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
            case .switchOver(_, let cases, _):
                for item in cases { walk(item.statements, scope) }
            case .local(let name, _, let value):
                if let value, let type = valueType(value, scope) { scope.locals[name] = type }
            case .assignment:
                break
            }
        }
    }

    func walk(_ expr: SwiftExpr, _ scope: Scope) {
        guard case .call(let call) = expr else {
            if case .closure(let closure) = expr { walk(closure.statements, scope) }
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
            let embedded = container(call, scope: scope, rootName: freshScreenName("\(scope.screen).\(Self.kindName(call.name))"))
            if screens[scope.screen]?.embeds == nil {
                update(scope.screen) { $0.embeds = embedded }
            } else {
                note("'\(scope.screen)' shows a second navigation container; navlint reads only the first", at: at)
            }
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
        if isView(call.name) {
            walkArguments(call, scope)
            guard !walking.contains(call.name), let (statements, unit) = body(of: call.name) else { return }
            walking.insert(call.name)
            defer { walking.remove(call.name) }
            inner.unit = unit
            inner.owner = call.name
            inner.locals = [:]
            inner.aliases = [:]
            walk(statements, inner)
            return
        }
        guard call.name.first?.isUppercase == true else { return }
        inner.enclosing.append((call.name, at))
        bindElements(call, &inner)
        walkArguments(call, inner)
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

    static func kindName(_ container: String) -> String {
        switch container {
        case "NavigationStack": "stack"
        case "TabView": "tabs"
        case "NavigationSplitView": "split"
        default: "navigationView"
        }
    }
}
