import Testing
@testable import NavLintKit

/// `navlint:disable` comments in Swift (SPEC 7).
@Suite struct SwiftSuppressionTests {
    func suppressions(_ source: String) -> SwiftSuppressions {
        SwiftSuppressions(SwiftLexer(text: source), file: SourceFile(path: "A.swift", text: source))
    }

    @Test func nextLineRangesAndAll() {
        let s = suppressions("""
            // navlint:disable:next destination-in-lazy-container nested-stack
            List { }.navigationDestination(for: Item.self) { Detail(item: $0) }
            NavigationStack { } // navlint:disable:this nested-stack
            // navlint:disable navigation-trap
            a
            // navlint:enable navigation-trap
            b
            // navlint:disable all
            c
            """)
        #expect(s.problems.isEmpty)
        #expect(s.suppresses("destination-in-lazy-container", line: 2))
        #expect(s.suppresses("nested-stack", line: 2) && s.suppresses("nested-stack", line: 3))
        #expect(!s.suppresses("destination-in-lazy-container", line: 3))
        #expect((4...6).allSatisfy { s.suppresses("navigation-trap", line: $0) })
        #expect(!s.suppresses("navigation-trap", line: 7))
        // `all`, left open, runs to the end of the file.
        #expect(s.suppresses("missing-destination", line: 9) && !s.suppresses("missing-destination", line: 7))
    }

    @Test func mistakesAreReported() {
        let s = suppressions("// navlint:disable:nxt nested-stack\n// navlint:disable:next nested-stak\n// navlint:disable\nlet x = \"// navlint:disable all\"")
        #expect(s.problems.map(\.message) == [
            "unknown directive 'navlint:disable:nxt'; navlint reads disable, disable:next, disable:this and enable",
            "unknown rule 'nested-stak' in 'navlint:disable:next'",
            "'navlint:disable' names no rule; write the rule ids it applies to, or 'all'",
        ])
        // A directive inside a string literal is no comment.
        #expect(!s.suppresses("nested-stack", line: 5))
        #expect(s.problems.map(\.offset) == [0, 36, 72])
    }
}
