/// Views drawn by code a body calls: a view property or function of the view, a factory
/// type's static function, an object's method (a coordinator's `build(page:)`), each walked
/// with its arguments bound to its parameters.
extension SwiftRecognizer {
    /// `content`, `self.header`, `row(for: item)`: a computed property or a function of the
    /// view (or app) whose body a body uses as if it were written there.
    func builder(_ expr: SwiftExpr, _ scope: Scope) -> (statements: [SwiftStatement], scope: Scope, key: String)? {
        // `appDelegate.rootView`: a view property of another object, found by its name when
        // one type of the module declares it.
        if case .name(let written, _) = expr, let dot = written.lastIndex(of: "."), written.first?.isLowercase == true,
           !written.hasPrefix("self."), case let name = String(written[written.index(after: dot)...]) {
            let declaring = viewPropertyHolders[name] ?? []
            let base = typeName(of: String(written[..<dot]), scope).map(typeKey)
            let holders = base.flatMap { declaring.contains($0) ? [$0] : nil } ?? declaring
            guard holders.count == 1, let member = module.types[holders[0]]?.property(name), let body = member.decl.body else { return nil }
            var inner = scope
            inner.unit = member.unit
            inner.owner = holders[0]
            inner.locals = [:]
            inner.aliases = [:]
            return (module.units[member.unit].tree.statements(in: body), inner, "\(holders[0]).\(name)")
        }
        // `ViewFactory.makeLogin()`, `Screens.detail(for: item)`: a static function of a module's type.
        if case .call(let call) = expr, let dot = call.name.lastIndex(of: "."), call.name.first?.isUppercase == true,
           case let typeName = String(call.name[..<dot]), !typeName.contains("."), let info = module.types[typeName], !info.isView,
           case let name = String(call.name[call.name.index(after: dot)...]), name.first?.isLowercase == true,
           let function = function(name, of: info, arguments: call.arguments, scope) {
            return followed(function, named: name, of: typeName, arguments: call.arguments, from: scope)
        }
        // `coordinator.build(page: .home)`: a view-drawing method of an object the view holds
        // (a coordinator's factory), followed as a static one is, with its arguments bound.
        if case .call(let call) = expr, let dot = call.name.lastIndex(of: "."), call.name.first?.isLowercase == true,
           !call.name.hasPrefix("self."), let holder = typeName(of: String(call.name[..<dot]), scope).map(typeKey),
           let info = module.types[holder], !info.isView, case let name = String(call.name[call.name.index(after: dot)...]),
           let function = function(name, of: info, arguments: call.arguments, scope), function.decl.types.first?.contains("View") == true {
            return followed(function, named: name, of: holder, arguments: call.arguments, from: scope)
        }
        guard let ownerName = scope.owner, let owner = module.types[ownerName] else { return nil }
        let written: String
        var arguments: [SwiftArgument]?
        switch expr {
        case .name(let name, _): written = name
        case .call(let call):
            written = call.name
            arguments = call.arguments
        default: return nil
        }
        let name = written.hasPrefix("self.") ? String(written.dropFirst(5)) : written
        guard !name.contains("."), name.first?.isLowercase == true, name != "body" else { return nil }
        let member: SwiftModule.Member
        if let arguments {
            guard let function = function(name, of: owner, arguments: arguments, scope) else { return nil }
            member = function
        } else {
            guard let property = owner.property(name) else { return nil }
            member = property
        }
        return followed(member, named: name, of: ownerName, arguments: arguments, from: scope)
    }

    /// The body of `member` (`name` of type `owner`) to walk: a function's with the call's
    /// arguments bound to its parameters, a property's (`arguments` nil) with the caller's names.
    private func followed(_ member: SwiftModule.Member, named name: String, of owner: String, arguments: [SwiftArgument]?,
                          from scope: Scope) -> (statements: [SwiftStatement], scope: Scope, key: String)? {
        guard let body = member.decl.body else { return nil }
        var inner = scope
        inner.unit = member.unit
        inner.owner = owner
        if let arguments {
            inner.locals = [:]
            inner.aliases = [:]
            bindParameters(of: member, to: arguments, from: scope, into: &inner)
        }
        // Overloads (`screen(for: Page)`, `screen(for: Modal)`) are walked apart.
        return (module.units[member.unit].tree.statements(in: body), inner, "\(owner).\(name)@\(member.unit):\(member.decl.nameToken)")
    }

    /// The one View struct `statements` draw, through the case of a `switch` they take.
    func drawnView(_ statements: [SwiftStatement], _ scope: Scope) -> SwiftStatement? {
        switch Self.single(Self.unwrapGroups(statements)) {
        case .switchOver(let subject, let cases, _)?:
            let taken = taken(cases, over: subject, scope)
            return taken.count == 1 ? drawnView(taken[0].statements, scope) : nil
        case .expression(.call(let call))? where viewName(call.name) != nil:
            return .expression(.call(call))
        default:
            return nil
        }
    }
}
