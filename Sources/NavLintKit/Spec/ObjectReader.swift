/// Reads one JSON object of the spec: reports unknown keys (with a suggestion) when created,
/// and wrong types or missing keys as each key is read.
struct ObjectReader {
    /// How messages name the object; made only when a message needs it.
    private let describe: () -> String
    var what: String { describe() }
    let range: SourceRange
    let problems: ProblemList
    /// First occurrences, in order; spec objects are small, so a scan beats hashing.
    private let list: [JSONMember]
    private let index: [String: Int]?

    /// nil (and a problem reported) when `value` is not an object.
    init?(_ value: JSONValue, _ what: @autoclosure @escaping () -> String, keys allowed: [String], _ problems: ProblemList) {
        guard case .object(let list) = value.kind else {
            problems.add("\(what()) must be an object, found \(value.typeName)", at: value.range)
            return nil
        }
        self.describe = what
        self.range = value.range
        self.problems = problems
        var first: [JSONMember] = []
        first.reserveCapacity(list.count)
        var index: [String: Int]? = list.count > 12 ? [:] : nil
        for member in list {
            if index != nil {
                guard index![member.key] == nil else { continue }
                index![member.key] = first.count
            } else if first.contains(where: { $0.key == member.key }) {
                continue
            }
            first.append(member)
            if !allowed.contains(member.key) {
                problems.add("unknown key \"\(member.key)\" in \(what())" + Suggestion.didYouMean(member.key, in: allowed),
                             at: member.keyRange)
            }
        }
        self.list = first
        self.index = index
    }

    private subscript(key: String) -> JSONMember? {
        if let index { return index[key].map { list[$0] } }
        return list.first { $0.key == key }
    }

    func has(_ key: String) -> Bool { self[key] != nil }
    func value(_ key: String) -> JSONValue? { self[key]?.value }
    func keyRange(_ key: String) -> SourceRange? { self[key]?.keyRange }

    /// `expected`: what the key takes, said where it is missing (`one of "binding", "none"`).
    func required(_ key: String, expected: String? = nil) -> JSONValue? {
        guard let value = self[key]?.value else {
            problems.add("\(what) is missing the required key \"\(key)\"" + (expected.map { " (\($0))" } ?? ""),
                         at: SourceRange(range.start, range.start + 1))
            return nil
        }
        return value
    }

    func string(_ key: String, required isRequired: Bool = false) -> Located<String>? {
        guard let value = isRequired ? required(key) : self[key]?.value else { return nil }
        return Self.string(value, "\"\(key)\" of \(what)", problems)
    }

    static func string(_ value: JSONValue, _ what: String, _ problems: ProblemList) -> Located<String>? {
        guard case .string(let text) = value.kind else {
            problems.add("\(what) must be a string, found \(value.typeName)", at: value.range)
            return nil
        }
        return Located(value: text, range: value.range)
    }

    func bool(_ key: String) -> Located<Bool>? {
        guard let value = self[key]?.value else { return nil }
        guard case .bool(let flag) = value.kind else {
            problems.add("\"\(key)\" of \(what) must be true or false, found \(value.typeName)", at: value.range)
            return nil
        }
        return Located(value: flag, range: value.range)
    }

    func int(_ key: String, required isRequired: Bool = false, minimum: Int) -> Located<Int>? {
        guard let value = isRequired ? required(key) : self[key]?.value else { return nil }
        guard case .number(let number) = value.kind, number == number.rounded(), number >= Double(minimum),
              number <= Double(Int32.max) else {
            problems.add("\"\(key)\" of \(what) must be a whole number of at least \(minimum), found \(value.typeName == "a number" ? "\(value.numberText)" : value.typeName)",
                         at: value.range)
            return nil
        }
        return Located(value: Int(number), range: value.range)
    }

    func enumeration<E: RawRepresentable & CaseIterable & Sendable>(
        _ key: String, _ type: E.Type, required isRequired: Bool = false
    ) -> Located<E>? where E.RawValue == String {
        // The choices are spelled out only where something is wrong: this runs for every object read.
        let names = { E.allCases.map(\.rawValue) }
        let choices = { "one of " + names().map { "\"\($0)\"" }.joined(separator: ", ") }
        if isRequired, !has(key) {
            _ = required(key, expected: choices())
            return nil
        }
        guard let text = string(key) else { return nil }
        guard let parsed = E(rawValue: text.value) else {
            problems.add("\"\(key)\" of \(what) must be \(choices()), found \"\(text.value)\""
                         + Suggestion.didYouMean(text.value, in: names()), at: text.range)
            return nil
        }
        return Located(value: parsed, range: text.range)
    }

    /// A string or an array of strings (`"push": "A"` or `["A", "B"]`).
    func strings(_ key: String, allowSingle: Bool = false) -> [Located<String>] {
        guard let value = self[key]?.value else { return [] }
        return Self.strings(value, "\"\(key)\" of \(what)", allowSingle: allowSingle, problems)
    }

    static func strings(_ value: JSONValue, _ what: String, allowSingle: Bool, _ problems: ProblemList) -> [Located<String>] {
        switch value.kind {
        case .string(let text) where allowSingle:
            return [Located(value: text, range: value.range)]
        case .array(let items):
            return items.compactMap { string($0, "an element of \(what)", problems) }
        default:
            problems.add("\(what) must be \(allowSingle ? "a string or " : "")an array of strings, found \(value.typeName)", at: value.range)
            return []
        }
    }

    func array(_ key: String) -> [JSONValue] {
        guard let value = self[key]?.value else { return [] }
        guard case .array(let items) = value.kind else {
            problems.add("\"\(key)\" of \(what) must be an array, found \(value.typeName)", at: value.range)
            return []
        }
        return items
    }
}

extension JSONValue {
    var numberText: String {
        if case .number(let n) = kind {
            return n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n)
        }
        return typeName
    }
}
