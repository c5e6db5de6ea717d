/// What a modal's actions do to the stack under it (FrameUnder's steps, SPEC 6.3), as the
/// frame search follows them: the configuration under the modal changes, the modal stays up.
extension FrameSearch {
    /// A modal's push or pop on the stack under it (a sheet's row appending to the router's
    /// path): the root layer's configuration under the modal changes and the modal stays up,
    /// now over a configuration that was never on top (unless it pops to the root). Followed
    /// for the first modal at its own stack's root; elsewhere the modal's own records were on
    /// top over another configuration, which the nodes do not keep.
    func named(_ ref: ActionRef, stack: Int, _ event: Event, from node: Key, here: Int,
                       _ body: (Int32, Event, Records, Bool) -> Void) {
        if !keepsUnder(node), !graph.model.screens[ref.screen].actions[ref.action].dismisses,
           let effect = sameUnderEverything(ref, stack: stack) {
            if case .failure(let failure) = effect { noteFailure(failure, at: here, event) }
            return
        }
        guard let under = underKey(node), let effect = graph.underModal(ref, stack: stack, over: under.frame) else { return }
        switch effect {
        case .pop, .restart: effectiveActions.insert(ref)
        default: break
        }
        if graph.model.screens[ref.screen].actions[ref.action].dismisses {
            return dismissing(effect, ref, event, from: node, under: under, here: here, body)
        }
        changeUnder(effect, event, from: node, under: under, here: here, body) { pane in
            self.unseenChange(ref, stack: stack, pane: pane, under: under, event, here: here)
        }
    }

    /// An in-app URL opened in a modal whose route pushes onto (or starts over) the stack under
    /// it and leaves the modal up: what the route does from the configuration under the modal.
    func openedUnder(_ r: Int, _ why: String, _ event: Event, from node: Key, here: Int, inApp: Bool = true,
                             _ body: (Int32, Event, Records, Bool) -> Void) {
        guard let under = underKey(node) else { return }
        switch graph.routeStep(r, from: under.frame, root: root, runner: runner) {
        case .nothing: break
        case .onTop(let entries, let present):
            if !entries.isEmpty {
                changeUnder(.push(entries), event, from: node, under: under, here: here, present: present, inApp: inApp, body)
            } else if let present, sessionMode {
                presentOver(present, event, over: order[here], here: here, records: .layer, inApp: inApp, body)
            } else if let present {
                body(key(present, over: [], layerBelow: -1, base: node.base, under: node.under, outside: node.outside, nested: true,
                         opener: opener(order[here], presenting: present), presenter: presenter(order[here])), event, .layer, inApp)
            }
        case .fromRoot(let entries, let present):
            changeUnder(.restart(entries), event, from: node, under: under, here: here, present: present, inApp: inApp, body)
        default: fail(why)
        }
    }

    /// An in-app URL opened in a modal whose route changes a tab of the root TabView the user
    /// does not see and leaves the modal up (FrameGraph.RouteStep.asideUnder): that tab's
    /// never-shown part changes under the modal, as a modal's action on that tab's stack does.
    func asideUnder(_ pane: Int32, _ entries: [FrameGraph.Entry], present: Int32?, startsOver: Bool, _ event: Event, from node: Key,
                    here: Int, inApp: Bool, _ body: (Int32, Event, Records, Bool) -> Void) {
        guard rootTabs else {
            fail("an in-app URL in a modal changes a tab the user does not see, in tabs explored apart")
            return
        }
        guard let under = underKey(node), graph.home(pane) != nil else { return }
        // Worked out only where changeUnder follows the change (not from what the modal pushed, say).
        changeUnder(.otherTab(Int(graph.frames[Int(pane)].tab)), event, from: node, under: under, here: here, present: present,
                    inApp: inApp, body) { _ in
            self.changedAside(pane, entries, startsOver: startsOver, over: under.aside, outside: under.outside).map { $0.kept ? under.aside : $0.made }
        }
    }

    /// What `entries` pushed onto root-layer configuration `under` leave, each never on top but the last.
    func chained(_ entries: [FrameGraph.Entry], onto under: Key) -> Int32 {
        chain(entries, over: unseenOver(under.below), layerBelow: -1, base: -1, outside: under.outside)
    }

    /// What `under`'s stack started over with `entries` leaves.
    func restarted(_ under: Key, with entries: [FrameGraph.Entry]) -> Int32 {
        chain(entries, over: [], layerBelow: -1, base: -1, outside: under.outside)
    }

    /// The first event found to fail `failure`, at `here`.
    func noteFailure(_ failure: Failure, at here: Int, _ event: Event) {
        if failures[failure] == nil { failures[failure] = (Int32(here), event) }
    }

    /// Key `id` as the opener of modal `m` it presents (Key.opener): a modal at its first
    /// frame right over the root layer, or over an opener of its own, so that the nodes keep
    /// every modal under `m` down to the root layer; else -1. A chain where a frame comes back
    /// (a sheet that presents itself) could grow without end, and a longer one than
    /// `FrameTraps.openerChain` is not followed either: an action on the stack under them
    /// falls back (underKey).
    func opener(_ id: Int32, presenting m: Int32) -> Int32 {
        guard tracksNested, !sessionMode else { return -1 }
        var k = id
        for _ in 1..<FrameTraps.openerChain {
            let node = keys[Int(k)]
            let frame = graph.frames[Int(node.frame)]
            guard graph.isModal(node.frame), frame.depth == 0, node.frame != m else { return -1 }
            guard node.nested else { return id }
            k = node.opener
            if k < 0 { return -1 }
        }
        return -1
    }

    /// Whether modal `m`, presented from node `id` at `here`, is already among the openers the
    /// nodes keep under it, at its first frame (a sheet that presents itself, or two that present
    /// each other; a chain of them would grow without end, `opener`): then that node stands for
    /// the new layer. It does all the new one does, sooner, with less to dismiss on the way back
    /// (a stuttering copy), so the edge adds nothing; unless that node is trapped and `id` is
    /// not, or the modals' changes under them are not all made from first frames (foldsChains).
    func presentsAgain(_ m: Int32, over id: Int32, here: Int) -> Bool {
        guard folds(m) else { return false }
        var k = id
        for _ in 0..<FrameTraps.openerChain {
            let node = keys[Int(k)]
            // Over a trapped configuration the new layer is trapped too, and so is all it leads
            // to: no trap starts there, and the node standing for it shows the same screens.
            if node.frame == m { return trappedWhenShown(k).map { trapped[here] || !$0 } ?? false }
            guard node.nested, node.opener >= 0 else { return false }
            k = node.opener
        }
        return false
    }

    /// Whether key `k` is trapped, once discovered (nil before).
    func trappedWhenShown(_ k: Int32) -> Bool? {
        position[Int(k)] >= 0 ? trapped[Int(position[Int(k)])] : nil
    }

    /// Whether a modal presented again over `m` is folded into it (foldsChains): a deep link
    /// followed under the modals may change the stack under them while `m` shows a page.
    func folds(_ m: Int32) -> Bool {
        guard foldsChains else { return false }
        let panes = graph.layerOf(m).panes
        return !linksUnder || panes.count == 1 && panes[0].stack == nil
    }

    /// Key.presenter of a modal presented from node `id`: that node, with the chain of
    /// presenters in it (and in what lies under its top) cut to `FrameTraps.openerChain`
    /// modals; over a configuration never shown (a deep link changed the modals under it), where
    /// the modals the nodes keep under it are fewer. So chains of modals that come back make
    /// finitely many nodes.
    func presenter(_ id: Int32) -> Int32 {
        guard tracksPresenter else { return -1 }
        let node = keys[Int(id)]
        guard graph.isModal(node.frame), node.session < 0 else { return -1 }
        if node.layerBelow < 0 { return presenters(id, cut: FrameTraps.openerChain - 1) }
        return modalsUnder(node).ids.count < FrameTraps.openerChain - 1 ? id : -1
    }

    /// Key `id` with at most `cut` presenters down from it, in it and in its window (the same
    /// configuration, less known about the modals under it).
    private func presenters(_ id: Int32, cut: Int) -> Int32 {
        let node = keys[Int(id)]
        let below = node.below.map { $0 < 0 ? $0 : presenters($0, cut: cut) }
        let presenter = node.presenter < 0 || cut == 0 ? -1 : presenters(node.presenter, cut: cut - 1)
        if below == node.below, presenter == node.presenter { return id }
        return key(Key(frame: node.frame, below: below, layerBelow: node.layerBelow, base: node.base, under: node.under, outside: node.outside,
                       nested: node.nested, opener: node.opener, aside: node.aside, session: node.session, presenter: presenter))
    }

    /// The modals under modal node `node` that the nodes keep, nearest first (Key.opener).
    func openers(_ node: Key) -> [Key] {
        var chain: [Key] = []
        var k = node
        while k.nested, k.opener >= 0 {
            k = keys[Int(k.opener)]
            chain.append(k)
        }
        return chain
    }

    /// The key of root-layer configuration `under`'s stack emptied: its pane's first frame.
    func stackRoot(_ under: Key) -> Int32? {
        let at = graph.frames[Int(under.frame)]
        return graph.paneRoot(at.layer, tab: Int(at.tab)).map { key($0, over: [], layerBelow: -1, base: -1, outside: under.outside) }
    }

    /// Whether the search keeps the root layer's configuration under modal node `node` (underKey).
    private func keepsUnder(_ node: Key) -> Bool {
        (!node.nested || node.opener >= 0 || node.session >= 0) && node.under >= 0
    }

    /// What action `ref` does to `stack` under the modals where that is the same over every
    /// frame of the root layer the component reaches, and changes nothing there (a push of a
    /// type no frame of the stack resolves, a pop where the stack is never shown): then what
    /// lies under the modals does not matter. Nil otherwise.
    private func sameUnderEverything(_ ref: ActionRef, stack: Int) -> FrameGraph.UnderModal? {
        if let known = sameUnder[ref] { return known }
        var same: FrameGraph.UnderModal? = nil
        for f in escapes.solved where !graph.isModal(f) {
            guard let effect = graph.underModal(ref, stack: stack, over: f), effect == .nothing || effect.isFailure,
                  same == nil || same == effect else {
                same = nil
                break
            }
            same = effect
        }
        sameUnder[ref] = .some(same)
        return same
    }

    /// The root layer's configuration under modal node `node`, where the search keeps it.
    private func underKey(_ node: Key) -> Key? {
        guard !node.nested || node.opener >= 0 || node.session >= 0 else {
            fail(Self.overAnotherModal)
            return nil
        }
        guard node.under >= 0 else {
            fail("an action in a modal names the stack under it, where the configuration under the modal is not kept")
            return nil
        }
        return keys[Int(node.under)]
    }

    /// `present`: a modal the change then presents over the modal (an in-app URL's route that
    /// pushes and presents): the modal, over its opener, over what the change left. `otherTab`:
    /// where the change acts on the stack of another tab (pane), that tab's never-shown part
    /// after it (FrameSearch.unseenChange), nil where nothing changes or the search cannot follow.
    private func changeUnder(_ effect: FrameGraph.UnderModal, _ event: Event, from node: Key, under: Key, here: Int,
                             present: Int32? = nil, inApp: Bool = true, _ body: (Int32, Event, Records, Bool) -> Void,
                             otherTab: (Int) -> Int32? = { _ in nil }) {
        let top: Int32
        // Another tab's never-shown part, which an action on that tab's stack changes.
        var aside: Int32 = -1
        switch effect {
        case .nothing:
            return
        case .failure(let failure):
            noteFailure(failure, at: here, event)
            return
        case _ where graph.frames[Int(node.frame)].depth > 0 && !(isCall(node) && (!node.nested || escapes.removesEveryRecord)):
            // Entries under the top one were made over the configuration before: the nodes
            // cannot change them all, unless pushes are calls (FrameCalls: in a modal of one
            // pane, so never in another tab of a modal).
            fail(Self.pushedContent)
            return
        case .push(let entries):
            note(entries, event, at: here)
            // What lies under them counts as shown: with fewer such pushes the user dismisses the
            // modal onto it, sooner; its trap flags are the modal node's (trappedUnder).
            let make = { self.chained(entries, onto: under) }
            // A call from what lies under the modal (FrameReturns).
            if present == nil, let entry = pushedUnder(entries, over: node.under, modal: node, here: here, event, inApp: inApp, make) {
                return body(entry, event, .under, inApp)
            }
            top = make()
        case .pop(let n):
            guard let landing = uncovered(under, pops: n) else {
                if returnMode, n == 1, present == nil {
                    popCall(node, here: here, event, body)
                } else {
                    fail(Self.popsShownBefore)
                }
                return
            }
            top = landing
        case .otherTab(let pane):
            guard let made = otherTab(pane) else { return }
            aside = made
            top = reAside(node.under, made)
        case .restart(let entries):
            guard let root = stackRoot(under) else { return }
            // Its stack's root was on top when the tab was first shown.
            guard position[Int(root)] >= 0 else {
                fail("an action in a modal pops the stack under it to a root never shown")
                return
            }
            note(entries, event, at: here)
            let make = { self.restarted(under, with: entries) }
            // A call from the stack's root (FrameReturns).
            if present == nil, let entry = pushedUnder(entries, over: root, modal: node, here: here, event, inApp: inApp, make) {
                return body(entry, event, .under, inApp)
            }
            top = entries.isEmpty ? root : make()
        }
        // Started over onto exactly what lay under the modal: nothing changed.
        if top == node.under, present == nil { return }
        // What it pushed, or uncovered, was never on top in this history: dismissing shows it.
        let unseen: Int32 = if case .restart(let entries) = effect, entries.isEmpty { -1 } else { top }
        // A modal over its openers: each over the changed configuration was never on top.
        var changed = rebuilt(node, below: unseen, base: unseen, under: top, outside: node.outside, aside: aside)
        if case .otherTab = effect { asideChanged = true }
        if let present, sessionMode {
            // The route's modal over the changed modal, which its callers get back to. What it
            // does under them is a way out the escapes do not see (FrameTraps.underEdges).
            if actsUnseen(present) {
                fail(Self.routeModalActsUnder)
                return
            }
            return presentOver(present, event, over: changed, here: here, records: .layer, inApp: inApp, body)
        }
        if let present {
            // FrameTraps follows the modals over this one from its own presents: what this
            // route's modal does to the stack under them would be a way out it does not see,
            // which matters only where something can trap the user.
            if actsUnseen(present) {
                fail(Self.routeModalActsUnder)
                return
            }
            // Then a modal over it (an in-app URL's route that also presents): dismissing it shows
            // the modal it opened from; the same modal again is that one's stuttering copy (presentsAgain).
            if keys[Int(changed)].frame != present || !folds(present) {
                changed = key(present, over: [], layerBelow: changed, base: unseen, under: top, outside: node.outside, nested: true,
                              opener: opener(changed, presenting: present))
            }
        }
        body(changed, event, .under, inApp)
    }

    /// Whether route-presented modal `m` may act under the modals where the escapes do not see
    /// it and that matters: where something can trap the user, and where the modal can be left
    /// (else what it does under it is never shown again, and every configuration over it is trapped alike).
    func actsUnseen(_ m: Int32) -> Bool {
        !escapes.removesEveryRecord && (ownWayOut(m) || escapes.escape[Int(m)].onto != 0) && reachesUnder(m)
    }

    static let routeModalActsUnder = "a modal an in-app URL's route presents after changing the stack under the modals acts on that stack"

    /// Whether modal `m` (any of its tabs), or a modal presented over it from its first frame,
    /// acts on a stack under the modals or selects a tab under them.
    func reachesUnder(_ m: Int32) -> Bool {
        var seen: Set<Int32> = [m]
        var pending = [m]
        while let f = pending.popLast() {
            for step in graph.steps(f) {
                switch step {
                case .named, .rehome: return true
                // What it pushes is its own in call mode (FrameCalls).
                case .push(let entries, _) where callMode:
                    for e in entries where seen.insert(e.frame).inserted { pending.append(e.frame) }
                // Its other tabs, columns and cases, at their first frame: the same modal.
                case .select(let t, _), .choose(let t, _), .recase(let t, _):
                    if seen.insert(t).inserted { pending.append(t) }
                case .open(let r, _):
                    switch graph.routeStep(r, from: f, root: root, runner: runner) {
                    case .underModal, .underTab, .stackUnderModal, .asideUnder: return true
                    default: break
                    }
                default: break
                }
            }
            for next in graph.presented(over: f, root: root, runner: runner) where seen.insert(next).inserted { pending.append(next) }
        }
        return false
    }

    /// Modal node `modal` and its openers (Key.opener) over what lies under them now: the root
    /// layer's `below` (-1: on top before) and `base`, with `under` under them all, each
    /// modal's frame as `moved` gives it (the same, or over another tab).
    func rebuilt(_ modal: Key, below: Int32, base: Int32, under: Int32, outside: Bool, aside: Int32 = -1,
                         moved: (Int32) -> Int32 = { $0 }) -> Int32 {
        guard modal.nested else {
            return key(moved(modal.frame), over: [], layerBelow: below, base: base, under: under, outside: outside, aside: aside,
                       session: modal.session)
        }
        // Its callers get back over the change when it is dismissed (FrameSessions).
        if modal.session >= 0 {
            return key(moved(modal.frame), over: [], layerBelow: -1, base: base, under: under, outside: outside, nested: true, aside: aside,
                       session: modal.session)
        }
        let opener = rebuilt(keys[Int(modal.opener)], below: below, base: base, under: under, outside: outside, aside: aside, moved: moved)
        return key(moved(modal.frame), over: [], layerBelow: opener, base: base, under: under, outside: outside, nested: true, opener: opener,
                   aside: aside)
    }

    /// Whether the modals of node `target`, changed under by an action at `here`, trap the user
    /// whatever lies under them: as they did at `here`, where what lay under them was free;
    /// where it was trapped too, the flags cannot tell, and the modals' escapes say.
    private func ownTrapped(_ target: Key, from here: Int) -> Bool {
        guard baseTrapped[here] else { return trapped[here] }
        guard let own = modalsTrapped(target) else {
            fail(Self.freesUnderModals)
            return true
        }
        return own
    }

    /// Whether the modals of modal node `k` trap the user by themselves, whatever lies under
    /// them: its modal at its first frame cannot remove its layer, or can and lands on modals
    /// that do (a session's callers, `Session.modals`); nil where the nodes cannot tell (pushed
    /// pages, chains of openers, calls).
    func modalsTrapped(_ k: Key) -> Bool? {
        guard graph.frames[Int(k.frame)].depth == 0 else { return nil }
        guard ownWayOut(k.frame) else { return true }
        // Only a way out of its own layer lands on the modals under it.
        let e = escapes.escape[Int(k.frame)]
        guard k.nested, !e.modals, !escapes.resets(e, k.frame) else { return false }
        guard k.session >= 0, k.layerBelow < 0, !isRootCall(k.session), sessionRoot[Int(k.session)] < 0 else { return nil }
        return sessionModals[Int(k.session)]
    }

    static let freesUnderModals = "an action in a modal frees the stack under modals that may trap the user themselves"

    static let clearsUnder = "an action in a modal leaves the stack under it where the user is trapped, and a modal may pop it"

    /// Whether modal node `target`, the first modal, can change the stack under it onto a
    /// configuration that was on top before or that can return, and then be removed
    /// (FrameTraps.underEscape: its own actions and URLs, and those of the modals it presents),
    /// popping as often as it needs: still up over what one pop leaves, it can pop again. At a
    /// modal's first frame alone, where the escapes follow it; elsewhere, where some modal may
    /// pop a stack under it, the search gives up.
    private func freesUnder(_ target: Key) -> Bool {
        let at = graph.frames[Int(target.frame)]
        // A key's window holds keys made before it: each landing is an older key, and the walk
        // ends. Nil where the escapes did not follow the modal.
        var known: [Int32: Bool] = [:]
        func frees(_ u: Int32) -> Bool? {
            if let answer = known[u] { return answer }
            let under = keys[Int(u)]
            guard let through = escapes.underEscape(under.frame, target.frame) else { return nil }
            let answer = escapes.resets(through, under.frame) || popsReturn(through.pops, from: under) { returns[Int($0)] || frees($0) == true }
            known[u] = answer
            return answer
        }
        guard target.under >= 0, !target.nested, at.depth == 0, at.tab == 0, let freed = frees(target.under) else {
            if modalsClearUnder { fail(Self.clearsUnder) }
            return false
        }
        return freed
    }

    /// Trap flags after a modal's action changed the root layer's configuration under it:
    /// the modal's part is as it was; the part under it is trapped when what the action left
    /// there cannot return, and the whole when that part is and the modal cannot start over.
    /// Where the part under it was trapped and what is left can return, the action may have
    /// freed it or not (popped what held it, or pushed above it): the graph cannot say.
    func trappedUnder(from here: Int, into index: Int32) -> (all: Bool, base: Bool?) {
        let target = keys[Int(index)]
        let below: Bool
        if target.base < 0 {
            below = trapped[Int(position[Int(target.under)])]
        } else {
            let back = returns[Int(target.base)]
            if baseTrapped[here] && back { fail("an action in a modal changes the stack under it where the user is trapped") }
            below = baseTrapped[here] || !back
        }
        let escape = escapes.escape[Int(target.frame)]
        if below && escape.onto != 0 { fail("an action in a modal changes the stack under it, where an in-app URL pushes to free it") }
        guard target.nested, target.layerBelow >= 0 else {
            // What lies under the modal cannot get back on its own, but the modal may still pop
            // it, or start it over, before the user dismisses it.
            let freed = below && freesUnder(target)
            return (below && !escapes.resets(escape, target.frame) && !freed || ownTrapped(target, from: here), below)
        }
        // A modal presented over the changed opener: trapped as the opener is (unless it starts
        // everything over), or when it cannot get back to it.
        let opener = trappedUnder(from: here, into: target.layerBelow)
        return (opener.all && !escapes.resets(escape, target.frame) || !returns[Int(index)], below)
    }
}
