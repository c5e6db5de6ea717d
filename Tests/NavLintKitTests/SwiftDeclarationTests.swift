import Testing
@testable import NavLintKit

/// The Swift front end's bracket tree and declaration reader (SPEC 7).
@Suite struct SwiftDeclarationTests {
    static let app = """
        import SwiftUI

        enum Route: Hashable, Codable {
            case home
            case recipe(Recipe), category(String, id: Int)
            indirect case nested(Route)
        }

        @MainActor @Observable
        final class Router {
            var path = NavigationPath()
            func push(_ route: Route) { path.append(route) }
        }

        struct ContentView<Model: Hashable>: View where Model: Sendable {
            @State private var path: [Route] = []
            @Environment(\\.dismiss) private var dismiss
            @Environment(Router.self)
            var router
            let title: String
            var body: some View {
                NavigationStack(path: $path) {
                    Text(title)
                }
            }
            #if os(iOS)
            var compact = true
            #else
            var compact = false
            #endif
            init(title: String) { self.title = title }
        }

        extension View {
            func withRouter() -> some View { self }
        }
        """

    func describe(_ decls: [SwiftDecl], _ tree: SwiftTree, indent: String = "") -> [String] {
        decls.flatMap { decl -> [String] in
            var line = indent + "\(decl.kind) \(decl.name)"
            if !decl.attributes.isEmpty { line += " @" + decl.attributes.joined(separator: " @") }
            if !decl.types.isEmpty { line += " : " + decl.types.joined(separator: ", ") }
            if !decl.initializer.isEmpty { line += " = " + decl.initializer.map(tree.written).joined(separator: " ") }
            if decl.body != nil { line += " {}" }
            if !decl.conditions.isEmpty { line += " #if " + decl.conditions.joined(separator: " && ") }
            return [line] + describe(decl.members, tree, indent: indent + "  ")
        }
    }

    @Test func typesMembersAndWrappersAreRead() {
        let tree = SwiftTree(text: Self.app)
        #expect(tree.problems.isEmpty)
        #expect(describe(tree.declarations(), tree) == [
            "type(\"enum\") Route : Hashable, Codable {}",
            "  enumCase home",
            "  enumCase recipe : Recipe {}",
            "  enumCase category : String , id : Int {}",
            "  enumCase nested : Route {}",
            "type(\"class\") Router @MainActor @Observable {}",
            "  property(isLet: false) path = NavigationPath ()",
            "  function push {}",
            "type(\"struct\") ContentView : View {}",
            "  property(isLet: false) path @State : [Route] = []",
            "  property(isLet: false) dismiss @Environment",
            "  property(isLet: false) router @Environment",
            "  property(isLet: true) title : String",
            "  property(isLet: false) body : some View {}",
            "  property(isLet: false) compact = true #if os (iOS)",
            "  property(isLet: false) compact = false #if !(os (iOS))",
            "  function init {}",
            "type(\"extension\") View {}",
            "  function withRouter : some View {}",
        ])
        // Locations: the name's token, at its line and column.
        let file = SourceFile(path: "App.swift", text: Self.app)
        let content = tree.declarations()[2]
        #expect(file.position(of: tree.tokens[content.nameToken].start) == (15, 8))
    }

    /// Members on one line, split by `;`: each is read (the `body` after a stored property was lost).
    @Test func membersSplitBySemicolonsAreEachRead() {
        let tree = SwiftTree(text: "struct Root: View { @State var n: Int = 1; let m = [1, 2]; var body: some View { Text(\"x\") }; func f() {} }")
        #expect(tree.problems.isEmpty)
        #expect(describe(tree.declarations(), tree) == [
            "type(\"struct\") Root : View {}",
            "  property(isLet: false) n @State : Int = 1",
            "  property(isLet: true) m = [1 , 2]",
            "  property(isLet: false) body : some View {}",
            "  function f {}",
        ])
    }

    @Test func bracketsThatDoNotMatchAreReportedAndRecovered() {
        let tree = SwiftTree(text: "struct A { var x = f(1, 2 }\n) struct B {}")
        #expect(tree.problems.map(\.message) == ["'(' is not closed", "unmatched ')'"])
        #expect(tree.declarations().map(\.name) == ["A", "B"])
        #expect(tree.declarations()[0].members.map(\.name) == ["x"])
    }

    @Test func nestingPastTheLimitIsReportedNotFollowed() {
        let deep = String(repeating: "(", count: 10_000) + String(repeating: ")", count: 10_000) + " struct S {}"
        let tree = SwiftTree(text: deep)
        #expect(tree.problems.map(\.message) == ["brackets nest more than \(SwiftTree.maxDepth) deep"])
        #expect(tree.declarations().map(\.name) == ["S"])
    }
}
