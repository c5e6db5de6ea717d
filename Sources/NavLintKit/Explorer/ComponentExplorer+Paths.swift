extension ComponentExplorer {
    /// Explores with PathEngine (PathSearch).
    func runPaths(_ engine: PathEngine, until deadline: ContinuousClock.Instant?,
                  progress: (@Sendable (ExplorationProgress) -> Void)?, progressDelay: Duration) {
        let store = engine.maxWords < 256 ? StateStore(maxWords: engine.maxWords, maxValue: engine.maxWordValue) : StateStore()
        var pacer = Pacer(name: name, deadline: deadline, progress: progress, delay: progressDelay)
        // When every word fits in a byte, the engine reads and writes store records directly.
        func explore<Word: PathWord>(_: Word.Type) {
            var search = PathSearch<Word>(engine, explorer: self, store: store)
            search.run(&pacer)
            take(search)
        }
        if store.byteRecords { explore(UInt8.self) } else { explore(UInt32.self) }
    }

    private func take<Word>(_ search: borrowing PathSearch<Word>) {
        store = search.store
        expandedCount = search.expanded
        tree = search.tree
        firstVisible = search.firstVisible
        firstResolved = search.firstResolved
        failures = search.failures
        actionTargets = search.actionTargets
        transitions = search.transitions
        depthCuts = search.depthCuts
        longestPath = search.longestPath
        truncated = search.truncated
        timedOut = search.timedOut
    }

    /// Calls `body` with each in-app successor of `state` that was stored, computed again
    /// in buffers kept for these queries.
    func forEachPathSuccessor(of state: Int, _ engine: PathEngine, _ body: (Int32) -> Void) {
        let bytes = pathScratch(engine).bytes
        forEachEvent(of: state, engine) { _, outcome, successor in
            guard case .next = outcome, let found = store.index(of: successor, scratch: bytes) else { return }
            body(Int32(found))
        }
    }

    /// Buffers for expanding stored states again, made on first use.
    private func pathScratch(_ engine: PathEngine) -> PathScratch {
        if let scratch { return scratch }
        let made = PathScratch(engine, bytes: store.scratchSize(for: engine.maxWords))
        scratch = made
        return made
    }

    /// The event that first reached `child` from its BFS parent: the parent's first event
    /// leading to it, as when it was discovered.
    func pathEvent(from parent: Int32, to child: Int32, _ engine: PathEngine) -> Event {
        let target = store.words(Int(child))
        var found: Event?
        forEachEvent(of: Int(parent), engine) { move, outcome, successor in
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

    /// Calls `body` with each event of stored state `state` in order, and its successor
    /// (empty for failures).
    private func forEachEvent(of state: Int, _ engine: PathEngine,
                              _ body: (PathEngine.Move, PathEngine.Outcome, UnsafeBufferPointer<UInt32>) -> Void) {
        let scratch = pathScratch(engine)
        let words = UnsafeBufferPointer(start: scratch.current, count: store.words(state, into: scratch.current))
        let n = engine.successors(of: words, into: scratch.rows).count
        for k in 0..<n {
            let event = scratch.rows.events[k]
            body(event.move, event.outcome, UnsafeBufferPointer(start: scratch.rows.row(k), count: event.count))
        }
    }
}

/// Word and byte buffers for one component's queries after exploration.
final class PathScratch {
    let current: UnsafeMutablePointer<UInt32>
    let rows: PathEngine.Rows<UInt32>
    let bytes: UnsafeMutableBufferPointer<UInt8>

    init(_ engine: PathEngine, bytes size: Int) {
        current = .allocate(capacity: engine.maxWords)
        rows = PathEngine.Rows(words: .allocate(capacity: engine.maxMoves * engine.maxWords), stride: engine.maxWords,
                               events: .allocate(capacity: engine.maxMoves))
        bytes = .allocate(capacity: size)
    }

    deinit {
        current.deallocate()
        rows.words.deallocate()
        rows.events.deallocate()
        bytes.deallocate()
    }
}
