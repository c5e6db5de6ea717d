import Testing
@testable import NavLintKit

@Suite struct JSONParserTests {
    @Test func readsJSONCWithCommentsAndTrailingCommas() throws {
        let text = """
        // leading comment
        { "a": [1, 2, /* inline */ 3,], // trailing
          "b": { "c": true, }, }
        """
        let result = JSONParser.parse(Array(text.utf8))
        #expect(result.problems.isEmpty)
        guard case .object(let members)? = result.value?.kind else { Issue.record("not an object"); return }
        #expect(members.map(\.key) == ["a", "b"])
        guard case .array(let items) = members[0].value.kind else { Issue.record("not an array"); return }
        #expect(items.count == 3)
    }

    @Test func keepsRangesOfValues() {
        let text = "{\n  \"key\": \"välue\",\n  \"n\": -12.5e1\n}"
        let file = SourceFile(path: "t", text: text)
        let value = JSONParser.parse(file.bytes).value
        guard case .object(let members)? = value?.kind else { Issue.record("not an object"); return }
        let string = file.location(members[0].value.range)
        #expect((string.line, string.column, string.endColumn) == (2, 10, 17))
        let key = file.location(members[1].keyRange)
        #expect((key.line, key.column) == (3, 3))
        if case .number(let n) = members[1].value.kind { #expect(n == -125) } else { Issue.record("not a number") }
    }

    @Test func decodesEscapesAndSurrogatePairs() {
        let result = JSONParser.parse(Array(#"["\"\\\/\b\f\n\r\t", "\u00e9\uD83D\uDE00"]"#.utf8))
        guard case .array(let items)? = result.value?.kind,
              case .string(let first) = items[0].kind, case .string(let second) = items[1].kind else {
            Issue.record("unexpected shape \(result.problems)")
            return
        }
        #expect(first == "\"\\/\u{8}\u{c}\n\r\t")
        #expect(second == "é😀")
    }

    @Test(arguments: [
        ("{\"a\": \"abc", 1, 7, "unterminated string"),
        ("{\"a\": \"ab\nc\"}", 1, 7, "unterminated string (a line break before the closing quote)"),
        ("{\"a\": \"\\q\"}", 1, 8, "invalid escape '\\q'; valid escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX"),
        ("{\"a\": \"\\u12G4\"}", 1, 8, "invalid \\u escape: expected four hex digits"),
        ("[\"\\uD800\"]", 1, 3, "lone high surrogate \\uD800 is not followed by a low surrogate"),
        ("[\"\\uDC00\"]", 1, 3, "lone low surrogate \\uDC00"),
        ("[\"\\uD800\\u0041\"]", 1, 3, "high surrogate \\uD800 is followed by \\u0041, not a low surrogate"),
        ("[1e400]", 1, 2, "number 1e400 is out of range"),
        ("[-1e400]", 1, 2, "number -1e400 is out of range"),
        ("[01]", 1, 2, "numbers cannot have leading zeros"),
        ("[1.]", 1, 4, "expected a digit after the decimal point"),
        ("[1e]", 1, 4, "expected a digit in the exponent"),
        ("[-]", 1, 3, "expected a digit after '-'"),
        ("{\"a\": 1", 1, 8, "unexpected end of file; the object opened at line 1, column 1 is not closed"),
        ("[1,\n 2", 2, 3, "unexpected end of file; the array opened at line 1, column 1 is not closed"),
        ("{\"a\" 1}", 1, 6, "expected ':' after key \"a\", found '1'"),
        ("{\"a\": 1 \"b\": 2}", 1, 9, "expected ',' or '}', found '\"'"),
        ("[1 2]", 1, 4, "expected ',' or ']', found '2'"),
        ("{a: 1}", 1, 2, "expected a key in double quotes, found 'a'"),
        ("[tru]", 1, 2, "unexpected word 'tru'; expected a value (strings need double quotes)"),
        ("[recipe]", 1, 2, "unexpected word 'recipe'; expected a value (strings need double quotes)"),
        ("[,]", 1, 2, "expected a value, found ','"),
        ("{} x", 1, 4, "unexpected 'x' after the end of the JSON value"),
        ("", 1, 1, "the file is empty; expected a JSON object"),
        ("  \n  ", 2, 3, "the file is empty; expected a JSON object"),
        ("[\"a\u{1}\"]", 1, 4, "control character U+0001 in a string must be escaped"),
        ("/* open", 1, 1, "unterminated /* comment"),
        ("[\u{0}]", 1, 2, "expected a value, found byte 0x00"),
    ])
    func reportsSyntaxErrorsAtTheirPosition(text: String, line: Int, column: Int, message: String) {
        #expect(parseProblems(text) == [Located(line: line, column: column, message: message)])
    }

    @Test func columnsCountCharactersAfterMultiByteText() {
        // "é" and "😀" are 2 and 4 UTF-8 bytes but one character each.
        #expect(parseProblems("{\"é😀\": x}") == [Located(line: 1, column: 8, message: "unexpected word 'x'; expected a value (strings need double quotes)")])
    }

    @Test func rejectsInvalidUTF8WithItsPosition() {
        var bytes = Array("{\n \"a\": \"".utf8)
        bytes.append(0xFF)
        bytes += Array("\"}".utf8)
        let file = SourceFile(path: "t", bytes: bytes)
        let problems = JSONParser.parse(bytes).problems
        #expect(problems.map(\.message) == ["invalid UTF-8 (byte 0xFF)"])
        #expect(file.location(problems[0].range).line == 2)
    }

    @Test func acceptsByteOrderMarkAndNegativeZero() {
        let result = JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("[-0, 0.5e-3]".utf8))
        #expect(result.problems.isEmpty)
    }

    @Test func rejectsDeepNestingWithoutRecursing() {
        let depth = 100_000
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        #expect(parseProblems(text) == [Located(line: 1, column: JSONParser.maxDepth + 1,
                                                message: "nesting is deeper than \(JSONParser.maxDepth) levels")])
        let objects = String(repeating: "{\"a\":", count: depth)
        #expect(parseProblems(objects).first?.message == "nesting is deeper than \(JSONParser.maxDepth) levels")
    }

    @Test func acceptsNestingUpToTheLimit() {
        let depth = JSONParser.maxDepth
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        #expect(parseProblems(text).isEmpty)
    }

    @Test func flagsDuplicateKeysAndKeepsGoing() {
        let problems = parseProblems("{\n \"a\": 1,\n \"a\": 2,\n \"b\": 3, \"b\": 4}")
        #expect(problems == [
            Located(line: 3, column: 2, message: "duplicate key \"a\" (first defined at line 2, column 2)"),
            Located(line: 4, column: 10, message: "duplicate key \"b\" (first defined at line 4, column 2)"),
        ])
    }

    /// Large objects look keys up in a table, small ones scan: both find every duplicate.
    @Test func flagsDuplicateKeysInLargeObjects() {
        let keys = (0..<40).map { "\"k\($0)\": \($0)" }.joined(separator: ",\n")
        let problems = parseProblems("{\n\(keys),\n\"k3\": 0, \"k39\": 0, \"k20\": 0 }")
        #expect(problems.map(\.message) == [
            "duplicate key \"k3\" (first defined at line 5, column 1)",
            "duplicate key \"k39\" (first defined at line 41, column 1)",
            "duplicate key \"k20\" (first defined at line 22, column 1)",
        ])
    }
}
