// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "navlint",
    products: [
        .executable(name: "navlint", targets: ["navlint"]),
        .library(name: "NavLintKit", targets: ["NavLintKit"]),
    ],
    targets: [
        .target(name: "NavLintKit"),
        .executableTarget(name: "navlint", dependencies: ["NavLintKit"]),
        // Benchmarks and the spec generator; not part of the navlint product.
        .executableTarget(name: "navlint-bench", dependencies: ["NavLintKit"]),
        .testTarget(
            name: "NavLintKitTests",
            dependencies: ["NavLintKit"],
            resources: []
        ),
    ]
)
