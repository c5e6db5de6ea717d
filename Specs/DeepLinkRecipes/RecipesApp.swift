// Seed 004, Pattern 1b, in our own words: one NavigationPath, links by value, and a URL
// handler that resets the path and pushes category then recipe. The code cannot say which
// URLs it takes, so the routes and their examples are in the overlay beside it
// (routes.overlay.json). No findings.
import SwiftUI

struct Category: Hashable, Codable {
    var name: String
}

struct Recipe: Hashable, Codable {
    var id: String
}

@main
struct RecipesApp: App {
    var body: some Scene {
        WindowGroup {
            HomeView()
        }
    }
}

struct HomeView: View {
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            List {
                NavigationLink("Desserts", value: Category(name: "desserts"))
            }
            .navigationTitle("Browse")
            .navigationDestination(for: Category.self) { category in
                CategoryView(category: category)
            }
            .navigationDestination(for: Recipe.self) { recipe in
                RecipeDetail(recipe: recipe)
            }
        }
        .onOpenURL { url in
            open(url)
        }
    }

    private func open(_ url: URL) {
        guard url.host == "category" else { return }
        path = NavigationPath()
        let parts = url.pathComponents.dropFirst()
        if let name = parts.first { path.append(Category(name: name)) }
        if parts.count >= 3 { path.append(Recipe(id: parts[parts.startIndex + 2])) }
    }
}

struct CategoryView: View {
    let category: Category

    var body: some View {
        List {
            NavigationLink("Apple Pie", value: Recipe(id: "apple-pie"))
        }
        .navigationTitle("Desserts")
    }
}

struct RecipeDetail: View {
    let recipe: Recipe

    var body: some View {
        Text(recipe.id).navigationTitle("Apple Pie")
    }
}
