/// Pushes on the root layer's stacks as calls (return mode), where a modal pops the stack
/// under it while it stays up.
///
/// An edit sheet over a note whose "Delete" pops the note off the stack under the sheet (in
/// Swift, `dismiss(); path.removeLast()` is two actions, and the pop alone leaves the sheet
/// up) shows the sheet over whatever pushed the note. The nodes keep no record that was on
/// top, so they cannot name it: a node is the note's frame however it was reached. Here each
/// push of one entry from a root-layer node (no modal up) is a *root call*, a session
/// (FrameSessions) whose entry is the pushed node and whose callers are the nodes that pushed
/// it; a deep link that starts the stack over with one entry is a call from the stack's root.
/// A modal at its first frame over the callee (with the modals under it) that pops it is an
/// *exit*: the modals as they are then, which show again over each caller. The summaries,
/// traces through them (`hops`) and in-app reachability are the sessions'. Nothing else keys
/// the nodes: a modal node over the callee keeps it (`Key.under`), so the callee's nodes are its own.
///
/// Exact where every configuration with the callee over an entry that was on top came from
/// such a push: a root key made otherwise (a multi-value push, a path replaced, a deep link
/// that pushes two entries or leaves a modal up, an action in a modal that pushes under it)
/// that a modal's pop returns from sends the component back to the enumeration
/// (`madeElsewhere`). And where every path to an exit passes its callee, so that the exit's
/// distance from the callee is the shortest within the call and its trace goes through it
/// (`rootAncestor`).
extension FrameSearch {
    static let popsShownBefore = "an action in a modal pops the stack under it onto a configuration shown before"
    static let returnTraps = "an action in a modal pops the stack under it onto a configuration where the user is trapped"

    /// Whether session `s` is a root call.
    func isRootCall(_ s: Int32) -> Bool { s >= 0 && sessionCallee[Int(s)] >= 0 }

    /// Whether `node` is in root call `s`: its callee, or a modal over it.
    func inRootCall(_ node: Key, _ s: Int) -> Bool {
        let callee = sessionCallee[s]
        return graph.isModal(node.frame) ? node.under == callee : keys[Int(callee)] == node
    }

    /// `entries` pushed by `event` at `here` onto root-layer node `node`'s stack: in return
    /// mode, one entry from a node with no modal up is a root call.
    func pushed(_ entries: [FrameGraph.Entry], onto node: Key, here: Int, _ event: Event, inApp: Bool) -> Int32 {
        let make = { self.chain(entries, over: self.unseenOver(node.below), within: node) }
        guard !graph.isModal(node.frame), here >= 0 else { return make() }
        return pushed(entries.count, over: order[here], here: here, event, inApp: inApp, make)
    }

    /// `count` entries pushed by `event` at `here` (`make` makes their key) over root-layer
    /// key `caller`, which was on top: one entry is a call, with `caller` as its caller (and
    /// the event at `here` as the way in).
    func pushed(_ count: Int, over caller: Int32, here: Int, _ event: Event, inApp: Bool, _ make: () -> Int32) -> Int32 {
        guard returnMode, count == 1, here >= 0, caller >= 0, position[Int(caller)] >= 0 else { return make() }
        pushingFromRoot = true
        let callee = make()
        pushingFromRoot = false
        let s = session(Session(frame: keys[Int(callee)].frame, under: -1, base: -1, outside: false, aside: -1, callee: callee)) { _ in callee }
        calleeSession[callee] = s
        let c = Caller(modal: caller, position: Int32(here), event: event, inApp: inApp, trapped: trapped[here], base: baseTrapped[here])
        guard add(c, to: s) else { return callee }
        for (k, exit) in exits[Int(s)].enumerated() { getBack(c, over: exit, k, session: s) }
        return callee
    }

    /// Modal node `node` at `here` pops by `event` the root key under it, which was pushed over
    /// an entry that was on top: an exit of that key's call.
    func popCall(_ node: Key, here: Int, _ event: Event, _ body: (Int32, Event, Records, Bool) -> Void) {
        let callee = node.under
        let frame = graph.frames[Int(node.frame)]
        guard node.aside < 0, frame.depth == 0, frame.tab == 0, let s = calleeSession[callee],
              position[Int(callee)] >= 0, rootAncestor[here] == position[Int(callee)] else {
            return fail(Self.popsShownBefore)
        }
        leave(s, Exit(under: callee, base: -1, aside: -1, modal: order[here]), here: here, event, body)
    }

    /// Modal node `modal` over the root-layer node `caller`, which was on top before.
    func returnedKey(_ modal: Int32, over caller: Int32) -> Int32 {
        rebuilt(keys[Int(modal)], below: -1, base: -1, under: caller, outside: keys[Int(modal)].outside)
    }

    /// A call that a modal returned from whose callee was also made otherwise: the callers miss those ways.
    func checkReturns() {
        for s in sessionCallee.indices where sessionCallee[s] >= 0 && !exits[s].isEmpty && madeElsewhere.contains(sessionCallee[s]) {
            return fail(Self.popsShownBefore)
        }
    }
}
