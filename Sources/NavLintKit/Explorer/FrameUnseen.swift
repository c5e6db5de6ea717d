/// A modal's action on the stack of a tab of the app's root TabView other than the one under
/// it (a compose sheet over the feed that appends to the profile tab's path): that tab's path
/// changes while the user does not see it, and shows the result when next selected
/// (StateSemantics.acting). The root layer's node keeps that tab's never-shown part (Key.aside).
extension FrameSearch {
    /// A check left for the end: the effect an action has on a tab showing what it showed,
    /// worked out at the tab's root, must be the same over every frame that tab can show.
    struct UnseenCheck: Hashable {
        let ref: ActionRef
        let stack: Int
        let tab: Int32
        let effect: FrameGraph.UnderModal
    }

    /// The other tab's never-shown part once action `ref` of the modal over root-layer node
    /// `under` acts on its stack `stack` (pane `pane`): -1 where it shows what it showed (at its
    /// root, as selecting it shows the first time); nil where nothing changes, or where the
    /// search cannot follow.
    func unseenChange(_ ref: ActionRef, stack: Int, pane: Int, under: Key, _ event: Event, here: Int) -> Int32? {
        let layer = graph.frames[Int(under.frame)].layer
        guard rootTabs, let start = graph.paneRoot(layer, tab: pane), let tab = graph.home(start)?.case else {
            fail("an action in a modal names the stack of a tab it does not show")
            return nil
        }
        let shown = under.aside
        if shown >= 0, self.tab(of: shown) != tab {
            fail(Self.oneUnseenTab)
            return nil
        }
        // Showing what it showed, its top is not kept: the effect at its root stands for every
        // top, which the end of the search checks (checkUnseenTabs).
        guard let effect = graph.underModal(ref, stack: stack, over: shown >= 0 ? keys[Int(shown)].frame : start) else { return nil }
        if shown < 0 { unseenChecks.insert(UnseenCheck(ref: ref, stack: stack, tab: tab, effect: effect)) }
        switch effect {
        case .nothing, .otherTab:
            return nil
        case .failure(let failure):
            noteFailure(failure, at: here, event)
            return nil
        case .push(let entries):
            note(entries, event, at: here)
            // A never-shown part goes under what is pushed onto it; what the tab showed was on top.
            let window = shown >= 0 ? window(overUnseen: shown) : []
            return chain(entries, over: window, layerBelow: -1, base: -1, outside: under.outside)
        case .pop(let n):
            // Only over a never-shown part: at the tab's root nothing is popped.
            guard shown >= 0 else { return nil }
            effectiveActions.insert(ref)
            return uncovered(keys[Int(shown)], pops: n) ?? -1
        case .restart(let entries):
            effectiveActions.insert(ref)
            return entries.isEmpty ? -1 : chain(entries, over: [], layerBelow: -1, base: -1, outside: under.outside)
        }
    }

    /// Every frame a tab can show is among the root-layer nodes found (each was on top, or
    /// never shown): the effect worked out at its root must be the same over each of them.
    func checkUnseenTabs() {
        guard !unseenChecks.isEmpty else { return }
        var seen = Set<Int32>()
        for p in order.indices {
            let f = frame(at: p)
            guard !graph.isModal(f), seen.insert(f).inserted, let tab = graph.home(f)?.case else { continue }
            for check in unseenChecks where check.tab == tab && graph.underModal(check.ref, stack: check.stack, over: f) != check.effect {
                return fail("an action in a modal acts on the stack of a tab it does not show, differently over what that tab may show")
            }
        }
    }
}
