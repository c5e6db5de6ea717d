import Foundation

/// Configuration files read once each: `--config`, or `.navlint.json` beside each spec.
struct ConfigurationCache {
    let explicitPath: String?
    private var loaded: [String: Configuration?] = [:]

    init(explicitPath: String?) { self.explicitPath = explicitPath }

    /// nil when the configuration cannot be read; its problems are added to `problems`.
    mutating func configuration(forSpecAt specPath: String, console: Console, problems: inout [Finding]) -> Configuration? {
        let path: String
        if let explicitPath {
            path = explicitPath
        } else {
            let directory = specPath == "-" ? "." : (specPath as NSString).deletingLastPathComponent
            path = directory.isEmpty ? Configuration.fileName : (directory as NSString).appendingPathComponent(Configuration.fileName)
            guard FileManager.default.fileExists(atPath: path) else { return Configuration() }
        }
        if let cached = loaded[path] { return cached }
        var result: Configuration?
        do {
            let file = try SpecLoader.read(path: path)
            let (configuration, configProblems) = Configuration.load(file)
            problems += configProblems
            result = configuration
        } catch {
            console.err("error: configuration: \(error.message)\n")
        }
        loaded[path] = result
        return result
    }
}
