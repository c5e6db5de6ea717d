/// Breadth-first exploration with PathEngine: the same states, numbering, parents and
/// first sightings as the general loop in ComponentExplorer.run, computed on the states'
/// words.
///
/// At a few million states nearly every lookup misses the caches, so states are expanded
/// in groups: the successors of a group's states are built side by side, hashed, and their
/// table slots and then the records those name are read before any is looked up, so the
/// cache misses of the whole group overlap. They are then looked up and inserted in the
/// order a search of one state at a time would insert them, deep links of each state
/// after its in-app successors, so the numbering is the same. A successor equal to its
/// state's BFS parent (going back where it came from, typically) is stored already and
/// is not looked up at all.
struct PathSearch<Word: PathWord>: ~Copyable {
    private let engine: PathEngine
    private let explorer: ComponentExplorer
    private(set) var store: StateStore
    private(set) var tree = BFSTree()
    private(set) var firstVisible: [Int: Int32] = [:]
    private(set) var firstResolved: [DestinationRef: (state: Int32, event: Event)] = [:]
    private(set) var failures: [Failure: (state: Int32, event: Event)] = [:]
    private(set) var actionTargets: Set<ActionTarget> = []
    private(set) var transitions = 0
    private(set) var depthCuts = 0
    private(set) var longestPath = 0
    private(set) var truncated = false
    private(set) var timedOut = false
    /// How many states were expanded: all of them, unless the time budget ran out.
    private(set) var expanded = 0

    private var resolved = 0
    private let maxStates: Int
    private let destinationCount: Int
    private let hasRoutes: Bool
    private let seenVisible: UnsafeMutableBufferPointer<Bool>
    private let seenDestination: UnsafeMutableBufferPointer<Bool>
    private let targetsTaken: UnsafeMutableBufferPointer<Bool>

    /// States expanded together: enough successors (about 150 in the benchmark) to keep
    /// the memory system busy; 8 was slower, 64 no faster.
    private static var group: Int { 32 }
    private let moves: Int
    private let maxWords: Int
    private let recordRoom: Int
    private let layout: StateStore.Layout
    /// Row r (event k of the group's state g is row g * moves + k) holds a successor's
    /// record at `records + r * recordRoom`; its words are in the record itself (after
    /// its length byte) when they are bytes, else at `wide + r * maxWords`.
    private let records: UnsafeMutablePointer<UInt8>
    private let wide: UnsafeMutablePointer<Word>
    private let events: UnsafeMutablePointer<PathEngine.Successor>
    /// A stored state's words when they are not bytes.
    private let current: UnsafeMutablePointer<UInt32>
    /// The group's successors, in insertion order: row, record size, hash, and table slot entry.
    private let pendingRows: UnsafeMutablePointer<Int32>
    private let sizes: UnsafeMutablePointer<Int32>
    private let hashes: UnsafeMutablePointer<UInt32>
    private let entries: UnsafeMutablePointer<UInt32>
    /// For the group's state g: where its successors end in the pending lists, its top
    /// screen, and the length of its selected path.
    private let pendingEnd: UnsafeMutablePointer<Int>
    private let tops: UnsafeMutablePointer<Int32>
    private let pathLengths: UnsafeMutablePointer<Int>

    init(_ engine: PathEngine, explorer: ComponentExplorer, store: consuming StateStore) {
        self.engine = engine
        self.explorer = explorer
        maxStates = explorer.maxStates
        destinationCount = explorer.destinationCount
        hasRoutes = !explorer.routes.isEmpty
        maxWords = engine.maxWords
        moves = engine.maxMoves
        recordRoom = store.scratchSize(for: maxWords)
        layout = store.layout
        self.store = store
        seenVisible = .allocate(capacity: explorer.model.screens.count)
        seenVisible.initialize(repeating: false)
        seenDestination = .allocate(capacity: explorer.codec.destinations.count)
        seenDestination.initialize(repeating: false)
        targetsTaken = .allocate(capacity: engine.resolvedAtRoot.count)
        targetsTaken.initialize(repeating: false)
        let rows = Self.group * moves
        records = .allocate(capacity: rows * recordRoom)
        wide = .allocate(capacity: Word.self == UInt8.self ? 1 : rows * maxWords)
        events = .allocate(capacity: rows)
        current = .allocate(capacity: maxWords)
        pendingRows = .allocate(capacity: rows)
        sizes = .allocate(capacity: rows)
        hashes = .allocate(capacity: rows)
        entries = .allocate(capacity: rows)
        pendingEnd = .allocate(capacity: Self.group)
        tops = .allocate(capacity: Self.group)
        pathLengths = .allocate(capacity: Self.group)
    }

    deinit {
        seenVisible.deallocate()
        seenDestination.deallocate()
        targetsTaken.deallocate()
        records.deallocate()
        wide.deallocate()
        events.deallocate()
        current.deallocate()
        pendingRows.deallocate()
        sizes.deallocate()
        hashes.deallocate()
        entries.deallocate()
        pendingEnd.deallocate()
        tops.deallocate()
        pathLengths.deallocate()
    }

    mutating func run(_ pacer: inout Pacer) {
        engine.launch.withUnsafeBufferPointer { _ = store.find($0) }
        _ = store.insertPending()
        tree.add(parent: -1)
        var sink: UInt8 = 0
        while expanded < store.count {
            let head = expanded
            var size = 0
            var pending = 0
            let depth = tree.depth
            while size < Self.group, head + size < store.count {
                guard pacer.mayExpand(head + size, states: store.count, depth: { depth }) else {
                    truncated = true
                    timedOut = true
                    break
                }
                pending = expand(head + size, at: size, pending: pending)
                pendingEnd[size] = pending
                size += 1
            }
            for i in 0..<pending { entries[i] = store.slotEntry(hashes[i]) }
            for i in 0..<pending { sink &+= store.touchRecord(entries[i]) }
            var first = 0
            for g in 0..<size {
                let here = Int32(head + g)
                insert(first..<pendingEnd[g], from: here, pathLength: pathLengths[g])
                first = pendingEnd[g]
                if !seenVisible[Int(tops[g])] {
                    seenVisible[Int(tops[g])] = true
                    firstVisible[Int(tops[g])] = here
                }
                if hasRoutes { openDeepLinks(from: here) }
                expanded += 1
                pacer.expanded(expanded, states: store.count)
            }
            if timedOut { break }
        }
        withExtendedLifetime(sink) {}
    }

    private func row(_ r: Int) -> UnsafeMutablePointer<Word> {
        Word.self == UInt8.self
            ? UnsafeMutableRawPointer(records + r * recordRoom + 1).assumingMemoryBound(to: Word.self)
            : wide + r * maxWords
    }

    /// Builds, records and hashes the successors of state `s`, the group's `g`th, after
    /// the `pending` successors listed before it; returns how many are listed now.
    private mutating func expand(_ s: Int, at g: Int, pending: Int) -> Int {
        let base = g * moves
        let state: UnsafeBufferPointer<Word>
        if Word.self == UInt8.self {
            let record = store.byteRecord(s)
            state = UnsafeBufferPointer(start: UnsafeRawPointer(record.baseAddress!).assumingMemoryBound(to: Word.self), count: record.count)
            // Records compare and hash whole: zero past every successor's words.
            let raw = UnsafeMutableRawPointer(records + base * recordRoom)
            var k = 0
            while k < moves * recordRoom {
                raw.storeBytes(of: 0, toByteOffset: k, as: UInt64.self)
                k += 8
            }
        } else {
            state = UnsafeBufferPointer(start: UnsafeRawPointer(current).assumingMemoryBound(to: Word.self),
                                        count: store.words(s, into: current))
        }
        let here = Int32(s)
        let parent = Int(tree.parent[s])
        let (slot, at, _) = engine.focus(state)
        pathLengths[g] = at < 0 ? 0 : Int(state[at])
        let rows = PathEngine.Rows(words: row(base), stride: Word.self == UInt8.self ? recordRoom : maxWords, events: events + base)
        let (n, top) = engine.successors(of: state, into: rows)
        tops[g] = top
        var pending = pending
        for k in 0..<n {
            let event = events[base + k]
            switch event.outcome {
            case .depthCut:
                depthCuts += 1
            case .missing(let type):
                guard case .action(let ref, _) = engine.event(event.move, pushed: [UInt32](), failed: true) else { continue }
                let failure = Failure.missingDestination(ref, type: type)
                if failures[failure] == nil { failures[failure] = (here, .action(ref, targets: [])) }
            case .outsideStack:
                guard case .action(let ref, _) = engine.event(event.move, pushed: [UInt32](), failed: true) else { continue }
                if failures[.outsideStack(ref)] == nil { failures[.outsideStack(ref)] = (here, .action(ref, targets: [])) }
            case .next(let added):
                transitions += 1
                if !added.isEmpty, case .action(let screen, let action) = event.move {
                    let taken = slot * engine.actionCount + Int(engine.actionStart[Int(screen)] + action)
                    if !targetsTaken[taken] || !engine.resolvedAtRoot[taken] {
                        targetsTaken[taken] = true
                        let ref = ActionRef(screen: Int(screen), action: Int(action))
                        for word in UnsafeBufferPointer(start: rows.row(k), count: event.count)[added] {
                            actionTargets.insert(ActionTarget(action: ref, target: .screen(Int(engine.screen(ofEntry: word)))))
                        }
                    }
                }
                let record = records + (base + k) * recordRoom
                let (size, hash) = Word.self == UInt8.self
                    ? StateStore.closeByteRecord(record, words: event.count, layout)
                    : StateStore.encode(UnsafeBufferPointer(start: UnsafeRawPointer(rows.row(k)).assumingMemoryBound(to: UInt32.self), count: event.count),
                                        into: UnsafeMutableBufferPointer(start: record, count: recordRoom), layout)
                // Often back where it came from: its parent, stored already, needs no lookup.
                if parent >= 0, store.stored(parent, equals: UnsafeBufferPointer(start: record, count: size)) { continue }
                hashes[pending] = hash
                sizes[pending] = Int32(size)
                pendingRows[pending] = Int32(base + k)
                pending += 1
            }
        }
        return pending
    }

    /// Looks up the successors of state `here`, `pending` in the group's lists, and stores
    /// those not seen yet.
    private mutating func insert(_ pending: Range<Int>, from here: Int32, pathLength: Int) {
        for i in pending {
            let r = Int(pendingRows[i])
            let event = events[r]
            guard case .next(let added) = event.outcome else { continue }
            guard let (_, inserted) = store.findOrInsert(
                record: UnsafeBufferPointer(start: records + r * recordRoom, count: Int(sizes[i])), hash: hashes[i],
                mayInsert: store.count < maxStates && !store.isFull) else {
                truncated = true
                continue
            }
            guard inserted else { continue }
            tree.add(parent: here)
            guard !added.isEmpty else { continue }
            longestPath = max(longestPath, pathLength + added.count)
            guard resolved < destinationCount else { continue }
            let successor = UnsafeBufferPointer(start: row(r), count: event.count)
            for word in successor[added] {
                guard let d = engine.destination(ofEntry: word), !seenDestination[d] else { continue }
                seenDestination[d] = true
                resolved += 1
                firstResolved[explorer.codec.destinations[d]] = (here, engine.event(event.move, pushed: successor[added], failed: false))
            }
        }
    }

    /// Deep links from outside: they discover states, but are not in-app edges.
    private mutating func openDeepLinks(from here: Int32) {
        // Through the explorer, not copies of its codec and runner: copying those structs
        // retains every array in them, for every state.
        let explorer = explorer
        var decoded: NavState?
        for r in explorer.routes where here == 0 || !explorer.startsOver.contains(r) {
            let state = decoded ?? explorer.codec.decode(store.words(Int(here))[...], root: explorer.root)
            decoded = state
            guard let target = explorer.runner.open(r, in: state, root: explorer.root).state, target != state,
                  store.find(explorer.codec.encode(target, root: explorer.root)) == nil else { continue }
            guard store.count < maxStates, !store.isFull else {
                truncated = true
                continue
            }
            _ = store.insertPending()
            tree.add(parent: here)
            longestPath = max(longestPath, target.longestPath)
            guard resolved < destinationCount else { continue }
            target.forEachDestination { destination in
                let d = Int(explorer.codec.firstDestination[destination.screen]) + destination.index
                guard !seenDestination[d] else { return }
                seenDestination[d] = true
                resolved += 1
                firstResolved[destination] = (here, .deepLink(route: r))
            }
        }
    }
}
