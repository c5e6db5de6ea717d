/// Explored states in one flat arena of 32-bit words, found again through an
/// open-addressing table: no heap object per state, and a hash computed once per state.
struct StateStore {
    private var words: [UInt32] = []
    /// State i is `words[starts[i]..<starts[i + 1]]`.
    private var starts: [UInt32] = [0]
    private var hashes: [UInt32] = []
    /// Slots hold a state index, or -1; kept at most half full.
    private var table = [Int32](repeating: -1, count: 1 << 10)

    var count: Int { hashes.count }

    func state(_ i: Int) -> ArraySlice<UInt32> { words[Int(starts[i])..<Int(starts[i + 1])] }

    /// The index of a stored state equal to `key`, if any.
    func find(_ key: [UInt32]) -> Int? {
        let hash = Self.hash(key)
        var slot = Int(hash) & (table.count - 1)
        while table[slot] >= 0 {
            let candidate = Int(table[slot])
            if hashes[candidate] == hash, state(candidate).elementsEqual(key) { return candidate }
            slot = (slot + 1) & (table.count - 1)
        }
        return nil
    }

    /// Stores `key` (which must not be stored yet) and returns its index.
    mutating func insert(_ key: [UInt32]) -> Int {
        if (count + 1) * 2 > table.count { grow() }
        let hash = Self.hash(key)
        let index = count
        words.append(contentsOf: key)
        starts.append(UInt32(words.count))
        hashes.append(hash)
        place(index, hash)
        return index
    }

    private mutating func place(_ index: Int, _ hash: UInt32) {
        var slot = Int(hash) & (table.count - 1)
        while table[slot] >= 0 { slot = (slot + 1) & (table.count - 1) }
        table[slot] = Int32(index)
    }

    private mutating func grow() {
        table = [Int32](repeating: -1, count: table.count * 2)
        for (index, hash) in hashes.enumerated() { place(index, hash) }
    }

    /// FNV-1a over the words, folded to 32 bits.
    static func hash(_ key: [UInt32]) -> UInt32 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for word in key { h = (h ^ UInt64(word)) &* 0x0000_0100_0000_01b3 }
        return UInt32(truncatingIfNeeded: h ^ (h >> 32))
    }
}
