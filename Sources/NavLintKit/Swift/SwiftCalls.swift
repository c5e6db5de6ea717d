/// View bodies as call trees (SPEC 7): statements, `if`/`switch`, calls with their
/// arguments and trailing closures, modifier chains, closures with their parameters. Just
/// the shape the recognizer reads; other expressions stay items of the bracket tree.
/// Recursion follows the bracket tree, whose depth SwiftTree caps.
indirect enum SwiftExpr {
    /// `Text("a")`, `.sheet(isPresented: $x) { … }`, `path.append(r)`, `List { … }`.
    case call(SwiftCall)
    /// A name or a member path: `title`, `$path`, `Route.home`, `.home`, `self.router.path`.
    case name(String, token: Int)
    case closure(SwiftClosure)
    /// A string or number literal.
    case literal(token: Int)
    /// Anything else, as written.
    case other([SwiftTree.Item])
}

struct SwiftCall {
    /// The callee as written (`NavigationStack`, `path.append`) or, for a modifier, its name
    /// with the leading dot (`.navigationDestination`).
    let name: String
    let nameToken: Int
    let arguments: [SwiftArgument]
    /// Trailing closures in order; the first has no label.
    let closures: [(label: String?, closure: SwiftClosure)]
    /// The modifiers applied to its result, in order (`.padding()`, `.sheet(…) { … }`): a
    /// flat list however long the chain.
    var modifiers: [SwiftCall] = []
}

struct SwiftArgument {
    let label: String?
    let value: SwiftExpr
}

struct SwiftClosure {
    /// The group of the closure's braces.
    let group: Int
    /// `item in`, `(a, b) in`: the parameter names.
    let parameters: [String]
    let statements: [SwiftStatement]
}

enum SwiftStatement {
    case expression(SwiftExpr)
    /// `if c1 { … } else if c2 { … } else { … }`: each branch's `if` token, condition (as
    /// written) and statements, flat however long the chain, then the `else` branch. A
    /// `guard c else { … }` is one branch with no statements and its `else`.
    case conditional(branches: [SwiftBranch], otherwise: [SwiftStatement]?)
    /// `switch subject { case …: … default: … }`: each case's patterns as written, and its statements.
    case switchOver(subject: [SwiftTree.Item], cases: [(patterns: [SwiftTree.Item], statements: [SwiftStatement])], token: Int)
    /// `let x = …`, `var y: T = …` inside a body.
    case local(name: String, token: Int, value: SwiftExpr?)
    /// `x = …`, `x += …`.
    case assignment(target: SwiftExpr, op: String, value: SwiftExpr)
}

struct SwiftBranch {
    let token: Int
    let condition: [SwiftTree.Item]
    let statements: [SwiftStatement]
}

extension SwiftTree {
    /// The statements of a brace group (a body, a closure, a branch).
    func statements(in g: Int) -> [SwiftStatement] { closure(g).statements }

    /// A closure's parameters (`a, b in`, `(a, b) in`, `_ in`), removed from its items.
    private func closureParameters(_ items: inout [Item], into names: inout [String]) -> Bool {
        guard let inAt = items.prefix(16).firstIndex(where: { word($0) == "in" }) else { return false }
        var found: [String] = []
        for item in items[..<inAt] {
            switch item {
            case .token(let t) where tokens[t].kind == .identifier: found.append(text(t))
            case .token(let t) where text(t) == "," || text(t) == "->" || text(t) == ":": continue
            case .group(let p) where groups[p].bracket == .paren:
                for case .token(let t) in groups[p].items where tokens[t].kind == .identifier { found.append(text(t)) }
            default: return false
            }
        }
        names = found
        items.removeFirst(inAt + 1)
        return true
    }

    func closure(_ g: Int) -> SwiftClosure {
        var items = groups[g].items
        var parameters: [String] = []
        _ = closureParameters(&items, into: &parameters)
        return SwiftClosure(group: g, parameters: parameters, statements: statements(items))
    }

    /// Splits items into statements at line breaks and `;`, except where the next line
    /// continues the expression (a modifier `.x`, an operator, `else`, a labeled closure).
    private func statements(_ items: [Item]) -> [SwiftStatement] {
        let items = postfixDirectives(items)
        var result: [SwiftStatement] = []
        var current: [Item] = []
        func flush() {
            if !current.isEmpty { result.append(statement(current)) }
            current = []
        }
        for (k, item) in items.enumerated() {
            if word(item) == ";" {
                flush()
                continue
            }
            if atLineStart(item), !current.isEmpty, !continues(item, after: current.last!, next: k + 1 < items.count ? items[k + 1] : nil) {
                flush()
            }
            current.append(item)
        }
        flush()
        return result
    }

    /// `List { … }.a() #if !os(visionOS) .b() #endif .c()`: a `#if` inside a modifier chain
    /// keeps the branch an iOS build compiles, so the chain goes on after it. Only where every
    /// branch is modifiers; a `#if` around statements is left to the readers above.
    private func postfixDirectives(_ items: [Item]) -> [Item] {
        guard items.contains(where: isDirective) else { return items }
        var result: [Item] = []
        var k = 0
        while k < items.count {
            if word(items[k]) == "#if", atLineStart(items[k]), !result.isEmpty, let (kept, end) = postfixBranch(items, at: k) {
                result += kept
                k = end
            } else {
                result.append(items[k])
                k += 1
            }
        }
        return result
    }

    /// The condition of the directive at `k` (the rest of its line, as written) and where the
    /// next line starts.
    func directiveLine(_ items: [Item], at k: Int) -> (condition: String, end: Int) {
        var end = k + 1
        while end < items.count, !atLineStart(items[end]) { end += 1 }
        return (items[(k + 1)..<end].map(written).joined(separator: " "), end)
    }

    private func isDirective(_ item: Item) -> Bool {
        if case .token(let t) = item { tokens[t].kind == .directive } else { false }
    }

    /// The modifiers of the branch an iOS build compiles, and where the `#endif` line ends;
    /// nil when a branch is not modifiers or another `#if` nests inside.
    private func postfixBranch(_ items: [Item], at start: Int) -> (kept: [Item], end: Int)? {
        var branches: [(condition: String, body: [Item])] = []
        var k = start
        while k < items.count {
            guard isDirective(items[k]), let directive = word(items[k]) else { return nil }
            let (condition, line) = directiveLine(items, at: k)
            if directive == "#endif" {
                let chosen = branches.first { SwiftModule.onIOS([$0.condition]) }
                return (chosen?.body ?? [], line)
            }
            guard directive != "#if" || k == start else { return nil }
            var end = line
            while end < items.count, !(isDirective(items[end]) && atLineStart(items[end])) { end += 1 }
            let body = Array(items[line..<end])
            if let first = body.first, word(first) != "." { return nil }
            branches.append((directive == "#else" ? "" : condition, body))
            k = end
        }
        return nil
    }

    private func continues(_ item: Item, after previous: Item, next: Item?) -> Bool {
        if let w = word(item) {
            if w == "." || w == "else" || w == "," { return true }
            if case .token(let t) = item, tokens[t].kind == .op, w != "!" { return true }
            // `} label: { … }`: a labeled trailing closure.
            if case .token(let t) = item, tokens[t].kind == .identifier, let next, word(next) == ":", case .group = previous { return true }
        }
        if let w = word(previous), case .token(let t) = previous, tokens[t].kind == .op || w == "," || w == "=" { return true }
        return false
    }

    private func statement(_ items: [Item]) -> SwiftStatement {
        guard case .token(let t)? = items.first else { return .expression(expression(items)) }
        switch text(t) {
        case "if", "guard":
            return conditional(items)
        case "switch":
            guard let body = items.lastIndex(where: { if case .group(let g) = $0 { groups[g].bracket == .brace } else { false } }),
                  case .group(let g) = items[body] else { break }
            return .switchOver(subject: Array(items[1..<body]), cases: cases(in: g), token: t)
        case "let", "var":
            guard items.count > 1, case .token(let n) = items[1] else { break }
            let equals = items.firstIndex { word($0) == "=" }
            return .local(name: text(n), token: n, value: equals.map { expression(Array(items[($0 + 1)...])) })
        case "return":
            return .expression(expression(Array(items.dropFirst())))
        default:
            break
        }
        // An assignment at the top of the statement.
        if let at = items.firstIndex(where: { item in
            guard case .token(let o) = item, tokens[o].kind == .op else { return false }
            return ["=", "+=", "-=", "*=", "/="].contains(text(o))
        }), at > 0 {
            return .assignment(target: expression(Array(items[..<at])), op: word(items[at])!, value: expression(Array(items[(at + 1)...])))
        }
        return .expression(expression(items))
    }

    /// `if cond { … } else if … { … } else { … }`, read in a loop: an `else if` chain is as
    /// long as the author made it, not bounded by nesting.
    private func conditional(_ items: [Item]) -> SwiftStatement {
        var branches: [SwiftBranch] = []
        var otherwise: [SwiftStatement]?
        var rest = items[...]
        while case .token(let t)? = rest.first {
            guard let brace = rest.firstIndex(where: { if case .group(let g) = $0 { groups[g].bracket == .brace } else { false } }),
                  case .group(let g) = rest[brace] else { break }
            if text(t) == "guard" {
                // `guard … else { … }`: the else branch is the body.
                branches.append(SwiftBranch(token: t, condition: Array(rest[(rest.startIndex + 1)..<brace].dropLast()), statements: []))
                otherwise = statements(in: g)
                break
            }
            branches.append(SwiftBranch(token: t, condition: Array(rest[(rest.startIndex + 1)..<brace]), statements: statements(in: g)))
            rest = rest[(brace + 1)...]
            guard rest.count > 1, word(rest[rest.startIndex]) == "else" else { break }
            if case .group(let e) = rest[rest.startIndex + 1], groups[e].bracket == .brace {
                otherwise = statements(in: e)
                break
            }
            rest = rest.dropFirst()
        }
        return branches.isEmpty ? .expression(.other(items)) : .conditional(branches: branches, otherwise: otherwise)
    }

    private func cases(in g: Int) -> [(patterns: [Item], statements: [SwiftStatement])] {
        var result: [(patterns: [Item], statements: [SwiftStatement])] = []
        let items = groups[g].items
        var k = 0
        while k < items.count {
            guard let w = word(items[k]), w == "case" || w == "default" || w == "@unknown" else {
                k += 1
                continue
            }
            var colon = k + 1
            while colon < items.count, word(items[colon]) != ":" { colon += 1 }
            let patterns = w == "case" ? Array(items[(k + 1)..<min(colon, items.count)]) : []
            var end = colon + 1
            while end < items.count, !(atLineStart(items[end]) && (word(items[end]) == "case" || word(items[end]) == "default")) { end += 1 }
            result.append((patterns, statements(Array(items[min(colon + 1, items.count)..<min(end, items.count)]))))
            k = end
        }
        return result
    }

    /// A postfix chain: a name or literal, then calls, trailing closures and `.member`s.
    func expression(_ items: [Item]) -> SwiftExpr {
        guard let first = items.first else { return .other([]) }
        var k = 0
        var current: SwiftExpr
        var name = ""
        var nameToken = -1
        func take(_ pathStart: Int) -> Bool {
            // A dotted path: `a.b.c`, `.member`, `$x`.
            var j = pathStart
            var path = ""
            while j < items.count {
                if word(items[j]) == ".", j + 1 < items.count, case .token(let n) = items[j + 1], tokens[n].kind == .identifier {
                    if nameToken < 0 || path.isEmpty { nameToken = n }
                    path += "." + text(n)
                    j += 2
                } else if path.isEmpty, case .token(let n) = items[j], tokens[n].kind == .identifier {
                    nameToken = n
                    path = text(n)
                    j += 1
                } else {
                    break
                }
            }
            guard !path.isEmpty else { return false }
            name = path
            k = j
            return true
        }
        switch first {
        case .token(let t) where tokens[t].kind == .string || tokens[t].kind == .integer || tokens[t].kind == .float:
            current = .literal(token: t)
            k = 1
        case .group(let g) where groups[g].bracket == .brace:
            current = .closure(closure(g))
            k = 1
        default:
            guard take(0) else { return .other(items) }
            current = .name(name, token: nameToken)
        }
        while k < items.count {
            var arguments: [SwiftArgument] = []
            var closures: [(label: String?, closure: SwiftClosure)] = []
            var called = false
            if case .group(let p) = items[k], groups[p].bracket == .paren, !atLineStart(items[k]) {
                arguments = self.arguments(in: p)
                called = true
                k += 1
            }
            closures = trailingClosures(items, &k)
            if called || !closures.isEmpty, case .name(let callee, let token) = current {
                current = .call(SwiftCall(name: callee, nameToken: token, arguments: arguments, closures: closures))
                continue
            }
            if called || !closures.isEmpty {
                // A call on a call's result (`f()()`) or a closure: not a shape views take.
                return .other(items)
            }
            // `.modifier` after a call (or a longer member path).
            guard word(items[k]) == ".", k + 1 < items.count, case .token(let n) = items[k + 1], tokens[n].kind == .identifier,
                  case .call(var head) = current else { break }
            // Release the enum's copy first, so that appending does not copy the list.
            current = .other([])
            k += 2
            var args: [SwiftArgument] = []
            if k < items.count, case .group(let p) = items[k], groups[p].bracket == .paren, !atLineStart(items[k]) {
                args = self.arguments(in: p)
                k += 1
            }
            head.modifiers.append(SwiftCall(name: "." + text(n), nameToken: n, arguments: args, closures: trailingClosures(items, &k)))
            current = .call(head)
        }
        return k == items.count ? current : .other(items)
    }

    /// Trailing closures from `items[k]` on: `{ … }` on the same line, then `label: { … }`.
    private func trailingClosures(_ items: [Item], _ k: inout Int) -> [(label: String?, closure: SwiftClosure)] {
        var closures: [(label: String?, closure: SwiftClosure)] = []
        while k < items.count {
            if closures.isEmpty, case .group(let b) = items[k], groups[b].bracket == .brace, !atLineStart(items[k]) {
                closures.append((nil, closure(b)))
                k += 1
            } else if !closures.isEmpty, k + 2 < items.count, case .token(let l) = items[k], tokens[l].kind == .identifier,
                      word(items[k + 1]) == ":", case .group(let b) = items[k + 2], groups[b].bracket == .brace {
                closures.append((text(l), closure(b)))
                k += 3
            } else {
                break
            }
        }
        return closures
    }

    /// A call's arguments: `label: value` or `value`, split at top-level commas.
    func arguments(in g: Int) -> [SwiftArgument] {
        var result: [SwiftArgument] = []
        var current: [Item] = []
        func flush() {
            guard !current.isEmpty else { return }
            if current.count >= 2, case .token(let l) = current[0], tokens[l].kind == .identifier, word(current[1]) == ":" {
                result.append(SwiftArgument(label: text(l), value: expression(Array(current.dropFirst(2)))))
            } else {
                result.append(SwiftArgument(label: nil, value: expression(current)))
            }
            current = []
        }
        for item in groups[g].items {
            if word(item) == "," { flush() } else { current.append(item) }
        }
        flush()
        return result
    }
}
