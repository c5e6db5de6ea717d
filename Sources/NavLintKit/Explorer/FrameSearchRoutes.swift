/// Deep links and in-app URLs in the frame search: what a route does from a node (its
/// step on the frame graph, FrameRoutes), including under modals and in other tabs.
extension FrameSearch {
    /// A deep link into the stack of a modal under the top one (a configuration of the one
    /// right under never shown, or the modals under as the nodes keep them: openers at their
    /// first frames, presenters as the user saw them): that modal's configuration changes
    /// under the ones over it, which stay up as they were (each now over what changed, never
    /// shown), then maybe a modal over the top; a route that changes nothing there only
    /// presents. False where the nodes cannot say (a modal over the one changed shows an entry
    /// over another one the user saw, other than its stack's root; the modals further down are
    /// not kept; the one holding the stack shows another tab; or the user may be trapped in
    /// what changed).
    private func underTop(_ r: Int, _ stack: Int, _ event: Event, from node: Key, here: Int, first: Bool,
                          _ body: (Int32, Event, Records, Bool) -> Void) -> Bool {
        let modals = modalsUnder(node).ids
        guard let d = modals.firstIndex(where: { holds(stack, $0) }) else { return false }
        let under = keys[Int(modals[d])]
        // Presenters as they were: what the modals share (the root layer under them) may have changed since.
        if modals[...d].contains(where: {
            let k = keys[Int($0)]
            return k.base != node.base || k.under != node.under || k.outside != node.outside || k.aside != node.aside
        }) {
            return false
        }
        guard graph.isModal(under.frame), graph.paneStack(under.frame) == stack,
              case .inLayer(let start, let entries, let present) = graph.routeStep(r, from: under.frame, root: root, runner: runner) else {
            return false
        }
        var changed: Int32 = -1
        if start != nil || !entries.isEmpty {
            // The modals over the one that changes stay as they were, each now over what changed
            // (what they pushed too: never shown there).
            let over = [node] + modals[..<d].map { keys[Int($0)] }
            guard over.allSatisfy(canRebuild) else { return false }
            if first { note(entries, event, at: here) }
            // What the modal holding the stack shows now, never shown.
            if let start {
                let root = key(start, over: [], within: under)
                changed = entries.isEmpty ? root : chain(entries, over: [root], within: under)
            } else {
                // What lay under them counts as shown, as for a sheet's own push under it (changeUnder):
                // with one link fewer the user dismisses the top modal onto it, sooner.
                changed = chain(entries, over: unseenOver(under.below), within: under)
            }
            if changed != modals[d] {
                for k in over.dropFirst().reversed() {
                    guard let made = rebuilt(k, over: changed, nested: k.nested, like: node) else { return false }
                    changed = made
                }
                guard let moved = rebuilt(node, over: changed, nested: true, like: node) else { return false }
                if trapped[here], returns[Int(moved)] { return false }
                changed = moved
            } else {
                changed = -1
            }
        }
        if let present {
            body(key(present, over: [], layerBelow: changed, base: node.base, under: node.under, outside: node.outside, nested: true,
                     aside: node.aside), event, .push, false)
        } else if changed >= 0 {
            body(changed, event, .push, false)
        }
        return true
    }

    /// Modal node `k` as it was, over `layerBelow` instead, with what the modals share from
    /// `node`: every entry of its stack never shown there (its root too), so popping one shows
    /// it over what changed. Only where `canRebuild`.
    private func rebuilt(_ k: Key, over layerBelow: Int32, nested: Bool, like node: Key) -> Int32? {
        let f = graph.frames[Int(k.frame)]
        func make(_ frame: Int32, _ window: [Int32]) -> Int32 {
            key(frame, over: window, layerBelow: layerBelow, base: node.base, under: node.under, outside: node.outside, nested: nested,
                aside: node.aside)
        }
        guard f.depth > 0 else { return make(k.frame, k.below) }
        let entry: Int32
        if let w = k.below.first, w >= 0 {
            guard let made = rebuilt(keys[Int(w)], over: layerBelow, nested: nested, like: node) else { return nil }
            entry = made
        } else {
            guard let root = graph.paneRoot(f.layer, tab: Int(f.tab), homeLayer: f.homeLayer, home: f.home) else { return nil }
            entry = make(root, [])
        }
        return make(k.frame, [entry] + keys[Int(entry)].below)
    }

    /// Whether the nodes know every entry of modal node `k`'s stack: each one under the top was
    /// never shown, down to the root or to the one right over it (where the frame's depth says
    /// so), and no call.
    private func canRebuild(_ k: Key) -> Bool {
        let f = graph.frames[Int(k.frame)]
        guard f.depth > 0 else { return k.below.isEmpty }
        guard k.session < 0 else { return false }
        if let w = k.below.first, w >= 0 { return graph.frames[Int(keys[Int(w)].frame)].depth == f.depth - 1 && canRebuild(keys[Int(w)]) }
        // Right over the root: depths are exact below the cap only.
        return f.depth == 1 && graph.depthCap > 1
    }

    /// Whether the layer of node `k` holds stack `stack` in one of its panes.
    private func holds(_ stack: Int, _ k: Int32) -> Bool { graph.layerOf(keys[Int(k)].frame).panes.contains { $0.stack == stack } }

    /// The modals under modal node `node` (their nodes) that the nodes keep, nearest first (a
    /// configuration never shown, Key.layerBelow, or Key.opener, or Key.presenter), and
    /// whether they go down to the one over the root layer.
    func modalsUnder(_ node: Key) -> (ids: [Int32], all: Bool) {
        var ids: [Int32] = []
        var k = node
        while k.nested {
            let next = k.layerBelow >= 0 ? k.layerBelow : k.opener >= 0 ? k.opener : k.presenter
            guard next >= 0 else { return (ids, false) }
            ids.append(next)
            k = keys[Int(next)]
        }
        return (ids, true)
    }

    /// A route opened in a modal that selects another tab of the root layer's TabView under it
    /// and leaves the modal up (FrameGraph.RouteStep.underTab), or the modal's own select of
    /// that tab (`who` says which, FrameGraph.Step.rehome): the modal `m`, at its first
    /// frame right over the root layer or over the openers the nodes keep (Key.opener, each
    /// moved too: FrameGraph.close made their frames over every tab), now over that tab's new
    /// configuration (started over, or pushed onto what its root stands for), then maybe a
    /// modal over it. The tab left keeps what it showed, which was on top before. Over a
    /// modal not kept, a configuration never shown, or what the modal pushed (records shown
    /// over the tab left; in call mode each is a call, which moves), the nodes do not keep what
    /// the modal stands on. The modal's other tabs move with it, each first frame standing for
    /// what that tab shows.
    func underTab(_ who: String, _ m: Int32, pane: Int32, _ entries: [FrameGraph.Entry], present: Int32?, startsOver: Bool,
                          _ event: Event, from node: Key, here: Int, first: Bool, inApp: Bool,
                          _ body: (Int32, Event, Records, Bool) -> Void) {
        let home = graph.frames[Int(m)].home
        // The modals under it, nearest first, down to the one over the root layer.
        let openers = openers(node)
        let bottom = openers.last ?? node
        // A session's modal moves alone: its callers move with it when they get back over its exits (FrameSessions).
        // So does a page pushed in its stack, in call mode (FrameCalls): its callers move with it when it returns.
        let movable = !node.nested || node.opener >= 0 && !bottom.nested && (node.layerBelow < 0 || node.layerBelow == node.opener)
            || sessionMode && node.session >= 0 || isCall(node)
        let moves = openers.map { movedFrame($0.frame, home: home) }
        // From outside, the route facts judge what it does under the modals; a modal it presents is a configuration of its own.
        let judged = inApp || present != nil
        // Its other tabs move too: each first frame stands for what that tab shows, as before the
        // move (a page that cannot go back to it is not followed at all: FrameTraps.stuckTabPage).
        guard movable, bottom.layerBelow == bottom.base, moves.allSatisfy({ $0 != nil }) else {
            if judged {
                fail("\(who) selects another tab of the TabView under a modal that stays up, from over another modal")
            }
            return
        }
        guard graph.frames[Int(node.frame)].depth == 0 || isCall(node) else {
            if judged { fail(Self.movesPushedContent) }
            return
        }
        let selected = graph.home(pane)?.case
        // That tab's unseen part (Key.aside) is what it shows now, or is started over.
        let unseen = node.aside >= 0 && tab(of: node.aside) == selected
        if unseen, !startsOver, !entries.isEmpty {
            fail("\(who) selects a tab of the TabView under a modal and pushes onto what it never showed")
            return
        }
        var aside = unseen ? -1 : node.aside
        // A configuration a deep link pushed under the modal, never shown, stays in the tab
        // left: the next select of that tab shows it.
        if node.base >= 0 {
            guard tab(of: node.base) != selected, aside < 0 else {
                fail("\(who) selects another tab of the TabView under a modal that stays up, over a configuration another "
                     + "deep link pushed unseen")
                return
            }
            aside = reAside(node.base, -1)
        }
        asideChanged = aside != node.aside
        if first { note(entries, event, at: here) }
        let changes = startsOver || !entries.isEmpty
        let top = unseen && !startsOver ? node.aside
            : entries.isEmpty ? key(pane, over: [], layerBelow: -1, base: -1, outside: node.outside, aside: aside)
            : chain(entries, over: [], layerBelow: -1, base: -1, outside: node.outside, aside: aside)
        // Selected only, the tab shows what it showed (on top before, as after an in-app select);
        // started over with nothing pushed, its root, which was on top when the tab was first
        // shown: one key, as for a modal's action that pops the stack under it to the root
        // (where the nodes keep what lies under modals, which the trap flags then read).
        let shown = entries.isEmpty && (startsOver || !unseen)
        let below: Int32 = shown && (!startsOver || tracksUnder) ? -1 : top
        if below < 0, startsOver, position[Int(top)] < 0 {
            fail("\(who) starts the stack of a tab under a modal over, at a root never shown")
            return
        }
        let frames = Dictionary(zip(openers.map(\.frame) + [node.frame], moves.map { $0! } + [m]), uniquingKeysWith: { a, _ in a })
        var target = rebuilt(node, below: below, base: below, under: top, outside: node.outside, aside: aside, moved: { frames[$0]! })
        if let present, sessionMode {
            // The route's modal over the moved one, which its callers get back to (as after a
            // change under the modals, FrameSearch.changeUnder).
            if node.nested, here >= 0, trapped[here], returns[Int(target)] {
                fail("\(who) selects another tab under modals over one another where the user is trapped")
                return
            }
            if actsUnseen(present) {
                fail(Self.routeModalActsUnder)
                return
            }
            // The caller's trap flags read what lies under it (callerFlags): a tab's configuration never on top has none yet.
            if below < 0, position[Int(top)] < 0 {
                fail("\(who) selects a tab under a modal and presents a modal over it, where that tab's configuration was never on top")
                return
            }
            return presentOver(present, event, over: target, here: here, records: .layer, inApp: inApp, body)
        }
        if let present {
            target = key(present, over: [], layerBelow: target, base: below, under: top, outside: node.outside, nested: true,
                         opener: opener(target, presenting: present), aside: aside)
        }
        // Over another modal, the modals under the top one now stand over that tab too, whose
        // ways out may differ (a URL that starts that tab over): trapped when the moved chain
        // cannot get back; where the user was trapped, moving it may free them or not.
        if node.nested {
            if here >= 0, trapped[here], returns[Int(target)] {
                fail("\(who) selects another tab under modals over one another where the user is trapped")
                return
            }
            if !changes { return body(target, event, .layer, inApp) }
        }
        body(target, event, changes ? .under : present != nil ? .layer : .none, inApp)
    }

    /// Why a component is enumerated where a select moves a modal with pages pushed in its stack
    /// (call mode may follow it).
    static let movesPushedContent = "a modal's select, or an in-app URL's route, moves the modal with pages pushed in its stack over "
        + "another tab of the TabView under it"

    /// The never-shown entry `pops` entries down, if the records there were never on top.
    func uncovered(_ node: Key, pops: Int) -> Int32? {
        let landing = pops <= node.below.count ? node.below[pops - 1] : -1
        return landing >= 0 ? landing : nil
    }

    /// Whether the modal route step `step` presents from the node at `here` covers a
    /// configuration the user is trapped in: the node's own, or after dismissing the modals, the
    /// root layer's under them; a stack started over leaves nothing of it.
    private func coversTrap(_ step: FrameGraph.RouteStep, _ node: Key, here: Int) -> Bool {
        switch step {
        case .fromRoot, .otherCase: false
        case .toBase, .intoModal(_, _, dismissing: true): graph.isModal(node.frame) ? baseTrapped[here] : trapped[here]
        default: trapped[here]
        }
    }

    /// A route's modal `m`, able to start the app over, presented over a trapped configuration
    /// (coversTrap): its node says so (Key.trappedBelow), for it and what it pushes, where the
    /// trapped configuration was on top before: the node at `here`, or the root layer's under
    /// its modals, shown. False where the nodes cannot say (modals in a session, a never-shown
    /// configuration under them, another tab).
    private func freeing(_ step: FrameGraph.RouteStep, _ m: Int32, from node: Key, here: Int, first: Bool, _ event: Event, inApp: Bool,
                         _ body: (Int32, Event, Records, Bool) -> Void) -> Bool {
        let modal = graph.isModal(node.frame)
        let below = Self.trappedBelow
        let entries: [FrameGraph.Entry]
        let over: Bool
        switch step {
        case .onTop(let pushed, _) where pushed.isEmpty: (entries, over) = ([], true)
        case .intoModal(_, let pushed, let dismissing): (entries, over) = (pushed, !dismissing)
        case .toBase: (entries, over) = ([], false)
        default: return false
        }
        if modal && (over ? sessionMode : node.base >= 0) { return false }
        if first { note(entries, event, at: here) }
        if over && modal {
            let opened = key(m, over: [], layerBelow: below, base: node.base, under: node.under, outside: node.outside, nested: true,
                             opener: opener(order[here], presenting: m), aside: node.aside, presenter: presenter(order[here]))
            body(entries.isEmpty ? opened : chain(entries, over: [opened], within: keys[Int(opened)]), event, .freed, inApp)
        } else {
            let under = modal ? node.under : tracksUnder ? order[here] : -1
            let opened = key(m, over: [], layerBelow: below, base: -1, under: under, outside: node.outside, aside: node.aside)
            body(entries.isEmpty ? opened : chain(entries, over: [opened], within: keys[Int(opened)]), event, .freed, inApp)
        }
        return true
    }

    /// `first`: this node is the first with its frame, so what the route resolves is noted.
    /// `fromModal`: a deep link from outside opened over a modal. One that dismisses modals
    /// acts as it would on the configuration under them, met before, unless that one was
    /// never shown (a deep link pushed it, then presented the modal): then it may show it
    /// first. One that changes the root layer under the modal is left to the route facts
    /// (checkRoutesUnderModals); one into a stack inside a modal acts in the top one.
    func route(_ r: Int, from node: Key, _ event: Event, here: Int, first: Bool, inApp: Bool, fromModal: Bool = false,
                       _ body: (Int32, Event, Records, Bool) -> Void) {
        let step = graph.routeStep(r, from: node.frame, root: root, runner: runner)
        // A modal that can start the app (or a tab) over, over a configuration the user is
        // trapped in (a deep link's, or an in-app URL's that dismisses the modals over one),
        // frees them, and dismissing it traps them again. One that starts only a tab over frees
        // them where that tab alone holds the trap, which the flags do not say.
        if here >= 0, let m = step.presented, escapes.escape[Int(m)].everything || escapes.escape[Int(m)].tabRoots != 0,
           coversTrap(step, node, here: here) {
            if !escapes.escape[Int(m)].everything || !freeing(step, m, from: node, here: here, first: first, event, inApp: inApp, body) {
                fail("a deep link presents a modal that can start the app over, over a configuration the user is trapped in")
            }
            return
        }
        if fromModal {
            switch step {
            case .toBase, .intoModal(_, _, dismissing: true): guard node.base >= 0 else { return }
            case .inLayer, .intoModal, .stackUnderModal, .underTab: break
            case .underModal where linksUnder, .asideUnder where linksUnder: break
            case .asideUnder(_, _, let present, _):
                // The route facts judge what it does under the modal; but a modal it presents over
                // this one is a configuration of its own.
                if present != nil { fail(Self.asideUnderPresents) }
                return
            case .inTab, .aside:
                // It does what it does from the configuration under the modals, met before (unless
                // that one was never shown: below).
                guard node.base >= 0 else { return }
            case .unsupported(let why):
                // The route facts judge what it does under the modal; but a modal it presents over
                // this one is a configuration of its own.
                let route = graph.model.deepLinks.routes[r]
                if route.present != nil, !route.dismissModals { fail(why) }
                return
            default: return
            }
        }
        switch step {
        case .nothing:
            break
        case .unsupported(let why):
            fail(why)
        case .stackUnderModal(let why):
            // The top modal does not show the route's stack: with no modal under it that could (no
            // layer shows it at all), nor the modals the nodes keep under it (their own layers, the
            // root's under them), nothing does.
            let known = modalsUnder(node)
            guard let stack = runner.targets[r].stack, node.nested, graph.layerHolds(stack),
                  !known.all || known.ids.contains(where: { holds(stack, $0) }) else {
                break
            }
            if inApp || !underTop(r, stack, event, from: node, here: here, first: first, body) { fail(why) }
        case .underModal(let why):
            if inApp || linksUnder { openedUnder(r, why, event, from: node, here: here, inApp: inApp, body) }
        case .inLayer(let start, let entries, let present):
            // Popping to the layer's root and presenting after, in-app, would need what the escape analysis does not follow.
            if inApp, start != nil, present != nil { fail("an in-app URL (route '\(routeID(r))') pops a modal's stack to its root and presents") }
            if first { note(entries, event, at: here) }
            var top: Int32 = -1
            if let start {
                let root = key(start, over: [], within: node)
                top = entries.isEmpty ? root : chain(entries, over: [root], within: node)
            } else {
                top = present == nil ? pushed(entries, onto: node, here: here, event, inApp: inApp) : chain(entries, over: unseenOver(node.below), within: node)
            }
            let records: Records = start != nil ? .replace : .push
            if let present {
                body(key(present, over: [], layerBelow: top, base: node.base, under: node.under, outside: node.outside, nested: true),
                     event, records, inApp)
            } else if top >= 0 {
                body(top, event, records, inApp)
            }
        case .intoModal(let m, let entries, let dismissing):
            if first { note(entries, event, at: here) }
            let modal = graph.isModal(node.frame)
            let base = modal ? node.base : -1
            let below: Int32 = dismissing ? base : -1
            let under = dismissing ? (base >= 0 ? base : node.under) : modal ? node.under : tracksUnder ? keyIndex[node] ?? -1 : -1
            let nested = modal && !dismissing
            let opened = key(m, over: [], layerBelow: below, base: base, under: under, outside: node.outside, nested: nested)
            let top = entries.isEmpty ? opened : chain(entries, over: [opened], layerBelow: below, base: base, under: under, outside: node.outside,
                                                       nested: nested)
            body(top, event, dismissing ? .base : .push, inApp)
        case .inTab(let pane, let entries, let present, let startsOver):
            let selected = graph.home(pane)?.case
            // What the selected tab shows if it never showed it (Key.aside), unless started over.
            let unseen = node.aside >= 0 && tab(of: node.aside) == selected ? node.aside : -1
            var aside = unseen >= 0 ? -1 : node.aside
            // A configuration never shown under the modals stays, unseen, in the tab left (a
            // tab shows what it showed): the next select of that tab shows it.
            if graph.isModal(node.frame), node.base >= 0, tab(of: node.base) == selected {
                // A modal's frame stands for it over any tab: the never-shown configuration may
                // be in the tab selected, where the route would start over or push onto it.
                if !startsOver {
                    fail("a deep link selects another tab of the root layer's TabView over a configuration another deep link pushed unseen")
                    return
                }
            } else if graph.isModal(node.frame), node.base >= 0 {
                if aside >= 0 {
                    fail("a deep link selects another tab of the root layer's TabView over a configuration another deep link pushed unseen, "
                         + "while a third tab shows what it never showed")
                    return
                }
                aside = reAside(node.base, -1)
            }
            asideChanged = true
            var top: Int32
            if unseen >= 0, !startsOver {
                // Pushed onto what it never showed, as the route does there.
                let more: [FrameGraph.Entry]
                switch !inApp || routes.contains(r) ? graph.routeStep(r, from: keys[Int(unseen)].frame, root: root, runner: runner) : nil {
                case .onTop(let entries, _)?: more = entries
                case .nothing?: more = []
                default:
                    fail("route '\(routeID(r))' selects a tab of the root layer's TabView and pushes onto what it never showed")
                    return
                }
                if first { note(more, event, at: here) }
                let shows = reAside(unseen, aside)
                top = more.isEmpty ? shows : chain(more, over: window(overUnseen: shows), layerBelow: -1, base: -1, outside: node.outside,
                                                   aside: aside)
            } else {
                if first { note(entries, event, at: here) }
                top = chain(entries, over: [], layerBelow: -1, base: -1, outside: node.outside, aside: aside)
                if top < 0 { top = key(pane, over: [], layerBelow: -1, base: -1, outside: node.outside, aside: aside) }
            }
            // The other tabs keep what they show: still trapped if they were (modals dismissed aside).
            let records: Records = graph.isModal(node.frame) ? .base : .push
            if let present {
                // Under a modal, a tab's root (or what it showed) is no record of its own, as
                // for a route that starts the tab shown over (FrameSearch.startedOver): one key.
                let below = entries.isEmpty && unseen < 0 ? -1 : top
                body(key(present, over: [], layerBelow: below, base: below, under: top, outside: node.outside, aside: aside), event, records, inApp)
            } else {
                body(top, event, records, inApp)
            }
        case .underTab(let m, let pane, let entries, let present, let startsOver):
            underTab("route '\(routeID(r))'", m, pane: pane, entries, present: present, startsOver: startsOver, event, from: node,
                     here: here, first: first, inApp: inApp, body)
        case .aside(let pane, let entries, let present, let startsOver):
            if first { note(entries, event, at: here) }
            aside(pane, entries, present: present, startsOver: startsOver, event, from: node, here: here, inApp: inApp, body)
        case .asideUnder(let pane, let entries, let present, let startsOver):
            // From outside, the route facts judge what it does under the modal, as for a change
            // to the stack under it (`.underModal`).
            guard inApp || linksUnder else { return }
            if first { note(entries, event, at: here) }
            asideUnder(pane, entries, present: present, startsOver: startsOver, event, from: node, here: here, inApp: inApp, body)
        case .ontoBase:
            // Opened from outside, it acts as it does from the root layer under the modals, met before.
            guard inApp else { return }
            guard node.under >= 0, let (top, entries) = onto(r, under: node.under, outside: node.outside) else {
                fail("an in-app URL (route '\(routeID(r))') in a modal a deep link presented dismisses it and pushes onto what the link pushed")
                return
            }
            note(entries, event, at: here)
            if top >= 0 { body(top, event, .base, inApp) }
        case .onTop(let entries, let present):
            if first { note(entries, event, at: here) }
            guard !entries.isEmpty || present != nil else { return }
            let top = present == nil ? pushed(entries, onto: node, here: here, event, inApp: inApp) : chain(entries, over: unseenOver(node.below), within: node)
            if let present, sessionMode, graph.isModal(node.frame), top < 0, here >= 0 {
                presentOver(present, event, over: order[here], here: here, records: .push, inApp: inApp, body)
            } else if let present {
                // Over a modal, the first modal's base stays; over the root, the entries are it.
                let modal = graph.isModal(node.frame)
                if modal, top < 0, here >= 0, presentsAgain(present, over: order[here], here: here) { return }
                let base = modal ? node.base : top
                let under = modal ? node.under : top >= 0 || !tracksUnder ? top : keyIndex[node] ?? -1
                // Presented over the modal as it was (nothing pushed), the modal is its opener, as for a present.
                let opener = modal && top < 0 ? opener(order[here], presenting: present) : -1
                let presenter = modal && top < 0 ? presenter(order[here]) : -1
                body(key(present, over: [], layerBelow: top, base: base, under: under, outside: node.outside, nested: modal, opener: opener,
                         presenter: presenter), event, .push, inApp)
            } else {
                body(top, event, .push, inApp)
            }
        case .fromRoot(let entries, let present):
            if first { note(entries, event, at: here) }
            if let target = startedOver(entries, present: present, from: node.frame, outside: node.outside, aside: node.aside, here: here, event,
                                        inApp: inApp) {
                body(target, event, .reset, inApp)
            }
        case .otherCase(let pane, let entries, let present):
            if first { note(entries, event, at: here) }
            let start = key(pane, over: [], layerBelow: -1, base: -1, outside: node.outside)
            if entries.isEmpty && present == nil {
                body(start, event, .reset, inApp)
                break
            }
            // What it pushes or presents lands on the case's launch, on top before, as on a stack
            // started over. One never shown (a sign-in only a link makes) would need keys that
            // name it, beside the ones the user's own steps make for the same configurations.
            guard position[Int(start)] >= 0 else {
                fail("route '\(routeID(r))' shows a case of the root switch never shown before, and pushes or presents over it")
                return
            }
            if let target = startedOver(entries, present: present, from: pane, outside: node.outside, here: here, event, inApp: inApp) {
                body(target, event, .reset, inApp)
            }
        case .toBase(let present):
            // A never-shown entry under the only modal (a deep link's) is what is left.
            let base = graph.isModal(node.frame) ? node.base : -1
            if let present {
                // Over the root layer, the node itself is what the modal covers.
                let under = base >= 0 ? base : graph.isModal(node.frame) ? node.under : keyIndex[node] ?? -1
                body(key(present, over: [], layerBelow: base, base: base, under: under, outside: node.outside), event, .base, inApp)
            } else if base >= 0 {
                body(base, event, .base, inApp)
            }
        }
    }
}
