// Specs/RecipeBrowser before the destination for Recipe moved into the List: attached to
// the List, outside its lazy rows. DiffTests compares the two versions.
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
                    }
                }
            }
            .navigationTitle("Recipes")
            .navigationDestination(for: Recipe.self) { recipe in
                RecipeDetail(recipe: recipe)
            }
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
