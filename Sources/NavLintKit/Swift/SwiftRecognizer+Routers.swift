/// A router object's path appended to from anywhere (`@Environment(Router.self) var router`,
/// then `router.path.append(.post)` in a sheet): SPEC 6.3 names the stack such code acts on.
/// A stack bound to a path an object holds is named after the object's type and the path
/// (`Router.path`), and code on that object's path names it too; where that name is not one
/// stack's alone (a router type per tab, content shown twice), or nothing names it, both go.
extension SwiftRecognizer {
    /// Over the root and every screen's content, as the other passes that settle the spec do.
    func settleRouterStacks(root: inout JSONValue?, links: inout JSONValue?) {
        var stacks: [String: Int] = [:]
        var named: Set<String> = []
        func count(_ value: JSONValue) {
            switch value.kind {
            case .object(let members):
                for member in members {
                    if member.key == "stack", case .object(let fields) = member.value.kind,
                       let id = fields.first(where: { $0.key == "id" }), case .string(let name) = id.value.kind {
                        stacks[name, default: 0] += 1
                    }
                    if member.key == "stack", case .string(let name) = member.value.kind, Self.actsOnPath(members) { named.insert(name) }
                    count(member.value)
                }
            case .array(let items): items.forEach(count)
            default: break
            }
        }
        root.map(count)
        links.map(count)
        for screen in screens.values { (screen.destinations + screen.actions + (screen.embeds.map { [$0] } ?? [])).forEach(count) }
        func settle(_ value: JSONValue) -> JSONValue {
            switch value.kind {
            case .object(var members):
                members = members.compactMap { member in
                    var member = member
                    if member.key == "stack", case .string(let name) = member.value.kind, Self.actsOnPath(members) {
                        return stacks[name] == 1 ? member : nil
                    }
                    if member.key == "id", case .string(let name) = member.value.kind, members.contains(where: { $0.key == "path" }) {
                        return stacks[name] == 1 && named.contains(name) ? member : nil
                    }
                    member.value = settle(member.value)
                    return member
                }
                return JSONValue(kind: .object(members), range: value.range)
            case .array(let items):
                return JSONValue(kind: .array(items.map(settle)), range: value.range)
            default:
                return value
            }
        }
        root = root.map(settle)
        links = links.map(settle)
        rewriteScreens(settle, embedded: settle)
    }

    /// Whether an action's members push onto or pop a path.
    private static func actsOnPath(_ members: [JSONMember]) -> Bool {
        members.contains { ["push", "pop", "popToRoot"].contains($0.key) }
    }
}
