/// Pushes in a modal's stack as calls (call mode), where the modal's pushed content acts on
/// the stack under the modal.
///
/// A modal's entries under its top were on top over the configuration under the modal as it
/// was then. Once pushed content changes that configuration (a library sheet's shelf page that
/// appends a post to the main router's path), Back shows them over the new one: configurations
/// never shown, which the nodes cannot name, since they keep no record that was on top. So each
/// push in the stack of the first modal, or of a modal that is a session, is a call, as a modal
/// presented over a modal is a session (FrameSessions): its nodes keep the pushed frame, what
/// lay under the modal when it was pushed and the modal's session, not the entries under it.
/// Back from the pushed frame returns: what lies under the modal then is an exit, and each
/// caller (the frame that pushed, in a call of its own or at the modal's first frame) shows
/// again over it. Several values pushed at once are one call whose entries under its top are
/// in its own nodes (`call`). The summaries, traces through them (`hops`) and verdict checks
/// are the sessions'. Exact for stacks of any height, where a pop removes one entry at most (a
/// return unwinds one call); the escapes follow what the first modal's pushed content does under it
/// from the pages where the user can still remove the modal (FrameTraps.leaves), so a modal
/// that is a session acts under from its pages only where nothing can trap the user.
extension FrameSearch {
    /// Why a component in call mode is enumerated after all.
    static let notCalls = "a modal's pushed content acts on the stack under it, and an event changes the modal's stack other than one push or pop at a time"

    /// Whether frame `f` is in a modal whose pushes can be calls: one pane, no tabs or columns.
    func inCallLayer(_ f: Int32) -> Bool { graph.isModal(f) && graph.layerOf(f).panes.count == 1 }

    /// Whether session `s` is a call.
    func isCall(_ s: Int32) -> Bool { s >= 0 && sessionRoot[Int(s)] >= 0 }

    /// Whether `node` was pushed in a modal's stack, in call mode.
    func isCall(_ node: Key) -> Bool { callMode && isCall(node.session) }

    /// Whether pushes from `node` (in frame `f`) are calls: in the first modal, or in a modal that is a session.
    func pushesCalls(_ node: Key, _ f: Int32) -> Bool { callMode && inCallLayer(f) && (!node.nested || node.session >= 0) }

    /// The modal session `node` is in: its own, or its call's (-1: the first modal's).
    func modalSession(_ node: Key) -> Int32 { isCall(node.session) ? sessionModal[Int(node.session)] : node.session }

    /// A push in a modal's stack from `node`: a call of the entry's frame over what lies under the modal.
    /// Several values pushed at once (`path.append(contentsOf:)`) are one call, of the first: its
    /// entry is the last, over the others never shown (`Key.below`, in the call's own nodes), which
    /// Back uncovers one at a time over what lies under the modal then (`uncoveredInCall`);
    /// Back from the first returns.
    func call(_ entries: [FrameGraph.Entry], _ event: Event, from node: Key, here: Int, _ body: (Int32, Event, Records, Bool) -> Void) {
        guard let entry = entries.first else { return }
        let root = isCall(node.session) ? sessionRoot[Int(node.session)] : node.frame
        let opened = Session(frame: entry.frame, under: node.under, base: node.base, outside: node.outside, aside: node.aside, root: root,
                             layerBelow: node.layerBelow, modal: modalSession(node), entered: entries.dropFirst().map(\.frame))
        enter(opened, from: order[here], event, here: here, records: .push, inApp: true, body) { s in
            var window: [Int32] = []
            for e in entries {
                let top = key(e.frame, over: window, layerBelow: node.layerBelow, base: node.base, under: node.under, outside: node.outside,
                              nested: node.nested, aside: node.aside, session: s)
                window = [top] + keys[Int(top)].below
            }
            return window[0]
        }
    }

    /// Back (or a pop of one) from call node `node` onto an entry of its call never shown: that
    /// entry over what lies under the modal now (nil: the call's first entry, whose Back returns).
    func uncoveredInCall(_ node: Key) -> Int32? {
        guard let w = node.below.first, w >= 0 else { return nil }
        let unseen = keys[Int(w)]
        return key(unseen.frame, over: unseen.below, layerBelow: node.layerBelow, base: node.base, under: node.under, outside: node.outside,
                   nested: node.nested, opener: node.opener, aside: node.aside, session: node.session, presenter: node.presenter)
    }

    /// Popping call node `node`'s stack to its root: the modal's first frame over what lies under it now.
    /// (A call that moved the modal over another tab (FrameSearch.underTab) shows it over that tab.)
    func callRoot(_ node: Key) -> Int32? {
        var root = sessionRoot[Int(node.session)]
        if let home = graph.home(node.frame), graph.home(root)?.case != home.case {
            guard let moved = movedFrame(root, home: home.case) else {
                fail(Self.framesStay)
                return nil
            }
            root = moved
        }
        return key(root, over: [], layerBelow: node.layerBelow, base: node.base, under: node.under,
            outside: node.outside, nested: node.nested, aside: node.aside, session: modalSession(node))
    }
}

enum FrameCalls {
    static let tooMany = "a modal's pushed content acts on the stack under it, where calls would make more nodes than the frame graph's search keeps"
}

extension FrameGraph.Step {
    /// Whether the step leaves a modal's stack as calls can follow it: a push or pop of one
    /// entry, a pop to the root, or anything that leaves the stack as it is or removes the modal.
    var keepsCalls: Bool {
        switch self {
        case .reset, .across, .choose, .recase: false
        default: true
        }
    }
}
