/// The declarations of a Swift file (SPEC 7): types with their members, properties with
/// their types, property wrappers and initializers, functions, enum cases. Bodies stay
/// bracket groups of the tree, for the call reader. Both branches of `#if` are read; each
/// declaration carries the conditions it sits under.
struct SwiftDecl {
    enum Kind: Equatable {
        /// `struct`, `class`, `enum`, `actor`, `protocol` or `extension`.
        case type(String)
        /// `var` or `let`.
        case property(isLet: Bool)
        /// `func`, `init`, `subscript`.
        case function
        /// One name of an enum's `case` list.
        case enumCase
    }

    let kind: Kind
    let name: String
    /// The token the name is (the keyword for `init`).
    let nameToken: Int
    /// Attribute names without `@` (`State`, `MainActor`, `Environment`), in order.
    let attributes: [String]
    /// A type's inherited types; a property's declared type; a function's result type; an
    /// enum case's associated values (each as written, spaces between tokens).
    let types: [String]
    /// A property's initializer, after `=`.
    let initializer: [SwiftTree.Item]
    /// A type's members, a function's body, a computed property's getter; an enum case's
    /// associated values (a parenthesis group).
    let body: Int?
    /// `#if` conditions around it, outermost first (`!(…)` for an `#else` branch).
    let conditions: [String]
    var members: [SwiftDecl] = []
    /// A function's parameter list (a parenthesis group).
    var parameters: Int?
    /// `@Environment(Router.self) var router`: the type an attribute names (the property has no other).
    var attributeType: String?
}

extension SwiftTree {
    /// The declarations directly in group `g` (the file, or a type's body), members included.
    func declarations(in g: Int = 0) -> [SwiftDecl] {
        let items = groups[g].items
        var found: [SwiftDecl] = []
        var conditions: [String] = []
        var attributes: [String] = []
        var attributeType: String?
        var i = 0
        while i < items.count {
            let item = items[i]
            guard case .token(let t) = item else {
                i += 1
                continue
            }
            let token = tokens[t]
            let keyword = text(t)
            switch token.kind {
            case .directive:
                let (condition, end) = directiveLine(items, at: i)
                switch keyword {
                case "#if": conditions.append(condition)
                case "#elseif":
                    if !conditions.isEmpty { conditions[conditions.count - 1] = condition }
                case "#else":
                    if let last = conditions.last { conditions[conditions.count - 1] = "!(\(last))" }
                default:
                    if !conditions.isEmpty { conditions.removeLast() }
                }
                i = end
                continue
            case .attribute:
                attributes.append(String(keyword.dropFirst()))
                // `@Environment(\.dismiss)`: the attribute's arguments; `(Router.self)` names a type.
                if i + 1 < items.count, case .group(let a) = items[i + 1], groups[a].bracket == .paren, !atLineStart(items[i + 1]) {
                    let inside = groups[a].items.map(written)
                    if inside.count >= 3, inside.suffix(2) == [".", "self"] { attributeType = inside.dropLast(2).joined() }
                    i += 1
                }
                i += 1
                continue
            default:
                break
            }
            switch keyword {
            case "struct", "class", "enum", "actor", "protocol", "extension":
                guard i + 1 < items.count, case .token(let n) = items[i + 1] else { break }
                var j = i + 2
                var name = text(n)
                // `extension Outer.Inner`
                while j + 1 < items.count, word(items[j]) == ".", case .token(let more) = items[j + 1] {
                    name += "." + text(more)
                    j += 2
                }
                var inherited: [String] = []
                var body: Int?
                var current: [String] = []
                var colon = false
                var generic = 0
                while j < items.count {
                    if case .group(let b) = items[j], groups[b].bracket == .brace {
                        body = b
                        j += 1
                        break
                    }
                    let w = written(items[j])
                    // `<T: Hashable>` before the inherited types: not among them.
                    if !colon, generic >= 0, tokens[firstToken(items[j]) ?? 0].kind == .op, w.hasPrefix("<") || generic > 0 {
                        generic += w.filter { $0 == "<" }.count - w.filter { $0 == ">" }.count
                    } else if generic != 0 {
                    } else if w == "where" {
                        // Requirements on generic parameters, not inherited types.
                        generic = -1
                    } else if w == ":" { colon = true } else if w == "," {
                        if !current.isEmpty { inherited.append(current.joined(separator: " ")) }
                        current = []
                    } else if colon {
                        current.append(w)
                    }
                    j += 1
                }
                if !current.isEmpty { inherited.append(current.joined(separator: " ")) }
                var decl = SwiftDecl(kind: .type(keyword), name: name, nameToken: n, attributes: attributes, types: inherited,
                                     initializer: [], body: body, conditions: conditions)
                if let body { decl.members = declarations(in: body) }
                found.append(decl)
                attributes = []
                i = j
                continue
            case "var", "let":
                guard i + 1 < items.count, case .token(let n) = items[i + 1] else { break }
                var j = i + 2
                var type: [String] = []
                var initializer: [SwiftTree.Item] = []
                var body: Int?
                if j < items.count, word(items[j]) == ":" {
                    j += 1
                    while j < items.count, !endsDeclaration(items[j]), word(items[j]) != "=" {
                        if case .group(let b) = items[j], groups[b].bracket == .brace { break }
                        type.append(written(items[j]))
                        j += 1
                    }
                }
                if j < items.count, word(items[j]) == "=" {
                    j += 1
                    while j < items.count, !endsDeclaration(items[j]) || initializer.isEmpty {
                        initializer.append(items[j])
                        j += 1
                    }
                } else if j < items.count, case .group(let b) = items[j], groups[b].bracket == .brace {
                    body = b
                    j += 1
                }
                found.append(SwiftDecl(kind: .property(isLet: keyword == "let"), name: text(n), nameToken: n, attributes: attributes,
                                       types: type.isEmpty ? [] : [type.joined(separator: " ")], initializer: initializer, body: body,
                                       conditions: conditions, attributeType: attributeType))
                attributes = []
                attributeType = nil
                i = j
                continue
            case "func", "init", "subscript":
                let n = keyword == "func" && i + 1 < items.count ? firstToken(items[i + 1]) ?? t : t
                var j = i + 1
                var result: [String] = []
                var arrow = false
                var body: Int?
                var parameters: Int?
                while j < items.count, !(endsDeclaration(items[j]) && j > i + 1) {
                    if parameters == nil, !arrow, case .group(let p) = items[j], groups[p].bracket == .paren { parameters = p }
                    if case .group(let b) = items[j], groups[b].bracket == .brace {
                        body = b
                        j += 1
                        break
                    }
                    let w = written(items[j])
                    if w == "->" { arrow = true } else if w == "where" { arrow = false } else if arrow { result.append(w) }
                    j += 1
                }
                found.append(SwiftDecl(kind: .function, name: keyword == "func" ? text(n) : keyword, nameToken: n, attributes: attributes,
                                       types: result.isEmpty ? [] : [result.joined(separator: " ")], initializer: [], body: body,
                                       conditions: conditions, parameters: parameters))
                attributes = []
                i = j
                continue
            case "case" where g != 0:
                // `case a, b(Int), c = 3`: one declaration a name.
                var j = i + 1
                while j < items.count, !endsDeclaration(items[j]) || j == i + 1 {
                    if case .token(let n) = items[j], tokens[n].kind == .identifier {
                        var associated: Int?
                        if j + 1 < items.count, case .group(let a) = items[j + 1], groups[a].bracket == .paren {
                            associated = a
                            j += 1
                        }
                        let values = associated.map { groups[$0].items.map(written).joined(separator: " ") }
                        found.append(SwiftDecl(kind: .enumCase, name: text(n), nameToken: n, attributes: attributes,
                                               types: values.map { [$0] } ?? [], initializer: [], body: associated, conditions: conditions))
                    }
                    j += 1
                    // Past a raw value (`= 3`) to the next comma.
                    while j < items.count, word(items[j]) != ",", !endsDeclaration(items[j]) { j += 1 }
                    if j < items.count, word(items[j]) == "," { j += 1 }
                }
                attributes = []
                i = j
                continue
            default:
                break
            }
            // Modifiers (`private`, `static`) keep the attributes before them; anything else drops them.
            if !Self.modifiers.contains(keyword) {
                attributes = []
                attributeType = nil
            }
            i += 1
        }
        return found
    }

    static let modifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "open", "package", "static", "final", "lazy", "weak", "unowned",
        "mutating", "nonmutating", "override", "required", "convenience", "nonisolated", "indirect", "dynamic", "optional",
    ]

    private static let declarationWords: Set<String> = [
        "var", "let", "func", "init", "deinit", "subscript", "struct", "class", "enum", "actor", "protocol", "extension",
        "case", "typealias", "import", "associatedtype", "}",
    ]

    /// An item on a new line that starts another declaration (or a directive, or an
    /// attribute), or a `;` (`@State var n = 1; var body: some View { … }` on one line).
    private func endsDeclaration(_ item: Item) -> Bool {
        guard case .token(let t) = item else { return false }
        if text(t) == ";" { return true }
        guard atLineStart(item) else { return false }
        let kind = tokens[t].kind
        let word = text(t)
        return kind == .attribute || kind == .directive || Self.declarationWords.contains(word) || Self.modifiers.contains(word)
    }

    /// An item as written: a token's text, or a group's tokens with its brackets, spaced.
    func written(_ item: Item) -> String {
        switch item {
        case .token(let t): return text(t)
        case .group(let g):
            let group = groups[g]
            let inner = group.items.map(written).joined(separator: " ")
            let open = group.open >= 0 ? text(group.open) : ""
            let close = group.close.map(text) ?? ""
            return open + inner + close
        }
    }
}
