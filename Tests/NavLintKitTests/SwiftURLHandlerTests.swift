import Foundation
import Testing
@testable import NavLintKit

/// `.onOpenURL` handlers read as deep-link routes, tabs switched through a computed
/// `Binding`, and a view that registers itself as a destination (our own fixture, in the
/// shape of an app of the measured corpus).
@Suite struct SwiftURLHandlerTests {
    static let app = """
        import SwiftUI

        @main
        struct BrewApp: App {
            @StateObject var env = AppState()
            var body: some Scene {
                WindowGroup {
                    RootTabs()
                        .environmentObject(env)
                        .onOpenURL { url in
                            env.selectedTab = .settings
                            env.settingsPath = [.importer]
                        }
                }
            }
        }

        enum Route: Hashable {
            case timer, settings, importer
        }

        final class AppState: ObservableObject {
            @Published var selectedTab: Route = .timer
            @Published var timerPath: [Route] = []
            @Published var settingsPath: [Route] = []
            var tabSelection: Binding<Route> {
                Binding { self.selectedTab } set: { self.selectedTab = $0 }
            }
        }
        """

    static let views = """
        import SwiftUI

        struct RootTabs: View {
            @EnvironmentObject var env: AppState
            var body: some View {
                TabView(selection: env.tabSelection) {
                    TimerView().tabItem { Text("Timer") }.tag(Route.timer)
                    SettingsView().tabItem { Text("Settings") }.tag(Route.settings)
                }
            }
        }

        struct TimerView: View {
            @EnvironmentObject var env: AppState
            var body: some View { Text("timer").routed(path: $env.timerPath) }
        }

        struct SettingsView: View {
            @EnvironmentObject var env: AppState
            var body: some View { Text("settings").routed(path: $env.settingsPath) }
        }

        struct ImporterView: View {
            var body: some View { Text("import") }
        }

        struct Routed: ViewModifier {
            @Binding var path: [Route]
            func body(content: Content) -> some View {
                NavigationStack(path: $path) {
                    content.navigationDestination(for: Route.self) { route in
                        switch route {
                        case .timer: TimerView()
                        case .settings: SettingsView()
                        case .importer: ImporterView()
                        }
                    }
                }
            }
        }

        extension View {
            func routed(path: Binding<[Route]>) -> some View { modifier(Routed(path: path)) }
        }
        """

    func sources(_ app: String, overlay: String? = nil) -> SourceSet {
        var files = [SourceFile(path: "App/App.swift", text: app), SourceFile(path: "App/Views.swift", text: Self.views)]
        if let overlay { files.append(SourceFile(path: "App/routes.overlay.json", text: overlay)) }
        return SourceSet(files: files, path: "App")
    }

    func findings(_ set: SourceSet) -> [String] {
        Check.run(sources: set).findings.filter { $0.ruleID != SwiftFrontEnd.unresolvedID }
            .map { "\($0.file.path):\($0.location.line):\($0.ruleID)" + ($0.trace.isEmpty ? "" : " " + $0.trace.map(\.text).joined(separator: " / ")) }
    }

    /// The handler selects the settings tab (through the state behind `tabSelection`), replaces
    /// its path and pushes the importer: one route, so the importer is on screen.
    @Test func handlerIsARoute() {
        let text = SpecWriter.extract(sources(Self.app), path: "App").text
        let route = text.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .drop { !$0.hasPrefix("\"id\": \"onOpenURL\"") }.prefix(5)
        #expect(Array(route) == [#""id": "onOpenURL","#, #""pattern": "{url}","#, #""tab": "settings","#, #""popToRoot": true,"#,
                                 #""push": ["Route.importer"]"#])
        #expect(findings(sources(Self.app)) == [
            "App/Views.swift:23:deep-link-only-screen open app://1 (deep link, route 'onOpenURL')",
            "App/Views.swift:30:router-not-main-actor",
            "App/Views.swift:33:unreachable-destination",
            "App/Views.swift:34:unreachable-destination",
        ])
    }

    /// Pushing the settings view, which wraps itself in a stack bound to the same path, nests
    /// that stack: reported with the deep link that does it; the never-pushed `.timer` is not.
    @Test func aViewPushedInsideItsOwnStackNests() {
        let app = Self.app.replacingOccurrences(of: "[.importer]", with: "[.settings, .importer]")
        #expect(findings(sources(app)) == [
            "App/Views.swift:23:deep-link-only-screen open app://1 (deep link, route 'onOpenURL')",
            "App/Views.swift:30:nested-stack open app://1 (deep link, route 'onOpenURL')",
            "App/Views.swift:30:router-not-main-actor",
            "App/Views.swift:33:unreachable-destination",
        ])
    }

    /// An overlay's `deepLinks` replaces the routes read from handlers.
    @Test func overlayRoutesReplaceTheHandlers() {
        let overlay = """
        { "navlint": 1, "deepLinks": { "schemes": ["brew"], "routes": [
            { "id": "import", "pattern": "import/{token}", "tab": "settings", "popToRoot": true, "push": ["Route.importer"] } ],
          "examples": [ { "url": "brew://import/abc", "expect": { "route": "import" } } ] } }
        """
        let text = SpecWriter.extract(sources(Self.app, overlay: overlay), path: "App").text
        #expect(!text.contains("onOpenURL"))
        #expect(findings(sources(Self.app, overlay: overlay)).first == "App/Views.swift:23:deep-link-only-screen open brew://import/abc (deep link, route 'import')")
    }
}

/// A handler that dispatches on the URL's host reads one route per literal host: each with the
/// steps of its branch and those every branch runs, so a route that only switches tabs is
/// checked on its own instead of merging into a route that selects two tabs at once.
@Suite struct SwiftURLBranchTests {
    static func app(_ handler: String) -> String {
        SwiftURLHandlerTests.app.replacingOccurrences(of: "env.selectedTab = .settings\n" + String(repeating: " ", count: 20)
                                                      + "env.settingsPath = [.importer]", with: handler)
    }

    func routes(_ handler: String, extra: String = "") -> (routes: [String], notes: [String]) {
        let set = SwiftURLHandlerTests().sources(Self.app(handler) + extra)
        let model = Check.run(sources: set)
        let text = SpecWriter.extract(set, path: "App").text
        let lines = text.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let routes = lines.filter { $0.hasPrefix("\"id\": \"onOpenURL") || $0.hasPrefix("\"pattern\"") || $0.hasPrefix("\"tab\"")
            || $0.hasPrefix("\"popToRoot\"") || $0.hasPrefix("\"push\"") }
        let notes = model.findings.filter { $0.ruleID == SwiftFrontEnd.unresolvedID && $0.file.path == "App/App.swift" }
            .map { "\($0.location.line): \($0.message)" }
        return (routes, notes)
    }

    @Test func ifElseOnTheHostIsARoutePerHost() {
        let read = routes("""
                            env.timerPath = []
                            if url.host == "import" {
                                env.selectedTab = .settings
                                env.settingsPath = [.importer]
                            } else if url.host() == "timer" {
                                env.selectedTab = .timer
                            } else {
                                env.selectedTab = .timer
                                env.timerPath = [.settings]
                            }
            """)
        #expect(read.routes == [#""id": "onOpenURL.import","#, #""pattern": "import","#, #""tab": "settings","#, #""popToRoot": true,"#,
                                #""push": ["Route.importer"]"#,
                                #""id": "onOpenURL.timer","#, #""pattern": "timer","#, #""tab": "timer","#, #""popToRoot": true"#])
        #expect(read.notes == [
            "10: routes 'onOpenURL.import', 'onOpenURL.timer' are read from this handler's branches, one per literal host: declare the app's routes with real patterns and examples in an overlay to check them one by one",
            "18: a branch of this URL handler that no literal host selects (an else or a default) is not read as a route; declare it in an overlay",
        ])
    }

    @Test(arguments: ["url.host", "url.host()", "url.host(percentEncoded: false)"]) func aSwitchOverTheHostIsARoutePerCase(host: String) {
        let read = routes("""
                            switch \(host) {
                            case "import":
                                env.selectedTab = .settings
                                env.settingsPath = [.importer]
                            case "timer":
                                env.selectedTab = .timer
                            default:
                                break
                            }
            """)
        #expect(read.routes == [#""id": "onOpenURL.import","#, #""pattern": "import","#, #""tab": "settings","#, #""popToRoot": true,"#,
                                #""push": ["Route.importer"]"#, #""id": "onOpenURL.timer","#, #""pattern": "timer","#, #""tab": "timer""#])
    }

    /// A branch that calls a method of the app's state: the method's steps are that branch's.
    @Test func aBranchesMethodStepsStayInItsRoute() {
        let read = routes("""
                            if url.host == "import" {
                                env.openImporter()
                            } else if url.host == "timer" {
                                env.openTimer()
                            }
            """, extra: """

            extension AppState {
                func openImporter() { selectedTab = .settings; settingsPath = [.importer] }
                func openTimer() { selectedTab = .timer }
            }
            """)
        #expect(read.routes == [#""id": "onOpenURL.import","#, #""pattern": "import","#, #""tab": "settings","#, #""popToRoot": true,"#,
                                #""push": ["Route.importer"]"#, #""id": "onOpenURL.timer","#, #""pattern": "timer","#, #""tab": "timer""#])
    }

    /// Branches no literal tells apart still merge: two tabs on one path is said plainly.
    @Test func twoTabsWithoutAHostAreOneRouteSaidAsSuch() {
        let read = routes("""
                            if url.path.isEmpty {
                                env.selectedTab = .settings
                            } else {
                                env.selectedTab = .timer
                            }
            """)
        #expect(read.routes.isEmpty)
        #expect(read.notes == ["14: this URL handler selects a second tab on the same path (branches no literal host tells apart are read as one route); declare its routes in an overlay"])
    }
}

extension SwiftURLBranchTests {
    /// Each branch's route sits where its branch starts (findings on it point there, and the
    /// graph hangs them on its own URL node); a route that only selects a tab is drawn to
    /// what that tab shows first.
    @Test func eachBranchRouteIsWhereItsBranchIsAndIsDrawn() throws {
        let set = SwiftURLHandlerTests().sources(Self.app("""
                            if url.host == "import" {
                                env.selectedTab = .settings
                                env.settingsPath = [.importer]
                            } else if url.host == "timer" {
                                env.selectedTab = .timer
                            }
            """))
        let spec = SpecWriter.extract(set, path: "App").text.components(separatedBy: "\n")
        let starts = spec.indices.filter { spec[$0].contains(#""id": "onOpenURL."#) }.map { spec[$0 - 1].trimmingCharacters(in: .whitespaces) }
        #expect(starts == ["{ // App/App.swift:12", "{ // App/App.swift:15"])
        let result = Check.run(sources: set)
        let dot = DOTRenderer.render(try #require(result.analysis), findings: result.findings).components(separatedBy: "\n")
        let timer = try #require(dot.first { $0.contains(#"label="TimerView""#) }?.trimmingCharacters(in: .whitespaces).split(separator: " ").first)
        #expect(dot.contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("u1 -> \(timer) ") })
    }
}

/// A handler that changes a path its own view holds (`reader = [...]`), in a tab whose split
/// view has a stack in each column: the route names that path's stack, which the tab alone
/// does not tell (our own iPad mail app).
@Suite struct SwiftURLHandlerStackTests {
    static func app(_ handler: String) -> SourceSet {
        SourceSet(files: [SourceFile(path: "Mail/MailApp.swift", text: """
            import SwiftUI

            struct Mailbox: Hashable { let name: String }
            struct Message: Hashable { let id: Int }
            enum AppTab: Hashable { case mail, search }

            @main
            struct MailApp: App {
                var body: some Scene { WindowGroup { RootView() } }
            }

            struct RootView: View {
                @State private var tab: AppTab = .mail
                @State private var boxes: [Mailbox] = []
                @State private var reader: [Message] = []

                var body: some View {
                    TabView(selection: $tab) {
                        NavigationSplitView {
                            NavigationStack(path: $boxes) {
                                Text("Mailboxes").navigationDestination(for: Mailbox.self) { _ in Text("Box") }
                            }
                        } detail: {
                            NavigationStack(path: $reader) {
                                Text("No message").navigationDestination(for: Message.self) { _ in MessageView() }
                            }
                        }
                        .tag(AppTab.mail)
                        SearchView().tag(AppTab.search)
                    }
                    .onOpenURL { url in
            \(handler)
                    }
                }
            }

            struct MessageView: View {
                @State private var attachment = false
                var body: some View {
                    Button("Attachment") { attachment = true }
                        .fullScreenCover(isPresented: $attachment) { Text("Attachment") }
                }
            }

            struct SearchView: View {
                @Environment(\\.openURL) private var openURL
                var body: some View { Button("Show in Mail") { openURL(URL(string: "mail://message")!) } }
            }
            """)], path: "Mail")
    }

    static func route(_ set: SourceSet) -> [String] {
        SpecWriter.extract(set, path: "Mail").text.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .drop { !$0.hasPrefix("\"id\": \"onOpenURL\"") }.prefix(6).map { $0 }
    }

    @Test func theRouteNamesTheStackOfThePathItReplaces() throws {
        let set = Self.app("""
                        tab = .mail
                        reader = [Message(id: 1)]
            """)
        #expect(Self.route(set) == [#""id": "onOpenURL","#, #""pattern": "{url}","#, #""tab": "mail","#, #""stack": "RootView.reader","#,
                                    #""popToRoot": true,"#, #""push": ["Message"]"#])
        let result = Check.run(sources: set)
        #expect(!result.findings.contains { $0.ruleID == "broken-deep-link" })
        // The route opens the message; its cover has no way out.
        let trap = try #require(result.findings.first { $0.ruleID == "navigation-trap" })
        #expect(trap.trace.map(\.text) == ["open app://1 (deep link, route 'onOpenURL')", #"tap "Attachment" (present fullScreenCover MessageView.fullScreenCover)"#])
    }

    /// Two paths changed by one handler: it names neither, and the ambiguity is reported as before.
    @Test func aHandlerChangingTwoPathsNamesNoStack() {
        let set = Self.app("""
                        boxes.append(Mailbox(name: "Inbox"))
                        reader.append(Message(id: 1))
            """)
        #expect(!Self.route(set).contains { $0.hasPrefix("\"stack\"") })
        #expect(Check.run(sources: set).findings.contains { $0.ruleID == "broken-deep-link" && $0.message.contains("does not say which stack") })
    }
}

/// A handler that clears the state presenting the app's modals before it selects a tab: the
/// route dismisses them first, so it lands on screen, not under the compose sheet.
@Suite struct URLHandlerDismissalTests {
    static func chat(handler: String, extra: String = "") -> SourceSet {
        SourceSet(files: [SourceFile(path: "Chat/ChatApp.swift", text: """
            import SwiftUI

            enum Tab: Hashable { case feed, inbox }

            @main
            struct ChatApp: App {
                @State private var tab: Tab = .feed
                @State private var showCompose = false
                @State private var showAbout = false

                var body: some Scene {
                    WindowGroup {
                        TabView(selection: $tab) {
                            Button("Compose") { showCompose = true }
                                .tag(Tab.feed)
                                .tabItem { Text("Feed") }
                            Text("Inbox")
                                .tag(Tab.inbox)
                                .tabItem { Text("Inbox") }
                        }
                        .sheet(isPresented: $showCompose) { ComposeView() }\(extra)
                        .onOpenURL { url in
            \(handler)
                        }
                    }
                }
            }

            struct ComposeView: View {
                @Environment(\\.dismiss) private var dismiss
                var body: some View { Button("Cancel") { dismiss() } }
            }
            """)], path: "Chat")
    }

    static func lint(_ set: SourceSet) -> [String] {
        Check.run(sources: set).findings.map { "\($0.location.line):\($0.ruleID)" }
    }

    @Test func clearingEveryModalsStateDismissesThemFirst() {
        let closing = Self.chat(handler: "                showCompose = false\n                tab = .inbox")
        #expect(SpecWriter.extract(closing, path: "Chat").text.contains(#""dismissModals": true"#))
        #expect(Self.lint(closing) == ["22:extract-unresolved"])
        // Left up, the sheet hides the tab the route selects.
        let leaving = Self.chat(handler: "                tab = .inbox")
        #expect(Self.lint(leaving) == ["22:deep-link-hidden-by-modal", "22:deep-link-state-dependent", "22:extract-unresolved"])
        // An alert it does not clear may be the one up: the route leaves modals as they are, and says so.
        let alert = Self.chat(handler: "                showCompose = false\n                tab = .inbox",
                              extra: "\n            .alert(\"About\", isPresented: $showAbout) { Button(\"OK\") {} }")
        let found = Check.run(sources: alert).findings
        #expect(found.contains { $0.ruleID == SwiftFrontEnd.unresolvedID && $0.location.line == 24 && $0.message.contains("closes some of the app's modals, not all") })
        #expect(found.contains { $0.ruleID == "deep-link-hidden-by-modal" })
        #expect(!SpecWriter.extract(alert, path: "Chat").text.contains(#""dismissModals""#))
    }
}
