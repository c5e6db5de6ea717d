import Foundation

enum Category: String, CaseIterable, Identifiable {
    case dessert, pancake, salad
    var id: String { rawValue }
    var title: String { rawValue.capitalized }
}

struct Recipe: Hashable, Codable, Identifiable {
    let id: Int
    var name: String
    var category: Category.RawValue
    var related: [Int]
}

final class Library {
    let all: [Recipe] = []

    func recipes(in category: Category) -> [Recipe] {
        all.filter { $0.category == category.rawValue }
    }

    func related(to recipe: Recipe) -> [Recipe] {
        all.filter { recipe.related.contains($0.id) }
    }
}
