// A social app of our own in the router style of many real ones: an enum of tabs whose
// content is the enum's own `switch self`, each tab's stack root given the app's
// destinations by a view modifier at its call site, a profile tab that shows a placeholder
// until the account loads, and screens shared between tabs.
//
// The bug: the Explore tab forgets `.withAppRouter()`, so its "Trending author" link
// resolves to no destination (missing-destination). The profile pushed from a post carries
// no router of its own (SwiftUI attaches call-site modifiers to that place only), and the
// placeholder is no trap: the data can switch back once the account loads.
import SwiftUI

enum RouterDestination: Hashable {
    case profile(id: Int)
    case post(id: Int)
}

extension View {
    func withAppRouter() -> some View {
        navigationDestination(for: RouterDestination.self) { destination in
            switch destination {
            case .profile(let id): ProfileView(id: id)
            case .post(let id): PostView(id: id)
            }
        }
    }
}

enum AppTab: CaseIterable, Hashable {
    case timeline, explore, profile

    @MainActor @ViewBuilder
    func makeContentView() -> some View {
        switch self {
        case .timeline: NavigationStack { TimelineView().withAppRouter() }
        case .explore: NavigationStack { ExploreView() }
        case .profile: ProfileTab()
        }
    }
}

@main
struct RouterTabsApp: App {
    var body: some Scene { WindowGroup { AppView() } }
}

struct AppView: View {
    @State private var selectedTab: AppTab = .timeline

    var body: some View {
        TabView(selection: $selectedTab) {
            ForEach(AppTab.allCases, id: \.self) { tab in
                tab.makeContentView()
                    .tabItem { Text("Tab") }
                    .tag(tab)
            }
        }
    }
}

struct TimelineView: View {
    var body: some View {
        List {
            NavigationLink("Latest post", value: RouterDestination.post(id: 1))
            NavigationLink("Author", value: RouterDestination.profile(id: 2))
        }
    }
}

struct ExploreView: View {
    var body: some View {
        List {
            NavigationLink("Trending author", value: RouterDestination.profile(id: 3))
        }
    }
}

final class CurrentAccount {
    static let shared = CurrentAccount()
    var id: Int?
}

struct ProfileTab: View {
    var body: some View {
        NavigationStack {
            if let id = CurrentAccount.shared.id {
                ProfileView(id: id).withAppRouter()
            } else {
                ProfileView(id: 0)
            }
        }
    }
}

struct ProfileView: View {
    let id: Int
    var body: some View {
        NavigationLink("Pinned post", value: RouterDestination.post(id: id))
    }
}

struct PostView: View {
    let id: Int
    var body: some View {
        NavigationLink("Author", value: RouterDestination.profile(id: id))
    }
}
