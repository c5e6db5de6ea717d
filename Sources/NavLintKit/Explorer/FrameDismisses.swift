/// A modal's action on the stack under it that also closes the modal, in one event
/// (`dismiss()` and `router.path.removeLast()` in one closure: `"dismisses"`).
///
/// What it leaves is the root layer's configuration under the modal, changed: the modal is
/// gone, so no node has to keep it over the change. A push lands as a push from that
/// configuration would (a call from it, in return mode), a pop on what was under its top (on
/// top before, or an entry never shown), a pop to the root on the stack's root. Followed from
/// the first modal over the root layer, where nothing can trap the user: the escapes count
/// only the modal's own ways out, not what such an action leaves.
extension FrameSearch {
    static let dismissesUnder = "an action that changes the stack under its modal and dismisses it, from a modal over another or where the user can be trapped"

    func dismissing(_ effect: FrameGraph.UnderModal, _ ref: ActionRef, _ event: Event, from node: Key, under: Key, here: Int,
                    _ body: (Int32, Event, Records, Bool) -> Void) {
        // It always does something: the modal closes.
        effectiveActions.insert(ref)
        guard !node.nested, node.aside < 0, under.aside < 0, escapes.removesEveryRecord else { return fail(Self.dismissesUnder) }
        let target: Int32
        switch effect {
        case .nothing:
            // Only dismissed: what lay under the modal, on top before unless a deep link left it.
            guard node.layerBelow >= 0 else { return }
            target = node.layerBelow
        case .failure(let failure):
            if failures[failure] == nil { failures[failure] = (Int32(here), event) }
            return
        case .push(let entries):
            note(entries, event, at: here)
            let make = { self.chain(entries, over: self.unseenOver(under.below), layerBelow: -1, base: -1, outside: under.outside) }
            target = called(entries, over: node.under, here: here, event, inApp: true, make)
        case .pop(let n):
            // Onto what was on top before, or an entry never shown.
            guard let landing = uncovered(under, pops: n) else { return }
            target = landing
        case .restart(let entries):
            guard let root = stackRoot(under) else { return }
            note(entries, event, at: here)
            let make = { self.chain(entries, over: [], layerBelow: -1, base: -1, outside: under.outside) }
            target = entries.isEmpty ? root : called(entries, over: root, here: here, event, inApp: true, make)
        case .otherTab:
            return fail(Self.dismissesUnder)
        }
        body(target, event, .base, true)
    }
}
