import Foundation

/// A path as it is at a git revision, written out under a temporary folder so the other
/// commands' readers take it like any folder: every `.swift`, `.json` and `.jsonc` file
/// below it (with `.navlint.json`), read through one `git cat-file --batch`.
struct GitSnapshot {
    /// The copy of the path (a file or a folder) inside `folder`.
    let copy: String
    let folder: String
    /// The path relative to the repository's top, as `REV:path` names it.
    let relative: String

    static func take(_ path: String, at revision: String) throws(UsageError) -> GitSnapshot {
        guard let git = ReportCommand.executable("git") else { throw UsageError(message: "--git needs git on the PATH") }
        let directory = isDirectory(path) ? path : ((path as NSString).deletingLastPathComponent as String).nonEmpty ?? "."
        guard let top = run(git, ["-C", directory, "rev-parse", "--show-toplevel"])?.trimmed,
              let prefix = run(git, ["-C", directory, "rev-parse", "--show-prefix"])?.trimmed else {
            throw UsageError(message: "\(path) is not inside a git repository")
        }
        let relative = isDirectory(path) ? String(prefix.dropLast(prefix.hasSuffix("/") ? 1 : 0)) : prefix + (path as NSString).lastPathComponent
        guard run(git, ["-C", top, "rev-parse", "--verify", "--quiet", revision + "^{commit}"]) != nil else {
            throw UsageError(message: "unknown git revision '\(revision)'")
        }
        guard let listed = run(git, ["-C", top, "ls-tree", "-r", "-z", "--name-only", revision, "--", relative.isEmpty ? "." : relative]) else {
            throw UsageError(message: "cannot list \(relative) at \(revision)")
        }
        let names = listed.split(separator: "\0").map(String.init).filter {
            $0.hasSuffix(".swift") || $0.hasSuffix(".json") || $0.hasSuffix(".jsonc")
        }
        guard !names.isEmpty else { throw UsageError(message: "\(revision) has no spec or Swift source at \(relative.isEmpty ? "." : relative)") }
        let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("navlint-diff-\(UUID().uuidString)")
        do {
            let blobs = try catFile(git, top: top, revision: revision, names: names, scratch: folder)
            for (name, data) in zip(names, blobs) {
                let target = (folder as NSString).appendingPathComponent(name)
                try FileManager.default.createDirectory(atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try data.write(to: URL(fileURLWithPath: target))
            }
        } catch {
            try? FileManager.default.removeItem(atPath: folder)
            throw UsageError(message: "cannot read \(relative) at \(revision): \(error)")
        }
        let copy = relative.isEmpty ? folder : (folder as NSString).appendingPathComponent(relative)
        return GitSnapshot(copy: copy, folder: folder, relative: relative)
    }

    func remove() { try? FileManager.default.removeItem(atPath: folder) }

    /// `REV:path` for a file of the copy; nil for a path outside it.
    func shown(_ path: String, revision: String) -> (shown: String, path: String)? {
        guard path.hasPrefix(folder + "/") else { return nil }
        let inner = String(path.dropFirst(folder.count + 1))
        return ("\(revision):\(inner)", inner)
    }

    /// The blobs of `names` at `revision`, in order: requests go in through a file, so a
    /// large batch cannot block on a full pipe.
    private static func catFile(_ git: String, top: String, revision: String, names: [String], scratch: String) throws -> [Data] {
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        let requests = (scratch as NSString).appendingPathComponent(".requests")
        try Data(names.map { "\(revision):\($0)\n" }.joined().utf8).write(to: URL(fileURLWithPath: requests))
        defer { try? FileManager.default.removeItem(atPath: requests) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: git)
        process.arguments = ["-C", top, "cat-file", "--batch"]
        process.standardInput = FileHandle(forReadingAtPath: requests)
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        // Each answer: "<sha> blob <size>\n" then the bytes and "\n".
        var blobs: [Data] = []
        var at = data.startIndex
        for _ in names {
            guard let newline = data[at...].firstIndex(of: 0x0A),
                  let header = String(data: data[at..<newline], encoding: .utf8),
                  let size = header.split(separator: " ").last.flatMap({ Int($0) }), header.contains(" blob "),
                  newline + 1 + size <= data.endIndex else { throw CocoaError(.fileReadCorruptFile) }
            blobs.append(data[(newline + 1)..<(newline + 1 + size)])
            at = newline + 1 + size + 1
        }
        return blobs
    }

    /// A git command's standard output, or nil when it fails.
    private static func run(_ git: String, _ arguments: [String]) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: git)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? String(decoding: data, as: UTF8.self) : nil
    }
}

private extension String {
    var trimmed: String { trimmingCharacters(in: .whitespacesAndNewlines) }
    var nonEmpty: String? { isEmpty ? nil : self }
}
