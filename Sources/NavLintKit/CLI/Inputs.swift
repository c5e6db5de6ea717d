import Foundation

/// One thing a command checks: a spec file, or a Swift app (SPEC 7) read from its `.swift`
/// files with any overlay specs.
struct Input {
    /// The spec file; for an app, its directory (or its one Swift file).
    let path: String
    /// An app's `.swift` files; nil for a spec file.
    let swift: [String]?
    var overlays: [String] = []

    /// Where `.navlint.json` is looked for: beside a spec file, inside an app's directory.
    var configAnchor: String {
        guard swift != nil, isDirectory(path) else { return path }
        return (path as NSString).appendingPathComponent(".app")
    }

    enum Loaded {
        case spec(SourceFile)
        case app(SourceSet)
    }

    func read() throws(SpecLoader.ReadError) -> Loaded {
        guard let swift else { return .spec(try SpecLoader.read(path: path)) }
        var files: [SourceFile] = []
        for file in swift + overlays { files.append(try SpecLoader.read(path: file)) }
        return .app(SourceSet(files: files, path: path))
    }
}

extension Check {
    static func run(_ input: Input.Loaded, configuration: Configuration, options: RunOptions = RunOptions(), lint: Bool = true) -> CheckResult {
        switch input {
        case .spec(let file): run(file, configuration: configuration, options: options, lint: lint)
        case .app(let set): run(sources: set, configuration: configuration, options: options, lint: lint)
        }
    }
}

func isDirectory(_ path: String) -> Bool {
    var directory: ObjCBool = false
    return path != "-" && FileManager.default.fileExists(atPath: path, isDirectory: &directory) && directory.boolValue
}

/// Command-line paths to inputs. A `.swift` file is a source; the Swift files named on one
/// command line are one app. A directory holding no spec of its own but Swift files below
/// it is one app (its `*.overlay.json` files are its overlays); any other directory is
/// searched: its specs, and each sub-folder by the same rule. Spec files named on a command
/// line that also names one Swift app are that app's overlays.
enum Inputs {
    static func expand(_ paths: [String], onError: (String) -> Void) -> [Input] {
        var result: [Input] = []
        var swiftFiles: [String] = []
        var specFiles: [String] = []
        for path in paths {
            if path.hasSuffix(".swift"), !isDirectory(path) {
                swiftFiles.append(path)
            } else if isDirectory(path) {
                let found = inputs(in: path)
                if found.isEmpty { onError("no spec (*.json, *.jsonc) or Swift source in \(path)") }
                result += found
            } else {
                specFiles.append(path)
            }
        }
        if !swiftFiles.isEmpty { result.append(Input(path: swiftFiles.count == 1 ? swiftFiles[0] : common(swiftFiles), swift: swiftFiles)) }
        let apps = result.indices.filter { result[$0].swift != nil }
        if apps.count == 1, !specFiles.isEmpty {
            result[apps[0]].overlays += specFiles
            specFiles = []
        }
        return specFiles.map { Input(path: $0, swift: nil) } + result
    }

    /// The folder the files share (for an app named by several files).
    private static func common(_ files: [String]) -> String {
        var prefix = (files[0] as NSString).deletingLastPathComponent.split(separator: "/", omittingEmptySubsequences: false)
        for file in files.dropFirst() {
            let parts = (file as NSString).deletingLastPathComponent.split(separator: "/", omittingEmptySubsequences: false)
            prefix = Array(zip(prefix, parts).prefix { $0 == $1 }.map(\.0))
        }
        let joined = prefix.joined(separator: "/")
        return joined.isEmpty ? "." : joined
    }

    /// The inputs in a folder; with `searching` false, only the specs directly in it.
    static func inputs(in directory: String, searching: Bool = true) -> [Input] {
        let entries = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
        let paths = entries.map { (directory as NSString).appendingPathComponent($0) }
        let specs = paths.filter { !isDirectory($0) && isSpecName($0) && !SpecPaths.isSidecar($0) }
        guard searching else { return specs.map { Input(path: $0, swift: nil) } }
        if specs.isEmpty {
            let (swift, overlays) = sources(in: directory)
            if !swift.isEmpty { return [Input(path: directory, swift: swift, overlays: overlays)] }
        }
        return specs.map { Input(path: $0, swift: nil) } + paths.filter(isDirectory).flatMap { inputs(in: $0) }
    }

    static func isOverlayName(_ path: String) -> Bool { path.hasSuffix(".overlay.json") || path.hasSuffix(".overlay.jsonc") }

    static func isSpecName(_ path: String) -> Bool {
        (path.hasSuffix(".json") || path.hasSuffix(".jsonc")) && !path.hasSuffix(".schema.json") && !isOverlayName(path)
    }

    /// Every `.swift` file below `directory` and its overlays, sorted, leaving out hidden
    /// folders and build products.
    static func sources(in directory: String) -> (swift: [String], overlays: [String]) {
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return ([], []) }
        var swift: [String] = []
        var overlays: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") || ["Pods", "Carthage", "DerivedData"].contains(name) {
                enumerator.skipDescendants()
                continue
            }
            let path = (directory as NSString).appendingPathComponent(relative)
            if relative.hasSuffix(".swift"), !isDirectory(path) { swift.append(path) }
            if isOverlayName(relative) { overlays.append(path) }
        }
        return (swift.sorted(), overlays.sorted())
    }
}
