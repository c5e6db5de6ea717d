/// A JSONC reader (comments and trailing commas allowed) that keeps every value's range.
///
/// It never recurses: containers being read live on an explicit stack, so hostile nesting
/// costs heap, not call stack, and is cut off at `maxDepth` with a clean error.
public struct JSONParser {
    public static let maxDepth = 512

    public struct Result: Sendable {
        /// nil when the text is not JSON; `problems` then holds the one syntax error.
        public var value: JSONValue?
        /// Syntax errors and duplicate keys, in text order.
        public var problems: [JSONProblem]
    }

    public static func parse(_ bytes: [UInt8]) -> Result {
        var parser = JSONParser(bytes: bytes)
        do {
            let value = try parser.parseDocument()
            return Result(value: value, problems: parser.duplicates)
        } catch let problem as JSONProblem {
            return Result(value: nil, problems: parser.duplicates + [problem])
        } catch {
            return Result(value: nil, problems: [JSONProblem(message: "\(error)", range: .none)])
        }
    }

    private let bytes: [UInt8]
    private var i = 0
    private var duplicates: [JSONProblem] = []

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private enum Frame {
        case array(start: Int, items: [JSONValue])
        case object(start: Int, members: [JSONMember], seen: [String: SourceRange], key: String, keyRange: SourceRange)
    }

    private mutating func parseDocument() throws -> JSONValue {
        if let bad = UTF8Validation.firstInvalidOffset(bytes) {
            throw JSONProblem(message: "invalid UTF-8 (byte 0x\(hex(bytes[bad])))", range: SourceRange(bad, bad + 1))
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { i = 3 }
        try skipTrivia()
        if i >= bytes.count {
            throw JSONProblem(message: "the file is empty; expected a JSON object", range: SourceRange(i, i))
        }
        var stack: [Frame] = []
        var value = try parseValueOrOpen(&stack)
        while true {
            guard let completed = value else {
                // A container was just opened: read its first element, or its end.
                try skipTrivia()
                if try closeIfAt(&stack, &value) { continue }
                if case .object = stack.last { try readKey(&stack) }
                value = try parseValueOrOpen(&stack)
                continue
            }
            if stack.isEmpty {
                try skipTrivia()
                if i < bytes.count {
                    throw problem("unexpected \(describe(i)) after the end of the JSON value")
                }
                return completed
            }
            append(completed, to: &stack)
            try skipTrivia()
            if try closeIfAt(&stack, &value) { continue }
            guard i < bytes.count else { throw unexpectedEnd(stack) }
            guard bytes[i] == UInt8(ascii: ",") else {
                let wanted = isObject(stack) ? "',' or '}'" : "',' or ']'"
                throw problem("expected \(wanted), found \(describe(i))")
            }
            i += 1
            try skipTrivia()
            if try closeIfAt(&stack, &value) { continue }  // trailing comma
            if isObject(stack) { try readKey(&stack) }
            value = try parseValueOrOpen(&stack)
        }
    }

    private func isObject(_ stack: [Frame]) -> Bool {
        if case .object = stack.last { return true }
        return false
    }

    /// Reads a scalar, or opens a container and returns nil.
    private mutating func parseValueOrOpen(_ stack: inout [Frame]) throws -> JSONValue? {
        try skipTrivia()
        guard i < bytes.count else { throw unexpectedEnd(stack) }
        let start = i
        switch bytes[i] {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            guard stack.count < Self.maxDepth else {
                throw problem("nesting is deeper than \(Self.maxDepth) levels", length: 1)
            }
            let isObject = bytes[i] == UInt8(ascii: "{")
            i += 1
            stack.append(isObject
                ? .object(start: start, members: [], seen: [:], key: "", keyRange: .none)
                : .array(start: start, items: []))
            return nil
        case UInt8(ascii: "\""):
            let text = try parseString()
            return JSONValue(kind: .string(text), range: SourceRange(start, i))
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return try parseNumber()
        case UInt8(ascii: "t"):
            return try literal("true", .bool(true))
        case UInt8(ascii: "f"):
            return try literal("false", .bool(false))
        case UInt8(ascii: "n"):
            return try literal("null", .null)
        case let b where isWordByte(b):
            return try literal("", .null)
        default:
            throw problem("expected a value, found \(describe(i))", length: 1)
        }
    }

    private mutating func readKey(_ stack: inout [Frame]) throws {
        guard i < bytes.count else { throw unexpectedEnd(stack) }
        guard bytes[i] == UInt8(ascii: "\"") else {
            throw problem("expected a key in double quotes, found \(describe(i))", length: 1)
        }
        let start = i
        let key = try parseString()
        let keyRange = SourceRange(start, i)
        try skipTrivia()
        guard i < bytes.count else { throw unexpectedEnd(stack) }
        guard bytes[i] == UInt8(ascii: ":") else {
            throw problem("expected ':' after key \"\(key)\", found \(describe(i))", length: 1)
        }
        i += 1
        guard case .object(let s, let members, var seen, _, _) = stack.removeLast() else { return }
        // Small objects (nearly all of a spec) are searched; large ones get a table.
        let earlier: SourceRange?
        if members.count < 16 {
            earlier = members.first { $0.key == key }?.keyRange
        } else {
            if seen.isEmpty { for member in members where seen[member.key] == nil { seen[member.key] = member.keyRange } }
            earlier = seen[key]
            if earlier == nil { seen[key] = keyRange }
        }
        if let first = earlier {
            let (line, column) = lineColumn(first.start)
            duplicates.append(JSONProblem(
                message: "duplicate key \"\(key)\" (first defined at line \(line), column \(column))",
                range: keyRange))
        }
        stack.append(.object(start: s, members: members, seen: seen, key: key, keyRange: keyRange))
    }

    private mutating func closeIfAt(_ stack: inout [Frame], _ value: inout JSONValue?) throws -> Bool {
        guard i < bytes.count, let top = stack.last else { return false }
        switch (top, bytes[i]) {
        case (.array(let start, let items), UInt8(ascii: "]")):
            i += 1
            stack.removeLast()
            value = JSONValue(kind: .array(items), range: SourceRange(start, i))
            return true
        case (.object(let start, let members, _, _, _), UInt8(ascii: "}")):
            i += 1
            stack.removeLast()
            value = JSONValue(kind: .object(members), range: SourceRange(start, i))
            return true
        default:
            return false
        }
    }

    private func append(_ value: JSONValue, to stack: inout [Frame]) {
        switch stack.removeLast() {
        case .array(let start, var items):
            items.append(value)
            stack.append(.array(start: start, items: items))
        case .object(let start, var members, let seen, let key, let keyRange):
            members.append(JSONMember(key: key, keyRange: keyRange, value: value))
            stack.append(.object(start: start, members: members, seen: seen, key: key, keyRange: keyRange))
        }
    }

    // MARK: - Scalars

    private mutating func literal(_ word: String, _ kind: JSONValue.Kind) throws -> JSONValue {
        let start = i
        let expected = Array(word.utf8)
        var end = i
        while end < bytes.count, isWordByte(bytes[end]) { end += 1 }
        guard !expected.isEmpty, Array(bytes[start..<end]) == expected else {
            let found = String(decoding: bytes[start..<max(end, start + 1)], as: UTF8.self)
            throw JSONProblem(message: "unexpected word '\(found)'; expected a value (strings need double quotes)",
                              range: SourceRange(start, max(end, start + 1)))
        }
        i = end
        return JSONValue(kind: kind, range: SourceRange(start, end))
    }

    private func isWordByte(_ b: UInt8) -> Bool {
        (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
            || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || b == UInt8(ascii: "_")
    }

    private func isDigit(_ at: Int) -> Bool {
        at < bytes.count && bytes[at] >= UInt8(ascii: "0") && bytes[at] <= UInt8(ascii: "9")
    }

    private mutating func parseNumber() throws -> JSONValue {
        let start = i
        if bytes[i] == UInt8(ascii: "-") { i += 1 }
        guard isDigit(i) else { throw problem("expected a digit after '-'", length: 1) }
        if bytes[i] == UInt8(ascii: "0"), isDigit(i + 1) {
            throw problem("numbers cannot have leading zeros", length: 1)
        }
        while isDigit(i) { i += 1 }
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            guard isDigit(i) else { throw problem("expected a digit after the decimal point", length: 1) }
            while isDigit(i) { i += 1 }
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            guard isDigit(i) else { throw problem("expected a digit in the exponent", length: 1) }
            while isDigit(i) { i += 1 }
        }
        let range = SourceRange(start, i)
        let text = String(decoding: bytes[start..<i], as: UTF8.self)
        guard let number = Double(text), number.isFinite else {
            throw JSONProblem(message: "number \(text) is out of range", range: range)
        }
        return JSONValue(kind: .number(number), range: range)
    }

    /// Reads a string starting at the opening quote; leaves `i` after the closing quote.
    private mutating func parseString() throws -> String {
        let open = i
        i += 1
        var out: [UInt8] = []
        var runStart = i
        while true {
            guard i < bytes.count else {
                throw JSONProblem(message: "unterminated string", range: SourceRange(open, open + 1))
            }
            let b = bytes[i]
            if b == UInt8(ascii: "\"") {
                out.append(contentsOf: bytes[runStart..<i])
                i += 1
                return String(decoding: out, as: UTF8.self)
            }
            if b == UInt8(ascii: "\n") || b == UInt8(ascii: "\r") {
                throw JSONProblem(message: "unterminated string (a line break before the closing quote)",
                                  range: SourceRange(open, open + 1))
            }
            if b < 0x20 {
                throw problem("control character U+\(hex(b, width: 4)) in a string must be escaped", length: 1)
            }
            if b == UInt8(ascii: "\\") {
                out.append(contentsOf: bytes[runStart..<i])
                try parseEscape(into: &out)
                runStart = i
                continue
            }
            i += 1
        }
    }

    private mutating func parseEscape(into out: inout [UInt8]) throws {
        let escapeStart = i
        guard i + 1 < bytes.count else {
            throw JSONProblem(message: "unterminated string", range: SourceRange(i, i + 1))
        }
        let c = bytes[i + 1]
        i += 2
        switch c {
        case UInt8(ascii: "\""): out.append(0x22)
        case UInt8(ascii: "\\"): out.append(0x5C)
        case UInt8(ascii: "/"): out.append(0x2F)
        case UInt8(ascii: "b"): out.append(0x08)
        case UInt8(ascii: "f"): out.append(0x0C)
        case UInt8(ascii: "n"): out.append(0x0A)
        case UInt8(ascii: "r"): out.append(0x0D)
        case UInt8(ascii: "t"): out.append(0x09)
        case UInt8(ascii: "u"):
            let unit = try hex4(escapeStart)
            var scalarValue = UInt32(unit)
            if (0xD800...0xDBFF).contains(unit) {
                guard i + 1 < bytes.count, bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] == UInt8(ascii: "u") else {
                    throw JSONProblem(message: "lone high surrogate \\u\(hex(unit, width: 4)) is not followed by a low surrogate",
                                      range: SourceRange(escapeStart, i))
                }
                let lowStart = i
                i += 2
                let low = try hex4(lowStart)
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw JSONProblem(message: "high surrogate \\u\(hex(unit, width: 4)) is followed by \\u\(hex(low, width: 4)), not a low surrogate",
                                      range: SourceRange(escapeStart, i))
                }
                scalarValue = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(unit) {
                throw JSONProblem(message: "lone low surrogate \\u\(hex(unit, width: 4))", range: SourceRange(escapeStart, i))
            }
            let scalar = Unicode.Scalar(scalarValue) ?? "\u{FFFD}"
            out.append(contentsOf: Array(String(Character(scalar)).utf8))
        default:
            let shown = c < 0x80 && c >= 0x20 ? "'\\\(Character(Unicode.Scalar(c)))'" : "'\\' followed by byte 0x\(hex(c))"
            throw JSONProblem(message: "invalid escape \(shown); valid escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX",
                              range: SourceRange(escapeStart, min(i, bytes.count)))
        }
    }

    /// Reads the four hex digits after `\u`; `i` points at the first digit.
    private mutating func hex4(_ escapeStart: Int) throws -> UInt16 {
        var value: UInt16 = 0
        for _ in 0..<4 {
            guard i < bytes.count, let digit = hexDigit(bytes[i]) else {
                throw JSONProblem(message: "invalid \\u escape: expected four hex digits",
                                  range: SourceRange(escapeStart, min(i + 1, bytes.count)))
            }
            value = value << 4 | UInt16(digit)
            i += 1
        }
        return value
    }

    private func hexDigit(_ b: UInt8) -> UInt8? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): b - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): b - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): b - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    // MARK: - Trivia and messages

    private mutating func skipTrivia() throws {
        while i < bytes.count {
            switch bytes[i] {
            case 0x20, 0x09, 0x0A, 0x0D:
                i += 1
            case UInt8(ascii: "/") where i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: "/"):
                while i < bytes.count, bytes[i] != 0x0A { i += 1 }
            case UInt8(ascii: "/") where i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: "*"):
                let start = i
                i += 2
                while i + 1 < bytes.count, !(bytes[i] == UInt8(ascii: "*") && bytes[i + 1] == UInt8(ascii: "/")) { i += 1 }
                guard i + 1 < bytes.count else {
                    throw JSONProblem(message: "unterminated /* comment", range: SourceRange(start, start + 2))
                }
                i += 2
            default:
                return
            }
        }
    }

    private func unexpectedEnd(_ stack: [Frame]) -> JSONProblem {
        var message = "unexpected end of file"
        switch stack.last {
        case .array(let start, _)?:
            let (line, column) = lineColumn(start)
            message += "; the array opened at line \(line), column \(column) is not closed"
        case .object(let start, _, _, _, _)?:
            let (line, column) = lineColumn(start)
            message += "; the object opened at line \(line), column \(column) is not closed"
        case nil:
            break
        }
        return JSONProblem(message: message, range: SourceRange(bytes.count, bytes.count))
    }

    private func problem(_ message: String, length: Int = 1) -> JSONProblem {
        JSONProblem(message: message, range: SourceRange(i, min(bytes.count, i + length)))
    }

    private func describe(_ at: Int) -> String {
        guard at < bytes.count else { return "end of file" }
        let b = bytes[at]
        if b >= 0x21 && b < 0x7F { return "'\(Character(Unicode.Scalar(b)))'" }
        if b < 0x80 { return "byte 0x\(hex(b))" }
        var end = at + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return "'\(String(decoding: bytes[at..<end], as: UTF8.self))'"
    }

    private func lineColumn(_ offset: Int) -> (Int, Int) {
        var line = 1
        var lineStart = 0
        for k in 0..<min(offset, bytes.count) where bytes[k] == 0x0A {
            line += 1
            lineStart = k + 1
        }
        let column = String(decoding: bytes[lineStart..<min(offset, bytes.count)], as: UTF8.self).count + 1
        return (line, column)
    }
}

func hex<T: BinaryInteger>(_ value: T, width: Int = 2) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
}
