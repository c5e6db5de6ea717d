import Foundation

enum ReportCommand {
    static let command = Subcommand(
        name: "report",
        abstract: "Write text, SARIF and DOT reports (and SVG when Graphviz is installed) for specs.",
        arguments: "<spec.json | directory>... --dir DIR",
        discussion: """
        For each spec writes DIR/<name>.txt, .sarif and .dot, and <name>.svg when Graphviz's
        dot is on PATH. Specs found in a directory keep their sub-folder under DIR. This
        repository's Reports/ folder is made with: swift run navlint report Specs --dir Reports
        """,
        options: [
            OptionSpec(name: "--dir", value: "DIR", help: "The folder to write the reports into (created if missing)."),
            OptionSpec(name: "--config", value: "FILE", help: "Read settings from FILE instead of .navlint.json beside each spec."),
        ],
        run: run)

    static func run(_ arguments: ParsedArguments, _ console: Console) throws(UsageError) -> ExitCode {
        guard let directory = arguments.value("--dir") else { throw UsageError(message: "report needs --dir DIR") }
        guard !arguments.positionals.isEmpty else { throw UsageError(message: "no spec file given") }
        var failed = false
        let dot = executable("dot")
        for (input, name) in outputs(arguments.positionals, console: console, failed: &failed) {
            let path = input.path
            guard let loaded = SpecInput.read(input, console: console) else {
                failed = true
                continue
            }
            var problems: [Finding] = []
            var cache = ConfigurationCache(explicitPath: arguments.value("--config"))
            guard let configuration = cache.configuration(forSpecAt: input.configAnchor, console: console, problems: &problems) else {
                console.err(TextReporter.render(problems))
                failed = true
                continue
            }
            let base = (directory as NSString).appendingPathComponent(name)
            do {
                try FileManager.default.createDirectory(atPath: (base as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            } catch {
                console.err("error: cannot create \(directory): \(error.localizedDescription)\n")
                return .invalid
            }
            let result = Check.run(loaded, configuration: configuration)
            var extracted: String?
            if case .app(let set) = loaded { extracted = SpecWriter.extract(set, path: path, checked: result) }
            for (ext, text) in ReportSet.render(result, path: path, workingDirectory: FileManager.default.currentDirectoryPath,
                                                extracted: extracted) {
                guard CheckCommand.write(text, to: "\(base).\(ext)", console) else { return .invalid }
                if ext == "dot", let dot, !renderSVG(dot, input: text, output: "\(base).svg", console) { failed = true }
            }
            console.out("\(path) → \(base).{txt,sarif,dot\(dot == nil ? "" : ",svg")\(extracted == nil ? "" : ",spec.jsonc")}\n")
        }
        return failed ? .invalid : .success
    }

    /// Each spec or app with the name its reports get: the basename, or for inputs found in
    /// a directory argument, the path below that directory.
    static func outputs(_ paths: [String], console: Console, failed: inout Bool) -> [(Input, String)] {
        var result: [(Input, String)] = []
        for path in paths {
            var found = false
            let inputs = Inputs.expand([path]) { message in
                console.err("error: \(message)\n")
                found = true
            }
            if found { failed = true }
            let prefix = path.hasSuffix("/") ? path : path + "/"
            for input in inputs {
                let name = input.path.hasPrefix(prefix) ? String(input.path.dropFirst(prefix.count)) : (input.path as NSString).lastPathComponent
                result.append((input, stem(name)))
            }
        }
        return result
    }

    static func stem(_ name: String) -> String {
        for ext in [".jsonc", ".json", ".swift"] where name.hasSuffix(ext) { return String(name.dropLast(ext.count)) }
        return name
    }

    static func executable(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs `dot -Tsvg`; the SVG is a convenience, so a failure is reported, not fatal to the others.
    static func renderSVG(_ dot: String, input: String, output: String, _ console: Console) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: dot)
        process.arguments = ["-Tsvg", "-o", output]
        let stdin = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardError = stderr
        do {
            try process.run()
            stdin.fileHandleForWriting.write(Data(input.utf8))
            try stdin.fileHandleForWriting.close()
            let message = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                console.err("error: dot failed on \(output): \(message)")
                return false
            }
            return true
        } catch {
            console.err("error: cannot run dot: \(error.localizedDescription)\n")
            return false
        }
    }
}
