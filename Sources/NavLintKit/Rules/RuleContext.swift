/// What a rule reads: the model, the settings, and analyses computed once and shared.
public final class RuleContext: @unchecked Sendable {
    public let model: Model
    public let configuration: Configuration
    public let options: RunOptions
    /// Static containment, computed on first use.
    public private(set) lazy var containment = Containment(model: model)
    /// The explored state space, computed on first use and shared by the behavioural rules.
    public private(set) lazy var exploration = Explorer.explore(model, configuration: configuration, containment: containment, options: options, engine: options.engine)
    /// Each container on screen in some reachable state, with where it first is.
    public private(set) lazy var shownContainers: [Int: Sighting] = exploration.shownContainers(model)
    /// Every declared push with the stack it lands on, computed on first use.
    public private(set) lazy var pushSites: [PushSite] = computePushSites()
    private lazy var actionSubjects: [[String]] = computeActionSubjects()

    /// Why the model is known to miss part of the app (the Swift front end read some of its
    /// structure only in part), if it is: then nothing is claimed to be absent from it.
    public let partial: String?
    /// Screens (by id) with a push the Swift front end could not type: it may reach any
    /// destination of the stacks it pushes onto, so none of theirs is claimed unused.
    public let untypedPushes: Set<String>
    /// The stacks those pushes land on.
    private lazy var untypedStacks: Set<Int> = Set(untypedPushes.compactMap(model.screen(named:)).flatMap {
        containment.nearestStacks(of: .screen($0))
    })

    public init(model: Model, configuration: Configuration = Configuration(), options: RunOptions = RunOptions(), partial: String? = nil,
                untypedPushes: Set<String> = []) {
        self.model = model
        self.configuration = configuration
        self.options = options
        self.partial = partial
        self.untypedPushes = untypedPushes
    }

    /// Whether a push navlint could not type may resolve to a destination declared on screen `s`
    /// (one of its stacks takes such a push).
    public func untypedPushMayUse(destinationsOf s: Int) -> Bool {
        !untypedStacks.isEmpty && !untypedStacks.isDisjoint(with: containment.nearestStacks(of: .screen(s)))
    }

    /// Whether what no reachable state shows is known not to be shown: the exploration went to
    /// the end, over a model of the whole app (rules that report something never happening).
    public var absenceKnown: Bool { !exploration.truncated && !exploration.cutShort && partial == nil }

    public func screenName(_ s: Int) -> String { model.screens[s].id }
    public func typeName(_ t: Int) -> String { model.types[t].name }

    /// How a destination for type `t` is written in Swift: `navigationDestination(for: T)`,
    /// or `navigationDestination(isPresented: $flag)` / `(item: $value)` for a binding.
    public func destinationCall(_ t: Int) -> String {
        let type = model.types[t]
        return "navigationDestination(\(type.binding?.rawValue ?? "for"): \(type.name))"
    }
    public func containerName(_ c: Int) -> String { model.containers[c].id }

    /// The shortest trace to where a container is first shown (none when exploration was cut short).
    func trace(to sighting: Sighting) -> [TraceStep] {
        sighting.state.map { trace(to: $0, then: sighting.event) } ?? []
    }

    /// The shortest trace to a state (then an event), in words.
    func trace(to state: Exploration.StateRef, then event: Event? = nil) -> [TraceStep] {
        exploration.steps(to: state, then: event, model)
    }
}

/// A place where a value of `type` is appended to the path `stack` is bound to.
public struct PushSite: Sendable {
    public let stack: Int
    public let type: Int
    public let range: SourceRange
    public let subject: String
    public let ignore: Set<String>
}

extension RuleContext {
    /// How findings name an action: its screen and its label (or verb), stable across edits.
    public func actionSubject(screen s: Int, action a: Int) -> String {
        actionSubjects[s][a]
    }

    /// Every action's subject; an action named like an earlier one of its screen gets `#n`.
    func computeActionSubjects() -> [[String]] {
        model.screens.map { screen in
            var seen: [String: Int] = [:]
            return screen.actions.map { action in
                let name = actionName(action)
                let earlier = seen[name, default: 0]
                seen[name] = earlier + 1
                return earlier > 0 ? "\(screen.id).actions[\(name)]#\(earlier + 1)" : "\(screen.id).actions[\(name)]"
            }
        }
    }

    func actionName(_ action: Action) -> String {
        if let label = action.label { return label }
        switch action.kind {
        case .push(let types): return "push " + types.map(typeName).joined(separator: ", ")
        case .pushView(let s): return "pushView \(screenName(s))"
        case .present(let node, let style): return "\(style.rawValue) \(nodeName(node))"
        case .select(let tabs, let tab): return "select \(tabName(tabs, tab))"
        case .pop(let n): return "pop \(n)"
        case .popToRoot: return "popToRoot"
        case .dismiss: return "dismiss"
        case .open(let url): return "open \(url)"
        }
    }

    public func nodeName(_ node: Node) -> String {
        switch node {
        case .screen(let s): screenName(s)
        case .container(let c): containerName(c)
        }
    }

    public func tabName(_ tabs: Int, _ tab: Int) -> String {
        guard let list = model.containers[tabs].choices else { return "?" }
        return list[tab].id
    }

    /// Every push the spec declares onto a stack bound to a path (what the path rules read),
    /// with that stack: actions of screens under it, and deep-link routes that name it (or
    /// an app with one stack). Stacks without a binding are left out: a sheet's stack at
    /// every call site would make this call sites × pushes.
    func computePushSites() -> [PushSite] {
        var sites: [PushSite] = []
        for (s, screen) in model.screens.enumerated() {
            let stacks = containment.nearestStacks(of: .screen(s)).filter { model.containers[$0].path != nil }
            guard !stacks.isEmpty else { continue }
            for (a, action) in screen.actions.enumerated() {
                guard case .push(let types) = action.kind else { continue }
                let subject = actionSubject(screen: s, action: a)
                for stack in stacks {
                    // Setting a destination's binding appends nothing to the path.
                    for (type, range) in zip(types, action.typeRanges) where model.types[type].binding == nil {
                        sites.append(PushSite(stack: stack, type: type, range: range, subject: subject,
                                              ignore: action.ignore.union(screen.ignore)))
                    }
                }
            }
        }
        let stackLike = containment.stacks
        for route in model.deepLinks.routes {
            guard let stack = route.stack ?? (stackLike.count == 1 ? stackLike[0] : nil), model.containers[stack].path != nil else { continue }
            for (type, range) in zip(route.push, route.pushRanges) {
                sites.append(PushSite(stack: stack, type: type, range: range, subject: "route:\(route.id)", ignore: route.ignore))
            }
        }
        return sites
    }
}
