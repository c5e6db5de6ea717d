/// What code does to navigation state: `path.append`, `removeLast`, `removeAll`, `dismiss()`,
/// `openURL`, setting a destination's, a sheet's, a TabView's or a switch's state; router
/// methods that do those are followed two calls deep (SPEC 7 asks for one), and closures a
/// view model was made with are run where they were written.
extension SwiftRecognizer {
    /// The statements of a button's action, a tap gesture, `onAppear`: each mutation is kept
    /// for `resolve()`.
    func code(_ statements: [SwiftStatement], _ scope: Scope) {
        var scope = scope
        for statement in statements {
            switch statement {
            case .expression(.call(let call)):
                codeCall(call, scope)
            case .assignment(let target, let op, let value) where op == "=":
                guard let token = Self.token(target) else { continue }
                var written = tree(scope).describe(value)
                if case .name(let name, _) = value, let alias = scope.aliases[name] { written = tree(alias.scope).describe(alias.expr) }
                let (name, owner) = state(target, scope)
                mutations.append(Mutation(kind: .assign(target: name, value: written), scope: scope,
                                          range: range(scope, token), value: value, stateOwner: owner))
            case .conditional(let branches, let otherwise):
                let hosts = branches.map { $0.statements.isEmpty ? nil : urlHost($0.condition, scope) }
                let split = scope.urlHandler != nil && scope.urlBranch == nil && hosts.contains { $0 != nil }
                for (branch, host) in zip(branches, hosts) {
                    var inner = scope
                    if split { inner.urlBranch = host ?? "" }
                    readURLCondition(branch.condition, scope, host: !split)
                    // `if let x = …` binds in the branch; `guard let x = … else { … }` after it.
                    if branch.statements.isEmpty, branches.count == 1, otherwise != nil {
                        bindCondition(branch.condition, &scope)
                    } else {
                        bindCondition(branch.condition, &inner)
                    }
                    code(branch.statements, inner)
                }
                if let otherwise {
                    var inner = scope
                    if split { inner.urlBranch = "" }
                    code(otherwise, inner)
                }
            case .switchOver(let subject, let cases, _):
                if let hosts = urlHostCases(cases, over: subject, scope) {
                    for (item, host) in zip(cases, hosts) {
                        var inner = scope
                        inner.urlBranch = host ?? ""
                        code(item.statements, inner)
                    }
                    continue
                }
                for item in taken(cases, over: subject, scope) { code(item.statements, scope) }
            case .local(let name, _, let value):
                readURLLocal(value, scope)
                bindLocal(name, value, &scope)
            default:
                continue
            }
        }
    }

    /// The names a condition binds (`let country = countries.first(where: …)`, one after
    /// another), typed as locals are.
    private func bindCondition(_ condition: [SwiftTree.Item], _ scope: inout Scope) {
        let tree = tree(scope)
        var k = 0
        while k < condition.count {
            guard let word = tree.word(condition[k]), word == "let" || word == "var", k + 2 < condition.count,
                  case .token(let n) = condition[k + 1], tree.tokens[n].kind == .identifier, tree.word(condition[k + 2]) == "=" else {
                k += 1
                continue
            }
            var end = k + 3
            while end < condition.count, tree.word(condition[end]) != "," { end += 1 }
            bindLocal(tree.text(n), tree.expression(Array(condition[(k + 3)..<end])), &scope)
            k = end
        }
    }

    /// The state an assignment or a toggle changes, and the view that holds it: `isPresented =
    /// false` on a `@Binding` stands for the caller's state.
    private func state(_ target: SwiftExpr, _ scope: Scope) -> (name: String, owner: String?) {
        let (resolved, resolvedScope) = resolveAlias(target, scope)
        let bound = bindingName(resolved) != nil
        let name = bound ? tree(resolvedScope).describe(resolved) : tree(scope).describe(target)
        return (name.hasPrefix("$") ? String(name.dropFirst()) : name, bound ? resolvedScope.owner : scope.owner)
    }

    static func token(_ expr: SwiftExpr) -> Int? {
        switch expr {
        case .name(_, let token): token
        case .call(let call): call.nameToken
        default: nil
        }
    }

    static let mutating: Set<String> = ["append", "removeLast", "removeAll", "toggle", "dismiss", "openURL"]

    private func codeCall(_ call: SwiftCall, _ scope: Scope) {
        let last = Self.last(call.name)
        // `items.forEach { … }`, `service.get(url).forEach { … }`: the closure runs here.
        for modifier in call.modifiers where modifier.name == ".forEach" {
            for (_, closure) in modifier.closures { code(closure.statements, scope) }
        }
        switch call.name {
        case "withAnimation", "Task", "MainActor.run", "DispatchQueue.main.async", "DispatchQueue.main.asyncAfter", "await",
             _ where last == "forEach":
            for (_, closure) in call.closures { code(closure.statements, scope) }
            for argument in call.arguments { if case .closure(let closure) = argument.value { code(closure.statements, scope) } }
            return
        case "Task.detached", "DispatchQueue.global().async":
            var background = scope
            background.background = true
            for (_, closure) in call.closures { code(closure.statements, background) }
            return
        default:
            break
        }
        if last == "toggle", case let receiver = String(call.name.dropLast(7)), !receiver.isEmpty {
            let (name, owner) = state(.name(receiver, token: call.nameToken), scope)
            mutations.append(Mutation(kind: .assign(target: name, value: "toggle"), scope: scope, range: range(scope, call.nameToken),
                                      stateOwner: owner))
            return
        }
        if Self.mutating.contains(last) || last == "open" && call.name.hasSuffix("openURL.open") {
            mutations.append(Mutation(kind: .call(call), scope: scope, range: range(scope, call.nameToken)))
            return
        }
        if runStoredClosure(call, scope) { return }
        follow(call.name, arguments: call.arguments, scope: scope, at: range(scope, call.nameToken))
    }

    /// The cases of a `switch` that run (or show): all of them, unless the subject stands for a
    /// known case (`navigation(.back)` run on `{ destination in switch destination { … } }`,
    /// `coordinator.build(page: .home)`).
    func taken(_ cases: [(patterns: [SwiftTree.Item], statements: [SwiftStatement])], over subject: [SwiftTree.Item],
               _ scope: Scope) -> [(patterns: [SwiftTree.Item], statements: [SwiftStatement])] {
        guard subject.count == 1, let name = tree(scope).word(subject[0]), scope.aliases[name] != nil else { return cases }
        let (value, _) = resolveAlias(.name(name, token: 0), scope)
        let known: String? = switch value {
        case .name(let text, _) where text.hasPrefix("."): String(text.dropFirst())
        case .call(let call) where call.name.hasPrefix("."): String(call.name.dropFirst())
        default: nil
        }
        guard let known else { return cases }
        let matching = cases.filter { patternCases($0.patterns, scope).contains(known) }
        return matching.isEmpty ? cases.filter(\.patterns.isEmpty) : matching
    }

    /// `navigation(.back)` in a followed method: a closure the object's initializer was given
    /// (`Model(story) { destination in … }`), run where it was written, as the caller's action.
    private func runStoredClosure(_ call: SwiftCall, _ scope: Scope) -> Bool {
        guard let instance = scope.instance, case .call(let made) = instance.expr, !call.name.contains("."),
              let owner = scope.owner, module.types[owner]?.property(call.name) != nil else { return false }
        let closure: SwiftClosure? = {
            if let argument = made.arguments.first(where: { $0.label == call.name }), case .closure(let closure) = argument.value { return closure }
            return made.closures.count == 1 ? made.closures[0].closure : nil
        }()
        guard let closure else { return false }
        run(closure, writtenIn: instance.scope, arguments: call.arguments, as: scope)
        return true
    }

    /// A closure run where it was written (its names are the writer's), as an action of
    /// `scope` (its screen, label, trigger), its parameters bound to `arguments`.
    private func run(_ closure: SwiftClosure, writtenIn written: Scope, arguments: [SwiftArgument], as scope: Scope) {
        // Nested at most eight deep, and a fixed number in all: closures calling several others
        // each would otherwise multiply at every level (hostile input must stay linear).
        guard scope.closuresRun < 8 else { return }
        guard closureBudget > 0 else {
            if closureBudget == 0, closure.group >= 0, case let open = tree(written).groups[closure.group].open, open >= 0 {
                note("closures calling closures: navlint stopped running them here (20,000 in all); navigation done deeper in callbacks is not read", at: range(written, open))
            }
            closureBudget = -1
            return
        }
        closureBudget -= 1
        var inner = written
        inner.screen = scope.screen
        inner.label = scope.label
        inner.enclosing = scope.enclosing
        inner.wrappedIn = scope.wrappedIn
        inner.appTriggered = scope.appTriggered
        inner.background = scope.background
        inner.urlHandler = scope.urlHandler
        inner.urlBranch = scope.urlBranch
        inner.followed = scope.followed
        inner.closuresRun = scope.closuresRun + 1
        for (parameter, argument) in zip(closure.parameters, arguments) { inner.aliases[parameter] = Alias(argument.value, scope) }
        code(closure.statements, inner)
    }

    /// A method of the view or of a router it holds (`router.show(.recipe(r))`), walked
    /// with its parameters bound to the arguments: two calls deep at most.
    func follow(_ name: String, arguments: [SwiftArgument], scope: Scope, at: SourceRange) {
        // `Button(action: onTitleTap)`, `onSelect(item)`: a closure a caller passed this view.
        if !name.contains("."), scope.aliases[name] != nil, case (.closure(let closure), let written) = resolveAlias(.name(name, token: 0), scope) {
            run(closure, writtenIn: written, arguments: arguments, as: scope)
            return
        }
        guard scope.followed < 2 else { return }
        guard let (holder, method) = method(name, scope), let info = module.types[holder],
              let function = function(method, of: info, arguments: arguments, scope), let body = function.decl.body else { return }
        var inner = scope
        inner.unit = function.unit
        inner.owner = holder
        inner.locals = [:]
        inner.aliases = [:]
        inner.instance = instance(of: name, holder, scope)
        inner.followed += 1
        bindParameters(of: function, to: arguments, from: scope, into: &inner)
        code(module.units[function.unit].tree.statements(in: body), inner)
    }

    /// How the object a method is called on was made, when the code shows it: `model` bound to
    /// a caller's `let model = Model(…)`.
    private func instance(of name: String, _ holder: String, _ scope: Scope) -> Alias? {
        let receiver = name.split(separator: ".").dropLast().joined(separator: ".")
        guard !receiver.isEmpty, receiver != "self" else { return scope.instance }
        let (value, valueScope) = resolveAlias(.name(receiver, token: 0), scope)
        guard case .call(let call) = value, call.name == holder || call.name == holder + ".init" else { return nil }
        return Alias(value, valueScope)
    }

    /// `(to route: Route, animated: Bool = true)`: each parameter's label, name and type.
    func parameters(of function: SwiftModule.Member) -> [(label: String?, name: String, type: String?)] {
        guard let group = function.decl.parameters else { return [] }
        let tree = module.units[function.unit].tree
        var result: [(label: String?, name: String, type: String?)] = []
        var current: [SwiftTree.Item] = []
        func flush() {
            defer { current = [] }
            guard let colon = current.firstIndex(where: { tree.word($0) == ":" }) else { return }
            let names = current[..<colon].compactMap { tree.word($0) }.filter { $0 != "inout" }
            guard let name = names.last, name != "_" else { return }
            let label = names.count > 1 ? (names[0] == "_" ? nil : names[0]) : name
            var typeItems = Array(current[(colon + 1)...])
            if let equals = typeItems.firstIndex(where: { tree.word($0) == "=" }) { typeItems = Array(typeItems[..<equals]) }
            let type = typeItems.map(tree.written).joined(separator: " ")
            result.append((label, name, type.isEmpty ? nil : SwiftModule.bare(type)))
        }
        for item in tree.groups[group].items {
            if tree.word(item) == "," { flush() } else { current.append(item) }
        }
        flush()
        return result
    }
}
