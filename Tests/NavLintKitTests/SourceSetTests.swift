import Testing
@testable import NavLintKit

/// Several files read as one (SPEC 7): what is located in the files laid end to end is
/// reported in its own file, line and column.
@Suite struct SourceSetTests {
    @Test func findingsMoveToTheFileTheirRangeIsIn() {
        let a = SourceFile(path: "App/Home.swift", text: "struct Home: View {\n  var body: some View { List { } }\n}")
        let b = SourceFile(path: "App/Détail.swift", text: "// é\nstruct Detail: View {}\n")
        let set = SourceSet(files: [a, b], path: "App")
        let text = String(decoding: set.combined.bytes, as: UTF8.self)
        // "List" in the first file, "Detail" in the second.
        let list = text.utf8.count - String(text.drop { $0 != "L" }).utf8.count
        let detail = text.utf8.count - String(text.drop { $0 != "D" }).utf8.count
        func finding(_ start: Int, _ length: Int) -> Finding {
            set.relocate(Finding(ruleID: "r", severity: .warning, message: "m", file: set.combined,
                                 range: SourceRange(start, start + length), subject: "s"))
        }
        let first = finding(list, 4)
        #expect(first.file === a)
        #expect([first.location.path, "\(first.location.line)", "\(first.location.column)"] == ["App/Home.swift", "2", "25"])
        let second = finding(detail, 6)
        #expect(second.file === b)
        #expect([second.location.path, "\(second.location.line)", "\(second.location.column)", "\(second.location.endColumn)"]
                == ["App/Détail.swift", "2", "8", "14"])
        // A range running past its file's end stops there; a finding about another file stays.
        #expect(finding(detail, 1_000).range.end == b.bytes.count)
        let other = Finding(ruleID: "r", severity: .note, message: "m", file: a, range: SourceRange(0, 1), subject: "s")
        #expect(set.relocate(other).file === a)
        #expect(SourceSet(files: [], path: "none").locate(SourceRange(0, 0)) == nil)
    }
}
