extension ModelBuilder {
    func resolveScreen(_ screen: ScreenDecl, embeds: Node?, presented: [Int: Node], expanded: [ExpandedDestination],
                       destinations: [Int: Node]) -> Screen {
        let resolvedDestinations = expanded.enumerated().compactMap { d, destination -> Destination? in
            guard let target = destinations[d] else { return nil }
            let decl = destination.decl
            return Destination(type: destination.type, target: target, enclosing: decl.enclosing, typeRange: destination.typeRange,
                               range: decl.range, ignore: Set(decl.ignore.map(\.value)), set: destination.set,
                               written: destination.written ?? destination.type)
        }
        let actions = screen.actions.enumerated().compactMap { a, action -> Action? in
            guard let kind = resolveVerb(action, presented: presented[a]) else { return nil }
            let stack = action.stack.flatMap(stackRef)
            if action.stack != nil, stack == nil { return nil }
            var resolved = Action(
                kind: kind, label: action.label, enclosing: action.enclosing,
                wrappedInButton: action.wrappedIn?.value == "Button", wrappedInRange: action.wrappedIn?.range,
                actor: action.actor?.value ?? .main, actorRange: action.actor?.range, trigger: action.trigger?.value ?? .user,
                via: action.via?.value ?? .link,
                verbRange: action.verbRange, valueRange: action.valueRange, typeRanges: typeRanges(action),
                range: action.range, ignore: Set(action.ignore.map(\.value)))
            resolved.stack = stack
            resolved.dismisses = action.dismisses
            return resolved
        }
        return Screen(
            id: screen.name.value, title: screen.title, destinations: resolvedDestinations, actions: actions,
            embeds: embeds,
            backButtonHidden: screen.backButtonHidden, interactiveDismiss: screen.interactiveDismiss,
            nameRange: screen.name.range, range: screen.range, ignore: Set(screen.ignore.map(\.value)))
    }

    private func typeRanges(_ action: ActionDecl) -> [SourceRange] {
        switch action.verb {
        case .push(let types): types.map(\.range)
        case .set(let ref): [ref.range]
        default: []
        }
    }

    private func resolveVerb(_ action: ActionDecl, presented: Node?) -> Action.Kind? {
        switch action.verb {
        case .push(let types):
            let resolved = types.compactMap(pushedTypeRef)
            return resolved.count == types.count && !types.isEmpty ? .push(types: resolved) : nil
        case .pushView(let ref):
            return screenRef(ref).map { .pushView(screen: $0) }
        case .present:
            guard let presented else { return nil }
            return .present(presented, style: action.style?.value ?? .sheet)
        case .select(let ref):
            guard let position = tabRef(ref) else { return nil }
            if case .switcher(.environment, _)? = containers[position.tabs]?.kind {
                problems.add("case '\(ref.value)' is chosen by the environment (size class, idiom, OS version) at launch; no action selects it",
                             at: ref.range)
                return nil
            }
            return .select(tabs: position.tabs, tab: position.tab)
        case .pop(let count):
            return .pop(count.value)
        case .popToRoot:
            return .popToRoot
        case .dismiss:
            return .dismiss
        case .open(let url):
            return .open(url: url.value)
        case .set(let ref):
            return bindingRef(ref).map { .push(types: [$0]) }
        }
    }

    func resolveDeepLinks(_ presents: [Int: Node]) -> DeepLinks {
        guard let links = spec.deepLinks else { return DeepLinks(schemes: [], hosts: [], routes: [], examples: []) }
        var routeIndex: [String: Int] = [:]
        var routes: [Route] = []
        for (r, route) in links.routes.enumerated() {
            if routeIndex[route.id.value] != nil {
                problems.add("duplicate route id '\(route.id.value)'", at: route.id.range)
            } else {
                routeIndex[route.id.value] = r
            }
            // "selected": one router per tab, acting on whichever tab is selected.
            let onSelectedTab = route.tab?.value == "selected"
            let tab = onSelectedTab ? nil : route.tab.flatMap(tabRef)
            if onSelectedTab, let stack = route.stack {
                problems.add("route '\(route.id.value)' acts on the selected tab's stack; it cannot also name stack '\(stack.value)'", at: stack.range)
            }
            let stack = route.stack.flatMap(stackRef)
            let push = route.push.compactMap(pushedTypeRef)
            var present: (Node, PresentStyle)?
            if let node = presents[r] { present = (node, route.style?.value ?? .sheet) }
            routes.append(Route(
                id: route.id.value, idRange: route.id.range, pattern: route.pattern.value, patternRange: route.pattern.range, tab: tab,
                tabRange: route.tab?.range, stack: stack, stackRange: route.stack?.range,
                dismissModals: route.dismissModals, popToRoot: route.popToRoot, push: push,
                pushRanges: route.push.map(\.range), present: present, range: route.range,
                ignore: Set(route.ignore.map(\.value)), onSelectedTab: onSelectedTab))
        }
        let examples = links.examples.map { example -> DeepLinkExample in
            var expect = DeepLinkExample.Expectation.none
            switch example.expect?.value {
            case .unhandled?:
                expect = .unhandled
            case .result(let route, let tab, let screens)?:
                var routeIndexValue: Int?
                if let route {
                    routeIndexValue = routeIndex[route.value]
                    if routeIndexValue == nil {
                        problems.add("unknown route '\(route.value)'" + Suggestion.didYouMean(route.value, in: Array(routeIndex.keys).sorted()),
                                     at: route.range)
                    }
                }
                expect = .result(route: routeIndexValue, tab: tab.flatMap(tabRef), screens: screens?.compactMap(screenRef))
            case nil:
                break
            }
            return DeepLinkExample(url: example.url.value, urlRange: example.url.range, expect: expect,
                                   expectRange: example.expect?.range, range: example.range)
        }
        return DeepLinks(schemes: links.schemes.map(\.value), hosts: links.hosts.map(\.value), routes: routes, examples: examples)
    }

    /// Content nested deeper than this (screens embedding content that embeds…) is
    /// `invalid-spec`: state trees follow the nesting, so it bounds every walk over them,
    /// as the JSON nesting limit bounds the parser. Real view hierarchies stay far below.
    static let maxContentNesting = 256

    /// A screen that embeds itself, directly or through other screens' embedded content,
    /// is an infinite view: reported, never recursed into. Without cycles, content nested
    /// deeper than `maxContentNesting` is reported once, at the outermost screen.
    func checkEmbedding(_ screens: [Screen]) {
        var embedded: [[Int]] = Array(repeating: [], count: screens.count)
        // Levels between a screen and each screen it embeds (the containers in between, plus one).
        var levels: [[Int]] = Array(repeating: [], count: screens.count)
        for (s, screen) in screens.enumerated() {
            guard let embeds = screen.embeds else { continue }
            var pending = [(embeds, 1)]
            while let (node, level) = pending.popLast() {
                switch node {
                case .screen(let t):
                    embedded[s].append(t)
                    levels[s].append(level)
                case .container(let c):
                    pending.append(contentsOf: (containers[c]?.children ?? []).map { ($0, level + 1) })
                }
            }
        }
        // Iterative DFS with colours; reports each cycle once, at the screen that closes it.
        var colour = Array(repeating: 0, count: screens.count)
        var height = Array(repeating: 1, count: screens.count)
        var cyclic = false
        for start in screens.indices where colour[start] == 0 {
            var stack: [(Int, Int)] = [(start, 0)]
            colour[start] = 1
            while let (s, next) = stack.last {
                if next < embedded[s].count {
                    stack[stack.count - 1].1 += 1
                    let t = embedded[s][next]
                    if colour[t] == 1 {
                        cyclic = true
                        let cycle = stack.map { screens[$0.0].id }.drop(while: { $0 != screens[t].id }) + [screens[t].id]
                        problems.add("screen '\(screens[s].id)' embeds itself (\(cycle.joined(separator: " → "))): an infinite view hierarchy",
                                     at: spec.screens[s].embeds?.range ?? screens[s].nameRange)
                    } else if colour[t] == 0 {
                        colour[t] = 1
                        stack.append((t, 0))
                    }
                } else {
                    colour[s] = 2
                    for (t, level) in zip(embedded[s], levels[s]) { height[s] = max(height[s], height[t] + level) }
                    stack.removeLast()
                }
            }
        }
        guard !cyclic, let deepest = height.indices.max(by: { height[$0] < height[$1] }),
              height[deepest] > Self.maxContentNesting else { return }
        var chain = [deepest]
        while chain.count < 4, let next = zip(embedded[chain.last!], levels[chain.last!]).first(where: { height[$0.0] + $0.1 == height[chain.last!] })?.0 {
            chain.append(next)
        }
        problems.add("screen '\(screens[deepest].id)' embeds content nested \(height[deepest]) levels deep "
                     + "(\(chain.map { screens[$0].id }.joined(separator: " → ")) → …); navlint reads at most \(Self.maxContentNesting) levels",
                     at: spec.screens[deepest].embeds?.range ?? screens[deepest].nameRange)
    }
}
