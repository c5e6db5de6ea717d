/// Expressions as text, and the string literals views are labelled with: what the
/// recognizer reads of an expression it does not interpret.
extension SwiftTree {
    /// An expression as written (tokens spaced as `written` spaces them).
    func describe(_ expr: SwiftExpr) -> String {
        switch expr {
        case .name(let name, _): return name
        case .literal(let t): return text(t)
        case .other(let items): return items.map(written).joined(separator: " ").replacingOccurrences(of: " . ", with: ".")
        case .closure: return "{ … }"
        case .call(let call):
            var text = call.name + "(" + call.arguments.map { ($0.label.map { $0 + ": " } ?? "") + describe($0.value) }.joined(separator: ", ") + ")"
            for modifier in call.modifiers { text += modifier.name + "(…)" }
            return text
        }
    }

    /// The value of a string literal expression.
    func string(_ expr: SwiftExpr) -> String? {
        guard case .literal(let t) = expr, tokens[t].kind == .string else { return nil }
        return lexer.stringValue(tokens[t])
    }

    /// A call's label: its first unlabeled string argument, else the first string in its closures.
    func firstString(_ call: SwiftCall) -> String? {
        for argument in call.arguments where argument.label == nil {
            if let text = string(argument.value) { return text }
            if case .call(let inner) = argument.value, let text = firstString(inner) { return text }
        }
        for (_, closure) in call.closures {
            if let text = firstString(in: closure.statements) { return text }
        }
        return nil
    }

    /// The first string a view shows among `statements` (`Text("Home")`, `Label("Home", …)`).
    func firstString(in statements: [SwiftStatement]) -> String? {
        for statement in statements {
            switch statement {
            case .expression(let expr):
                if let text = string(expr) { return text }
                if case .call(let call) = expr, let text = firstString(call) { return text }
            case .conditional(let branches, _):
                if let text = branches.lazy.compactMap({ self.firstString(in: $0.statements) }).first { return text }
            default:
                continue
            }
        }
        return nil
    }

    /// The first string literal anywhere in items (`URL(string: "myapp://x")!`).
    func firstLiteral(_ items: [Item]) -> (value: String, token: Int)? {
        var pending = items[...]
        var stack: [ArraySlice<Item>] = []
        while true {
            guard let item = pending.popFirst() else {
                guard let next = stack.popLast() else { return nil }
                pending = next
                continue
            }
            switch item {
            case .token(let t) where tokens[t].kind == .string:
                if let value = lexer.stringValue(tokens[t]) { return (value, t) }
            case .group(let g):
                stack.append(pending)
                pending = groups[g].items[...]
            default:
                continue
            }
        }
    }
}
