/// Pushes on the root layer's stacks as calls (return mode), where a modal pops the stack
/// under it while it stays up.
///
/// A sheet over a note whose "Delete" pops the note off the stack under the sheet and leaves
/// the sheet up (`router.path.removeLast()` alone: with `dismiss()` in the same closure the
/// sheet closes too, FrameDismisses) shows the sheet over whatever pushed the note. The nodes keep no record that was on
/// top, so they cannot name it: a node is the note's frame however it was reached. Here each
/// push from a root-layer node (no modal up) is a *root call*, a session (FrameSessions)
/// whose callers are the nodes that pushed; a deep link that starts the stack over is a call
/// from the stack's root. A modal at its first frame (of any of its tabs) over the callee (with the modals under
/// it) that pops it is an *exit*: the modals as they are then, which show again over each
/// caller. The summaries, traces through them (`hops`) and in-app reachability are the sessions'.
///
/// A push of one entry is a plain call: its entry is the callee itself, and nothing else keys
/// the nodes (a modal node over the callee keeps it, `Key.under`). Exact where every
/// configuration with the callee over an entry that was on top came from such a push: a root
/// key made otherwise (a path replaced, an action in a modal that pushes under it, a deep link
/// that pushes onto the top) that a modal's pop returns from sends the component back to the
/// enumeration (`madeElsewhere`); and where every path to an exit passes its callee, so that
/// the exit's distance from the callee is the shortest within the call and its trace goes
/// through it (`rootAncestor`).
///
/// A `pop n` past one on the root layer (Back two) unwinds no call: it lands on a
/// configuration shown before, or on an entry the windows keep (the callee's, its caller's
/// window included); only pops in modals return, one entry at a time (FrameTraps.modalPopsOne).
///
/// A push of several entries, or a deep link's entries with a modal over them, lands where
/// the callee (the first entry) was never on top: an *entered* call, whose entry is what the
/// event leaves. Its callee is a key of its own (`Key.session`), so every node that holds it
/// was reached through that entry, and the same argument holds. A return out of a trapped
/// exit into a free node (a modal a deep link presented over what it pushed, which pops that
/// under it: a way out the escapes do not follow) sends the component back to the enumeration.
extension FrameSearch {
    static let popsShownBefore = "an action in a modal pops the stack under it onto a configuration shown before"
    static let returnTraps = "an action in a modal pops the stack under it onto a configuration where the user is trapped"

    /// Whether session `s` is a root call.
    func isRootCall(_ s: Int32) -> Bool { s >= 0 && sessionCallee[Int(s)] >= 0 }

    /// Whether node `k` is in root call `s`: it holds the callee on its root layer's stack
    /// (itself, an entry never shown under its top, or under its modals).
    func inRootCall(_ k: Int32, _ s: Int) -> Bool {
        let callee = sessionCallee[s]
        var k = graph.isModal(keys[Int(k)].frame) ? keys[Int(k)].under : k
        while k >= 0 {
            if k == callee { return true }
            k = keys[Int(k)].below.first ?? -1
        }
        return false
    }

    /// `entries` pushed by `event` at `here` onto root-layer node `node`'s stack: in return
    /// mode, a push from a node with no modal up is a root call.
    func pushed(_ entries: [FrameGraph.Entry], onto node: Key, here: Int, _ event: Event, inApp: Bool) -> Int32 {
        // The hot path of every search: no closure to make outside return mode.
        guard returnMode, !graph.isModal(node.frame), here >= 0 else { return chain(entries, over: unseenOver(node.below), within: node) }
        return called(entries, over: order[here], here: here, event, inApp: inApp) { self.chain(entries, over: self.unseenOver(node.below), within: node) }
    }

    /// What a modal's push on the stack under it (or its start over onto `entries`) leaves, as a
    /// call entered at the modal over them; nil where it is not one.
    func pushedUnder(_ entries: [FrameGraph.Entry], over caller: Int32, modal node: Key, here: Int, _ event: Event, inApp: Bool = true,
                     _ make: () -> Int32) -> Int32? {
        guard returnMode, !entries.isEmpty, here >= 0, caller >= 0, node.aside < 0, keys[Int(caller)].aside < 0 else { return nil }
        // Over other modals, where the nodes keep the chain of openers down to the root layer
        // (not sessions, whose keys hold what lies under them): the chain is rebuilt over the call.
        let chain = node.nested ? openers(node) : []
        if node.nested {
            guard !sessionMode, chain.last?.nested == false,
                  ([node] + chain).allSatisfy({ !$0.nested || $0.layerBelow < 0 || $0.layerBelow == $0.opener }) else { return nil }
        }
        let land = { (top: Int32) in self.rebuilt(node, below: top, base: top, under: top, outside: node.outside) }
        return called(entries, over: caller, here: here, event, inApp: inApp, entered: [-2, node.frame, node.outside ? 1 : 0] + chain.map(\.frame),
                      land: land) {
            land(make())
        }
    }

    /// `entries` pushed by `event` at `here` over root-layer key `caller`, which was on top
    /// (`make` makes what they leave otherwise), then what `land` puts over their top (a
    /// modal, which `entered` names): a call, with `caller` as its caller and the event at
    /// `here` as the way in. One entry alone is a plain call, whose entry is its callee.
    /// Otherwise the callee, the first entry, is never on top when the event lands: it is a
    /// key of the call's own (`Key.session`), so that every node holding it is reached through
    /// the call's entry, and the exit's distance from there is the shortest within the call.
    func called(_ entries: [FrameGraph.Entry], over caller: Int32, here: Int, _ event: Event, inApp: Bool,
                entered: [Int32] = [], land: ((Int32) -> Int32)? = nil, _ make: () -> Int32) -> Int32 {
        guard returnMode, let first = entries.first, here >= 0, caller >= 0 else { return make() }
        let s: Int32
        if entries.count == 1, land == nil {
            pushingFromRoot = true
            let callee = make()
            pushingFromRoot = false
            s = session(Session(frame: keys[Int(callee)].frame, under: -1, base: -1, outside: false, aside: -1, callee: callee)) { _ in callee }
            calleeSession[callee] = s
        } else {
            let at = keys[Int(caller)]
            let opened = Session(frame: first.frame, under: -1, base: -1, outside: at.outside, aside: at.aside,
                                 entered: entries.dropFirst().map(\.frame) + [-1] + entered)
            s = session(opened) { s in
                let callee = key(Key(frame: first.frame, below: kept(unseenOver(at.below)), layerBelow: -1, base: -1, outside: at.outside, aside: at.aside, session: s))
                sessionCallee[Int(s)] = callee
                calleeSession[callee] = s
                let top = entries.count == 1 ? callee
                    : chain(Array(entries.dropFirst()), over: [callee], layerBelow: -1, base: -1, outside: at.outside, aside: at.aside)
                return land?(top) ?? top
            }
        }
        let c = Caller(modal: caller, position: Int32(here), event: event, inApp: inApp, trapped: trapped[here], base: baseTrapped[here])
        if add(c, to: s) {
            for (k, exit) in exits[Int(s)].enumerated() { getBack(c, over: exit, k, session: s) }
        }
        return sessionEntry[Int(s)]
    }

    /// Modal node `node` at `here` pops by `event` the root key under it, which was pushed over
    /// an entry that was on top: an exit of that key's call.
    /// `leaving`: the modal left up when it is not this one (one over it that closes as it pops).
    func popCall(_ node: Key, here: Int, _ event: Event, leaving: Int32? = nil, _ body: (Int32, Event, Records, Bool) -> Void) {
        let callee = node.under
        let frame = graph.frames[Int(leaving.map { keys[Int($0)].frame } ?? node.frame)]
        guard node.aside < 0, frame.depth == 0, let s = calleeSession[callee],
              sessionEntry[Int(s)] != callee || position[Int(callee)] >= 0 && rootAncestor[here] == position[Int(callee)] else {
            return fail(Self.popsShownBefore)
        }
        leave(s, Exit(under: callee, base: -1, aside: -1, modal: leaving ?? order[here]), here: here, event, body)
    }

    /// Modal node `modal` over the root-layer node `caller`, which was on top before.
    /// A caller never shown (a modal's push under it entered a call at the callee of another)
    /// stays unseen under the modals, as the first call's entry left it.
    func returnedKey(_ modal: Int32, over caller: Int32) -> Int32 {
        let unseen = position[Int(caller)] < 0 ? caller : -1
        return rebuilt(keys[Int(modal)], below: unseen, base: unseen, under: caller, outside: keys[Int(modal)].outside)
    }

    /// A call that a modal returned from whose callee was also made otherwise: the callers miss those ways.
    /// And a return that joins a node found otherwise, whose verdict the return must not change: a
    /// free node one pop away from a trapped exit says the exit's verdict missed a way out (a
    /// deep link's sheet that pushed under it what only the sheet pops), which record checks
    /// only for the nodes a return discovers.
    func checkReturns() {
        for s in sessionCallee.indices where sessionCallee[s] >= 0 && !exits[s].isEmpty && madeElsewhere.contains(sessionCallee[s]) {
            return fail(Self.popsShownBefore)
        }
        for summary in summaries where isRootCall(summary.session) {
            let p = position[Int(summary.target)]
            guard p >= 0, trapped[Int(p)] == trapped[Int(exits[Int(summary.session)][summary.exit].position)] else {
                return fail(Self.returnTraps)
            }
        }
    }
}
