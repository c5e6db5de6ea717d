/// Explored states in one flat byte arena, found again through an open-addressing table
/// of state indices: no heap object per state. A state's words are LEB128 varints (the
/// small numbers a state is made of take a byte each), with an offset per state.
///
/// A table slot holds the state's index in its low bits and the high bits of its hash
/// above them, so most slots of other states are passed over without reading their
/// records. Looking a state up leaves it encoded and hashed as the pending state, so
/// inserting it next costs no second encoding.
struct StateStore {
    /// Records, one after another: state i is `bytes[starts[i]..<starts[i + 1]]`.
    private var bytes: [UInt8] = []
    private var starts: [UInt32] = [0]
    private(set) var count = 0
    /// Slots hold `empty`, or a state index with the hash's high bits above `mask`.
    private var tableMemory = Self.emptyTable(count: 1 << 10)
    private var table: UnsafeMutablePointer<UInt32>
    private var tableCount = 1 << 10
    private var mask: UInt32 = (1 << 10) - 1
    private static let empty = UInt32.max
    /// The pending state's bytes are `pending[..<pendingCount]`; the array only grows.
    private var pending: [UInt8] = []
    private var pendingCount = 0
    private var pendingHash: UInt32 = 0
    /// The longest record stored, so `grow` can decode any of them into one buffer.
    private var longestRecord = 0

    init() {
        table = tableMemory.base.assumingMemoryBound(to: UInt32.self)
    }

    /// Whether another state might not fit the 32-bit offsets and indices.
    var isFull: Bool { count >= 1 << 30 || bytes.count > Int(UInt32.max) - (1 << 20) }

    /// Bytes the store's arrays hold (their capacity may be larger).
    var byteCount: Int { bytes.count + starts.count * 4 + tableCount * 4 }

    /// Writes the words of state `i` to `words`, which must have room for them (at most
    /// one per byte of its record); returns how many.
    func words(_ i: Int, into words: UnsafeMutablePointer<UInt32>) -> Int {
        bytes.withUnsafeBufferPointer { arena in
            var n = 0
            var word: UInt32 = 0
            var shift: UInt32 = 0
            for k in Int(starts[i])..<Int(starts[i + 1]) {
                let byte = arena[k]
                word |= UInt32(byte & 0x7f) << shift
                if byte & 0x80 == 0 {
                    words[n] = word
                    n += 1
                    word = 0
                    shift = 0
                } else {
                    shift += 7
                }
            }
            return n
        }
    }

    func words(_ i: Int) -> [UInt32] {
        [UInt32](unsafeUninitializedCapacity: Int(starts[i + 1] - starts[i])) { buffer, count in
            count = words(i, into: buffer.baseAddress!)
        }
    }

    /// The index of a stored state equal to `key`, if any; `key` becomes the pending state.
    mutating func find(_ key: UnsafeBufferPointer<UInt32>) -> Int? {
        if pending.count < key.count * 5 { pending = [UInt8](repeating: 0, count: key.count * 10) }
        (pendingCount, pendingHash) = pending.withUnsafeMutableBufferPointer { Self.encode(key, into: $0) }
        return pending.withUnsafeBufferPointer { probe(UnsafeBufferPointer(rebasing: $0[..<pendingCount]), pendingHash).found }
    }

    mutating func find(_ key: [UInt32]) -> Int? { key.withUnsafeBufferPointer { find($0) } }

    /// Stores the pending state (which `find` did not find) and returns its index.
    mutating func insertPending() -> Int {
        if (count + 1) * 10 > tableCount * 7 { grow() }
        let slot = pending.withUnsafeBufferPointer { probe(UnsafeBufferPointer(rebasing: $0[..<pendingCount]), pendingHash).slot }
        let index = count
        bytes.append(contentsOf: pending[..<pendingCount])
        starts.append(UInt32(bytes.count))
        longestRecord = max(longestRecord, pendingCount)
        count += 1
        table[slot] = pendingHash & ~mask | UInt32(index)
        return index
    }

    /// Writes `key`'s record into `bytes`; returns its size and the key's hash, computed
    /// in the same pass.
    private static func encode(_ key: UnsafeBufferPointer<UInt32>, into bytes: UnsafeMutableBufferPointer<UInt8>) -> (Int, UInt32) {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        var n = 0
        for var word in key {
            h = (h ^ UInt64(word)) &* 0x0000_0100_0000_01b3
            while word >= 0x80 {
                bytes[n] = UInt8(truncatingIfNeeded: word) | 0x80
                n += 1
                word >>= 7
            }
            bytes[n] = UInt8(word)
            n += 1
        }
        return (n, finish(h))
    }

    /// Where `key` is, or the empty slot where it would go.
    @inline(__always)
    private func probe(_ key: UnsafeBufferPointer<UInt8>, _ hash: UInt32) -> (found: Int?, slot: Int) {
        let tag = hash & ~mask
        var slot = Int(hash & mask)
        while true {
            let entry = table[slot]
            if entry == Self.empty { return (nil, slot) }
            if entry & ~mask == tag, stored(Int(entry & mask), equals: key) { return (Int(entry & mask), slot) }
            slot = (slot + 1) & Int(mask)
        }
    }

    /// Whether state `i`'s record is `key`.
    @inline(__always)
    private func stored(_ i: Int, equals key: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = Int(starts[i])
        guard Int(starts[i + 1]) - start == key.count else { return false }
        return bytes.withUnsafeBufferPointer { arena in
            var k = 0
            while k < key.count, arena[start + k] == key[k] { k += 1 }
            return k == key.count
        }
    }

    private static func emptyTable(count: Int) -> LargeMemory {
        let memory = LargeMemory(bytes: count * 4)
        memory.base.initializeMemory(as: UInt32.self, repeating: empty, count: count)
        return memory
    }

    private mutating func grow() {
        tableCount *= 2
        tableMemory = Self.emptyTable(count: tableCount)
        table = tableMemory.base.assumingMemoryBound(to: UInt32.self)
        mask = UInt32(tableCount - 1)
        let scratch = UnsafeMutablePointer<UInt32>.allocate(capacity: max(longestRecord, 1))
        defer { scratch.deallocate() }
        for index in 0..<count {
            let hash = Self.hash(UnsafeBufferPointer(start: scratch, count: words(index, into: scratch)))
            var slot = Int(hash & mask)
            while table[slot] != Self.empty { slot = (slot + 1) & Int(mask) }
            table[slot] = hash & ~mask | UInt32(index)
        }
    }

    /// FNV-1a over the words, then a final mix so that the low bits the table uses
    /// depend on every word.
    static func hash(_ key: UnsafeBufferPointer<UInt32>) -> UInt32 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for word in key { h = (h ^ UInt64(word)) &* 0x0000_0100_0000_01b3 }
        return finish(h)
    }

    private static func finish(_ hash: UInt64) -> UInt32 {
        var h = hash
        h ^= h >> 33
        h = h &* 0xff51_afd7_ed55_8ccd
        h ^= h >> 33
        return UInt32(truncatingIfNeeded: h)
    }
}
