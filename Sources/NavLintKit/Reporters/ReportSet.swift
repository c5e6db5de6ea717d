/// The files `navlint report` writes for one spec: text, SARIF and DOT, side by side.
public enum ReportSet {
    /// Extension → content, for a checked spec shown as `path`.
    public static func render(_ result: CheckResult, path: String, workingDirectory: String) -> [(ext: String, text: String)] {
        let report = LintReport(specs: [LintReport.Spec(path: path, findings: result.findings)], workingDirectory: workingDirectory)
        var files: [(String, String)] = [
            ("txt", Reporter.named("text")!.render(report, .plain)),
            ("sarif", SARIFReporter.render(report)),
        ]
        if let analysis = result.analysis {
            files.append(("dot", DOTRenderer.render(analysis, findings: result.findings)))
        }
        return files
    }
}
