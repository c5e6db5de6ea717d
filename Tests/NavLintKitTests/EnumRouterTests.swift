import Testing
@testable import NavLintKit

/// Enums of destinations and shared destination sets (SPEC 6.1, 6.2).
@Suite struct EnumRouterTests {
    static func spec(types: String = #""Route": { "cases": ["a", "b", "c"] }"#, sets: String = "", screens: String) -> String {
        """
        { "navlint": 1,
          "types": { \(types) },\(sets.isEmpty ? "" : "\n  \"destinationSets\": { \(sets) },")
          "root": { "stack": { "id": "main", "root": "Home" } },
          "screens": {
        \(screens)
          } }
        """
    }

    func findings(_ text: String) throws -> [String] {
        let model = try #require(load(text).model, "\(load(text).problems.map(\.message))")
        return Linter.lint(model).map { "\($0.location.line):\($0.location.column) \($0.ruleID)" }
    }

    @Test func eachCaseIsATypeOfItsOwn() throws {
        let text = Self.spec(screens: """
            "Home": { "destinations": [ { "for": "Route", "cases": { "a": "A", "b": "B" } } ],
                      "actions": [ { "push": "Route.a" }, { "push": ["Route.a", "Route.b"] }, { "push": "Route.c" } ] },
            "A": {}, "B": {}
            """)
        let model = try #require(load(text).model)
        #expect(model.types.map(\.name) == ["Route", "Route.a", "Route.b", "Route.c"])
        #expect(model.types[0].cases == [1, 2, 3])
        #expect(model.types[1...].map(\.enumType) == [0, 0, 0])
        #expect(model.screens[0].destinations.map(\.type) == [1, 2])
        // A case the switch does not map shows nothing.
        let found = Linter.lint(model)
        #expect(found.map(\.ruleID) == ["missing-destination"])
        #expect(found[0].message.contains("Route.c"))
    }

    @Test func oneScreenForEveryCaseIsOneDestinationInFindings() throws {
        // Mapped to one screen, the enum's destination is used when any case resolves.
        let used = Self.spec(screens: """
            "Home": { "destinations": [ { "for": "Route", "screen": "Detail" } ], "actions": [ { "push": "Route.b" } ] },
            "Detail": {}
            """)
        #expect(try findings(used) == [])
        // Never pushed at all: reported once, at the type, naming the enum.
        let unused = Self.spec(screens: """
            "Home": { "destinations": [ { "for": "Route", "screen": "Detail" } ], "actions": [ { "present": "Detail", "style": "sheet" } ] },
            "Detail": {}
            """)
        let model = try #require(load(unused).model)
        let found = Linter.lint(model)
        #expect(found.map(\.ruleID) == ["unreachable-destination"])
        #expect(found.first?.message == "navigationDestination(for: Route) on 'Home' is never used: no reachable push of Route resolves to it")
        #expect(found.first.map { "\($0.location.line):\($0.location.column)" } == "5:38")
    }

    @Test func aSetUsedByManyStacksReportsAnUnusedCaseOnceAtTheSet() throws {
        let tabs = (1...5).map { #"{ "id": "t\#($0)", "content": { "stack": { "root": "Root\#($0)" } } }"# }.joined(separator: ", ")
        let roots = (1...5).map { #""Root\#($0)": { "destinations": ["router"], "actions": [ { "push": "Route.\#($0 % 2 == 0 ? "a" : "b")" } ] }"# }
        let text = """
            { "navlint": 1, "types": { "Route": { "cases": ["a", "b", "c"] } },
              "destinationSets": { "router": [ { "for": "Route", "cases": { "a": "A", "b": "B", "c": "C" } } ] },
              "root": { "tabs": { "selection": "binding", "items": [ \(tabs) ] } },
              "screens": { \(roots.joined(separator: ", ")), "A": {}, "B": {}, "C": {} } }
            """
        let model = try #require(load(text).model, "\(load(text).problems.map(\.message))")
        let found = Linter.lint(model)
        #expect(found.map { "\($0.location.line):\($0.location.column) \($0.ruleID)" } == ["2:85 unreachable-destination", "4:429 unreachable-screen"])
        #expect(found[0].subject == "destinationSets.router[Route.c]")
        #expect(found[0].message.contains("destination set 'router'"))
        // `ignore` on the entry in the set silences it for every stack.
        let ignored = text.replacingOccurrences(of: #""c": "C" } }"#, with: #""c": "C" }, "ignore": ["unreachable-destination"] }"#)
        #expect(try findings(ignored).map { $0.split(separator: " ")[1] } == ["unreachable-screen"])
    }

    @Test func aTypedPathOfTheEnumTakesItsCases() throws {
        let text = """
            { "navlint": 1, "types": { "Route": { "cases": ["a", "b"], "codable": true }, "Other": {} },
              "root": { "stack": { "root": "Home", "path": { "binding": "path", "type": "[Route]" } } },
              "screens": {
                "Home": { "destinations": [ { "for": "Route", "cases": { "a": "A", "b": "A" } }, { "for": "Other", "screen": "A" } ],
                          "actions": [ { "push": "Route.a" }, { "push": "Route.b" }, { "push": "Other" } ] },
                "A": {} } }
            """
        #expect(try findings(text).filter { $0.hasSuffix("typed-path-mismatch") } == ["5:84 typed-path-mismatch"])
    }

    @Test func casesAreHashableAndCodableAsTheirEnumIs() throws {
        let text = """
            { "navlint": 1, "types": { "Route": { "cases": ["a", "b"], "hashable": false } },
              "root": { "stack": { "root": "Home" } },
              "screens": {
                "Home": { "destinations": [ { "for": "Route", "screen": "A" } ], "actions": [ { "push": "Route.a" }, { "push": "Route.b" } ] },
                "A": {} } }
            """
        // Once, at the enum, not once per case.
        #expect(try findings(text) == ["1:28 non-hashable-path-value"])
    }

    @Test func malformedEnumsAndSetsAreInvalidSpecs() {
        let bare = Self.spec(screens: #""Home": { "destinations": [ { "for": "Route", "screen": "Home" } ], "actions": [ { "push": "Route" } ] }"#)
        #expect(loadProblems(bare).map(\.message) == ["'Route' is an enum of destinations: push one of its cases (Route.a, Route.b, Route.c)"])
        let unknownCase = Self.spec(screens: #""Home": { "destinations": [ { "for": "Route", "cases": { "d": "Home" } } ] }"#)
        #expect(loadProblems(unknownCase) == [Located(line: 5, column: 58, message: "'Route' has no case 'd'; did you mean 'a'?")])
        let notAnEnum = Self.spec(types: #""T": {}"#, screens: #""Home": { "destinations": [ { "for": "T", "cases": { "a": "Home" } } ] }"#)
        #expect(loadProblems(notAnEnum).map(\.message) == [#"'T' has no cases; map it to one "screen" (or declare "cases" on the type)"#])
        let both = Self.spec(screens: #""Home": { "destinations": [ { "for": "Route", "screen": "Home", "cases": { "a": "Home" } } ] }"#)
        #expect(loadProblems(both).map(\.message) == [#"a destination of screen 'Home' has both "screen" and "cases"; use one"#])
        let unknownSet = Self.spec(sets: #""router": []"#, screens: #""Home": { "destinations": ["ruoter"] }"#)
        #expect(loadProblems(unknownSet).map(\.message) == ["unknown destination set 'ruoter'; did you mean 'router'?"])
        let badCases = Self.spec(types: #""Route": { "cases": ["a", "a", "b.c"] }"#, screens: #""Home": {}"#)
        #expect(loadProblems(badCases).map(\.message) == [
            "duplicate case 'a' of type 'Route'",
            "case name 'b.c' of type 'Route' must be a plain name (it is pushed as Route.<case>)",
        ])
        // A set's problems are reported once, however many screens use it.
        let badSet = Self.spec(sets: #""router": [ { "for": "Nope", "screen": "Home" } ]"#,
                               screens: #""Home": { "destinations": ["router"] }, "Other": { "destinations": ["router"] }"#)
        #expect(loadProblems(badSet).map(\.message) == [#"unknown type 'Nope'; declare it under "types""#])
    }
}
