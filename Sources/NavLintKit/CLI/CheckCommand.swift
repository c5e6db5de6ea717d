import Foundation

enum CheckCommand {
    static let command = Subcommand(
        name: "check",
        abstract: "Check an app's navigation (Swift sources or specs) and report findings.",
        arguments: "<spec.json | file.swift | directory>... [<options>]",
        discussion: """
        Reads each spec, or an app from its Swift files (the .swift files named, or a folder
        of Swift sources, with the *.overlay.json overlays beside them; other folders are
        searched for specs and apps), explores its navigation and reports findings. Settings
        come from .navlint.json beside each spec (inside an app's folder), or --config; flags win.
        Formats: \(Reporter.all.map(\.name).joined(separator: ", ")).

        Exit codes: 0 no finding at or above --fail-on; 1 there is one; 2 a usage error
        or a spec, configuration or baseline that cannot be read.
        """,
        options: [
            OptionSpec(name: "--format", value: "FORMAT", help: "Output format: " + Reporter.all.map(\.name).joined(separator: ", ") + " (default text)."),
            OptionSpec(name: "--output", value: "FILE", help: "Write the report to FILE (atomically) instead of standard output."),
            OptionSpec(name: "--link-base", value: "URL", help: "Markdown links a finding's line as URL + path (say https://github.com/o/r/blob/SHA/)."),
            OptionSpec(name: "--config", value: "FILE", help: "Read settings from FILE instead of .navlint.json beside each spec."),
            OptionSpec(name: "--baseline", value: "FILE", help: "Drop findings recorded in FILE (matched by fingerprint, not line)."),
            OptionSpec(name: "--write-baseline", value: "FILE", help: "Record the current findings in FILE."),
            OptionSpec(name: "--dot", value: "FILE", help: "Also write the navigation graph of the (one) spec to FILE as Graphviz DOT."),
            OptionSpec(name: "--fail-on", value: "LEVEL", help: "Exit 1 on a finding at or above LEVEL: error (default), warning, note or never."),
        ] + ExplorationLimits.options + [
            OptionSpec(name: "--timeout", value: "SECONDS", help: "Stop exploring after SECONDS (reported as exploration-truncated)."),
            OptionSpec(name: "--no-compose", value: nil, help: "Explore the product of all tabs instead of each tab apart (for benchmarks)."),
        ],
        run: run)

    struct Options {
        var paths: [String]
        var reporter: Reporter
        var output: String?
        var linkBase: String?
        var configPath: String?
        var baseline: String?
        var writeBaseline: String?
        var dot: String?
        var failOn: FailOn?
        var limits: ExplorationLimits
        var timeout: Int?

        init(_ arguments: ParsedArguments) throws(UsageError) {
            paths = arguments.positionals
            guard !paths.isEmpty else { throw UsageError(message: "no spec file given") }
            let format = try ArgumentParser.choice(arguments, "--format", Reporter.all.map(\.name)) ?? "text"
            reporter = Reporter.named(format)!
            output = arguments.value("--output")
            linkBase = arguments.value("--link-base")
            configPath = arguments.value("--config")
            baseline = arguments.value("--baseline")
            writeBaseline = arguments.value("--write-baseline")
            dot = arguments.value("--dot")
            failOn = try ArgumentParser.choice(arguments, "--fail-on", FailOn.allCases.map(\.rawValue)).flatMap(FailOn.init)
            limits = try ExplorationLimits(arguments)
            timeout = try ArgumentParser.integer(arguments, "--timeout", minimum: 1)
            compose = !arguments.flags.contains("--no-compose")
        }

        var compose = true

        /// Flags override the configuration file.
        func apply(to configuration: inout Configuration) {
            if let failOn { configuration.failOn = failOn }
            limits.apply(to: &configuration)
            if let timeout { configuration.timeout = Double(timeout) }
        }
    }

    static func run(_ arguments: ParsedArguments, _ console: Console) throws(UsageError) -> ExitCode {
        let options = try Options(arguments)
        var unreadable = false
        let inputs = Inputs.expand(options.paths) { message in
            console.err("error: \(message)\n")
            unreadable = true
        }
        if options.dot != nil, inputs.count != 1 { throw UsageError(message: "--dot draws one spec; give exactly one") }
        var report = LintReport(specs: [], workingDirectory: FileManager.default.currentDirectoryPath)
        report.linkBase = options.linkBase
        var failOn: [String: FailOn] = [:]
        var configurations = ConfigurationCache(explicitPath: options.configPath)
        for input in inputs {
            guard let loaded = SpecInput.read(input, console: console) else {
                unreadable = true
                continue
            }
            let path = input.path
            var problems: [Finding] = []
            guard var configuration = configurations.configuration(forSpecAt: input.configAnchor, console: console, problems: &problems) else {
                report.specs.append(LintReport.Spec(path: path, findings: problems, isApp: input.swift != nil))
                unreadable = true
                continue
            }
            options.apply(to: &configuration)
            let result = Check.run(loaded, configuration: configuration,
                                   options: RunOptions(compose: options.compose, progress: console.progress))
            for finding in result.findings { failOn[finding.file.path] = configuration.failOn }
            report.specs.append(LintReport.Spec(path: path, findings: problems.isEmpty ? result.findings : problems + result.findings,
                                                isApp: input.swift != nil))
            guard let analysis = result.analysis else {
                unreadable = true
                continue
            }
            for failure in analysis.exploration.replayFailures.prefix(1) {
                console.err("\(path): warning: internal error, some findings may name the wrong state; please report this spec (\(failure))\n")
            }
            if let dot = options.dot {
                guard write(DOTRenderer.render(analysis, findings: result.findings), to: dot, console) else { return .invalid }
            }
            // One app's graph fits a pull-request comment; a folder of specs would not.
            if options.reporter.name == "markdown", inputs.count == 1, analysis.model.screens.count <= MarkdownReporter.graphScreens {
                report.graph = MermaidRenderer.render(analysis, findings: result.findings)
            }
        }
        if let target = options.writeBaseline {
            guard write(Baseline(report.findings, relativeTo: report).render(), to: target, console) else { return .invalid }
        }
        if let path = options.baseline {
            guard let baseline = readBaseline(path, console) else { return .invalid }
            baseline.apply(to: &report)
        }
        let text = options.reporter.render(report, options.output == nil ? console.style : .plain)
        if let output = options.output {
            guard write(text, to: output, console) else { return .invalid }
        } else {
            console.out(text)
        }
        if unreadable { return .invalid }
        // Recording the findings is what was asked: that succeeded.
        if options.writeBaseline != nil { return .success }
        let failing = report.findings.contains { (failOn[$0.file.path] ?? options.failOn ?? .error).fails($0.severity) }
        return failing ? .findings : .success
    }

    /// Writes to a temporary file beside `path`, then renames it: never a half-written report.
    static func write(_ text: String, to path: String, _ console: Console) -> Bool {
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            return true
        } catch {
            console.err("error: cannot write \(path): \(error.localizedDescription)\n")
            return false
        }
    }

    static func readBaseline(_ path: String, _ console: Console) -> Baseline? {
        do {
            let (baseline, problems) = Baseline.load(try SpecLoader.read(path: path))
            console.err(TextReporter.render(problems, style: console.style))
            return baseline
        } catch {
            console.err("error: baseline: \(error.message)\n")
            return nil
        }
    }
}

/// JSON files found beside specs (or sources) that are not specs.
enum SpecPaths {
    /// A JSON object without "navlint" that is shaped like a baseline ("version" and
    /// "findings"), whose keys are all configuration keys, or that has none of a spec's own
    /// keys (`package.json`, `renovate.json`, a database schema beside an app's sources).
    /// Anything else is read as a spec, so a broken spec is still reported. A file holding
    /// the key `"navlint"` is a spec without parsing it (the check parses it next).
    static func isSidecar(_ path: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: path), data.range(of: Data("\"navlint\"".utf8)) == nil,
              let document = JSONParser.parse(Array(data)).value, case .object(let members) = document.kind else { return false }
        let keys = Set(members.map(\.key))
        guard !keys.contains("navlint") else { return false }
        return keys == ["version", "findings"] || keys.isSubset(of: Configuration.keys) || keys.isDisjoint(with: ["root", "screens"])
    }
}
