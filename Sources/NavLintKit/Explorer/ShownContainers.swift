/// Where a container is first on screen: the shortest reachable state and the event that
/// shows it from there (nil when the state itself shows it). A truncated exploration cannot
/// say a container is never shown, so then every container counts as shown, without a trace.
public struct Sighting: Sendable {
    public let state: Exploration.StateRef?
    public let event: Event?
}

extension Exploration {
    /// Each container shown in some reachable state, read from the facts the engines give
    /// (visible screens, resolved destinations, presentations taken) through its placement:
    /// content registered as a destination that no reachable push resolves, or a sheet
    /// nothing presents, is never on screen, whatever it contains.
    func shownContainers(_ model: Model) -> [Int: Sighting] {
        let count = model.containers.count
        guard !truncated else {
            return Dictionary(uniqueKeysWithValues: (0..<count).map { ($0, Sighting(state: nil, event: nil)) })
        }
        let launch = StateRef(component: 0, state: 0)
        var found: [Int: Sighting] = [:]
        var decided = [Bool](repeating: false, count: count)
        for start in 0..<count where !decided[start] {
            // Up the chain of enclosing containers to one whose placement decides (no recursion).
            var chain = [start]
            var inChain: Set<Int> = [start]
            var sighting: Sighting?
            while true {
                let c = chain[chain.count - 1]
                if decided[c] {
                    sighting = found[c]
                    chain.removeLast()
                    break
                }
                switch model.containers[c].placement {
                case .inContainer(let p) where !inChain.contains(p):
                    chain.append(p)
                    inChain.insert(p)
                    continue
                case .inContainer:
                    sighting = nil
                case .appRoot:
                    sighting = Sighting(state: launch, event: nil)
                case .embeddedIn(let s):
                    sighting = visibleScreens[s].map { Sighting(state: $0, event: nil) }
                case .destination(let s, let index):
                    sighting = resolvedDestinations[DestinationRef(screen: s, index: index)].map { Sighting(state: $0.0, event: $0.1) }
                case .presented(let s, let a):
                    // A present fires wherever its screen is on screen (engines record no targets for it).
                    let ref = ActionRef(screen: s, action: a)
                    sighting = visibleScreens[s].map { Sighting(state: $0, event: .action(ref, targets: [.container(c)])) }
                case .routePresent(let r):
                    sighting = Sighting(state: launch, event: .deepLink(route: r))
                }
                break
            }
            for c in chain {
                decided[c] = true
                found[c] = sighting
            }
        }
        return found
    }
}

extension RuleContext {
    /// The screens some reachable push shows on stack `c`, each with where it first is: from
    /// the stack's roots, a push resolved by a destination (or a view link taken) on a screen
    /// already on `c`, and what that screen embeds. A screen shown elsewhere (another tab's
    /// root) or pushed from a screen that is never on `c` is not pushed here by that.
    func pushedScreens(onto c: Int) -> [Int: Sighting] {
        guard !exploration.truncated else {
            return Dictionary(containment.screens(pushingOnto: c).map { ($0, Sighting(state: nil, event: nil)) }, uniquingKeysWith: { a, _ in a })
        }
        var found: [Int: (length: Int, sighting: Sighting)] = [:]
        var on = Set(containment.rootScreens(ofStack: c))
        var pending = Array(on).sorted()
        func offer(_ s: Int, _ state: Exploration.StateRef, _ event: Event) {
            let length = exploration.length(state)
            if found[s].map({ $0.length > length }) ?? true { found[s] = (length, Sighting(state: state, event: event)) }
            for shown in containment.staticScreens(from: [.screen(s)]) where on.insert(shown).inserted { pending.append(shown) }
        }
        let targets = exploration.actionTargets
        while let t = pending.popLast() {
            for (i, destination) in model.screens[t].destinations.enumerated() {
                guard case .screen(let s) = destination.target,
                      let (state, event) = exploration.resolvedDestinations[DestinationRef(screen: t, index: i)] else { continue }
                offer(s, state, event)
            }
            for (a, action) in model.screens[t].actions.enumerated() {
                guard case .pushView(let s) = action.kind, let state = exploration.visibleScreens[t] else { continue }
                let ref = ActionRef(screen: t, action: a)
                if targets.contains(ActionTarget(action: ref, target: .screen(s))) { offer(s, state, .action(ref, targets: [.screen(s)])) }
            }
        }
        return found.mapValues(\.sighting)
    }
}
