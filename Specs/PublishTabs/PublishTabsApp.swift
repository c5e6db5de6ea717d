// A posting app of our own: a feed tab and a profile tab, each with its own router in the
// environment, and a compose sheet over the feed whose "Publish" appends the new post to the
// profile tab's path, which the user does not see until they select that tab (and can tap
// again and again). navlint follows that unseen tab on its frame graph; the push from the
// sheet acts on the profile's stack, named after its router.
//
// The bug: "Save draft" appends a Draft to the profile's path, for which the profile's stack
// has no navigationDestination: SwiftUI ignores the push (missing-destination).
import SwiftUI

struct Post: Hashable {
    let id: Int
}

struct Draft: Hashable {
    let text: String
}

@MainActor @Observable final class FeedRouter {
    var path = NavigationPath()
}

@MainActor @Observable final class ProfileRouter {
    var path = NavigationPath()
}

@main
struct PublishTabsApp: App {
    var body: some Scene { WindowGroup { RootView() } }
}

struct RootView: View {
    @State private var feed = FeedRouter()
    @State private var profile = ProfileRouter()

    var body: some View {
        TabView {
            NavigationStack(path: $feed.path) {
                FeedView()
            }
            .tabItem { Label("Feed", systemImage: "list.bullet") }
            NavigationStack(path: $profile.path) {
                ProfileView()
                    .navigationDestination(for: Post.self) { post in PublishedView(post: post) }
            }
            .tabItem { Label("Profile", systemImage: "person") }
        }
        .environment(feed)
        .environment(profile)
    }
}

struct FeedView: View {
    @State private var composing = false

    var body: some View {
        List {
            Text("Nothing new")
        }
        .toolbar { Button("New post") { composing = true } }
        .sheet(isPresented: $composing) { ComposeView() }
    }
}

struct ComposeView: View {
    @Environment(ProfileRouter.self) private var profile
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Form {
            Button("Publish") { profile.path.append(Post(id: profile.path.count + 1)) }
            Button("Save draft") { profile.path.append(Draft(text: "")) }
            Button("Done") { dismiss() }
        }
    }
}

struct ProfileView: View {
    var body: some View {
        Text("Your posts")
    }
}

struct PublishedView: View {
    let post: Post
    @Environment(ProfileRouter.self) private var profile

    var body: some View {
        Button("Close") { profile.path.removeLast() }
    }
}
