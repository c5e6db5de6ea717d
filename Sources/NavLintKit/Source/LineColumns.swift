import Foundation

/// Column arithmetic on lines with non-ASCII text, in time independent of the line's length.
///
/// A spec a script wrote on one line holds every finding on that line: counting Characters
/// from the line's start for each finding made the report quadratic. Each such line is walked
/// once, on first use, into marks every `stride` Characters; a column is then a mark plus at
/// most `stride` Characters decoded from it. Grapheme breaking resumes exactly at a mark,
/// since a mark is a Character boundary of the whole line.
final class LineColumns: @unchecked Sendable {
    struct Marks {
        /// Per mark, its UTF-8 offset in the line, and the Characters and scalars before it.
        var utf8: [Int] = []
        var characters: [Int] = []
        var scalars: [Int] = []
        var characterCount = 0
    }

    static let stride = 64
    private let lock = NSLock()
    /// Per line asked about, its marks; nil for a line that is not valid UTF-8, whose
    /// replacement characters do not keep byte offsets: such a line (an error's, at most) is
    /// decoded per column as before.
    private var lines: [Int: Marks?] = [:]

    func marks(_ line: Int, _ text: ArraySlice<UInt8>) -> Marks? {
        lock.lock()
        defer { lock.unlock() }
        if let known = lines[line] { return known }
        let made = Self.marks(text)
        lines[line] = .some(made)
        return made
    }

    private static func marks(_ text: ArraySlice<UInt8>) -> Marks? {
        let string = String(decoding: text, as: UTF8.self)
        guard string.utf8.count == text.count else { return nil }
        var marks = Marks()
        var offset = 0, scalars = 0, count = 0
        for character in string {
            if count % stride == 0 {
                marks.utf8.append(offset)
                marks.characters.append(count)
                marks.scalars.append(scalars)
            }
            offset += character.utf8.count
            scalars += character.unicodeScalars.count
            count += 1
        }
        if count == 0 { (marks.utf8, marks.characters, marks.scalars) = ([0], [0], [0]) }
        marks.characterCount = count
        return marks
    }
}

extension LineColumns.Marks {
    /// The last mark at or before UTF-8 offset `offset`.
    func mark(atOrBeforeUTF8 offset: Int) -> Int { utf8.lastIndex(atOrBefore: offset) }
    /// The last mark at or before Character `index`.
    func mark(atOrBeforeCharacter index: Int) -> Int { characters.lastIndex(atOrBefore: index) }
}

extension Array where Element == Int {
    /// In ascending values whose first is at most `target`: the last index whose value is.
    func lastIndex(atOrBefore target: Int) -> Int {
        var low = 0, high = count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if self[mid] <= target { low = mid } else { high = mid - 1 }
        }
        return low
    }
}
