/// JSON tree → Spec. Reports every shape problem (unknown or missing keys, wrong types)
/// in one pass; references between elements are checked later, by ModelBuilder.
struct SpecDecoder {
    let problems: ProblemList
    var file: SourceFile { problems.file }

    static let topKeys = ["$schema", "navlint", "app", "types", "destinationSets", "root", "screens", "deepLinks"]

    func decode(_ document: JSONValue) -> Spec {
        var spec = Spec(file: file)
        guard let top = ObjectReader(document, "the spec", keys: Self.topKeys, problems) else { return spec }
        if let version = top.required("navlint") {
            switch version.kind {
            case .number(let n) where n == 1:
                break
            case .number:
                problems.add("unsupported spec format version \(version.numberText); this navlint reads \"navlint\": 1",
                             at: version.range)
            default:
                problems.add("the format version \"navlint\" must be a number, found \(version.typeName); this navlint reads \"navlint\": 1",
                             at: version.range)
            }
        }
        spec.app = top.string("app")?.value
        if let types = top.value("types") { spec.types = decodeTypes(types) }
        if let root = top.required("root") { spec.root = decodeContent(root, "the app root") }
        if let screens = top.required("screens") { spec.screens = decodeScreens(screens) }
        if let deepLinks = top.value("deepLinks") { spec.deepLinks = decodeDeepLinks(deepLinks) }
        if let sets = top.value("destinationSets") { spec.destinationSets = decodeDestinationSets(sets) }
        return spec
    }

    private func decodeTypes(_ value: JSONValue) -> [TypeDecl] {
        guard case .object(let members) = value.kind else {
            problems.add("\"types\" must be an object of type names, found \(value.typeName)", at: value.range)
            return []
        }
        return members.compactMap { member in
            let name = Ref(value: member.key, range: member.keyRange)
            guard let type = ObjectReader(member.value, "type '\(member.key)'", keys: ["hashable", "codable", "kind", "cases"], problems)
            else { return nil }
            var cases: [Ref]?
            if let list = type.value("cases") {
                cases = type.strings("cases")
                if case .array(let items) = list.kind, items.isEmpty {
                    problems.add("\"cases\" of type '\(member.key)' lists no case", at: list.range)
                }
                var seen: Set<String> = []
                for name in cases ?? [] {
                    if name.value.isEmpty || name.value.contains(".") {
                        problems.add("case name '\(name.value)' of type '\(member.key)' must be a plain name (it is pushed as \(member.key).<case>)",
                                     at: name.range)
                    } else if !seen.insert(name.value).inserted {
                        problems.add("duplicate case '\(name.value)' of type '\(member.key)'", at: name.range)
                    }
                }
            }
            return TypeDecl(name: name, hashable: type.bool("hashable"), codable: type.bool("codable"),
                            kind: type.enumeration("kind", TypeKind.self), cases: cases, range: member.value.range)
        }
    }

    private func decodeDestinationSets(_ value: JSONValue) -> [DestinationSetDecl] {
        guard case .object(let members) = value.kind else {
            problems.add("\"destinationSets\" must be an object of set names, found \(value.typeName)", at: value.range)
            return []
        }
        return members.map { member in
            var destinations: [DestinationDecl] = []
            if case .array(let items) = member.value.kind {
                destinations = items.compactMap { decodeDestination($0, "a destination of set '\(member.key)'") }
            } else {
                problems.add("destination set '\(member.key)' must be an array of destinations, found \(member.value.typeName)",
                             at: member.value.range)
            }
            return DestinationSetDecl(name: Ref(value: member.key, range: member.keyRange), destinations: destinations)
        }
    }

    // MARK: - Content

    static let contentKinds = ["stack", "tabs", "split", "navigationView", "switch", "selection"]

    func decodeContent(_ value: JSONValue, _ describe: @autoclosure @escaping () -> String) -> Content? {
        if case .string(let name) = value.kind {
            return Content(kind: .screen(Ref(value: name, range: value.range)), range: value.range)
        }
        var what: String { describe() }
        guard case .object = value.kind else {
            problems.add("\(what) must be a screen id or an object with one of \(Self.contentKinds.map { "\"\($0)\"" }.joined(separator: ", ")), found \(value.typeName)",
                         at: value.range)
            return nil
        }
        guard let object = ObjectReader(value, what, keys: Self.contentKinds, problems) else { return nil }
        let present = Self.contentKinds.filter(object.has)
        guard present.count == 1, let kind = present.first, let body = object.value(kind) else {
            // Unknown keys were reported (with a suggestion) by ObjectReader.
            if present.count > 1, let second = object.keyRange(present[1]) {
                problems.add("\(what) must have exactly one of \(Self.contentKinds.joined(separator: ", ")); found both \"\(present[0])\" and \"\(present[1])\"",
                             at: second)
            } else if case .object(let members) = value.kind, members.isEmpty {
                problems.add("\(what) is empty; expected one of \(Self.contentKinds.map { "\"\($0)\"" }.joined(separator: ", "))",
                             at: value.range)
            }
            return nil
        }
        // A container is located at its kind key (`{ ↓"stack": … }`): one token to underline.
        let range = object.keyRange(kind) ?? value.range
        switch kind {
        case "stack":
            return decodeStack(body).map { Content(kind: .stack($0), range: range) }
        case "tabs":
            return decodeTabs(body).map { Content(kind: .tabs($0), range: range) }
        case "split":
            return decodeSplit(body).map { Content(kind: .split($0), range: range) }
        case "switch":
            return decodeSwitch(body).map { Content(kind: .switcher($0), range: range) }
        case "selection":
            return decodeSelection(body).map { Content(kind: .selection($0), range: range) }
        default:
            return decodeNavigationView(body).map { Content(kind: .navigationView($0), range: range) }
        }
    }

    private func decodeStack(_ value: JSONValue) -> StackDecl? {
        guard let object = ObjectReader(value, "a stack", keys: ["id", "root", "path", "ignore"], problems) else { return nil }
        var stack = StackDecl(id: object.string("id"), ignore: ignoreList(object), range: value.range)
        if let root = object.required("root") { stack.root = decodeContent(root, "the root of a stack") }
        if let path = object.value("path") { stack.path = decodePath(path) }
        return stack
    }

    private func decodePath(_ value: JSONValue) -> PathDecl? {
        guard let object = ObjectReader(value, "a stack's path", keys: ["binding", "type", "storage", "mainActor", "restore"], problems)
        else { return nil }
        let binding = object.string("binding", required: true)
        let typeText = object.string("type", required: true)
        var type: Located<PathDecl.PathType>?
        if let typeText {
            let text = typeText.value
            if text == "NavigationPath" {
                type = Located(value: .navigationPath, range: typeText.range)
            } else if text.hasPrefix("["), text.hasSuffix("]"), text.count > 2 {
                let name = String(text.dropFirst().dropLast()).trimmingSpaces()
                type = Located(value: .typed(Ref(value: name, range: typeText.range)), range: typeText.range)
            } else {
                problems.add("\"type\" of a stack's path must be \"NavigationPath\" or \"[TypeId]\", found \"\(text)\"",
                             at: typeText.range)
            }
        }
        var restore: RestoreDecl?
        if let restoreValue = object.value("restore"),
           let r = ObjectReader(restoreValue, "a path's restore", keys: ["with", "stores", "onDecodeError"], problems) {
            let with = r.enumeration("with", RestoreMechanism.self, required: true)
            let stores = r.enumeration("stores", RestoreStores.self, required: true)
            let onError = r.enumeration("onDecodeError", DecodeErrorHandling.self, required: true)
            if let with, let stores, let onError {
                restore = RestoreDecl(with: with, stores: stores, onDecodeError: onError, range: restoreValue.range)
            }
        }
        let storage = object.enumeration("storage", PathStorage.self)
        let mainActor = object.bool("mainActor")
        guard let binding, let type else { return nil }
        return PathDecl(binding: binding, type: type, storage: storage, mainActor: mainActor, restore: restore, range: value.range)
    }

    private func decodeTabs(_ value: JSONValue) -> TabsDecl? {
        guard let object = ObjectReader(value, "a tab view", keys: ["id", "selection", "style", "items", "ignore"], problems)
        else { return nil }
        var tabs = TabsDecl(id: object.string("id"), selection: object.enumeration("selection", TabSelection.self, required: true),
                            style: object.enumeration("style", TabViewStyle.self), ignore: ignoreList(object), range: value.range)
        let items = object.required("items")
        for item in object.array("items") {
            if case .object(let members) = item.kind, members.contains(where: { $0.key == "section" }) {
                guard let section = ObjectReader(item, "a tab section", keys: ["section", "items"], problems) else { continue }
                let title = section.string("section")?.value
                for tabValue in section.array("items") {
                    if var tab = decodeTab(tabValue) {
                        tab.section = title
                        tabs.tabs.append(tab)
                    }
                }
            } else if let tab = decodeTab(item) {
                tabs.tabs.append(tab)
            }
        }
        if let items, case .array(let list) = items.kind, list.isEmpty {
            problems.add("a tab view needs at least one tab", at: items.range)
        }
        return tabs
    }

    private func decodeTab(_ value: JSONValue) -> TabDecl? {
        guard let object = ObjectReader(value, "a tab", keys: ["id", "title", "role", "content", "ignore"], problems) else { return nil }
        let id = object.string("id", required: true)
        let content = object.required("content").flatMap { decodeContent($0, "the content of tab '\(id?.value ?? "?")'") }
        let role = object.string("role")
        if let role, role.value != "search" {
            problems.add("\"role\" of a tab must be \"search\", found \"\(role.value)\"", at: role.range)
        }
        guard let id else { return nil }
        return TabDecl(id: id, title: object.string("title")?.value, role: role, content: content,
                       ignore: ignoreList(object), range: value.range)
    }

    private func decodeSplit(_ value: JSONValue) -> SplitDecl? {
        guard let object = ObjectReader(value, "a split view", keys: ["id", "sidebar", "content", "detail"], problems)
        else { return nil }
        return SplitDecl(
            id: object.string("id"),
            sidebar: object.required("sidebar").flatMap { decodeContent($0, "the sidebar of a split view") },
            content: object.value("content").flatMap { decodeContent($0, "the content column of a split view") },
            detail: object.required("detail").flatMap { decodeContent($0, "the detail of a split view") },
            range: value.range)
    }

    private func decodeSwitch(_ value: JSONValue) -> SwitchDecl? {
        guard let object = ObjectReader(value, "a switch", keys: ["id", "by", "cases"], problems) else { return nil }
        var decl = SwitchDecl(id: object.string("id"), by: object.enumeration("by", SwitchKind.self), range: value.range)
        guard object.required("cases") != nil else { return nil }
        for item in object.array("cases") {
            guard let reader = ObjectReader(item, "a case of a switch", keys: ["id", "content", "ignore"], problems),
                  let id = reader.string("id", required: true) else { continue }
            let content = reader.required("content").flatMap { decodeContent($0, "the content of case '\(id.value)'") }
            decl.cases.append(TabDecl(id: id, content: content, ignore: ignoreList(reader), range: item.range))
        }
        if decl.cases.isEmpty, let cases = object.value("cases") {
            problems.add("\"cases\" of a switch must list at least one case", at: cases.range)
        }
        return decl
    }

    private func decodeSelection(_ value: JSONValue) -> SelectionDecl? {
        guard let object = ObjectReader(value, "a selection", keys: ["id", "for", "content", "placeholder"], problems),
              let type = object.string("for", required: true) else { return nil }
        return SelectionDecl(
            id: object.string("id"), type: type,
            content: object.required("content").flatMap { decodeContent($0, "the content of a selection") },
            placeholder: object.value("placeholder").flatMap { decodeContent($0, "the placeholder of a selection") },
            range: value.range)
    }

    private func decodeNavigationView(_ value: JSONValue) -> NavigationViewDecl? {
        guard let object = ObjectReader(value, "a navigation view", keys: ["id", "style", "root", "ignore"], problems)
        else { return nil }
        return NavigationViewDecl(
            id: object.string("id"), style: object.enumeration("style", NavigationViewStyle.self),
            root: object.required("root").flatMap { decodeContent($0, "the root of a navigation view") },
            ignore: ignoreList(object), range: value.range)
    }
}

extension SpecDecoder {
    /// Reads an `ignore` list, remembering it so its rule ids are checked once rules are known.
    func ignoreList(_ object: ObjectReader) -> [Ref] {
        let refs = object.strings("ignore")
        problems.ignoreRefs += refs
        return refs
    }
}

extension String {
    func trimmingSpaces() -> String {
        var scalars = Substring(self)
        while scalars.first == " " { scalars.removeFirst() }
        while scalars.last == " " { scalars.removeLast() }
        return String(scalars)
    }
}
