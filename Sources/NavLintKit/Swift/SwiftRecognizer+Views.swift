/// Links, buttons and the modifiers that carry navigation: destinations, sheets, covers,
/// popovers, alerts, back buttons, titles.
extension SwiftRecognizer {
    /// `NavigationLink(value:)`, `NavigationLink(destination:)`, `NavigationLink { … } label: { … }`.
    func link(_ call: SwiftCall, _ scope: Scope) {
        let at = range(scope, call.nameToken)
        let label = tree(scope).string(call.arguments.first { $0.label == nil }?.value ?? .other([]))
            ?? call.closures.first(where: { $0.label == "label" }).flatMap { tree(scope).firstString(in: $0.closure.statements) }
            ?? (call.arguments.contains { $0.label == "value" } ? call.closures.first.flatMap { tree(scope).firstString(in: $0.closure.statements) } : nil)
        var common = common(scope, label: label ?? scope.label, at: at)
        if let value = call.arguments.first(where: { $0.label == "value" }) {
            // In a split view's `List(selection: $x)`, the link chooses: it sets `x`, which a later
            // column shows (SPEC 6.5), rather than pushing.
            if let selection = scope.selection {
                var setter = scope
                setter.label = label ?? scope.label
                mutations.append(Mutation(kind: .assign(target: selection, value: tree(scope).describe(value.value)), scope: setter,
                                          range: at, value: value.value))
                return
            }
            guard let pushed = pushedValue(value.value, scope, at: at) else { return }
            addAction([("push", pushed)] + common, scope.screen, at)
            return
        }
        var destination: [SwiftStatement] = []
        if let argument = call.arguments.first(where: { $0.label == "destination" }) {
            if case .closure(let closure) = argument.value { destination = closure.statements } else { destination = [.expression(argument.value)] }
        } else if let closure = call.closures.first(where: { $0.label == nil || $0.label == "destination" }),
                  call.closures.count > 1 || call.arguments.first.map({ $0.label == nil }) ?? false {
            // `NavigationLink { Detail() } label: { … }`, `NavigationLink("Edit", isActive: $x) { Detail() }`.
            destination = closure.closure.statements
        }
        guard !destination.isEmpty else {
            note("this NavigationLink names neither a value nor a destination navlint can read", at: at)
            return
        }
        // `NavigationLink(isActive: $x) { … } label: { EmptyView() }`: only code can follow it.
        let labelView = call.closures.first { $0.label == "label" }?.closure.statements
        let hidden = call.arguments.contains { $0.label == "isActive" || $0.label == "tag" } && label == nil
            && (labelView ?? []).allSatisfy { if case .expression(.call(let v)) = $0 { v.name == "EmptyView" } else { false } }
        let target = pushedScreen(destination, scope: scope, at: at)
        let active = call.arguments.first { $0.label == "isActive" }.flatMap { bindingName($0.value) }.map(Self.last)
        if let active { linkBindings[active] = target }
        if hidden || call.modifiers.contains(where: { $0.name == ".hidden" }) {
            common.append(("trigger", .string("app", at)))
            hiddenLinks.append((active, [("pushView", .string(target, at))] + common, scope.screen, at))
            return
        }
        addAction([("pushView", .string(target, at))] + common, scope.screen, at)
    }

    /// The screen a view-based link pushes: a View struct, or its inline content.
    private func pushedScreen(_ statements: [SwiftStatement], scope: Scope, at: SourceRange) -> String {
        let shown = content(of: statements, scope: scope, rootName: freshScreenName("\(scope.screen).link"), at: at)
        if case .string(let name) = shown.kind {
            update(name) { $0.pushed = true }
            return name
        }
        // A container as a pushed view: a screen that embeds it.
        return host(shown, named: rootScreen(of: shown) ?? scope.screen, at: at, pushed: true)
    }

    /// The keys every action may carry: label, enclosing views, wrapping button, trigger.
    func common(_ scope: Scope, label: String?, at: SourceRange) -> [(String, JSONValue)] {
        var fields: [(String, JSONValue)] = []
        if let label { fields.append(("label", .string(label, at))) }
        fields += enclosing(scope, at: at)
        if let wrappedIn = scope.wrappedIn { fields.append(("wrappedIn", .string(wrappedIn, at))) }
        if scope.appTriggered { fields.append(("trigger", .string("app", at))) }
        if let event = scope.event { fields.append((Self.eventKey, .number(Double(event), at))) }
        return fields
    }

    /// `"in"`: the views around an action or destination, outermost first.
    private func enclosing(_ scope: Scope, at: SourceRange) -> [(String, JSONValue)] {
        scope.enclosing.isEmpty ? [] : [("in", .array(scope.enclosing.map { .string($0.name, at) }, at))]
    }

    /// A closure passed as the argument labelled `label` (`Button(action: { … })`).
    func closureArgument(_ call: SwiftCall, _ label: String) -> SwiftClosure? {
        guard let argument = call.arguments.first(where: { $0.label == label }), case .closure(let closure) = argument.value else { return nil }
        return closure
    }

    func addAction(_ fields: [(String, JSONValue)], _ screen: String, _ at: SourceRange) {
        update(screen) { $0.actions.append(.object(fields, at)) }
    }

    /// `Button(title) { … }` in a row view made with `Row(title: "One")`: the literal the caller passed.
    private func passedTitle(_ call: SwiftCall, _ scope: Scope) -> String? {
        guard let first = call.arguments.first(where: { $0.label == nil }), case .name = first.value else { return nil }
        let (expr, written) = resolveAlias(first.value, scope)
        return tree(written).string(expr)
    }

    /// `Button("Label") { … }`, `Button { … } label: { … }`, `Button(action: f) { … }`: the
    /// action's code is collected; a link inside the label is wrapped in a Button.
    func button(_ call: SwiftCall, _ scope: Scope) {
        var inner = scope
        inner.label = tree(scope).firstString(call) ?? passedTitle(call, scope) ?? scope.label
        // A button inside another's label acts by itself: only a NavigationLink there is wrapped.
        inner.wrappedIn = nil
        let labelClosure = call.closures.first { $0.label == "label" }?.closure
        let actionClosure = call.closures.first { $0.label == nil && labelClosure != nil }?.closure
            ?? closureArgument(call, "action")
            ?? (labelClosure == nil ? call.closures.first?.closure : nil)
        if let actionClosure { code(actionClosure.statements, inEvent(inner)) }
        if let functionName = call.arguments.first(where: { $0.label == "action" }), case .name(let name, let token) = functionName.value {
            follow(name, arguments: [], scope: inEvent(inner), at: range(scope, token))
        }
        if let labelClosure {
            var wrapped = scope
            wrapped.wrappedIn = "Button"
            walk(labelClosure.statements, wrapped)
        }
    }

    static let presentingModifiers: Set<String> = [".sheet", ".fullScreenCover", ".popover"]

    func walkModifiers(_ modifiers: [SwiftCall], _ scope: Scope) {
        for modifier in modifiers { walkModifier(modifier, scope) }
    }

    private func walkModifier(_ modifier: SwiftCall, _ scope: Scope) {
        let at = range(scope, modifier.nameToken)
        switch modifier.name {
        case ".navigationDestination":
            destination(modifier, scope)
        case _ where Self.presentingModifiers.contains(modifier.name):
            present(modifier, style: String(modifier.name.dropFirst()), scope)
        case ".alert", ".confirmationDialog":
            dialog(modifier, scope)
        case ".navigationBarBackButtonHidden":
            if !isFalse(modifier) { update(scope.screen) { $0.backButtonHidden = at } }
        case ".interactiveDismissDisabled":
            if !isFalse(modifier) { update(scope.screen) { $0.interactiveDismissDisabled = at } }
        case ".navigationTitle":
            if let title = tree(scope).firstString(modifier), screens[scope.screen]?.title == nil {
                update(scope.screen) { $0.title = title }
            }
        case ".onTapGesture", ".onLongPressGesture", ".onSubmit", ".refreshable":
            for (_, closure) in modifier.closures { code(closure.statements, inEvent(scope)) }
        case ".onOpenURL":
            urlHandler(modifier, scope)
        case ".onContinueUserActivity":
            // Universal links through NSUserActivity: their routes come from an overlay spec (SPEC 7).
            break
        case ".onAppear", ".task", ".onChange", ".onReceive":
            var app = scope
            app.appTriggered = true
            for (_, closure) in modifier.closures { code(closure.statements, inEvent(app)) }
        default:
            // `.toolbar { … }`, `.contextMenu { … }`, `.overlay { … }`: views.
            walkArguments(modifier, scope)
        }
    }

    /// A binding that is always false or nil: `.constant(false)`, `Binding.constant(nil)`.
    static func neverSet(_ binding: SwiftExpr) -> Bool {
        guard case .call(let call) = binding, call.name == ".constant" || call.name == "Binding.constant",
              call.arguments.count == 1, call.closures.isEmpty, case .name(let value, _) = call.arguments[0].value else { return false }
        return value == "false" || value == "nil"
    }

    private func isFalse(_ modifier: SwiftCall) -> Bool {
        guard let first = modifier.arguments.first, case .name(let value, _) = first.value else { return false }
        return value == "false"
    }

    /// `.navigationDestination(for: T.self) { v in … }`, `(isPresented: $b) { … }`, `(item: $x) { v in … }`.
    private func destination(_ modifier: SwiftCall, _ scope: Scope) {
        let at = range(scope, modifier.nameToken)
        destinationLog.append((scope.screen, at))
        // A view inlined again elsewhere (one timeline view in several tabs) declares it once.
        guard screens[scope.screen]?.destinations.contains(where: { $0.range == at }) != true else { return }
        guard let first = modifier.arguments.first, let closure = modifier.closures.first?.closure ?? closureArgument(modifier, "destination")
        else { return }
        var fields: [(String, JSONValue)] = []
        var inner = scope
        inner.enclosing = []
        let hint = freshScreenName("\(scope.screen).destination")
        switch first.label {
        case "for":
            guard case .name(let written, _) = first.value, written.hasSuffix(".self") else {
                note("the type of this navigationDestination cannot be read", at: at)
                return
            }
            let type = typeKey(String(written.dropLast(5)))
            useType(type, at: at)
            fields.append(("for", .string(type, at)))
            typeParameter(of: closure, as: type, in: &inner)
            if let cases = enumDestination(type, closure, inner, hint: hint, at: at) {
                fields.append(("cases", cases))
            } else {
                fields.append(("screen", target(closure.statements, inner, hint: hint, at: at)))
            }
        case "isPresented", "item":
            guard !Self.neverSet(first.value), let binding = bindingName(first.value) else { return }
            destinationBindings.insert(Self.last(binding))
            fields.append((first.label!, .string(Self.last(binding), at)))
            fields.append(("screen", target(closure.statements, inner, hint: hint, at: at)))
        default:
            note("this navigationDestination form is not read", at: at)
            return
        }
        fields += enclosing(scope, at: at)
        update(scope.screen) { $0.destinations.append(.object(fields, at)) }
    }

    /// A modal's content, its root screen marked as presented.
    private func presented(_ statements: [SwiftStatement], _ scope: Scope, rootName: String, at: SourceRange) -> JSONValue {
        let shown = content(of: statements, scope: scope, rootName: freshScreenName(rootName), at: at)
        if let root = rootScreen(of: shown) { update(root) { $0.presented = true } }
        return shown
    }

    /// A destination's content, its root screen marked as pushed.
    private func target(_ statements: [SwiftStatement], _ scope: Scope, hint: String, at: SourceRange) -> JSONValue {
        let shown = content(of: statements, scope: scope, rootName: hint, at: at)
        if case .string(let name) = shown.kind { update(name) { $0.pushed = true } }
        return shown
    }

    /// `switch route { case .a: A() case .b(let x): B(x) default: C() }` over an enum's cases.
    private func enumDestination(_ type: String, _ closure: SwiftClosure, _ scope: Scope, hint: String, at: SourceRange) -> JSONValue? {
        guard let info = module.types[type], info.keyword == "enum", !info.cases.isEmpty else { return nil }
        var (statements, scope) = (closure.statements, scope)
        // `{ route in coordinator(route) }`, `{ $0.destination }`: the switch is in a function of the view.
        if case .expression(let expr)? = Self.single(statements), let (inner, innerScope, _) = builder(expr, scope) {
            (statements, scope) = (inner, innerScope)
        } else if case .expression(let expr)? = Self.single(statements), let (statement, innerScope) = dispatch(expr, scope) {
            // `{ route in route.destinationView() }`: the enum draws itself, switching over `self`.
            (statements, scope) = ([statement], innerScope)
        }
        guard case .switchOver(_, let cases, _)? = Self.single(Self.unwrapGroups(statements)) else { return nil }
        let names = info.cases.map(\.decl.name)
        var mapped: [JSONMember] = []
        var done: Set<String> = []
        var fallback: [SwiftStatement]?
        for item in cases {
            guard !item.patterns.isEmpty else {
                fallback = item.statements
                continue
            }
            var shown = shareable(target(item.statements, scope, hint: hint, at: at), at: at)
            // Findings about this case point at the `case` line, not at the view's declaration
            // (a container keeps its own place, for findings about the container).
            let caseAt = item.patterns.first.flatMap { tree(scope).firstToken($0) }.map { range(scope, $0) } ?? shown.range
            if case .string = shown.kind { shown.range = caseAt }
            for name in patternCases(item.patterns, scope) where info.caseNames.contains(name) && done.insert(name).inserted {
                mapped.append(JSONMember(key: name, keyRange: caseAt, value: shown))
            }
        }
        if let fallback {
            let shown = shareable(target(fallback, scope, hint: hint, at: at), at: at)
            // Marked: only the cases the app pushes stay (SwiftRecognizer.document), so a case nothing
            // pushes is not reported as a destination nobody uses, which the code never wrote.
            for name in names where done.insert(name).inserted {
                mapped.append(JSONMember(key: Self.defaultCase + name, keyRange: shown.range, value: shown))
            }
        }
        return JSONValue(kind: .object(mapped), range: at)
    }

    /// The case names of `case .a, .b(let x), let .c(y):`.
    func patternCases(_ patterns: [SwiftTree.Item], _ scope: Scope) -> [String] {
        let tree = tree(scope)
        var names: [String] = []
        for (k, item) in patterns.enumerated() where tree.word(item) == "." {
            if k + 1 < patterns.count, let name = tree.word(patterns[k + 1]) { names.append(name) }
        }
        return names
    }

    /// `.sheet(isPresented: $x) { … }`, `.sheet(item: $x) { v in … }`: presented when code sets `x`.
    private func present(_ modifier: SwiftCall, style: String, _ scope: Scope) {
        let at = range(scope, modifier.nameToken)
        guard let closure = modifier.closures.first?.closure ?? closureArgument(modifier, "content") else { return }
        let bound = modifier.arguments.first { $0.label == "isPresented" || $0.label == "item" }
        // `.sheet(isPresented: .constant(false))`, a placeholder: SwiftUI never presents it, so
        // neither does the spec.
        if let bound, Self.neverSet(bound.value) { return }
        var inner = scope
        inner.enclosing = []
        let state = bound.flatMap { bindingName($0.value) }
        let binding = state.map(Self.last)
        let onObject = state.map { isObjectState($0, scope) } ?? false
        if bound?.label == "item", let state, let type = typeName(of: state, scope) { typeParameter(of: closure, as: SwiftModule.bare(type), in: &inner) }
        // `.sheet(item: $sheet) { sheet in switch sheet { case .a: A() … } }`: one sheet per case,
        // presented by the code that sets that case.
        var (statements, caseScope) = (closure.statements, inner)
        if case .expression(let expr)? = Self.single(statements), let (body, bodyScope, _) = builder(expr, inner) {
            (statements, caseScope) = (body, bodyScope)
        }
        statements = Self.unwrapGroups(statements)
        if bound?.label == "item", case .switchOver(_, let cases, let token)? = Self.single(statements), cases.count > 1 {
            for item in cases {
                let names = item.patterns.isEmpty ? ["default"] : patternCases(item.patterns, caseScope)
                let caseAt = range(caseScope, item.patterns.first.flatMap { tree(caseScope).firstToken($0) } ?? token)
                let shown = presented(item.statements, caseScope, rootName: "\(scope.screen).\(style)", at: caseAt)
                sheets.append(Sheet(screen: scope.screen, binding: binding, isItem: true, style: style, content: shown, range: at,
                                    scope: scope, cases: Set(names), modified: modifiedContent[at], onObject: onObject))
            }
            return
        }
        let shown = presented(closure.statements, inner, rootName: "\(scope.screen).\(style)", at: at)
        // A UIKit controller (`SFSafariViewController` behind a representable) has controls navlint cannot read.
        if case .expression(.call(let call))? = Self.single(closure.statements),
           let info = module.types[call.name], info.inherited.contains(where: { $0.hasSuffix("Representable") }),
           case .string(let root) = shown.kind {
            note("'\(call.name)' is UIKit, whose controls navlint cannot read; it is taken to offer a way to close it", at: at)
            update(root) { $0.actions.append(.object([("dismiss", .bool(true, at)), ("trigger", .string("app", at))], at)) }
        }
        sheets.append(Sheet(screen: scope.screen, binding: binding, isItem: bound?.label == "item", style: style, content: shown,
                            range: at, scope: scope, modified: modifiedContent[at], onObject: onObject))
    }

    /// `.alert("Title", isPresented: $x) { Button("Delete", role: .destructive) { … } }`: a
    /// dialog screen whose buttons act where it was raised.
    private func dialog(_ modifier: SwiftCall, _ scope: Scope) {
        let at = range(scope, modifier.nameToken)
        let style = String(modifier.name.dropFirst())
        let bound = modifier.arguments.first { $0.label == "isPresented" || $0.label == "item" }
        if let bound, Self.neverSet(bound.value) { return }
        let name = screen(freshScreenName("\(scope.screen).\(style)"), at: at)
        update(name) {
            $0.title = self.tree(scope).firstString(modifier)
            $0.dialogOf = scope.screen
            $0.presented = true
        }
        if let actions = modifier.closures.first(where: { $0.label == nil || $0.label == "actions" })?.closure {
            var inner = scope
            inner.screen = name
            inner.enclosing = []
            walk(actions.statements, inner)
        }
        let state = bound.flatMap { bindingName($0.value) }
        sheets.append(Sheet(screen: scope.screen, binding: state.map(Self.last), isItem: bound?.label == "item", style: style,
                            content: .string(name, at), range: at, scope: scope, onObject: state.map { isObjectState($0, scope) } ?? false))
    }
}
