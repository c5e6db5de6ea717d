import Foundation
import Testing
@testable import NavLintKit

/// Navigation done through a view model's callbacks (our own fixture, in the shape of an app
/// of the measured corpus): a screen's button calls the model, the model calls the closure it
/// was made with, and that closure calls the app's router, which changes the path.
@Suite struct SwiftCallbackTests {
    static let app = """
        import SwiftUI

        @main
        struct ReaderApp: App {
            @State private var model = AppModel()
            var body: some Scene {
                WindowGroup {
                    NavigationStack(path: $model.path) {
                        FeedView()
                            .navigationDestination(for: Destination.self) { destination in
                                switch destination {
                                case .thread(let id):
                                    let threadModel = ThreadModel(id: id) { step in
                                        switch step {
                                        case .back: model.goBack()
                                        case .link: model.openLink()
                                        }
                                    }
                                    ThreadScreen(model: threadModel)
                                        .navigationBarBackButtonHidden()
                                case .web:
                                    WebScreen()
                                }
                            }
                    }
                }
            }
        }

        enum Destination: Hashable {
            case thread(Int), web
        }

        enum Step {
            case back, link
        }

        @MainActor @Observable final class AppModel {
            var path = NavigationPath()
            func goBack() { path.removeLast() }
            func openLink() { path.append(Destination.web) }
        }

        final class ThreadModel {
            let navigate: (Step) -> Void
            init(id: Int, navigate: @escaping (Step) -> Void) { self.navigate = navigate }
            func back() { navigate(.back) }
            func open() { navigate(.link) }
        }

        struct FeedView: View {
            var body: some View { NavigationLink("Thread", value: Destination.thread(1)) }
        }

        struct ThreadScreen: View {
            let model: ThreadModel
            var body: some View {
                VStack {
                    Header(onTitleTap: { model.open() })
                    Button("Back") { model.back() }
                }
            }
        }

        struct Header: View {
            let onTitleTap: () -> Void
            var body: some View {
                Button(action: onTitleTap) { Text("Title") }
            }
        }

        struct WebScreen: View {
            var body: some View { Text("web") }
        }
        """

    func check(_ text: String) -> (spec: String, findings: [String]) {
        let set = SourceSet(files: [SourceFile(path: "Reader/App.swift", text: text)], path: "Reader")
        let findings = Check.run(sources: set).findings.filter { $0.ruleID != SwiftFrontEnd.unresolvedID }
        return (SpecWriter.extract(set, path: "Reader").text, findings.map { "\($0.location.line):\($0.ruleID)" })
    }

    /// Each button does only its own case of the callback's switch: Back pops, the title pushes.
    @Test func callbacksThroughAViewModelReachTheRouter() {
        let (spec, findings) = check(Self.app)
        let lines = spec.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let actions = lines.drop { !$0.hasPrefix("\"ThreadScreen\": {") }.prefix(16).filter { $0.hasPrefix("\"push\"") || $0.hasPrefix("\"pop\"") || $0.hasPrefix("\"label\"") }
        #expect(actions == [#""push": "Destination.web","#, #""label": "Title","#, #""pop": 1,"#, #""label": "Back","#])
        #expect(findings == [])
    }

    /// Without the callback, the screen that hides its back button is a trap and the web page is never shown.
    @Test func withoutTheCallbackTheScreenIsATrap() {
        let text = Self.app.replacingOccurrences(of: "Button(\"Back\") { model.back() }", with: "Button(\"Back\") { print(\"back\") }")
            .replacingOccurrences(of: "Header(onTitleTap: { model.open() })", with: "Header(onTitleTap: { print(\"title\") })")
        #expect(check(text).findings == ["21:unreachable-destination", "55:navigation-trap", "72:unreachable-screen"])
    }

    /// A trailing closure given to a row view stands for its last stored action (the
    /// memberwise initializer's last parameter), like the labelled `Header(onTitleTap:)`: two
    /// rows given different closures are two buttons, each labelled with the title its row was
    /// given. A content closure (`() -> Content`) is only walked where it is written.
    @Test func aTrailingClosureIsTheRowsAction() {
        let text = """
            import SwiftUI
            @main
            struct RowApp: App {
                @State private var router = Router()
                var body: some Scene {
                    WindowGroup {
                        NavigationStack(path: $router.path) {
                            Home(router: router)
                                .navigationDestination(for: Step.self) { _ in Detail() }
                        }
                    }
                }
            }
            enum Step: Hashable { case one, two }
            @MainActor @Observable final class Router { var path: [Step] = [] }
            struct Home: View {
                let router: Router
                var body: some View {
                    Row(title: "One") { router.path.append(.one) }
                    Row(title: "Two") { router.path.append(.two) }
                    Card { NavigationLink("Three", value: Step.two) }
                }
            }
            struct Row: View {
                let title: String
                var onTap: () -> Void
                var body: some View { Button(title) { onTap() } }
            }
            struct Card<Content: View>: View {
                @ViewBuilder let content: () -> Content
                var body: some View { VStack { content() } }
            }
            struct Detail: View { var body: some View { Text("d") } }
            """
        let (spec, findings) = check(text)
        // Each action object's lines, joined: the push and its label.
        let actions = spec.components(separatedBy: "},").map { $0.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) } }
        let pushes = actions.compactMap { lines -> String? in
            guard let push = lines.first(where: { $0.hasPrefix("\"push\"") }), let label = lines.first(where: { $0.hasPrefix("\"label\"") }) else { return nil }
            return push + " " + label
        }
        #expect(pushes.sorted() == [#""push": "Step.one", "label": "One","#, #""push": "Step.two", "label": "Three""#,
                                    #""push": "Step.two", "label": "Two","#], "\(pushes)")
        #expect(findings == [])
    }
}
