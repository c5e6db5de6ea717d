// A shop app of our own, halfway through its move from NavigationView: the app still wraps
// everything in a NavigationStack, while each tab already has a stack of its own. Products
// link to related products without end; a review is shown in a view that wraps itself in a
// NavigationStack for its title bar; all reviews open in a sheet.
//
// Planted bugs: the stack around the TabView (every tab's pushes would share one path if the
// tabs had no stacks; here it only nests them), the tabs' stacks nested in it, the review's
// own stack nested in the shop tab's, and the account tab's "Orders" link, whose stack has no
// destination for a Product. The help tab has no stack of its own: its pages go onto the
// outer stack, whose destination for them the TabView declares, and cover the tab bar until
// Back (the shared path the first bug is about). Nothing
// moves the review's stack, so navlint reads through it: every state is checked, for paths of
// any length.
import SwiftUI

struct Product: Hashable, Codable { let id: Int }
struct HelpPage: Hashable, Codable { let id: Int }
struct Review: Hashable, Codable { let id: Int }

@main
struct ShopTabsApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                RootTabs()
            }
        }
    }
}

struct RootTabs: View {
    @State private var tab = 0

    var body: some View {
        TabView(selection: $tab) {
            NavigationStack {
                CatalogView()
                    .navigationDestination(for: Product.self) { ProductView(product: $0) }
                    .navigationDestination(for: Review.self) { ReviewView(review: $0) }
            }
            .tag(0)
            .tabItem { Label("Shop", systemImage: "bag") }

            NavigationStack {
                AccountView()
            }
            .tag(1)
            .tabItem { Label("Account", systemImage: "person") }

            HelpView()
                .tag(2)
                .tabItem { Label("Help", systemImage: "questionmark.circle") }
        }
        // Help pages go onto the stack around the tabs, whose destinations the shell declares.
        .navigationDestination(for: HelpPage.self) { HelpPageView(page: $0) }
    }
}

struct CatalogView: View {
    var body: some View {
        List {
            NavigationLink("Featured", value: Product(id: 1))
        }
        .navigationTitle("Shop")
    }
}

struct ProductView: View {
    let product: Product
    @State private var showingReviews = false

    var body: some View {
        VStack {
            NavigationLink("Related", value: Product(id: product.id + 1))
            NavigationLink("Top review", value: Review(id: product.id))
            Button("All reviews") { showingReviews = true }
        }
        .sheet(isPresented: $showingReviews) { ReviewsSheet() }
    }
}

struct ReviewView: View {
    let review: Review

    var body: some View {
        NavigationStack {
            Text("Five stars")
                .navigationTitle("Review")
        }
    }
}

struct ReviewsSheet: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            List { Text("Five stars") }
                .toolbar { Button("Done") { dismiss() } }
        }
    }
}

struct AccountView: View {
    var body: some View {
        List {
            NavigationLink("Orders", value: Product(id: 0))
        }
        .navigationTitle("Account")
    }
}

struct HelpView: View {
    var body: some View {
        List {
            NavigationLink("Returns", value: HelpPage(id: 1))
            NavigationLink("Shipping", value: HelpPage(id: 2))
        }
    }
}

struct HelpPageView: View {
    let page: HelpPage

    var body: some View {
        NavigationLink("See also", value: HelpPage(id: page.id + 1))
    }
}
