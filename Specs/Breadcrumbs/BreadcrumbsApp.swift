// Seed 000 (breadcrumb navigation) in the form its FAQ recommends: the crumbs are the
// stack's own path, so the bar and the stack cannot disagree. No findings.
import SwiftUI

struct Crumb: Hashable, Codable, Identifiable {
    var id = UUID()
    var title: String
}

@main
struct BreadcrumbsApp: App {
    var body: some Scene {
        WindowGroup {
            BreadcrumbDemoView()
        }
    }
}

struct BreadcrumbDemoView: View {
    @State private var crumbs: [Crumb] = []

    var body: some View {
        NavigationStack(path: $crumbs) {
            VStack {
                Text("Start here")
                Button("Drill Down →") {
                    crumbs.append(Crumb(title: "Products"))
                }
            }
            .navigationTitle("Home")
            .navigationDestination(for: Crumb.self) { crumb in
                ContentScreen(crumb: crumb, crumbs: $crumbs)
            }
        }
    }
}

struct ContentScreen: View {
    let crumb: Crumb
    @Binding var crumbs: [Crumb]

    var body: some View {
        VStack {
            BreadcrumbBar(crumbs: $crumbs)
            Button("Drill Down →") {
                crumbs.append(Crumb(title: "Details"))
            }
        }
        .navigationTitle("Products")
    }
}

/// Inlined where it is used: its buttons act on the screen that shows it.
struct BreadcrumbBar: View {
    @Binding var crumbs: [Crumb]

    var body: some View {
        ScrollView(.horizontal) {
            HStack {
                Button("Go back to Home") {
                    crumbs.removeAll()
                }
                ForEach(crumbs) { crumb in
                    Button("Go back to previous crumb") {
                        crumbs.removeLast()
                    }
                }
            }
        }
    }
}
