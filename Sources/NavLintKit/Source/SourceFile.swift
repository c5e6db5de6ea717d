/// A spec's text with a line table, so any UTF-8 offset maps to a line and column.
public final class SourceFile: Sendable {
    public let path: String
    public let bytes: [UInt8]
    /// Offsets where each line starts; line N (1-based) starts at `lineStarts[N - 1]`.
    let lineStarts: [Int]
    /// Per line, the offset of its first non-ASCII byte (Int.max if none): before it,
    /// UTF-8, scalar and character columns agree, so long ASCII lines cost nothing.
    let firstNonASCII: [Int]
    private let columns = LineColumns()

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
        let line = lineStarts.lastIndex(atOrBefore: clamped)
        return (line + 1, clamped - lineStarts[line] + 1)
    }

    /// The bytes of a 1-based line, without its line break.
    func lineBytes(_ line: Int) -> ArraySlice<UInt8> {
        guard line >= 1, line <= lineStarts.count else { return [] }
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return bytes[start..<max(start, end)]
    }

    /// The text of a 1-based line, without its line break.
    public func lineText(_ line: Int) -> String {
        String(decoding: lineBytes(line), as: UTF8.self)
    }

    /// Column counted in Characters, for people; stored columns stay UTF-8 offsets.
    public func characterColumn(line: Int, utf8Column: Int) -> Int {
        column(line: line, utf8Column: utf8Column, \.characters) { String(decoding: $0, as: UTF8.self).count }
    }

    /// Column counted in Unicode scalars (SARIF's `unicodeCodePoints`).
    func scalarColumn(line: Int, utf8Column: Int) -> Int {
        column(line: line, utf8Column: utf8Column, \.scalars) { String(decoding: $0, as: UTF8.self).unicodeScalars.count }
    }

    /// A column in the unit `counted` measures: the count before the last mark, plus what
    /// lies between it and the column.
    private func column(line: Int, utf8Column: Int, _ before: KeyPath<LineColumns.Marks, [Int]>,
                        _ counted: (ArraySlice<UInt8>) -> Int) -> Int {
        guard line >= 1, line <= lineStarts.count else { return utf8Column }
        if utf8Column - 1 <= firstNonASCII[line - 1] { return utf8Column }
        let text = lineBytes(line)
        let target = text.startIndex + min(text.count, max(0, utf8Column - 1))
        guard let marks = columns.marks(line, text) else { return counted(text[text.startIndex..<target]) + 1 }
        let k = marks.mark(atOrBeforeUTF8: target - text.startIndex)
        return marks[keyPath: before][k] + counted(text[(text.startIndex + marks.utf8[k])..<target]) + 1
    }

    /// How many Characters a 1-based line holds.
    func characterCount(line: Int) -> Int {
        let text = lineBytes(line)
        return columns.marks(line, text)?.characterCount ?? String(decoding: text, as: UTF8.self).count
    }

    /// Characters `range` of a 1-based line (a report's excerpt of a long line).
    func characters(line: Int, _ range: Range<Int>) -> Substring {
        let text = lineBytes(line)
        guard let marks = columns.marks(line, text) else { return String(decoding: text, as: UTF8.self).dropFirst(range.lowerBound).prefix(range.count) }
        let k = marks.mark(atOrBeforeCharacter: range.lowerBound)
        let past = marks.mark(atOrBeforeCharacter: range.upperBound) + 1
        let end = past < marks.utf8.count ? text.startIndex + marks.utf8[past] : text.endIndex
        let from = String(decoding: text[(text.startIndex + marks.utf8[k])..<end], as: UTF8.self)
        return from.dropFirst(range.lowerBound - marks.characters[k]).prefix(range.count)
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
