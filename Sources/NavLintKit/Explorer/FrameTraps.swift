/// What each frame of a frame graph can escape (in-app events only), for the trap analysis.
///
/// A configuration can get back to launch when the records it holds over the last
/// configuration that was on top before can be removed: by an event of the top frame or of
/// something pushed or presented over it (Back, `pop n`, popToRoot, dismiss, swipe-dismiss,
/// or an in-app URL whose route dismisses modals or starts the root stack over), landing on
/// a configuration that was on top before (it got back then, and can again) or on one that
/// can get back in turn. This computes, per frame, which numbers of entries it can pop and
/// whether it can remove its layer, every modal or everything (`Escape`, a least fixpoint
/// over the graph, linear in its edges); FrameSearch decides per node where each pop lands.
struct FrameTraps {
    /// What can be removed from a frame, counting what can be pushed or presented over it.
    struct Escape: Equatable {
        /// Bit c (1...59): exactly c entries of the frame's stack, from the top (60: 60 or more);
        /// bit 63: all of them. In a nest (FrameNests), bit 61: the nested path's entries, down to
        /// the entry that holds it; bit 62: those and that entry (`nestRoot`, `nestOut`).
        var pops: UInt64 = 0
        /// The frame's whole modal layer.
        var layer = false
        /// Every modal layer (an in-app URL that dismisses modals).
        var modals = false
        /// Every layer and the root stack's entries (an in-app URL that starts over).
        var everything = false
        /// Bit p: every layer and the entries of the stack of the root layer's pane p, where
        /// the root layer is a switch whose case is a TabView (an in-app URL that starts that
        /// tab over, from it or from another tab): the other tabs keep what they show.
        var tabRoots: UInt64 = 0
        /// Bit k: every modal layer, and then the entries route `ontoRoutes[k]` pushes onto the
        /// root layer's top (an in-app URL that dismisses modals and pushes): a way out or
        /// not depending on that top, which FrameSearch's nodes keep (`Key.under`).
        var onto: UInt64 = 0

        static let all: UInt64 = 1 << 63
        static let nestRoot: UInt64 = 1 << 61
        static let nestOut: UInt64 = 1 << 62
        static let nested: UInt64 = nestRoot | nestOut
        /// Escapes that remove a frame's top entry, wherever they land.
        static let top: UInt64 = 1 << 1 | all | nested

        /// What carries past the frame's own layer: every modal, everything, tabs' stacks, URLs onto the root.
        var beyondLayer: Escape { Escape(modals: modals, everything: everything, tabRoots: tabRoots, onto: onto) }

        mutating func merge(_ other: Escape) {
            pops |= other.pops
            layer = layer || other.layer
            modals = modals || other.modals
            everything = everything || other.everything
            tabRoots |= other.tabRoots
            onto |= other.onto
        }
    }

    let graph: FrameGraph
    let runner: RouteRunner
    /// The component whose in-app URLs count; nil when the spec has none, and then one
    /// analysis serves every component.
    let root: Node?
    private(set) var escape: [Escape]
    /// Routes in-app URLs open in modals that dismiss them and push onto the root layer (`Escape.onto`).
    private(set) var ontoRoutes: [Int] = []
    /// Whether some modal acts on the stack under it (FrameGraph.underModal), opens a URL that
    /// does, or selects another tab under it: FrameSearch keeps the root layer under modals then
    /// (`Key.under`).
    private(set) var actsUnder = false
    /// Set when a verdict here may hang on what such a URL pushes onto (a modal it frees
    /// presented by a route, or one of them presenting a modal itself): FrameSearch gives up.
    private(set) var inexact = false
    /// Routes of `ontoRoutes` (bit k: the k-th) whose modals no one leaves but through such routes.
    private var idleOnto: UInt64 = 0
    /// Routes of `ontoRoutes` (bit k: the k-th) that present a modal over what they push.
    private var presentingOnto: UInt64 = 0
    /// Routes of `ontoRoutes` that free no one from where they are opened: those presenting a
    /// modal that is idle, or all that present one where a verdict hangs on them (`inexact`).
    var skippedOnto: UInt64 { presentingOnto & (inexact ? ~0 : idleOnto) }
    /// Whether some modal's in-app URL selects another tab under it (FrameGraph.RouteStep.underTab):
    /// FrameSearch keeps the modals under such a modal then (`Key.opener`), which move too.
    private(set) var selectsUnder = false
    /// Set when the chains of modals over one another that can act under them were too many to follow.
    private(set) var chainsCut = false
    /// Set when such a chain was longer than the escapes follow (`openerChain`): FrameSearch's
    /// sessions, which follow chains of any length, then find verdicts only where nothing can trap.
    private(set) var chainsLong = false
    /// The chains from each modal (`chains(from:budget:)`): they depend on the graph alone, so
    /// every pass of the fixpoint shares them and spends one budget.
    private var chainsFrom: [Int32: [(top: Int32, over: [Int32])]] = [:]
    /// Per modal acting under from pushed content, the frames its stack can push (`content(of:)`).
    private var contentFrom: [Int32: Content] = [:]
    /// Set when a modal's pushed content that acts under it was too large to follow (FrameSearch's calls then do not run).
    private(set) var contentCut = false
    /// Set when a modal's tab shows a page that cannot go back to the tab's first frame, and
    /// the escapes depend on what that tab shows (`stuckTabs`): FrameSearch gives up.
    private(set) var tabsInexact = false
    /// Per first frame of a modal's tab whose pages cannot all go back to it, the frames that
    /// tab can show. A switch to a tab leads to its first frame, which stands for what the tab
    /// shows: the escapes take the first frame's (an upper bound: what the tab shows was pushed
    /// from there), and, once more, what every frame of the tab has in common (a lower bound).
    /// Where the two agree, the verdicts do not depend on what the tab shows.
    private var stuckTabs: [Int32: [Int32]] = [:]
    /// Whether every pop in a modal layer removes one entry at most (pops of more on the root
    /// layer's stacks do not matter to calls in a modal's stack, FrameCalls).
    let modalPopsOne: Bool
    /// Chains of modals grow with the spec's presentations, multiplied: a spec with more is not followed.
    private lazy var chainBudget = 16 * solved.count + 256

    /// What an edge contributes to its source frame: entries pushed, then maybe a modal over
    /// them; or another tab of the same layer (`across`), whose pops are its own.
    private struct Edge {
        let source: Int32
        let entries: [Int32]
        let above: Int32?
        var across: Int32? = nil
        /// The source's top entry showing another case (FrameGraph.Step.swap), whose escapes are the source's own.
        var beside: Int32? = nil
        /// The entries replace the source's path instead of going on top of it.
        var replaces = false
        /// The entries (then `above`) start the stack of another tab (`across`) over, and the
        /// modals over the source are gone when `dismisses`.
        var inTab = false
        /// With `inTab`: the entries go on another column's stack of a split view of stacks
        /// (`across`, its root), and the layer they share is removed from either.
        var column = false
        /// Not set: the entries go on what the other tab shows, whose records stay.
        var startsOver = true
        var dismisses = false
        /// A modal presented over the source acts on the source's stack (FrameGraph.underModal):
        /// once that modal's layer is removed, the source shows the entries, or has lost `pops`.
        var under: Int32? = nil
        /// With `under`: modals over `under` that go first, top first (the modal acting, and
        /// one its in-app URL presents), each removed by its layer.
        var over: [Int32] = []
        /// With `under`: the entries popped.
        var pops: UInt64 = 0
        /// With `across` alone (a tab switch): the bit of the tab selected, whose own start does
        /// not count through it (FrameTraps.selected).
        var selects: UInt64 = 0
        /// With `across` alone: a switch between the tabs of a TabView of stacks (FrameNests.nestedTabs),
        /// whose entry the other tab's first frame can remove as this frame would.
        var nestTab = false
        /// With `above`: entries pushed in that modal's own stack once it is presented (an
        /// in-app URL into a stack inside a modal).
        var inside: [Int32] = []
        /// With `under`: the frame of `under`'s pushed content that acts, which counts once the
        /// user can get from it to removing the modal (`leaves`).
        var reach: Int32? = nil
    }

    /// Tabs searched together (FrameTabs): in-app URLs into other tabs (`crossing`), those
    /// whose result there can get back to launch (`crossOK`: one opened from a modal that
    /// dismisses the modals removes them), and whether some other tab's URL can start this
    /// tab's stack over for good (`restart`: every frame of the root layer can then escape).
    struct Tabs {
        var component = 0
        var crossing: [Int: FrameSearch.Crossing] = [:]
        var crossOK: Set<Int> = []
        var restart = false
        /// URLs another tab opens that push onto this one, from an opener the user can reach
        /// and leave again: each state of the root layer has the push as one more edge.
        var pushes: Set<Int> = []
    }
    let tabs: Tabs

    /// The frames solved for: every frame the graph holds (`FrameGraph.close` made them), or
    /// those one component reaches (what a frame can escape depends only on what it reaches).
    let solved: [Int32]

    init(graph: FrameGraph, runner: RouteRunner, root: Node?, frames: [Int32]? = nil, tabs: Tabs = Tabs()) {
        self.graph = graph
        self.runner = runner
        self.root = root
        self.tabs = tabs
        if let frames {
            solved = frames
        } else {
            // Frames of components that did not fit may lack their events yet: make them all first.
            var f = 0
            while f < graph.frames.count {
                for case .open(let r, _) in graph.steps(Int32(f)) {
                    if let root { _ = graph.routeStep(r, from: Int32(f), root: root, runner: runner) }
                }
                f += 1
            }
            solved = graph.frames.indices.map(Int32.init)
        }
        escape = Array(repeating: Escape(), count: graph.frames.count)
        stuckTabs = Self.stuckTabs(graph, solved)
        modalPopsOne = solved.allSatisfy { f in
            !graph.isModal(f) || graph.steps(f).allSatisfy { if case .pop(let n, _) = $0 { n <= 1 } else { true } }
        }
        // What modals do to the root layer under them: URLs that dismiss and push onto it, and
        // actions and URLs that change it while they stay up.
        var onto = Set<Int>()
        for f in solved where graph.isModal(f) {
            for step in graph.steps(f) {
                switch step {
                case .named, .rehome: actsUnder = true
                case .open(let r, _):
                    guard let root else { break }
                    switch graph.routeStep(r, from: f, root: root, runner: runner) {
                    case .ontoBase: onto.insert(r)
                    case .underModal, .asideUnder: actsUnder = true
                    case .underTab: selectsUnder = true
                    default: break
                    }
                default: break
                }
            }
        }
        ontoRoutes = onto.sorted()
        for (k, r) in ontoRoutes.prefix(64).enumerated() where graph.model.deepLinks.routes[r].present != nil { presentingOnto |= 1 << UInt64(k) }
        let structural = ontoRoutes.count > 64
        var routeOK: [RouteAt: Bool] = [:]
        // Routes reached by in-app URLs can only help: start with none, add those that work, repeat.
        while true {
            inexact = structural
            solve(routeOK)
            var next: [RouteAt: Bool] = [:]
            for f in solved {
                for case .open(let r, _) in graph.steps(Int32(f)) {
                    if let ok = works(r, from: Int32(f)) { next[at(r, f), default: false] = next[at(r, f)] == true || ok }
                }
            }
            if next == routeOK { break }
            routeOK = next.merging(routeOK) { $0 || $1 }
        }
        if !stuckTabs.isEmpty {
            // Solved again from nothing with the lower bound; what else the pass sets stays the first's.
            let optimistic = escape, idle = idleOnto, wasInexact = inexact
            escape = Array(repeating: Escape(), count: graph.frames.count)
            solve(routeOK, lowerBound: true)
            tabsInexact = escape != optimistic
            (escape, idleOnto, inexact) = (optimistic, idle, wasInexact)
        }
        if actsUnder { removesEveryRecord = everyRecordRemovable() }
    }

    /// The first frames of modal tabs that show pages which cannot go back to them, each with
    /// the frames of its tab (`stuckTabs`).
    private static func stuckTabs(_ graph: FrameGraph, _ solved: [Int32]) -> [Int32: [Int32]] {
        var panes: [[Int32]: [Int32]] = [:]
        var stuck = Set<[Int32]>()
        for f in solved where graph.isModal(f) {
            let frame = graph.frames[Int(f)]
            let layer = graph.layerOf(f)
            guard layer.tabView != nil, layer.panes.count > 1, layer.panes[Int(frame.tab)].stack != nil else { continue }
            let pane = [frame.layer, frame.tab, frame.homeLayer, frame.home]
            panes[pane, default: []].append(f)
            let back = graph.steps(f).contains { step in
                switch step {
                case .back, .popToRoot, .unnest: true
                case .pop(let n, _): n <= Int(frame.depth)
                default: false
                }
            }
            if frame.depth > 0, !back { stuck.insert(pane) }
        }
        var tabs: [Int32: [Int32]] = [:]
        for pane in stuck {
            guard let first = graph.paneRoot(pane[0], tab: Int(pane[1]), homeLayer: pane[2], home: pane[3]) else { continue }
            tabs[first] = panes[pane]
        }
        return tabs
    }

    /// What escapes `a` and `b` have in common.
    private static func common(_ a: Escape, _ b: Escape) -> Escape {
        Escape(pops: a.pops & b.pops, layer: a.layer && b.layer, modals: a.modals && b.modals, everything: a.everything && b.everything,
               tabRoots: a.tabRoots & b.tabRoots, onto: a.onto & b.onto)
    }

    /// Whether route `r`, opened in-app from `f`, removes what it replaces for good: what it
    /// shows after starting over (or after dismissing every modal) can be removed in turn.
    /// The same from every frame where it starts over (or only dismisses); nil elsewhere,
    /// where the route is an edge like a push.
    private mutating func works(_ r: Int, from f: Int32) -> Bool? {
        guard let root else { return nil }
        let (result, modal): (Bool?, Int32?) = switch graph.routeStep(r, from: f, root: root, runner: runner) {
        case .fromRoot(let entries, let present), .otherCase(_, let entries, let present):
            (usable(entries.map(\.frame), above: present), present)
        case .toBase(let present): (present.map { usable(escape[Int($0)], $0) } ?? true, present)
        case .intoModal(let m, let entries, dismissing: true) where graph.isModal(f): (usable(m, inside: entries.map(\.frame)), m)
        default: (nil, nil)
        }
        // Its modal's way out pushes onto what the route leaves, which is not followed here.
        if result == false, let modal, escape[Int(modal)].onto & ~idleOnto != 0 { inexact = true }
        return result
    }

    /// Routes of `ontoRoutes` that free no one (`idleOnto`), and whether a verdict may hang on the others.
    /// Each URL is applied once (`Escape.onto` is cleared then), so a modal it presents whose own
    /// way out is such a URL in turn is not followed: a trap may be missed (`inexact`), unless every
    /// modal each of those URLs presents cannot be left but through URLs of the same kind.
    private mutating func judgeOnto(presents: [Int: Set<Int32>], bare: Set<Int>) {
        var idle: UInt64 = 0
        for k in ontoRoutes.indices where !bare.contains(k) {
            if presents[k, default: []].allSatisfy({ !usable(escape[Int($0)], $0) }) { idle |= 1 << UInt64(k) }
        }
        var changed = true
        while changed {
            changed = false
            for k in ontoRoutes.indices where idle & 1 << UInt64(k) != 0 {
                guard presents[k, default: []].contains(where: { escape[Int($0)].onto & ~idle != 0 }) else { continue }
                idle &= ~(1 << UInt64(k))
                changed = true
            }
        }
        idleOnto = idle
        if presents.values.contains(where: { $0.contains { escape[Int($0)].onto & ~idle != 0 } }) { inexact = true }
    }

    private func bit(_ r: Int) -> UInt64 { ontoRoutes.firstIndex(of: r).map { 1 << UInt64($0) } ?? 0 }

    /// What route `ontoRoutes[k]` pushes onto root-layer frame `f`, if it pushes there.
    private func onto(_ k: Int, from f: Int32) -> (entries: [Int32], present: Int32?)? {
        guard let root, case .onTop(let entries, let present) = graph.routeStep(ontoRoutes[k], from: f, root: root, runner: runner),
              entries.allSatisfy({ Int($0.frame) < escape.count }) else { return nil }
        return (entries.map(\.frame), present)
    }

    /// A route opened where the root layer shows one case (or tab) of a switch: what it
    /// leaves, and so whether it works, is the same wherever that one shows.
    private struct RouteAt: Hashable {
        let route: Int
        let home: Int32
    }

    private func at(_ r: Int, _ f: Int32) -> RouteAt { RouteAt(route: r, home: graph.home(f)?.case ?? -1) }

    /// `lowerBound`: a switch to a tab of `stuckTabs` counts what every frame of the tab can do.
    private mutating func solve(_ routeOK: [RouteAt: Bool], lowerBound: Bool = false) {
        let rootLayer = tabs.restart ? root.flatMap(graph.launchFrame).map { graph.frames[Int($0)].layer } : nil
        var edges: [Edge] = []
        var dependents = Array(repeating: [Int](), count: graph.frames.count)
        defer { chainsCut = chainBudget < 0 }
        for f in solved.map(Int.init) {
            var own = Escape()
            for step in graph.steps(Int32(f)) {
                switch step {
                case .back: own.pops |= 1 << 1
                case .pop(let n, _): own.pops |= 1 << UInt64(n)
                case .popToRoot: own.pops |= graph.frames[f].nest >= 0 ? Escape.nestRoot : Escape.all
                case .unnest: own.pops |= Escape.nestOut
                case .dismiss: own.layer = true
                case .push(let entries, _): edges.append(Edge(source: Int32(f), entries: entries.map(\.frame), above: nil))
                case .reset(let entries, _):
                    edges.append(Edge(source: Int32(f), entries: entries.map(\.frame), above: nil, replaces: true))
                case .present(let m, _):
                    edges.append(Edge(source: Int32(f), entries: [], above: m))
                    if actsUnder, !graph.isModal(Int32(f)) {
                        // The chains first: they spend the budget in the order they always have.
                        let found = chains(from: m)
                        if contentFrom[m] == nil { contentFrom[m] = content(of: m) }
                        edges += underEdges(Int32(f), m, chains: found, content: contentFrom[m]!)
                    }
                case .select(let m, _):
                    edges.append(Edge(source: Int32(f), entries: [], above: nil, across: m, selects: selected(m, from: Int32(f)),
                                      nestTab: graph.frames[f].nest >= 0 && graph.frames[Int(m)].nest >= 0))
                case .recase(let m, _): edges.append(Edge(source: Int32(f), entries: [], above: nil, across: m))
                // Another column's stack: what it pushes there, then that column's escapes (the layer is theirs too).
                case .across(let m, let entries, _):
                    edges.append(Edge(source: Int32(f), entries: entries.map(\.frame), above: nil, across: m, inTab: true, column: true,
                                      startsOver: false))
                // The same modal over another tab: its records are the source's.
                case .rehome(let m, _): edges.append(Edge(source: Int32(f), entries: [], above: nil, beside: m))
                // The same entry showing another case: what that case can remove, this one can;
                // at the root, a switch case's launch is a way back.
                case .swap(let m, _):
                    if graph.startsRootLayer(m) { own.merge(startOver(m)) }
                    edges.append(Edge(source: Int32(f), entries: [], above: nil, beside: m))
                // Another case's launch counts as a way back (StateSemantics.caseLaunches), and a
                // split view's choice over the root does when it is the only one made.
                case .restart: own.everything = true
                case .choose(let m, _):
                    if graph.startsRootLayer(m) { own.merge(startOver(m)) } else { edges.append(Edge(source: Int32(f), entries: [], above: nil, across: m)) }
                // Under the modal, below every record of its own: no way out of them.
                case .failure, .named: break
                case .open(let r, _):
                    if let other = tabs.crossing[r], other.component != tabs.component {
                        if tabs.crossOK.contains(r), graph.isModal(Int32(f)), graph.model.deepLinks.routes[r].dismissModals { own.modals = true }
                        break
                    }
                    guard let root else { break }
                    switch graph.routeStep(r, from: Int32(f), root: root, runner: runner) {
                    case .fromRoot where routeOK[at(r, Int32(f))] == true: own.merge(startOver(Int32(f)))
                    // Another case's launch is a way back, once what the route adds there is removed.
                    case .otherCase where routeOK[at(r, Int32(f))] == true: own.everything = true
                    case .toBase where routeOK[at(r, Int32(f))] == true: own.modals = true
                    case .ontoBase: own.onto |= bit(r)
                    case .onTop(let entries, let present):
                        edges.append(Edge(source: Int32(f), entries: entries.map(\.frame), above: present))
                    case .inLayer(nil, let entries, let present):
                        edges.append(Edge(source: Int32(f), entries: entries.map(\.frame), above: present))
                    case .inLayer(_, let entries, nil):
                        edges.append(Edge(source: Int32(f), entries: entries.map(\.frame), above: nil, replaces: true))
                    // It starts that tab over: once what it pushes there is removed, the tab is at its root
                    // (pushed onto what the tab shows, at what it showed, which its root stands for).
                    case .aside(let pane, let entries, let present, let startsOver):
                        edges.append(Edge(source: Int32(f), entries: entries.map(\.frame), above: present, across: pane, inTab: true,
                                          startsOver: startsOver, dismisses: graph.isModal(Int32(f))))
                    // The same modal over another tab: its records are the source's, then maybe a modal
                    // over it. Started over under it, that tab is at its root once the modal and what
                    // the route pushed are removed (a modal the route presents over it goes first,
                    // which one edge does not follow).
                    case .underTab(let m, let pane, let entries, let present, let startsOver):
                        edges.append(Edge(source: Int32(f), entries: [], above: nil, beside: m))
                        if let present { edges.append(Edge(source: Int32(f), entries: [], above: present)) }
                        if startsOver, present != nil { inexact = true }
                        if startsOver, present == nil {
                            edges.append(Edge(source: Int32(f), entries: entries.map(\.frame), above: m, across: pane, inTab: true))
                        }
                    case .inTab(let pane, let entries, let present, let startsOver):
                        edges.append(Edge(source: Int32(f), entries: entries.map(\.frame), above: present, across: pane, inTab: true,
                                          startsOver: startsOver, dismisses: graph.isModal(Int32(f))))
                    case .intoModal(_, _, dismissing: true) where graph.isModal(Int32(f)):
                        if routeOK[at(r, Int32(f))] == true { own.modals = true }
                    // Over the root layer there are no modals to dismiss.
                    case .intoModal(let m, let entries, _):
                        edges.append(Edge(source: Int32(f), entries: [], above: m, inside: entries.map(\.frame)))
                    default: break
                    }
                }
            }
            if graph.frames[f].layer == rootLayer { own.everything = true }
            if let root, !graph.isModal(Int32(f)) {
                for r in tabs.pushes.sorted() {
                    if case .onTop(let entries, let present) = graph.routeStep(r, from: Int32(f), root: root, runner: runner) {
                        edges.append(Edge(source: Int32(f), entries: entries.map(\.frame), above: present))
                    }
                }
            }
            escape[f].merge(nestRooted(own, Int32(f)))
        }
        // The modals each route of `ontoRoutes` presents over what it pushes, and the routes that present none.
        var ontoPresents: [Int: Set<Int32>] = [:]
        var ontoBare = Set<Int>()
        defer { judgeOnto(presents: ontoPresents, bare: ontoBare) }
        for (e, edge) in edges.enumerated() {
            for g in edge.entries { dependents[Int(g)].append(e) }
            if let m = edge.above ?? edge.across ?? edge.under ?? edge.beside { dependents[Int(m)].append(e) }
            if edge.above == nil, !edge.inTab, let m = edge.across, let tab = stuckTabs[m] { for g in tab { dependents[Int(g)].append(e) } }
            for m in edge.over { dependents[Int(m)].append(e) }
            for g in edge.inside { dependents[Int(g)].append(e) }
            if edge.reach != nil, let m = edge.under { for g in contentFrom[m]!.frames { dependents[Int(g)].append(e) } }
            // A modal over the root layer can push onto it: what that pushes counts too.
            if edge.above != nil, !graph.isModal(edge.source) {
                for k in ontoRoutes.indices {
                    guard let pushed = onto(k, from: edge.entries.last ?? edge.source) else { continue }
                    for g in pushed.entries + (pushed.present.map { [$0] } ?? []) { dependents[Int(g)].append(e) }
                    if let m = pushed.present { ontoPresents[k, default: []].insert(m) } else { ontoBare.insert(k) }
                }
            }
        }
        var queue = Array(edges.indices)
        var head = 0
        while head < queue.count {
            let edge = edges[queue[head]]
            head += 1
            var through: Escape
            if let m = edge.beside {
                through = escape[Int(m)]
            } else if edge.under != nil {
                guard let under = throughUnder(edge) else { continue }
                through = under
            } else if !edge.inside.isEmpty, let m = edge.above {
                // What the entries in the modal reach past its layer; back at its first frame, what that one does.
                let cleared = clear(edge.inside, above: nil)
                through = cleared.escape.beyondLayer
                if cleared.root { through.merge(escape[Int(m)].beyondLayer) }
            } else if edge.inTab, let m = edge.across {
                // Once what it started in the other tab is removed, that tab's root can escape as it
                // does; another column shares the source's layer, so removing it counts too.
                let cleared = clear(edge.entries, above: edge.above)
                through = cleared.escape.beyondLayer
                if edge.column { through.layer = cleared.escape.layer }
                if cleared.removable {
                    through.merge(escape[Int(m)].beyondLayer)
                    if edge.column { through.layer = through.layer || escape[Int(m)].layer }
                    through.modals = through.modals || edge.dismisses
                    // That tab is back at its root, and any modal gone.
                    if edge.startsOver { through.tabRoots |= graph.home(m).map { 1 << UInt64($0.case) } ?? 0 }
                }
            } else if let m = edge.across {
                let tab = lowerBound ? stuckTabs[m] : nil
                let to = tab.map { $0.map { escape[Int($0)] }.reduce(escape[Int(m)], Self.common) } ?? escape[Int(m)]
                through = to.beyondLayer
                through.layer = to.layer
                through.tabRoots &= ~edge.selects
                // The other tab's first frame shows the entry that holds the TabView: its pop of one
                // entry removes that entry (FrameTraps.nestRooted), as Back from it does here; a
                // pop of the outer stack to its root removes it here too.
                if edge.nestTab {
                    if to.pops & (1 << 1 | Escape.nestOut) != 0 { through.pops |= Escape.nestOut }
                    through.pops |= to.pops & Escape.all
                }
            } else if edge.replaces {
                // Cleared down to the stack's root, the source's whole path is gone.
                let cleared = clear(edge.entries, above: nil)
                through = cleared.escape.beyondLayer
                through.pops = cleared.root ? Escape.all : 0
                through.layer = cleared.escape.layer
            } else {
                through = clear(edge.entries, above: edge.above).escape
                // Over the root layer, a URL reached in the modal dismisses it and pushes onto
                // the entries' top: an edge like a push from there.
                if let m = edge.above, !graph.isModal(edge.source) {
                    var bits = escape[Int(m)].onto
                    while bits != 0 {
                        let k = bits.trailingZeroBitCount
                        bits &= bits - 1
                        guard let pushed = onto(k, from: edge.entries.last ?? edge.source) else { continue }
                        through.merge(clear(edge.entries + pushed.entries, above: pushed.present).escape)
                    }
                    through.onto = 0
                }
            }
            if coversRootNest(edge) { through.pops &= ~Escape.all }
            through.merge(escape[Int(edge.source)])
            through = nestRooted(through, edge.source)
            guard through != escape[Int(edge.source)] else { continue }
            escape[Int(edge.source)] = nestRooted(through, edge.source)
            queue += dependents[Int(edge.source)]
        }
    }

    /// What an edge of a modal acting on the stack under it (`underEdges`) lets its source
    /// remove, once the modals over it and then it can go; nil where they cannot.
    private func throughUnder(_ edge: Edge) -> Escape? {
        guard let m = edge.under else { return nil }
        // Modals presented over `m` go first.
        if edge.over.contains(where: { !usable(escape[Int($0)], $0) }) { return nil }
        if let p = edge.reach {
            guard leaves(contentFrom[m]!, from: p) else { return nil }
        } else {
            guard usable(escape[Int(m)], m) else { return nil }
        }
        guard edge.pops == Escape.all else {
            return edge.entries.isEmpty ? Escape(pops: edge.pops) : clear(edge.entries, above: nil).escape
        }
        // Started over: the whole path is gone once what it pushed on the root can be removed.
        let cleared = clear(edge.entries, above: nil)
        var through = cleared.escape.beyondLayer
        if cleared.removable { through.pops = Escape.all }
        return through
    }

    /// What root-layer frame `f` can remove through modal `m` over it acting on `f`'s stack, as
    /// the escapes follow it from a frame that presents `m` (`underEdges`), for a modal that
    /// came over `f` otherwise (it changed the stack under it: FrameSearch.trappedUnder). Nil
    /// where the chains from `m` were not followed (no root-layer frame presents it).
    func underEscape(_ f: Int32, _ m: Int32) -> Escape? {
        guard Int(f) < escape.count, let found = chainsFrom[m], let content = contentFrom[m] else { return nil }
        var result = Escape()
        for edge in underEdges(f, m, chains: found, content: content) {
            if let through = throughUnder(edge) { result.merge(through) }
        }
        return result
    }

    /// What modal `m`, presented over root-layer frame `f`, does to `f`'s stack with its own
    /// actions (FrameSearch.named) and in-app URLs (FrameSearch.openedUnder): entries to go
    /// back through, entries popped, or the stack started over.
    private func underEdges(_ f: Int32, _ m: Int32, chains: [(top: Int32, over: [Int32])], content: Content) -> [Edge] {
        var edges: [Edge] = []
        // `over`: modals over `m` that go first (the one acting, one its in-app URL's route presents).
        func add(_ effect: FrameGraph.UnderModal?, over: [Int32], reach: Int32?) {
            switch effect {
            case .push(let entries)? where entries.allSatisfy({ Int($0.frame) < escape.count }):
                edges.append(Edge(source: f, entries: entries.map(\.frame), above: nil, under: m, over: over, reach: reach))
            // The modal is still up over what one pop leaves: popping one at a time, it pops any
            // number of entries, down to the root.
            case .pop(let n)?:
                edges.append(Edge(source: f, entries: [], above: nil, under: m, over: over, pops: n == 1 ? 1 << 1 | Escape.all : 1 << UInt64(n),
                                  reach: reach))
            case .restart(let entries)? where entries.allSatisfy({ Int($0.frame) < escape.count }):
                edges.append(Edge(source: f, entries: entries.map(\.frame), above: nil, under: m, over: over, pops: Escape.all, reach: reach))
            default: break
            }
        }
        // `m`'s own actions and URLs, and those of the modals presented over it from first
        // frames, each from the one under (FrameSearch keeps such openers: Key.opener), which go
        // first; and those of what `m`'s stack pushes (FrameSearch's calls, FrameCalls).
        func acts(_ top: Int32, over: [Int32], reach: Int32? = nil) {
            for step in graph.steps(top) {
                switch step {
                case .named(let ref, let stack, _): add(graph.underModal(ref, stack: stack, over: f), over: over, reach: reach)
                case .open(let r, _):
                    guard let root, case .underModal = graph.routeStep(r, from: top, root: root, runner: runner) else { break }
                    switch graph.routeStep(r, from: f, root: root, runner: runner) {
                    case .onTop(let entries, let present):
                        if !entries.isEmpty { add(.push(entries), over: (present.map { [$0] } ?? []) + over, reach: reach) }
                    case .fromRoot(let entries, let present): add(.restart(entries), over: (present.map { [$0] } ?? []) + over, reach: reach)
                    default: break
                    }
                default: break
                }
            }
        }
        for (top, over) in chains { acts(top, over: over) }
        for p in content.frames.dropFirst() { acts(p, over: [], reach: p) }
        for (p, top, over) in content.nested { acts(top, over: over, reach: p) }
        return edges
    }

    /// What modal `m`'s stack can push, one entry at a time: its frames (`m` first) and pushes.
    /// Followed only where FrameSearch's calls can run (no pop removes more than one entry) and
    /// some of it acts under the modal; past a budget, `contentCut`.
    private struct Content {
        var frames: [Int32] = []
        var pushes: [Int32: [[Int32]]] = [:]
        /// Modals presented over a frame of it (`reach`), and the chains over them (`chains(from:)`):
        /// each `top`, with the modals that go first, `top` to the one over `reach`.
        var nested: [(reach: Int32, top: Int32, over: [Int32])] = []
    }

    /// The chains from modal `m` (`chains(from:budget:)`), found once.
    private mutating func chains(from m: Int32) -> [(top: Int32, over: [Int32])] {
        if let known = chainsFrom[m] { return known }
        let found = chains(from: m, budget: &chainBudget)
        chainsFrom[m] = found.chains
        chainsLong = chainsLong || found.long
        return found.chains
    }

    private mutating func content(of m: Int32) -> Content {
        var content = Content()
        guard modalPopsOne else { return Content(frames: [m]) }
        var seen: Set<Int32> = [m]
        var pending = [m]
        var acting = false
        while let x = pending.popLast() {
            content.frames.append(x)
            for step in graph.steps(x) {
                guard case .push(let entries, _) = step, entries.allSatisfy({ Int($0.frame) < escape.count }) else { continue }
                content.pushes[x, default: []].append(entries.map(\.frame))
                for e in entries where seen.insert(e.frame).inserted { pending.append(e.frame) }
            }
            guard x != m else { continue }
            acting = acting || actsDirectly(x)
            for n in graph.presented(over: x, root: root, runner: runner) where Int(n) < escape.count {
                for (top, over) in chains(from: n) where actsDirectly(top) {
                    acting = true
                    content.nested.append((x, top, over + [n]))
                }
            }
        }
        guard acting else { return Content(frames: [m]) }
        if content.frames.count > 4096 {
            contentCut = true
            return Content(frames: [m])
        }
        return content
    }

    /// Whether modal frame `x` acts on the stack under the modals, by an action or an in-app URL.
    private func actsDirectly(_ x: Int32) -> Bool {
        graph.steps(x).contains { step in
            switch step {
            case .named: true
            case .open(let r, _): root.map { if case .underModal = graph.routeStep(r, from: x, root: $0, runner: runner) { true } else { false } } ?? false
            default: false
            }
        }
    }

    /// Whether the user can push their way from modal `m` (`content.frames[0]`) to frame `p` of its
    /// stack so that, from there, they can remove the modal: each entry can be popped onto one
    /// from which they can, or dismisses the modal itself, or pops to the root where `m` can.
    /// Searched over (frame, whether the modal can be removed from the path to it).
    private func leaves(_ content: Content, from p: Int32) -> Bool {
        let m = content.frames[0]
        let atRoot = usable(escape[Int(m)], m)
        func out(_ y: Int32, below: Bool) -> Bool {
            let e = escape[Int(y)]
            return resets(e, y) || e.layer || e.modals || e.pops & Escape.all != 0 && atRoot || e.pops & 1 << 1 != 0 && below
        }
        var seen: Set<[Int32]> = [[m, atRoot ? 1 : 0]]
        var pending: [(Int32, Bool)] = [(m, atRoot)]
        while let (x, good) = pending.popLast() {
            if x == p, good { return true }
            for entries in content.pushes[x] ?? [] {
                var g = good
                for y in entries { g = out(y, below: g) }
                let top = entries.last!
                if seen.insert([top, g ? 1 : 0]).inserted { pending.append((top, g)) }
            }
        }
        return false
    }

    /// The modals that can act on the stack under modal `m`, each with the modals over `m`
    /// that go first (top first, itself included): `m`, and the chains presented over it
    /// from first frames (of any of its tabs) as FrameSearch keeps them (Key.opener: no frame twice, at most
    /// `openerChain` modals). Each visit spends one of `budget`: past it, `chainsCut`. `long`:
    /// some chain would go on past `openerChain`.
    private func chains(from m: Int32, budget: inout Int) -> (chains: [(top: Int32, over: [Int32])], long: Bool) {
        var result: [(top: Int32, over: [Int32])] = []
        var long = false
        func presents(_ top: Int32, over: [Int32]) {
            budget -= 1
            guard budget >= 0 else { return }
            result.append((top, over))
            guard graph.frames[Int(top)].depth == 0 else { return }
            for next in graph.presented(over: top, root: root, runner: runner)
            where next != m && !over.contains(next) && Int(next) < escape.count {
                guard over.count + 1 < Self.openerChain else {
                    long = true
                    return
                }
                presents(next, over: [next] + over)
            }
        }
        presents(m, over: [])
        // The modal's other tabs, each at its first frame, which the user selects with the modal up.
        let at = graph.frames[Int(m)]
        let layer = graph.layerOf(m)
        if at.depth == 0, at.tab == 0, layer.tabView != nil {
            for p in layer.panes.indices.dropFirst() {
                guard let g = graph.paneRoot(at.layer, tab: p, homeLayer: at.homeLayer, home: at.home), Int(g) < escape.count else { continue }
                presents(g, over: [])
            }
        }
        return (result, long)
    }

    /// The longest chain of modals FrameSearch keeps under a modal's action on the stack under them.
    static let openerChain = 4

    /// Entries `chain` pushed in order on a frame (then `above` presented over the last):
    /// what the frame under them can remove through them, and whether all of them can be
    /// removed, and whether some escape lands exactly on the frame under them or pops its
    /// whole stack (`root`). Position j is the chain's j-th entry on top (0: the frame under
    /// it); an escape of c entries from position j lands on j - c.
    func clear(_ chain: [Int32], above: Int32?) -> (escape: Escape, removable: Bool, root: Bool) {
        var result = Escape()
        var root = false
        var lowest = chain.count + 1
        var reached = [Bool](repeating: false, count: chain.count + 1)
        if chain.isEmpty {
            guard let above else { return (result, true, true) }
            let top = escape[Int(above)]
            return (top.beyondLayer, usable(top, above), false)
        }
        reached[chain.count] = true
        let modal = graph.isModal(chain[0])
        for j in stride(from: chain.count, through: 1, by: -1) where reached[j] {
            var here = escape[Int(chain[j - 1])]
            if j == chain.count, let above {
                let top = escape[Int(above)]
                if !usable(top, above) { return (Escape(onto: top.onto), false, false) }
                here.modals = here.modals || top.modals
                here.everything = here.everything || top.everything
                here.tabRoots |= top.tabRoots
                here.onto |= top.onto
            }
            result.layer = result.layer || here.layer
            result.modals = result.modals || here.modals
            result.everything = result.everything || here.everything
            result.tabRoots |= here.tabRoots
            result.onto |= here.onto
            if resets(here, chain[j - 1]) || modal && (here.layer || here.modals) { lowest = Int.min }
            var counts = here.pops
            while counts != 0 {
                let c = counts.trailingZeroBitCount
                counts &= counts - 1
                let landing: Int
                if 1 << UInt64(c) & Escape.nested != 0 {
                    // To the entry that holds the nest, or past it: relative to the frame under
                    // the chain when that entry is not in it.
                    guard let b = nestBoundary(chain, j) else {
                        result.pops |= 1 << UInt64(c)
                        continue
                    }
                    landing = 1 << UInt64(c) == Escape.nestRoot ? b : b - 1
                } else {
                    landing = c == 63 ? Int.min : j - c
                }
                lowest = min(lowest, landing)
                root = root || landing == 0 || c == 63
                if landing >= 1 {
                    reached[landing] = true
                } else if landing < 0 {
                    result.pops |= landing == Int.min ? Escape.all : 1 << UInt64(min(-landing, 60))
                }
            }
        }
        return (result, lowest <= 0, root)
    }

    /// The position of the entry that holds the nest of `chain`'s j-th entry (0: the frame
    /// under the chain); nil when it lies further down (FrameNests).
    private func nestBoundary(_ chain: [Int32], _ j: Int) -> Int? {
        let nest = graph.frames[Int(chain[j - 1])].nest
        for p in stride(from: j, through: 1, by: -1) {
            let frame = graph.frames[Int(chain[p - 1])]
            guard frame.nest == nest else { return nil }
            if frame.inner == 0 { return p }
        }
        // A nested path's depth is exact at 1 (FrameGraph.innerCap): the frame under is the entry that holds it.
        let first = graph.frames[Int(chain[0])]
        return first.nest == nest && first.inner == 1 ? 0 : nil
    }

    /// Whether `edge` pushes onto the outer stack from inside a nest at that stack's root
    /// (FrameNests.outerAction): the outer stack's pop to its root removes what the edge
    /// pushed and no more, the nest stays as it was.
    private func coversRootNest(_ edge: Edge) -> Bool {
        let source = graph.frames[Int(edge.source)]
        guard source.nest >= 0, !graph.nests[Int(source.nest)].pushed, edge.across == nil, edge.under == nil, !edge.replaces,
              let first = edge.entries.first else { return false }
        return graph.frames[Int(first)].nest < 0
    }

    /// A nest's first frame removes itself by what removes the nest (Back from it): one
    /// entry of its layer's stack; what lands on it removes nothing.
    private func nestRooted(_ escape: Escape, _ f: Int32) -> Escape {
        let frame = graph.frames[Int(f)]
        guard frame.nest >= 0, frame.inner == 0, escape.pops & Escape.nested != 0 else { return escape }
        var rooted = escape
        if escape.pops & Escape.nestOut != 0 { rooted.pops |= 1 << 1 }
        rooted.pops &= ~Escape.nested
        return rooted
    }

    /// The bit of the root layer's tab that a tab switch from frame `f` to frame `m` selects
    /// (0 for a modal's own tabs): that tab shows what it showed, not its first frame `m`,
    /// so a way back that only its first frame has (a case launch at its root) does not
    /// count through the switch, while one another tab has (a URL that starts it over) does.
    private func selected(_ m: Int32, from f: Int32) -> UInt64 {
        guard !graph.isModal(m), let (_, tab) = graph.home(m), graph.home(f)?.case != tab else { return 0 }
        return 1 << UInt64(tab)
    }

    /// Reaching a start of the root layer from frame `f`: in a tab of a TabView that is a
    /// root layer's pane, that tab's stack and every modal are gone, and the other tabs keep
    /// what they show; elsewhere everything is.
    private func startOver(_ f: Int32) -> Escape {
        if let (l, shown) = graph.home(f), graph.layers[Int(l)].panes[Int(shown)].tabView != nil {
            return Escape(tabRoots: 1 << UInt64(shown))
        }
        return Escape(everything: true)
    }

    /// Whether every frame solved for can remove its top record: its modal layer, or its top
    /// entry, or everything; at the root layer's start, none is needed. Then the top record
    /// of any configuration can go, and the next, down to a start of the root layer: no
    /// configuration is trapped, whatever lies under its top (where a modal acts under another:
    /// found once, as the escapes are). Then what the escapes leave out does not matter
    /// (`chainsLong`, a modal a route presents after changing the stack under the modals).
    private(set) var removesEveryRecord = false

    private func everyRecordRemovable() -> Bool {
        solved.allSatisfy { f in
            guard Int(f) < escape.count else { return false }
            let e = escape[Int(f)]
            if resets(e, f) { return true }
            let top = e.pops & Escape.top != 0
            if graph.isModal(f) { return e.layer || e.modals || graph.frames[Int(f)].depth > 0 && top }
            return graph.frames[Int(f)].depth > 0 ? top : graph.startsRootLayer(f)
        }
    }

    /// Whether an escape removes every modal and every entry of frame `f`'s root stack.
    func resets(_ escape: Escape, _ f: Int32) -> Bool {
        escape.everything || escape.tabRoots != 0 && graph.home(f).map { escape.tabRoots & 1 << UInt64($0.case) != 0 } == true
    }

    /// Whether a record whose frame is `f` can be removed, given what it can reach.
    func usable(_ escape: Escape, _ f: Int32) -> Bool {
        let modal = graph.isModal(f)
        let all = resets(escape, f)
        if graph.frames[Int(f)].depth > 0 { return escape.pops != 0 || all || modal && (escape.layer || escape.modals) }
        return !modal || escape.layer || escape.modals || all
    }

    /// Whether modal `m`, presented with `entries` then pushed in its own stack, can be removed with them.
    private func usable(_ m: Int32, inside entries: [Int32]) -> Bool {
        let cleared = clear(entries, above: nil)
        return cleared.escape.layer || cleared.escape.modals || resets(cleared.escape, m) || cleared.root && usable(escape[Int(m)], m)
    }

    /// Whether every record of `entries` pushed in order, then `above` presented over them, can be removed.
    private func usable(_ entries: [Int32], above: Int32?) -> Bool { clear(entries, above: above).removable }
}
