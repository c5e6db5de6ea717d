/// `navlint resolve`: what opening one URL does, step by step, from launch or from the
/// shortest state that shows a given screen.
public enum ResolveReport {
    public struct Output: Sendable {
        public let text: String
        /// False when the URL is unhandled or its handler cannot do what it says.
        public let ok: Bool
    }

    public static func render(_ url: String, model: Model, exploration: Exploration, from start: Exploration.StateRef?) -> Output {
        let router = model.router
        var out = "\(url)\n"
        guard case .route(let r, let matched, let parameters) = router.match(url) else {
            if case .unhandled(let reason) = router.match(url) { out += "  not handled: \(reason)\n" }
            return Output(text: out, ok: false)
        }
        let route = model.deepLinks.routes[r]
        out += "  route: '\(route.id)' (\(route.pattern)) matched \"\(matched)\"\n"
        if !parameters.isEmpty {
            out += "  parameters: " + parameters.sorted { $0.key < $1.key }.map { "\($0.key) = \($0.value)" }.joined(separator: ", ") + "\n"
        }
        let target = exploration.targets[r]
        if let problem = target.problem {
            out += "  problem: \(problem)\n"
            return Output(text: out, ok: false)
        }
        let home = exploration.home(of: r)
        let ref = start ?? Exploration.StateRef(component: home, state: 0)
        // From launch, a route that acts in another tab runs on that tab's launch state: the tab
        // switch is the route's own first step, not a way to get there.
        let trace = start == nil ? [] : exploration.steps(to: ref, model).map(\.text)
        out += trace.isEmpty ? "  from: launch\n" : "  from: " + trace.joined(separator: ", then ") + "\n"
        let outcome = exploration.opening(r, from: ref)
        for (k, step) in outcome.steps.enumerated() { out += "  \(k + 1). \(step)\n" }
        var ok = outcome.unresolved == nil && !outcome.selectionIgnored
        if let result = exploration.result(r, ref) {
            if let position = target.tab, let tab = result.tab {
                out += "  tab: \(EventText.tabTitle(position.tabs, tab, model))\n"
            }
            let shown = result.breadcrumb.map { model.screens[$0].displayName }.joined(separator: " › ")
            out += "  result: " + (shown.isEmpty ? "no stack changed" : shown) + "\n"
        } else {
            ok = false
        }
        if outcome.hiddenByModal {
            out += "  problem: a modal stays up over the result (the route does not dismiss modals)\n"
            ok = false
        }
        if let unresolved = outcome.unresolved {
            out += "  problem: \(model.types[unresolved.type].name) has no visible navigationDestination when it is pushed\n"
        }
        return Output(text: out, ok: ok)
    }
}
