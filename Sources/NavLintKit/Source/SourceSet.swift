/// Several source files read as one (SPEC 7: a folder of Swift files). A front end that
/// reads them locates what it builds by offsets into `combined`, the files laid end to end
/// (each followed by a line break), so the spec model keeps one kind of range; every finding
/// is then moved to the file its range falls in before anyone reads its location.
public final class SourceSet: Sendable {
    public let files: [SourceFile]
    public let combined: SourceFile
    /// Where each file starts in `combined`.
    let starts: [Int]

    public init(files: [SourceFile], path: String) {
        self.files = files
        var bytes: [UInt8] = []
        var starts: [Int] = []
        for file in files {
            starts.append(bytes.count)
            bytes += file.bytes
            bytes.append(UInt8(ascii: "\n"))
        }
        self.starts = starts
        combined = SourceFile(path: path, bytes: bytes)
    }

    /// The index of the file holding offset `offset` of `combined`.
    func fileIndex(_ offset: Int) -> Int? {
        guard !files.isEmpty else { return nil }
        return starts.lastIndex(atOrBefore: offset)
    }

    /// The range in its own file: clamped to that file (a range never spans two).
    public func locate(_ range: SourceRange) -> (file: SourceFile, range: SourceRange)? {
        guard let k = fileIndex(range.start) else { return nil }
        let start = range.start - starts[k]
        let end = min(max(range.end - starts[k], start), files[k].bytes.count)
        return (files[k], SourceRange(min(start, files[k].bytes.count), end))
    }

    /// `finding` moved to the file its range falls in; findings about other files stay.
    public func relocate(_ finding: Finding) -> Finding {
        guard finding.file === combined, let (file, range) = locate(finding.range) else { return finding }
        var moved = finding
        moved.file = file
        moved.range = range
        return moved
    }
}
