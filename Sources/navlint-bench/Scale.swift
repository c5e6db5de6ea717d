import Foundation
import NavLintGenerators

/// `navlint-bench scale`: runs the navlint executable built beside this one on each shape
/// at growing sizes, prints a markdown table (time, peak RSS, exit code, graph time, the
/// growth exponent between sizes) and judges the targets at the default sizes. With
/// `--sizes` only crashes fail (CI's smoke run: debug builds, no time targets).
enum Scale {
    /// The largest size of a shape must be checked within `seconds` and `megabytes`.
    struct Target {
        let shape: ScaleShape
        let size: Int
        let seconds: Double
        let megabytes: Double?
    }

    static let targets = [
        Target(shape: .chain, size: 100_000, seconds: 3, megabytes: nil),
        Target(shape: .tabs, size: 10_000, seconds: 2, megabytes: 300),
        Target(shape: .routes, size: 3_000, seconds: 2, megabytes: nil),
        Target(shape: .routesNoPop, size: 1_000, seconds: 2, megabytes: nil),
        Target(shape: .embeds, size: 100_000, seconds: 5, megabytes: nil),
        Target(shape: .linkedRoutes, size: 30_000, seconds: 5, megabytes: 600),
        Target(shape: .oneLine, size: 10_000, seconds: 2, megabytes: 300),
    ]
    /// `graph` may take at most this many times as long as `check` on the same spec.
    static let graphRatio = 1.5

    static func run(_ arguments: [String]) -> Int32 {
        func value(_ name: String) -> String? {
            arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
        }
        let shapes = value("--shape").map { name in ScaleShape.allCases.filter { $0.rawValue == name } } ?? ScaleShape.allCases
        guard !shapes.isEmpty else {
            FileHandle.standardError.write(Data("unknown shape; one of \(ScaleShape.allCases.map(\.rawValue))\n".utf8))
            return 2
        }
        let sizes = value("--sizes").map { $0.split(separator: ",").compactMap { Int($0) } }
        let repeats = value("--repeat").flatMap(Int.init) ?? 1
        let limit = value("--limit").flatMap(Double.init) ?? 60
        let bench = Bundle.main.executablePath ?? CommandLine.arguments[0]
        let executable = value("--navlint") ?? URL(fileURLWithPath: bench).deletingLastPathComponent().appendingPathComponent("navlint").path
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("navlint-scale-\(getpid())")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }

        print("| shape | size | spec MB | check s | peak MB | exit | graph s | graph/check | growth |")
        print("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
        var failures: [String] = []
        for shape in shapes {
            var previous: (size: Int, seconds: Double)?
            for n in sizes ?? shape.sizes {
                let path = directory.appendingPathComponent("\(shape.rawValue)-\(n).json").path
                // A child writes the spec: navlint's peak RSS counts from its parent's at
                // spawn (Linux keeps the larger across exec), so this process stays small.
                guard ChildRun.run(bench, ["shape", shape.rawValue, String(n)], stdout: path)?.exitCode == 0 else {
                    FileHandle.standardError.write(Data("cannot generate \(shape.rawValue) \(n)\n".utf8))
                    return 2
                }
                let bytes = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
                guard let check = median(repeats, limit, executable, ["check", path]),
                      let graph = median(repeats, limit, executable, ["graph", path]) else {
                    FileHandle.standardError.write(Data("cannot run \(executable)\n".utf8))
                    return 2
                }
                let growth = previous.map { log(check.seconds / $0.seconds) / log(Double(n) / Double($0.size)) }
                let ratio = graph.seconds / max(check.seconds, 1e-9)
                print(String(format: "| %@ | %d | %.1f | %.3f | %.0f | %@ | %.3f | %.2f | %@ |", shape.rawValue, n,
                             Double(bytes) / 1e6, check.seconds, Double(check.peakBytes) / 1e6,
                             check.timedOut ? "killed" : check.exitCode.map(String.init) ?? "signal", graph.seconds, ratio,
                             growth.map { String(format: "n^%.2f", $0) } ?? "—"))
                previous = (n, check.seconds)
                for (command, result) in [("check", check), ("graph", graph)] where result.exitCode == nil || result.exitCode! > 2 {
                    let how = result.timedOut ? "was killed after \(Int(limit)) s" : "crashed (exit \(result.exitCode.map(String.init) ?? "by a signal"))"
                    failures.append("\(command) \(shape.rawValue) \(n) \(how)")
                }
                // Below 0.2 s process start and noise dominate the ratio.
                if sizes == nil, ratio > graphRatio, check.seconds > 0.2 {
                    failures.append("graph \(shape.rawValue) \(n) took \(String(format: "%.2f", ratio))× check (target ≤ \(graphRatio)×)")
                }
                for target in targets where sizes == nil && target.shape == shape && target.size == n {
                    if check.seconds > target.seconds {
                        failures.append("check \(shape.rawValue) \(n): \(String(format: "%.2f", check.seconds)) s (target < \(target.seconds) s)")
                    }
                    if let megabytes = target.megabytes, Double(check.peakBytes) / 1e6 > megabytes {
                        failures.append("check \(shape.rawValue) \(n): \(check.peakBytes / 1_000_000) MB (target < \(Int(megabytes)) MB)")
                    }
                }
            }
        }
        print()
        for failure in failures { print("MISSED \(failure)") }
        print(failures.isEmpty ? "every target met" : "\(failures.count) target(s) missed")
        return failures.isEmpty ? 0 : 1
    }

    /// The run with the median time of `repeats` runs.
    static func median(_ repeats: Int, _ limit: Double, _ executable: String, _ arguments: [String]) -> ChildRun? {
        var runs: [ChildRun] = []
        for _ in 0..<max(1, repeats) {
            guard let run = ChildRun.run(executable, arguments, limit: limit) else { return nil }
            runs.append(run)
        }
        return runs.sorted { $0.seconds < $1.seconds }[runs.count / 2]
    }
}
