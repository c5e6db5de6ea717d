/// Where a route acts: the stack it pushes onto and the tab it selects, from its own
/// `stack` and `tab`, or inferred when exactly one stack could be meant.
public struct RouteTarget: Sendable {
    /// The stack the route's pushes land on; nil when it names none and none is unambiguous.
    public let stack: Int?
    /// The tab the route selects (only when the route names it).
    public let selects: TabPosition?
    /// The tab the target stack lies in, selected or not.
    public let tab: TabPosition?
    /// Why no stack could be chosen, listing the candidates.
    public let problem: String?

    /// Every route's target; the stacks of the app's own presentation are found once for all
    /// (an app with a route per screen and a sheet's stack per screen made it routes × stacks).
    static func all(_ model: Model, _ containment: Containment) -> [RouteTarget] {
        let own = appStacks(model, containment)
        return model.deepLinks.routes.map { of($0, model, containment, appStacks: own) }
    }

    /// A route that selects no tab acts in the app's own presentation: a stack only a sheet or
    /// cover shows is not where it pushes (unless it names that stack).
    private static func appStacks(_ model: Model, _ containment: Containment) -> [Int] {
        let top = Set(containment.staticContent(from: [model.root]).stacks)
        return top.isEmpty ? containment.stacks : containment.stacks.filter(top.contains)
    }

    static func of(_ route: Route, _ model: Model, _ containment: Containment, appStacks: [Int]? = nil) -> RouteTarget {
        if route.onSelectedTab {
            // The stack is the selected tab's (RouteRunner.stack(of:in:root:)): known per state.
            let tabView = model.containers.contains { if case .tabs = $0.kind { true } else { false } }
            return RouteTarget(stack: nil, selects: nil, tab: nil, problem: tabView ? nil
                               : "route '\(route.id)' acts on the selected tab, but the app has no TabView")
        }
        let selects = route.tab.map { TabPosition(tabs: $0.tabs, tab: $0.tab) }
        var candidates: [Int]
        if let selects {
            candidates = containment.stacks(in: selects)
            // The tab's own stacks, not ones nested in pushed or presented content.
            let outermost = candidates.filter { containment.nearestStacks(of: .container($0)).isEmpty }
            if !outermost.isEmpty { candidates = outermost }
        } else {
            candidates = appStacks ?? Self.appStacks(model, containment)
        }
        let stack: Int?
        var problem: String?
        if let named = route.stack {
            stack = named
            // A stack in another tab of the TabView the route selects: the push lands out of sight.
            let home = containment.tabs(of: .container(named)).filter { $0.tabs == selects?.tabs }
            if let selects, !home.isEmpty, !home.contains(selects) {
                problem = "route '\(route.id)' selects tab '\(tabID(selects, model))' but pushes onto stack "
                    + "'\(model.containers[named].id)' in tab '\(tabID(home[0], model))': what it pushes is not on screen"
            }
        } else if route.push.isEmpty {
            // Only popping to root needs a stack; a route that only presents acts on none.
            stack = route.popToRoot && candidates.count == 1 ? candidates[0] : nil
        } else if candidates.count == 1 {
            stack = candidates[0]
        } else {
            stack = nil
            let names = candidates.map { "'\(model.containers[$0].id)'" }.joined(separator: ", ")
            problem = candidates.isEmpty
                ? "route '\(route.id)' pushes, but there is no stack\(selects.map { " in tab '\(tabID($0, model))'" } ?? "") to push onto"
                : "route '\(route.id)' does not say which stack it pushes onto; candidates: \(names); add \"stack\""
        }
        let tab = selects ?? stack.flatMap { containment.tabs(of: .container($0)).first }
        return RouteTarget(stack: stack, selects: selects, tab: tab, problem: problem)
    }

    static func tabID(_ position: TabPosition, _ model: Model) -> String {
        guard let tabs = model.containers[position.tabs].choices else { return "?" }
        return tabs[position.tab].id
    }
}
