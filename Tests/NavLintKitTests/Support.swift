import Foundation
@testable import NavLintKit

/// The package root, found from this file so tests run from any working directory.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// A located problem as tests compare it: "line:column message".
struct Located: Equatable, CustomStringConvertible {
    let line: Int
    let column: Int
    let message: String
    var description: String { "\(line):\(column) \(message)" }
}

func parseProblems(_ text: String) -> [Located] {
    let file = SourceFile(path: "t.json", text: text)
    return JSONParser.parse(file.bytes).problems.map { problem in
        let location = file.location(problem.range)
        return Located(line: location.line, column: location.column, message: problem.message)
    }
}

func loadProblems(_ text: String) -> [Located] {
    let result = SpecLoader.load(SourceFile(path: "t.json", text: text))
    return result.problems.map { Located(line: $0.location.line, column: $0.location.column, message: $0.message) }
}

func load(_ text: String) -> SpecLoader.Result {
    SpecLoader.load(SourceFile(path: "t.json", text: text))
}

/// Runs the CLI in-process and returns (exit code, stdout, stderr).
func runCLI(_ arguments: [String]) -> (ExitCode, String, String) {
    let capture = Console.Capture()
    let code = CLI.run(arguments, console: capture.console)
    return (code, capture.out, capture.err)
}

func specFiles(under folder: String = "Specs") -> [String] {
    let root = packageRoot.appendingPathComponent(folder)
    let enumerator = FileManager.default.enumerator(atPath: root.path)
    var files: [String] = []
    while let path = enumerator?.nextObject() as? String {
        if path.hasSuffix(".json"), !Inputs.isOverlayName(path) { files.append(root.appendingPathComponent(path).path) }
    }
    return files.sorted()
}

struct InvalidSpec: Error, CustomStringConvertible {
    let description: String
}

/// The model of a spec that must be valid; its problems, in words, when it is not.
func requireModel(_ file: SourceFile) throws -> Model {
    let loaded = SpecLoader.load(file)
    guard let model = loaded.model else {
        throw InvalidSpec(description: "\(file.path): " + loaded.problems.map(\.message).joined(separator: "; "))
    }
    return model
}

/// A deterministic random number generator, so a failing seed can be replayed.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9e37_79b9_7f4a_7c15
        var z = state
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        return z ^ (z >> 31)
    }

    mutating func next(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    mutating func chance(_ percent: Int) -> Bool { next(in: 0...99) < percent }
}
