import Foundation
import PackagePlugin

/// Runs `navlint check` on a target's Swift sources (and the `*.overlay.json` overlays in its
/// folder, which a target excludes from its sources) at every build: findings print as `file:line:column: warning: …` lines, which Xcode and
/// `swift build` show as build warnings and errors, and an error-level finding fails the
/// build (a `.navlint.json` beside the sources sets `failOn`). A command without outputs
/// runs on every build, so the warnings stay listed after an incremental build.
@main
struct NavlintBuildTool: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let swift = target.sourceFiles(withSuffix: "swift").map(\.url)
        return try Self.command(navlint: context.tool(named: "navlint").url, target: target.name,
                                files: swift + Self.overlays(in: URL(fileURLWithPath: String(describing: target.directory))))
    }

    static func isOverlay(_ name: String) -> Bool { name.hasSuffix(".overlay.json") || name.hasSuffix(".overlay.jsonc") }

    /// Overlays below `folder`, sorted: Package.swift excludes them (they are no sources or resources).
    static func overlays(in folder: URL) -> [URL] {
        guard let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        return files.compactMap { $0 as? URL }.filter { isOverlay($0.lastPathComponent) }.sorted { $0.path < $1.path }
    }

    static func command(navlint: URL, target: String, files: [URL]) -> [Command] {
        // Swift files named on one command line are one app; the overlays named with them lay over it.
        guard files.contains(where: { $0.lastPathComponent.hasSuffix(".swift") }) else { return [] }
        return [.buildCommand(displayName: "navlint \(target)", executable: navlint,
                              arguments: ["check"] + files.map(\.path), inputFiles: files, outputFiles: [])]
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension NavlintBuildTool: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let files = target.inputFiles.map(\.url).filter { $0.pathExtension == "swift" || Self.isOverlay($0.lastPathComponent) }
        return try Self.command(navlint: context.tool(named: "navlint").url, target: target.displayName, files: files)
    }
}
#endif
