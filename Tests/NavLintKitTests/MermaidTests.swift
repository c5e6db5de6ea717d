import Foundation
import Testing
@testable import NavLintKit

/// `navlint graph --format mermaid`. No Mermaid parser runs here (npm is out of reach), so
/// the output is held to the flowchart grammar's documented forms line by line: every
/// label a quoted string with entity codes for what could end it or inject markup.
@Suite struct MermaidTests {
    func mermaid(_ spec: String, options: GraphOptions = GraphOptions()) throws -> String {
        let result = Check.run(SourceFile(path: "small.json", text: spec))
        return MermaidRenderer.render(try #require(result.analysis), findings: result.findings, options: options)
    }

    @Test func smallSpecSnapshot() throws {
        let url = packageRoot.appendingPathComponent("Tests/NavLintKitTests/Snapshots/small.mmd")
        let output = try mermaid(GraphTests.small)
        if ProcessInfo.processInfo.environment["NAVLINT_UPDATE"] == "1" { try output.write(to: url, atomically: true, encoding: .utf8) }
        #expect(output == (try String(contentsOf: url, encoding: .utf8)), "small.mmd differs: NAVLINT_UPDATE=1 swift test, then review")
    }

    @Test func hostileSnapshot() throws {
        let url = packageRoot.appendingPathComponent("Tests/NavLintKitTests/Snapshots/hostile.mmd")
        let output = try mermaid(GraphTests.hostile)
        if ProcessInfo.processInfo.environment["NAVLINT_UPDATE"] == "1" { try output.write(to: url, atomically: true, encoding: .utf8) }
        #expect(output == (try String(contentsOf: url, encoding: .utf8)), "hostile.mmd differs: NAVLINT_UPDATE=1 swift test, then review")
    }

    /// The statement forms the renderer writes; a label is `"…"` with no `"`, `<`, `>`, `|`,
    /// `#` (other than an entity code), backtick, bracket or brace inside.
    static let label = ##""(?:[^"<>|#`\[\]{};\\\n]|#(?:quot|\d+);|<br>)*""##
    static let statements = [
        ##"%% navlint: [^\n{}%]*"##, "flowchart LR", "end",
        ##"subgraph c\d+\["## + label + ##"\]"##,
        ##"s\d+\["## + label + ##"\]"##, ##"s\d+\[\["## + label + ##"\]\]"##, ##"u\d+\[/"## + label + ##"/\]"##,
        ##"start\(\("launch"\)\) --> s\d+"##,
        ##"[su]\d+ (?:-->|==>|-\.->)\|"## + label + ##"\| s\d+"##,
        ##"classDef (?:error|warning|note|unreachable) [a-z0-9:#,\- ]+"##,
        ##"class [su]\d+(?:,[su]\d+)* (?:error|warning|note|unreachable)"##,
        ##"linkStyle \d+(?:,\d+)* stroke:#[0-9a-f]{6}"##,
    ]

    @Test(arguments: ["small", "hostile"])
    func everyLineIsAStatementOfTheGrammar(_ name: String) throws {
        let output = try mermaid(name == "small" ? GraphTests.small : GraphTests.hostile)
        let patterns = try Self.statements.map { try Regex("^" + $0 + "$") }
        for line in output.split(separator: "\n") {
            let statement = line.drop { $0 == " " }
            #expect(patterns.contains { statement.wholeMatch(of: $0) != nil }, "not a statement of ours: \(line)")
        }
    }

    @Test func hostileTextIsEncodedNotInterpreted() throws {
        let output = try mermaid(GraphTests.hostile)
        #expect(output.contains(##"s0[["#60;b#62;Home#60;/b#62; #123;x#125; #92;N #92;#92; -#62; #quot;<br>(Home #quot;1#quot;)"]]"##))
        #expect(output.contains(##"#93;#59; digraph x #123; a -#62; b #125; //"##))
        #expect(!output.contains("<b>"))
        #expect(MermaidRenderer.label("a\r\nb\rc|d`e%%{init}%%") == "a<br>b<br>c#124;d#96;e#37;#37;#123;init#125;#37;#37;")
    }

    @Test func edgesKeepTheirKindAndFindingsTheirColour() throws {
        let output = try mermaid(GraphTests.small)
        #expect(output.contains(##"s0 -->|"Open"| s1"##))
        #expect(output.contains(##"s0 -->|"Edit"| s3"##))
        #expect(output.contains(##"s0 -.->|"More"| s4"##))
        #expect(output.contains("class s5 unreachable"))
    }
}

/// DOT fixes a new user saw: embedded containers hang off the screen that embeds them,
/// split-view columns say which column they are, and no statement sets penwidth twice.
@Suite struct GraphShapeTests {
    @Test func embeddedContainersHangOffTheirScreen() throws {
        let result = try SpecLoader.read(path: packageRoot.appendingPathComponent("Specs/tab-controller.json").path)
        let check = Check.run(result)
        let output = DOTRenderer.render(try #require(check.analysis), findings: check.findings)
        #expect(output.contains(##"s0 -> s1 [label="embeds", color="#90a4ae", style=dotted, arrowhead=odiamond"##))
        #expect(output.contains(##"s5 -> s6 [label="embeds""##))
        #expect(output.contains("embeds: grey, dotted"))
    }

    @Test func splitViewColumnsAreLabelled() throws {
        let file = try SpecLoader.read(path: packageRoot.appendingPathComponent("Specs/split-drill-down.json").path)
        let check = Check.run(file)
        let output = DOTRenderer.render(try #require(check.analysis), findings: check.findings)
        #expect(output.contains(##"label="sidebar column""##))
        #expect(output.contains(##"label="detail column""##))
    }

    @Test(arguments: ["tab-controller", "recipe-browser", "split-drill-down", "size-classes"])
    func noStatementSetsPenwidthTwice(_ name: String) throws {
        let file = try SpecLoader.read(path: packageRoot.appendingPathComponent("Specs/\(name).json").path)
        let check = Check.run(file)
        for line in DOTRenderer.render(try #require(check.analysis), findings: check.findings).split(separator: "\n") {
            #expect(line.components(separatedBy: "penwidth").count <= 2, "\(line)")
        }
    }
}
