extension SpecDecoder {
    static let routeKeys = ["id", "pattern", "tab", "stack", "dismissModals", "popToRoot", "push", "present", "style", "ignore"]

    func decodeDeepLinks(_ value: JSONValue) -> DeepLinksDecl? {
        guard let object = ObjectReader(value, "\"deepLinks\"", keys: ["schemes", "hosts", "routes", "examples"], problems)
        else { return nil }
        var links = DeepLinksDecl(schemes: object.strings("schemes"), hosts: object.strings("hosts"), range: value.range)
        links.routes = object.array("routes").enumerated().compactMap { decodeRoute($1, index: $0) }
        links.examples = object.array("examples").enumerated().compactMap { decodeExample($1, index: $0) }
        return links
    }

    private func decodeRoute(_ value: JSONValue, index: Int) -> RouteDecl? {
        guard let object = ObjectReader(value, "deepLinks.routes[\(index)]", keys: Self.routeKeys, problems) else { return nil }
        let id = object.string("id", required: true)
        let what = id.map { "route '\($0.value)'" } ?? "deepLinks.routes[\(index)]"
        let pattern = object.string("pattern", required: true)
        let present = object.value("present").flatMap { decodeContent($0, "\"present\" of \(what)") }
        let style = object.enumeration("style", PresentStyle.self)
        if style != nil, !object.has("present"), let range = object.keyRange("style") {
            problems.add("\"style\" of \(what) applies only with \"present\"", at: range)
        }
        guard let id, let pattern else { return nil }
        return RouteDecl(
            id: id, pattern: pattern, tab: object.string("tab"), stack: object.string("stack"),
            dismissModals: object.bool("dismissModals")?.value ?? false, popToRoot: object.bool("popToRoot")?.value ?? false,
            push: object.strings("push", allowSingle: true), present: present, style: style,
            ignore: ignoreList(object), range: value.range)
    }

    private func decodeExample(_ value: JSONValue, index: Int) -> ExampleDecl? {
        let what = "deepLinks.examples[\(index)]"
        guard let object = ObjectReader(value, what, keys: ["url", "expect"], problems) else { return nil }
        let url = object.string("url", required: true)
        var expect: Located<ExampleDecl.Expectation>?
        if let expectValue = object.value("expect") {
            if case .string(let text) = expectValue.kind {
                if text == "unhandled" {
                    expect = Located(value: .unhandled, range: expectValue.range)
                } else {
                    problems.add("\"expect\" of \(what) must be \"unhandled\" or an object, found \"\(text)\"", at: expectValue.range)
                }
            } else if let e = ObjectReader(expectValue, "\"expect\" of \(what)", keys: ["route", "tab", "screens"], problems) {
                let screens = e.value("screens").map { ObjectReader.strings($0, "\"screens\" of \(what)", allowSingle: false, problems) }
                expect = Located(value: .result(route: e.string("route"), tab: e.string("tab"), screens: screens),
                                 range: expectValue.range)
            }
        }
        guard let url else { return nil }
        return ExampleDecl(url: url, expect: expect, range: value.range)
    }
}
