// A reading app of our own: the reader's main stack, driven by a router in the environment,
// and a library in a full-screen cover with a NavigationStack of its own. Shelves hold
// sections and sections hold shelves again, as deep as the user likes; a section's "Read"
// appends the article to the main router's path under the cover, which the user sees once
// they go back through every page they pushed and close the library. navlint follows those
// pages as calls on its frame graph: Back from each one shows the page under it again, over
// the changed main stack, for stacks of any height.
//
// The bug: ArticleView's "Discuss" pushes a Thread, for which the main stack has no
// navigationDestination: SwiftUI ignores the push (missing-destination). It shows only after
// a read in the library: the shortest trace goes through the cover's pages and back.
import SwiftUI

struct Article: Hashable {
    let id: Int
}

struct Shelf: Hashable {
    let name: String
}

struct Section: Hashable {
    let title: String
}

struct Thread: Hashable {
    let id: Int
}

@MainActor @Observable final class ReaderRouter {
    var path = NavigationPath()
}

@main
struct LibraryCoverApp: App {
    var body: some Scene { WindowGroup { RootView() } }
}

struct RootView: View {
    @State private var reader = ReaderRouter()

    var body: some View {
        NavigationStack(path: $reader.path) {
            HomeView()
                .navigationDestination(for: Article.self) { article in ArticleView(article: article) }
        }
        .environment(reader)
    }
}

struct HomeView: View {
    @State private var browsing = false

    var body: some View {
        List {
            Text("Nothing read yet")
        }
        .toolbar { Button("Library") { browsing = true } }
        .fullScreenCover(isPresented: $browsing) { LibraryView() }
    }
}

struct LibraryView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Fiction", value: Shelf(name: "Fiction"))
            }
            .navigationDestination(for: Shelf.self) { shelf in ShelfView(shelf: shelf) }
            .navigationDestination(for: Section.self) { section in SectionView(section: section) }
            .toolbar { Button("Close") { dismiss() } }
        }
    }
}

struct ShelfView: View {
    let shelf: Shelf

    var body: some View {
        List {
            NavigationLink("Classics", value: Section(title: "Classics"))
        }
    }
}

struct SectionView: View {
    let section: Section
    @Environment(ReaderRouter.self) private var reader

    var body: some View {
        List {
            NavigationLink("More shelves", value: Shelf(name: "More"))
            Button("Read") { reader.path.append(Article(id: 1)) }
        }
    }
}

struct ArticleView: View {
    let article: Article
    @Environment(ReaderRouter.self) private var reader

    var body: some View {
        Button("Discuss") { reader.path.append(Thread(id: article.id)) }
    }
}
