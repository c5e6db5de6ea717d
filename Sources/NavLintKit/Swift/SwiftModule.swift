import Foundation

/// Every Swift file of one app read together (SPEC 7): each file's tree and declarations,
/// and the types the module declares with their extensions merged, so the recognizer can
/// look up a View struct, an enum's cases or a property's type wherever it was written.
struct SwiftModule {
    struct Unit {
        let tree: SwiftTree
        let declarations: [SwiftDecl]
        /// Where the file starts in the source set's combined text.
        let base: Int
    }

    /// A declaration and the unit it was read from.
    struct Member {
        let decl: SwiftDecl
        let unit: Int
    }

    /// A type and its extensions (members and inherited types of all of them).
    struct TypeInfo {
        let name: String
        /// `struct`, `class`, `enum`, `actor`, `protocol`; `extension` when only extensions were seen.
        var keyword: String
        var inherited: [String] = []
        var attributes: [String] = []
        var members: [Member] = []
        /// Where the type is declared (its first declaration).
        var unit: Int
        var nameToken: Int

        var isView: Bool { viewBody != nil }

        /// What the view shows: `var body: some View`, or a `func body(…) -> some View` of a
        /// view protocol from a package (SwiftUIFlux's `ConnectedView` draws `body(props:)`).
        var viewBody: Member? {
            if let body = property("body"), body.decl.body != nil,
               inherited.contains("View") || body.decl.types.first?.contains("View") == true { return body }
            return functions("body").first { $0.decl.body != nil && $0.decl.types.first?.contains("View") == true && !inherited.contains("ViewModifier") }
        }
        var isApp: Bool { inherited.contains("App") }

        /// Member indices by name, built once all extensions are merged (lookups are per use).
        var byName: [String: [Int]] = [:]

        /// A property; of two written under `#if`, the one an iOS build compiles.
        func property(_ name: String) -> Member? {
            let found = (byName[name] ?? []).map { members[$0] }.filter { $0.decl.kind != .function && $0.decl.kind != .enumCase }
            return found.first { SwiftModule.onIOS($0.decl.conditions) } ?? found.first
        }

        func functions(_ name: String) -> [Member] {
            (byName[name] ?? []).map { members[$0] }.filter { $0.decl.kind == .function }
        }

        /// An enum's cases (kept apart: a router enum has hundreds, looked up per push).
        var cases: [Member] = []
        var caseNames: Set<String> = []
    }

    let units: [Unit]
    /// The index in the source set of each unit's file.
    let fileIndices: [Int]
    private(set) var types: [String: TypeInfo] = [:]
    /// Type names in the order first declared, for deterministic walks.
    private(set) var typeOrder: [String] = []

    /// Every property of that name the module's types declare, in the order the types were first declared.
    func properties(named name: String) -> [Member] { typeOrder.compactMap { types[$0]?.property(name) } }
    /// Names code assigns to somewhere (`x = …`, `a.x = …`, `x.toggle()`): state the app changes.
    private(set) var assignedNames: Set<String> = []
    /// Case name → the enums declaring it, in declaration order.
    private(set) var enumsWithCase: [String: [String]] = [:]
    /// Problems reading the files (unterminated strings, unbalanced brackets), at combined offsets.
    private(set) var problems: [(message: String, offset: Int)] = []

    /// The files of `set` at indices `only` (all when nil).
    init(_ set: SourceSet, only: Set<Int>? = nil) {
        var units: [Unit] = []
        var indices: [Int] = []
        for (k, file) in set.files.enumerated() where only?.contains(k) ?? true {
            let tree = SwiftTree(SwiftLexer(bytes: file.bytes))
            units.append(Unit(tree: tree, declarations: tree.declarations(), base: set.starts[k]))
            indices.append(k)
        }
        self.units = units
        fileIndices = indices
        for (u, unit) in units.enumerated() {
            for problem in unit.tree.problems { problems.append((problem.message, unit.base + problem.offset)) }
            for decl in unit.declarations { add(decl, unit: u) }
        }
        for unit in units {
            let tokens = unit.tree.tokens
            for t in tokens.indices.dropFirst() where tokens[t - 1].kind == .identifier {
                let text = unit.tree.text(t)
                if tokens[t].kind == .op, text == "=" || text == "+=" { assignedNames.insert(unit.tree.text(t - 1)) }
                if text == ".", t + 1 < tokens.count, unit.tree.text(t + 1) == "toggle" { assignedNames.insert(unit.tree.text(t - 1)) }
            }
        }
        for name in typeOrder {
            for (k, member) in types[name]!.members.enumerated() { types[name]!.byName[member.decl.name, default: []].append(k) }
        }
        for name in typeOrder where types[name]!.keyword == "enum" {
            for member in types[name]!.cases where enumsWithCase[member.decl.name]?.last != name {
                enumsWithCase[member.decl.name, default: []].append(name)
            }
        }
    }

    /// Types (nested ones too, by their own name) with their members.
    private mutating func add(_ decl: SwiftDecl, unit: Int) {
        guard case .type(let keyword) = decl.kind else { return }
        let name = String(decl.name.split(separator: ".").last ?? Substring(decl.name))
        if types[name] == nil {
            types[name] = TypeInfo(name: name, keyword: keyword, unit: unit, nameToken: decl.nameToken)
            typeOrder.append(name)
        }
        if keyword != "extension", types[name]!.keyword == "extension" {
            types[name]!.keyword = keyword
            types[name]!.unit = unit
            types[name]!.nameToken = decl.nameToken
        }
        types[name]!.inherited += decl.types.flatMap { $0.split(separator: "&").map { $0.trimmingCharacters(in: .whitespaces) } }
        types[name]!.attributes += decl.attributes
        types[name]!.members += decl.members.map { Member(decl: $0, unit: unit) }
        for member in decl.members where member.kind == .enumCase {
            types[name]!.cases.append(Member(decl: member, unit: unit))
            types[name]!.caseNames.insert(member.name)
        }
        for member in decl.members { add(member, unit: unit) }
    }

    /// The `@main` App's name without an `App` suffix.
    var appName: String? {
        guard let app = typeOrder.first(where: { types[$0]?.isApp == true }) else { return nil }
        return app.hasSuffix("App") && app.count > 3 ? String(app.dropLast(3)) : app
    }

    func range(_ unit: Int, _ token: Int) -> SourceRange {
        let t = units[unit].tree.tokens[token]
        return SourceRange(units[unit].base + t.start, units[unit].base + t.end)
    }

    func text(_ unit: Int, _ token: Int) -> String { units[unit].tree.text(token) }

    /// Whether code under these `#if` conditions is compiled for iOS, as far as the
    /// conditions name a platform (`os(macOS)`, `targetEnvironment(macCatalyst)`, …).
    static func onIOS(_ conditions: [String]) -> Bool {
        let elsewhere = ["os(macOS)", "os(watchOS)", "os(tvOS)", "os(visionOS)", "macCatalyst", "os(Linux)"]
        for condition in conditions {
            let text = condition.replacingOccurrences(of: " ", with: "")
            let negated = text.hasPrefix("!")
            let namesElsewhere = elsewhere.contains { text.contains($0) } && !text.contains("os(iOS)")
            if namesElsewhere != negated { return false }
            if text.contains("os(iOS)"), negated { return false }
        }
        return true
    }

    /// The element type of `[T]`, `Array<T>`, `Set<T>`, `T?`: the type a value of it holds.
    static func element(of type: String) -> String? {
        let t = bare(type)
        if t.hasPrefix("[") && t.hasSuffix("]") && !t.contains(":") { return bare(String(t.dropFirst().dropLast())) }
        for wrapper in ["Array<", "Set<", "IdentifiedArrayOf<"] where t.hasPrefix(wrapper) && t.hasSuffix(">") {
            return bare(String(t.dropFirst(wrapper.count).dropLast()))
        }
        return nil
    }

    /// A declared type as a plain name: spaces, optionals and `some`/`any` removed.
    static func bare(_ type: String) -> String {
        var t = type.replacingOccurrences(of: " ", with: "")
        while t.hasSuffix("?") || t.hasSuffix("!") { t.removeLast() }
        for prefix in ["some", "any"] where t.hasPrefix(prefix) && t.count > prefix.count
            && t[t.index(t.startIndex, offsetBy: prefix.count)].isUppercase {
            t.removeFirst(prefix.count)
        }
        return t
    }
}
