// Seed 004, Pattern 4, in our own words: every tab owns its NavigationStack, so switching
// tabs keeps each tab's path. The correct pattern: no error or warning.
import SwiftUI

struct Item: Hashable, Codable, Identifiable {
    let id: Int
    var name: String
}

@main
struct TabsApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                Tab("Home", systemImage: "house") {
                    NavigationStack {
                        HomeView()
                            .navigationDestination(for: Item.self) { item in
                                ItemDetail(item: item)
                            }
                    }
                }
                Tab("Search", systemImage: "magnifyingglass") {
                    NavigationStack {
                        SearchView()
                    }
                }
                Tab("Settings", systemImage: "gear") {
                    NavigationStack {
                        SettingsView()
                    }
                }
            }
        }
    }
}

struct HomeView: View {
    let items: [Item] = []

    var body: some View {
        List(items) { item in
            NavigationLink(item.name, value: item)
        }
        .navigationTitle("Home")
    }
}

struct ItemDetail: View {
    let item: Item

    var body: some View {
        Text(item.name).navigationTitle("Item")
    }
}

struct SearchView: View {
    var body: some View {
        Text("Search").navigationTitle("Search")
    }
}

struct SettingsView: View {
    var body: some View {
        Form { Text("Settings") }.navigationTitle("Settings")
    }
}
