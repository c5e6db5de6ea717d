import Testing
@testable import NavLintKit

/// View bodies read as call trees (SPEC 7): calls, arguments, trailing closures, modifier
/// chains, `if`/`switch`, closures with parameters, assignments.
@Suite struct SwiftCallTests {
    /// A compact picture of an expression: `Name(label: value){params in …}`, modifiers after a `⟶`.
    func show(_ expr: SwiftExpr, _ tree: SwiftTree) -> String {
        switch expr {
        case .call(let call):
            return ([call] + call.modifiers).map { call in
                let args = call.arguments.map { ($0.label.map { "\($0): " } ?? "") + show($0.value, tree) }.joined(separator: ", ")
                let closures = call.closures.map { ($0.label.map { "\($0):" } ?? "") + show(.closure($0.closure), tree) }.joined()
                return call.name + (call.arguments.isEmpty && !call.closures.isEmpty ? "" : "(\(args))") + closures
            }.joined(separator: " ⟶ ")
        case .name(let name, _): return name
        case .literal(let t): return tree.text(t)
        case .closure(let closure):
            let params = closure.parameters.isEmpty ? "" : closure.parameters.joined(separator: ", ") + " in "
            return "{" + params + closure.statements.map { show($0, tree) }.joined(separator: "; ") + "}"
        case .other(let items): return "‹" + items.map(tree.written).joined(separator: " ") + "›"
        }
    }

    func show(_ statement: SwiftStatement, _ tree: SwiftTree) -> String {
        switch statement {
        case .expression(let expr): return show(expr, tree)
        case .conditional(let branches, let otherwise):
            let rest = otherwise.map { " else " + $0.map { show($0, tree) }.joined(separator: "; ") } ?? ""
            return branches.map { "if " + $0.condition.map(tree.written).joined(separator: " ") + " then " + $0.statements.map { show($0, tree) }.joined(separator: "; ") }
                .joined(separator: " else ") + rest
        case .switchOver(let subject, let cases, _):
            return "switch " + subject.map(tree.written).joined(separator: " ") + " " + cases.map { c in
                "[" + c.patterns.map(tree.written).joined(separator: " ") + ": " + c.statements.map { show($0, tree) }.joined(separator: "; ") + "]"
            }.joined()
        case .local(let name, _, let value): return "let \(name) = " + (value.map { show($0, tree) } ?? "")
        case .assignment(let target, let op, let value): return show(target, tree) + " \(op) " + show(value, tree)
        }
    }

    func body(_ source: String) throws -> (SwiftTree, [SwiftStatement]) {
        let tree = SwiftTree(text: source)
        #expect(tree.problems.isEmpty)
        let view = try #require(tree.declarations().first)
        let body = try #require(view.members.first { $0.name == "body" }?.body)
        return (tree, tree.statements(in: body))
    }

    @Test func aStackWithADestinationAndASheet() throws {
        let (tree, statements) = try body("""
            struct RecipesView: View {
                var body: some View {
                    NavigationStack(path: $router.path) {
                        List(recipes) { recipe in
                            NavigationLink(recipe.name, value: Route.recipe(recipe))
                        }
                        .navigationDestination(for: Route.self) { route in
                            switch route {
                            case .recipe(let r): RecipeDetail(recipe: r)
                            case .home, .settings:
                                HomeView()
                            default: EmptyView()
                            }
                        }
                        .toolbar {
                            Button("Settings") { showSettings = true }
                        }
                    }
                    .sheet(isPresented: $showSettings) {
                        SettingsView()
                    }
                }
            }
            """)
        #expect(statements.map { show($0, tree) } == [
            "NavigationStack(path: $router.path){List(recipes){recipe in NavigationLink(recipe.name, value: Route.recipe(recipe))}"
                + " ⟶ .navigationDestination(for: Route.self){route in switch route [. recipe (let r): RecipeDetail(recipe: r)]"
                + "[. home , . settings: HomeView()][: EmptyView()]} ⟶ .toolbar{Button(\"Settings\"){showSettings = true}}}"
                + " ⟶ .sheet(isPresented: $showSettings){SettingsView()}",
        ])
    }

    @Test func conditionsLabeledClosuresAndMutations() throws {
        let (tree, statements) = try body("""
            struct Root: View {
                var body: some View {
                    if session.loggedIn {
                        MainView()
                    } else if onboarding {
                        OnboardingView()
                    } else {
                        LoginView()
                    }
                    Button {
                        path.append(Route.home)
                        path.removeLast(2)
                        path = []
                        let x = 1
                    } label: {
                        Text("Go")
                    }
                    .navigationBarBackButtonHidden(true); Spacer()
                }
            }
            """)
        #expect(statements.map { show($0, tree) } == [
            "if session . loggedIn then MainView() else if onboarding then OnboardingView() else LoginView()",
            "Button{path.append(Route.home); path.removeLast(2); path = ‹[]›; let x = 1}label:{Text(\"Go\")} ⟶ .navigationBarBackButtonHidden(true)",
            "Spacer()",
        ])
        // Names are located at their tokens.
        guard case .expression(.call(let button)) = statements[1], let modifier = button.modifiers.first else { Issue.record("no call"); return }
        #expect(tree.text(modifier.nameToken) == "navigationBarBackButtonHidden")
    }

    /// An `else if` chain 20,000 long is one flat statement, and a modifier chain one flat call.
    @Test func longElseIfChainsStayFlat() throws {
        let chain = "struct V: View { var body: some View { " + (0..<20_000).map { "if c\($0) { A() } else " }.joined() + "{ B() } } }"
        let (tree, statements) = try body(chain)
        guard case .conditional(let branches, let otherwise)? = statements.first else { Issue.record("no if"); return }
        #expect(branches.count == 20_000)
        #expect(otherwise.map { $0.map { show($0, tree) } } == ["B()"])
        // And a modifier chain as long: a flat list too.
        let modifiers = "struct V: View { var body: some View { Text(\"a\")" + String(repeating: ".padding()", count: 20_000) + " } }"
        let (_, chained) = try body(modifiers)
        guard case .expression(.call(let text))? = chained.first else { Issue.record("no call"); return }
        #expect(text.modifiers.count == 20_000)
    }

    /// Random Swift-shaped text: every reader finishes, whatever the brackets and keywords.
    @Test func randomTextIsReadWithoutCrashing() {
        let pieces = ["struct", "var", "body", ":", "some", "View", "{", "}", "(", ")", "[", "]", "if", "else", "switch", "case", "default",
                      ".", "x", "=", "in", ",", "\n", "\"s\"", "@State", "#if", "#endif", "label", "enum", "func", "let", ";", "1"]
        var random = SplitMix(seed: 11)
        var statements = 0
        for _ in 0..<1_000 {
            let text = (0..<random.next(in: 0...60)).map { _ in pieces[random.next(in: 0...pieces.count - 1)] }.joined(separator: " ")
            let tree = SwiftTree(text: text)
            var pending = tree.declarations()
            while let decl = pending.popLast() {
                pending += decl.members
                if let body = decl.body { statements += tree.statements(in: body).count }
            }
            statements += tree.statements(in: 0).count
        }
        #expect(statements > 0)
    }
}
