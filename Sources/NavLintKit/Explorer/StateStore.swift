/// Explored states in one flat byte arena, found again through an open-addressing table
/// of state indices: no heap object per state. Copies of a store share its memory, so
/// only one of them may go on inserting.
///
/// Two record layouts. By default a state's words are LEB128 varints (the small numbers a
/// state is made of take a byte each) with an offset per state. When the caller knows a
/// bound on a state's words and their values (PathEngine does), every record is one
/// length byte and that many fixed-width words, zero-padded: no offsets, and comparing
/// a record is one contiguous read.
///
/// A table slot holds the state's index in its low bits and the high bits of its hash
/// above them, so most slots of other states are passed over without reading their
/// records. Looking a state up leaves it encoded and hashed as the pending state, so
/// inserting it next costs no second encoding.
struct StateStore {
    /// Bytes per word of a fixed record, or 0 for varint records.
    private let width: Int
    private let recordSize: Int
    /// Varint records, one after another.
    private var bytes: [UInt8] = []
    /// Fixed records, in chunks that are never moved or copied: growing the store never
    /// holds an old and a new copy of every record at once.
    /// `chunks[0..<chunkCount]` point into `slabs`; a plain table, read without bounds
    /// checks on every lookup.
    private var chunkMemory = LargeMemory(bytes: 8 * 8)
    private var chunks: UnsafeMutablePointer<UnsafeMutablePointer<UInt8>>
    private var chunkCount = 0
    private var chunkShift = 0
    /// Chunks are cut from slabs that grow with the store, so a large store's records
    /// sit in huge pages while a small one's take little memory.
    private var slabs: [LargeMemory] = []
    private var slabChunksLeft = 0
    /// Varint state i is `bytes[starts[i]..<starts[i + 1]]`.
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
        width = 0
        recordSize = 0
        table = tableMemory.base.assumingMemoryBound(to: UInt32.self)
        chunks = chunkMemory.base.assumingMemoryBound(to: UnsafeMutablePointer<UInt8>.self)
    }

    /// Fixed records for states of at most `maxWords` (< 256) words, each below `maxValue`.
    init(maxWords: Int, maxValue: UInt32) {
        width = maxValue <= 0xff ? 1 : maxValue <= 0xffff ? 2 : 4
        recordSize = 1 + maxWords * width
        table = tableMemory.base.assumingMemoryBound(to: UInt32.self)
        chunks = chunkMemory.base.assumingMemoryBound(to: UnsafeMutablePointer<UInt8>.self)
        starts = []
        // About 1 MiB a chunk.
        while (1 << (chunkShift + 1)) * recordSize <= 1 << 20 { chunkShift += 1 }
    }

    @inline(__always)
    private func record(_ i: Int) -> UnsafeMutablePointer<UInt8> {
        // Wrapping arithmetic: i < count, so nothing here can overflow.
        chunks[i &>> chunkShift] + (i & (1 &<< chunkShift &- 1)) &* recordSize
    }

    /// Whether another state might not fit the 32-bit offsets and indices.
    var isFull: Bool { count >= 1 << 30 || width == 0 && bytes.count > Int(UInt32.max) - (1 << 20) }

    /// Bytes the store's arrays hold (their capacity may be larger).
    var byteCount: Int { bytes.count + count * recordSize + starts.count * 4 + tableCount * 4 }

    /// Writes the words of state `i` to `words`, which must have room for them (at most
    /// one per byte of its record); returns how many.
    func words(_ i: Int, into words: UnsafeMutablePointer<UInt32>) -> Int {
        if width > 0 {
            let record = self.record(i)
            let n = Int(record[0])
            if width == 1 {
                for k in 0..<n { words[k] = UInt32(record[1 + k]) }
            } else {
                for k in 0..<n { words[k] = Self.load(record + 1 + k * width, width: width) }
            }
            return n
        }
        return bytes.withUnsafeBufferPointer { arena in
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
        let size = width > 0 ? recordSize : Int(starts[i + 1] - starts[i])
        return [UInt32](unsafeUninitializedCapacity: size) { buffer, count in count = words(i, into: buffer.baseAddress!) }
    }

    /// The index of a stored state equal to `key`, if any; `key` becomes the pending state.
    mutating func find(_ key: UnsafeBufferPointer<UInt32>) -> Int? {
        let room = width > 0 ? Self.padded(recordSize) : key.count * 5
        if pending.count < room { pending = [UInt8](repeating: 0, count: room * 2) }
        let (width, recordSize) = (width, recordSize)
        (pendingCount, pendingHash) = pending.withUnsafeMutableBufferPointer {
            Self.encode(key, into: $0, width: width, recordSize: recordSize)
        }
        return pending.withUnsafeBufferPointer { probe(UnsafeBufferPointer(rebasing: $0[..<pendingCount]), pendingHash).found }
    }

    mutating func find(_ key: [UInt32]) -> Int? { key.withUnsafeBufferPointer { find($0) } }

    /// Whether records are a length byte and one byte a word, so `byteRecord` applies.
    var byteRecords: Bool { width == 1 }

    /// The words of record `i` when `byteRecords`: the record's own bytes, not a copy.
    func byteRecord(_ i: Int) -> UnsafeBufferPointer<UInt8> {
        let record = self.record(i)
        return UnsafeBufferPointer(start: record + 1, count: Int(record[0]))
    }

    /// A fixed record's shape: what encoding needs, copied out so a hot loop can encode
    /// without touching (and copying) the store.
    struct Layout {
        let width: Int
        let recordSize: Int
    }

    var layout: Layout { Layout(width: width, recordSize: recordSize) }

    /// Completes the record of byte words built in place after its length byte (in a
    /// buffer of `scratchSize(for:)` bytes, zero past the words): writes the length;
    /// returns the record's size and hash, as `encode` does.
    static func closeByteRecord(_ record: UnsafeMutablePointer<UInt8>, words: Int, _ layout: Layout) -> (count: Int, hash: UInt32) {
        record[0] = UInt8(words)
        return (layout.recordSize, hash(record: UnsafeRawPointer(record), size: layout.recordSize))
    }

    /// Writes `key`'s record into `record` (room for `scratchSize(for:)` bytes); returns
    /// its size and hash, for `touch` and `findOrInsert`.
    static func encode(_ key: UnsafeBufferPointer<UInt32>, into record: UnsafeMutableBufferPointer<UInt8>, _ layout: Layout) -> (count: Int, hash: UInt32) {
        encode(key, into: record, width: layout.width, recordSize: layout.recordSize)
    }

    /// The table slot a hash starts at. Reading the slots of a batch of lookups first,
    /// then the records they name (`touchRecord`), then looking them up overlaps their
    /// cache misses instead of waiting for each in turn.
    @inline(__always)
    func slotEntry(_ hash: UInt32) -> UInt32 { table[Int(hash & mask)] }

    /// Reads the first byte of the record a slot entry names, if any.
    @inline(__always)
    func touchRecord(_ entry: UInt32) -> UInt8 {
        guard entry != Self.empty, width > 0 else { return 0 }
        return record(Int(entry & mask)).pointee
    }

    /// The index of the stored state with a record `encode` wrote, and whether it was just
    /// inserted; nil when it is new and `mayInsert` is false.
    @inline(__always)
    mutating func findOrInsert(record: UnsafeBufferPointer<UInt8>, hash: UInt32, mayInsert: Bool) -> (index: Int, inserted: Bool)? {
        var (found, slot) = probe(record, hash)
        if let found { return (found, false) }
        guard mayInsert else { return nil }
        if (count + 1) * 10 > tableCount * 7 {
            grow()
            slot = probe(record, hash).slot
        }
        let index = count
        if width > 0 {
            if index & (1 << chunkShift - 1) == 0 { addChunk() }
            copyMemory(self.record(index), record.baseAddress!, bytes: recordSize)
        } else {
            bytes.append(contentsOf: record)
            starts.append(UInt32(bytes.count))
        }
        longestRecord = max(longestRecord, record.count)
        count += 1
        table[slot] = hash & ~mask | UInt32(index)
        return (index, true)
    }

    /// The index of a stored state equal to `key`, encoded in `scratch` (room for
    /// `scratchSize(for:)` bytes): for queries after exploration, without allocating.
    func index(of key: UnsafeBufferPointer<UInt32>, scratch: UnsafeMutableBufferPointer<UInt8>) -> Int? {
        let (count, hash) = Self.encode(key, into: scratch, width: width, recordSize: recordSize)
        return probe(UnsafeBufferPointer(rebasing: scratch[..<count]), hash).found
    }

    func scratchSize(for words: Int) -> Int { width > 0 ? Self.padded(recordSize) : words * 5 }

    /// A record's size rounded up to whole 8-byte chunks: encoding buffers have that room,
    /// zeroed past the record, and chunks 8 bytes of slack, so a record can be read 8
    /// bytes at a time.
    private static func padded(_ size: Int) -> Int { (size + 7) / 8 * 8 }

    /// Bytes `k..<k + 8` of a record of `size` bytes, those past its end masked off.
    @inline(__always)
    private static func chunk(_ record: UnsafeRawPointer, at k: Int, size: Int) -> UInt64 {
        let value = UInt64(littleEndian: record.loadUnaligned(fromByteOffset: k, as: UInt64.self))
        let left = size - k
        return left >= 8 ? value : value & (1 << (UInt64(left) * 8) - 1)
    }


    /// Writes `key`'s record into `bytes`; returns its size and the key's hash, computed
    /// in the same pass.
    private static func encode(_ key: UnsafeBufferPointer<UInt32>, into bytes: UnsafeMutableBufferPointer<UInt8>,
                               width: Int, recordSize: Int) -> (Int, UInt32) {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        if width > 0 {
            precondition(key.count < recordSize, "a state has more words than its fixed record holds")
            // Plain while loops over pointers: this runs for every successor of every state.
            let out = bytes.baseAddress!
            let raw = UnsafeMutableRawPointer(out)
            var k = 0
            while k < recordSize {
                raw.storeBytes(of: 0, toByteOffset: k, as: UInt64.self)  // within the padded buffer
                k += 8
            }
            out[0] = UInt8(key.count)
            let words = key.baseAddress!
            k = 0
            if width == 1 {
                while k < key.count {
                    out[1 + k] = UInt8(truncatingIfNeeded: words[k])
                    k += 1
                }
            } else {
                while k < key.count {
                    for b in 0..<width { out[1 + k * width + b] = UInt8(truncatingIfNeeded: words[k] >> (8 * b)) }
                    k += 1
                }
            }
            return (recordSize, hash(record: UnsafeRawPointer(bytes.baseAddress!), size: recordSize))
        }
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

    /// Stores the pending state (which `find` did not find) and returns its index.
    mutating func insertPending() -> Int {
        let (pending, count, hash) = (self.pending, pendingCount, pendingHash)
        return pending.withUnsafeBufferPointer {
            findOrInsert(record: UnsafeBufferPointer(rebasing: $0[..<count]), hash: hash, mayInsert: true)!.index
        }
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
    func stored(_ i: Int, equals key: UnsafeBufferPointer<UInt8>) -> Bool {
        if width > 0 {
            let record = UnsafeRawPointer(self.record(i))
            let probe = UnsafeRawPointer(key.baseAddress!)
            var k = 0
            while k + 8 <= recordSize,
                  record.loadUnaligned(fromByteOffset: k, as: UInt64.self) == probe.loadUnaligned(fromByteOffset: k, as: UInt64.self) {
                k += 8
            }
            return k + 8 > recordSize
                && (k == recordSize || Self.chunk(record, at: k, size: recordSize) == Self.chunk(probe, at: k, size: recordSize))
        }
        let start = Int(starts[i])
        guard Int(starts[i + 1]) - start == key.count else { return false }
        return bytes.withUnsafeBufferPointer { arena in
            var k = 0
            while k < key.count, arena[start + k] == key[k] { k += 1 }
            return k == key.count
        }
    }

    private mutating func addChunk() {
        let chunkBytes = recordSize << chunkShift
        if chunkCount * 8 == chunkMemory.size {
            let larger = LargeMemory(bytes: chunkMemory.size * 2)
            larger.base.copyMemory(from: chunkMemory.base, byteCount: chunkMemory.size)
            chunkMemory = larger
            chunks = larger.base.assumingMemoryBound(to: UnsafeMutablePointer<UInt8>.self)
        }
        if slabChunksLeft == 0 {
            // A slab of as many chunks as the store has, up to 32 MiB, with 8 bytes of slack.
            let slabChunks = max(1, min(chunkCount, (32 << 20) / chunkBytes))
            slabs.append(LargeMemory(bytes: slabChunks * chunkBytes + 8))
            slabChunksLeft = slabChunks
            chunks[chunkCount] = slabs[slabs.count - 1].base.assumingMemoryBound(to: UInt8.self)
        } else {
            chunks[chunkCount] = chunks[chunkCount - 1] + chunkBytes
        }
        chunkCount += 1
        slabChunksLeft -= 1
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
        // In blocks whose new slots are all read before any is filled, so their cache
        // misses overlap: a grow writes every state once, at random.
        let block = 32
        var hashes = (UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0),
                      UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0))
        withUnsafeMutableBytes(of: &hashes) { raw in
            let hashes = raw.bindMemory(to: UInt32.self)
            var sink: UInt32 = 0
            for start in stride(from: 0, to: count, by: block) {
                let end = min(start + block, count)
                for index in start..<end {
                    let hash = width > 0
                        ? Self.hash(record: record(index), size: recordSize)
                        : Self.hash(UnsafeBufferPointer(start: scratch, count: words(index, into: scratch)))
                    hashes[index - start] = hash
                    sink &+= table[Int(hash & mask)]
                }
                for index in start..<end {
                    let hash = hashes[index - start]
                    var slot = Int(hash & mask)
                    while table[slot] != Self.empty { slot = (slot + 1) & Int(mask) }
                    table[slot] = hash & ~mask | UInt32(index)
                }
            }
            withExtendedLifetime(sink) {}
        }
    }

    @inline(__always)
    private static func load(_ bytes: UnsafePointer<UInt8>, width: Int) -> UInt32 {
        var word: UInt32 = 0
        for b in 0..<width { word |= UInt32(bytes[b]) << (8 * b) }
        return word
    }

    /// FNV-1a over the words, then a final mix so that the low bits the table uses
    /// depend on every word.
    static func hash(_ key: UnsafeBufferPointer<UInt32>) -> UInt32 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for word in key { h = (h ^ UInt64(word)) &* 0x0000_0100_0000_01b3 }
        return finish(h)
    }

    /// A fixed record's hash, 8 bytes at a time.
    private static func hash(record: UnsafeRawPointer, size: Int) -> UInt32 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        @inline(__always)
        func mix(_ chunk: UInt64) {
            h = (h ^ chunk) &* 0x9e37_79b9_7f4a_7c15
            h ^= h >> 29
        }
        var k = 0
        while k + 8 <= size {
            mix(UInt64(littleEndian: record.loadUnaligned(fromByteOffset: k, as: UInt64.self)))
            k += 8
        }
        if k < size { mix(chunk(record, at: k, size: size)) }
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
