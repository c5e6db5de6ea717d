/// The files `navlint report` writes for one spec: text, SARIF and DOT, side by side.
public enum ReportSet {
    /// Extension → content, for a checked spec shown as `path`.
    /// `extracted`: for a Swift app, the spec read from it (written as `.spec.jsonc`).
    public static func render(_ result: CheckResult, path: String, workingDirectory: String,
                              extracted: String? = nil) -> [(ext: String, text: String)] {
        let report = LintReport(specs: [LintReport.Spec(path: path, findings: result.findings, isApp: extracted != nil)],
                                workingDirectory: workingDirectory)
        var files: [(String, String)] = [
            ("txt", Reporter.named("text")!.render(report, .plain)),
            ("sarif", SARIFReporter.render(report)),
        ]
        if let analysis = result.analysis {
            files.append(("dot", DOTRenderer.render(analysis, findings: result.findings)))
        }
        if let extracted { files.append(("spec.jsonc", extracted)) }
        return files
    }
}
