/// Destinations a call site adds to a View struct (`NavigationStack { Profile().withAppRouter() }`):
/// SwiftUI attaches them to that place, not to the struct, so `Profile` pushed in another tab's
/// stack has none of them. They go on a screen of their own around the struct, which embeds it;
/// where the struct is shown nowhere else, the screen around it is merged back (the spec reads
/// as if they were written in its body, as they are for every purpose then).
extension SwiftRecognizer {
    /// Walks modifiers written where `shown` is shown, as if written at its root. Those on a
    /// View struct's screen (`owner`: the struct whose body this is, where they are its own)
    /// that declare destinations it did not have move them to a screen around it, which this
    /// place shows instead (one per place and destinations, read again or not).
    func walkModifiers(_ modifiers: [SwiftCall], around shown: JSONValue, _ scope: Scope, owner: String? = nil,
                       orOn fallback: String? = nil, rootName: String) -> JSONValue {
        guard !modifiers.isEmpty, case .string(let view) = shown.kind, viewName(view) == view, view != (owner ?? scope.owner),
              let had = screens[view].map({ Set($0.destinations.map(\.range)) }) else {
            walkModifiers(modifiers, onRootOf: shown, scope, orOn: fallback)
            return shown
        }
        let mark = destinationLog.count
        walkModifiers(modifiers, onRootOf: shown, scope)
        let declared = Set(destinationLog[mark...].filter { $0.screen == view }.map(\.range))
        let moved = screens[view]!.destinations.filter { declared.contains($0.range) && !had.contains($0.range) }
        guard !moved.isEmpty else { return shown }
        let ranges = Set(moved.map(\.range))
        update(view) { $0.destinations.removeAll { ranges.contains($0.range) } }
        let site = AroundSite(view: view, shownAt: shown.range, destinations: moved.map(\.range))
        if let known = aroundBySite[site] { return .string(known, shown.range) }
        let around = screen(freshScreenName("\(rootName).\(view)"), at: shown.range)
        update(around) {
            $0.destinations = moved
            $0.embeds = shown
        }
        aroundBySite[site] = around
        aroundViews.append((around, view))
        return .string(around, shown.range)
    }

    struct AroundSite: Hashable {
        let view: String
        let shownAt: SourceRange
        let destinations: [SourceRange]
    }

    /// Merges each screen around a view back into it where the view is shown only through such
    /// screens, all adding the same destinations; keeps them (the view shown as they are) otherwise.
    /// One pass counts every view's other uses and one renames, whatever the number of views.
    func settleAroundViews(root: inout JSONValue?, links: inout JSONValue?) {
        guard !aroundViews.isEmpty else { return }
        let arounds = Set(aroundViews.map(\.around))
        var bare: [String: Int] = [:]
        for view in aroundViews.map(\.view) { bare[view] = 0 }
        let count: (String) -> String = { name in
            if bare[name] != nil { bare[name]! += 1 }
            return name
        }
        _ = root.map { Self.renamingContent($0, count) }
        _ = links.map { Self.renamingContent($0, count) }
        for name in screenOrder {
            guard let screen = screens[name] else { continue }
            _ = (screen.destinations + screen.actions).map { Self.renamingContent($0, count) }
            // What a screen around a view embeds is that view, through it: no other use.
            guard !arounds.contains(name) else { continue }
            _ = screen.embeds.map { Self.renamingContent($0, isContent: true, count) }
        }
        var merged: [String: String] = [:]
        for (view, group) in Dictionary(grouping: aroundViews, by: \.view).sorted(by: { $0.key < $1.key }) {
            let outers = group.map { screens[$0.around]! }
            let mergesBack = bare[view] == 0 && Set(outers.map { Set($0.destinations.map(\.range)) }).count == 1
            update(view) {
                $0.pushed = $0.pushed || outers.contains(where: \.pushed)
                $0.presented = $0.presented || outers.contains(where: \.presented)
                guard mergesBack else { return }
                $0.destinations += outers[0].destinations
                // Modifiers written after the ones that made the screen around (a sheet after the
                // router) act on it: they are the view's own again.
                for outer in outers {
                    $0.actions += outer.actions
                    $0.title = $0.title ?? outer.title
                    $0.backButtonHidden = $0.backButtonHidden ?? outer.backButtonHidden
                    $0.interactiveDismissDisabled = $0.interactiveDismissDisabled ?? outer.interactiveDismissDisabled
                }
            }
            guard mergesBack else { continue }
            for (around, _) in group {
                removeScreen(around)
                merged[around] = view
            }
        }
        guard !merged.isEmpty else { return }
        let rename: (String) -> String = { merged[$0] ?? $0 }
        root = root.map { Self.renamingContent($0, rename) }
        links = links.map { Self.renamingContent($0, rename) }
        for name in screenOrder {
            update(name) { if let raiser = $0.dialogOf { $0.dialogOf = rename(raiser) } }
        }
        rewriteScreens({ Self.renamingContent($0, rename) }, embedded: { Self.renamingContent($0, isContent: true, rename) })
    }

    /// Keys whose string values name content (a screen), as in the spec format.
    private static let contentKeys: Set<String> = ["root", "content", "screen", "present", "embeds", "pushView", "sidebar", "detail"]

    /// `value` with every screen name in content position passed through `rename`
    /// (`isContent`: `value` is content itself, such as a screen's `embeds`).
    static func renamingContent(_ value: JSONValue, isContent: Bool = false, _ rename: (String) -> String) -> JSONValue {
        func walk(_ value: JSONValue, named: Bool) -> JSONValue {
            switch value.kind {
            case .string(let name) where named: return .string(rename(name), value.range)
            case .array(let items): return JSONValue(kind: .array(items.map { walk($0, named: false) }), range: value.range)
            case .object(let members):
                return JSONValue(kind: .object(members.map { member in
                    var member = member
                    if member.key == "cases", case .object(let cases) = member.value.kind {
                        // A destination's cases: each case's content.
                        member.value = JSONValue(kind: .object(cases.map { c in
                            JSONMember(key: c.key, keyRange: c.keyRange, value: walk(c.value, named: true))
                        }), range: member.value.range)
                    } else {
                        member.value = walk(member.value, named: contentKeys.contains(member.key))
                    }
                    return member
                }), range: value.range)
            default: return value
            }
        }
        return walk(value, named: isContent)
    }
}
