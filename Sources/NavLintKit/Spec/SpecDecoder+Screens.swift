extension SpecDecoder {
    static let screenKeys = ["title", "destinations", "actions", "embeds", "backButton", "interactiveDismiss", "ignore"]
    static let actionVerbs = ["push", "pushView", "present", "select", "pop", "popToRoot", "dismiss", "open", "set"]
    static let actionCommonKeys = ["label", "in", "wrappedIn", "actor", "trigger", "via", "style", "item", "stack", "dismisses", "ignore"]
    static let actionKeys = actionVerbs + actionCommonKeys
    /// The verbs that change a stack, which `"stack"` and `"dismisses"` apply to.
    static let stackVerbs = ["push", "set", "pop", "popToRoot"]

    func decodeScreens(_ value: JSONValue) -> [ScreenDecl] {
        guard case .object(let members) = value.kind else {
            problems.add("\"screens\" must be an object of screen ids, found \(value.typeName)", at: value.range)
            return []
        }
        // Every screen is kept, even one whose body has problems, so references to it do
        // not cascade into "unknown screen" errors.
        return members.map { member in
            var screen = ScreenDecl(name: Ref(value: member.key, range: member.keyRange), range: member.value.range)
            var what: String { "screen '\(member.key)'" }
            guard let object = ObjectReader(member.value, what, keys: Self.screenKeys, problems) else { return screen }
            screen.title = object.string("title")?.value
            screen.ignore = ignoreList(object)
            screen.destinations = object.array("destinations").compactMap { item in
                if case .string(let name) = item.kind { return .set(Ref(value: name, range: item.range)) }
                return decodeDestination(item, "a destination of screen '\(member.key)'").map(DestinationItem.destination)
            }
            screen.actions = object.array("actions").enumerated().compactMap { decodeAction($1, "actions[\($0)] of \(what)") }
            screen.embeds = object.value("embeds").flatMap { decodeContent($0, "\"embeds\" of \(what)") }
            if let back = object.string("backButton") {
                switch back.value {
                case "visible": screen.backButtonHidden = false
                case "hidden": screen.backButtonHidden = true
                default:
                    problems.add("\"backButton\" of \(what) must be \"visible\" or \"hidden\", found \"\(back.value)\"", at: back.range)
                }
            }
            screen.interactiveDismiss = object.bool("interactiveDismiss")?.value ?? true
            return screen
        }
    }

    func decodeDestination(_ value: JSONValue, _ what: String) -> DestinationDecl? {
        guard let object = ObjectReader(value, what, keys: ["for", "isPresented", "item", "screen", "cases", "in", "ignore"], problems)
        else { return nil }
        // The type, or the state a destination is bound to.
        let keys = ["for"] + BindingKind.allCases.map(\.rawValue)
        let given = keys.filter(object.has)
        if given.count > 1, let second = object.keyRange(given[1]) {
            problems.add("\(what) has both \"\(given[0])\" and \"\(given[1])\"; use one", at: second)
        }
        let key = given.first ?? "for"
        let binding = BindingKind(rawValue: key)
        let type = object.string(key, required: true)
        if binding != nil, object.has("cases"), let range = object.keyRange("cases") {
            problems.add("\"cases\" applies to a destination \"for\" an enum, not to one bound to state", at: range)
        }
        var target: Content?
        var cases: [(name: Ref, target: Content?)]?
        switch (object.value("screen"), object.value("cases")) {
        case (let screen?, nil):
            target = decodeContent(screen, "\"screen\" of \(what)")
        case (nil, let map?):
            guard case .object(let members) = map.kind, !members.isEmpty else {
                problems.add("\"cases\" of \(what) must be an object mapping case names to screens", at: map.range)
                break
            }
            cases = members.map { member in
                (Ref(value: member.key, range: member.keyRange), decodeContent(member.value, "case '\(member.key)' of \(what)"))
            }
        case (_?, _?):
            problems.add("\(what) has both \"screen\" and \"cases\"; use one", at: object.keyRange("cases") ?? value.range)
        case (nil, nil):
            problems.add("\(what) has no \"screen\" (or \"cases\" for an enum)", at: value.range)
        }
        guard let type else { return nil }
        return DestinationDecl(type: type, binding: binding, target: target, cases: cases, enclosing: decodeEnclosing(object),
                               ignore: ignoreList(object), range: value.range)
    }

    func decodeEnclosing(_ object: ObjectReader) -> [EnclosingView] {
        object.array("in").compactMap { item in
            if case .string(let name) = item.kind {
                return EnclosingView(name: name, lazy: EnclosingView.lazyContainers.contains(name), range: item.range)
            }
            guard let view = ObjectReader(item, "an element of \"in\"", keys: ["view", "lazy"], problems),
                  let name = view.string("view", required: true) else { return nil }
            let lazy = view.bool("lazy")?.value ?? EnclosingView.lazyContainers.contains(name.value)
            return EnclosingView(name: name.value, lazy: lazy, range: item.range)
        }
    }

    private func decodeAction(_ value: JSONValue, _ describe: @autoclosure @escaping () -> String) -> ActionDecl? {
        var what: String { describe() }
        guard let object = ObjectReader(value, what, keys: Self.actionKeys, problems) else { return nil }
        let verbs = Self.actionVerbs.filter(object.has)
        guard let verbName = verbs.first, let verbValue = object.value(verbName), let verbRange = object.keyRange(verbName) else {
            problems.add("\(what) has no verb; expected one of \(Self.actionVerbs.joined(separator: ", "))",
                         at: SourceRange(value.range.start, value.range.start + 1))
            return nil
        }
        if verbs.count > 1, let second = object.keyRange(verbs[1]) {
            problems.add("\(what) has two verbs, \"\(verbs[0])\" and \"\(verbs[1])\"; an action does one thing", at: second)
        }
        let verb: ActionDecl.Verb?
        switch verbName {
        case "push":
            let types = object.strings("push", allowSingle: true)
            if case .array(let list) = verbValue.kind, list.isEmpty {
                problems.add("\"push\" of \(what) names no type", at: verbValue.range)
            }
            verb = .push(types)
        case "pushView":
            verb = object.string("pushView").map { .pushView($0) }
        case "present":
            verb = decodeContent(verbValue, "\"present\" of \(what)").map { .present($0) }
        case "select":
            verb = object.string("select").map { .select($0) }
        case "pop":
            verb = object.int("pop", minimum: 1).map { .pop($0) }
        case "popToRoot", "dismiss":
            if let flag = object.bool(verbName), !flag.value {
                problems.add("\"\(verbName)\" of \(what) must be true (leave the action out instead)", at: flag.range)
            }
            verb = verbName == "dismiss" ? .dismiss : .popToRoot
        case "set":
            verb = object.string("set").map { .set($0) }
        default:
            verb = object.string("open").map { .open($0) }
        }
        let via = object.enumeration("via", PushVia.self)
        if let via, !["push", "pop", "popToRoot"].contains(verbName) {
            problems.add("\"via\" applies to push, pop and popToRoot, not to \"\(verbName)\"", at: object.keyRange("via") ?? via.range)
        }
        let style = object.enumeration("style", PresentStyle.self)
        if verbName == "present", style == nil, !object.has("style") {
            problems.add("\(what) presents without a \"style\" (sheet, fullScreenCover, popover, alert or confirmationDialog)", at: verbRange)
        } else if verbName != "present", let style {
            problems.add("\"style\" applies to present, not to \"\(verbName)\"", at: object.keyRange("style") ?? style.range)
        }
        let item = object.string("item")
        if let item, verbName != "present" {
            problems.add("\"item\" applies to present (sheet(item:)), not to \"\(verbName)\"", at: object.keyRange("item") ?? item.range)
        }
        let stack = object.string("stack")
        if let stack, !Self.stackVerbs.contains(verbName) {
            problems.add("\"stack\" applies to push, set, pop and popToRoot, not to \"\(verbName)\"", at: object.keyRange("stack") ?? stack.range)
        }
        let dismisses = object.bool("dismisses")
        if let dismisses {
            if !Self.stackVerbs.contains(verbName) {
                problems.add("\"dismisses\" applies to push, set, pop and popToRoot, not to \"\(verbName)\"",
                             at: object.keyRange("dismisses") ?? dismisses.range)
            } else if stack == nil {
                problems.add("\"dismisses\" needs the stack outside the presentation the action acts on (\"stack\"): a dismissed sheet takes its own stack with it",
                             at: object.keyRange("dismisses") ?? dismisses.range)
            } else if !dismisses.value {
                problems.add("\"dismisses\" of \(what) must be true (leave it out instead)", at: dismisses.range)
            }
        }
        guard let verb else { return nil }
        return ActionDecl(
            verb: verb, verbRange: verbRange, valueRange: verbValue.range, label: object.string("label")?.value, enclosing: decodeEnclosing(object),
            wrappedIn: object.string("wrappedIn"), actor: object.enumeration("actor", ActorKind.self),
            trigger: object.enumeration("trigger", Trigger.self), via: via,
            style: style, item: item, stack: stack, dismisses: dismisses?.value == true, ignore: ignoreList(object), range: value.range)
    }
}
