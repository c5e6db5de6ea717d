/// A modal's action on the stack under it that also closes the modal, in one event
/// (`dismiss()` and `router.path.removeLast()` in one closure: `"dismisses"`).
///
/// What it leaves is the root layer's configuration under the modal, changed: the modal is
/// gone, so no node has to keep it over the change. A push lands as a push from that
/// configuration would (a call from it, in return mode), a pop on what was under its top (on
/// top before, or an entry never shown), a pop to the root on the stack's root. From a modal
/// over another, the one under it stays up over the change (dismissingOver). Followed where
/// nothing can trap the user: the escapes count only the modal's own ways out, not what such
/// an action leaves.
extension FrameSearch {
    static let dismissesUnder = "an action that changes the stack under its modal and dismisses it, from a modal over another or where the user can be trapped"

    func dismissing(_ effect: FrameGraph.UnderModal, _ ref: ActionRef, _ event: Event, from node: Key, under: Key, here: Int,
                    _ body: (Int32, Event, Records, Bool) -> Void) {
        // It always does something: the modal closes.
        effectiveActions.insert(ref)
        guard node.aside < 0, under.aside < 0 else { return fail(Self.dismissesUnder) }
        // Where the user can be trapped: the escapes do not count this action as a way out of the
        // modal, so the modal needs one of its own; and what it leaves under the modal is free or
        // trapped as its records say only where nothing under the modal was trapped (a pop may
        // free what held it, a push leave it held).
        guard escapes.removesEveryRecord || ownWayOut(node.frame) && !baseTrapped[here] else { return fail(Self.dismissesUnder) }
        if node.nested { return dismissingOver(effect, event, from: node, under: under, here: here, body) }
        let target: Int32
        switch effect {
        case .nothing:
            // Only dismissed: what lay under the modal, on top before unless a deep link left it.
            guard node.layerBelow >= 0 else { return }
            target = node.layerBelow
        case .failure(let failure):
            noteFailure(failure, at: here, event)
            return
        case .push(let entries):
            note(entries, event, at: here)
            let make = { self.chained(entries, onto: under) }
            target = called(entries, over: node.under, here: here, event, inApp: true, make)
        case .pop(let n):
            // Onto what was on top before, or an entry never shown.
            guard let landing = uncovered(under, pops: n) else { return }
            target = landing
        case .restart(let entries):
            guard let root = stackRoot(under) else { return }
            note(entries, event, at: here)
            let make = { self.restarted(under, with: entries) }
            target = entries.isEmpty ? root : called(entries, over: root, here: here, event, inApp: true, make)
        case .otherTab:
            return fail(Self.dismissesUnder)
        }
        body(target, event, .base, true)
    }

    /// From a modal over another, which stays up: that one over the changed stack, as its own
    /// action on the stack would leave it (FrameSearch.named). Over its opener (Key.opener),
    /// the opener rebuilt, or a return out of the call it pops (FrameReturns); in a session
    /// (FrameSessions), each caller back over the change.
    private func dismissingOver(_ effect: FrameGraph.UnderModal, _ event: Event, from node: Key, under: Key, here: Int,
                                _ body: (Int32, Event, Records, Bool) -> Void) {
        // The opener is what lies under it: as it was on top (layerBelow -1), or as a change left it.
        let opener = node.opener >= 0 && (node.layerBelow < 0 || node.layerBelow == node.opener) && !keys[Int(node.opener)].nested
            ? keys[Int(node.opener)] : nil
        let session = opener == nil ? modalSession(node) : -1
        guard opener != nil || session >= 0 else { return fail(Self.dismissesUnder) }
        let top: Int32
        switch effect {
        case .nothing:
            guard opener != nil else { return leaveSession(node, session, here: here, event, body) }
            // Only dismissed: the opener, on top before unless a change left it.
            if node.layerBelow >= 0 { body(node.layerBelow, event, .uncover, true) }
            return
        case .failure(let failure):
            noteFailure(failure, at: here, event)
            return
        case .push(let entries):
            note(entries, event, at: here)
            let make = { self.chained(entries, onto: under) }
            if let opener, let entry = pushedUnder(entries, over: node.under, modal: opener, here: here, event, make) {
                return body(entry, event, .under, true)
            }
            top = make()
        case .pop(let n):
            guard let landing = uncovered(under, pops: n) else {
                // What was under it was on top before, but not under these modals: a return, where pushes are calls.
                guard returnMode else { return fail(Self.popsShownBefore) }
                guard n == 1, opener != nil else { return fail(Self.dismissesUnder) }
                return popCall(node, here: here, event, leaving: node.opener, body)
            }
            top = landing
        case .restart(let entries):
            guard let root = stackRoot(under), position[Int(root)] >= 0 else { return fail(Self.dismissesUnder) }
            note(entries, event, at: here)
            let make = { self.restarted(under, with: entries) }
            if let opener, let entry = pushedUnder(entries, over: root, modal: opener, here: here, event, make) {
                return body(entry, event, .under, true)
            }
            top = entries.isEmpty ? root : make()
        case .otherTab:
            return fail(Self.dismissesUnder)
        }
        let unseen: Int32 = if case .restart(let entries) = effect, entries.isEmpty { -1 } else { top }
        guard let opener else { return leave(session, Exit(under: top, base: unseen, aside: node.aside), here: here, event, body) }
        body(rebuilt(opener, below: unseen, base: unseen, under: top, outside: node.outside), event, .under, true)
    }

    /// Whether modal frame `f` can be removed by an escape of its own (a dismiss, an in-app URL
    /// that dismisses the modals or starts everything over).
    func ownWayOut(_ f: Int32) -> Bool {
        let escape = escapes.escape[Int(f)]
        return escape.layer || escape.modals || escapes.resets(escape, f)
    }
}
