import Foundation
import Testing
@testable import NavLintKit

/// What the recognizer reads from shapes real apps are made of; each fixture is ours.
@Suite struct SwiftRecognizerTests {
    func app(_ files: [String: String]) -> SourceSet {
        SourceSet(files: files.keys.sorted().map { SourceFile(path: $0, text: files[$0]!) }, path: "App")
    }

    func spec(_ files: [String: String]) -> String { SpecWriter.extract(app(files), path: "App").text }

    func findings(_ files: [String: String]) -> [String] {
        Check.run(sources: app(files)).findings.filter { $0.ruleID != SwiftFrontEnd.unresolvedID }
            .map { "\($0.file.path):\($0.location.line):\($0.ruleID)" }
    }

    static let appShell = """
    @main
    struct ShopApp: App {
        var body: some Scene { WindowGroup { Home() } }
    }
    enum Route: Hashable {
        case product, cart
    }
    """

    /// `.withRouter()` defined in a View extension registers the destinations of every stack it is applied to.
    @Test func viewExtensionModifierAddsItsDestinations() {
        let files = ["App.swift": Self.appShell, "Home.swift": """
        struct Home: View {
            var body: some View {
                NavigationStack {
                    List {
                        NavigationLink("Product", value: Route.product)
                    }
                    .withRouter()
                }
            }
        }
        struct ProductView: View { var body: some View { Text("p") } }
        struct CartView: View { var body: some View { Text("c") } }
        extension View {
            func withRouter() -> some View {
                navigationDestination(for: Route.self) { route in
                    switch route {
                    case .product: ProductView()
                    case .cart: CartView()
                    }
                }
            }
        }
        """]
        let text = spec(files)
        #expect(text.contains("\"product\": \"ProductView\""))
        #expect(text.contains("\"cart\": \"CartView\""))
        #expect(findings(files) == ["Home.swift:12:unreachable-screen", "Home.swift:18:unreachable-destination"])
    }

    /// A ViewModifier that wraps its content in a stack bound to a path passed in: each tab's
    /// own path, so no shared stack.
    @Test func viewModifierStackTakesTheCallersBinding() {
        let files = ["App.swift": """
        @main
        struct TabsApp: App {
            var body: some Scene { WindowGroup { Root() } }
        }
        @MainActor final class Paths: ObservableObject {
            @Published var home: [Int] = []
            @Published var settings: [Int] = []
        }
        struct Root: View {
            @StateObject var paths = Paths()
            var body: some View {
                TabView {
                    Text("Home").stacked(path: $paths.home).tabItem { Text("Home") }
                    Text("Settings").stacked(path: $paths.settings).tabItem { Text("Settings") }
                }
            }
        }
        struct Stacked: ViewModifier {
            @Binding var path: [Int]
            func body(content: Content) -> some View {
                NavigationStack(path: $path) { content }
            }
        }
        extension View {
            func stacked(path: Binding<[Int]>) -> some View { self.modifier(Stacked(path: path)) }
        }
        """]
        let text = spec(files)
        #expect(text.contains("\"binding\": \"paths.home\""))
        #expect(text.contains("\"binding\": \"paths.settings\""))
        #expect(findings(files).isEmpty)
        // The same binding in both tabs is the bug the rule is for.
        let shared = files["App.swift"]!.replacingOccurrences(of: "$paths.settings", with: "$paths.home")
        #expect(findings(["App.swift": shared]).contains { $0.hasSuffix("shared-stack-across-tabs") })
    }

    /// `var content: some View` and `@ViewBuilder func row(…)` are read where the body uses them.
    @Test func computedPropertiesAndBuildersAreFollowed() {
        let files = ["App.swift": Self.appShell, "Home.swift": """
        struct Home: View {
            var body: some View {
                NavigationStack { content }
            }
            private var content: some View {
                List {
                    row(title: "Cart")
                }
                .navigationDestination(for: Route.self) { _ in Text("route") }
            }
            @ViewBuilder
            private func row(title: String) -> some View {
                NavigationLink(title, value: Route.cart)
            }
        }
        """]
        let text = spec(files)
        #expect(text.contains("\"push\": \"Route.cart\""))
        #expect(findings(files).isEmpty)
    }

    /// A cover whose content clears the presenting state (through a @Binding) can be closed.
    @Test func clearingThePresentingBindingDismisses() {
        let cover = """
        struct Home: View {
            @State private var playing = false
            var body: some View {
                Button("Play") { playing = true }
                    .fullScreenCover(isPresented: $playing) { Player(isPresented: $playing) }
            }
        }
        struct Player: View {
            @Binding var isPresented: Bool
            var body: some View {
                Button("Close") { isPresented = false }
            }
        }
        """
        #expect(findings(["App.swift": Self.appShell, "Home.swift": cover]).isEmpty)
        let toggled = cover.replacingOccurrences(of: "isPresented = false", with: "isPresented.toggle()")
        #expect(findings(["App.swift": Self.appShell, "Home.swift": toggled]).isEmpty)
        let trapped = cover.replacingOccurrences(of: "Button(\"Close\") { isPresented = false }", with: "Text(\"Playing\")")
        #expect(findings(["App.swift": Self.appShell, "Home.swift": trapped]) == ["Home.swift:8:navigation-trap"])
    }

    @Test func uikitControllerInACoverIsTakenAsClosable() {
        let files = ["App.swift": Self.appShell, "Home.swift": """
        struct Home: View {
            @State private var reading = false
            var body: some View {
                Button("Read") { reading = true }
                    .fullScreenCover(isPresented: $reading) { Browser() }
            }
        }
        struct Browser: UIViewControllerRepresentable {
            func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
        }
        """]
        #expect(findings(files).isEmpty)
        #expect(Check.run(sources: app(files)).findings.map(\.message) == [
            "'Browser' is UIKit, whose controls navlint cannot read; it is taken to offer a way to close it",
        ])
    }

    @Test func webPagesAreNotDeepLinks() {
        let files = ["App.swift": Self.appShell, "Home.swift": """
        struct Home: View {
            @Environment(\\.openURL) private var openURL
            var body: some View {
                Button("Guidelines") { openURL(URL(string: "https://example.com/guidelines")!) }
                Button("Cart") { openURL(URL(string: "shop://cart")!) }
            }
        }
        """]
        let text = spec(files)
        #expect(!text.contains("https://example.com"))
        #expect(text.contains("\"open\": \"shop://cart\""))
    }

    /// `@Environment(Router.self) var router` has no written type: the attribute names it.
    @Test func environmentRouterIsTypedByItsAttribute() {
        let files = ["App.swift": Self.appShell, "Home.swift": """
        @Observable final class Router {
            var path: [Route] = []
            func show(_ route: Route) { path.append(route) }
        }
        struct Home: View {
            @State private var router = Router()
            var body: some View {
                NavigationStack(path: $router.path) {
                    Details()
                        .navigationDestination(for: Route.self) { _ in Text("x") }
                }
                .environment(router)
            }
        }
        struct Details: View {
            @Environment(Router.self) private var router
            var body: some View {
                Button("Cart") { router.show(.cart) }
            }
        }
        """]
        #expect(spec(files).contains("\"push\": \"Route.cart\""))
    }

    @Test func stackAroundAPagerIsNoSharedTabStack() {
        let files = ["App.swift": Self.appShell, "Home.swift": """
        struct Home: View {
            var body: some View {
                NavigationStack {
                    TabView {
                        Text("One").tag(1)
                        Text("Two").tag(2)
                    }
                    .tabViewStyle(.page)
                }
            }
        }
        """]
        #expect(findings(files).isEmpty)
        let bar = files["Home.swift"]!.replacingOccurrences(of: ".tabViewStyle(.page)", with: "")
        #expect(findings(["App.swift": Self.appShell, "Home.swift": bar]) == ["Home.swift:3:shared-stack-across-tabs"])
    }

    /// A shell stack around the tabs whose destination is declared on the TabView: the help
    /// tab has no stack, so its links push onto the shell's path, where that destination is
    /// visible. It was read as the first tab's (inside the catalog's own stack), which made the
    /// help link look broken and the destination unused.
    @Test func aDestinationOnATabViewIsTheStackAroundIts() {
        let files = ["App.swift": Self.appShell, "Home.swift": """
        struct Help: Hashable { let topic: String }
        struct Home: View {
            var body: some View {
                NavigationStack {
                    TabView {
                        NavigationStack {
                            List { NavigationLink("Cart", value: Route.cart) }
                                .navigationDestination(for: Route.self) { _ in Text("Cart") }
                        }
                        .tabItem { Text("Shop") }
                        List { NavigationLink("Returns", value: Help(topic: "returns")) }
                            .tabItem { Text("Help") }
                    }
                    .navigationDestination(for: Help.self) { _ in HelpPage() }
                }
            }
        }
        struct HelpPage: View { var body: some View { Text("Help") } }
        """]
        #expect(findings(files) == ["Home.swift:4:shared-stack-across-tabs", "Home.swift:6:nested-stack"])
        let extracted = spec(files)
        #expect(extracted.contains(#""root": "Home""#), "\(extracted)")
    }

    @Test func otherToolsJSONInAnAppFolderIsNoSpec() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("navlint-foreign-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir + "/Sources", withIntermediateDirectories: true)
        try "{ \"extends\": [\"config:base\"] }".write(toFile: dir + "/renovate.json", atomically: true, encoding: .utf8)
        try Self.appShell.appending("\nstruct Home: View { var body: some View { Text(\"x\") } }")
            .write(toFile: dir + "/Sources/App.swift", atomically: true, encoding: .utf8)
        #expect(Inputs.inputs(in: dir).map(\.path) == [dir])
        #expect(runCLI(["check", dir]).0 == .success)
    }

    /// `route.destinationView()` where the enum switches over `self`: one destination per case.
    @Test func enumThatDrawsItselfIsAnEnumDestination() {
        let files = ["App.swift": Self.appShell, "Home.swift": """
        extension Route {
            @ViewBuilder func destinationView() -> some View {
                switch self {
                case .product: Text("product")
                case .cart: CartView()
                }
            }
        }
        struct CartView: View { var body: some View { Text("cart") } }
        struct Home: View {
            @State private var path: [Route] = []
            var body: some View {
                NavigationStack(path: $path) {
                    Button("Cart") { path.append(.cart) }
                        .navigationDestination(for: Route.self) { route in route.destinationView() }
                }
            }
        }
        """]
        #expect(spec(files).contains("\"cart\": \"CartView\""))
        // The case's screen (Text) is made by navlint: the unused destination is the one finding.
        #expect(findings(files) == ["Home.swift:4:unreachable-destination"])
    }

    /// `.sheet(item: $sheet) { switch $0 { … } }`: each case is its own sheet, shown by the code setting it.
    /// `if session.signedIn { Main() } else { SignIn() }` with `var signedIn = false`: the app
    /// launches on the sign-in screen, so that case is the switch's first; a flag whose
    /// declarations start apart keeps the order written.
    @Test func aFlagsLiteralDefaultDecidesWhichCaseShowsAtLaunch() throws {
        func firstScreen(_ declaration: String) throws -> String? {
            let text = """
            import SwiftUI
            @main struct GateApp: App { var body: some Scene { WindowGroup { Root() } } }
            @Observable final class Session { \(declaration) }
            struct Root: View {
                @State private var session = Session()
                var body: some View {
                    if session.signedIn { Main() } else { SignIn(session: session) }
                }
            }
            struct Main: View { var body: some View { Text("Main") } }
            struct SignIn: View {
                let session: Session
                var body: some View { Button("Sign in") { session.signedIn = true } }
            }
            """
            let model = try #require(Check.run(sources: app(["App.swift": text])).model)
            guard case .container(let c) = model.root, case .switcher(_, let cases) = model.containers[c].kind,
                  case .screen(let s)? = cases.first?.content else { return nil }
            return model.screens[s].id
        }
        #expect(try firstScreen("var signedIn = false") == "SignIn")
        #expect(try firstScreen("var signedIn: Bool = true") == "Main")
        #expect(try firstScreen("var signedIn = UserDefaults.standard.bool(forKey: \"in\")") == "Main")
    }

    @Test func sheetSwitchingOverItsItemIsOneSheetPerCase() {
        let files = ["App.swift": Self.appShell, "Home.swift": """
        enum Sheet: Identifiable {
            case settings, compose
            var id: Self { self }
        }
        struct Home: View {
            @State private var sheet: Sheet?
            var body: some View {
                VStack {
                    Button("Settings") { sheet = .settings }
                }
                .sheet(item: $sheet) { sheet in
                    Group {
                        switch sheet {
                        case .settings: SettingsView()
                        case .compose: ComposeView()
                        }
                    }
                }
            }
        }
        struct SettingsView: View { var body: some View { Text("s") } }
        struct ComposeView: View { var body: some View { Text("c") } }
        """]
        let text = spec(files)
        #expect(text.contains("\"present\": \"SettingsView\""))
        #expect(text.contains("\"label\": \"Settings\""))
        // Nothing sets `.compose` here, while code sets `.settings`: it is not presented (a cover
        // without a way out would be a trap no user meets), nor reported unreachable (code
        // navlint does not follow may set it).
        #expect(!text.contains("\"present\": \"ComposeView\""))
        #expect(findings(files).isEmpty)
    }

    /// `if items.isEmpty { Empty() } else { List… }`: data decides, so both show.
    @Test func contentChosenByDataShowsEveryCase() {
        let files = ["App.swift": Self.appShell, "Home.swift": """
        struct Home: View {
            let items: [Int] = []
            var body: some View {
                NavigationStack {
                    if items.isEmpty {
                        EmptyState()
                    } else {
                        Listing()
                    }
                }
            }
        }
        struct EmptyState: View { var body: some View { Text("none") } }
        struct Listing: View { var body: some View { Text("list") } }
        """]
        #expect(findings(files).isEmpty)
        #expect(spec(files).contains("\"trigger\": \"app\""))
    }

    /// One tab view type used for two tabs: each use owns its @State path, so no shared stack.
    @Test func eachUseOfAViewOwnsItsStatePath() {
        let files = ["App.swift": """
        @main
        struct TabsApp: App {
            var body: some Scene { WindowGroup { Root() } }
        }
        struct Root: View {
            var body: some View {
                TabView {
                    Feed(kind: 1).tabItem { Text("Home") }
                    Feed(kind: 2).tabItem { Text("Local") }
                }
            }
        }
        struct Feed: View {
            let kind: Int
            @State private var path: [Int] = []
            var body: some View {
                NavigationStack(path: $path) { Text("feed") }
            }
        }
        """]
        let text = spec(files)
        #expect(text.contains("\"binding\": \"path\""))
        #expect(text.contains("\"binding\": \"path (2)\""))
        #expect(findings(files).isEmpty)
    }

    /// A button inside another button's label pushes by itself: no button-wraps-link; a link there is one.
    @Test func buttonInAButtonsLabelIsNoWrappedLink() {
        let files = ["App.swift": Self.appShell, "Home.swift": """
        struct Home: View {
            @State private var path: [Route] = []
            var body: some View {
                NavigationStack(path: $path) {
                    Button { path.append(.product) } label: {
                        HStack {
                            Text("Row")
                            Button("Cart") { path.append(.cart) }
                        }
                    }
                    .navigationDestination(for: Route.self) { _ in Text("r") }
                }
            }
        }
        """]
        #expect(findings(files).isEmpty)
        let wrapped = files["Home.swift"]!.replacingOccurrences(of: "Button(\"Cart\") { path.append(.cart) }",
                                                               with: "NavigationLink(\"Cart\", value: Route.cart)")
        #expect(findings(["App.swift": Self.appShell, "Home.swift": wrapped]) == ["Home.swift:8:button-wraps-link"])
    }

    /// `WindowGroup { appDelegate.rootView }`: a view property of another object, followed through its type.
    @Test func rootViewOfAnotherObjectIsFollowed() {
        let files = ["App.swift": """
        @main
        struct ShopApp: App {
            @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate
            var body: some Scene { WindowGroup { appDelegate.rootView } }
        }
        final class AppDelegate: NSObject, UIApplicationDelegate {
            private lazy var environment = Environment.bootstrap()
            var rootView: some View { environment.rootView }
        }
        struct Environment {
            static func bootstrap() -> Environment { Environment() }
            var rootView: some View { Home() }
        }
        struct Home: View {
            var body: some View { NavigationView { Text("home") } }
        }
        """]
        #expect(findings(files) == ["App.swift:15:deprecated-navigation-view"])
    }

    /// A view used in two tabs is one piece of code: its finding is reported once, at that code.
    @Test func oneFindingPerPlaceInTheCode() {
        let files = ["App.swift": """
        @main
        struct TabsApp: App {
            var body: some Scene { WindowGroup { Root() } }
        }
        struct Root: View {
            var body: some View {
                TabView {
                    Legacy().tabItem { Text("One") }
                    Legacy().tabItem { Text("Two") }
                }
            }
        }
        struct Legacy: View {
            @State private var path: [Int] = []
            var body: some View { NavigationView { Text("old") } }
        }
        """]
        let found = Check.run(sources: app(files)).findings.filter { $0.ruleID == "deprecated-navigation-view" }
        #expect(found.count == 1)
        #expect(found.first?.location.line == 15)
        #expect(found.first?.notes == ["the same code is reported for 1 more place it is used in"])
    }
}

extension SwiftRecognizerTests {
    /// A sheet view whose body switches over the item (`Sheet(kind: $0)`), raised by several
    /// buttons on one screen and again from inside one of its own cases: each case id is
    /// made once (ids are unique in the app), and every use names the screen that holds them.
    @Test func aSheetSwitchUsedInManyPlacesAndInsideItselfIsMadeOnce() {
        let files = ["App.swift": """
            @main
            struct ShelfApp: App {
                var body: some Scene { WindowGroup { Shelf() } }
            }
            enum Kind: Identifiable {
                case about, settings
                var id: Int { 0 }
            }
            struct Pane: View {
                let kind: Kind
                var body: some View {
                    switch kind {
                    case .about: About()
                    case .settings: Settings()
                    }
                }
            }
            struct Shelf: View {
                @State private var sheet: Kind?
                var body: some View {
                    NavigationStack {
                        List {
                            Button("About") { sheet = .about }
                            Button("Settings") { sheet = .settings }
                        }
                        .sheet(item: $sheet) { Pane(kind: $0) }
                    }
                }
            }
            struct About: View {
                @State private var more: Kind?
                var body: some View {
                    Button("Settings") { more = .settings }
                        .sheet(item: $more) { Pane(kind: $0) }
                }
            }
            struct Settings: View {
                var body: some View { Text("Settings") }
            }
            """]
        let text = spec(files)
        #expect(!text.contains("invalid"))
        #expect(text.components(separatedBy: #""id": "about"#).count == 2, "\(text)")
        #expect(findings(files).allSatisfy { !$0.hasSuffix("invalid-spec") }, "\(findings(files))")
    }
}

extension SwiftRecognizerTests {
    /// A NavigationSplitView whose sidebar is a `List(selection: $folder)` of value links: each
    /// link chooses what the detail column shows (`switch folder`, or `if let folder`), with
    /// nothing chosen at launch, instead of pushing onto a stack that is not there.
    @Test func sidebarListSelectionChoosesTheDetailInsteadOfPushing() {
        func library(_ detail: String) -> [String: String] {
            ["App.swift": """
                @main
                struct NotesApp: App {
                    var body: some Scene { WindowGroup { Library() } }
                }
                enum Folder: Hashable { case inbox, archive }
                struct Library: View {
                    @State private var folder: Folder?
                    var body: some View {
                        NavigationSplitView {
                            Sidebar(folder: $folder)
                        } detail: {
                            \(detail)
                        }
                    }
                }
                struct Sidebar: View {
                    @Binding var folder: Folder?
                    var body: some View {
                        List(selection: $folder) {
                            NavigationLink("Inbox", value: Folder.inbox)
                            NavigationLink("Archive", value: Folder.archive)
                        }
                    }
                }
                struct InboxView: View { var body: some View { Text("Inbox") } }
                struct ArchiveView: View { var body: some View { Text("Archive") } }
                struct FolderView: View { var body: some View { Text("Folder") } }
                struct Pick: View { var body: some View { Text("Pick a folder") } }
                """]
        }
        let switched = library("""
            switch folder {
                            case .inbox: InboxView()
                            case .archive: ArchiveView()
                            case nil: Pick()
                            }
            """)
        let text = spec(switched)
        #expect(!text.contains(#""push""#), "\(text)")
        #expect(text.contains(#""select": "inbox""#) && text.contains(#""select": "archive""#), "\(text)")
        // Nothing chosen at launch: the placeholder is the switch's first case.
        let cases = text.components(separatedBy: #""id": ""#).dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(cases.first == "nil", "\(cases)")
        #expect(findings(switched).isEmpty, "\(findings(switched))")

        let unwrapped = library("if let folder { FolderView() } else { Pick() }")
        let both = spec(unwrapped)
        // Both links, and the app (which may set the selection in code too).
        #expect(both.components(separatedBy: #""select": "folderView""#).count == 4, "\(both)")
        #expect(findings(unwrapped).isEmpty, "\(findings(unwrapped))")
    }
}

extension SwiftRecognizerTests {
    /// `navigationDestination(for: Panel.self) { switch $0 { case .orders: …; default: … } }`: the
    /// `default:` stands for the cases the app pushes, not for every case of the enum, so a
    /// case nothing pushes is no destination nobody uses; a case written out still is one.
    @Test func aDestinationsDefaultCoversOnlyTheCasesTheAppPushes() {
        let files = ["App.swift": """
            @main
            struct TruckApp: App {
                var body: some Scene { WindowGroup { Truck() } }
            }
            enum Panel: Hashable { case orders, donuts, city, history, editor }
            struct Truck: View {
                var body: some View {
                    NavigationStack {
                        List {
                            NavigationLink("Donuts", value: Panel.donuts)
                            NavigationLink("Editor", value: Panel.editor)
                        }
                        .navigationDestination(for: Panel.self) { panel in
                            switch panel {
                            case .orders: Orders()
                            case .city: City()
                            default: Gallery()
                            }
                        }
                    }
                }
            }
            struct Orders: View { var body: some View { Text("Orders") } }
            struct City: View { var body: some View { Text("City") } }
            struct Gallery: View { var body: some View { Text("Gallery") } }
            """]
        let text = spec(files)
        #expect(text.contains(#""donuts": "Gallery""#) && text.contains(#""editor": "Gallery""#), "\(text)")
        #expect(!text.contains(#""history": "Gallery""#), "\(text)")
        // The written-out cases nothing pushes, and the screens only they show.
        #expect(findings(files) == ["App.swift:15:unreachable-destination", "App.swift:16:unreachable-destination",
                                    "App.swift:23:unreachable-screen", "App.swift:24:unreachable-screen"], "\(findings(files))")
    }
}

extension SwiftRecognizerTests {
    /// Seed 004's Pattern 2 in Swift, three columns: the recipe list (a view of its own,
    /// given the selection as a `@Binding`) chooses the detail's `if let recipe`, as the
    /// sidebar chooses the content's `if let category`; both show their `else` first.
    @Test func aBindingPassedToAColumnsListSelectionChoosesTheNextColumn() {
        let files = ["App.swift": """
            @main struct RecipesApp: App {
                var body: some Scene { WindowGroup { Recipes() } }
            }

            struct Category: Hashable { let name: String }
            final class Recipe: Hashable {
                let name = ""
                static func == (a: Recipe, b: Recipe) -> Bool { a === b }
                func hash(into hasher: inout Hasher) {}
            }

            struct Recipes: View {
                @State private var selectedCategory: Category?
                @State private var selectedRecipe: Recipe?
                let categories: [Category] = []
                var body: some View {
                    NavigationSplitView {
                        List(categories, id: \\.self, selection: $selectedCategory) { category in
                            NavigationLink(category.name, value: category)
                        }
                    } content: {
                        if let category = selectedCategory {
                            RecipeList(category: category, selection: $selectedRecipe)
                        } else {
                            Text("Select a category")
                        }
                    } detail: {
                        if let recipe = selectedRecipe {
                            RecipeDetail(recipe: recipe)
                        } else {
                            Text("Select a recipe")
                        }
                    }
                }
            }

            struct RecipeList: View {
                let category: Category
                @Binding var selection: Recipe?
                let recipes: [Recipe] = []
                var body: some View {
                    List(recipes, id: \\.self, selection: $selection) { recipe in
                        NavigationLink(recipe.name, value: recipe)
                    }
                }
            }

            struct RecipeDetail: View {
                let recipe: Recipe
                var body: some View { Text(recipe.name) }
            }
            """]
        let text = spec(files)
        #expect(text.contains(#""select": "recipeList""#) && text.contains(#""select": "recipeDetail""#), "\(text)")
        let cases = text.components(separatedBy: #""id": ""#).dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(cases == ["text", "recipeList", "text2", "recipeDetail"], "\(cases)")
        #expect(findings(files).isEmpty, "\(findings(files))")
    }
}

extension SwiftRecognizerTests {
    /// An app whose WindowGroup shows one screen with no navigation on it (its navigation is
    /// UIKit's, or it has none) is said to be so, instead of a bare "no findings".
    @Test func anAppWithoutSwiftUINavigationIsANote() {
        let files = ["App.swift": """
            @main
            struct PlainApp: App {
                var body: some Scene { WindowGroup { Home() } }
            }
            struct Home: View {
                var body: some View { Text("Hello") }
            }
            """]
        let notes = Check.run(sources: app(files)).findings.filter { $0.ruleID == SwiftFrontEnd.unresolvedID }
        #expect(notes.map { "\($0.location.line) \($0.message.prefix(60))" } == ["5 the app's WindowGroup shows 'Home', from which no navigation"])
        #expect(findings(files).isEmpty)
    }
}
