/// Objects a view hands down through the environment (`.environmentObject(flow)`,
/// `.environment(router)`): a view below that reads one (`@EnvironmentObject var flow: Flow`,
/// `@Environment(Router.self) var router`) gets the nearest one injected above it, which
/// SwiftUI finds by type. So two tabs that inject their own instance (`shell.browse`,
/// `shell.saved`) and read it through the same property name bind their stacks to two paths,
/// and one object injected at the app's root is one path wherever it is read.
extension SwiftRecognizer {
    /// `scope` with the objects `modifiers` inject added, for the content they modify.
    func injecting(_ modifiers: [SwiftCall], _ scope: Scope) -> Scope {
        var inner = scope
        for modifier in modifiers where modifier.name == ".environmentObject" || modifier.name == ".environment" {
            // `.environment(\.colorScheme, .dark)` sets a value by key path: not an object.
            guard modifier.arguments.count == 1, let argument = modifier.arguments.first, argument.label == nil,
                  let type = injectedType(argument.value, scope) else { continue }
            inner.environment[type] = Alias(argument.value, scope, injected: true)
        }
        return inner
    }

    private func injectedType(_ expr: SwiftExpr, _ scope: Scope) -> String? {
        let type: String? = switch expr {
        case .name(let name, _): typeName(of: name, scope)
        case .call: valueType(expr, scope)
        default: nil
        }
        return type.map(SwiftModule.bare).map(typeKey)
    }

    /// A view's environment properties stand for the objects injected above it, in `scope`
    /// (which the view's content is made in), unless its arguments bound them already.
    func bindEnvironment(of view: String, into scope: inout Scope) {
        guard !scope.environment.isEmpty, let info = module.types[view] else { return }
        for member in info.members where member.decl.kind != .function && scope.aliases[member.decl.name] == nil {
            let attributes = member.decl.attributes
            let type: String? = if attributes.contains("EnvironmentObject") {
                member.decl.types.first
            } else if attributes.contains("Environment") {
                member.decl.attributeType
            } else {
                nil
            }
            guard let type, let injected = scope.environment[typeKey(SwiftModule.bare(type))] else { continue }
            scope.aliases[member.decl.name] = injected
        }
    }
}
