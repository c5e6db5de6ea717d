/// Collects `invalid-spec` (or `invalid-config`) problems so one pass reports all of them.
final class ProblemList {
    let file: SourceFile
    let ruleID: String
    private(set) var findings: [Finding] = []
    /// Every `ignore` entry read, checked against the rule registry after decoding.
    var ignoreRefs: [Ref] = []

    init(file: SourceFile, ruleID: String = Finding.invalidSpec) {
        self.file = file
        self.ruleID = ruleID
    }

    func add(_ message: String, at range: SourceRange) {
        findings.append(Finding(ruleID: ruleID, severity: .error, message: message, file: file, range: range,
                                subject: "\(range.start)"))
    }

    var isEmpty: Bool { findings.isEmpty }
}

enum Suggestion {
    /// The closest candidate to a misspelt name, if one is close enough to be a likely typo.
    static func closest(to name: String, in candidates: [String]) -> String? {
        let lowered = name.lowercased()
        if let sameLetters = candidates.first(where: { $0.lowercased() == lowered }) { return sameLetters }
        let limit = name.count <= 3 ? 1 : min(3, max(2, name.count / 3))
        var best: (String, Int)?
        // Long names compared against many candidates stay cheap: skip obvious misfits.
        for candidate in candidates where abs(candidate.count - name.count) <= limit {
            let distance = editDistance(lowered, candidate.lowercased())
            if distance <= limit, distance < (best?.1 ?? Int.max) { best = (candidate, distance) }
        }
        return best?.0
    }

    static func didYouMean(_ name: String, in candidates: [String]) -> String {
        guard let match = closest(to: name, in: candidates) else { return "" }
        return "; did you mean '\(match)'?"
    }

    /// Optimal string alignment distance: a swap of two neighbours ("titel") counts as one edit.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars), b = Array(b.unicodeScalars)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var d = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                d[i][j] = Swift.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    d[i][j] = Swift.min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[a.count][b.count]
    }
}
