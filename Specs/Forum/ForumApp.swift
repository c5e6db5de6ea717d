import SwiftUI

// A discussion forum of our own. Each topic wraps its thread in a NavigationStack of its own
// (so the thread has its own title bar), inside the board's stack: a stack of stacks. Posts,
// replies and members link to one another without end inside the thread.
// Planted: the nested stack, a report screen shown as a full-screen cover with no way out, and
// a member's badge link with no destination.

struct Topic: Hashable { let id: Int }
struct Post: Hashable { let id: Int }
struct Member: Hashable { let name: String }
struct Badge: Hashable { let name: String }

@main
struct ForumApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                BoardView()
                    .navigationDestination(for: Topic.self) { topic in
                        TopicView(topic: topic)
                    }
            }
        }
    }
}

struct BoardView: View {
    @State private var composing = false
    var body: some View {
        List {
            NavigationLink("Welcome", value: Topic(id: 1))
            NavigationLink("Announcements", value: Topic(id: 2))
            Button("New topic") { composing = true }
        }
        .navigationTitle("Board")
        .sheet(isPresented: $composing) { ComposeView() }
    }
}

struct TopicView: View {
    let topic: Topic
    var body: some View {
        NavigationStack {
            ThreadView()
                .navigationDestination(for: Post.self) { post in PostView(post: post) }
                .navigationDestination(for: Member.self) { member in MemberView(member: member) }
        }
    }
}

struct ThreadView: View {
    var body: some View {
        List {
            NavigationLink("First post", value: Post(id: 1))
            NavigationLink("Started by", value: Member(name: "ann"))
        }
        .navigationTitle("Thread")
    }
}

struct PostView: View {
    let post: Post
    @State private var reporting = false
    var body: some View {
        VStack {
            NavigationLink("Next reply", value: Post(id: post.id + 1))
            NavigationLink("Posted by", value: Member(name: "bob"))
            Button("Report") { reporting = true }
        }
        .fullScreenCover(isPresented: $reporting) { ReportView() }
    }
}

struct MemberView: View {
    let member: Member
    var body: some View {
        List {
            NavigationLink("Latest post", value: Post(id: 9))
            NavigationLink("Top badge", value: Badge(name: "helper"))
        }
    }
}

struct ReportView: View {
    var body: some View {
        Text("Thanks, a moderator will look at this post.")
    }
}

struct ComposeView: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        Form {
            Button("Post") { dismiss() }
        }
    }
}
