import Foundation

/// The front of the pipeline: bytes → JSON → Spec → Model, with every problem located.
public enum SpecLoader {
    public struct Result: Sendable {
        public let file: SourceFile
        public let spec: Spec?
        /// nil when the spec cannot be read; `problems` then says why.
        public let model: Model?
        public let problems: [Finding]
    }

    public static func load(_ file: SourceFile) -> Result {
        let problems = ProblemList(file: file)
        let parsed = JSONParser.parse(file.bytes)
        for problem in parsed.problems { problems.add(problem.message, at: problem.range) }
        guard let document = parsed.value else {
            return Result(file: file, spec: nil, model: nil, problems: problems.findings)
        }
        return load(document, problems)
    }

    /// A spec document already read (from JSON, or written by the Swift front end), with
    /// the problems found so far.
    static func load(_ document: JSONValue, _ problems: ProblemList) -> Result {
        let file = problems.file
        let spec = SpecDecoder(problems: problems).decode(document)
        let known = AllRules.knownIDs
        for ref in problems.ignoreRefs where !known.contains(ref.value) {
            problems.add("unknown rule '\(ref.value)' in \"ignore\"" + Suggestion.didYouMean(ref.value, in: known.sorted()),
                         at: ref.range)
        }
        let model = ModelBuilder.build(spec, problems)
        return Result(file: file, spec: spec, model: problems.isEmpty ? model : nil, problems: problems.findings)
    }

    public enum ReadError: Error, Equatable {
        case missing(String)
        case directory(String)
        case unreadable(String)

        public var message: String {
            switch self {
            case .missing(let path): "no such file: \(path)"
            case .directory(let path): "\(path) is a directory, not a spec file"
            case .unreadable(let path): "cannot read \(path)"
            }
        }
    }

    /// Reads a spec file; `-` reads standard input.
    public static func read(path: String) throws(ReadError) -> SourceFile {
        if path == "-" {
            return SourceFile(path: "<stdin>", bytes: Array(FileHandle.standardInput.readDataToEndOfFile()))
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { throw .missing(path) }
        guard !isDirectory.boolValue else { throw .directory(path) }
        guard let data = FileManager.default.contents(atPath: path) else { throw .unreadable(path) }
        return SourceFile(path: path, bytes: Array(data))
    }
}
