import Foundation
import Testing
@testable import NavLintKit

/// The built `navlint` binary, run as a separate process: what users and CI run.
enum Binary {
    static var path: String? {
        let candidates = [
            Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("navlint").path,
            packageRoot.appendingPathComponent(".build/debug/navlint").path,
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static func run(_ arguments: [String], stdin: Data? = nil) throws -> (Int32, Data, Data) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(path, "the navlint binary is not built"))
        process.arguments = arguments
        process.currentDirectoryURL = packageRoot
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(stdin) }
        try input.fileHandleForWriting.close()
        // Read both pipes fully before waiting, so a large output cannot block the child.
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, outData, errData)
    }
}

@Suite(.enabled(if: Binary.path != nil, "needs the built navlint binary"))
struct ProcessTests {
    /// Swift's Set and Dictionary order changes from process to process: two processes
    /// must still print the same bytes for every spec and format. One run per format checks
    /// every example (a process per spec and format made this the slowest everyday test).
    @Test(arguments: Reporter.all.map(\.name))
    func outputIsByteIdenticalAcrossProcesses(format: String) throws {
        let specs = specFiles().map { String($0.dropFirst(packageRoot.path.count + 1)) }
        let first = try Binary.run(["check"] + specs + ["--format", format])
        let second = try Binary.run(["check"] + specs + ["--format", format])
        #expect(first.0 == 1)
        #expect(first.0 == second.0)
        #expect(first.1.count > 100 * specs.count, "--format \(format) printed \(first.1.count) bytes")
        #expect(first.1 == second.1, "--format \(format) differs between runs")
    }

    @Test(arguments: specFiles().map { String($0.dropFirst(packageRoot.path.count + 1)) })
    func graphIsByteIdenticalAcrossProcesses(spec: String) throws {
        #expect(try Binary.run(["graph", spec]).1 == Binary.run(["graph", spec]).1, "graph of \(spec) differs")
    }

    @Test func readsTheSpecFromStandardInput() throws {
        let spec = try Data(contentsOf: packageRoot.appendingPathComponent("Specs/recipe-browser.json"))
        let (code, out, _) = try Binary.run(["check", "-"], stdin: spec)
        #expect(code == 1)
        #expect(String(decoding: out, as: UTF8.self).hasPrefix("<stdin>:27:61: error: navigationDestination(for: Recipe) is inside a lazy List"))
    }

    @Test func exitCodesAreTheContract() throws {
        #expect(try Binary.run(["check", "Specs/tab-app.json"]).0 == 0)
        #expect(try Binary.run(["check", "Specs/recipe-browser.json"]).0 == 1)
        #expect(try Binary.run(["check", "/nonexistent.json"]).0 == 2)
        #expect(try Binary.run(["check", "--bogus"]).0 == 2)
        #expect(try Binary.run(["--help"]).0 == 0)
    }
}
