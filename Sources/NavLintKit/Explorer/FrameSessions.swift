/// Modals over modals that act on the stack under them, as sessions (session mode).
///
/// A chain of modals is a pushdown: a sheet that presents itself, or two that present each
/// other, make chains of any length, and while they are up their actions change the root
/// layer's configuration under them (`Key.under`). Keeping the chain in the nodes
/// (`Key.opener`) works only for chains the nodes can hold. Here a modal presented over
/// another one starts a *session*: its nodes keep the session (the modal, and the root
/// layer's configuration and base it was presented over), not who presented it. What a
/// session can leave under the modals when it ends (its *exits*: the configuration under
/// them when the modal is dismissed) depends on the session alone; each modal that
/// presented it (its *callers*) then shows again over each exit. That is the classic
/// summary construction for recursive programs (Sharir and Pnueli; Reps, Horwitz and Sagiv):
/// exact for chains of any length, with nodes about sessions × what they show.
///
/// A caller met after an exit gets back over it by a path longer than one edge (the present,
/// the session's path to the exit, the dismiss), so the search discovers such nodes later,
/// at their distance (`pending`), and their traces go through the session (`hops`).
///
/// The nodes no longer tell which caller a session's node is over, so whether its
/// configuration can get back to launch could differ between callers: callers trapped
/// differently (and their part under the modals) enter sessions of their own, a session's
/// verdicts are its first caller's, and the ways back are checked at the end (`checkSessionTraps`).
/// Session mode runs where nothing else reads the modals under the top one (a deep link into
/// a modal's stack that leaves the modals up), and where no in-app URL crosses into a tab
/// explored apart. A root TabView explored as one is fine: another tab's unseen
/// part (`Key.aside`) stays as it was while a session's modal is up, so a session keeps it;
/// a session's modal that selects another tab under the modals moves alone, and its callers
/// stand over that tab when they get back (`returnKey`: the same modal over another home).
extension FrameSearch {
    static let framesStay = "a modal's select selects another tab of the TabView under modals over one another, whose frames do not move"

    /// Frame `f` over the root layer's case `home` instead, where the escapes know it (nil: they do not).
    func movedFrame(_ f: Int32, home: Int32) -> Int32? {
        graph.rehomed(f, home: home).flatMap { Int($0) < escapes.escape.count ? $0 : nil }
    }

    struct Session: Hashable {
        let frame: Int32
        let under: Int32
        let base: Int32
        let outside: Bool
        let aside: Int32
        /// A call's (FrameCalls): the modal's first frame, which popping to the root shows, and
        /// the configuration under the modal never shown (Key.layerBelow); -1 for a modal's session.
        var root: Int32 = -1
        var layerBelow: Int32 = -1
        /// A call's modal session (-1: none, the first modal's).
        var modal: Int32 = -1
        /// Its callers' trap flags (FrameSearch.callerFlags).
        var trapped = false
        var trappedBase = false
        /// A root call's (FrameReturns): the root key pushed; -1 otherwise.
        var callee: Int32 = -1
        /// An entered root call's (FrameReturns): the frames of the entries pushed over the
        /// callee, then of the modal presented over them (-1: none); empty otherwise.
        var entered: [Int32] = []
        /// Whether its callers' modals trap the user by themselves, whatever lies under them
        /// (nil: the nodes cannot tell; FrameSearch.modalsTrapped).
        var modals: Bool? = nil
    }

    /// The configuration under the modals when a session's modal is dismissed.
    struct Exit: Hashable {
        let under: Int32
        let base: Int32
        /// Another tab's unseen part, which an action in the session may have changed (FrameUnseen).
        let aside: Int32
        /// A root call's (FrameReturns): the modal node whose pop under it returned; -1 otherwise.
        var modal: Int32 = -1
    }

    struct CallerKey: Hashable {
        let modal: Int32
        let position: Int32
        let inApp: Bool
    }

    /// A modal that presented a session's modal: its node (`modal`), and where and how the user presented it.
    struct Caller {
        let modal: Int32
        let position: Int32
        let event: Event
        let inApp: Bool
        /// Its trap flags (FrameSearch.callerFlags), which every caller of a session shares (`Session.trapped`).
        let trapped: Bool
        let base: Bool
        /// Its modals trap the user by themselves (`Session.modals`).
        var modals: Bool? = false
        /// Its own records trap the user, whatever lies under the modals: where that part was
        /// free, as the flags say; where it was trapped too, as its modals' escapes say (nil: unknown).
        var own: Bool? { base ? modals : trapped }
    }

    /// How a node a caller got back to was reached: from the caller, the present into the
    /// session's entry, the session's path to the exit, then the dismiss (the node's `via`).
    struct Hop {
        let caller: Int32
        let present: Event
        let entry: Int32
        let exit: Int32
    }

    struct Deferred {
        let target: Int32
        let hop: Hop
        let dismiss: Event
        let records: Records
    }

    /// A caller's way back over an exit, for in-app reachability: an in-app edge when the
    /// present was in-app and in-app events reach the exit from the session's entry.
    struct Summary {
        let caller: Int32
        let own: Bool?
        let session: Int32
        let exit: Int
        let target: Int32
        let inApp: Bool
    }

    /// Modal `m` presented by `event` at `here` over modal node `modal`: the one there, or one
    /// the same event made (an in-app URL's route that changes the stack under the modals, then presents).
    func presentOver(_ m: Int32, _ event: Event, over modal: Int32, here: Int, records: Records, inApp: Bool,
                     _ body: (Int32, Event, Records, Bool) -> Void) {
        let node = keys[Int(modal)]
        // A caller whose own records the nodes keep: one at its stack's root, first over the root layer or in a session, or a call (FrameCalls).
        // The escapes follow chains from each tab's first frame of a modal (FrameTraps.chains),
        // and what a modal pushes in its first tab: elsewhere, only where nothing can trap.
        let frame = graph.frames[Int(node.frame)]
        guard actsUnder(m), node.session >= 0 || !node.nested, frame.depth == 0 || isCall(node),
              frame.tab == 0 || frame.depth == 0 || escapes.removesEveryRecord else {
            // Dismissing it shows that modal, never shown if the event made it.
            let below = modal == order[here] ? -1 : modal
            return body(key(m, over: [], layerBelow: below, base: node.base, under: node.under, outside: node.outside, nested: true,
                            aside: node.aside), event, records, inApp)
        }
        let opened = Session(frame: m, under: node.under, base: node.base, outside: node.outside, aside: node.aside)
        enter(opened, from: modal, event, here: here, records: records, inApp: inApp, body) { s in
            key(m, over: [], layerBelow: -1, base: node.base, under: node.under, outside: node.outside, nested: true, aside: node.aside,
                session: s)
        }
    }

    /// Session `opened` entered from caller node `modal` by `event` at `here`: its entry (made
    /// by `entry`, given the session), then the caller back over each exit found so far.
    func enter(_ opened: Session, from modal: Int32, _ event: Event, here: Int, records: Records, inApp: Bool,
               _ body: (Int32, Event, Records, Bool) -> Void, entry: (Int32) -> Int32) {
        let flags = callerFlags(modal, at: here)
        // Callers trapped differently enter sessions of their own, so that every caller of one
        // has its verdicts (`checkSessionTraps`).
        var opened = opened
        opened.trapped = flags.all
        opened.trappedBase = flags.base
        opened.modals = flags.base ? modalsTrapped(keys[Int(modal)]) : flags.all
        let s = session(opened, entry: entry)
        let caller = Caller(modal: modal, position: Int32(here), event: event, inApp: inApp, trapped: flags.all, base: flags.base,
                            modals: opened.modals)
        guard add(caller, to: s) else { return }
        body(sessionEntry[Int(s)], event, records, inApp)
        for (k, exit) in exits[Int(s)].enumerated() { getBack(caller, over: exit, k, session: s) }
    }

    /// Session `opened`'s index, made with its entry (made by `entry`, given the session) if new.
    func session(_ opened: Session, entry: (Int32) -> Int32) -> Int32 {
        if let known = sessionIndex[opened] { return known }
        let s = Int32(sessionEntry.count)
        sessionIndex[opened] = s
        sessionRoot.append(opened.root)
        sessionModal.append(opened.modal)
        sessionCallee.append(opened.callee)
        sessionModals.append(opened.modals)
        sessionEntry.append(entry(s))
        callers.append([])
        callerModals.append([])
        exits.append([])
        exitIndex.append([:])
        return s
    }

    /// Adds `caller` to session `s` unless it is one already: whether it was new. The same
    /// node is a caller again where another event made it (an in-app URL's route that changes
    /// the stack under the modals, opened from elsewhere), and in-app where a deep link made
    /// it first: in-app reachability follows each (`settleSessions`).
    func add(_ caller: Caller, to s: Int32) -> Bool {
        guard callerModals[Int(s)].insert(CallerKey(modal: caller.modal, position: caller.position, inApp: caller.inApp)).inserted
        else { return false }
        callers[Int(s)].append(caller)
        return true
    }

    /// A dismiss of session `s`'s modal from `node` (or a call's Back): each caller shows again over what the session left under the modals.
    func leaveSession(_ node: Key, _ s: Int32, here: Int, _ event: Event, _ body: (Int32, Event, Records, Bool) -> Void) {
        // Left as it was, the callers themselves: on top before, unless the event that
        // presented the modal also made its caller (FrameSearch.changeUnder).
        leave(s, Exit(under: node.under, base: node.base, aside: node.aside), here: here, event, body)
    }

    /// Session `s` left with `exit` at `here` by `event`: each caller back over it.
    func leave(_ s: Int32, _ exit: Exit, here: Int, _ event: Event, _ body: (Int32, Event, Records, Bool) -> Void) {
        let k: Int
        if let known = exitIndex[Int(s)][exit] {
            k = known
        } else {
            k = exits[Int(s)].count
            exitIndex[Int(s)][exit] = k
            exits[Int(s)].append((exit, Int32(here), event))
            for (j, caller) in callers[Int(s)].enumerated() {
                // The session's entry was reached from its first caller: an edge like any other.
                // A root call's callers all come back through `hops`, so that a node's nearest
                // root ancestor is the root key under it (FrameReturns).
                if j == 0, !isRootCall(s) {
                    body(returnKey(caller, over: exit), event, .summary(own: caller.own, exit: Int32(here)), false)
                }
                getBack(caller, over: exits[Int(s)][k], k, session: s)
            }
        }
        exitAt[Int32(here), default: []].append((s, k))
    }

    /// Caller `caller` of session `s` back over exit `k`, found at `exit.position`: discovered
    /// at its distance unless an edge found it already.
    func getBack(_ caller: Caller, over exit: (exit: Exit, position: Int32, event: Event), _ k: Int, session s: Int32) {
        let target = returnKey(caller, over: exit.exit)
        summaries.append(Summary(caller: caller.position, own: caller.own, session: s, exit: k, target: target, inApp: caller.inApp))
        guard position[Int(target)] < 0 else { return }
        let entry = position[Int(sessionEntry[Int(s)])]
        let d = distance[Int(caller.position)] + 1 + distance[Int(exit.position)] - distance[Int(entry)] + 1
        let records: Records = isRootCall(s) ? .returned(exit: exit.position) : .summary(own: caller.own, exit: exit.position)
        pending[d, default: []].append(Deferred(target: target, hop: Hop(caller: caller.position, present: caller.event, entry: entry,
                                                                         exit: exit.position), dismiss: exit.event, records: records))
    }

    /// The caller's node with `exit` under the modals.
    private func returnKey(_ caller: Caller, over exit: Exit) -> Int32 {
        if exit.modal >= 0 { return returnedKey(exit.modal, over: caller.modal) }
        let c = keys[Int(caller.modal)]
        // The session's modal selected another tab under the modals: the caller now stands over it.
        var frame = c.frame
        if exit.under >= 0, let now = tab(of: exit.under), let was = graph.home(c.frame)?.case, now != was {
            guard let moved = movedFrame(c.frame, home: now) else {
                fail(Self.framesStay)
                return caller.modal
            }
            frame = moved
        }
        if c.nested {
            return key(frame, over: [], layerBelow: -1, base: exit.base, under: exit.under, outside: c.outside, nested: true,
                       aside: exit.aside, session: c.session)
        }
        // The first modal: dismissing it shows the configuration under it, never shown if
        // changed. A call's caller is in a call of its own, or at the modal's first frame.
        return key(frame, over: [], layerBelow: exit.base, base: exit.base, under: exit.under, outside: c.outside, aside: exit.aside,
                   session: c.session)
    }

    /// The trap verdicts of session nodes are those of their first caller's context
    /// (FrameSearch.record): exact since every caller of a session is trapped, and its part
    /// under the modals, as the first is (`Session.trapped`). Then, by induction on the modals
    /// under a node, each node's verdict is the same in every context. Checked here: the
    /// verdicts of the callers' nodes back over exits (one per node, however reached) and the
    /// dismisses into them (each trap entered so is an edge the search recorded).
    func checkSessionTraps() {
        var back: [[Int]: Int32] = [:]
        for summary in summaries where !isRootCall(summary.session) {
            let p = position[Int(summary.target)]
            let exit = exits[Int(summary.session)][summary.exit].position
            guard p >= 0 else { return fail(Self.sessionTraps) }
            let expected = trappedBack(own: summary.own, exit: exit, into: summary.target)
            if trapped[Int(p)] != expected.all || baseTrapped[Int(p)] != expected.base { return fail(Self.sessionTraps) }
            back[[Int(summary.session), summary.exit, Int(summary.caller)]] = p
        }
        for (s, list) in callers.enumerated() where !isRootCall(Int32(s)) {
            for (k, exit) in exits[s].enumerated() where !trapped[Int(exit.position)] {
                for (j, caller) in list.enumerated() where j > 0 {
                    if let p = back[[s, k, Int(caller.position)]], trapped[Int(p)] { return fail(Self.sessionTraps) }
                }
            }
        }
        // Nodes that leave one exit leave the part under the modals as trapped as the first does.
        for (x, left) in exitAt {
            let left = left.filter { !isRootCall($0.0) }
            for (s, k) in left where baseTrapped[Int(x)] != baseTrapped[Int(exits[Int(s)][k].position)] { return fail(Self.sessionTraps) }
            for (s, k) in left where !trapped[Int(x)] && x != exits[Int(s)][k].position {
                for caller in callers[Int(s)] {
                    if let p = back[[Int(s), k, Int(caller.position)]], trapped[Int(p)] { return fail(Self.sessionTraps) }
                }
            }
        }
    }

    /// Discovers the callers back over exits at distance `d`.
    func discoverPending(_ d: Int32) {
        for deferred in pending.removeValue(forKey: d) ?? [] where position[Int(deferred.target)] < 0 {
            let p = record(edgeTo: deferred.target, from: Int(deferred.hop.caller), event: deferred.dismiss,
                           records: deferred.records, distance: d)
            hops[p] = deferred.hop
        }
    }

    /// Whether modal `m`, or one presented over its first frame, can change the stack under the modals.
    private func actsUnder(_ m: Int32) -> Bool {
        if let known = actingMemo[m] { return known }
        let acts = reachesUnder(m)
        actingMemo[m] = acts
        return acts
    }

    /// The states and events from position `p`'s first state (launch, or a branch's start) to
    /// `p`, through the sessions of callers that got back (`hops`).
    func walk(to p: Int32) -> (states: [Int32], events: [Event]) {
        var states: [Int32] = []
        var events: [Event] = []
        var current = p
        // The app's launch, before this component's.
        if p < 0 { return ([p], []) }
        while true {
            states.append(current)
            if let hop = hops[current] {
                events.append(via[Int(current)]!)
                let inner = walk(to: hop.exit), entry = walk(to: hop.entry)
                states += inner.states[(entry.states.count - 1)...].reversed()
                events += inner.events[entry.events.count...].reversed()
                events.append(hop.present)
                current = hop.caller
                continue
            }
            if let event = via[Int(current)] { events.append(event) }
            if current <= 0 || parent[Int(current)] < 0 { break }
            current = parent[Int(current)]
        }
        return (states.reversed(), events.reversed())
    }

    /// In-app reachability through sessions: which exits in-app events reach from each
    /// session's entry (sessions nest: a caller's way back counts once its session's exit is
    /// reached), and so which summaries are in-app edges (`inAppSummaries`). One worklist over
    /// (session, node), each visited once. Dismisses into a caller are not in-app edges
    /// themselves: the node they leave does not say which caller is under it.
    func settleSessions() {
        guard !sessionEntry.isEmpty else { return }
        var reached = exits.map { Array(repeating: false, count: $0.count) }
        var from: [Int32: [Summary]] = [:]
        for summary in summaries where summary.inApp { from[summary.caller, default: []].append(summary) }
        var seen = Array(repeating: Set<Int32>(), count: sessionEntry.count)
        var work: [(session: Int, position: Int32)] = []
        // Ways back whose caller was reached before the exit they need: (session, exit) to the caller's session and target.
        var waiting: [[Int]: [(session: Int, target: Int32)]] = [:]
        func visit(_ s: Int, _ p: Int32) {
            guard p >= 0 else { return }
            // A call's nodes are in its modal's session too (FrameCalls); a root call's are those
            // that hold its callee (FrameReturns).
            let node = keys[Int(order[Int(p)])]
            let own = node.session
            let member = isRootCall(Int32(s)) ? inRootCall(order[Int(p)], s) : own == Int32(s) || isCall(own) && sessionModal[Int(own)] == Int32(s)
            guard member, seen[s].insert(p).inserted else { return }
            work.append((s, p))
        }
        for s in sessionEntry.indices { visit(s, position[Int(sessionEntry[s])]) }
        while let (s, p) = work.popLast() {
            for (t, k) in exitAt[p] ?? [] where t == Int32(s) && !reached[s][k] {
                reached[s][k] = true
                for (caller, target) in waiting.removeValue(forKey: [s, k]) ?? [] { visit(caller, position[Int(target)]) }
            }
            if Int(p) + 1 < edgeStart.count {
                for e in Int(edgeStart[Int(p)])..<Int(edgeStart[Int(p) + 1]) where edgeInApp[e] { visit(s, edgeTarget[e]) }
            }
            for summary in from[p] ?? [] {
                if reached[Int(summary.session)][summary.exit] {
                    visit(s, position[Int(summary.target)])
                } else {
                    waiting[[Int(summary.session), summary.exit], default: []].append((s, summary.target))
                }
            }
        }
        for summary in summaries where summary.inApp && reached[Int(summary.session)][summary.exit] {
            let target = position[Int(summary.target)]
            if target >= 0 { inAppSummaries[summary.caller, default: []].append(target) }
        }
    }
}
