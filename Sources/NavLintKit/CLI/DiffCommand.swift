import Foundation

enum DiffCommand {
    static let command = Subcommand(
        name: "diff",
        abstract: "Show how navigation changed between two versions of a spec or an app.",
        arguments: "<base> <head> | --git REV[..REV] <path> [<options>]",
        discussion: """
        Compares screens, edges, tabs, routes, reachability, where each type's
        navigationDestination is declared, and findings (introduced and fixed, matched by
        fingerprint, not line). <base> and <head> are specs, Swift files or app folders;
        with --git, <path> as it is at REV against the working tree, or at two revisions
        (REV..REV). Formats: text, markdown (a pull-request comment, with the changed part
        of the graph as Mermaid), dot (both versions in one graph: added green, removed red).

        Exit codes: 0 no finding introduced at or above --fail-on; 1 there is one; 2 a usage
        error or an input that cannot be read.
        """,
        options: [
            OptionSpec(name: "--git", value: "REV[..REV]", help: "Take the base (and head) from git revisions of the one path given."),
            OptionSpec(name: "--format", value: "FORMAT", help: "text (default), markdown or dot."),
            OptionSpec(name: "--output", value: "FILE", help: "Write the diff to FILE (atomically) instead of standard output."),
            OptionSpec(name: "--fail-on", value: "LEVEL", help: "Exit 1 when an introduced finding is at or above LEVEL: error (default), warning, note or never."),
            OptionSpec(name: "--link-base", value: "URL", help: "Markdown links a finding's line as URL + path."),
            OptionSpec(name: "--config", value: "FILE", help: "Read settings from FILE instead of .navlint.json beside each side."),
        ] + ExplorationLimits.options,
        run: run)

    static func run(_ arguments: ParsedArguments, _ console: Console) throws(UsageError) -> ExitCode {
        let format = try ArgumentParser.choice(arguments, "--format", ["text", "markdown", "dot"]) ?? "text"
        let failOn = try ArgumentParser.choice(arguments, "--fail-on", FailOn.allCases.map(\.rawValue)).flatMap(FailOn.init) ?? .error
        let paths = arguments.positionals
        var snapshots: [GitSnapshot] = []
        defer { snapshots.forEach { $0.remove() } }
        // Each side: the path read, how it is named, and how its files are shown.
        var sides: [(path: String, name: String, revision: String?, snapshot: GitSnapshot?)] = []
        if let git = arguments.value("--git") {
            guard paths.count == 1 else { throw UsageError(message: "--git compares one path at two versions; give exactly one path") }
            let revisions = git.components(separatedBy: "..")
            guard (1...2).contains(revisions.count), revisions.allSatisfy({ !$0.isEmpty }) else {
                throw UsageError(message: "--git takes REV or REV..REV, not '\(git)'")
            }
            for revision in revisions {
                let snapshot = try GitSnapshot.take(paths[0], at: revision)
                snapshots.append(snapshot)
                sides.append((snapshot.copy, snapshot.relative.isEmpty ? revision : "\(revision):\(snapshot.relative)", revision, snapshot))
            }
            if revisions.count == 1 { sides.append((paths[0], paths[0], nil, nil)) }
        } else {
            guard paths.count == 2 else { throw UsageError(message: paths.count < 2 ? "diff needs a base and a head" : "diff compares two inputs; give exactly two") }
            sides = paths.map { ($0, $0, nil, nil) }
        }
        var results: [CheckResult] = []
        for side in sides {
            guard let result = try SpecInput.load(side.path, arguments: arguments, console: console, lint: true),
                  result.analysis != nil else { return .invalid }
            results.append(result)
        }
        let diff = NavigationDiff(base: NavigationSummary(results[0].analysis!, findings: results[0].findings),
                                  head: NavigationSummary(results[1].analysis!, findings: results[1].findings))
        let workingDirectory = FileManager.default.currentDirectoryPath
        let shown = DiffRenderer.Sides(base: sides[0].name, head: sides[1].name) { finding in
            for side in sides {
                if let snapshot = side.snapshot, let revision = side.revision, let file = snapshot.shown(finding.file.path, revision: revision) {
                    return file
                }
            }
            let path = RelativePath.make(finding.file.path, from: workingDirectory)
            return (path, path)
        }
        let text = switch format {
        case "markdown": DiffRenderer.markdown(diff, shown, linkBase: arguments.value("--link-base"), graph: DiffGraph.mermaid(diff))
        case "dot": DiffGraph.dot(diff, title: "navlint diff: \(sides[0].name) → \(sides[1].name)\n\(DiffRenderer.headline(diff))")
        default: DiffRenderer.text(diff, shown)
        }
        if let output = arguments.value("--output") {
            guard CheckCommand.write(text, to: output, console) else { return .invalid }
        } else {
            console.out(text)
        }
        return diff.introduced.contains { failOn.fails($0.severity) } ? .findings : .success
    }
}
