/// Swift source as tokens with exact UTF-8 locations (SPEC 7): the first stage of the Swift
/// front end, ours because the project takes no packages (no SwiftSyntax).
///
/// A string literal is one token, interpolations included: what sits inside `\( … )` is
/// lexed to find where the literal ends (strings, comments and parentheses nest in it to
/// any depth) but not returned. Nesting is tracked on an explicit stack, never by recursion,
/// so no input can exhaust the call stack, and every byte is looked at a bounded number of
/// times. Bad input (an unterminated string or comment, a stray byte) is reported in
/// `problems` and lexing goes on.
struct SwiftToken: Equatable {
    enum Kind: Equatable {
        /// Names and keywords alike (`struct`, `var`, `body`, `$0`, `` `default` ``).
        case identifier
        case integer
        case float
        /// A whole string literal: `"…"`, `"""…"""`, `#"…"#`, interpolations included.
        case string
        /// `@State`, `@Environment`: the `@` and the name.
        case attribute
        /// `#if`, `#elseif`, `#else`, `#endif`: a conditional-compilation directive.
        case directive
        /// Any other `#` word: `#available`, `#Preview`, `#selector`.
        case pound
        /// An operator: `=`, `==`, `->`, `..<`, `&&`, a prefix `!`, a postfix `?`.
        case op
        /// `(`, `)`, `[`, `]`, `{`, `}`, `,`, `:`, `;`, `.`, `@`, `` ` ``, `\`.
        case punctuation
    }

    let kind: Kind
    /// UTF-8 offsets of the token's first byte and one past its last.
    let start: Int
    let end: Int
    /// A line break (or the start of the file) comes between the previous token and this one.
    let atLineStart: Bool
}

struct SwiftComment: Equatable {
    let start: Int
    let end: Int
    /// `//` comments; the others are `/* … */` (nested).
    let isLine: Bool
}

struct SwiftLexer {
    let bytes: [UInt8]
    private(set) var tokens: [SwiftToken] = []
    private(set) var comments: [SwiftComment] = []
    private(set) var problems: [(message: String, offset: Int)] = []

    private var position = 0
    private var atLineStart = true

    /// What is open where the lexer stands: string literals and, inside them, interpolations.
    private enum Open {
        case string(start: Int, multiline: Bool, hashes: Int)
        /// `\(` inside a string; `parens` counts the parentheses opened since.
        case interpolation(parens: Int)
    }
    private var open: [Open] = []

    init(bytes: [UInt8]) {
        self.bytes = bytes
        while position < bytes.count {
            if case .string(let start, let multiline, let hashes)? = open.last {
                scanString(start: start, multiline: multiline, hashes: hashes)
            } else {
                scanCode()
            }
        }
        // The end of the file inside a literal: the outermost one is the token, to the end.
        if case .string(let start, _, _)? = open.first {
            problems.append(("unterminated string literal", start))
            open.removeAll()
            emit(.string, start, bytes.count)
        }
    }

    init(text: String) { self.init(bytes: Array(text.utf8)) }

    /// The text of a token or a comment.
    func text(_ start: Int, _ end: Int) -> String { String(decoding: bytes[start..<end], as: UTF8.self) }
    func text(_ token: SwiftToken) -> String { text(token.start, token.end) }

    // MARK: Code

    private mutating func scanCode() {
        let byte = bytes[position]
        switch byte {
        case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
            position += 1
            if open.isEmpty { atLineStart = true }
        case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C, 0:
            position += 1
        case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
            let start = position
            while position < bytes.count, bytes[position] != UInt8(ascii: "\n") { position += 1 }
            comment(start, isLine: true)
        case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
            blockComment()
        case UInt8(ascii: "\""):
            openString(hashes: 0)
        case UInt8(ascii: "#"):
            pound()
        case UInt8(ascii: "@"):
            let start = position
            position += 1
            if position < bytes.count, Self.startsIdentifier(bytes[position]) {
                identifierTail()
                emit(.attribute, start, position)
            } else {
                emit(.punctuation, start, position)
            }
        case UInt8(ascii: "`"):
            let start = position
            position += 1
            while position < bytes.count, bytes[position] != UInt8(ascii: "`"), bytes[position] != UInt8(ascii: "\n") { position += 1 }
            if position < bytes.count, bytes[position] == UInt8(ascii: "`") {
                position += 1
                emit(.identifier, start, position)
            } else {
                position = start + 1
                emit(.punctuation, start, position)
            }
        case UInt8(ascii: "$"):
            let start = position
            position += 1
            identifierTail()
            emit(.identifier, start, position)
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            number()
        case UInt8(ascii: "("):
            if case .interpolation(let parens)? = open.last { open[open.count - 1] = .interpolation(parens: parens + 1) }
            single(.punctuation)
        case UInt8(ascii: ")"):
            if case .interpolation(let parens)? = open.last {
                if parens == 0 {
                    // Back in the string the interpolation is part of.
                    open.removeLast()
                    position += 1
                    return
                }
                open[open.count - 1] = .interpolation(parens: parens - 1)
            }
            single(.punctuation)
        case UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ","),
             UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "\\"):
            single(.punctuation)
        case UInt8(ascii: "."):
            if peek(1) == UInt8(ascii: ".") {
                operatorRun(dots: true)
            } else {
                single(.punctuation)
            }
        default:
            if Self.isOperator(byte) {
                operatorRun(dots: false)
            } else if Self.startsIdentifier(byte) {
                let start = position
                identifierTail()
                emit(.identifier, start, position)
            } else {
                problems.append(("unexpected byte 0x\(String(byte, radix: 16)) in Swift source", position))
                position += 1
            }
        }
    }

    private func peek(_ ahead: Int) -> UInt8? {
        position + ahead < bytes.count ? bytes[position + ahead] : nil
    }

    private mutating func single(_ kind: SwiftToken.Kind) {
        position += 1
        emit(kind, position - 1, position)
    }

    /// Only tokens outside string literals are kept: an interpolation's are part of its string.
    private mutating func emit(_ kind: SwiftToken.Kind, _ start: Int, _ end: Int) {
        guard open.isEmpty || kind == .string && open.count <= 1 else { return }
        tokens.append(SwiftToken(kind: kind, start: start, end: end, atLineStart: atLineStart))
        atLineStart = false
    }

    private mutating func comment(_ start: Int, isLine: Bool) {
        if open.isEmpty { comments.append(SwiftComment(start: start, end: position, isLine: isLine)) }
    }

    /// `/* … */`, nested to any depth (a counter, not a stack: nothing else opens inside).
    private mutating func blockComment() {
        let start = position
        position += 2
        var depth = 1
        while position < bytes.count, depth > 0 {
            if bytes[position] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                depth += 1
                position += 2
            } else if bytes[position] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                depth -= 1
                position += 2
            } else {
                if bytes[position] == UInt8(ascii: "\n"), open.isEmpty { atLineStart = true }
                position += 1
            }
        }
        if depth > 0 { problems.append(("unterminated comment", start)) }
        comment(start, isLine: false)
    }

    private static func startsIdentifier(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") || byte >= 0x80
    }

    private static func continuesIdentifier(_ byte: UInt8) -> Bool {
        startsIdentifier(byte) || byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private mutating func identifierTail() {
        while position < bytes.count, Self.continuesIdentifier(bytes[position]) { position += 1 }
    }

    private static func isOperator(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"),
             UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
             UInt8(ascii: "~"), UInt8(ascii: "?"):
            return true
        default:
            return false
        }
    }

    /// A run of operator characters; one that starts with dots (`...`, `..<`) may hold dots.
    /// A comment start ends the run.
    private mutating func operatorRun(dots: Bool) {
        let start = position
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") || peek(1) == UInt8(ascii: "*"), position > start { break }
            guard Self.isOperator(byte) || dots && byte == UInt8(ascii: ".") else { break }
            position += 1
        }
        emit(.op, start, position)
    }

    /// Decimal, hexadecimal, octal and binary literals, with `_` separators, fractions and exponents.
    private mutating func number() {
        let start = position
        var kind = SwiftToken.Kind.integer
        let radixPrefix = bytes[position] == UInt8(ascii: "0") ? peek(1) : nil
        let hex = radixPrefix == UInt8(ascii: "x")
        if radixPrefix == UInt8(ascii: "x") || radixPrefix == UInt8(ascii: "o") || radixPrefix == UInt8(ascii: "b") { position += 2 }
        func digit(_ byte: UInt8) -> Bool {
            byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") || byte == UInt8(ascii: "_")
                || hex && (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "f")
        }
        while position < bytes.count, digit(bytes[position]) { position += 1 }
        // A fraction needs a digit after the dot: `1.description` and `0..<n` are no floats.
        if position + 1 < bytes.count, bytes[position] == UInt8(ascii: "."), bytes[position + 1] >= UInt8(ascii: "0"),
           bytes[position + 1] <= UInt8(ascii: "9") || hex && digit(bytes[position + 1]) {
            kind = .float
            position += 1
            while position < bytes.count, digit(bytes[position]) { position += 1 }
        }
        if position < bytes.count, hex ? (bytes[position] | 0x20) == UInt8(ascii: "p") : (bytes[position] | 0x20) == UInt8(ascii: "e") {
            var next = position + 1
            if next < bytes.count, bytes[next] == UInt8(ascii: "+") || bytes[next] == UInt8(ascii: "-") { next += 1 }
            if next < bytes.count, bytes[next] >= UInt8(ascii: "0"), bytes[next] <= UInt8(ascii: "9") {
                kind = .float
                position = next
                while position < bytes.count, digit(bytes[position]) && (bytes[position] | 0x20) < UInt8(ascii: "a") { position += 1 }
            }
        }
        emit(kind, start, position)
    }

    /// `#` starts a raw string (`#"…"#`), a directive (`#if`) or another `#` word.
    private mutating func pound() {
        let start = position
        var hashes = 0
        while position + hashes < bytes.count, bytes[position + hashes] == UInt8(ascii: "#") { hashes += 1 }
        if position + hashes < bytes.count, bytes[position + hashes] == UInt8(ascii: "\"") {
            position += hashes
            openString(hashes: hashes, start: start)
            return
        }
        position += 1
        guard position < bytes.count, Self.startsIdentifier(bytes[position]) else {
            emit(.punctuation, start, position)
            return
        }
        identifierTail()
        switch text(start, position) {
        case "#if", "#elseif", "#else", "#endif": emit(.directive, start, position)
        default: emit(.pound, start, position)
        }
    }

    // MARK: Strings

    /// At `"` (after any `#`s): opens a single-line or multi-line literal. A multi-line
    /// literal's `"""` ends its line (Swift: its content begins on a new line), so `#"""#` is
    /// a raw literal holding one quote.
    private mutating func openString(hashes: Int, start: Int? = nil) {
        var multiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
        if multiline {
            var k = 3
            while peek(k) == UInt8(ascii: " ") || peek(k) == UInt8(ascii: "\t") { k += 1 }
            multiline = peek(k) == nil || peek(k) == UInt8(ascii: "\n") || peek(k) == UInt8(ascii: "\r")
        }
        open.append(.string(start: start ?? position, multiline: multiline, hashes: hashes))
        position += multiline ? 3 : 1
    }

    /// Reads string content up to the closing delimiter or an interpolation.
    private mutating func scanString(start: Int, multiline: Bool, hashes: Int) {
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\""), closes(multiline: multiline, hashes: hashes) {
                position += (multiline ? 3 : 1) + hashes
                open.removeLast()
                emit(.string, start, position)
                return
            }
            if byte == UInt8(ascii: "\\"), hashesFollow(position + 1, hashes) {
                let after = position + 1 + hashes
                if after < bytes.count, bytes[after] == UInt8(ascii: "(") {
                    position = after + 1
                    open.append(.interpolation(parens: 0))
                    return
                }
                // An escaped character (a line continuation in a multi-line literal included).
                position = min(bytes.count, after + 1)
                continue
            }
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r"), !multiline {
                problems.append(("unterminated string literal", start))
                open.removeLast()
                emit(.string, start, position)
                return
            }
            position += 1
        }
    }

    private func hashesFollow(_ at: Int, _ hashes: Int) -> Bool {
        guard at + hashes <= bytes.count else { return false }
        for k in 0..<hashes where bytes[at + k] != UInt8(ascii: "#") { return false }
        return true
    }

    /// At a `"`: whether it (with the next two, for a multi-line literal) and `hashes` `#`s close the literal.
    private func closes(multiline: Bool, hashes: Int) -> Bool {
        if multiline, !(peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")) { return false }
        return hashesFollow(position + (multiline ? 3 : 1), hashes)
    }
}
