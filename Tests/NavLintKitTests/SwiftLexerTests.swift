import Testing
@testable import NavLintKit

/// The Swift lexer (SPEC 7): tokens with exact UTF-8 locations, string literals whole,
/// nesting kept on a stack, bad input reported without stopping.
@Suite struct SwiftLexerTests {
    /// Each token as `kind:text`, a line break before it marked with `⏎`.
    func lexed(_ source: String) -> [String] {
        let lexer = SwiftLexer(text: source)
        return lexer.tokens.map { ($0.atLineStart ? "⏎" : "") + "\($0.kind):\(lexer.text($0))" }
    }

    @Test func aViewBodyBecomesTokens() {
        let source = """
            struct Home: View {
                @State private var path = NavigationPath()
                var body: some View {
                    NavigationStack(path: $path) {
                        List { }.navigationDestination(for: Item.self) { item in Detail(item: item) }
                    }
                }
            }
            """
        #expect(lexed(source).prefix(16) == [
            "⏎identifier:struct", "identifier:Home", "punctuation::", "identifier:View", "punctuation:{",
            "⏎attribute:@State", "identifier:private", "identifier:var", "identifier:path", "op:=", "identifier:NavigationPath",
            "punctuation:(", "punctuation:)",
            "⏎identifier:var", "identifier:body", "punctuation::",
        ])
        #expect(lexed(source).contains("identifier:$path"))
        #expect(lexed("List { }.navigationDestination(for: Item.self)") == [
            "⏎identifier:List", "punctuation:{", "punctuation:}", "punctuation:.", "identifier:navigationDestination",
            "punctuation:(", "identifier:for", "punctuation::", "identifier:Item", "punctuation:.", "identifier:self", "punctuation:)",
        ])
    }

    @Test func commentsNestAndAreKeptApart() {
        let source = "a /* one /* two */ still */ b // navlint:disable:next nested-stack\nc"
        let lexer = SwiftLexer(text: source)
        #expect(lexed(source) == ["⏎identifier:a", "identifier:b", "⏎identifier:c"])
        #expect(lexer.comments.map { lexer.text($0.start, $0.end) } == ["/* one /* two */ still */", "// navlint:disable:next nested-stack"])
        #expect(lexer.comments.map(\.isLine) == [false, true])
        #expect(lexer.problems.isEmpty)
    }

    @Test func stringLiteralsAreOneTokenWithTheirInterpolations() {
        #expect(lexed(#"Text("a\(b("c\(d)") + ")")e") x"#) == [
            "⏎identifier:Text", "punctuation:(", #"string:"a\(b("c\(d)") + ")")e""#, "punctuation:)", "identifier:x",
        ])
        // Raw strings: quotes inside, and interpolation only with as many #s.
        #expect(lexed(###"let r = #"say "hi" \(no) \#(yes)"# + ##"a"#b"## z"###) == [
            "⏎identifier:let", "identifier:r", "op:=", ##"string:#"say "hi" \(no) \#(yes)"#"##, "op:+", ###"string:##"a"#b"##"###,
            "identifier:z",
        ])
        // Multi-line: single quotes, escaped line ends and line breaks stay inside.
        let multi = "let m = \"\"\"\n  a \" b \\\n  c \\(\"\"\"\n  d\n  \"\"\")\n  \"\"\"\nnext"
        #expect(lexed(multi) == ["⏎identifier:let", "identifier:m", "op:=", "string:" + multi.dropFirst(8).prefix(multi.count - 13), "⏎identifier:next"])
        // `#"""#` is a raw literal holding one quote: a multi-line `"""` ends its line.
        #expect(lexed(####"s.replacingOccurrences(of: #"""#, with: #"\""#) { }"####) == [
            "⏎identifier:s", "punctuation:.", "identifier:replacingOccurrences", "punctuation:(", "identifier:of", "punctuation::",
            ##"string:#"""#"##, "punctuation:,", "identifier:with", "punctuation::", ##"string:#"\""#"##, "punctuation:)",
            "punctuation:{", "punctuation:}",
        ])
        // A comment in an interpolation is the string's.
        #expect(lexed(#""a\( /* ) " */ b )c" d"#) == [#"⏎string:"a\( /* ) " */ b )c""#, "identifier:d"])
    }

    @Test func numbersOperatorsAndPoundWords() {
        #expect(lexed("0x1F 1_000 3.14e-2 0b101 0o7 1e5 0x1p3 0..<n 1.description") == [
            "⏎integer:0x1F", "integer:1_000", "float:3.14e-2", "integer:0b101", "integer:0o7", "float:1e5", "float:0x1p3",
            "integer:0", "op:..<", "identifier:n", "integer:1", "punctuation:.", "identifier:description",
        ])
        #expect(lexed("a?.b ?? c -> d != e && !f ... x//c") == [
            "⏎identifier:a", "op:?", "punctuation:.", "identifier:b", "op:??", "identifier:c", "op:->", "identifier:d", "op:!=",
            "identifier:e", "op:&&", "op:!", "identifier:f", "op:...", "identifier:x",
        ])
        #expect(lexed("#if os(iOS)\n#elseif DEBUG\n#else\n#endif\nif #available(iOS 17, *) {}\n#Preview { }") == [
            "⏎directive:#if", "identifier:os", "punctuation:(", "identifier:iOS", "punctuation:)", "⏎directive:#elseif", "identifier:DEBUG",
            "⏎directive:#else", "⏎directive:#endif", "⏎identifier:if", "pound:#available", "punctuation:(", "identifier:iOS",
            "integer:17", "punctuation:,", "op:*", "punctuation:)", "punctuation:{", "punctuation:}", "⏎pound:#Preview",
            "punctuation:{", "punctuation:}",
        ])
        #expect(lexed("`default` = \\.name @ x") == ["⏎identifier:`default`", "op:=", "punctuation:\\", "punctuation:.", "identifier:name",
                                                    "punctuation:@", "identifier:x"])
    }

    @Test func locationsAreUTF8Offsets() {
        let source = "let é = \"ü\" // ç\nvar x"
        let lexer = SwiftLexer(text: source)
        #expect(lexer.tokens.map { [$0.start, $0.end] } == [[0, 3], [4, 6], [7, 8], [9, 13], [20, 23], [24, 25]])
        let file = SourceFile(path: "A.swift", text: source)
        #expect(file.position(of: lexer.tokens[5].start) == (2, 5))
    }

    @Test func badInputIsReportedAndLexingGoesOn() {
        let lexer = SwiftLexer(text: "let a = \"open\nlet b = 1 /* never closed")
        #expect(lexer.problems.map(\.message) == ["unterminated string literal", "unterminated comment"])
        #expect(lexer.problems.map(\.offset) == [8, 24])
        #expect(lexer.tokens.map { lexer.text($0) } == ["let", "a", "=", "\"open", "let", "b", "=", "1"])
        let atEnd = SwiftLexer(text: "x = \"a\\(\"b")
        #expect(atEnd.problems.map(\.message) == ["unterminated string literal"])
        #expect(atEnd.tokens.map { atEnd.text($0) } == ["x", "=", "\"a\\(\"b"])
        let stray = SwiftLexer(bytes: [UInt8(ascii: "a"), 0x01, UInt8(ascii: "b")])
        #expect(stray.problems.map(\.message) == ["unexpected byte 0x1 in Swift source"])
        #expect(stray.tokens.count == 2)
    }

    /// Interpolations nested 100,000 deep, and as many nested comments: no recursion, one pass.
    @Test func deepNestingNeedsNoRecursion() {
        let depth = 100_000
        let nested = "x = " + String(repeating: "\"\\(", count: depth) + "0" + String(repeating: ")\"", count: depth) + " y"
        let lexer = SwiftLexer(text: nested)
        #expect(lexer.problems.isEmpty)
        #expect(lexer.tokens.map(\.kind) == [.identifier, .op, .string, .identifier])
        let comments = SwiftLexer(text: String(repeating: "/*", count: depth) + String(repeating: "*/", count: depth) + "z")
        #expect(comments.tokens.count == 1)
        #expect(comments.comments.count == 1)
    }

    /// Random text from Swift's delimiters: tokens and comments in order, inside the input,
    /// never overlapping; every problem at an offset in the input.
    @Test func randomInputLexesIntoOrderedTokens() {
        let pieces = ["\"", "\"\"\"", "#", "\\(", ")", "(", "/*", "*/", "//", "\n", "\\", "a", "1.5", ".", "@x", "#if", "`", "é", " ", "$0", "?"]
        var random = SplitMix(seed: 7)
        for _ in 0..<2_000 {
            let text = (0..<random.next(in: 0...40)).map { _ in pieces[random.next(in: 0...pieces.count - 1)] }.joined()
            let lexer = SwiftLexer(text: text)
            let spans = (lexer.tokens.map { ($0.start, $0.end) } + lexer.comments.map { ($0.start, $0.end) }).sorted { $0.0 < $1.0 }
            var last = 0
            for (start, end) in spans {
                #expect(start >= last && start < end && end <= lexer.bytes.count, "\(text)")
                last = end
            }
            #expect(lexer.problems.allSatisfy { $0.offset >= 0 && $0.offset <= lexer.bytes.count }, "\(text)")
        }
    }

    /// String values for labels and URLs: escapes decoded, raw strings raw, multi-line
    /// literals without their delimiters' lines and indentation; none for an interpolation.
    @Test func stringValuesAreDecoded() {
        func value(_ source: String) -> String? {
            let lexer = SwiftLexer(text: source)
            return lexer.tokens.first.flatMap(lexer.stringValue)
        }
        #expect(value(#""Settings""#) == "Settings")
        #expect(value(#""a\tb\n\"q\" \\ \u{E9}""#) == "a\tb\n\"q\" \\ é")
        #expect(value(##"#"app://\d+"#"##) == #"app://\d+"#)
        #expect(value(##"#"a\#tb"#"##) == "a\tb")
        #expect(value("\"\"\"\n    one\n      two\n    \"\"\"") == "one\n  two")
        #expect(value(#""Hello \(name)""#) == nil)
        #expect(value("title") == nil)
        #expect(value(#""""#) == "")
    }
}
