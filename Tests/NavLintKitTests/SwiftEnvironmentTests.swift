import Testing
@testable import NavLintKit

/// Objects handed down through the environment, and a coordinator's methods that draw views:
/// the coordinator shape (one coordinator object per tab, injected with `.environmentObject`,
/// whose `build(page:)` switches over the page) read as it runs. Each fixture is ours.
@Suite struct SwiftEnvironmentTests {
    func run(_ text: String) -> (spec: String, findings: [String]) { SwiftReadingTests().run(text) }

    /// Two tabs show the same view, each given its own flow object: `@EnvironmentObject var
    /// flow` is a different instance in each, so their stacks have two paths. Injecting the
    /// same object into both is the real shared path.
    static func tabs(_ saved: String) -> String {
        """
        import SwiftUI
        @main
        struct ToursApp: App {
            @StateObject var shell = Shell(browse: Flow(), saved: Flow())
            var body: some Scene { WindowGroup { Tabs().environmentObject(shell) } }
        }
        enum Step: Hashable { case tour }
        @MainActor class Flow: ObservableObject {
            @Published var path = NavigationPath()
            func go(_ step: Step) { path.append(step) }
        }
        @MainActor final class Shell: ObservableObject {
            let browse: Flow
            let saved: Flow
            init(browse: Flow, saved: Flow) { self.browse = browse; self.saved = saved }
        }
        struct Tabs: View {
            @EnvironmentObject var shell: Shell
            var body: some View {
                TabView {
                    FlowStack().environmentObject(shell.browse).tabItem { Text("Browse") }
                    FlowStack().environmentObject(\(saved)).tabItem { Text("Saved") }
                }
            }
        }
        struct FlowStack: View {
            @EnvironmentObject var flow: Flow
            var body: some View {
                NavigationStack(path: $flow.path) {
                    Button("Tour") { flow.go(.tour) }
                        .navigationDestination(for: Step.self) { _ in Text("tour") }
                }
            }
        }
        """
    }

    @Test func tabsGivenTheirOwnObjectHaveTheirOwnPaths() {
        let (spec, findings) = run(Self.tabs("shell.saved"))
        #expect(findings == [], "\(spec)")
        #expect(spec.contains(#""binding": "shell.browse.path""#) && spec.contains(#""binding": "shell.saved.path""#), "\(spec)")
        #expect(spec.components(separatedBy: #""push": "Step.tour""#).count == 3, "\(spec)")
    }

    @Test func tabsGivenOneObjectShareItsPath() {
        let (spec, findings) = run(Self.tabs("shell.browse"))
        #expect(findings == ["29:shared-stack-across-tabs"], "\(spec)")
    }

    /// A coordinator's `screen(for:)` overloads, one per enum: the stack's root is the case
    /// the call names, the destination maps every page, the cover shows the one modal case
    /// (not a page, though both overloads take `for:`), and the cover of the checkout's own
    /// coordinator, drawn by the same method inside what it draws, shows the checkout again
    /// (it was an empty screen: a cover with no way out). The checkout closes itself, so
    /// nothing traps the user; `.start` and `.receipt`, which nothing pushes, are the unused destinations.
    @Test func aCoordinatorsViewMethodsAreFollowedWithTheirArguments() {
        let text = """
            import SwiftUI
            @main
            struct ToursApp: App {
                @StateObject var flow = Flow()
                var body: some Scene { WindowGroup { FlowRoot().environmentObject(flow) } }
            }
            enum Page: Hashable { case start, details, receipt }
            enum Modal: String, Identifiable { case checkout; var id: String { rawValue } }
            @MainActor class Flow: ObservableObject {
                @Published var path = NavigationPath()
                @Published var modal: Modal?
                func go(_ page: Page) { path.append(page) }
                func show(_ modal: Modal) { self.modal = modal }
                func close() { modal = nil }
            }
            extension Flow {
                @ViewBuilder func screen(for page: Page) -> some View {
                    switch page {
                    case .start: StartView()
                    case .details: DetailsView()
                    case .receipt: Text("receipt")
                    }
                }
                @ViewBuilder func screen(for modal: Modal) -> some View {
                    switch modal {
                    case .checkout: CheckoutView()
                    }
                }
            }
            struct FlowRoot: View {
                @EnvironmentObject var flow: Flow
                var body: some View {
                    NavigationStack(path: $flow.path) {
                        flow.screen(for: .start)
                            .navigationDestination(for: Page.self) { flow.screen(for: $0) }
                            .fullScreenCover(item: $flow.modal) { flow.screen(for: $0) }
                    }
                }
            }
            struct StartView: View {
                @EnvironmentObject var flow: Flow
                var body: some View { Button("Details") { flow.go(.details) } }
            }
            struct DetailsView: View {
                @EnvironmentObject var flow: Flow
                var body: some View { Button("Pay") { flow.show(.checkout) } }
            }
            struct CheckoutView: View {
                @EnvironmentObject var parent: Flow
                @StateObject var own = Flow()
                var body: some View {
                    NavigationStack {
                        Button("Done") { parent.close() }
                            .fullScreenCover(item: $own.modal) { own.screen(for: $0) }
                    }
                }
            }
            """
        let (spec, findings) = run(text)
        #expect(spec.contains(#""root": "FlowRoot.StartView""#) && spec.contains(#""embeds": "StartView""#), "\(spec)")
        #expect(spec.contains(#""details": "DetailsView""#), "\(spec)")
        #expect(spec.components(separatedBy: #""root": "CheckoutView""#).count == 3, "\(spec)")
        #expect(!spec.contains(#""present": "StartView"#), "\(spec)")
        #expect(findings == ["19:unreachable-destination", "21:unreachable-destination"], "\(spec)")
    }
}
