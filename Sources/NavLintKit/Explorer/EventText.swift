/// Events in words, for traces: labels and titles in quotes, screen ids in parentheses.
enum EventText {
    static func describe(_ event: Event, _ model: Model) -> String {
        switch event {
        case .action(let ref, let targets):
            let screen = model.screens[ref.screen]
            let action = screen.actions[ref.action]
            let detail = detailText(action, targets: targets, model)
            if let raise = action.dialog, case .present(let dialog, let style) = screen.actions[raise].kind {
                // The tap (or app event) that raised the dialog, then the button, as one event.
                let raised = describe(.action(ActionRef(screen: ref.screen, action: raise), targets: []), model)
                let button = action.label.map { "\"\($0)\"" } ?? "a button"
                return "\(raised), then \(button) in \(style == .alert ? "alert" : "dialog") \"\(displayName(dialog, model))\" (\(detail))"
            }
            if action.trigger == .app {
                return "the app \(thirdPerson(detail)) (\(action.label.map { "\"\($0)\" on " } ?? "on ")\"\(screen.displayName)\")"
            }
            if let label = action.label { return "tap \"\(label)\" (\(detail))" }
            return "\(detail) (on \"\(screen.displayName)\")"
        case .back(let from):
            return "tap Back (leave \"\(displayName(from, model))\")"
        case .selectTab(let tabs, let tab):
            if case .switcher = model.containers[tabs].kind {
                return "launch where the environment shows case \"\(tabTitle(tabs, tab, model))\" of switch '\(model.containers[tabs].id)'"
            }
            if case .tabs(_, .page?, _) = model.containers[tabs].kind { return "swipe to page \"\(tabTitle(tabs, tab, model))\"" }
            return "select tab \"\(tabTitle(tabs, tab, model))\""
        case .swipeDismiss(let node, let style) where style.isDialog:
            return "close \(style == .alert ? "alert" : "dialog") \"\(displayName(node, model))\" (a button that only closes it)"
        case .swipeDismiss(let node, let style):
            return style == .popover ? "tap outside to dismiss popover \"\(displayName(node, model))\""
                : "swipe down to dismiss \(style.rawValue) \"\(displayName(node, model))\""
        case .deepLink(let r):
            let route = model.deepLinks.routes[r]
            return "open \(model.router.sampleURLs[r] ?? patternURL(route.pattern, model)) (deep link, route '\(route.id)')"
        }
    }

    /// A URL of the route's shape, parameters left as `{name}`.
    static func patternURL(_ pattern: String, _ model: Model) -> String {
        if let scheme = model.deepLinks.schemes.first { return "\(scheme)://\(pattern)" }
        if let host = model.deepLinks.hosts.first { return "https://\(host)/\(pattern)" }
        return pattern
    }

    /// "push X" → "pushes X": the verb of a detail text as the app's own doing.
    private static func thirdPerson(_ detail: String) -> String {
        let verb = detail.prefix { $0 != " " }
        let inflected = ["push": "pushes", "append": "appends", "present": "presents", "select": "selects", "show": "shows", "pop": "pops",
                         "dismiss": "dismisses", "open": "opens"][String(verb)] ?? String(verb)
        return inflected + detail.dropFirst(verb.count)
    }

    private static func detailText(_ action: Action, targets: [Node], _ model: Model) -> String {
        action.dismisses ? verbText(action, targets: targets, model) + " and dismiss" : verbText(action, targets: targets, model)
    }

    private static func verbText(_ action: Action, targets: [Node], _ model: Model) -> String {
        switch action.kind {
        case .push(let types):
            let verb = types.contains { model.types[$0].binding != nil } ? "set" : action.via == .code ? "append" : "push"
            let parts = types.enumerated().map { i, type in
                model.types[type].name + (i < targets.count ? " → \(shownID(targets[i], model))" : "")
            }
            return "\(verb) \(parts.joined(separator: ", "))"
        case .pushView(let screen):
            return "push \(model.screens[screen].id)"
        case .present(let node, let style):
            return "present \(style.rawValue) \(shownID(node, model))"
        case .select(let tabs, let tab):
            if case .switcher = model.containers[tabs].kind { return "show \"\(tabTitle(tabs, tab, model))\"" }
            if case .tabs(_, .page?, _) = model.containers[tabs].kind { return "show page \"\(tabTitle(tabs, tab, model))\"" }
            return "select tab \"\(tabTitle(tabs, tab, model))\""
        case .pop(let n):
            return n == 1 ? "pop" : "pop \(n)"
        case .popToRoot:
            return "pop to root"
        case .dismiss:
            return "dismiss"
        case .open(let url):
            return "open \(url)"
        }
    }

    static func nodeID(_ node: Node, _ model: Model) -> String {
        switch node {
        case .screen(let s): model.screens[s].id
        case .container(let c): model.containers[c].id
        }
    }

    /// A pushed or presented node in a trace: its id, or for a container whose id the spec
    /// did not give, the view and the screen it shows first (`NavigationStack(Compose)`).
    static func shownID(_ node: Node, _ model: Model) -> String {
        guard case .container(let c) = node, !model.containers[c].idWritten, let first = firstShown(node, model) else {
            return nodeID(node, model)
        }
        return "\(model.containers[c].viewName)(\(nodeID(first, model)))"
    }

    /// A node as people see it: a screen's title, or the title of a container's root screen.
    static func displayName(_ node: Node, _ model: Model) -> String {
        switch firstShown(node, model) {
        case .screen(let s)?: model.screens[s].displayName
        case .container(let c)?: model.containers[c].id
        case nil: nodeID(node, model)
        }
    }

    /// What `node` shows first: down the first children to a screen, or to a container with
    /// none; nil past 64 levels.
    private static func firstShown(_ node: Node, _ model: Model) -> Node? {
        var current = node
        for _ in 0..<64 {
            guard case .container(let c) = current, let first = model.containers[c].children.first else { return current }
            current = first
        }
        return nil
    }

    static func tabTitle(_ tabs: Int, _ tab: Int, _ model: Model) -> String {
        guard let list = model.containers[tabs].choices else { return "?" }
        return list[tab].displayName
    }
}

extension Exploration {
    /// The trace to a state (then an event), in words.
    func steps(to state: StateRef, then event: Event? = nil, _ model: Model) -> [TraceStep] {
        let screens = screens(to: state)
        let events = trace(to: state) + (event.map { [$0] } ?? [])
        return events.enumerated().map { i, event in
            TraceStep(EventText.describe(event, model), from: i < screens.count ? screens[i] : nil,
                      to: i + 1 < screens.count ? screens[i + 1] : nil)
        }
    }

    /// The screen on top before each event of `trace(to: state)`, and at `state`.
    private func screens(to state: StateRef) -> [Int?] {
        let component = components[state.component]
        let states = component.statePath(to: state.state)
        let screens = states.map(component.topScreen)
        if let origin = origin(of: state) { return self.screens(to: origin) + screens }
        return component.prefix.isEmpty ? screens : [components[0].topScreen(0)] + screens
    }
}
