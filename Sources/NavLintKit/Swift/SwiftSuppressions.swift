/// `// navlint:disable:next <rule>…`, and `// navlint:disable <rule>…` … `// navlint:enable
/// <rule>…` ranges, in Swift comments (SPEC 7): which rules are off on which lines. `all`
/// names every rule. A directive that is misspelled or names no rule is reported, so a
/// suppression that does nothing does not go unnoticed.
struct SwiftSuppressions {
    /// Per rule (or "all"), the line ranges it is off on (1-based, inclusive).
    private(set) var off: [String: [ClosedRange<Int>]] = [:]
    private(set) var problems: [(message: String, offset: Int)] = []

    init(_ lexer: SwiftLexer, file: SourceFile, rules: Set<String> = AllRules.knownIDs) {
        var open: [String: Int] = [:]
        for comment in lexer.comments where comment.isLine {
            let text = lexer.text(comment.start, comment.end).dropFirst(2).drop { $0 == " " || $0 == "\t" }
            guard text.hasPrefix("navlint:") else { continue }
            let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            let names = Array(words.dropFirst())
            let line = file.position(of: comment.start).line
            guard !names.isEmpty else {
                problems.append(("'\(words[0])' names no rule; write the rule ids it applies to, or 'all'", comment.start))
                continue
            }
            for name in names where name != "all" && !rules.contains(name) {
                problems.append(("unknown rule '\(name)' in '\(words[0])'", comment.start))
            }
            switch words[0] {
            case "navlint:disable:next":
                for name in names { off[name, default: []].append(line + 1...line + 1) }
            case "navlint:disable:this":
                for name in names { off[name, default: []].append(line...line) }
            case "navlint:disable":
                for name in names where open[name] == nil { open[name] = line }
            case "navlint:enable":
                for name in names {
                    if let start = open.removeValue(forKey: name) { off[name, default: []].append(start...line) }
                }
            default:
                problems.append(("unknown directive '\(words[0])'; navlint reads disable, disable:next, disable:this and enable", comment.start))
            }
        }
        // A range left open runs to the end of the file.
        let last = file.position(of: file.bytes.count).line
        for (name, start) in open { off[name, default: []].append(start...max(start, last)) }
    }

    /// Whether rule `id` is off on `line`.
    func suppresses(_ id: String, line: Int) -> Bool {
        (off[id] ?? []).contains { $0.contains(line) } || (off["all"] ?? []).contains { $0.contains(line) }
    }
}
