// Seed 003 (the WWDC22 recipe browser) in our own words: one stack, a List of recipes by
// category, and the destination for Recipe attached inside the List, where a lazy row may
// never register it (destination-in-lazy-container, reported at the modifier's line).
import SwiftUI

@main
struct RecipeBrowserApp: App {
    var body: some Scene {
        WindowGroup {
            RecipeList()
        }
    }
}

struct RecipeList: View {
    @State private var path: [Recipe] = []
    let library = Library()

    var body: some View {
        NavigationStack(path: $path) {
            List(Category.allCases) { category in
                Section(category.title) {
                    ForEach(library.recipes(in: category)) { recipe in
                        NavigationLink(recipe.name, value: recipe)
                            .navigationDestination(for: Recipe.self) { recipe in
                                RecipeDetail(recipe: recipe)
                            }
                    }
                }
            }
            .navigationTitle("Recipes")
        }
    }
}

struct RecipeDetail: View {
    let recipe: Recipe
    let library = Library()

    var body: some View {
        List {
            Text(recipe.name)
            Section("Related") {
                ForEach(library.related(to: recipe)) { related in
                    NavigationLink(related.name, value: related)
                }
            }
        }
        .navigationTitle("Recipe")
    }
}
