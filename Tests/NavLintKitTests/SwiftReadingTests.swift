import Foundation
import Testing
@testable import NavLintKit

/// Shapes the measured corpus showed the reader missing (each fixture is ours): a `#if` inside
/// a modifier chain, pages named by properties, a view presenting itself, content chosen by
/// data whose case is also a destination elsewhere.
@Suite struct SwiftReadingTests {
    func run(_ text: String) -> (spec: String, findings: [String]) {
        let set = SourceSet(files: [SourceFile(path: "App/App.swift", text: text)], path: "App")
        let findings = Check.run(sources: set).findings.filter { $0.ruleID != SwiftFrontEnd.unresolvedID }
        return (SpecWriter.extract(set, path: "App").text, findings.map { "\($0.location.line):\($0.ruleID)" })
    }

    static let shell = """
    import SwiftUI
    @main
    struct PApp: App {
        var body: some Scene { WindowGroup { Home() } }
    }
    enum Route: Hashable { case detail }
    struct Detail: View { var body: some View { Text("d") } }

    """

    /// Modifiers after `#if !os(visionOS) … #endif` belong to the chain: the destination is read.
    @Test func postfixIfKeepsTheChainGoing() {
        let text = Self.shell + """
        struct Home: View {
            var body: some View {
                NavigationStack {
                    List { NavigationLink("Open", value: Route.detail) }
                        .scrollContentBackground(.hidden)
                        #if os(macOS)
                          .frame(minWidth: 300)
                        #elseif !os(visionOS)
                          .listStyle(.plain)
                        #endif
                        .navigationDestination(for: Route.self) { _ in Detail() }
                }
            }
        }
        """
        let (spec, findings) = run(text)
        #expect(findings == [])
        #expect(spec.contains(#""screen": "Detail""#))
    }

    /// A cover bound to `.constant(false)` (a placeholder) is never presented, so its content
    /// without a way out is no trap; bound to `.constant(true)`, it is up at once, and is.
    @Test(arguments: ["false", "true"]) func aPresentationBoundToAConstantIsShownOnlyWhenTrue(value: String) {
        let text = Self.shell + """
        struct Home: View {
            var body: some View {
                NavigationStack {
                    Text("home")
                        .fullScreenCover(isPresented: .constant(\(value))) { Thanks() }
                        .alert("Saved", isPresented: .constant(\(value))) { Button("OK") { } }
                }
            }
        }
        struct Thanks: View { var body: some View { Text("thanks") } }
        """
        let (spec, findings) = run(text)
        #expect(spec.contains(#""present": "Thanks""#) == (value == "true"))
        #expect(spec.contains(#""title": "Saved""#) == (value == "true"))
        #expect(findings == (value == "true" ? ["\(Self.shell.split(separator: "\n").count + 10):navigation-trap"] : []))
    }

    /// `@State var results = [Post(id: 1)]`: rows of a list over it push `Post`, so its
    /// destination is used (the element type was unknown, the destination unreachable).
    @Test(arguments: ["[Post(id: 1)]", "[Post.sample]", "[Post]()"]) func anArrayLiteralOfADeclaredTypeTypesItsRows(initial: String) {
        let text = Self.shell + """
        struct Post: Hashable, Identifiable { let id: Int; static let sample = Post(id: 0) }
        struct Home: View {
            @State private var results = \(initial)
            var body: some View {
                NavigationStack {
                    List(results) { post in NavigationLink("Open", value: post) }
                        .navigationDestination(for: Post.self) { _ in Detail() }
                }
            }
        }
        """
        let (spec, findings) = run(text)
        #expect(findings == [])
        #expect(spec.contains(#""push": "Post""#))
    }

    /// A sheet on the stack whose root a call-site modifier wraps (`List().withRoutes()`, so the
    /// root is a screen around the view), set by the view's buttons through a router method whose
    /// parameter has the property's name (`self.sheet = sheet`): each button presents its case.
    @Test(arguments: [true, false]) func aRoutersSheetSetFromTheWrappedRootIsPresentedByItsButtons(method: Bool) {
        let set = { (value: String) in method ? "router.show(\(value))" : "router.sheet = \(value)" }
        let text = Self.shell + """
        enum Sheet: Identifiable, Hashable { case a, b; var id: Self { self } }
        @MainActor @Observable final class Router {
            var sheet: Sheet?
            func show(_ sheet: Sheet) { self.sheet = sheet }
        }
        struct Home: View {
            @State private var router = Router()
            var body: some View {
                NavigationStack {
                    Rows(router: router).withRoutes()
                }
                .sheet(item: $router.sheet) { sheet in
                    switch sheet {
                    case .a: Detail()
                    case .b: Other()
                    }
                }
            }
        }
        struct Rows: View {
            let router: Router
            var body: some View {
                List {
                    Button("A") { \(set(".a")) }
                    Button("B") { \(set(".b")) }
                }
            }
        }
        struct Other: View { var body: some View { Text("o") } }
        extension View {
            func withRoutes() -> some View { navigationDestination(for: Route.self) { _ in Detail() } }
        }
        """
        let (spec, _) = run(text)
        let lines = spec.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let presents = lines.indices.filter { lines[$0].hasPrefix(#""present""#) }.map { lines[$0] + " " + lines[$0 + 3] }
        #expect(presents == [#""present": "Detail", "label": "A""#, #""present": "Other", "label": "B""#])
    }

    /// A router's sheet on the stack, set by a button of a screen pushed in that stack: the
    /// pushed screen presents it (not "the app", from the list), and clearing it there is no
    /// dismiss. With a sheet on each tab's stack and one on the TabView, all bound to the same
    /// name, the nearest presents.
    @Test(arguments: [true, false]) func aRoutersSheetSetFromAPushedScreenIsPresentedThere(method: Bool) throws {
        let setShare = method ? "router.show(.share)" : "router.sheet = .share"
        let text = Self.shell + """
        struct Note: Hashable { let id: Int }
        enum Sheet: Identifiable, Hashable { case share, settings; var id: Self { self } }
        @MainActor @Observable final class Router {
            var sheet: Sheet?
            func show(_ sheet: Sheet) { self.sheet = sheet }
        }
        struct Home: View {
            @State private var outer = Router()
            var body: some View {
                TabView {
                    Notes().tabItem { Text("Notes") }
                    Folders().tabItem { Text("Folders") }
                }
                .fullScreenCover(item: $outer.sheet) { _ in SettingsView() }
                .environment(outer)
            }
        }
        struct Notes: View {
            @State private var router = Router()
            var body: some View {
                NavigationStack {
                    List { NavigationLink("Groceries", value: Note(id: 1)) }
                        .navigationDestination(for: Note.self) { NoteView(note: $0, router: router) }
                }
                .fullScreenCover(item: $router.sheet) { _ in ShareView() }
            }
        }
        struct NoteView: View {
            let note: Note
            let router: Router
            @State private var sheet: Sheet?
            var body: some View {
                Button("Share") { \(setShare) }
                Button("Clear") { router.sheet = nil }
                Button("Info") { sheet = .settings }
                    .sheet(item: $sheet) { _ in InfoView() }
            }
        }
        struct InfoView: View { var body: some View { Text("i") } }
        struct Folders: View {
            @Environment(Router.self) private var router
            var body: some View { Button("Settings") { router.sheet = .settings } }
        }
        struct ShareView: View { var body: some View { Text("s") } }
        struct SettingsView: View { var body: some View { Text("t") } }
        """
        let (spec, _) = run(text)
        let lines = spec.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(!spec.contains(#""trigger": "app""#))
        #expect(!spec.contains(#""dismiss""#))
        let set = SourceSet(files: [SourceFile(path: "App/App.swift", text: text)], path: "App")
        let traps = Check.run(sources: set).findings.filter { $0.ruleID == "navigation-trap" }
        #expect(traps.map(\.subject).sorted() == ["SettingsView", "ShareView"])
        let share = try #require(traps.first { $0.subject == "ShareView" })
        #expect(share.trace.map(\.text) == [#"tap "Groceries" (push Note → NoteView)"#, #"tap "Share" (present fullScreenCover ShareView)"#])
        let settings = try #require(traps.first { $0.subject == "SettingsView" })
        #expect(settings.trace.map(\.text) == [#"select tab "Folders""#, #"tap "Settings" (present fullScreenCover SettingsView)"#])
        let presents = lines.indices.filter { lines[$0].hasPrefix(#""present""#) }.map { lines[$0] + " " + lines[$0 + 3] }
        #expect(presents == [#""present": "InfoView", "label": "Info""#, #""present": "ShareView", "label": "Share""#,
                             #""present": "SettingsView", "label": "Settings""#])
    }

    /// Modals on a TabView show over whichever tab is selected, at any depth: a screen named
    /// after the view holds the TabView and them. A `@Binding` of the TabView's state set in a
    /// tab's page presents from that page; a page's own `@State` of the same name does not;
    /// `.onAppear` on the TabView presents from the holder, so from every tab. A row's own
    /// state, in a screen and in one pushed from it, is each screen's own copy.
    @Test func modalsOnATabViewShowOverEveryTab() throws {
        let text = Self.shell + """
        struct Home: View {
            @State private var showCompose = false
            @State private var showWelcome = false
            @State private var showError = false
            var body: some View {
                TabView {
                    NavigationStack { Feed() }.tabItem { Text("Feed") }
                    NavigationStack { Profile(showCompose: $showCompose) }.tabItem { Text("Me") }
                }
                .fullScreenCover(isPresented: $showCompose) { Compose() }
                .sheet(isPresented: $showWelcome) { Welcome() }
                .alert("Offline", isPresented: $showError) { Button("OK") {} }
                .onAppear { showWelcome = true }
            }
        }
        struct Feed: View {
            @State private var showCompose = false
            var body: some View {
                Button("Draft") { showCompose = true }
                    .sheet(isPresented: $showCompose) { Text("Draft") }
            }
        }
        struct Profile: View {
            @Binding var showCompose: Bool
            var body: some View {
                NavigationLink("Posts") { Posts(showCompose: $showCompose) }
                Row()
            }
        }
        struct Posts: View {
            @Binding var showCompose: Bool
            var body: some View {
                Button("New post") { showCompose = true }
                Row()
            }
        }
        struct Row: View {
            @State private var showInfo = false
            var body: some View {
                Button("Info") { showInfo = true }
                    .sheet(isPresented: $showInfo) { Info() }
            }
        }
        struct Info: View { var body: some View { Text("i") } }
        struct Compose: View { var body: some View { Text("c") } }
        struct Welcome: View { var body: some View { Text("w") } }
        """
        let model = try #require(load(run(text).spec).model)
        #expect(model.root == .screen(try #require(model.screen(named: "Home"))))
        // Per screen, what its actions present, and whether the app (not a tap) does.
        let presents = model.screens.map { screen in
            screen.actions.compactMap { action -> String? in
                guard case .present(.screen(let s), _) = action.kind else { return nil }
                return model.screens[s].id + (action.trigger == .app ? " (app)" : "")
            }
        }
        let named = Dictionary(uniqueKeysWithValues: zip(model.screens.map(\.id), presents))
        #expect(named["Home"] == ["Welcome (app)", "Home.alert (app)"])
        #expect(named["Posts"] == ["Info", "Compose"])
        #expect(named["Profile"] == ["Info"])
        #expect(named["Feed"] == ["Feed.sheet"])
        let set = SourceSet(files: [SourceFile(path: "App/App.swift", text: text)], path: "App")
        let traps = Check.run(sources: set).findings.filter { $0.ruleID == "navigation-trap" }
        let compose = try #require(traps.first { $0.subject == "Compose" })
        #expect(compose.trace.map(\.text) == [#"select tab "Me""#, #"tap "Posts" (push Posts)"#, #"tap "New post" (present fullScreenCover Compose)"#])
    }

    /// Buttons under a NavigationStack, outside its content, that change its path: they name
    /// the stack (its view's state), so they act on it whatever it shows. `removeLast()` with
    /// nothing pushed crashes; clearing the path from a page is a way back, not "does nothing".
    @Test func buttonsBesideAStackActOnItsPath() throws {
        let text = Self.shell + """
        struct Home: View {
            @State private var path: [Int] = []
            var body: some View {
                VStack {
                    NavigationStack(path: $path) {
                        List { NavigationLink("Open", value: 1) }
                            .navigationDestination(for: Int.self) { Text("Item \\($0)") }
                    }
                    Button("Back one") { path.removeLast() }
                    Button("Start over") { path = [] }
                }
            }
        }
        """
        let (spec, findings) = run(text)
        #expect(spec.contains(#""stack": "Home.path""#))
        #expect(findings == ["16:pop-past-root"])
        let set = SourceSet(files: [SourceFile(path: "App/App.swift", text: text)], path: "App")
        let crash = try #require(Check.run(sources: set).findings.first { $0.ruleID == "pop-past-root" })
        #expect(crash.severity == .error)
        #expect(crash.trace.map(\.text) == [#"tap "Back one" (pop)"#])
    }

    /// Values pushed from an array the module types: a subscript and a member
    /// (`authors[0].name`), `randomElement()!`, `first(where:)` bound by `if let`, `last` bound
    /// by `guard let`, from a property initialised with a static one (`= Author.samples`). Each
    /// push reaches its destination, so none is reported unused; a dictionary's value is not
    /// guessed (a note).
    @Test func pushedElementsOfTypedArraysAreTyped() throws {
        let text = Self.shell + """
        struct Badge: Hashable { let level: Int }
        struct Author: Hashable {
            let name: String
            let badge: Badge
            static var samples: [Author] { [] }
        }
        struct Home: View {
            @State private var path = NavigationPath()
            let authors = Author.samples
            let byName: [String: Author] = [:]
            var body: some View {
                NavigationStack(path: $path) {
                    VStack {
                        NavigationLink(authors[0].name, value: authors[0].name)
                        NavigationLink("Second", value: authors[1])
                        Button("Random") { path.append(authors.randomElement()!) }
                        Button("Found") {
                            if let found = authors.first(where: { $0.name == "A" }) { path.append(found.badge) }
                        }
                        Button("Last") {
                            guard let last = authors.last else { return }
                            path.append(last)
                        }
                        Button("Named") { path.append(byName["A"]!) }
                    }
                    .navigationDestination(for: String.self) { Text($0) }
                    .navigationDestination(for: Author.self) { Text($0.name) }
                    .navigationDestination(for: Badge.self) { Text("\\($0.level)") }
                }
            }
        }
        """
        let (spec, findings) = run(text)
        #expect(findings == [], "\(spec)")
        let set = SourceSet(files: [SourceFile(path: "App/App.swift", text: text)], path: "App")
        let notes = Check.run(sources: set).findings.filter { $0.ruleID == SwiftFrontEnd.unresolvedID }
        #expect(notes.map(\.message) == [#"the type of the value pushed here cannot be told from the code ('byName ["A"] !')"#])
        #expect(spec.components(separatedBy: #""push": "Author""#).count == 4)
        #expect(spec.contains(#""push": "String""#) && spec.contains(#""push": "Badge""#))
    }

    /// A coordinator app whose views come from a factory's static functions (`let view =
    /// LoginView(); return view`), one of them switching over the coordinator's destinations
    /// for the stack, its sheet and its cover. The factory is followed, so the login screen's
    /// buttons are read; the cover shows only the case the coordinator sets, from the pushed
    /// screen that sets it (the destinations the factory's call site adds are inside the view),
    /// a case no code sets is not a trap though its view has no way out, and screens navlint
    /// made for inline content are not reported apart from the destination that holds them.
    @Test func viewsFromAFactorysStaticFunctionsAreRead() throws {
        let text = Self.shell + """
        enum Page: Hashable, Identifiable {
            case home, terms, promo
            var id: Self { self }
        }
        @MainActor final class Coordinator: ObservableObject {
            @Published var path = NavigationPath()
            @Published var cover: Page?
            func showHome() { path.append(Page.home) }
            func showPromo() { cover = .promo }
        }
        enum Factory {
            static func login() -> some View {
                let view = LoginView()
                return view
            }
            @ViewBuilder static func view(for page: Page) -> some View {
                switch page {
                case .home: HomeScreen()
                case .terms: Text("Terms")
                case .promo: EmptyView()
                }
            }
            @ViewBuilder static func cover(for page: Page) -> some View {
                switch page {
                case .promo: PromoView()
                case .home, .terms: TermsView()
                }
            }
        }
        struct Home: View {
            @StateObject private var coordinator = Coordinator()
            var body: some View {
                NavigationStack(path: $coordinator.path) {
                    Factory.login()
                        .navigationDestination(for: Page.self) { Factory.view(for: $0) }
                        .fullScreenCover(item: $coordinator.cover) { Factory.cover(for: $0) }
                }
                .environmentObject(coordinator)
            }
        }
        struct LoginView: View {
            @EnvironmentObject var coordinator: Coordinator
            var body: some View { Button("Log in") { coordinator.showHome() } }
        }
        struct HomeScreen: View {
            @EnvironmentObject var coordinator: Coordinator
            var body: some View { Button("Offer") { coordinator.showPromo() } }
        }
        struct TermsView: View { var body: some View { Text("Terms") } }
        struct PromoView: View {
            @Environment(\\.dismiss) private var dismiss
            var body: some View { Button("Close") { dismiss() } }
        }
        """
        let (spec, findings) = run(text)
        #expect(spec.contains(#""root": "LoginView""#), "\(spec)")
        #expect(spec.contains(#""label": "Log in""#))
        // `.terms` and `.promo` are never pushed: their destinations are the findings (not the
        // screens navlint made for their Text and EmptyView); the cover's `.home` and `.terms`,
        // which no code sets, show TermsView, which has no way out: no trap, as no user meets it.
        #expect(findings == ["26:unreachable-destination", "27:unreachable-destination"], "\(spec)")
        #expect(spec.components(separatedBy: #""present": "#).count == 2)
        #expect(spec.contains(#""present": "PromoView""#) && spec.contains(#""label": "Offer""#))
    }

    /// A push whose value navlint cannot type (a function it cannot read) may use any
    /// destination of its stack: none there is reported unused, nor the screens they show; a
    /// destination of another tab's stack still is.
    @Test func anUntypedPushLeavesItsStacksDestinationsUnjudged() throws {
        let text = Self.shell + """
        struct Item: Hashable { let id: Int }
        struct Tag: Hashable { let name: String }
        struct Home: View {
            var body: some View {
                TabView {
                    Feed().tabItem { Text("Feed") }
                    Tags().tabItem { Text("Tags") }
                }
            }
        }
        struct Feed: View {
            @State private var path = NavigationPath()
            var body: some View {
                NavigationStack(path: $path) {
                    Button("Open") { path.append(Store.shared.latest()) }
                        .navigationDestination(for: Item.self) { ItemView(item: $0) }
                }
            }
        }
        struct Tags: View {
            var body: some View {
                NavigationStack {
                    Text("Tags").navigationDestination(for: Tag.self) { TagView(tag: $0) }
                }
            }
        }
        struct ItemView: View { let item: Item; var body: some View { Text("item") } }
        struct TagView: View { let tag: Tag; var body: some View { Text("tag") } }
        """
        let (_, findings) = run(text)
        #expect(findings == ["30:unreachable-destination", "35:unreachable-screen"])
    }

    /// `TabView { firstPage; secondPage }` with `.tabViewStyle(.page)`: one page per property.
    @Test func pagesNamedByPropertiesAreTabs() {
        let text = Self.shell + """
        struct Home: View {
            var body: some View {
                TabView {
                    recentPage
                    followedPage
                }
                .tabViewStyle(.page)
            }
            private var recentPage: some View { Text("recent") }
            private var followedPage: some View { Text("followed") }
        }
        """
        let (spec, findings) = run(text)
        #expect(findings == [])
        #expect(spec.contains(#""style": "page""#))
        #expect(spec.contains(#""id": "tab0""#) && spec.contains(#""id": "tab1""#))
    }

    /// A settings view that presents another of itself shows its own stack there, with its
    /// own path (it owns its router): the links inside are in a stack, not outside one.
    @Test func aViewPresentingItselfShowsItsStack() {
        let text = Self.shell + """
        struct Home: View {
            var body: some View {
                TabView { SettingsView(isModal: false).tabItem { Text("Settings") } }
            }
        }
        @Observable final class Router { var path: [Route] = [] }
        struct SettingsView: View {
            let isModal: Bool
            @State private var router = Router()
            @State private var showSettings = false
            var body: some View {
                NavigationStack(path: $router.path) {
                    List {
                        NavigationLink("Detail", value: Route.detail)
                        Button("More") { showSettings = true }
                    }
                    .navigationDestination(for: Route.self) { _ in Detail() }
                    .sheet(isPresented: $showSettings) { SettingsView(isModal: true) }
                }
            }
        }
        """
        let (spec, findings) = run(text)
        #expect(!findings.contains { $0.hasSuffix("link-outside-stack") || $0.hasSuffix("destination-outside-stack") }, "\(findings)")
        #expect(spec.contains("(shown by itself)"))
    }

    /// Each place a view that owns its path shows itself is a new instance with a path of its
    /// own: two such places never share one path (which would leave the frame engine).
    @Test func eachSelfShownInstanceOwnsItsPath() throws {
        let text = Self.shell + """
        struct Home: View {
            @State private var showSettings = false
            var body: some View {
                TabView {
                    SettingsView().tabItem { Text("Settings") }
                    Button("Settings") { showSettings = true }
                        .sheet(isPresented: $showSettings) { SettingsView() }
                        .tabItem { Text("Feed") }
                }
            }
        }
        @Observable final class Router { var path: [Route] = [] }
        struct SettingsView: View {
            @State private var router = Router()
            @State private var showSettings = false
            var body: some View {
                NavigationStack(path: $router.path) {
                    Button("More") { showSettings = true }
                        .navigationDestination(for: Route.self) { _ in Detail() }
                        .sheet(isPresented: $showSettings) { SettingsView() }
                }
            }
        }
        """
        let (spec, _) = run(text)
        let bindings = spec.components(separatedBy: "\n").filter { $0.contains(#""binding": "#) }
            .map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(bindings.count == 4 && Set(bindings).count == 4, "\(bindings)")
        let set = SourceSet(files: [SourceFile(path: "App/App.swift", text: text)], path: "App")
        let analysis = try #require(Check.run(sources: set).analysis)
        #expect(analysis.exploration.statistics.allSatisfy { $0.engine == "frames" })
    }

    /// `if #available` choosing between two modifier chains on one view is that view: one
    /// screen with both branches' navigation, not two launches of the app.
    @Test func availabilityBranchesOfOneViewAreOneScreen() {
        let text = Self.shell + """
        struct Home: View {
            @State private var showHelp = false
            var body: some View {
                NavigationStack {
                    if #available(iOS 26.0, *) {
                        list
                            .sheet(isPresented: $showHelp) { Detail() }
                    } else {
                        list
                            .navigationTitle("Old")
                    }
                }
            }
            private var list: some View {
                List {
                    NavigationLink("Open", value: Route.detail)
                    Button("Help") { showHelp = true }
                }
                .navigationDestination(for: Route.self) { _ in Detail() }
            }
        }
        """
        let (spec, findings) = run(text)
        #expect(findings == [])
        #expect(!spec.contains(#""switch""#), "\(spec)")
        #expect(spec.contains(#""style": "sheet""#))
    }

    /// Tabs made by `ForEach` are read as one: a destination (and its screen) only the other
    /// tabs might push is not known to be unused, so neither is reported (written out, they are).
    @Test func tabsMadeByForEachClaimNothingUnreachable() {
        func app(_ tabs: String) -> String {
            Self.shell + """
            enum Section: Hashable, CaseIterable { case feed, more }
            struct Home: View {
                var body: some View {
                    TabView {
                        \(tabs)
                    }
                }
            }
            struct Feed: View {
                var body: some View {
                    NavigationStack {
                        Text("feed").navigationDestination(for: Route.self) { _ in Detail() }
                    }
                }
            }
            """
        }
        let partial = run(app("ForEach(Section.allCases, id: \\.self) { _ in Feed().tabItem { Text(\"Feed\") } }"))
        #expect(partial.findings == [])
        let whole = run(app("Feed().tabItem { Text(\"Feed\") }"))
        #expect(whole.findings.map { String($0.split(separator: ":")[1]) } == ["unreachable-screen", "unreachable-destination"], "\(whole.findings)")
    }

    /// A list shown by data (`if genres.isEmpty`) and also pushed from elsewhere does not switch
    /// the home's content from where it is pushed: the tabs stay apart (no truncation).
    @Test func dataChosenCaseAlsoPushedDoesNotCoupleTabs() throws {
        let text = Self.shell + """
        struct Home: View {
            @State private var tab = 0
            var body: some View {
                TabView(selection: $tab) {
                    NavigationView { MoviesHome() }.tabItem { Text("Movies") }.tag(0)
                    NavigationView { Discover() }.tabItem { Text("Discover") }.tag(1)
                }
            }
        }
        struct MoviesHome: View {
            let genres: [String] = []
            var body: some View {
                if genres.isEmpty { GenresList() } else { MoviesList() }
            }
        }
        struct GenresList: View { var body: some View { Text("genres") } }
        struct MoviesList: View { var body: some View { Text("movies") } }
        struct Discover: View {
            var body: some View { NavigationLink(destination: MoviesList()) { Text("All") } }
        }
        """
        let (spec, findings) = run(text)
        #expect(findings == ["12:deprecated-navigation-view", "13:deprecated-navigation-view", "26:view-based-link"])
        // GenresList switches to the list; the list, pushed in Discover too, does not switch back
        // from there: the case shows it inside a screen of its own, which does (the data may
        // change again), so the case is no dead end.
        #expect(spec.components(separatedBy: #""select": "#).count - 1 == 2)
        #expect(spec.contains(#""MoviesList.moviesList": {"#), "\(spec)")
        let set = SourceSet(files: [SourceFile(path: "App/App.swift", text: text)], path: "App")
        let analysis = try #require(Check.run(sources: set).analysis)
        #expect(analysis.exploration.compositional)
    }

    /// One timeline view shown by two tabs, its call site adding the app's destinations: the
    /// view is read twice, and declares each destination once (twice, it was a duplicate).
    @Test func aViewReadTwiceDeclaresItsDestinationsOnce() {
        let text = Self.shell + """
        extension View {
            func withAppRouter() -> some View {
                navigationDestination(for: Route.self) { _ in Detail() }
            }
        }
        struct Home: View {
            var body: some View {
                TabView {
                    TimelineTab(title: "Home").tabItem { Text("Home") }
                    TimelineTab(title: "Local").tabItem { Text("Local") }
                }
            }
        }
        struct TimelineTab: View {
            let title: String
            var body: some View {
                NavigationStack { Timeline().withAppRouter() }
            }
        }
        struct Timeline: View {
            var body: some View { List { NavigationLink("Open", value: Route.detail) } }
        }
        """
        let (spec, findings) = run(text)
        #expect(findings == [])
        #expect(spec.components(separatedBy: #""for": "Route""#).count == 2, "\(spec)")
    }

    /// The router pattern: each tab's stack root gets the app's destinations at its call site
    /// (`Profile(id: 0).withAppRouter()`), and the timeline pushes that same Profile. SwiftUI
    /// attaches them to the call site: the pushed Profile has none. Read onto Profile itself,
    /// they gave a false duplicate-destination warning and a destination-on-pushed-screen note
    /// per route in the timeline's stack. They sit on a screen around Profile at the Me tab's
    /// root, which still resolves the profile's own pushes there.
    @Test func destinationsACallSiteAddsBelongToThatPlace() {
        let text = """
        import SwiftUI
        @main struct PApp: App { var body: some Scene { WindowGroup { Home() } } }
        enum Route: Hashable { case profile(Int), post(Int) }
        extension View {
            func withAppRouter() -> some View {
                navigationDestination(for: Route.self) { route in
                    switch route {
                    case .profile(let id): Profile(id: id)
                    case .post(let id): Post(id: id)
                    }
                }
            }
        }
        struct Home: View {
            var body: some View {
                TabView {
                    NavigationStack { Timeline().withAppRouter() }.tabItem { Text("Home") }
                    NavigationStack { Profile(id: 0).withAppRouter() }.tabItem { Text("Me") }
                }
            }
        }
        struct Timeline: View {
            var body: some View { List { NavigationLink("Author", value: Route.profile(2)) } }
        }
        struct Profile: View {
            let id: Int
            var body: some View { NavigationLink("Latest", value: Route.post(id)) }
        }
        struct Post: View {
            let id: Int
            var body: some View { NavigationLink("Author", value: Route.profile(id)) }
        }
        """
        let (spec, findings) = run(text)
        #expect(findings == [])
        #expect(spec.contains(#""root": "Home.me.Profile""#), "\(spec)")
        #expect(spec.contains(#""embeds": "Profile""#), "\(spec)")
        // The timeline's root and the Me tab's screen around Profile declare them; Profile does not.
        #expect(spec.components(separatedBy: #""for": "Route""#).count == 3, "\(spec)")
    }

    /// Tabs made by ForEach over an enum whose content is the enum's own `switch self`
    /// (`ForEach(AppTab.allCases) { tab in tab.makeContentView().tabItem { … }.tag(tab) }`):
    /// one tab a case, each with its stack, tagged with the enum value (so code selecting
    /// `.inbox` selects that tab); a second ForEach over the same switch adds no tab.
    @Test func forEachTabsOverAnEnumsSwitchAreOneTabACase() throws {
        let text = Self.shell + """
        enum AppTab: CaseIterable, Hashable {
            case feed, inbox, profile
            @ViewBuilder func makeContentView() -> some View {
                switch self {
                case .feed: NavigationStack { Feed() }
                case .inbox: NavigationStack { Inbox() }
                case .profile: NavigationStack { Profile() }
                }
            }
        }
        struct Home: View {
            @State private var selected: AppTab = .feed
            var body: some View {
                TabView(selection: $selected) {
                    ForEach(AppTab.allCases, id: \\.self) { tab in
                        tab.makeContentView().tabItem { Text("Tab") }.tag(tab)
                    }
                    ForEach(AppTab.allCases, id: \\.self) { tab in
                        tab.makeContentView().tabItem { Text("Again") }.tag(tab)
                    }
                }
            }
        }
        struct Feed: View {
            @Binding var selected: AppTab
            var body: some View { Button("Messages") { selected = .inbox } }
        }
        struct Inbox: View { var body: some View { NavigationLink("Open", value: Route.detail) } }
        struct Profile: View { var body: some View { Text("me") } }
        """
        let (spec, findings) = run(text)
        #expect(spec.components(separatedBy: #""stack": {"#).count - 1 == 3, "\(spec)")
        #expect(spec.contains(#""root": "Feed""#) && spec.contains(#""root": "Inbox""#) && spec.contains(#""root": "Profile""#), "\(spec)")
        #expect(spec.contains(#""select": "inbox""#), "\(spec)")
        // Inbox's push has no destination: found in its own tab's stack.
        #expect(findings == ["35:missing-destination"], "\(findings)")
    }

    /// Modifiers after the ones a call site adds destinations with (`Feed().withAppRouter()
    /// .withComposer()`) act on the screen around the view; where the view is shown nowhere
    /// else that screen merges back, and they with it. They were dropped: the composer sheet
    /// went missing, and its screen was reported unreachable.
    @Test func modifiersAfterACallSitesDestinationsStayWhenItMergesBack() {
        let text = Self.shell + """
        extension View {
            func withAppRouter() -> some View { navigationDestination(for: Route.self) { _ in Detail() } }
            func withComposer(_ shown: Binding<Bool>) -> some View { sheet(isPresented: shown) { Composer() } }
        }
        struct Home: View {
            @State private var composing = false
            var body: some View {
                NavigationStack {
                    Feed(composing: $composing).withAppRouter().withComposer($composing)
                }
            }
        }
        struct Feed: View {
            @Binding var composing: Bool
            var body: some View {
                List { NavigationLink("Open", value: Route.detail) }
                Button("Compose") { composing = true }
            }
        }
        struct Composer: View { var body: some View { Text("new post") } }
        """
        let (spec, findings) = run(text)
        #expect(findings == [], "\(findings)")
        #expect(spec.contains(#""present": "Composer""#), "\(spec)")
        #expect(!spec.contains(#""embeds": "Feed""#), "\(spec)")
    }
}

extension SwiftReadingTests {
    /// A profile sheet that opens itself for a follower, whose "Posts" appends to the
    /// router's path under the sheets (the router comes from the environment): the stack bound
    /// to that path is named after it and the sheet's push names it (SPEC 6.3). Before, the
    /// push was read as the sheet's own and reported as a link outside any stack.
    @Test func aSheetAppendingToTheRoutersPathActsOnItsStack() {
        let text = Self.shell + """
        @MainActor @Observable final class Router { var path: [Route] = [] }
        struct Home: View {
            @State private var router = Router()
            @State private var showingMe = false
            var body: some View {
                NavigationStack(path: $router.path) {
                    Button("Me") { showingMe = true }
                        .navigationDestination(for: Route.self) { _ in Detail() }
                        .sheet(isPresented: $showingMe) { Profile() }
                }
                .environment(router)
            }
        }
        struct Profile: View {
            @Environment(Router.self) private var router
            @State private var showingFollower = false
            var body: some View {
                Button("Posts") { router.path.append(.detail) }
                Button("Home") { router.path = [] }
                Button("Followers") { showingFollower = true }
                    .sheet(isPresented: $showingFollower) { Profile() }
            }
        }
        """
        let (spec, findings) = run(text)
        #expect(spec.contains(#""id": "Router.path""#))
        #expect(spec.components(separatedBy: #""stack": "Router.path""#).count == 3)
        #expect(findings == [])
        // A router type per tab: no one stack is its path's, and the push names none.
        let tabs = text.replacingOccurrences(of: """
                NavigationStack(path: $router.path) {
                    Button("Me") { showingMe = true }
                        .navigationDestination(for: Route.self) { _ in Detail() }
                        .sheet(isPresented: $showingMe) { Profile() }
                }
                .environment(router)
        """, with: """
                TabView {
                    NavigationStack(path: $router.path) {
                        Button("Me") { showingMe = true }
                            .navigationDestination(for: Route.self) { _ in Detail() }
                            .sheet(isPresented: $showingMe) { Profile() }
                    }
                    .environment(router)
                    NavigationStack(path: $other.path) { Text("Other") }
                }
        """).replacingOccurrences(of: "    @State private var showingMe = false\n", with: "    @State private var showingMe = false\n    @State private var other = Router()\n")
        let (apart, _) = run(tabs)
        #expect(apart.contains(#""tabs""#))
        #expect(!apart.contains(#""stack": "Router.path""#) && !apart.contains(#""id": "Router.path""#))
    }

    /// `dismiss()` and a change of the router's path in one button are one action that also
    /// closes the sheet: Delete cannot be pressed twice, so nothing pops past the root; a
    /// button that only pops leaves the sheet up, and a second press crashes.
    @Test func dismissAndAPathChangeInOneButtonAreOneAction() {
        let text = Self.shell + """
        @MainActor @Observable final class Router { var path: [Route] = [] }
        struct Home: View {
            @State private var router = Router()
            var body: some View {
                NavigationStack(path: $router.path) {
                    Button("Open") { router.path.append(.detail) }
                        .navigationDestination(for: Route.self) { _ in Note() }
                }
                .environment(router)
            }
        }
        struct Note: View {
            @State private var editing = false
            var body: some View {
                Button("Edit") { editing = true }
                    .sheet(isPresented: $editing) { Edit() }
            }
        }
        struct Edit: View {
            @Environment(Router.self) private var router
            @Environment(\\.dismiss) private var dismiss
            var body: some View {
                Button("Delete") {
                    dismiss()
                    router.path.removeLast()
                }
                Button("Done") { dismiss() }
            }
        }
        """
        let (spec, findings) = run(text)
        #expect(spec.contains(#""stack": "Router.path",\#n          "dismisses": true"#))
        #expect(spec.components(separatedBy: #""dismiss": true"#).count == 2)
        #expect(!spec.contains("_event"))
        #expect(findings == [])
        let staying = text.replacingOccurrences(of: "            dismiss()\n            router.path.removeLast()", with: "            router.path.removeLast()")
        #expect(run(staying).findings == ["31:pop-past-root"])
    }
}
