/// The files `navlint report` writes for one spec: text, SARIF and DOT, side by side.
public enum ReportSet {
    /// Extension → content, for a spec read from `file` and shown as `path`.
    public static func render(path: String, file: SourceFile, workingDirectory: String,
                              configuration: Configuration = Configuration()) -> [(ext: String, text: String)] {
        let loaded = SpecLoader.load(file)
        let findings = loaded.model.map { Linter.lint($0, configuration: configuration) } ?? loaded.problems
        let report = LintReport(specs: [LintReport.Spec(path: path, findings: findings)], workingDirectory: workingDirectory)
        var files: [(String, String)] = [
            ("txt", Reporter.named("text")!.render(report, .plain)),
            ("sarif", SARIFReporter.render(report)),
        ]
        if let model = loaded.model {
            files.append(("dot", DOTRenderer.render(model, findings: findings, configuration: configuration)))
        }
        return files
    }
}
