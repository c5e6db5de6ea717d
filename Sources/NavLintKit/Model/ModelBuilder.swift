/// Spec → Model: resolves every reference and gives containers their ids. Reports dangling
/// references, duplicate ids and `embeds` cycles as `invalid-spec`; returns nil if any.
struct ModelBuilder {
    let spec: Spec
    let problems: ProblemList

    var typeIndex: [String: Int] = [:]
    var screenIndex: [String: Int] = [:]
    var containers: [Container?] = []
    var containerIndex: [String: Int] = [:]
    var tabIndex: [String: (tabs: Int, tab: Int)] = [:]

    init(spec: Spec, problems: ProblemList) {
        self.spec = spec
        self.problems = problems
    }

    static func build(_ spec: Spec, _ problems: ProblemList) -> Model? {
        var builder = ModelBuilder(spec: spec, problems: problems)
        return builder.build()
    }

    private mutating func build() -> Model? {
        for (i, type) in spec.types.enumerated() where typeIndex[type.name.value] == nil {
            typeIndex[type.name.value] = i
        }
        let types = resolveTypes()
        let sets = expandSets(types: types)
        for (i, screen) in spec.screens.enumerated() where screenIndex[screen.name.value] == nil {
            screenIndex[screen.name.value] = i
        }
        // Containers first: actions and routes refer to tabs and stacks by id.
        let root = spec.root.flatMap { node($0, prefix: "root", placement: .appRoot) }
        var presented: [[Int: Node]] = []
        var inlineDestinations: [[Int: Node]] = []
        var embedded: [Node?] = []
        var expanded: [[ExpandedDestination]] = []
        for (s, screen) in spec.screens.enumerated() {
            let name = screen.name.value
            embedded.append(screen.embeds.flatMap { node($0, prefix: "\(name).embeds", placement: .embeddedIn(screen: s)) })
            var byAction: [Int: Node] = [:]
            for (a, action) in screen.actions.enumerated() {
                if case .present(let content) = action.verb {
                    byAction[a] = node(content, prefix: "\(name).actions.\(a)", placement: .presented(screen: s, action: a))
                }
            }
            presented.append(byAction)
            let flat = expand(screen.destinations, types: types, sets: sets)
            expanded.append(flat)
            var byDestination: [Int: Node] = [:]
            for (d, destination) in flat.enumerated() {
                byDestination[d] = node(destination.target, prefix: "\(name).destinations.\(d)", placement: .destination(screen: s, index: d))
            }
            inlineDestinations.append(byDestination)
        }
        var routePresents: [Int: Node] = [:]
        for (r, route) in (spec.deepLinks?.routes ?? []).enumerated() {
            if let present = route.present {
                routePresents[r] = node(present, prefix: "deepLinks.\(route.id.value)", placement: .routePresent(route: r))
            }
        }
        let screens = attachDialogButtons(spec.screens.enumerated().map { s, screen in
            resolveScreen(screen, embeds: embedded[s], presented: presented[s], expanded: expanded[s], destinations: inlineDestinations[s])
        })
        for container in containers.compactMap({ $0 }) {
            if case .stack(_, let path?) = container.kind, case .typed(let type) = path.type.value {
                _ = typeRef(type)
            }
        }
        let deepLinks = resolveDeepLinks(routePresents)
        checkEmbedding(screens)
        checkSelections()
        guard problems.isEmpty, let root, containers.allSatisfy({ $0 != nil }) else { return nil }
        return Model(
            file: spec.file, app: spec.app, types: types, screens: screens,
            containers: containers.enumerated().map { i, c in var c = c!; c.idWritten = !generatedIDs.contains(i); return c }, root: root, rootRange: spec.root?.range ?? .none, deepLinks: deepLinks, router: DeepLinkRouter(deepLinks),
            typeIndex: typeIndex, screenIndex: screenIndex, containerIndex: containerIndex)
    }

    /// A selection shows what an earlier split-view column chose: it is a column, or the root of a column's stack.
    private func checkSelections() {
        func isSplit(_ p: Int) -> Bool { if case .split? = containers[p]?.kind { true } else { false } }
        for container in containers.compactMap({ $0 }) {
            guard case .selection = container.kind else { continue }
            var fits = false
            if case .inContainer(let p) = container.placement {
                if isSplit(p) {
                    fits = true
                } else if case .stack? = containers[p]?.kind, case .inContainer(let q)? = containers[p]?.placement, isSplit(q) {
                    fits = true
                }
            }
            if !fits {
                problems.add("a selection shows what an earlier column of a NavigationSplitView chose: "
                             + "make it a column of a split view, or the root of a column's stack", at: container.range)
            }
        }
    }

    // MARK: - References

    func screenRef(_ ref: Ref) -> Int? {
        if let index = screenIndex[ref.value] { return index }
        problems.add("unknown screen '\(ref.value)'" + Suggestion.didYouMean(ref.value, in: spec.screens.map(\.name.value)),
                     at: ref.range)
        return nil
    }

    func typeRef(_ ref: Ref) -> Int? {
        if let index = typeIndex[ref.value] { return index }
        let known = typeIndex.keys.sorted()
        let hint = known.isEmpty ? "; declare it under \"types\"" : Suggestion.didYouMean(ref.value, in: known)
        problems.add("unknown type '\(ref.value)'" + (hint.isEmpty ? "; declare it under \"types\"" : hint), at: ref.range)
        return nil
    }

    func tabRef(_ ref: Ref) -> (tabs: Int, tab: Int)? {
        if let found = tabIndex[ref.value] { return found }
        // Where the spec has switches, `select` names their cases too.
        let switches = containers.contains { if case .switcher? = $0?.kind { true } else { false } }
        problems.add("unknown \(switches ? "tab or switch case" : "tab") '\(ref.value)'" + Suggestion.didYouMean(ref.value, in: tabIndex.keys.sorted()),
                     at: ref.range)
        return nil
    }

    func stackRef(_ ref: Ref) -> Int? {
        if let index = containerIndex[ref.value] {
            // Declared, but its content did not resolve: that error is reported where it is, once.
            guard let container = containers[index] else { return nil }
            switch container.kind {
            case .stack, .navigationView: return index
            default:
                problems.add("'\(ref.value)' is a \(container.kindName), not a stack", at: ref.range)
                return nil
            }
        }
        let stacks = containers.compactMap { $0 }.filter { if case .stack = $0.kind { true } else { false } }.map(\.id)
        problems.add("unknown stack '\(ref.value)'" + Suggestion.didYouMean(ref.value, in: stacks)
                     + (stacks.isEmpty ? "" : " (stacks: \(stacks.sorted().joined(separator: ", ")))"), at: ref.range)
        return nil
    }

    // MARK: - Containers

    /// Recursion depth is bounded by the JSON parser's nesting limit.
    private mutating func node(_ content: Content, prefix: String, placement: Placement) -> Node? {
        switch content.kind {
        case .screen(let ref):
            return screenRef(ref).map(Node.screen)
        case .stack(let stack):
            let index = reserve(stack.id, default: "\(prefix).stack", at: content.range)
            let id = containerID(index)
            let root = stack.root.flatMap { node($0, prefix: id, placement: .inContainer(index)) }
            guard let root else { return nil }
            containers[index] = Container(id: id, kind: .stack(root: root, path: stack.path), placement: placement,
                                          range: content.range, ignore: Set(stack.ignore.map(\.value)))
            return .container(index)
        case .tabs(let tabsDecl):
            let index = reserve(tabsDecl.id, default: "\(prefix).tabs", at: content.range)
            let id = containerID(index)
            guard let tabs = choices(tabsDecl.tabs, of: index, id: id) else { return nil }
            containers[index] = Container(
                id: id, kind: .tabs(selectionBound: tabsDecl.selection?.value == .binding,
                                    style: tabsDecl.style?.value, tabs: tabs),
                placement: placement, range: content.range, ignore: Set(tabsDecl.ignore.map(\.value)))
            return .container(index)
        case .split(let split):
            let index = reserve(split.id, default: "\(prefix).split", at: content.range)
            let id = containerID(index)
            let slots = [("sidebar", split.sidebar), ("content", split.content), ("detail", split.detail)]
                .compactMap { name, content in content.map { (name, $0) } }
            let columns = slots.compactMap { name, content in node(content, prefix: "\(id).\(name)", placement: .inContainer(index)) }
            guard columns.count == slots.count, split.sidebar != nil, split.detail != nil else { return nil }
            containers[index] = Container(id: id, kind: .split(columns: columns, names: slots.map(\.0)), placement: placement,
                                          range: content.range, ignore: [])
            return .container(index)
        case .switcher(let decl):
            let index = reserve(decl.id, default: "\(prefix).switch", at: content.range)
            let id = containerID(index)
            guard let cases = choices(decl.cases, of: index, id: id) else { return nil }
            containers[index] = Container(id: id, kind: .switcher(by: decl.by?.value ?? .app, cases: cases), placement: placement,
                                          range: content.range, ignore: [])
            return .container(index)
        case .selection(let decl):
            let index = reserve(decl.id, default: "\(prefix).selection", at: content.range)
            let id = containerID(index)
            let type = pushedTypeRef(decl.type)
            let shown = decl.content.flatMap { node($0, prefix: "\(id).content", placement: .inContainer(index)) }
            let placeholder = decl.placeholder.flatMap { node($0, prefix: "\(id).placeholder", placement: .inContainer(index)) }
            guard let type, let shown, decl.placeholder == nil || placeholder != nil else { return nil }
            containers[index] = Container(id: id, kind: .selection(type: type, content: shown, placeholder: placeholder),
                                          placement: placement, range: content.range, ignore: [])
            return .container(index)
        case .navigationView(let view):
            let index = reserve(view.id, default: "\(prefix).navigationView", at: content.range)
            let id = containerID(index)
            guard let rootContent = view.root,
                  let root = node(rootContent, prefix: id, placement: .inContainer(index)) else { return nil }
            containers[index] = Container(id: id, kind: .navigationView(style: view.style?.value ?? .stack, root: root),
                                          placement: placement, range: content.range, ignore: Set(view.ignore.map(\.value)))
            return .container(index)
        }
    }

    /// A TabView's tabs or a switch's cases; nil when one could not be built. Their ids share
    /// one namespace, since `select` names either.
    private mutating func choices(_ items: [TabDecl], of index: Int, id: String) -> [Tab]? {
        var built: [Tab] = []
        for (k, item) in items.enumerated() {
            if tabIndex[item.id.value] != nil {
                problems.add("duplicate tab or case id '\(item.id.value)'; tab and case ids must be unique in the app", at: item.id.range)
            } else {
                tabIndex[item.id.value] = (index, k)
            }
            guard let content = item.content,
                  let child = node(content, prefix: "\(id).\(item.id.value)", placement: .inContainer(index)) else { continue }
            built.append(Tab(id: item.id.value, title: item.title, isSearch: item.role?.value == "search", section: item.section,
                             content: child, range: item.range, ignore: Set(item.ignore.map(\.value))))
        }
        return built.count == items.count && !built.isEmpty ? built : nil
    }

    var reservedIDs: [String] = []
    var generatedIDs: Set<Int> = []

    private mutating func reserve(_ explicit: Ref?, default fallback: String, at range: SourceRange) -> Int {
        let id = explicit?.value ?? fallback
        let index = containers.count
        containers.append(nil)
        reservedIDs.append(id)
        if explicit == nil { generatedIDs.insert(index) }
        if containerIndex[id] != nil {
            problems.add("duplicate container id '\(id)'", at: explicit?.range ?? range)
        } else {
            containerIndex[id] = index
        }
        return index
    }

    private func containerID(_ index: Int) -> String { reservedIDs[index] }
}
