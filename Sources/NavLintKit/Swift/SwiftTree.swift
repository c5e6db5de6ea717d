/// Swift tokens grouped by their brackets: `( … )`, `[ … ]`, `{ … }` (SPEC 7). The
/// declaration and call readers walk this tree instead of counting brackets themselves.
///
/// Built in one pass with an explicit stack. A closing bracket that does not match is
/// reported and skipped; a group left open at the end of the file is closed there, and so
/// is a group a closing bracket of an outer one ends (`{ ( }`): the reader sees the shape
/// the author meant as nearly as one token of lookahead can tell. Groups nest at most
/// `maxDepth` deep, so the readers above may recurse over the tree.
struct SwiftTree {
    enum Bracket: Equatable {
        case file, paren, square, brace
    }

    enum Item: Equatable {
        /// An index into `tokens`.
        case token(Int)
        /// An index into `groups`.
        case group(Int)
    }

    struct Group {
        let bracket: Bracket
        /// The index of the opening token (-1 for the file).
        let open: Int
        /// The index of the closing token; nil when the group was never closed.
        var close: Int?
        var items: [Item] = []
    }

    static let maxDepth = 256

    let lexer: SwiftLexer
    var tokens: [SwiftToken] { lexer.tokens }
    private(set) var groups: [Group] = [Group(bracket: .file, open: -1)]
    private(set) var problems: [(message: String, offset: Int)] = []

    init(_ lexer: SwiftLexer) {
        self.lexer = lexer
        problems = lexer.problems
        var stack = [0]
        // Brackets opened past maxDepth, kept as plain tokens (with their closing ones).
        var overflow = 0
        for (t, token) in lexer.tokens.enumerated() {
            let bracket = token.kind == .punctuation ? Self.bracket(lexer.bytes[token.start]) : nil
            if let (_, opens) = bracket, overflow > 0 || opens && stack.count > Self.maxDepth {
                if overflow == 0 { problems.append(("brackets nest more than \(Self.maxDepth) deep", token.start)) }
                overflow += opens ? 1 : -1
                groups[stack[stack.count - 1]].items.append(.token(t))
                continue
            }
            if let (kind, opens) = bracket, opens {
                groups[stack[stack.count - 1]].items.append(.group(groups.count))
                stack.append(groups.count)
                groups.append(Group(bracket: kind, open: t))
            } else if let (kind, _) = bracket {
                // Close the innermost group of this kind, and any left open inside it.
                guard let at = stack.lastIndex(where: { groups[$0].bracket == kind }), at > 0 else {
                    problems.append(("unmatched '\(lexer.text(token))'", token.start))
                    groups[stack[stack.count - 1]].items.append(.token(t))
                    continue
                }
                for inner in stack[(at + 1)...] {
                    problems.append(("'\(lexer.text(tokens[groups[inner].open]))' is not closed", tokens[groups[inner].open].start))
                }
                groups[stack[at]].close = t
                stack.removeLast(stack.count - at)
            } else {
                groups[stack[stack.count - 1]].items.append(.token(t))
            }
        }
        for open in stack.dropFirst() {
            problems.append(("'\(lexer.text(tokens[groups[open].open]))' is not closed", tokens[groups[open].open].start))
        }
    }

    init(text: String) { self.init(SwiftLexer(text: text)) }

    private static func bracket(_ byte: UInt8) -> (Bracket, opens: Bool)? {
        switch byte {
        case UInt8(ascii: "("): (.paren, true)
        case UInt8(ascii: ")"): (.paren, false)
        case UInt8(ascii: "["): (.square, true)
        case UInt8(ascii: "]"): (.square, false)
        case UInt8(ascii: "{"): (.brace, true)
        case UInt8(ascii: "}"): (.brace, false)
        default: nil
        }
    }

    func text(_ t: Int) -> String { lexer.text(tokens[t]) }

    /// The first token of an item, for its location.
    func firstToken(_ item: Item) -> Int? {
        switch item {
        case .token(let t): t
        case .group(let g): groups[g].open >= 0 ? groups[g].open : nil
        }
    }

    /// Whether a line break comes before the item.
    func atLineStart(_ item: Item) -> Bool { firstToken(item).map { tokens[$0].atLineStart } ?? false }

    /// The item's token text, or nil for a group.
    func word(_ item: Item) -> String? {
        if case .token(let t) = item { return text(t) }
        return nil
    }
}
