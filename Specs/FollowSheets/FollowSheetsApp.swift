// A reader app of our own: a feed whose router lives in the environment, and profile sheets
// that open one another without end (a follower's profile over a profile), each able to
// append the profile's posts to the feed's path under the sheets. navlint follows such
// chains of any length on its frame graph (sessions), as long as the user can always get
// back; the push from a sheet acts on the feed's stack, named after its router.
//
// The bug: "Back to feed" on a post removes two entries from the path, but "Latest" pushes
// the post alone, so the path holds one: removeLast(2) crashes the app (pop-past-root).
import SwiftUI

enum Route: Hashable {
    case posts(user: Int)
    case post(id: Int)
}

@MainActor @Observable final class Router {
    var path: [Route] = []

    func show(_ route: Route) { path.append(route) }
}

@main
struct FollowSheetsApp: App {
    var body: some Scene { WindowGroup { FeedRoot() } }
}

struct FeedRoot: View {
    @State private var router = Router()

    var body: some View {
        NavigationStack(path: $router.path) {
            FeedView()
                .navigationDestination(for: Route.self) { route in
                    switch route {
                    case .posts(let user): PostsView(user: user)
                    case .post(let id): PostView(id: id)
                    }
                }
        }
        .environment(router)
    }
}

struct FeedView: View {
    @State private var showingMe = false

    var body: some View {
        List {
            NavigationLink("Latest", value: Route.post(id: 1))
            Button("Me") { showingMe = true }
        }
        .sheet(isPresented: $showingMe) { ProfileSheet(user: 1) }
    }
}

struct ProfileSheet: View {
    let user: Int
    @Environment(Router.self) private var router
    @State private var showingFollower = false

    var body: some View {
        List {
            Button("Followers") { showingFollower = true }
            Button("Posts") { router.show(.posts(user: user)) }
        }
        .sheet(isPresented: $showingFollower) { ProfileSheet(user: user + 1) }
    }
}

struct PostsView: View {
    let user: Int

    var body: some View {
        List { NavigationLink("First post", value: Route.post(id: user)) }
    }
}

struct PostView: View {
    let id: Int
    @Environment(Router.self) private var router

    var body: some View {
        Button("Back to feed") { router.path.removeLast(2) }
    }
}
