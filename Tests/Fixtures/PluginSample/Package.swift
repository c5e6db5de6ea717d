// swift-tools-version:6.0
// A package that uses navlint's plugins, as an app's package would: .ci/run builds it and
// expects the finding planted in Sources/Shop (a view-based NavigationLink) in the build
// output, then runs `swift package navlint` on it. The views sit in `#if canImport(SwiftUI)`
// so the target also builds where SwiftUI does not exist (Linux); navlint reads both branches.
import PackageDescription

let package = Package(
    name: "PluginSample",
    dependencies: [
        // navlint's own checkout; an app would name its repository URL and a version.
        .package(name: "navlint", path: "../../.."),
    ],
    targets: [
        // The overlay is no source or resource of the target; the plugins find it in its folder.
        .executableTarget(name: "Shop", exclude: ["links.overlay.json"],
                          plugins: [.plugin(name: "NavlintBuildTool", package: "navlint")]),
    ]
)
