/// What one event's code does together: `dismiss()` and a change of a router's path in one
/// button's closure are one action that also closes the sheet (`"dismisses"`), not two
/// actions each of which could happen alone.
extension SwiftRecognizer {
    /// The key that carries an action's event (`Scope.event`) until the spec is written.
    static let eventKey = "_event"

    /// `actions` of a presented screen with each event's `dismiss()` folded into the one
    /// change of a named stack the same event makes.
    static func dismissing(_ actions: [JSONValue]) -> [JSONValue] {
        var byEvent: [Double: [Int]] = [:]
        for (k, action) in actions.enumerated() {
            if let event = action[eventKey], case .number(let n) = event.kind { byEvent[n, default: []].append(k) }
        }
        var folded = actions
        var dropped = Set<Int>()
        for (_, list) in byEvent {
            let dismisses = list.filter { verb(actions[$0]) == "dismiss" }
            let changes = list.filter { SpecDecoder.stackVerbs.contains(verb(actions[$0]) ?? "") && actions[$0]["stack"] != nil }
            guard dismisses.count == 1, changes.count == 1, case .object(var members) = actions[changes[0]].kind else { continue }
            let at = actions[dismisses[0]].range
            members.append(JSONMember(key: "dismisses", keyRange: at, value: .bool(true, at)))
            folded[changes[0]] = JSONValue(kind: .object(members), range: actions[changes[0]].range)
            dropped.insert(dismisses[0])
        }
        return folded.indices.filter { !dropped.contains($0) }.map { folded[$0] }
    }

    private static func verb(_ action: JSONValue) -> String? {
        guard case .object(let members) = action.kind else { return nil }
        return members.first?.key
    }
}
