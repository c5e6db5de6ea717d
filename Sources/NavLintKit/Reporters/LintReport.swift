/// Everything a run of `navlint check` found, as the reporters render it.
public struct LintReport: Sendable {
    public struct Spec: Sendable {
        /// The path as given on the command line.
        public let path: String
        /// Findings after configuration and baseline, invalid-spec problems included.
        public let findings: [Finding]
        /// An app read from Swift sources, not a spec file (the summary counts them apart).
        public var isApp: Bool

        public init(path: String, findings: [Finding], isApp: Bool = false) {
            self.path = path
            self.findings = findings
            self.isApp = isApp
        }
    }

    public var specs: [Spec]
    /// Findings the baseline dropped, and baseline entries that no longer occur.
    public var suppressedByBaseline = 0
    /// Baseline entries no finding matched, in the baseline's order.
    public var staleBaselineEntries: [Baseline.Entry] = []
    /// Paths in SARIF and baselines are written relative to this directory.
    public var workingDirectory: String
    /// The checked app's graph as Mermaid, which the markdown report shows folded (one
    /// input, up to `MarkdownReporter.graphScreens` screens); nil otherwise.
    public var graph: String?
    /// Where the markdown report links a finding's line: a URL the relative path is
    /// appended to (a GitHub blob URL at the commit checked); nil links relative paths.
    public var linkBase: String?

    public init(specs: [Spec], workingDirectory: String) {
        self.specs = specs
        self.workingDirectory = workingDirectory
    }

    public var findings: [Finding] { (specs.count == 1 ? specs[0].findings : specs.flatMap(\.findings)).sortedForOutput() }

    /// `path` relative to the working directory when it lies inside it.
    public func relative(_ path: String) -> String {
        RelativePath.make(path, from: workingDirectory)
    }
}

enum RelativePath {
    static func make(_ path: String, from directory: String) -> String {
        guard path.hasPrefix("/") else { return path.hasPrefix("./") ? String(path.dropFirst(2)) : path }
        let base = directory.hasSuffix("/") ? directory : directory + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }
}

/// An output format: its name for `--format`, and a pure function from report to text.
public struct Reporter: Sendable {
    public let name: String
    public let help: String
    public let render: @Sendable (LintReport, TextStyle) -> String

    /// The registry: `--format` choices and their help come from here.
    public static let all: [Reporter] = [
        Reporter(name: "text", help: "compiler-style lines with source excerpts and traces (default)") { report, style in
            let findings = report.findings
            var text = TextReporter.render(findings, style: style)
            text += TextReporter.summary(report, findings: findings)
            return text
        },
        Reporter(name: "json", help: "one JSON document: findings with traces, and a summary") { report, _ in
            JSONReporter.render(report)
        },
        Reporter(name: "sarif", help: "SARIF 2.1.0, for GitHub code scanning") { report, _ in
            SARIFReporter.render(report)
        },
        Reporter(name: "github", help: "GitHub Actions workflow commands (annotations)") { report, _ in
            GitHubReporter.render(report)
        },
        Reporter(name: "junit", help: "JUnit XML: a test suite per spec, a test case per rule") { report, _ in
            JUnitReporter.render(report)
        },
        Reporter(name: "markdown", help: "GitHub Markdown: counts, a table of findings linked to lines, traces folded") { report, _ in
            MarkdownReporter.render(report)
        },
        Reporter(name: "checkstyle", help: "Checkstyle XML, for Jenkins, Danger and reviewdog") { report, _ in
            CheckstyleReporter.render(report)
        },
        Reporter(name: "codeclimate", help: "Code Climate JSON, for GitLab's code quality report") { report, _ in
            CodeClimateReporter.render(report)
        },
    ]

    public static func named(_ name: String) -> Reporter? { all.first { $0.name == name } }
}
