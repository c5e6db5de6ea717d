/// `navlint schema`: a JSON Schema (draft-07) of the spec format, for editors. Built from
/// the same key lists the decoder reads, so the two cannot drift apart unnoticed (a test
/// checks every decoder key appears here).
public enum SpecSchema {
    public static func render() -> String { schema.render() }

    static var schema: JSONOut {
        .object([
            ("$schema", .string("http://json-schema.org/draft-07/schema#")),
            ("$id", .string("https://github.com/navlint/navlint/navlint.schema.json")),
            ("title", .string("navlint spec")),
            ("description", .string("A SwiftUI app's navigation, as navlint reads it (format version 1).")),
            ("type", .string("object")),
            ("required", .array(["navlint", "root", "screens"].map(JSONOut.string))),
            ("additionalProperties", .bool(false)),
            ("properties", .object([
                ("$schema", string("An editor's pointer to this schema; ignored.")),
                ("navlint", .object([("const", .int(1)), ("description", .string("Format version."))])),
                ("app", string("Display name of the app.")),
                ("types", .object([("type", .string("object")), ("additionalProperties", ref("type"))])),
                ("destinationSets", .object([("type", .string("object")), ("description", .string("Destination lists used by name in screens' destinations.")),
                                             ("additionalProperties", array(ref("destination")))])),
                ("root", ref("content")),
                ("screens", .object([("type", .string("object")), ("additionalProperties", ref("screen"))])),
                ("deepLinks", ref("deepLinks")),
            ])),
            ("definitions", .object(definitions)),
        ])
    }

    static func ref(_ name: String) -> JSONOut { .object([("$ref", .string("#/definitions/\(name)"))]) }
    static func string(_ description: String) -> JSONOut { .object([("type", .string("string")), ("description", .string(description))]) }
    static func choice(_ values: [String], _ description: String) -> JSONOut {
        .object([("enum", .array(values.map(JSONOut.string))), ("description", .string(description))])
    }
    static let boolean = JSONOut.object([("type", .string("boolean"))])
    static func array(_ items: JSONOut) -> JSONOut { .object([("type", .string("array")), ("items", items)]) }
    static let stringList = array(.object([("type", .string("string"))]))
    static let stringOrList = JSONOut.object([("oneOf", .array([.object([("type", .string("string"))]), stringList]))])

    static func object(_ properties: [(String, JSONOut)], required: [String] = []) -> JSONOut {
        var members: [(String, JSONOut)] = [("type", .string("object")), ("additionalProperties", .bool(false))]
        if !required.isEmpty { members.append(("required", .array(required.map(JSONOut.string)))) }
        members.append(("properties", .object(properties)))
        return .object(members)
    }

    static var ignore: JSONOut {
        array(.object([("enum", .array(AllRules.knownIDs.sorted().map(JSONOut.string)))]))
    }

    static var definitions: [(String, JSONOut)] {
        [
            ("type", object([
                ("hashable", boolean), ("codable", boolean),
                ("kind", choice(TypeKind.allCases.map(\.rawValue), "model, id or value (default)")),
                ("cases", .object([("type", .string("array")), ("minItems", .int(1)),
                                   ("description", .string("An enum of destinations: each case is pushed as Type.case.")),
                                   ("items", .object([("type", .string("string")), ("pattern", .string("^[^.]+$"))]))])),
            ])),
            ("content", .object([("oneOf", .array([
                string("A screen id."),
                object([("stack", ref("stack"))], required: ["stack"]),
                object([("tabs", ref("tabs"))], required: ["tabs"]),
                object([("split", ref("split"))], required: ["split"]),
                object([("navigationView", ref("navigationView"))], required: ["navigationView"]),
                object([("switch", ref("switch"))], required: ["switch"]),
                object([("selection", ref("selection"))], required: ["selection"]),
            ]))])),
            ("selection", object([
                ("id", string("Container id.")),
                ("for", string("The type an earlier split-view column chooses (List(selection:)).")),
                ("content", ref("content")), ("placeholder", ref("content")),
            ], required: ["for", "content"])),
            ("switch", object([
                ("id", string("Container id.")),
                ("by", choice(SwitchKind.allCases.map(\.rawValue), "app (default): actions select a case; environment: each case is a launch.")),
                ("cases", .object([("type", .string("array")), ("minItems", .int(1)), ("items", object([
                    ("id", string("Case id; shares the namespace of tab ids.")), ("content", ref("content")), ("ignore", ignore),
                ], required: ["id", "content"]))])),
            ], required: ["cases"])),
            ("stack", object([("id", string("Container id.")), ("root", ref("content")), ("path", ref("path")), ("ignore", ignore)],
                             required: ["root"])),
            ("path", object([
                ("binding", string("The state the path is bound to; stacks with one binding share a path.")),
                ("type", .object([("type", .string("string")), ("pattern", .string("^(NavigationPath|\\[.+\\])$"))])),
                ("storage", choice(PathStorage.allCases.map(\.rawValue), "Where the path lives.")),
                ("mainActor", boolean),
                ("restore", object([
                    ("with", choice(RestoreMechanism.allCases.map(\.rawValue), "How the path is saved.")),
                    ("stores", choice(RestoreStores.allCases.map(\.rawValue), "What the saved path holds.")),
                    ("onDecodeError", choice(DecodeErrorHandling.allCases.map(\.rawValue), "What restoring does when decoding fails.")),
                ], required: ["with", "stores", "onDecodeError"])),
            ], required: ["binding", "type"])),
            ("tabs", object([
                ("id", string("Container id.")), ("selection", choice(TabSelection.allCases.map(\.rawValue), "Whether TabView(selection:) is bound.")),
                ("style", choice(TabViewStyle.allCases.map(\.rawValue), "Tab view style: a sidebar on iPad, or a pager the user swipes (no tab bar).")),
                ("items", .object([("type", .string("array")), ("minItems", .int(1)),
                                   ("items", .object([("oneOf", .array([ref("tab"), ref("section")]))]))])),
                ("ignore", ignore),
            ], required: ["selection", "items"])),
            ("tab", object([
                ("id", string("Tab id, unique in the app.")), ("title", string("Tab title.")), ("role", choice(["search"], "Tab role.")),
                ("content", ref("content")), ("ignore", ignore),
            ], required: ["id", "content"])),
            ("section", object([("section", string("Section title.")), ("items", array(ref("tab")))], required: ["section", "items"])),
            ("split", object([("id", string("Container id.")), ("sidebar", ref("content")), ("content", ref("content")), ("detail", ref("content"))],
                             required: ["sidebar", "detail"])),
            ("navigationView", object([
                ("id", string("Container id.")), ("style", choice(NavigationViewStyle.allCases.map(\.rawValue), "Navigation view style.")),
                ("root", ref("content")), ("ignore", ignore),
            ], required: ["root"])),
            ("enclosing", array(.object([("oneOf", .array([
                string("A view name; List, Table, LazyVStack, LazyHStack, LazyVGrid, LazyHGrid and OutlineGroup are lazy."),
                object([("view", string("View name.")), ("lazy", boolean)], required: ["view"]),
            ]))]))),
            ("screen", object([
                ("title", string("Shown in traces and graphs.")),
                ("destinations", array(.object([("oneOf", .array([ref("destination"), string("The name of a destination set.")]))]))),
                ("actions", array(ref("action"))),
                ("embeds", ref("content")),
                ("backButton", choice(["visible", "hidden"], ".navigationBarBackButtonHidden")),
                ("interactiveDismiss", boolean),
                ("ignore", ignore),
            ])),
            ("destination", .object([
                ("type", .string("object")), ("additionalProperties", .bool(false)),
                ("properties", .object([
                    ("for", string("The pushed type (an enum of destinations, one of its cases, or another type).")),
                    ("isPresented", string("navigationDestination(isPresented:): the Bool state a \"set\" action turns on.")),
                    ("item", string("navigationDestination(item:): the optional state a \"set\" action fills.")),
                    ("screen", ref("content")),
                    ("cases", .object([("type", .string("object")), ("minProperties", .int(1)),
                                       ("description", .string("Case name → content, for an enum's `switch`.")),
                                       ("additionalProperties", ref("content"))])),
                    ("in", ref("enclosing")), ("ignore", ignore),
                ])),
                ("allOf", .array([
                    .object([("oneOf", .array(["for", "isPresented", "item"].map { .object([("required", .array([.string($0)]))]) }))]),
                    .object([("oneOf", .array([.object([("required", .array([.string("screen")]))]), .object([("required", .array([.string("cases")]))])]))]),
                ])),
            ])),
            ("action", .object([
                ("type", .string("object")), ("additionalProperties", .bool(false)),
                ("properties", .object([
                    ("push", stringOrList), ("pushView", string("Screen id.")), ("present", ref("content")),
                    ("select", string("Tab or switch case id.")), ("pop", .object([("type", .string("integer")), ("minimum", .int(1))])),
                    ("popToRoot", .object([("const", .bool(true))])), ("dismiss", .object([("const", .bool(true))])),
                    ("open", string("A URL into this app.")),
                    ("set", string("Sets the state a navigationDestination(isPresented:) or (item:) is bound to.")),
                    ("label", string("The link's or button's text.")), ("in", ref("enclosing")),
                    ("wrappedIn", string("\"Button\" for a link inside a Button's label.")),
                    ("actor", choice(ActorKind.allCases.map(\.rawValue), "Where a code mutation runs.")),
                    ("trigger", choice(Trigger.allCases.map(\.rawValue), "Who performs the action: the user (a tap, default) or the app by itself.")),
                    ("via", choice(PushVia.allCases.map(\.rawValue), "NavigationLink (link) or path mutation (code).")),
                    ("style", choice(PresentStyle.allCases.map(\.rawValue), "Presentation style.")),
                    ("item", string("sheet(item:): the optional state a present is bound to (documentation).")),
                    ("stack", string("The stack a push, set, pop or popToRoot acts on, when not the nearest one (a router's).")),
                    ("dismisses", .object([("const", .bool(true)),
                                           ("description", .string("With \"stack\": the presentation the screen is in closes in the same event (dismiss() and router.path.append(…) in one closure)."))])),
                    ("ignore", ignore),
                ])),
                ("oneOf", .array(actionVerbs.map { .object([("required", .array([.string($0)]))]) })),
            ])),
            ("deepLinks", object([
                ("schemes", stringList), ("hosts", stringList), ("routes", array(ref("route"))), ("examples", array(ref("example"))),
            ])),
            ("route", object([
                ("id", string("Route id.")), ("pattern", string("Segments: literals or {param}.")),
                ("tab", string("Tab id the route selects, or \"selected\": act on whichever tab is selected.")), ("stack", string("Stack id.")), ("dismissModals", boolean), ("popToRoot", boolean),
                ("push", stringOrList), ("present", ref("content")),
                ("style", choice(PresentStyle.allCases.map(\.rawValue), "Presentation style.")), ("ignore", ignore),
            ], required: ["id", "pattern"])),
            ("example", object([
                ("url", string("A URL to open.")),
                ("expect", .object([("oneOf", .array([
                    .object([("const", .string("unhandled"))]),
                    object([("route", string("Route id.")), ("tab", string("Tab id.")), ("screens", stringList)]),
                ]))])),
            ], required: ["url"])),
        ]
    }

    static let actionVerbs = SpecDecoder.actionVerbs
}
