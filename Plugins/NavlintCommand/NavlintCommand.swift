import Foundation
import PackagePlugin

/// `swift package navlint [--target NAME]... [navlint check options]`: checks the package's
/// Swift sources (every source target, or those named) as one app, with any
/// `*.overlay.json` overlays beside them; other arguments go to `navlint check` (say
/// `--format markdown`). Fails when navlint does (a finding at or above --fail-on, or input
/// it cannot read).
@main
struct NavlintCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
        // Overlays are found in each target's folder: Package.swift excludes them from its sources.
        let files = targets.compactMap { $0 as? SourceModuleTarget }.flatMap { target in
            target.sourceFiles(withSuffix: "swift").map(\.url) + overlays(in: URL(fileURLWithPath: String(describing: target.directory)))
        }
        guard files.contains(where: { $0.lastPathComponent.hasSuffix(".swift") }) else {
            Diagnostics.warning("navlint: no Swift sources in \(names.isEmpty ? "the package" : names.joined(separator: ", "))")
            return
        }
        let process = Process()
        process.executableURL = try context.tool(named: "navlint").url
        process.arguments = ["check"] + files.map(\.path) + extractor.remainingArguments
        try process.run()
        process.waitUntilExit()
        switch process.terminationStatus {
        case 0: break
        case 1: throw Failure(message: "navlint: findings at or above the fail-on level")
        default: throw Failure(message: "navlint check exited \(process.terminationStatus)")
        }
    }

    private func overlays(in folder: URL) -> [URL] {
        guard let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        return files.compactMap { $0 as? URL }
            .filter { $0.lastPathComponent.hasSuffix(".overlay.json") || $0.lastPathComponent.hasSuffix(".overlay.jsonc") }
            .sorted { $0.path < $1.path }
    }

    struct Failure: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }
}
