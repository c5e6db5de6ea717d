/// A spec's text with a line table, so any UTF-8 offset maps to a line and column.
public final class SourceFile: Sendable {
    public let path: String
    public let bytes: [UInt8]
    /// Offsets where each line starts; line N (1-based) starts at `lineStarts[N - 1]`.
    let lineStarts: [Int]
    /// Per line, the offset of its first non-ASCII byte (Int.max if none): before it,
    /// UTF-8, scalar and character columns agree, so long ASCII lines cost nothing.
    let firstNonASCII: [Int]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        var starts = [0]
        var nonASCII = [Int.max]
        for (index, byte) in bytes.enumerated() {
            if byte == UInt8(ascii: "\n") {
                starts.append(index + 1)
                nonASCII.append(Int.max)
            } else if byte >= 0x80, nonASCII[nonASCII.count - 1] == Int.max {
                nonASCII[nonASCII.count - 1] = index - starts[starts.count - 1]
            }
        }
        self.lineStarts = starts
        self.firstNonASCII = nonASCII
    }

    public convenience init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// 1-based line and 1-based UTF-8 column of `offset`.
    public func position(of offset: Int) -> (line: Int, utf8Column: Int) {
        let clamped = max(0, min(offset, bytes.count))
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= clamped { low = mid } else { high = mid - 1 }
        }
        return (low + 1, clamped - lineStarts[low] + 1)
    }

    /// The text of a 1-based line, without its line break.
    public func lineText(_ line: Int) -> String {
        guard line >= 1, line <= lineStarts.count else { return "" }
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return String(decoding: bytes[start..<max(start, end)], as: UTF8.self)
    }

    /// Column counted in Characters, for people; stored columns stay UTF-8 offsets.
    public func characterColumn(line: Int, utf8Column: Int) -> Int {
        guard line >= 1, line <= lineStarts.count else { return utf8Column }
        if utf8Column - 1 <= firstNonASCII[line - 1] { return utf8Column }
        let start = lineStarts[line - 1]
        let end = min(bytes.count, start + utf8Column - 1)
        return String(decoding: bytes[start..<max(start, end)], as: UTF8.self).count + 1
    }

    public func location(_ range: SourceRange) -> SourceLocation {
        let start = position(of: range.start)
        let end = position(of: range.end)
        return SourceLocation(
            path: path,
            line: start.line,
            column: characterColumn(line: start.line, utf8Column: start.utf8Column),
            endLine: end.line,
            endColumn: characterColumn(line: end.line, utf8Column: end.utf8Column),
            utf8Column: start.utf8Column
        )
    }
}

/// A half-open range of UTF-8 offsets into one SourceFile.
public struct SourceRange: Hashable, Sendable {
    public var start: Int
    public var end: Int
    public init(_ start: Int, _ end: Int) {
        self.start = start
        self.end = end
    }
    public static let none = SourceRange(0, 0)
}

/// A printable position: 1-based line, 1-based column in Characters.
public struct SourceLocation: Hashable, Sendable, Comparable {
    public var path: String
    public var line: Int
    public var column: Int
    public var endLine: Int
    public var endColumn: Int
    public var utf8Column: Int

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.path, a.line, a.column) < (b.path, b.line, b.column)
    }
}
