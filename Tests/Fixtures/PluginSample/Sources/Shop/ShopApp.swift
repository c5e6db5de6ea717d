#if canImport(SwiftUI)
import SwiftUI

struct ShopApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                ProductList()
                    .navigationDestination(for: Product.self) { product in
                        ProductDetail(product: product)
                    }
            }
        }
    }
}

struct Product: Hashable, Codable {
    let name: String
}

struct ProductList: View {
    var body: some View {
        List {
            NavigationLink("Coffee", value: Product(name: "Coffee"))
            NavigationLink("Help") { HelpView() }
        }
    }
}

struct ProductDetail: View {
    let product: Product
    var body: some View { Text(product.name) }
}

struct HelpView: View {
    var body: some View { Text("Help") }
}
#endif
