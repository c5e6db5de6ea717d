/// Explored states in one flat byte arena, found again through an open-addressing table
/// of state indices: no heap object per state. A state's words are stored as LEB128
/// varints, so the small numbers a state is made of (path lengths, tab selections,
/// destination numbers) take a byte each.
///
/// Looking a state up leaves it encoded and hashed as the pending state, so inserting it
/// next costs no second encoding.
struct StateStore {
    private var bytes: [UInt8] = []
    /// State i is `bytes[starts[i]..<starts[i + 1]]`.
    private var starts: [UInt32] = [0]
    /// Slots hold a state index, or -1; kept at most 70 % full.
    private var table = [Int32](repeating: -1, count: 1 << 10)
    private var pending: [UInt8] = []
    private var pendingHash: UInt32 = 0

    var count: Int { starts.count - 1 }

    /// Whether another state might not fit the 32-bit offsets.
    var isFull: Bool { bytes.count > Int(UInt32.max) - (1 << 20) }

    /// Bytes the store holds per state, in its arrays' current sizes (their capacity may be larger).
    var bytesPerState: Double {
        Double(bytes.count + starts.count * 4 + table.count * 4) / Double(max(count, 1))
    }

    /// The words of state `i`, written into `words` (whose storage is reused).
    func words(_ i: Int, into words: inout [UInt32]) {
        words.removeAll(keepingCapacity: true)
        var word: UInt32 = 0
        var shift: UInt32 = 0
        for k in Int(starts[i])..<Int(starts[i + 1]) {
            let byte = bytes[k]
            word |= UInt32(byte & 0x7f) << shift
            if byte & 0x80 == 0 {
                words.append(word)
                word = 0
                shift = 0
            } else {
                shift += 7
            }
        }
    }

    func words(_ i: Int) -> [UInt32] {
        var result: [UInt32] = []
        words(i, into: &result)
        return result
    }

    /// The index of a stored state equal to `key`, if any; `key` becomes the pending state.
    mutating func find(_ key: UnsafeBufferPointer<UInt32>) -> Int? {
        Self.encode(key, into: &pending)
        pendingHash = Self.hash(key)
        return pending.withUnsafeBufferPointer { probe($0, pendingHash).found }
    }

    /// The index of a stored state equal to `key`, for queries after exploration.
    func index(of key: [UInt32]) -> Int? {
        var encoded: [UInt8] = []
        key.withUnsafeBufferPointer { Self.encode($0, into: &encoded) }
        return encoded.withUnsafeBufferPointer { probe($0, key.withUnsafeBufferPointer(Self.hash)).found }
    }

    private static func encode(_ key: UnsafeBufferPointer<UInt32>, into bytes: inout [UInt8]) {
        bytes.removeAll(keepingCapacity: true)
        for var word in key {
            while word >= 0x80 {
                bytes.append(UInt8(truncatingIfNeeded: word) | 0x80)
                word >>= 7
            }
            bytes.append(UInt8(word))
        }
    }

    mutating func find(_ key: [UInt32]) -> Int? { key.withUnsafeBufferPointer { find($0) } }

    /// Stores the pending state (which `find` did not find) and returns its index.
    mutating func insertPending() -> Int {
        if (count + 1) * 10 > table.count * 7 { grow() }
        let index = count
        bytes.append(contentsOf: pending)
        starts.append(UInt32(bytes.count))
        let slot = pending.withUnsafeBufferPointer { probe($0, pendingHash).slot }
        table[slot] = Int32(index)
        return index
    }

    /// Where `key` is, or the empty slot where it would go.
    private func probe(_ key: UnsafeBufferPointer<UInt8>, _ hash: UInt32) -> (found: Int?, slot: Int) {
        let mask = table.count - 1
        var slot = Int(hash) & mask
        return bytes.withUnsafeBufferPointer { arena in
            while true {
                let candidate = Int(table[slot])
                if candidate < 0 { return (nil, slot) }
                let start = Int(starts[candidate])
                if Int(starts[candidate + 1]) - start == key.count {
                    var k = 0
                    while k < key.count, arena[start + k] == key[k] { k += 1 }
                    if k == key.count { return (candidate, slot) }
                }
                slot = (slot + 1) & mask
            }
        }
    }

    private mutating func grow() {
        table = [Int32](repeating: -1, count: table.count * 2)
        let mask = table.count - 1
        var words: [UInt32] = []
        for index in 0..<count {
            self.words(index, into: &words)
            var slot = Int(words.withUnsafeBufferPointer(Self.hash)) & mask
            while table[slot] >= 0 { slot = (slot + 1) & mask }
            table[slot] = Int32(index)
        }
    }

    /// FNV-1a over the words, then a final mix so that the low bits the table uses
    /// depend on every word.
    static func hash(_ key: UnsafeBufferPointer<UInt32>) -> UInt32 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for word in key { h = (h ^ UInt64(word)) &* 0x0000_0100_0000_01b3 }
        h ^= h >> 33
        h = h &* 0xff51_afd7_ed55_8ccd
        h ^= h >> 33
        return UInt32(truncatingIfNeeded: h)
    }
}
