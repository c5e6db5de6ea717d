// Seed 001 (SwiftUI Bootcamp, "How to use NavigationStack") in our own words: a stack whose
// path is typed [String], with links that push Ints onto it (typed-path-mismatch).
import SwiftUI

@main
struct BootcampApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStackBootcamp()
        }
    }
}

struct NavigationStackBootcamp: View {
    let fruits = ["Apple", "Orange", "Banana"]
    @State private var stackPath: [String] = []

    var body: some View {
        NavigationStack(path: $stackPath) {
            ScrollView {
                VStack(spacing: 40) {
                    Button("Super segue!") {
                        stackPath.append(contentsOf: ["Coconut", "Watermelon", "Mango"])
                    }
                    ForEach(fruits, id: \.self) { fruit in
                        NavigationLink(value: fruit) {
                            Text(fruit)
                        }
                    }
                    ForEach(0..<10) { x in
                        NavigationLink(value: x) {
                            Text("Click me: \(x)")
                        }
                    }
                }
            }
            .navigationTitle("Nav Bootcamp")
            .navigationDestination(for: Int.self) { value in
                MySecondScreen(value: value)
            }
            .navigationDestination(for: String.self) { value in
                Text("ANOTHER SCREEN: \(value)")
            }
        }
    }
}

struct MySecondScreen: View {
    let value: Int

    var body: some View {
        Text("Screen \(value)")
            .navigationTitle("Screen")
    }
}
