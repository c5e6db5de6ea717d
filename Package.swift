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
        .testTarget(
            name: "NavLintKitTests",
            dependencies: ["NavLintKit"],
            resources: []
        ),
    ]
)
