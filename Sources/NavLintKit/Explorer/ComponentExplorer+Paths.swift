/// Breadth-first exploration with PathEngine: the same states, numbering, parents and
/// first sightings as the general loop in ComponentExplorer.run, computed on the states'
/// words. Everything the loop touches per state is a local, so the hot path makes no
/// class-property accesses and no allocation.
extension ComponentExplorer {
    func runPaths(_ engine: PathEngine, until deadline: ContinuousClock.Instant?,
                  progress: (@Sendable (ExplorationProgress) -> Void)?, progressDelay: Duration) {
        let store = engine.maxWords < 256 ? StateStore(maxWords: engine.maxWords, maxValue: engine.maxWordValue) : StateStore()
        // Through a pointer, so the per-state closure captures no copy of the engine's tables.
        // When every word fits in a byte, the engine reads and writes store records directly.
        withUnsafePointer(to: engine) { engine in
            if store.byteRecords {
                runPaths(engine, store, UInt8.self, until: deadline, progress: progress, progressDelay: progressDelay)
            } else {
                runPaths(engine, store, UInt32.self, until: deadline, progress: progress, progressDelay: progressDelay)
            }
        }
    }

    private func runPaths<Word: PathWord>(_ engine: UnsafePointer<PathEngine>, _ empty: StateStore, _: Word.Type,
                                          until deadline: ContinuousClock.Instant?,
                                          progress: (@Sendable (ExplorationProgress) -> Void)?, progressDelay: Duration) {
        var store = empty
        var tree = BFSTree()
        var seenVisible = [Bool](repeating: false, count: model.screens.count)
        var seenDestination = [Bool](repeating: false, count: codec.destinations.count)
        var resolved = 0
        var targetsTaken = [Bool](repeating: false, count: engine.pointee.resolvedAtRoot.count)
        var firstVisible: [Int: Int32] = [:]
        var firstResolved: [DestinationRef: (state: Int32, event: Event)] = [:]
        var failures: [Failure: (state: Int32, event: Event)] = [:]
        var actionTargets: Set<ActionTarget> = []
        var transitions = 0, depthCuts = 0, longestPath = 0
        var truncated = false, timedOut = false
        let destinationCount = destinationCount, maxStates = maxStates, name = name

        engine.pointee.launch.withUnsafeBufferPointer { _ = store.find($0) }
        _ = store.insertPending()
        tree.add(parent: -1)
        let current = UnsafeMutablePointer<UInt32>.allocate(capacity: engine.pointee.maxWords)
        let next = UnsafeMutablePointer<Word>.allocate(capacity: engine.pointee.maxWords)
        defer {
            current.deallocate()
            next.deallocate()
        }
        // Each state's successors are gathered, encoded and their table slots touched
        // before any is looked up, so the lookups' cache misses overlap.
        let maxWords = engine.pointee.maxWords
        let recordRoom = store.scratchSize(for: maxWords)
        let layout = store.layout
        let moves = engine.pointee.maxMoves
        let batchWords = UnsafeMutablePointer<Word>.allocate(capacity: moves * maxWords)
        let batchRecords = UnsafeMutablePointer<UInt8>.allocate(capacity: moves * recordRoom)
        let batch = UnsafeMutablePointer<BatchEntry>.allocate(capacity: moves)
        var batched = 0
        var sink: UInt32 = 0
        defer {
            batchWords.deallocate()
            batchRecords.deallocate()
            batch.deallocate()
        }
        var pacer = Pacer(name: name, deadline: deadline, progress: progress, delay: progressDelay)
        var head = 0
        while head < store.count {
            guard pacer.mayExpand(head, states: store.count, depth: { tree.depth }) else {
                truncated = true
                timedOut = true
                break
            }
            let here = Int32(head)
            let state: UnsafeBufferPointer<Word>
            if Word.self == UInt8.self {
                let record = store.byteRecord(head)
                state = UnsafeBufferPointer(start: UnsafeRawPointer(record.baseAddress!).assumingMemoryBound(to: Word.self), count: record.count)
            } else {
                state = UnsafeBufferPointer(start: UnsafeRawPointer(current).assumingMemoryBound(to: Word.self),
                                            count: store.words(head, into: current))
            }
            head += 1
            do {
                let (slot, at, _) = engine.pointee.focus(state)
                let count = at < 0 ? 0 : Int(state[at])
                let top = engine.pointee.expand(state, into: next) { move, outcome, successor in
                    switch outcome {
                    case .depthCut:
                        depthCuts += 1
                    case .missing(let type):
                        guard case .action(let ref, _) = engine.pointee.event(move, pushed: [UInt32](), failed: true) else { return }
                        let failure = Failure.missingDestination(ref, type: type)
                        if failures[failure] == nil { failures[failure] = (here, .action(ref, targets: [])) }
                    case .outsideStack:
                        guard case .action(let ref, _) = engine.pointee.event(move, pushed: [UInt32](), failed: true) else { return }
                        if failures[.outsideStack(ref)] == nil { failures[.outsideStack(ref)] = (here, .action(ref, targets: [])) }
                    case .next(let added):
                        transitions += 1
                        if !added.isEmpty, case .action(let screen, let action) = move {
                            let taken = slot * engine.pointee.actionCount + Int(engine.pointee.actionStart[Int(screen)] + action)
                            if !targetsTaken[taken] || !engine.pointee.resolvedAtRoot[taken] {
                                targetsTaken[taken] = true
                                let ref = ActionRef(screen: Int(screen), action: Int(action))
                                for word in successor[added] {
                                    actionTargets.insert(ActionTarget(action: ref, target: .screen(Int(engine.pointee.screen(ofEntry: word)))))
                                }
                            }
                        }
                        let k = batched
                        // Byte words are kept in the record itself (after its length byte).
                        if Word.self != UInt8.self {
                            (batchWords + k * maxWords).update(from: successor.baseAddress!, count: successor.count)
                        }
                        let record = UnsafeMutableBufferPointer(start: batchRecords + k * recordRoom, count: recordRoom)
                        let (size, hash) = Word.self == UInt8.self
                            ? StateStore.byteRecord(UnsafeRawBufferPointer(successor).assumingMemoryBound(to: UInt8.self), into: record, layout)
                            : StateStore.encode(UnsafeRawBufferPointer(successor).assumingMemoryBound(to: UInt32.self), into: record, layout)
                        (batch + k).initialize(to: BatchEntry(move: move, words: successor.count, added: added, record: size, hash: hash))
                        batched += 1
                    }
                }
                for k in 0..<batched { sink &+= store.touch(batch[k].hash) }
                for k in 0..<batched {
                    let entry = batch[k]
                    guard let (_, inserted) = store.findOrInsert(
                        record: UnsafeBufferPointer(start: batchRecords + k * recordRoom, count: entry.record), hash: entry.hash,
                        mayInsert: store.count < maxStates && !store.isFull) else {
                        truncated = true
                        continue
                    }
                    guard inserted else { continue }
                    tree.add(parent: here)
                    guard !entry.added.isEmpty else { continue }
                    longestPath = max(longestPath, count + entry.added.count)
                    guard resolved < destinationCount else { continue }
                    let words = Word.self == UInt8.self
                        ? UnsafeMutableRawPointer(batchRecords + k * recordRoom + 1).assumingMemoryBound(to: Word.self)
                        : batchWords + k * maxWords
                    let successor = UnsafeBufferPointer(start: words, count: entry.words)
                    for word in successor[entry.added] {
                        guard let d = engine.pointee.destination(ofEntry: word), !seenDestination[d] else { continue }
                        seenDestination[d] = true
                        resolved += 1
                        firstResolved[codec.destinations[d]] = (here, engine.pointee.event(entry.move, pushed: successor[entry.added], failed: false))
                    }
                }
                batched = 0
                if !seenVisible[Int(top)] {
                    seenVisible[Int(top)] = true
                    firstVisible[Int(top)] = here
                }
            }
            // Deep links from outside: they discover states, but are not in-app edges.
            var decoded: NavState?
            for r in routes where here == 0 || !startsOver.contains(r) {
                let state = decoded ?? codec.decode(store.words(Int(here))[...], root: root)
                decoded = state
                guard let target = runner.open(r, in: state, root: root).state, target != state,
                      store.find(codec.encode(target, root: root)) == nil else { continue }
                guard store.count < maxStates, !store.isFull else {
                    truncated = true
                    continue
                }
                _ = store.insertPending()
                tree.add(parent: here)
                longestPath = max(longestPath, target.longestPath)
                guard resolved < destinationCount else { continue }
                target.forEachDestination { destination in
                    let d = Int(codec.firstDestination[destination.screen]) + destination.index
                    guard !seenDestination[d] else { return }
                    seenDestination[d] = true
                    resolved += 1
                    firstResolved[destination] = (here, .deepLink(route: r))
                }
            }
            pacer.expanded(head, states: store.count)
        }
        self.store = store
        self.expandedCount = head
        withExtendedLifetime(sink) {}
        self.tree = tree
        self.firstVisible = firstVisible
        self.firstResolved = firstResolved
        self.failures = failures
        self.actionTargets = actionTargets
        self.transitions = transitions
        self.depthCuts = depthCuts
        self.longestPath = longestPath
        self.truncated = truncated
        self.timedOut = timedOut
    }

    /// Calls `body` with each in-app successor of `state` that was stored, computed again
    /// in buffers kept for these queries.
    func forEachPathSuccessor(of state: Int, _ engine: PathEngine, _ body: (Int32) -> Void) {
        let scratch = pathScratch(engine)
        let words = UnsafeBufferPointer(start: scratch.current, count: store.words(state, into: scratch.current))
        engine.expand(words, into: scratch.next) { _, outcome, successor in
            guard case .next = outcome, let found = store.index(of: successor, scratch: scratch.bytes) else { return }
            body(Int32(found))
        }
    }

    /// Buffers for expanding stored states again, made on first use.
    private func pathScratch(_ engine: PathEngine) -> PathScratch {
        if let scratch { return scratch }
        let made = PathScratch(words: engine.maxWords, bytes: store.scratchSize(for: engine.maxWords))
        scratch = made
        return made
    }

    /// The event that first reached `child` from its BFS parent: the parent's first event
    /// leading to it, as when it was discovered.
    func pathEvent(from parent: Int32, to child: Int32, _ engine: PathEngine) -> Event {
        let target = store.words(Int(child))
        var found: Event?
        expand(Int(parent), engine) { move, outcome, successor in
            guard found == nil, case .next(let added) = outcome, successor.elementsEqual(target) else { return }
            found = engine.event(move, pushed: successor[added], failed: false)
        }
        if let found { return found }
        let state = self.state(parent)
        for r in routes where parent == 0 || !startsOver.contains(r) {
            if let opened = runner.open(r, in: state, root: root).state, codec.encode(opened, root: root) == target {
                return .deepLink(route: r)
            }
        }
        preconditionFailure("state \(child) is not a successor of its parent \(parent)")
    }

    /// The screen on top in a state.
    func pathTop(of state: Int, _ engine: PathEngine) -> Int32 {
        let scratch = pathScratch(engine)
        return engine.focus(UnsafeBufferPointer(start: scratch.current, count: store.words(state, into: scratch.current))).top
    }

    private func expand(_ state: Int, _ engine: PathEngine, _ body: (PathEngine.Move, PathEngine.Outcome, UnsafeBufferPointer<UInt32>) -> Void) {
        let words = store.words(state)
        let next = UnsafeMutablePointer<UInt32>.allocate(capacity: engine.maxWords)
        defer { next.deallocate() }
        words.withUnsafeBufferPointer { _ = engine.expand($0, into: next, body) }
    }
}

/// Word and byte buffers for one component's queries after exploration.
final class PathScratch {
    let current: UnsafeMutablePointer<UInt32>
    let next: UnsafeMutablePointer<UInt32>
    let bytes: UnsafeMutableBufferPointer<UInt8>

    init(words: Int, bytes size: Int) {
        current = .allocate(capacity: words)
        next = .allocate(capacity: words)
        bytes = .allocate(capacity: size)
    }

    deinit {
        current.deallocate()
        next.deallocate()
        bytes.deallocate()
    }
}

/// One successor waiting in the explorer's batch: its words and record are in the batch buffers.
private struct BatchEntry {
    let move: PathEngine.Move
    let words: Int
    let added: Range<Int>
    let record: Int
    let hash: UInt32
}
