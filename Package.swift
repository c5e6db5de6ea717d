// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "navlint",
    products: [
        .executable(name: "navlint", targets: ["navlint"]),
        .library(name: "NavLintKit", targets: ["NavLintKit"]),
        // `swift package navlint`, and navlint at every build of a target that applies it.
        .plugin(name: "NavlintCommand", targets: ["NavlintCommand"]),
        .plugin(name: "NavlintBuildTool", targets: ["NavlintBuildTool"]),
    ],
    targets: [
        // The engine notes sit next to the explorer's code, for whoever changes it.
        .target(name: "NavLintKit", exclude: ["Explorer/README.md"]),
        .executableTarget(name: "navlint", dependencies: ["NavLintKit"]),
        .plugin(
            name: "NavlintCommand",
            capability: .command(intent: .custom(verb: "navlint", description: "Check the package's SwiftUI navigation with navlint")),
            dependencies: ["navlint"]
        ),
        .plugin(name: "NavlintBuildTool", capability: .buildTool(), dependencies: ["navlint"]),
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
