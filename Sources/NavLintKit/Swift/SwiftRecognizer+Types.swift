/// The type of a pushed value, inferred from what the module declares (SPEC 7): a
/// constructor call, an enum case, a closure parameter over a collection of declared
/// element type, a parameter or a property. What cannot be told is a note, never a guess.
extension SwiftRecognizer {
    /// The spec's name for a pushed value (`Recipe`, `AppRoute.detail`), or nil after a note.
    func pushedValue(_ expr: SwiftExpr, _ scope: Scope, at: SourceRange) -> JSONValue? {
        guard let (written, enumCase) = typeAndCase(expr, scope) else {
            note("the type of the value pushed here cannot be told from the code ('\(tree(scope).describe(expr))')", at: at)
            if scope.urlHandler == nil { untypedPushes.insert(scope.screen) }
            return nil
        }
        let type = typeKey(written)
        if let info = module.types[type], info.keyword == "enum", !info.cases.isEmpty {
            guard let enumCase else {
                note("which case of \(type) is pushed here cannot be told from the code ('\(tree(scope).describe(expr))')", at: at)
                if scope.urlHandler == nil { untypedPushes.insert(scope.screen) }
                return nil
            }
            useType(type, at: at)
            return .string("\(type).\(enumCase)", at)
        }
        useType(type, at: at)
        return .string(type, at)
    }

    /// A value's type and, for an enum case, the case.
    func typeAndCase(_ expr: SwiftExpr, _ scope: Scope) -> (type: String, enumCase: String?)? {
        switch expr {
        case .call(let call):
            if call.name.hasPrefix(".") { return enumCase(String(call.name.dropFirst())) }
            // `countries.first(where: …)`, `authors.randomElement()`: an element of the array.
            if let dot = call.name.lastIndex(of: "."), Self.elementCalls.contains(String(call.name[call.name.index(after: dot)...])),
               let element = typeName(of: String(call.name[..<dot]), scope).flatMap(SwiftModule.element) {
                return (element, nil)
            }
            if let split = enumCase(qualified: call.name) { return split }
            if call.name.first?.isUppercase == true {
                let name = call.name.hasSuffix(".init") ? String(call.name.dropLast(5)) : call.name
                return name.contains(".") ? nil : (name, nil)
            }
            return functionResult(call.name, scope).map { ($0, nil) }
        case .name(let name, _):
            if name.hasPrefix(".") { return enumCase(String(name.dropFirst())) }
            if let alias = scope.aliases[name] { return typeAndCase(alias.expr, alias.scope) }
            if let split = enumCase(qualified: name) { return split }
            return typeName(of: name, scope).map { ($0, nil) }
        case .literal(let t):
            switch tree(scope).tokens[t].kind {
            case .string: return ("String", nil)
            case .integer: return ("Int", nil)
            default: return ("Double", nil)
            }
        case .other(let items):
            return chainType(items, scope).map { ($0, nil) }
        default:
            return nil
        }
    }

    /// An array's methods that return one of its elements.
    static let elementCalls: Set<String> = ["first", "last", "randomElement", "min", "max", "popLast", "removeFirst", "removeLast"]

    /// `authors[0].name`, `items.first!`, `authors.randomElement()!`: a name, then subscripts
    /// of an array, members, a method's result, an array's `first`, `last` or
    /// `randomElement()`, and unwraps, each typed by what the module declares.
    private func chainType(_ items: [SwiftTree.Item], _ scope: Scope) -> String? {
        let tree = tree(scope)
        guard case .token(let t)? = items.first, tree.tokens[t].kind == .identifier, var type = typeName(of: tree.text(t), scope) else {
            return nil
        }
        var k = 1
        while k < items.count {
            if let word = tree.word(items[k]) {
                if word == "!" || word == "?" {
                    k += 1
                    continue
                }
                guard word == ".", k + 1 < items.count, case .token(let m) = items[k + 1], tree.tokens[m].kind == .identifier else { return nil }
                let member = tree.text(m)
                k += 2
                let called = k < items.count && { if case .group(let g) = items[k] { tree.groups[g].bracket == .paren } else { false } }()
                if called { k += 1 }
                if called, let element = SwiftModule.element(of: type), Self.elementCalls.contains(member) {
                    type = element
                } else if called {
                    guard let result = declaredResult(of: member, on: typeKey(type)) else { return nil }
                    type = result
                } else {
                    guard let next = memberType(type, member) else { return nil }
                    type = next
                }
            } else if case .group(let g) = items[k], tree.groups[g].bracket == .square, let element = SwiftModule.element(of: type) {
                type = element
                k += 1
            } else {
                return nil
            }
        }
        return type
    }

    func valueType(_ expr: SwiftExpr, _ scope: Scope) -> String? { typeAndCase(expr, scope)?.type }

    /// A type as the spec names it: `AppViewModel.AppNavigation` is the module's `AppNavigation`.
    func typeKey(_ written: String) -> String {
        guard written.contains("."), let last = written.split(separator: ".").last.map(String.init), module.types[last] != nil else { return written }
        return last
    }

    /// `Route.detail` where Route is an enum of the module with that case.
    private func enumCase(qualified name: String) -> (type: String, enumCase: String?)? {
        let parts = name.split(separator: ".").map(String.init)
        guard parts.count >= 2, let info = module.types[parts[parts.count - 2]], info.keyword == "enum",
              info.caseNames.contains(parts[parts.count - 1]) else { return nil }
        return (info.name, parts[parts.count - 1])
    }

    /// `.detail` alone: the one enum with that case, preferring enums destinations are declared for.
    private func enumCase(_ name: String) -> (type: String, enumCase: String?)? {
        let owners = module.enumsWithCase[name] ?? []
        let destined = owners.filter { usedTypes[$0] != nil }
        if destined.count == 1 { return (destined[0], name) }
        return owners.count == 1 ? (owners[0], name) : nil
    }

    /// The type a name path has: a local, a parameter, a property, a property of a property.
    func typeName(of path: String, _ scope: Scope) -> String? {
        var parts = path.split(separator: ".").map(String.init)
        guard !parts.isEmpty else { return nil }
        if parts[0] == "self" {
            parts.removeFirst()
            guard !parts.isEmpty else { return scope.owner }
        }
        var type: String?
        let first = parts[0]
        if let alias = scope.aliases[first], let aliased = valueType(alias.expr, alias.scope) {
            type = aliased
        } else if let local = scope.locals[first] {
            type = local
        } else if let property = scope.owner.flatMap({ module.types[$0]?.property(first) }) {
            type = propertyType(property)
        } else if first.first?.isUppercase == true {
            type = first
        }
        for part in parts.dropFirst() {
            guard let current = type else { return nil }
            if part == "allCases" || part == "shared" { continue }
            type = memberType(current, part)
        }
        return type
    }

    /// The type of property `member` of a value of `type`; an array's `first` and `last` are an element.
    private func memberType(_ type: String, _ member: String) -> String? {
        if member == "first" || member == "last", let element = SwiftModule.element(of: type) { return element }
        return module.types[typeKey(type)]?.property(member).flatMap(propertyType)
    }

    /// A property's type: as declared, else its initializer's constructor (`= Router()`).
    func propertyType(_ member: SwiftModule.Member) -> String? {
        if let declared = member.decl.types.first { return SwiftModule.bare(declared) }
        if let named = member.decl.attributeType { return named }
        let tree = module.units[member.unit].tree
        guard !member.decl.initializer.isEmpty else { return nil }
        let written = member.decl.initializer.map(tree.written).joined(separator: " ")
        if written.hasPrefix("["), let close = written.lastIndex(of: "]"), written.hasSuffix("( )") || written.hasSuffix("()") {
            return SwiftModule.bare(String(written[...close]))
        }
        if member.decl.initializer.count == 1, case .group(let g) = member.decl.initializer[0], tree.groups[g].bracket == .square,
           case .token(let t)? = tree.groups[g].items.first {
            switch tree.tokens[t].kind {
            case .string: return "[String]"
            case .integer: return "[Int]"
            default:
                // `[Message(id: 1)]`, `[Message.sample]`: an array of a type the module declares.
                let name = String(tree.text(t).split(separator: ".").first ?? "")
                if module.types[name] != nil { return "[\(name)]" }
            }
        }
        // `= Author.samples`: a static property the module declares.
        if case .name(let name, _) = tree.expression(member.decl.initializer), name.first?.isUppercase == true, name.contains("."),
           let type = typeName(of: name, Scope(unit: member.unit, owner: nil, screen: "")) {
            return type
        }
        if case .call(let call) = tree.expression(member.decl.initializer), call.name.first?.isUppercase == true {
            if call.name.hasSuffix(".init") { return String(call.name.dropLast(5)) }
            // `Router.shared`, `AppEnvironment.bootstrap()`: a static factory of the type.
            let parts = call.name.split(separator: ".").map(String.init)
            if parts.count == 2, module.types[parts[0]] != nil, module.types[parts[1]] == nil { return parts[0] }
            return call.name
        }
        return nil
    }

    /// What `f(…)` or `model.f(…)` returns, when the module declares it.
    private func functionResult(_ name: String, _ scope: Scope) -> String? {
        guard let (holder, method) = method(name, scope) else { return nil }
        return declaredResult(of: method, on: holder)
    }

    /// The type method `method` of type `holder` is declared to return.
    private func declaredResult(of method: String, on holder: String) -> String? {
        module.types[holder]?.functions(method).first?.decl.types.first.map(SwiftModule.bare)
    }

    /// `f` or `model.f`: the type declaring the method (the view's own for a bare name) and its name.
    func method(_ name: String, _ scope: Scope) -> (holder: String, name: String)? {
        let parts = name.split(separator: ".").map(String.init)
        guard let last = parts.last,
              let holder = parts.count == 1 ? scope.owner : typeName(of: parts.dropLast().joined(separator: "."), scope) else { return nil }
        return (holder, last)
    }

    /// Of a type's functions named `name`, the one taking `count` arguments, else the first.
    func function(_ name: String, of info: SwiftModule.TypeInfo, arguments count: Int) -> SwiftModule.Member? {
        let candidates = info.functions(name)
        return candidates.first { parameters(of: $0).count == count } ?? candidates.first
    }

    /// Of a type's functions named `name`, the one whose parameter labels are the call's
    /// (`build(sheet:)` beside `build(page:)`), else as `function(_:of:arguments:)` picks.
    /// Of overloads with the same labels (`screen(for page: Page)`, `screen(for modal: Modal)`),
    /// the one whose parameter types are the arguments' where `scope` tells them.
    func function(_ name: String, of info: SwiftModule.TypeInfo, arguments: [SwiftArgument], _ scope: Scope) -> SwiftModule.Member? {
        let labels = arguments.map { $0.label ?? "_" }
        let labelled = info.functions(name).filter { parameters(of: $0).map { $0.label ?? "_" } == labels }
        guard labelled.count > 1 else { return labelled.first ?? function(name, of: info, arguments: arguments.count) }
        let types = arguments.map { valueType($0.value, scope).map(SwiftModule.bare).map(typeKey) }
        return labelled.first { candidate in
            zip(parameters(of: candidate), types).allSatisfy { parameter, type in
                type == nil || parameter.type.map { typeKey(SwiftModule.bare($0)) } == type
            }
        } ?? labelled[0]
    }

    /// A closure's parameter, named or `$0`, is a value of `type` (a destination's, a sheet's item).
    func typeParameter(of closure: SwiftClosure, as type: String, in scope: inout Scope) {
        scope.locals[closure.parameters.first ?? "$0"] = type
    }

    /// The element type of a collection a `ForEach` or `List` walks.
    func elementType(_ expr: SwiftExpr, _ scope: Scope) -> String? {
        switch expr {
        case .name(let name, _):
            if name.hasSuffix(".allCases") { return typeName(of: String(name.dropLast(9)), scope) }
            return typeName(of: name, scope).flatMap(SwiftModule.element)
        case .call(let call):
            return functionResult(call.name, scope).flatMap(SwiftModule.element)
        case .other(let items):
            // `0..<10`, `1...count`: integers.
            let tree = tree(scope)
            return items.contains { tree.word($0) == "..<" || tree.word($0) == "..." } ? "Int" : nil
        default:
            return nil
        }
    }
}
