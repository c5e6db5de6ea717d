/// Breadth-first search over the frame graph of one component (FrameGraph).
///
/// A search node is the top frame plus what lies under it that was never on top: the
/// intermediate entries of a multi-value push or a deep link, which Back or `pop n` can
/// uncover (`below`: the next `depthCap` entries down, each a never-shown node or -1 for
/// one that was on top), and the last entry under a modal a deep link presented
/// (`layerBelow`). Any other record under the top frame was on top before, so going back to
/// it finds nothing new. Nodes are therefore about as many as frames, and every
/// configuration reachable from launch, for paths of any length, has its top frame among them.
final class FrameSearch {
    let graph: FrameGraph
    let root: Node
    let routes: [Int]
    let runner: RouteRunner
    /// Routes that dismiss modals and pop the component's root stack: the same from everywhere.
    let startsOver: Set<Int>
    /// The routes that do not start over: the only ones stepped past launch (an app with a
    /// route per screen would otherwise pay routes × nodes to skip them).
    let routesPastLaunch: [Int]

    /// Key.layerBelow of a route's modal that can start the app over, over a configuration
    /// the user is trapped in.
    static let trappedBelow: Int32 = -2

    struct Key: Hashable {
        let frame: Int32
        /// Trailing -1s dropped, so most nodes hold an empty window.
        let below: [Int32]
        /// In a modal layer, the configuration under it when it was never on top (-1: it was;
        /// `trappedBelow`: it was, and the user is trapped there, Records.freed).
        let layerBelow: Int32
        /// The never-shown configuration under the first modal, which a deep link pushed
        /// before presenting it (-1: none); what dismissing every modal shows.
        let base: Int32
        /// In a modal layer, the configuration of the root layer under the first modal (-1:
        /// not kept): where an in-app URL that dismisses modals and pushes lands (`tracksUnder`).
        var under: Int32 = -1
        /// The other tabs' part of the configuration is trapped: this branch started at an
        /// in-app URL opened in a trapped state of another tab (FrameTabs).
        var outside = false
        /// In a modal layer over another modal (kept while `tracksNested`): an action on the
        /// stack under the modals is followed only from the first (FrameSearch.named).
        var nested = false
        /// In a modal over another one that sits at its first frame right over the root layer
        /// (kept while `tracksNested`): that modal's node, which an action on the stack under
        /// them changes too (FrameSearch.named); -1 otherwise.
        var opener: Int32 = -1
        /// In a root TabView explored as one: what another tab shows when next selected, a
        /// root-layer node of that tab never shown (a URL started that tab over unseen, or a
        /// deep link pushed it under a modal, then another selected this tab); -1: every other
        /// tab shows what it showed (FrameSearch.aside).
        var aside: Int32 = -1
        /// In a modal layer over another modal, in session mode (FrameSessions): the session the
        /// modal's records belong to, which says who presented it; -1 otherwise.
        var session: Int32 = -1
        /// In a modal layer over another modal the user saw as it is (kept while
        /// `tracksPresenter`): that modal's node, without presenters, so chains that come back
        /// make finitely many nodes. A deep link into its stack changes it under this
        /// one (FrameSearch.underTop); -1 otherwise.
        var presenter: Int32 = -1

        /// Packed into words: a lookup per edge hashes one key, and most windows are empty.
        func hash(into hasher: inout Hasher) {
            func word(_ a: Int32, _ b: Int32) -> UInt64 { UInt64(UInt32(bitPattern: a)) | UInt64(UInt32(bitPattern: b)) << 32 }
            hasher.combine(word(frame, layerBelow))
            hasher.combine(word(base, under))
            hasher.combine(word(opener, aside))
            if presenter >= 0 { hasher.combine(presenter) }
            hasher.combine(UInt64(UInt32(bitPattern: session)) << 32 | UInt64(below.count) << 2 | (outside ? 1 : 0) | (nested ? 2 : 0))
            for entry in below { hasher.combine(entry) }
        }
    }

    @exclusivity(unchecked)
    private(set) var keys: [Key] = []
    @exclusivity(unchecked)
    private(set) var keyIndex: [Key: Int32] = [:]
    /// Per key, whether `canReturn`.
    @exclusivity(unchecked)
    private(set) var returns: [Bool] = []
    /// Modal keys keep the root layer under them: some in-app URL in a modal dismisses it
    /// and pushes onto that (FrameTraps.ontoRoutes).
    let tracksUnder: Bool
    /// Some modal acts on the stack under it (FrameTraps.actsUnder): modal keys say whether they are the first.
    let tracksNested: Bool
    /// Modal keys over another modal keep that one (Key.presenter): a deep link into a modal's
    /// stack leaves the modals up, so it may change the one under the top (FrameSearch.underTop).
    let tracksPresenter: Bool
    /// A modal presented again over a chain of openers that holds it is no new node
    /// (presentsAgain): where every change to the stack under the modals comes from a modal's
    /// first frame (no calls; deep links followed under them only over a modal without pages;
    /// no URL into a modal's stack left up) and none closes the modal it is in (`"dismisses"`).
    /// Then whatever the chain hides is shown again by the copy that stands for it: the lower
    /// copy at its first frame over what changed is where the upper one made the change.
    let foldsChains: Bool
    /// Modals over modals are sessions (FrameSessions) instead of chains of openers.
    private(set) var sessionMode = false
    /// Pushes in the first modal's stack are calls (FrameCalls).
    private(set) var callMode = false
    /// Pushes on the root layer's stacks are calls that a modal's pop under it returns (FrameReturns).
    private(set) var returnMode = false
    /// Deep links opened over a modal that change the stack under it are followed as edges
    /// (as in-app URLs are), instead of judged after the search (checkRoutesUnderModals).
    let linksUnder: Bool
    /// In return mode: the root call each root key pushed from a root node starts, by key.
    var calleeSession: [Int32: Int32] = [:]
    /// In return mode: root keys over an entry that was on top, made other than by a push from a root node.
    var madeElsewhere: Set<Int32> = []
    /// In return mode: set while a push from a root node makes its key (FrameReturns).
    var pushingFromRoot = false
    /// In return mode: set while checkRoutesUnderModals makes what a route leaves under the
    /// modals to judge whether it returns; the search never holds those keys under a modal.
    var judgingRoutes = false
    /// How many URLs' landings `ownRecordsReturn` is judging, one inside another.
    private var judgingOnto = 0
    /// In return mode, per position, the nearest position on its parent chain (itself included) with no modal up; -1 for none.
    @exclusivity(unchecked)
    private(set) var rootAncestor: [Int32] = []
    var sessionIndex: [Session: Int32] = [:]
    /// Per session, its entry's key, its callers, and its exits (what it leaves, and the first node and dismiss that leave it).
    var sessionEntry: [Int32] = []
    /// Per session, a call's modal first frame (FrameCalls); -1 for a modal's session.
    var sessionRoot: [Int32] = []
    /// Per session, a call's modal session (-1: the first modal's, or a modal's session).
    var sessionModal: [Int32] = []
    /// Per session, a root call's callee (FrameReturns); -1 otherwise.
    var sessionCallee: [Int32] = []
    /// Per session, whether its callers' modals trap the user by themselves (Session.modals).
    var sessionModals: [Bool?] = []
    var callers: [[Caller]] = []
    var callerModals: [Set<CallerKey>] = []
    var exits: [[(exit: Exit, position: Int32, event: Event)]] = []
    var exitIndex: [[Exit: Int]] = []
    /// Every node whose dismiss leaves an exit: its session and the exit.
    var exitAt: [Int32: [(Int32, Int)]] = [:]
    /// Callers back over exits, by the distance they are discovered at.
    var pending: [Int32: [Deferred]] = [:]
    var hops: [Int32: Hop] = [:]
    var summaries: [Summary] = []
    /// Per position, the callers' ways back that are in-app edges (FrameSessions.settleSessions).
    var inAppSummaries: [Int32: [Int32]] = [:]
    var actingMemo: [Int32: Bool] = [:]
    /// Per action on a stack under modals, its effect where the same under every root-layer frame (FrameSearch.named).
    var sameUnder: [ActionRef: FrameGraph.UnderModal?] = [:]
    /// Actions on a tab not shown, to check once the search is done (FrameUnseen).
    var unseenChecks: Set<UnseenCheck> = []
    /// Each key's place in breadth-first order, -1 while undiscovered.
    @exclusivity(unchecked)
    private(set) var position: [Int32] = []
    /// Discovered keys in breadth-first order, and for each its parent (by position), event and distance.
    @exclusivity(unchecked)
    private(set) var order: [Int32] = []
    @exclusivity(unchecked)
    private(set) var parent: [Int32] = []
    @exclusivity(unchecked)
    private(set) var via: [Event?] = []
    @exclusivity(unchecked)
    private(set) var distance: [Int32] = []
    /// In-app and deep-link successors of each discovered node (by position), packed.
    private(set) var edgeStart: [Int32] = [0]
    @exclusivity(unchecked)
    private(set) var edgeTarget: [Int32] = []
    @exclusivity(unchecked)
    private(set) var edgeInApp: [Bool] = []
    /// Why the component must be enumerated instead (nil: it need not).
    private(set) var fallback: String?
    var unsupported: Bool { fallback != nil }

    /// The component is the app's root TabView explored as one (FrameSplits.isRootTabView).
    let rootTabs: Bool
    /// Set by an edge that changes another tab's unseen part (Key.aside) on purpose.
    var asideChanged = false
    /// Whether some key has an unseen part (until then, no key can lose one).
    private var asides = false
    /// Whether some modal may remove entries of a stack under it: a pop or popToRoot that names
    /// a stack, an in-app URL, or a select of another tab: where `freesUnder` cannot tell.
    private(set) lazy var modalsClearUnder = graph.model.screens.contains { screen in
        screen.actions.contains { action in
            switch action.kind {
            case .pop, .popToRoot: action.stack != nil
            case .open, .select: true
            default: false
            }
        }
    }
    /// Layers of split views of stacks some frame of which escapes past its column (`splitEscapes`).
    private var escapingSplits: Set<Int32> = []
    /// Per key, how many never-shown entries its window nests (0 without a window).
    @exclusivity(unchecked)
    private var nesting: [Int32] = []
    /// The most entries one route or action pushes.
    private lazy var longestPush = max(graph.model.deepLinks.routes.map(\.push.count).max() ?? 0,
                                       graph.model.screens.flatMap(\.actions).map { action in
                                           if case .push(let types) = action.kind { types.count } else { 1 }
                                       }.max() ?? 0)

    /// Why a component whose sessions' verdicts may depend on the modals under them is enumerated.
    static let sessionTraps = "modals over one another, where whether the user is trapped depends on the modals under the top one"
    /// Why a component where a modal's pushed content acts under it is enumerated, unless its pushes are calls (FrameCalls).
    static let pushedContent = "an action in a modal's pushed content, or in another of its tabs, names the stack under the modal"
    /// Why a component is enumerated where the trap verdicts depend on what a modal's tab shows (FrameTraps.tabsInexact).
    static let stuckTabPage = "a modal's tab shows a page that cannot go back to the tab's first frame, and whether the user is trapped "
        + "depends on what that tab shows"
    /// Why a component where a modal over another one (not a session) acts under them is enumerated, unless calls do (FrameCalls).
    static let overAnotherModal = "an action in a modal over another modal names a stack under them"
    /// Why tabs judged as one are enumerated where a modal's change under it enters a trap over
    /// a configuration shown before (FrameSearch.record).
    static let underTabTrap = "a modal's change to the stack under it enters a trap in tabs judged as one"
    /// Why a component whose change to an unseen tab the nodes cannot keep is enumerated.
    static let oneUnseenTab = "a change to a tab the user does not see, which the frame graph keeps for one tab at a time"

    /// Gives up on the frame graph, for the first reason met.
    func fail(_ why: String) { if fallback == nil { fallback = why } }

    var firstVisible: [Int: Int32] = [:]
    private(set) var firstResolved: [DestinationRef: (state: Int32, event: Event)] = [:]
    /// Destination numbers (FrameGraph.destinationStart) `firstResolved` has. Sparse, as are
    /// `targetsSeen` and `expanded`: the graph is shared by every tab, so tables sized by it
    /// made an app of many tabs tabs × screens.
    private var resolvedSeen: Set<Int32> = []
    /// By action number (FrameGraph.actionStart): the target lists added to `actionTargets`.
    private var targetsSeen: [Int32: [[Node]]] = [:]
    var failures: [Failure: (state: Int32, event: Event)] = [:]
    var actionTargets: Set<ActionTarget> = []
    /// Pops, pops to root and dismissals that do something in some reachable state.
    var effectiveActions: Set<ActionRef> = []
    @exclusivity(unchecked)
    var transitions = 0
    /// Per frame, whether a node showing it was expanded: the first (shortest) one records
    /// what depends on the frame alone.
    private var expanded: Set<Int32> = []

    /// What each frame can escape, and per discovered node whether its configuration is
    /// trapped (and whether the part under its modals is): a configuration is trapped when a
    /// record it holds cannot be removed; each edge from an untrapped node into a trapped
    /// configuration starts a trap.
    let escapes: FrameTraps
    @exclusivity(unchecked)
    private(set) var trapped: [Bool] = []
    @exclusivity(unchecked)
    private(set) var baseTrapped: [Bool] = []
    /// Per discovered node in a modal layer, whether its configuration with the top stack
    /// emptied is trapped (what a split view's selection replaces the path over).
    @exclusivity(unchecked)
    private var layerTrapped: [Bool] = []
    private(set) var traps: [ComponentTrap] = []
    /// Where each route opened at this component's launch lands (ComponentAnalysis.routeLandings).
    private(set) var landings: [Int: Int32] = [:]
    private var head = 0

    /// Routes opened at the app's launch straight into this component (ComponentAnalysis.launchRoutes).
    let launchRoutes: [Int]

    /// Tabs of a root TabView searched together (FrameTabs): this component's index, and the
    /// routes in-app URLs open that select another tab and start its stack over or push onto it.
    let component: Int
    let crossing: [Int: Crossing]
    struct Crossing {
        let component: Int
        let root: Node
        var startsOver = true
    }
    /// In-app URLs opened here that act in another tab, for FrameTabs to deliver.
    var crossOut: [CrossEdge] = []
    struct CrossEdge {
        let position: Int32
        let route: Int
        let event: Event
    }
    /// Those URLs once delivered: this component's state, and the state the other tab's branch starts at.
    var links: [Link] = []
    struct Link {
        let from: Int32
        let component: Int
        let to: Int32
        let route: Int
    }
    /// Where branches begun by another tab's URL come from, by position.
    private(set) var origins: [Int32: Origin] = [:]
    struct Origin {
        let component: Int
        let state: Int32
        let route: Int
        /// The branch's first distance (events from this component's launch, as FrameTabs counts).
        let distance: Int32
    }
    /// Per route starting a branch here, whether what it leaves can get back to launch.
    private(set) var crossReturns: [Int: Bool] = [:]

    /// Routes of URLs other tabs open that push onto this tab's path. Opened there, such a
    /// URL acts on whatever this tab shows, exactly as the route opened from outside does
    /// (the user left this tab on its root layer), so its edges are the route's edges from
    /// the root layer: in-app ones once an opener is reached (`pushLinks`: from, to, route).
    let pushedInto: Set<Int>
    private(set) var pushLinks: [(from: Int32, to: Int32, route: Int)] = []
    /// Per such route, whether what it leaves gets back in some untrapped state of the root
    /// layer, and in all of them (where it pushes nothing, the state itself does).
    private(set) var pushReturns: [Int: (some: Bool, all: Bool)] = [:]
    /// URLs opened here that push onto another tab (FrameTabs delivers them): (opener, route).
    var pushOpens: [(from: Int32, route: Int)] = []

    /// `sessions`: modals over modals acting under them may be sessions (FrameSessions); else opener chains.
    init(graph: FrameGraph, root: Node, routes: [Int], runner: RouteRunner, traps: FrameTraps, launchRoutes: [Int] = [],
         component: Int = 0, tab: TabPosition? = nil, crossing: [Int: Crossing] = [:], sessions: Bool = true, calls: Bool = false, returns: Bool = false, linksUnder: Bool = false) {
        self.linksUnder = linksUnder
        self.graph = graph
        self.launchRoutes = launchRoutes
        self.component = component
        self.crossing = crossing
        pushedInto = Set(crossing.filter { $0.value.component == component && !$0.value.startsOver }.keys)
        self.root = root
        self.routes = routes
        self.runner = runner
        self.escapes = traps
        // Also where a URL dismisses modals and starts a tab the user does not see over: what it
        // leaves is the configuration under them, with that tab changed (FrameSearch.aside).
        rootTabs = graph.launchFrame(root).map { graph.isRootTabView(graph.frames[Int($0)].layer) } ?? false
        tracksUnder = !traps.ontoRoutes.isEmpty || traps.actsUnder || rootTabs && graph.model.deepLinks.routes.indices.contains { r in
            let route = graph.model.deepLinks.routes[r]
            return route.dismissModals && route.popToRoot && runner.targets[r].selects == nil && runner.targets[r].stack != nil
        }
        // Also where a route acts on a stack inside a modal: under no modal but the top one, a
        // top modal without that stack means no modal shows it (FrameSearch.route); and where a
        // deep link selects a tab and presents, which from a modal left up moves the modals under
        // it (not the tab this component is, when the root TabView's tabs are explored apart).
        // (A stack no modal the graph reached holds is never on screen: such a route does nothing.)
        let intoModal = runner.targets.indices.filter { r in
            runner.targets[r].stack.map { graph.isModalStack($0) && graph.layerHolds($0) } ?? false
        }
        let presentsAside = routes.contains { graph.model.deepLinks.routes[$0].present != nil && runner.targets[$0].selects.map { $0 != tab } ?? false }
        let movesModals = traps.selectsUnder || !intoModal.isEmpty || presentsAside
        tracksNested = traps.actsUnder || movesModals
        // Sessions forget who presented a modal: only where nothing reads the modals under the
        // top one (FrameSessions: a route into a modal's stack that leaves the modals up does),
        // and where the escapes follow every chain that can free the user, unless nothing can
        // trap them. Modals a select or a route moves to another tab are fine: a session's modal
        // moves alone, its callers over that tab when they get back (FrameSearch.underTab).
        let readsModals = intoModal.contains { !graph.model.deepLinks.routes[$0].dismissModals }
        tracksPresenter = readsModals
        sessionMode = sessions && traps.actsUnder && !readsModals && crossing.isEmpty && (traps.removesEveryRecord || !traps.chainsLong)
        // A return unwinds one call: where no pop removes more than one entry, and where the
        // escapes follow what the modal's pushed content does under it (FrameTraps.contentCut).
        // (A select that moves the modal over another tab moves a call with it: FrameSearch.underTab.)
        callMode = calls && sessions && traps.modalPopsOne && traps.actsUnder && !traps.contentCut && intoModal.isEmpty && !presentsAside
            && crossing.isEmpty
        // A return unwinds one root call: where no pop in a modal removes more than one entry (a
        // `pop n` on the root layer lands on a configuration shown before, or one the windows keep).
        returnMode = returns && !callMode && traps.modalPopsOne && traps.actsUnder && crossing.isEmpty
        foldsChains = tracksNested && !readsModals && !callMode
            && !graph.model.screens.contains { $0.actions.contains(where: \.dismisses) }
        let rootStack = graph.launchFrame(root).flatMap { graph.layerOf($0).stack }
        let over = Set(routes.filter { r in
            let route = graph.model.deepLinks.routes[r]
            return route.dismissModals && route.popToRoot && runner.targets[r].stack != nil && runner.targets[r].stack == rootStack
        })
        startsOver = over
        routesPastLaunch = routes.filter { !over.contains($0) }
    }

    func key(_ key: Key) -> Int32 {
        if let known = keyIndex[key] { return known }
        if let same = repeated(key) { return same }
        let id = Int32(keys.count)
        // Calls multiply a modal's pages by the configurations under it, and a modal that is a
        // session by those it was presented over: past a budget, the enumeration, bounded by
        // maxStates, does better. Elsewhere nodes stay within a few per frame (at most 4 on the
        // examples, the benchmark's shapes and the corpus apps); the budget is the bound that
        // keeps a search no argument bounds from growing without end.
        if keys.count > Self.budget(graph) { fail(callMode ? FrameCalls.tooMany : Self.tooManyNodes) }
        if key.aside >= 0 { asides = true }
        var depth: Int32 = 0
        if !key.below.isEmpty {
            // Entries never shown, each over the last: one route or push makes as many as it
            // pushes, a push onto what a tab left unseen never showed (or a deep link's onto
            // what it left under a modal) a few more; more means such pushes again and again,
            // a pushdown the nodes do not keep.
            for entry in key.below where entry >= 0 { depth = max(depth, nesting[Int(entry)]) }
            depth += 1
            if depth > 2 * longestPush + 2 { fail("pushes onto a configuration never shown, again and again") }
        }
        nesting.append(depth)
        keys.append(key)
        keyIndex[key] = id
        position.append(-1)
        returns.append(false)
        // What it could land on is older, so already judged (what a URL pushes under it is made now).
        returns[Int(id)] = canReturn(key)
        return id
    }

    /// A frame pushed onto a never-shown node with the same frame, records and way back, which
    /// lies right over configurations shown before (a sheet that appends the same screen to
    /// another tab's path again and again): that node. Popping the new one shows that node,
    /// then only what was shown, so nothing the user can reach is missed, and no trace through
    /// it is cut short; visible screens, resolutions and failures depend on the frame alone.
    /// Only where a pop removes one entry at most.
    private func repeated(_ key: Key) -> Int32? {
        guard graph.depthCap == 1, let w = key.below.first, w >= 0 else { return nil }
        let next = keys[Int(w)]
        guard next.frame == key.frame, next.below.isEmpty,
              Key(frame: next.frame, below: next.below, layerBelow: key.layerBelow, base: key.base, under: key.under, outside: key.outside,
                  nested: key.nested, opener: key.opener, aside: key.aside, session: key.session, presenter: key.presenter) == next,
              canReturn(key) == returns[Int(w)] else { return nil }
        return w
    }

    /// The window under entries pushed onto a node whose window is `below`: its top frame was
    /// on top (-1), then what was under it. With no `pop n` past 1 only the first counts, and
    /// the one shared array spares a copy per push.
    func unseenOver(_ below: [Int32]) -> [Int32] { graph.depthCap == 1 ? Self.unseen : [-1] + below }
    /// The window under entries pushed onto key `k`, never shown: it, then what was under it.
    func window(overUnseen k: Int32) -> [Int32] { [k] + keys[Int(k)].below }
    private static let unseen: [Int32] = [-1]

    /// The most nodes a search makes.
    static func budget(_ graph: FrameGraph) -> Int { max(100_000, 16 * graph.frames.count) }
    static let tooManyNodes = "the frame graph's search would make more nodes than it keeps"

    /// What a key keeps of `window`: the entries a `pop n` can uncover, without trailing shown ones.
    func kept(_ window: [Int32]) -> [Int32] {
        // The common case, without building a window: empty when the entry under was on top.
        if graph.depthCap == 1 { return (window.first ?? -1) == -1 ? [] : [window[0]] }
        var below = Array(window.prefix(graph.depthCap))
        while below.last == -1 { below.removeLast() }
        return below
    }

    /// A key with `frame` on top of the records `window` describes (nearest first).
    func key(_ frame: Int32, over window: [Int32], layerBelow: Int32, base: Int32, under: Int32 = -1,
             outside: Bool = false, nested: Bool = false, opener: Int32 = -1, aside: Int32 = -1, session: Int32 = -1,
             presenter: Int32 = -1) -> Int32 {
        let below = kept(window)
        // A never-shown entry under one that was on top (a deep link's first entry under the
        // user's pushes), which a `pop n` past the shown one uncovers: a node made with the
        // entry, whose own window keeps what lies under it, whatever the history since.
        let modal = graph.isModal(frame)
        let under = tracksUnder && modal ? under : -1
        // What the key holds under its top is the same configuration: another tab's unseen
        // part included. A change that loses it (or makes a second one) is not followed.
        if asides {
            func differs(_ k: Int32) -> Bool { k >= 0 && keys[Int(k)].aside != aside }
            if differs(layerBelow) || differs(base) || differs(under) || below.contains(where: differs) {
                fail(Self.oneUnseenTab)
            }
        }
        // In call mode, entries of a modal's stack are calls (FrameCalls), one at a time, or
        // several pushed at once, the ones under the top in the call's own nodes.
        let call = callMode && modal && !nested && inCallLayer(frame)
        if callMode, modal, !nested || session >= 0, inCallLayer(frame),
           (graph.frames[Int(frame)].depth > 0) != isCall(session) || !window.allSatisfy({ $0 >= 0 && keys[Int($0)].session == session }) {
            fail(Self.notCalls)
        }
        let id = key(Key(frame: frame, below: below, layerBelow: layerBelow, base: base, under: under,
                         outside: outside, nested: tracksNested && modal && nested, opener: tracksNested && modal && nested ? opener : -1,
                         aside: aside, session: tracksNested && modal && nested || call ? session : -1,
                         presenter: tracksPresenter && modal && nested ? presenter : -1))
        if returnMode, !pushingFromRoot, !judgingRoutes, !modal, (below.first ?? -1) == -1, graph.frames[Int(frame)].depth > 0 { madeElsewhere.insert(id) }
        return id
    }

    /// Whether the records a key adds over shown configurations can be removed, each escape
    /// landing on a configuration that was on top before or that can return in turn.
    private func canReturn(_ key: Key) -> Bool {
        // The unseen part can return, or the top frame can start the tab holding it over.
        guard key.aside < 0 || returns[Int(key.aside)] || escapes.resets(escapes.escape[Int(key.frame)], keys[Int(key.aside)].frame) else {
            return false
        }
        return ownRecordsReturn(key)
    }

    private func ownRecordsReturn(_ key: Key) -> Bool {
        let f = key.frame
        let escape = escapes.escape[Int(f)]
        if escapes.resets(escape, f) || graph.startsRootLayer(f) { return true }
        if graph.isModal(f) {
            if escape.modals && (key.base < 0 || returns[Int(key.base)]) { return true }
            if escape.layer && (key.layerBelow == -1 || key.layerBelow >= 0 && returns[Int(key.layerBelow)]) { return true }
            // A URL that also presents a modal: where that modal is left only through such URLs,
            // none frees anyone (FrameTraps.idleOnto); where the modal's own such URLs may, the
            // search gives up (FrameTraps.inexact). Else the modal's own are all idle, so judging
            // it here makes no modal in turn.
            var bits = escape.onto & ~escapes.skippedOnto
            // A landing's modal judged in turn judges its own such URLs: a bound where the analysis
            // said there would be none.
            if bits != 0, judgingOnto > 2 {
                fail("an in-app URL in a modal dismisses it, pushes and presents a modal whose own URLs do so again")
                return false
            }
            judgingOnto += 1
            defer { judgingOnto -= 1 }
            while bits != 0, key.under >= 0 {
                let k = bits.trailingZeroBitCount
                bits &= bits - 1
                if let landing = onto(escapes.ontoRoutes[k], under: key.under, outside: key.outside)?.top,
                   landing < 0 || returns[Int(landing)] {
                    return true
                }
            }
        }
        return popsReturn(escape.pops, from: key) { returns[Int($0)] }
    }

    /// Whether popping some number of entries in `pops` (FrameTraps.Escape.pops) off `key`'s
    /// stack lands on a configuration that was on top before or one never on top for which `gets`.
    func popsReturn(_ pops: UInt64, from key: Key, _ gets: (Int32) -> Bool) -> Bool {
        // A stack's root is no entry: popping never removes it (nor the layer it starts).
        var counts = graph.frames[Int(key.frame)].depth > 0 ? pops : 0
        while counts != 0 {
            let c = counts.trailingZeroBitCount
            counts &= counts - 1
            // popToRoot lands on the stack's root, which was on top when the layer began.
            // Out of a nest, or down to its first entry: both were on top before (FrameNests).
            if c == 63 || c > key.below.count || 1 << UInt64(c) & FrameTraps.Escape.nested != 0 { return true }
            let landing = key.below[c - 1]
            if landing < 0 || gets(landing) { return true }
        }
        return false
    }

    func frame(at position: Int) -> Int32 { keys[Int(order[position])].frame }
    /// Whether the node at `position` keeps another tab's never-shown part (Key.aside).
    func keepsAside(at position: Int) -> Bool { keys[Int(order[position])].aside >= 0 }

    /// Discovers the launch node.
    func start() {
        if escapes.inexact { fail("an in-app URL in a modal dismisses it and pushes onto the stack under it, where a route's modal decides whether the user is trapped") }
        if escapes.tabsInexact { fail(Self.stuckTabPage) }
        if escapes.actsUnder, !graph.nests.isEmpty { fail("a modal acts on the stack under it where stacks nest in stacks' content") }
        if escapes.chainsCut { fail("modals presented over one another in more chains than the search follows, some acting on the stack under them") }
        guard let launch = graph.launchFrame(root) else { fail(graph.why); return }
        discover(key(launch, over: [], layerBelow: -1, base: -1), parent: -1, event: nil)
        trapped.append(false)
        baseTrapped.append(false)
        layerTrapped.append(false)
        guard let variants = graph.launchVariants(root) else { fail(graph.why); return }
        for (start, event) in variants {
            let target = key(start, over: [], layerBelow: -1, base: -1)
            if position[Int(target)] < 0 { record(edgeTo: target, from: -1, event: event, records: .reset) }
        }
    }

    /// Discovers the launch routes' nodes: first states too, one event from the app's launch
    /// (-1), after what in-app events reach in one event (the order the enumerator meets them).
    func openLaunchRoutes() {
        guard !order.isEmpty else { return }
        for r in launchRoutes {
            route(r, from: keys[Int(order[0])], .deepLink(route: r), here: -1, first: true, inApp: false) { target, event, records, _ in
                guard position[Int(target)] < 0 else {
                    landings[r] = position[Int(target)]
                    return
                }
                landings[r] = record(edgeTo: target, from: -1, event: event, records: records)
            }
        }
    }

    /// Expands discovered nodes in breadth-first order while their distance is at most
    /// `level` (FrameTabs searches the tabs of a TabView together, one distance at a time).
    func expand(through level: Int32) {
        let before = graph.unsupported
        while !unsupported {
            // Callers back over a session's exit come in at their distance, before anything farther.
            if !pending.isEmpty, let d = pending.keys.min(), d <= level, head == order.count || d <= distance[head] {
                discoverPending(d)
                continue
            }
            guard head < order.count, distance[head] <= level else { break }
            let here = head
            head += 1
            let f = frame(at: here)
            let first = expanded.insert(f).inserted
            if first { for s in graph.visible[Int(f)] where firstVisible[s] == nil { firstVisible[s] = Int32(here) } }
            if first, splitEscapes(f) { escapingSplits.insert(graph.frames[Int(f)].layer) }
            let pushes = !pushedInto.isEmpty && !graph.isModal(f)
            var returning = Dictionary(uniqueKeysWithValues: pushedInto.map { ($0, true) })
            let aside = keys[Int(order[here])].aside
            forEachEdge(from: here, first: first) { target, event, records, inApp in
                // An edge that changes another tab's unseen part says so (asideChanged); any other keeps it.
                if keys[Int(target)].aside != aside, !asideChanged {
                    fail(Self.oneUnseenTab)
                }
                asideChanged = false
                transitions += 1
                let p = record(edgeTo: target, from: here, event: event, records: records)
                if here == 0, case .deepLink(let r) = event, landings[r] == nil { landings[r] = p }
                edgeTarget.append(p)
                edgeInApp.append(inApp)
                if pushes, case .deepLink(let r) = event, pushedInto.contains(r) {
                    pushLinks.append((Int32(here), p, r))
                    returning[r] = returns[Int(target)]
                }
            }
            if pushes, !trapped[here] {
                for (r, back) in returning {
                    let known = pushReturns[r] ?? (false, true)
                    pushReturns[r] = (known.some || back, known.all && back)
                }
            }
            if graph.unsupported != before { fail(graph.why) }
            edgeStart.append(Int32(edgeTarget.count))
        }
    }

    /// Whether frame `f`, in a split view of stacks, can escape past its own stack's entries
    /// (its layer, every modal, everything): through another column, such an escape may come
    /// from that column's root, which stands for it in the frame but is not on screen when the
    /// column shows more (an escape that frees this column would need it freed first).
    /// (A modal's tabs: FrameTraps.tabsInexact.)
    private func splitEscapes(_ f: Int32) -> Bool {
        let key = graph.frames[Int(f)]
        guard !graph.layers[Int(key.layer)].panes[Int(key.tab)].stackPanes.isEmpty, Int(f) < escapes.escape.count else { return false }
        let escape = escapes.escape[Int(f)]
        return escape.layer || escape.modals || escape.everything || escape.tabRoots != 0 || escape.onto != 0
    }

    /// Whether every discovered node was expanded.
    var exhausted: Bool { head == order.count && pending.isEmpty }

    func finish() {
        if !unsupported { checkEscapingSplits() }
        if !unsupported, !linksUnder { checkRoutesUnderModals() }
        if !unsupported { checkUnseenTabs() }
        if !unsupported, returnMode { checkReturns() }
        if !unsupported { checkSessionTraps() }
        if !unsupported { settleSessions() }
    }

    /// An escape through another column comes from that column's root, which the frame shows
    /// though the column may show more (`splitEscapes`). Where every entry of every column can
    /// be popped, each configuration gets back to the one with all columns at their roots and
    /// is free or trapped as that one is, as its frames say; a column that can get stuck (a
    /// pushed page whose back button is hidden) makes the other columns' roots matter, which
    /// the frames do not keep.
    private func checkEscapingSplits() {
        guard !escapingSplits.isEmpty else { return }
        for (f, key) in graph.frames.enumerated() where key.depth > 0 && escapingSplits.contains(key.layer) {
            guard !graph.layers[Int(key.layer)].panes[Int(key.tab)].stackPanes.isEmpty else { continue }
            guard f < escapes.escape.count, escapes.escape[f].pops & (1 << 1 | FrameTraps.Escape.all) != 0 else {
                return fail("a split view of stacks whose screens can remove more than their own column's entries, and a column that cannot pop all of its own")
            }
        }
    }

    /// A route that pushes on (or pops) the root stack while modals stay up changes what lies
    /// under them, which nodes above the root layer do not keep. Visible screens and
    /// resolutions are the same as the route's from the root layer, so its edges from modal
    /// nodes are left out; but the configuration it leaves can be trapped where the node was
    /// not (on the node's own screen, unless the route presents a modal of its own: that one
    /// is trapped from launch already), or free where it was trapped. Where either can
    /// happen, the component is enumerated instead.
    static let closesUnderLink = "a deep link opened over a modal that changes the stack under it and closes itself"
    static let neverOver = "a deep link changes the stack under a modal that acts on that stack, onto a configuration it was never over"
    static let decidesTrapped = "pushes under a modal, and what it leaves there decides whether the user is trapped"
    static let asideUnderPresents = "a deep link over a modal changes a tab the user does not see under it, and presents a modal over it"

    /// Whether the search gave up on judging a deep link over a modal after the search (the route
    /// facts), which following the link as an edge (`linksUnder`) may do instead.
    static func judgesLinksUnder(_ search: FrameSearch) -> Bool {
        guard !search.linksUnder, let why = search.fallback else { return false }
        return why == closesUnderLink || why == neverOver || why == asideUnderPresents || why.hasSuffix(decidesTrapped)
    }

    private func checkRoutesUnderModals() {
        let model = graph.model
        let acting = routes.filter { r in
            let route = model.deepLinks.routes[r]
            return !route.dismissModals && (route.popToRoot || !route.push.isEmpty)
        }
        guard !acting.isEmpty else { return }
        // From the root layer, a route that starts over does the same from every frame of a
        // class (FrameGraph.startsOver): stepped once per class, not once per node.
        var stepped: [[Int32]: FrameGraph.RouteStep] = [:]
        func rootStep(_ r: Int, from g: Int32) -> FrameGraph.RouteStep {
            guard graph.startsOver(r, fromModal: false) else { return graph.routeStep(r, from: g, root: root, runner: runner) }
            let key = [Int32(r)] + graph.routeClass(g)
            if let known = stepped[key] { return known }
            let step = graph.routeStep(r, from: g, root: root, runner: runner)
            stepped[key] = step
            return step
        }
        // A modal that acts on the stack under it meets what the route left there: whether its
        // pop does anything, or its push resolves, is known where the search met that modal
        // frame over that configuration's top; elsewhere the component is enumerated.
        var metOver = Set<[Int32]>()
        var acts: [Int: Bool] = [:]
        var closingPops: Set<Int32> = []
        let linkPresents = acting.contains { model.deepLinks.routes[$0].present != nil }
        for p in order.indices where graph.isModal(frame(at: p)) {
            let node = keys[Int(order[p])]
            if node.under >= 0 { metOver.insert([node.frame, keys[Int(node.under)].frame]) }
        }
        for p in order.indices where graph.isModal(frame(at: p)) {
            let node = keys[Int(order[p])]
            let f = node.frame
            let known = acts[Int(f)]
            let actsUnder = known ?? graph.steps(f).contains { step in
                switch step {
                case .named: return true
                case .open(let r, _):
                    switch graph.routeStep(r, from: f, root: root, runner: runner) {
                    case .underModal, .asideUnder: return true
                    default: return false
                    }
                default: return false
                }
            }
            acts[Int(f)] = actsUnder
            guard actsUnder else { continue }
            // One that also closes its modal lands on what the route left under it, changed. A
            // push or a pop to the root lands on a key the search made from this modal frame
            // over the same top (checked below), whatever lay deeper; a pop, on what the route
            // left under that top: the configuration the modal was over, or the stack's root,
            // where the route pushed one entry (also checked below), else entries never on top
            // that the nodes do not keep. A route that presents a modal of its own over this one
            // leaves this one over the changed stack once the route's modal closes itself.
            // Those are enumerated (looked for once per frame, as whether it acts under).
            if known == nil {
                var pops = false
                for step in graph.steps(f) {
                    guard case .named(let ref, _, _) = step else { continue }
                    let action = model.screens[ref.screen].actions[ref.action]
                    guard action.dismisses else { continue }
                    if linkPresents { return fail(Self.closesUnderLink) }
                    if case .pop = action.kind { pops = true }
                }
                if pops { closingPops.insert(f) }
            }
            guard node.under >= 0 else {
                fail("a deep link changes the stack under a modal that acts on that stack, where the configuration under it is not kept")
                return
            }
            let g = keys[Int(node.under)].frame
            for r in acting {
                let left: Int32?
                var pushed = 0
                switch rootStep(r, from: g) {
                case .nothing: left = g
                // It takes the modals away with the case they were over.
                case .otherCase: continue
                case .onTop(let entries, _):
                    left = entries.last?.frame ?? g
                    pushed = entries.count
                case .fromRoot(let entries, _):
                    let at = graph.frames[Int(g)]
                    left = entries.last?.frame ?? graph.paneRoot(at.layer, tab: Int(at.tab), homeLayer: at.homeLayer, home: at.home)
                    pushed = entries.count
                default: left = nil
                }
                guard let left, metOver.contains([f, left]) else {
                    fail(Self.neverOver)
                    return
                }
                if pushed > 1, closingPops.contains(f) { return fail(Self.closesUnderLink) }
            }
        }
        var untrappedModal = false
        var trappedBelow = false
        for p in order.indices where graph.isModal(frame(at: p)) {
            if !trapped[p] { untrappedModal = true } else if baseTrapped[p] { trappedBelow = true }
        }
        guard untrappedModal || trappedBelow else { return }
        judgingRoutes = true
        defer { judgingRoutes = false }
        for r in acting {
            // What the route leaves under the modals, over each configuration of the root layer.
            var all = true
            var some = false
            for p in order.indices where !graph.isModal(frame(at: p)) {
                let node = keys[Int(order[p])]
                let leaves: Bool
                switch rootStep(r, from: node.frame) {
                case .onTop(let entries, _):
                    leaves = entries.isEmpty ? !trapped[p] : returns[Int(chain(entries, over: unseenOver(node.below), layerBelow: -1, base: -1))]
                case .fromRoot(let entries, _):
                    leaves = entries.isEmpty || returns[Int(chain(entries, over: [], layerBelow: -1, base: -1))]
                default:
                    continue
                }
                all = all && leaves
                some = some || leaves
            }
            if untrappedModal && !all && model.deepLinks.routes[r].present == nil || trappedBelow && some {
                fail("route '\(model.deepLinks.routes[r].id)' " + Self.decidesTrapped)
                return
            }
        }
    }

    /// Discovers an edge's target if new, with its trap flags, and records the edge's trap
    /// entry; returns the target's position. `here` -1 is the app's launch (untrapped, no
    /// modal), or another tab's state (`origin`, which records the trap entry itself).
    @discardableResult
    func record(edgeTo target: Int32, from here: Int, event: Event, records: Records,
                origin: Origin? = nil, distance: Int32? = nil) -> Int32 {
        // A caller that a modal's push under it made (FrameReturns) is shown once that modal is
        // dismissed, before any return to it, or the return leaves it unseen (returnedKey):
        // otherwise its verdict is not known.
        if case .returned = records, position[Int(keys[Int(target)].under)] < 0, keys[Int(target)].base != keys[Int(target)].under {
            fail(Self.returnTraps)
            return -1
        }
        var into = trappedAfter(records, from: max(here, 0), into: target)
        let outside = keys[Int(target)].outside
        into = (into.all || outside, into.base.map { $0 || outside })
        let frame = keys[Int(target)].frame
        var wasTrapped = here >= 0 ? trapped[here] : outside
        var p = position[Int(target)]
        let discovered = p < 0
        if case .summary(_, let exit) = records {
            // The step is the dismiss at `exit`; a trap it enters from a caller other than the
            // first would need a trace through the session (`hops`), not from `here`.
            wasTrapped = trapped[Int(exit)]
            if into.all, !wasTrapped, Int(exit) != here {
                fail(Self.sessionTraps)
                return p
            }
        }
        if case .returned(let exit) = records {
            // A return into a trap from a free exit would need the trace through the call; one
            // out of a trapped exit into a free node says the exit's verdict missed a way out
            // (a modal a deep link presented over entries it pushed, which pops them under it).
            wasTrapped = trapped[Int(exit)]
            if into.all != wasTrapped {
                fail(Self.returnTraps)
                return p
            }
        }
        if p < 0 {
            p = discover(target, parent: Int32(here), event: event, distance: origin?.distance ?? distance)
            if let origin { origins[p] = origin }
            let parentModal = here >= 0 && graph.isModal(self.frame(at: here))
            trapped.append(into.all)
            baseTrapped.append(graph.isModal(frame) ? into.base ?? (parentModal ? baseTrapped[here] : wasTrapped) : into.all)
            // Off the root layer, a node not at its stack's root was reached within its layer.
            layerTrapped.append(!graph.isModal(frame) ? false : graph.frames[Int(frame)].depth == 0 || here < 0 ? into.all : layerTrapped[here])
        }
        // In the app's root TabView explored as one, the step into a trap that counts is the one
        // that first reaches it, as enumerating the product counts it (ComponentExplorer.traps).
        if into.all, !wasTrapped, origin == nil, !rootTabs || discovered, var screen = graph.visible[Int(frame)].last {
            // There (and in tabs coupled by URLs, explored apart but judged as their product), a
            // modal's change under it makes a key of its own for a configuration that
            // the steps of the tab under the modal may reach first, through a trap of their own:
            // where what it left under the modal was shown before, trapped (a post pushed first,
            // and the sheet presented over it).
            let under = keys[Int(target)].under
            if rootTabs || !crossing.isEmpty, case .under = records, under >= 0, trappedWhenShown(under) == true {
                fail(Self.underTabTrap)
                return p
            }
            let pane = graph.layerOf(frame).panes[Int(graph.frames[Int(frame)].tab)]
            if !pane.stackPanes.isEmpty, !pane.trailing.isEmpty {
                // In a split view of stacks, a step in one column leaves the user stuck on that
                // column's top (Walker.stuckColumn); the later columns' roots stand for whatever
                // they show. A step from anywhere else may change more than one column.
                switch here >= 0 ? columnStep(from: self.frame(at: here), to: frame, by: event) : nil {
                case .within: screen = graph.visible[Int(frame)][graph.visible[Int(frame)].count - pane.trailing.count - 1]
                case .presented: break
                case nil:
                    fail("a trap in a split view of stacks, in a column before the last, entered from outside it")
                    return p
                }
            }
            traps.append(ComponentTrap(parent: Int32(here), event: event, screen: screen, modal: graph.layerOf(frame).style))
        }
        return p
    }

    private enum ColumnStep { case within, presented }

    /// How a step from frame `from` reaches frame `to` of a split view of stacks: `within`
    /// one column (Back, a push, a pop, or a URL into that column's stack alone),
    /// or by presenting the split view, every column at its root; nil otherwise.
    private func columnStep(from: Int32, to: Int32, by event: Event) -> ColumnStep? {
        let (a, b) = (graph.frames[Int(from)], graph.frames[Int(to)])
        let within = a.layer == b.layer && graph.layerOf(to).panes[Int(b.tab)].stackPanes.contains(Int(a.tab))
        switch event {
        case .back: return within ? .within : nil
        case .action(let ref, _):
            switch graph.model.screens[ref.screen].actions[ref.action].kind {
            case .push, .pushView, .pop, .popToRoot: return within ? .within : nil
            case .present: return a.layer != b.layer && graph.isModal(to) && b.depth == 0 ? .presented : nil
            case .open(let url):
                guard case .route(let r, _, _) = graph.model.router.match(url) else { return nil }
                return routeWithin(r, from: from, to: to) ? .within : nil
            default: return nil
            }
        case .deepLink(let r): return routeWithin(r, from: from, to: to) ? .within : nil
        default: return nil
        }
    }

    /// Whether route `r` took frame `from` to `to` changing one column only: it acts on the
    /// stack of `to`'s column, in the tab (or switch case) already shown under any modals it
    /// dismisses (a route without a stack may start several columns over).
    private func routeWithin(_ r: Int, from: Int32, to: Int32) -> Bool {
        let b = graph.frames[Int(to)]
        guard let stack = runner.targets[r].stack, stack == graph.paneStack(to) else { return false }
        let layer = graph.layerOf(to)
        let a = graph.frames[Int(from)]
        if !graph.isModal(from) { return a.layer == b.layer && layer.sameTab(Int(a.tab), Int(b.tab)) }
        guard let (l, shown) = graph.home(from) else { return !layer.isHome }
        return l == b.layer && layer.sameTab(Int(shown), Int(b.tab))
    }

    @discardableResult
    private func discover(_ id: Int32, parent p: Int32, event: Event?, distance d: Int32? = nil) -> Int32 {
        let at = Int32(order.count)
        position[Int(id)] = at
        order.append(id)
        parent.append(p)
        via.append(event)
        distance.append(d ?? (p < 0 ? 0 : distance[Int(p)] + 1))
        if returnMode { rootAncestor.append(!graph.isModal(keys[Int(id)].frame) ? at : p < 0 ? -1 : rootAncestor[Int(p)]) }
        return at
    }

    /// Whether the configuration an edge leads to is trapped, and the part under its modals:
    /// trapped when it was already, or when what the edge adds cannot return.
    private func trappedAfter(_ records: Records, from here: Int, into target: Int32) -> (all: Bool, base: Bool?) {
        let returns = returns[Int(target)]
        switch records {
        case .none: return (trapped[here], nil)
        case .push, .layer, .uncover: return (trapped[here] || !returns, nil)
        case .replace: return (layerTrapped[here] || !returns, nil)
        case .reset:
            // Everything under it was dismissed and popped: only what the route added counts.
            let base = graph.isModal(keys[Int(target)].frame) ? keys[Int(target)].layerBelow : target
            return (!returns, base >= 0 && !self.returns[Int(base)])
        case .base: return (baseTrapped[here] || !returns, nil)
        case .freed: return (!returns, graph.isModal(frame(at: here)) ? baseTrapped[here] : trapped[here])
        case .under: return trappedUnder(from: here, into: target)
        case .summary(let own, let exit): return trappedBack(own: own, exit: exit, into: target)
        case .returned(let exit): return trappedUnder(from: Int(exit), into: target)
        }
    }

    /// A session's caller over what the session left under the modals: its own records as
    /// they were (`own`: trapped by them alone), and the part under the modals as the session
    /// left it at position `exit`.
    func trappedBack(own: Bool?, exit: Int32, into target: Int32) -> (all: Bool, base: Bool) {
        let f = keys[Int(target)].frame
        let below = baseTrapped[Int(exit)]
        if below && !escapes.resets(escapes.escape[Int(f)], f) { return (true, below) }
        guard let own else {
            fail(Self.freesUnderModals)
            return (true, below)
        }
        return (own, below)
    }

    /// The trap flags of modal node `modal`, the caller of a session presented at position
    /// `here`: that node's, or, where the event made it (a route that changes the stack under
    /// the modals, then presents), what the change leaves.
    func callerFlags(_ modal: Int32, at here: Int) -> (all: Bool, base: Bool) {
        if order[here] == modal { return (trapped[here], baseTrapped[here]) }
        let made = trappedUnder(from: here, into: modal)
        return (made.all, made.base ?? baseTrapped[here])
    }

    /// What an edge adds on top of the records it keeps, for the trap analysis.
    enum Records {
        /// Nothing: another tab as it was.
        case none
        /// Entries pushed on the top frame's stack (then maybe a modal, for a deep link).
        case push
        /// A modal presented over the top frame.
        case layer
        /// An entry that was never on top becomes the top.
        case uncover
        /// The top stack's path replaced by new entries.
        case replace
        /// Everything was dismissed and popped first: only the new records count.
        case reset
        /// Every modal was dismissed first, then one presented.
        case base
        /// A route's modal over a configuration the user is trapped in (Key.layerBelow is
        /// `trappedBelow`): only its own records count, and dismissing it traps the user again.
        case freed
        /// The root layer's configuration under the only modal changed (FrameSearch.named).
        case under
        /// A session's caller shown again over what the session left under the modals, found
        /// at position `exit` (FrameSessions); `own`: the caller's own records trap the user
        /// (nil: the nodes cannot tell, Caller.own).
        case summary(own: Bool?, exit: Int32)
        /// A modal at position `exit` over a root call's caller, which its pop under the modal returned to (FrameReturns).
        case returned(exit: Int32)
    }
    /// Calls `body` with each edge out of the node at `here`: the key it leads to (nil when
    /// it only goes back to a configuration seen before), the event, what it adds, and
    /// whether it is an in-app event. Records failures, resolutions and push targets on the way.
    /// `first`: the first node expanded with its frame. Failures, resolutions and push targets
    /// depend on the frame alone: the first (shortest) node with it records them.
    func forEachEdge(from here: Int, first: Bool, _ body: (Int32, Event, Records, Bool) -> Void) {
        let node = keys[Int(order[here])]
        let f = node.frame
        let calls = pushesCalls(node, f)
        for step in graph.steps(f) {
            if calls, !step.keepsCalls { fail(Self.notCalls) }
            // A pop, pop to root or dismiss the graph lists does something here (FrameGraph.steps).
            switch step {
            case .pop(_, .action(let ref, _)), .popToRoot(.action(let ref, _)), .dismiss(.action(let ref, _)), .unnest(.action(let ref, _)):
                if first { effectiveActions.insert(ref) }
            default:
                break
            }
            switch step {
            case .push(let entries, let event) where calls:
                if first { noteTargets(entries, event, at: here) }
                call(entries, event, from: node, here: here, body)
            case .push(let entries, let event):
                if first { noteTargets(entries, event, at: here) }
                body(pushed(entries, onto: node, here: here, event, inApp: true), event, .push, true)
            case .reset(let entries, let event):
                if first { noteTargets(entries, event, at: here) }
                body(chain(entries, over: [], within: node), event, .replace, true)
            case .present(let m, let event) where sessionMode && graph.isModal(f):
                presentOver(m, event, over: order[here], here: here, records: .layer, inApp: true, body)
            case .present(let m, _) where presentsAgain(m, over: order[here], here: here):
                break
            case .present(let m, let event):
                let under = graph.isModal(f) ? node.under : order[here]
                body(key(m, over: [], layerBelow: -1, base: node.base, under: under, outside: node.outside, nested: graph.isModal(f),
                         opener: opener(order[here], presenting: m), aside: node.aside, presenter: presenter(order[here])), event, .layer, true)
            case .select(let m, let event):
                // The tab as it was first shown; a tab seen before shows what it showed then,
                // unless it was left showing what it never showed (Key.aside).
                if node.aside >= 0, !graph.isModal(m), tab(of: node.aside) == graph.home(m)?.case {
                    asideChanged = true
                    body(node.aside, event, .none, true)
                } else {
                    body(key(m, over: [], within: node), event, .none, true)
                }
            case .restart(let m, let event):
                body(key(m, over: [], layerBelow: -1, base: -1, outside: node.outside), event, .reset, true)
            case .recase(let m, let event):
                // Exactly the case's launch: trapped when it cannot get back, whatever the case before could.
                body(key(m, over: [], within: node), event, .push, true)
            case .across(let m, let entries, let event):
                if first { noteTargets(entries, event, at: here) }
                // The other column's stack, with the same modals and what the user's column shows.
                if entries.isEmpty {
                    body(key(m, over: [], within: node), event, .none, true)
                } else {
                    body(chain(entries, over: [], within: node), event, .push, true)
                }
            case .rehome(let m, let event):
                // The same modal over that tab, whose first frame stands for what it shows (as a tab switch's target does).
                guard let (l, tab) = graph.home(m), let pane = graph.paneRoot(l, tab: Int(tab)) else { break }
                underTab("a modal's select", m, pane: pane, [], present: nil, startsOver: false, event, from: node, here: here,
                         first: first, inApp: true, body)
            case .swap(let m, let event):
                // The top entry shows another case; what lies under it stays.
                body(key(m, over: node.below, within: node), event, .push, true)
            case .choose(let m, let event):
                if first { noteTargets([], event, at: here) }
                // The layer's whole configuration is the choice's first frame: over the root, nothing else is left.
                if graph.isModal(f) {
                    body(key(m, over: [], within: node), event, .replace, true)
                } else {
                    body(key(m, over: [], layerBelow: -1, base: -1, outside: node.outside), event, .reset, true)
                }
            case .back(let event) where isCall(node), .pop(1, let event) where isCall(node):
                if let landing = uncoveredInCall(node) {
                    body(landing, event, .uncover, true)
                } else {
                    leaveSession(node, node.session, here: here, event, body)
                }
            case .back(let event):
                if let landing = uncovered(node, pops: 1) { body(landing, event, .uncover, true) }
            case .pop(let n, let event):
                if let landing = uncovered(node, pops: n) { body(landing, event, .uncover, true) }
            case .popToRoot(let event) where isCall(node):
                if let root = callRoot(node) { body(root, event, .uncover, true) }
            case .popToRoot:
                break
            // Down past the entry that holds the nest, pushed alone over what was on top before.
            case .unnest:
                break
            case .dismiss(let event):
                if node.layerBelow >= 0 {
                    body(node.layerBelow, event, .uncover, true)
                } else if node.nested, modalSession(node) >= 0 {
                    leaveSession(node, modalSession(node), here: here, event, body)
                }
            case .failure(let failure, let event):
                if first, failures[failure] == nil { failures[failure] = (Int32(here), event) }
            case .named(let ref, let stack, let event):
                named(ref, stack: stack, event, from: node, here: here, body)
            case .open(let r, let event):
                if let other = crossing[r], other.component != component {
                    leave(r, to: other, from: node, event, here: here, first: first)
                } else {
                    route(r, from: node, event, here: here, first: first, inApp: true, body)
                }
            }
        }
        for r in here == 0 ? routes : routesPastLaunch {
            route(r, from: node, .deepLink(route: r), here: here, first: first, inApp: false, fromModal: graph.isModal(f), body)
        }
    }

    /// An in-app URL that selects another tab and starts its stack over: this tab keeps its
    /// configuration (less its modals), and the other tab starts a branch (FrameTabs).
    private func leave(_ r: Int, to other: Crossing, from node: Key, _ event: Event, here: Int, first: Bool) {
        guard other.startsOver else {
            // It acts in the other tab as the route from outside does (FrameSearch.pushedInto);
            // from a modal, only if it dismisses it and leaves what was shown under it.
            if graph.isModal(node.frame), !graph.model.deepLinks.routes[r].dismissModals {
                fail("an in-app URL (route '\(routeID(r))') in a modal pushes onto another tab without dismissing the modal")
            } else if graph.isModal(node.frame), node.base >= 0 {
                fail("an in-app URL (route '\(routeID(r))') in a modal a deep link presented pushes onto another tab")
            }
            transitions += 1
            crossOut.append(CrossEdge(position: Int32(here), route: r, event: event))
            return
        }
        if graph.isModal(node.frame) {
            // A modal left up over the other tab, or a configuration under it that was never
            // shown: the tabs no longer change apart.
            guard graph.model.deepLinks.routes[r].dismissModals, node.base < 0 else {
                fail("an in-app URL (route '\(routeID(r))') in a modal selects another tab and leaves the modal up")
                return
            }
        }
        if first, let launch = graph.launchFrame(other.root),
           case .fromRoot(let entries, _) = graph.routeStep(r, from: launch, root: other.root, runner: runner) {
            note(entries, event, at: here)
        }
        transitions += 1
        crossOut.append(CrossEdge(position: Int32(here), route: r, event: event))
    }

    /// Starts a branch at what route `r` leaves in this component when another tab's state
    /// (`origin`) opens it in-app: the same from anywhere, since it starts the stack over.
    /// `outside`: the origin's configuration is trapped. Returns the branch's position and
    /// the trap entry the origin records when the result cannot get back to launch. A URL
    /// that pushes onto this tab instead enters here only when opened at the app's launch,
    /// where this tab shows its launch state.
    func enter(_ r: Int, from origin: Origin, event: Event, outside: Bool) -> (position: Int32, trap: ComponentTrap?) {
        guard let launch = graph.launchFrame(root) else { fail(graph.why); return (0, nil) }
        let entries: [FrameGraph.Entry], present: Int32?
        switch graph.routeStep(r, from: launch, root: root, runner: runner).startingOver {
        case .fromRoot(let e, let p): (entries, present) = (e, p)
        case .nothing: (entries, present) = ([], nil)
        default:
            fail("route '\(routeID(r))' opened from another tab is not a reset of this tab's stack")
            return (0, nil)
        }
        let target = startedOver(entries, present: present, from: launch, outside: outside)
            ?? key(launch, over: [], layerBelow: -1, base: -1, outside: outside)
        let returns = returns[Int(target)]
        if crossing[r]?.startsOver == true { crossReturns[r] = returns }
        let p = record(edgeTo: target, from: -1, event: event, records: .reset, origin: origin)
        let frame = keys[Int(target)].frame
        guard !returns, !outside, let screen = graph.visible[Int(frame)].last else { return (p, nil) }
        return (p, ComponentTrap(parent: origin.state, event: event, screen: screen, modal: graph.layerOf(frame).style))
    }

    func isTrapped(_ position: Int) -> Bool { trapped[position] }

    func routeID(_ r: Int) -> String { graph.model.deepLinks.routes[r].id }

    /// A route that starts another tab's stack over unseen (FrameGraph.RouteStep.aside): the
    /// root layer's configuration (under the modals it dismisses) with that tab's part
    /// replaced (Key.aside), then maybe a modal; at its root, the tab shows what selecting
    /// it shows anyway. Pushed onto what the tab shows (not `startsOver`), the entries go over
    /// its never-shown part, or over what it showed, which was on top before (as a modal's
    /// push there, FrameUnseen). Where the user is trapped, the change may free that tab or
    /// not (the flag does not say which part holds them): not followed.
    func aside(_ pane: Int32, _ entries: [FrameGraph.Entry], present: Int32?, startsOver: Bool, _ event: Event, from node: Key, here: Int,
                       inApp: Bool, _ body: (Int32, Event, Records, Bool) -> Void) {
        let modal = graph.isModal(node.frame)
        let landing = !modal ? keyIndex[node]! : node.base >= 0 ? node.base : node.under
        guard landing >= 0 else {
            fail("a deep link dismisses a modal and changes a tab the user does not see, where what lies under the modal is not kept")
            return
        }
        guard let (made, kept) = changedAside(pane, entries, startsOver: startsOver, over: node.aside, outside: node.outside) else { return }
        if here >= 0, modal ? baseTrapped[here] : trapped[here], made < 0 || returns[Int(made)] {
            fail("a change to a tab the user does not see, where the user is trapped")
            return
        }
        asideChanged = true
        let shown = reAside(landing, kept ? node.aside : made)
        let records: Records = modal ? .base : .push
        guard let present else { return body(shown, event, records, inApp) }
        body(key(present, over: [], layerBelow: shown, base: shown, under: shown, outside: node.outside, aside: keys[Int(shown)].aside),
             event, records, inApp)
    }

    /// What `entries` pushed onto tab `pane` (or its stack started over with them) leave as its
    /// never-shown part, where another tab's is `shown` (-1: none): `made` (-1: the tab shows
    /// what selecting it shows), and whether `shown` is another tab's and stays (`kept`); nil
    /// where both change, which the nodes cannot keep (Key.aside holds one tab's).
    func changedAside(_ pane: Int32, _ entries: [FrameGraph.Entry], startsOver: Bool, over shown: Int32, outside: Bool)
        -> (made: Int32, kept: Bool)? {
        // Another tab's unseen part stays (one started at its root shows what selecting it shows anyway).
        let kept = shown >= 0 && tab(of: shown) != graph.home(pane)?.case
        let window = !startsOver && shown >= 0 && !kept ? self.window(overUnseen: shown) : []
        let made = chain(entries, over: window, layerBelow: -1, base: -1, outside: outside)
        if kept, made >= 0 {
            fail(Self.oneUnseenTab)
            return nil
        }
        return (made, kept)
    }

    /// Root-layer key `k` with another tab's unseen part `aside` instead of its own (its
    /// window's keys likewise, each once: windows share their entries).
    func reAside(_ k: Int32, _ aside: Int32) -> Int32 {
        var made: [Int32: Int32] = [:]
        func redo(_ k: Int32) -> Int32 {
            let old = keys[Int(k)]
            guard old.aside != aside else { return k }
            if let known = made[k] { return known }
            let new = key(Key(frame: old.frame, below: old.below.map { $0 >= 0 ? redo($0) : $0 }, layerBelow: -1, base: -1,
                              outside: old.outside, aside: aside))
            made[k] = new
            return new
        }
        return redo(k)
    }

    /// The root layer's tab a root-layer node is in.
    func tab(of node: Int32) -> Int32? { graph.home(keys[Int(node)].frame)?.case }

    /// Whether this tab is trapped once the in-app URL of route `r` opened at `position`
    /// has left for another tab: what it dismisses no longer counts.
    func leavesTrapped(_ r: Int, _ position: Int) -> Bool {
        graph.isModal(frame(at: position)) && graph.model.deepLinks.routes[r].dismissModals ? baseTrapped[position] : trapped[position]
    }

    var anyTrapped: Bool { trapped.contains(true) }

    func add(_ trap: ComponentTrap) { traps.append(trap) }

    /// Resolutions and push targets of an in-app push.
    private func noteTargets(_ entries: [FrameGraph.Entry], _ event: Event, at here: Int) {
        note(entries, event, at: here)
        // One action shows the same targets from most frames: each list is added once.
        if case .action(let ref, let targets) = event {
            let a = Int32(graph.actionStart[ref.screen] + ref.action)
            guard targetsSeen[a]?.contains(targets) != true else { return }
            targetsSeen[a, default: []].append(targets)
            for target in targets { actionTargets.insert(ActionTarget(action: ref, target: target)) }
        }
    }

    func note(_ entries: [FrameGraph.Entry], _ event: Event, at here: Int) {
        for entry in entries {
            guard let d = entry.destination else { continue }
            if resolvedSeen.insert(Int32(graph.destinationStart[d.screen] + d.index)).inserted {
                firstResolved[d] = (Int32(here), event)
            }
        }
    }

    /// The key of `entries` pushed in order over the records `window` describes; -1 for none.
    func chain(_ entries: [FrameGraph.Entry], over window: [Int32], layerBelow: Int32, base: Int32, under: Int32 = -1,
               outside: Bool = false, nested: Bool = false, opener: Int32 = -1, aside: Int32 = -1, session: Int32 = -1,
               presenter: Int32 = -1) -> Int32 {
        var window = window
        var top: Int32 = -1
        for (k, entry) in entries.enumerated() {
            top = key(entry.frame, over: window, layerBelow: layerBelow, base: base, under: under, outside: outside, nested: nested,
                      opener: opener, aside: aside, session: session, presenter: presenter)
            if k + 1 < entries.count { window = [top] + window }
        }
        return top
    }

    /// The key of `entries` pushed in order over `window`, in the same layer as `node` (under
    /// the same modals and root configuration); -1 for none.
    func chain(_ entries: [FrameGraph.Entry], over window: [Int32], within node: Key) -> Int32 {
        chain(entries, over: window, layerBelow: node.layerBelow, base: node.base, under: node.under, outside: node.outside,
              nested: node.nested, opener: node.opener, aside: node.aside, session: node.session, presenter: node.presenter)
    }

    /// The key of `frame` over `window`, in the same layer as `node`.
    func key(_ frame: Int32, over window: [Int32], within node: Key) -> Int32 {
        key(frame, over: window, layerBelow: node.layerBelow, base: node.base, under: node.under, outside: node.outside, nested: node.nested,
            opener: node.opener, aside: node.aside, session: node.session, presenter: node.presenter)
    }

    /// The key of what a route that starts over from frame `f` leaves: `entries` pushed on the
    /// emptied root stack, then `present` over them; nil when it adds nothing to the root
    /// stack's root (the launch configuration, or a switch case's).
    func startedOver(_ entries: [FrameGraph.Entry], present: Int32?, from f: Int32, outside: Bool, aside: Int32 = -1,
                             here: Int = -1, _ event: Event? = nil, inApp: Bool = false) -> Int32? {
        let home = graph.home(f).map { graph.paneRoot($0.layer, tab: Int($0.case)) } ?? graph.launchFrame(root)
        func start() -> Int32 { home.map { key($0, over: [], layerBelow: -1, base: -1, outside: outside, aside: aside) } ?? -1 }
        func make() -> Int32 {
            let top = chain(entries, over: [], layerBelow: -1, base: -1, outside: outside, aside: aside)
            guard let present else { return top }
            let under = top >= 0 || !tracksUnder ? top : start()
            return key(present, over: [], layerBelow: top, base: top, under: under, outside: outside, aside: aside)
        }
        // Entries over the stack's root, which was on top when the tab was first shown: a root call (FrameReturns).
        guard returnMode, let event else {
            let made = make()
            return made >= 0 ? made : nil
        }
        let over = present.map { m in { (top: Int32) in self.key(m, over: [], layerBelow: top, base: top, under: top, outside: outside, aside: aside) } }
        let made = called(entries, over: start(), here: here, event, inApp: inApp, entered: present.map { [$0] } ?? [], land: over, make)
        return made >= 0 ? made : nil
    }

    /// The key of what in-app URL `r`, opened over modals it dismisses, leaves when it then
    /// pushes onto the root layer's configuration `under` (-1 when it pushes nothing there and
    /// presents nothing: only `under` is left, which was on top before), and what it pushed;
    /// nil when the graph cannot say. A modal it presents then is over what it pushed, as
    /// from the root layer (`route`'s `.onTop`).
    func onto(_ r: Int, under: Int32, outside: Bool) -> (top: Int32, entries: [FrameGraph.Entry])? {
        let base = keys[Int(under)]
        switch graph.routeStep(r, from: base.frame, root: root, runner: runner) {
        case .nothing: return (-1, [])
        case .onTop(let entries, let present):
            // Under a modal a deep link presented over what it pushed, that is an entry never shown.
            let window = position[Int(under)] < 0 ? self.window(overUnseen: under) : unseenOver(base.below)
            let top = chain(entries, over: window, layerBelow: base.layerBelow, base: base.base, outside: outside)
            guard let present else { return (top, entries) }
            let below = top >= 0 || !tracksUnder ? top : under
            return (key(present, over: [], layerBelow: top, base: top, under: below, outside: outside), entries)
        default: return nil
        }
    }
}
