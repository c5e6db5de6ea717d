import Foundation
import PackagePlugin

/// Runs `navlint check` on a target's Swift sources (and its `*.overlay.json` overlays) at
/// every build: findings print as `file:line:column: warning: …` lines, which Xcode and
/// `swift build` show as build warnings and errors, and an error-level finding fails the
/// build (a `.navlint.json` beside the sources sets `failOn`). A command without outputs
/// runs on every build, so the warnings stay listed after an incremental build.
@main
struct NavlintBuildTool: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let files = target.sourceFiles.map(\.url).filter { Self.isInput($0.lastPathComponent) }
        return try Self.command(navlint: context.tool(named: "navlint").url, target: target.name, files: files)
    }

    static func isInput(_ name: String) -> Bool {
        name.hasSuffix(".swift") || name.hasSuffix(".overlay.json") || name.hasSuffix(".overlay.jsonc")
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
        let files = target.inputFiles.map(\.url).filter { Self.isInput($0.lastPathComponent) }
        return try Self.command(navlint: context.tool(named: "navlint").url, target: target.displayName, files: files)
    }
}
#endif
