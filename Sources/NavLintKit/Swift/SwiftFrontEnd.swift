/// The Swift front end (SPEC 7): `.swift` files (and overlay specs) → the spec document the
/// JSON front end would read, located in the Swift files, plus the notes of what it could
/// not resolve (`extract-unresolved`) and the `navlint:disable` comments of each file.
public enum SwiftFrontEnd {
    public static let unresolvedID = "extract-unresolved"

    /// What `navlint explain extract-unresolved` prints: the notes are the front end's, not a rule's.
    static let unresolvedExplanation = """
        extract-unresolved (note, from the Swift front end; not a rule)

        navlint read something in the Swift sources it cannot turn into navigation facts
        without guessing: the type of a pushed value, a URL built at run time, tabs made by
        ForEach (read as one tab), a second navigation container in one view, code that does
        not parse. It says so at that line and leaves it out, so no error rests on a guess.

        Fix it by making the code say it (a typed value, a literal, a declared type), by an
        overlay spec beside the sources that adds what code cannot show (routes, screens,
        ignores; see `navlint extract`), or turn the notes off in .navlint.json:
          { "rules": { "extract-unresolved": "off" } }

        """

    struct Result {
        /// The spec: recognized from the Swift files, with the overlays laid over it.
        let document: JSONValue
        /// `extract-unresolved` notes and problems of suppression comments, at combined offsets.
        let notes: [(message: String, range: SourceRange)]
        let suppressionProblems: [(message: String, range: SourceRange)]
        /// Per file of the set (nil for overlays): which rules are off on which lines.
        let suppressions: [SwiftSuppressions?]
        /// Overlay files that are not JSON: their problems, at combined offsets.
        let overlayProblems: [JSONProblem]
        /// Why the spec misses part of the app, if it does (RuleContext.partial).
        let partial: String?
        /// Screens with a push whose value navlint could not type (RuleContext.untypedPushes).
        let untypedPushes: Set<String>
    }

    static func isSwift(_ file: SourceFile) -> Bool { file.path.hasSuffix(".swift") }

    static func read(_ set: SourceSet) -> Result {
        let module = SwiftModule(set, only: Set(set.files.indices.filter { isSwift(set.files[$0]) }))
        let recognizer = SwiftRecognizer(module)
        let root = recognizer.root()
        recognizer.resolve()
        var document = recognizer.document(root: root, app: module.appName)
        var suppressions: [SwiftSuppressions?] = Array(repeating: nil, count: set.files.count)
        var suppressionProblems: [(message: String, range: SourceRange)] = []
        for (u, unit) in module.units.enumerated() {
            let k = module.fileIndices[u]
            let found = SwiftSuppressions(unit.tree.lexer, file: set.files[k])
            suppressions[k] = found
            for problem in found.problems {
                suppressionProblems.append((problem.message, SourceRange(unit.base + problem.offset, unit.base + problem.offset + 2)))
            }
        }
        var overlayProblems: [JSONProblem] = []
        var overlaidRoutes = false
        for (k, file) in set.files.enumerated() where !isSwift(file) {
            let parsed = JSONParser.parse(file.bytes)
            let base = set.starts[k]
            overlayProblems += parsed.problems.map { JSONProblem(message: $0.message, range: SourceRange($0.range.start + base, $0.range.end + base)) }
            if let overlay = parsed.value {
                document = Overlay.lay(overlay.shifted(by: base), over: document)
                overlaidRoutes = overlaidRoutes || overlay["deepLinks"] != nil
            }
        }
        var notes = recognizer.notes + (overlaidRoutes ? [] : recognizer.routeNotes)
        notes += module.problems.map { ("the Swift reader skipped what it could not read here: \($0.message)", SourceRange($0.offset, $0.offset + 1)) }
        return Result(document: document, notes: notes, suppressionProblems: suppressionProblems, suppressions: suppressions,
                      overlayProblems: overlayProblems, partial: recognizer.partial, untypedPushes: recognizer.untypedPushes)
    }
}

extension JSONValue {
    static func string(_ text: String, _ range: SourceRange) -> JSONValue { JSONValue(kind: .string(text), range: range) }
    static func bool(_ flag: Bool, _ range: SourceRange) -> JSONValue { JSONValue(kind: .bool(flag), range: range) }
    static func number(_ value: Double, _ range: SourceRange) -> JSONValue { JSONValue(kind: .number(value), range: range) }
    static func array(_ items: [JSONValue], _ range: SourceRange) -> JSONValue { JSONValue(kind: .array(items), range: range) }
    static func object(_ members: [(String, JSONValue)], _ range: SourceRange) -> JSONValue {
        JSONValue(kind: .object(members.map { JSONMember(key: $0.0, keyRange: $0.1.range, value: $0.1) }), range: range)
    }

    /// The value with every range moved by `offset` (an overlay read on its own, placed in a source set).
    func shifted(by offset: Int) -> JSONValue {
        let range = SourceRange(self.range.start + offset, self.range.end + offset)
        switch kind {
        case .array(let items): return JSONValue(kind: .array(items.map { $0.shifted(by: offset) }), range: range)
        case .object(let members):
            return JSONValue(kind: .object(members.map {
                JSONMember(key: $0.key, keyRange: SourceRange($0.keyRange.start + offset, $0.keyRange.end + offset), value: $0.value.shifted(by: offset))
            }), range: range)
        default: return JSONValue(kind: kind, range: range)
        }
    }

    /// The member `key` of an object.
    subscript(key: String) -> JSONValue? {
        guard case .object(let members) = kind else { return nil }
        return members.first { $0.key == key }?.value
    }
}

/// A spec beside the sources (SPEC 7) adds what code cannot show: deep links, `ignore`s,
/// corrections. Its top-level keys replace the recognized ones, except `types`, `screens`
/// and `destinationSets`, merged by name; in a screen or type named in both, each key the
/// overlay gives replaces the recognized one.
enum Overlay {
    static func lay(_ overlay: JSONValue, over base: JSONValue) -> JSONValue {
        guard case .object(let top) = overlay.kind, case .object(var merged) = base.kind else { return overlay }
        for member in top {
            guard let at = merged.firstIndex(where: { $0.key == member.key }) else {
                merged.append(member)
                continue
            }
            if ["types", "screens", "destinationSets"].contains(member.key) {
                merged[at].value = byName(member.value, over: merged[at].value, depth: member.key == "destinationSets" ? 0 : 1)
            } else {
                merged[at] = member
            }
        }
        return JSONValue(kind: .object(merged), range: base.range)
    }

    /// Members matched by key; with `depth` 1, matching objects are merged a level further.
    private static func byName(_ overlay: JSONValue, over base: JSONValue, depth: Int) -> JSONValue {
        guard case .object(let top) = overlay.kind, case .object(var merged) = base.kind else { return overlay }
        for member in top {
            if let at = merged.firstIndex(where: { $0.key == member.key }) {
                merged[at].value = depth > 0 ? byName(member.value, over: merged[at].value, depth: depth - 1) : member.value
            } else {
                merged.append(member)
            }
        }
        return JSONValue(kind: .object(merged), range: base.range)
    }
}
