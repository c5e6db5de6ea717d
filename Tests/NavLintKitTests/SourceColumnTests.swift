import Testing
@testable import NavLintKit
import NavLintGenerators

/// Columns on non-ASCII lines come from marks every LineColumns.stride Characters: they must
/// equal counting from the line's start, whatever the line holds.
@Suite struct SourceColumnTests {
    static let pieces: [[UInt8]] = ["a", "é", "e\u{301}", "🇫🇷🇩🇪", "👩‍👩‍👧", "\t", "ß", "\"x\": "].map { Array($0.utf8) }

    static func line(seed: UInt64, length: Int, invalid: Bool) -> [UInt8] {
        var random = SeededRandom(state: seed)
        var bytes: [UInt8] = []
        while bytes.count < length { bytes += pieces[random.below(pieces.count)] }
        if invalid { bytes.insert(0xFF, at: bytes.count / 2) }
        return bytes
    }

    @Test(arguments: [(1, false), (2, false), (3, true)]) func marksAgreeWithCountingFromTheStart(seed: UInt64, invalid: Bool) {
        let body = Self.line(seed: seed, length: 1_500, invalid: invalid)
        let bytes = Array("{\n".utf8) + body + Array("\r\nz".utf8)
        let file = SourceFile(path: "s.json", bytes: bytes)
        for utf8Column in 1...(body.count + 1) {
            let prefix = String(decoding: body.prefix(utf8Column - 1), as: UTF8.self)
            #expect(file.characterColumn(line: 2, utf8Column: utf8Column) == prefix.count + 1)
            #expect(file.scalarColumn(line: 2, utf8Column: utf8Column) == prefix.unicodeScalars.count + 1)
        }
        let whole = String(decoding: body, as: UTF8.self)
        #expect(file.characterCount(line: 2) == whole.count)
        for lower in Swift.stride(from: 0, to: whole.count, by: 37) {
            let range = lower..<min(whole.count, lower + 160)
            #expect(String(file.characters(line: 2, range)) == String(whole.dropFirst(range.lowerBound).prefix(range.count)))
        }
    }
}

extension SourceColumnTests {
    /// A finding on an empty first line, or past the last line, still gets an excerpt.
    @Test func emptyAndMissingLines() {
        for text in ["", "\n\"é\""] {
            let file = SourceFile(path: "e.json", text: text)
            #expect(file.characterCount(line: 1) == 0 && file.characters(line: 1, 0..<0).isEmpty)
            #expect(file.characterCount(line: 9) == 0 && file.characters(line: 9, 0..<0).isEmpty)
            let finding = Finding(ruleID: "nested-stack", severity: .error, message: "m", file: file, range: SourceRange(0, 0), subject: "s", trace: [])
            #expect(TextReporter.render([finding]).contains("e.json:1:1: error: m"))
        }
    }
}
