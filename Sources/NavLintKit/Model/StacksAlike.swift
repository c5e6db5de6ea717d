extension Model {
    /// Presented stacks that differ only in where they are written: per such stack, the first
    /// one alike (lower index), for every later one. Alike: presented (by an action or a
    /// route), rooted at the same screen, bound to no path, named by no action or route.
    ///
    /// A social app writes `.sheet { NavigationStack { Comments() } }` on every post screen: a
    /// stack of its own per call site, each holding every content screen. As layers of their
    /// own they made the frame graph call sites × content screens; yet such stacks behave
    /// alike, since what a frame does depends on its screens, scope and segment, never on
    /// which call site's stack holds it. So the frame graph gives them one layer
    /// (FrameGraph.layer). Facts are unchanged: visible screens, resolutions, failures and
    /// targets name screens and actions; a presented container is on screen through its
    /// present (Exploration.shownContainers); a swipe-dismiss names the shared stack, whose
    /// display name (its root screen's) is the same, and replays as the top modal's
    /// (StateSemantics.replay). Rules report what stacks alike hold once.
    func stacksAlike() -> [Int: Int] {
        var named = Set<Int>()
        for screen in screens {
            for action in screen.actions { if let stack = action.stack { named.insert(stack) } }
        }
        for route in deepLinks.routes { if let stack = route.stack { named.insert(stack) } }
        var first: [Int: Int] = [:]
        var same: [Int: Int] = [:]
        for (c, container) in containers.enumerated() where !named.contains(c) {
            guard case .stack(.screen(let root), nil) = container.kind else { continue }
            switch container.placement {
            case .presented, .routePresent: break
            default: continue
            }
            if let earlier = first[root] { same[c] = earlier } else { first[root] = c }
        }
        return same
    }
}
