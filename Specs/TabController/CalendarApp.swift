// Seed 002 (programmatic navigation with a tab controller) in our own words: a TabView
// bound to a controller the calendar switches tabs with, the calendar inside a deprecated
// NavigationView with isActive links, and an export flow whose finish link only code follows.
import SwiftUI

enum Tab {
    case home, search, settings
}

final class TabController: ObservableObject {
    @Published var activeTab = Tab.home

    func open(_ tab: Tab) {
        activeTab = tab
    }
}

@main
struct CalendarApp: App {
    var body: some Scene {
        WindowGroup {
            RootView()
        }
    }
}

struct RootView: View {
    @StateObject private var tabController = TabController()

    var body: some View {
        TabView(selection: $tabController.activeTab) {
            HomeView()
                .tag(Tab.home)
                .tabItem { Label("Home", systemImage: "house") }
            SearchView()
                .tag(Tab.search)
                .tabItem { Label("Search", systemImage: "magnifyingglass") }
            SettingsView()
                .tag(Tab.settings)
                .tabItem { Label("Settings", systemImage: "gearshape") }
        }
        .environmentObject(tabController)
    }
}

struct HomeView: View {
    var body: some View {
        NavigationView {
            CalendarView()
        }
        .navigationViewStyle(.stack)
    }
}

struct CalendarView: View {
    @EnvironmentObject private var tabController: TabController
    @State private var isEditViewShown = false
    @State private var isExporting = false

    var body: some View {
        ScrollView {
            Button("Open settings") {
                tabController.open(.settings)
            }
            Button("Edit calendar settings") {
                isEditViewShown = true
            }
            Button("Export video") {
                isExporting = true
            }
        }
        .navigationTitle("Your calendar")
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                NavigationLink("Edit", isActive: $isEditViewShown) {
                    CalendarEditView()
                }
            }
        }
        .sheet(isPresented: $isExporting) {
            VideoExportView()
        }
    }
}

struct CalendarEditView: View {
    var body: some View {
        Form { Text("Calendar") }.navigationTitle("Edit your calendar")
    }
}

struct SearchView: View {
    var body: some View {
        Text("Search").navigationTitle("Search")
    }
}

struct SettingsView: View {
    var body: some View {
        Text("Settings").navigationTitle("Settings")
    }
}

struct VideoExportView: View {
    @State private var didFinish = false

    var body: some View {
        NavigationView {
            VStack {
                ProgressView("Exporting…")
                NavigationLink("Hidden finish link", isActive: $didFinish) {
                    VideoExportFinishedView()
                }
                .hidden()
            }
            .navigationTitle("Export this video")
            .task {
                didFinish = true
            }
        }
    }
}

struct VideoExportFinishedView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Button("Done") {
            dismiss()
        }
        .navigationTitle("Export completed")
        .navigationBarBackButtonHidden(true)
    }
}
