/// Which screens are inside the view a modifier is written on: what it embeds and what can be
/// pushed in the stacks there. A `.sheet(item: $router.sheet)` on a stack is presented by a
/// button of any screen pushed in it (`router.sheet = .share` on a note pushed over the
/// list); a screen the sheet itself shows, or another tab, is not inside it.
extension SwiftRecognizer {
    /// The screens inside `screen`: itself, its embedded content, and every screen pushed
    /// from there (a destination, a view-based link). Presented content is not inside.
    /// Nil once the walks have cost `insideBudget` (screens, destinations and actions looked
    /// at): an app of thousands of screens each holding a sheet would otherwise pay their
    /// product; its modifiers then act as if nothing were inside them.
    func screensInside(_ screen: String) -> Set<String>? {
        if let known = insideMemo[screen] { return known }
        var inside: Set<String> = [screen]
        var queue = [screen]
        while let name = queue.popLast() {
            guard let found = screens[name] else { continue }
            insideBudget -= 1 + found.destinations.count + found.actions.count
            guard insideBudget >= 0 else { return nil }
            var named: [String] = []
            if let embeds = found.embeds { contentScreens(embeds, into: &named) }
            for destination in found.destinations {
                guard case .object(let members) = destination.kind else { continue }
                for member in members where member.key == "screen" { contentScreens(member.value, into: &named) }
                // `cases`: an enum destination's content per case.
                for member in members where member.key == "cases" {
                    if case .object(let cases) = member.value.kind { for item in cases { contentScreens(item.value, into: &named) } }
                }
            }
            for action in found.actions {
                if case .object(let members) = action.kind, let target = members.first(where: { $0.key == "pushView" }),
                   case .string(let pushed) = target.value.kind {
                    named.append(pushed)
                }
            }
            for next in named where screens[next] != nil && inside.insert(next).inserted { queue.append(next) }
        }
        insideMemo[screen] = inside
        return inside
    }

    /// The screens inside the view sheet `k`'s modifier is on (the content it modifies, else its screen).
    func screensInside(sheet k: Int) -> Set<String>? {
        // The cases of one `sheet(item:)` are one modifier.
        if let known = sheetInsideMemo[sheets[k].range] { return known }
        var roots: [String] = []
        if let modified = sheets[k].modified { contentScreens(modified, into: &roots) } else { roots = [sheets[k].screen] }
        // Destinations a call site adds to the view went to a screen around it (walkModifiers(around:)):
        // what they push is inside the view too.
        let shown = Set(roots)
        roots += aroundViews.filter { shown.contains($0.view) }.map(\.around)
        var inside: Set<String> = []
        for root in roots where screens[root] != nil {
            guard let more = screensInside(root) else { return nil }
            inside.formUnion(more)
        }
        sheetInsideMemo[sheets[k].range] = inside
        return inside
    }

    /// Screen names a content slot shows, at any depth of stacks, tabs, splits and switches.
    private func contentScreens(_ content: JSONValue, into named: inout [String]) {
        switch content.kind {
        case .string(let name): named.append(name)
        case .array(let items): for item in items { contentScreens(item, into: &named) }
        case .object(let members):
            for member in members where Self.contentKeys.contains(member.key) { contentScreens(member.value, into: &named) }
        default: break
        }
    }

    private static let contentKeys: Set<String> = ["stack", "tabs", "split", "switch", "navigationView", "root", "items",
                                                   "cases", "content", "sidebar", "detail"]
}
