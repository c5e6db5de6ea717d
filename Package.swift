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
        .executableTarget(name: "navlint-bench", dependencies: ["NavLintKit", "NavLintGenerators"]),
        // Spec shapes that grow in one dimension: timed by navlint-bench, checked by the tests.
        .target(name: "NavLintGenerators"),
        .testTarget(
            name: "NavLintKitTests",
            dependencies: ["NavLintKit", "NavLintGenerators"],
            // Read from the source tree by path (and rewritten with NAVLINT_UPDATE=1), not bundled.
            exclude: ["Snapshots"]
        ),
    ]
)
