/// The explorer's fast path for the commonest shape of app: a root stack, or a root
/// TabView whose tabs are stacks or plain screens, where every screen that can be shown
/// embeds nothing and its actions only push, pop and switch tabs (no modals, no URLs, no
/// shared paths). Deep links from outside may act in it, unless they present something:
/// the explorer runs those with RouteRunner on the decoded state.
///
/// For that shape a state's compact form (StateCodec) is just the tab selection and each
/// stack's path length and entry words, so the engine computes successors by editing
/// those words (push appends, back drops, a tab switch rewrites one word) without
/// building Scene trees. It lists events in exactly the Walker's order and with its
/// outcomes, so both engines number states alike; a test explores every example spec
/// and generated specs with both and compares.
final class PathEngine {
    /// One tab, or the component's single root: its stack (if any) and its root screen.
    struct Slot {
        let stack: Int?
        let root: Int
    }

    enum Op {
        case push(start: Int32, count: Int32)
        case pushView(screen: Int32)
        case pop(Int32)
        case popToRoot
        case select(tab: Int32)
        case nothing
    }

    /// What one event does.
    enum Outcome {
        /// The successor is in `next`; the entries at `added` are new.
        case next(added: Range<Int>)
        case depthCut
        case missing(type: Int)
        case outsideStack
    }

    /// An event, kept as small numbers until it has to become an `Event`.
    enum Move {
        case action(screen: Int32, action: Int32)
        case back(screen: Int32)
        case selectTab(Int32)
    }

    let tabs: Int?
    let slots: UnsafeBufferPointer<Slot>
    let maxDepth: Int
    /// Types are numbered per component (the types its shown screens push), and so are
    /// its screens' destination rows: a tab of a large app pushes a few of its types.
    private let typeCount: Int
    private let globalType: UnsafeBufferPointer<Int32>
    /// Each screen's row in `screenDestination`, -1 for screens this component never shows.
    private let localScreen: UnsafeBufferPointer<Int32>
    /// Screen s's actions are `ops[actionStart[s]..<actionStart[s + 1]]`.
    let actionStart: UnsafeBufferPointer<Int32>
    let ops: UnsafeBufferPointer<Op>
    private let pushTypes: UnsafeBufferPointer<Int32>
    private let backHidden: UnsafeBufferPointer<Bool>
    /// The screen each destination number shows.
    private let entryScreen: UnsafeBufferPointer<Int32>
    /// The destination a local type resolves to on slot k's stack root (`k * typeCount + type`),
    /// and on shown screen s (`localScreen[s] * typeCount + type`); -1 for none.
    private let rootDestination: UnsafeBufferPointer<Int32>
    private let screenDestination: UnsafeBufferPointer<Int32>
    /// Whether every type an action pushes resolves on slot k's stack root
    /// (`k * actionCount + action`), so its targets are the same in every state.
    let resolvedAtRoot: UnsafeBufferPointer<Bool>
    var actionCount: Int { ops.count }
    /// The most successors a state can have: a screen's actions, back, and the other tabs.
    let maxMoves: Int
    /// Owns the tables above: they are plain memory, read without bounds checks or
    /// reference counting on the hot path.
    private let storage: FrozenTables

    /// The engine for a component rooted at `root`, or nil when its shape needs the general one.
    init?(root: Node, walker: Walker, routes: [Int], sharedPaths: Bool) {
        let model = walker.model
        guard !sharedPaths, walker.maxDepth < 1 << 20,
              routes.allSatisfy({ model.deepLinks.routes[$0].present == nil }) else { return nil }
        func plainScreen(_ node: Node) -> Int? {
            guard case .screen(let s) = node, model.screens[s].embeds == nil else { return nil }
            return s
        }
        func slot(_ node: Node) -> Slot? {
            if let s = plainScreen(node) { return Slot(stack: nil, root: s) }
            guard case .container(let c) = node, case .stack(let root) = walker.lookup.shapes[c],
                  let s = plainScreen(root) else { return nil }
            return Slot(stack: c, root: s)
        }
        let slotList: [Slot]
        if case .container(let c) = root, case .tabs(let contents) = walker.lookup.shapes[c] {
            let list = contents.compactMap(slot)
            guard list.count == contents.count, !list.isEmpty else { return nil }
            tabs = c
            slotList = list
        } else {
            guard let single = slot(root) else { return nil }
            tabs = nil
            slotList = [single]
        }
        let storage = FrozenTables()
        self.storage = storage
        slots = storage.freeze(slotList)
        let screenCount = model.screens.count

        // Every screen that can be shown must be plain and its actions supported.
        var shown = Array(repeating: false, count: screenCount)
        var pending = slots.map(\.root)
        for s in pending { shown[s] = true }
        while let s = pending.popLast() {
            var next: [Node] = model.screens[s].destinations.map(\.target)
            for action in model.screens[s].actions {
                switch action.kind {
                case .push, .pop, .popToRoot, .dismiss, .select: break
                case .pushView(let target): next.append(.screen(target))
                case .present, .open: return nil
                }
            }
            for node in next {
                guard let t = plainScreen(node) else { return nil }
                if !shown[t] {
                    shown[t] = true
                    pending.append(t)
                }
            }
        }

        maxDepth = walker.maxDepth
        var starts: [Int32] = [0]
        var ops: [Op] = []
        var types: [Int32] = []
        var localTypes: [Int32] = []
        var localTypeIndex: [Int: Int32] = [:]
        // Only screens this component can show get actions and destinations: a tab of a
        // large app shows a small share of its screens, and every tab builds an engine.
        for s in 0..<screenCount {
            for action in shown[s] ? model.screens[s].actions : [] {
                switch action.kind {
                case .push(let pushed):
                    ops.append(.push(start: Int32(types.count), count: Int32(pushed.count)))
                    for type in pushed {
                        if localTypeIndex[type] == nil {
                            localTypeIndex[type] = Int32(localTypes.count)
                            localTypes.append(Int32(type))
                        }
                        types.append(localTypeIndex[type]!)
                    }
                case .pushView(let target): ops.append(.pushView(screen: Int32(target)))
                case .pop(let n): ops.append(.pop(Int32(clamping: n)))
                case .popToRoot: ops.append(.popToRoot)
                case .select(let container, let tab): ops.append(container == tabs ? .select(tab: Int32(tab)) : .nothing)
                case .dismiss, .present, .open: ops.append(.nothing)
                }
            }
            starts.append(Int32(ops.count))
        }
        let shownList = (0..<screenCount).filter { shown[$0] }
        typeCount = max(localTypes.count, 1)
        guard slots.count * ops.count <= 1 << 22, shownList.count * typeCount <= 1 << 22, slots.count * typeCount <= 1 << 22
        else { return nil }
        globalType = storage.freeze(localTypes)
        var rows = [Int32](repeating: -1, count: screenCount)
        for (row, s) in shownList.enumerated() { rows[s] = Int32(row) }
        localScreen = storage.freeze(rows)
        actionStart = storage.freeze(starts)
        maxMoves = (zip(starts.dropFirst(), starts).map { Int($0 - $1) }.max() ?? 0) + 1 + slotList.count
        // The explorer keeps a state's successors side by side: bound that buffer.
        guard maxMoves * (2 + slotList.count * (1 + maxDepth)) <= 1 << 22 else { return nil }
        self.ops = storage.freeze(ops)
        pushTypes = storage.freeze(types)
        backHidden = storage.freeze(model.screens.map(\.backButtonHidden))
        let codec = walker.codec
        entryScreen = storage.freeze(codec.targets.map { target in
            if case .screen(let s) = target.target { Int32(s) } else { -1 }
        })
        func number(_ ref: DestinationRef?) -> Int32 {
            ref.map { Int32(codec.firstDestination[$0.screen]) + Int32($0.index) } ?? -1
        }
        let typeCount = typeCount
        // A component that pushes nothing still gets one (empty) column.
        let columns: [Int] = localTypes.isEmpty ? [-1] : localTypes.map(Int.init)
        var rootDestination: [Int32] = []
        for slot in slotList {
            for type in columns {
                guard type >= 0, let stack = slot.stack else { rootDestination.append(-1); continue }
                rootDestination.append(number(walker.lookup.rootDestination(stack: stack, type: type)))
            }
        }
        self.rootDestination = storage.freeze(rootDestination)
        var screenDestination: [Int32] = []
        for s in shownList {
            for type in columns { screenDestination.append(type < 0 ? -1 : number(walker.lookup.destination(in: .screen(s), type: type))) }
        }
        self.screenDestination = storage.freeze(screenDestination)
        resolvedAtRoot = storage.freeze(slotList.indices.flatMap { k in
            ops.map { op in
                guard case .push(let start, let count) = op else { return true }
                return (start..<start + count).allSatisfy { rootDestination[k * typeCount + Int(types[Int($0)])] >= 0 }
            }
        })
    }

    /// The launch state's words: first tab selected, every path empty, no modal.
    var launch: [UInt32] {
        (tabs == nil ? [] : [0]) + slots.compactMap { $0.stack == nil ? nil : 0 } + [0]
    }

    func screen<Word: PathWord>(ofEntry word: Word) -> Int32 {
        StateCodec.isView(UInt32(word)) ? Int32(word >> 1) : entryScreen[Int(word >> 1)]
    }

    func destination<Word: PathWord>(ofEntry word: Word) -> Int? { StateCodec.isView(UInt32(word)) ? nil : Int(word >> 1) }

    /// The selected slot, where its path length word is (-1 for a slot without a stack),
    /// and the screen on top.
    @inline(__always)
    func focus<Word: PathWord>(_ state: UnsafeBufferPointer<Word>) -> (slot: Int, at: Int, top: Int32) {
        let selected = tabs == nil ? 0 : Int(state[0])
        var at = tabs == nil ? 0 : 1
        for k in 0..<selected where slots[k].stack != nil { at += 1 + Int(state[at]) }
        guard slots[selected].stack != nil else { return (selected, -1, Int32(slots[selected].root)) }
        let count = Int(state[at])
        return (selected, at, count == 0 ? Int32(slots[selected].root) : screen(ofEntry: state[at + count]))
    }

    /// The most words a state can have: the selection, each stack's length and entries, the modal count.
    var maxWords: Int { 2 + slots.count * (1 + maxDepth) }
    /// A bound on any word: a selection, a path length, or an entry word.
    var maxWordValue: UInt32 { UInt32(clamping: max(slots.count, maxDepth, 2 * entryScreen.count, 2 * backHidden.count + 1)) }

    /// One event of a state, as `successors` lists it.
    struct Successor {
        let move: Move
        let outcome: Outcome
        /// The successor's word count (0 for failures); its words are in the event's row.
        let count: Int
    }

    /// Where `successors` writes: event k's successor in the `stride` words at
    /// `words + k * stride` (stride ≥ `maxWords`), the events themselves in `events`
    /// (room for `maxMoves` of both).
    struct Rows<Word: PathWord> {
        let words: UnsafeMutablePointer<Word>
        let stride: Int
        let events: UnsafeMutablePointer<Successor>

        @inline(__always)
        func row(_ k: Int) -> UnsafeMutablePointer<Word> { words + k * stride }
    }

    /// Lists the events of `state` in the Walker's order, each successor built in its own
    /// row side by side, so the explorer can hash and look them up as one batch; events
    /// that change nothing are skipped. Returns how many events and the screen on top.
    @inline(__always)
    func successors<Word: PathWord>(of state: UnsafeBufferPointer<Word>, into rows: Rows<Word>) -> (count: Int, top: Int32) {
        let (slot, at, top) = focus(state)
        let count = at < 0 ? 0 : Int(state[at])
        let end = at + 1 + count
        let base = state.baseAddress!
        var n = 0
        @inline(__always)
        func emit(_ move: Move, _ outcome: Outcome, _ words: Int) {
            (rows.events + n).initialize(to: Successor(move: move, outcome: outcome, count: words))
            n += 1
        }
        for a in actionStart[Int(top)]..<actionStart[Int(top) + 1] {
            let move = Move.action(screen: top, action: a - actionStart[Int(top)])
            switch ops[Int(a)] {
            case .push(let start, let pushed):
                guard at >= 0 else {
                    emit(move, .outsideStack, 0)
                    continue
                }
                guard pushed > 0 else { continue }
                guard count + Int(pushed) <= maxDepth else {
                    emit(move, .depthCut, 0)
                    continue
                }
                let next = rows.row(n)
                copyWords(next, base, end)
                var length = end
                var missing = -1
                for k in start..<start + pushed {
                    let type = Int(pushTypes[Int(k)])
                    var destination = rootDestination[slot * typeCount + type]
                    var position = at + 1
                    while destination < 0, position < length {
                        destination = screenDestination[Int(localScreen[Int(screen(ofEntry: next[position]))]) * typeCount + type]
                        position += 1
                    }
                    guard destination >= 0 else {
                        missing = type
                        break
                    }
                    next[length] = Word(truncatingIfNeeded: StateCodec.entryWord(destination: Int(destination)))
                    length += 1
                }
                guard missing < 0 else {
                    emit(move, .missing(type: Int(globalType[missing])), 0)
                    continue
                }
                next[at] = Word(truncatingIfNeeded: count + Int(pushed))
                copyWords(next + length, base + end, state.count - end)
                emit(move, .next(added: end..<length), length + state.count - end)
            case .pushView(let target):
                guard at >= 0 else {
                    emit(move, .outsideStack, 0)
                    continue
                }
                guard count < maxDepth else {
                    emit(move, .depthCut, 0)
                    continue
                }
                let next = rows.row(n)
                copyWords(next, base, end)
                next[end] = Word(truncatingIfNeeded: StateCodec.entryWord(viewScreen: Int(target)))
                next[at] = Word(truncatingIfNeeded: count + 1)
                copyWords(next + end + 1, base + end, state.count - end)
                emit(move, .next(added: end..<end + 1), state.count + 1)
            case .pop(let k):
                guard at >= 0, k > 0, count >= Int(k) else { continue }
                emit(move, .next(added: 0..<0), drop(Int(k), at: at, count: count, from: state, into: rows.row(n)))
            case .popToRoot:
                guard at >= 0, count > 0 else { continue }
                emit(move, .next(added: 0..<0), drop(count, at: at, count: count, from: state, into: rows.row(n)))
            case .select(let tab):
                guard tabs != nil, Int(tab) != slot else { continue }
                emit(move, .next(added: 0..<0), select(Int(tab), state, into: rows.row(n)))
            case .nothing:
                continue
            }
        }
        if count > 0, !backHidden[Int(top)] {
            emit(.back(screen: top), .next(added: 0..<0), drop(1, at: at, count: count, from: state, into: rows.row(n)))
        }
        if tabs != nil {
            for tab in slots.indices where tab != slot {
                emit(.selectTab(Int32(tab)), .next(added: 0..<0), select(tab, state, into: rows.row(n)))
            }
        }
        return (n, top)
    }

    @inline(__always)
    private func drop<Word: PathWord>(_ n: Int, at: Int, count: Int, from state: UnsafeBufferPointer<Word>,
                                      into next: UnsafeMutablePointer<Word>) -> Int {
        let kept = at + 1 + count - n
        copyWords(next, state.baseAddress!, kept)
        next[at] = Word(truncatingIfNeeded: count - n)
        copyWords(next + kept, state.baseAddress! + at + 1 + count, state.count - (at + 1 + count))
        return state.count - n
    }

    @inline(__always)
    private func select<Word: PathWord>(_ tab: Int, _ state: UnsafeBufferPointer<Word>,
                                        into next: UnsafeMutablePointer<Word>) -> Int {
        copyWords(next, state.baseAddress!, state.count)
        next[0] = Word(truncatingIfNeeded: tab)
        return state.count
    }

    /// The event a move stands for, as the Walker would have named it; `pushed` are the
    /// entry words it added.
    func event<Word: PathWord>(_ move: Move, pushed: some Collection<Word>, failed: Bool) -> Event {
        switch move {
        case .action(let screen, let action):
            let targets = failed ? [] : pushed.map { Node.screen(Int(self.screen(ofEntry: $0))) }
            return .action(ActionRef(screen: Int(screen), action: Int(action)), targets: targets)
        case .back(let screen):
            return .back(from: .screen(Int(screen)))
        case .selectTab(let tab):
            return .selectTab(tabs: tabs!, tab: Int(tab))
        }
    }

}

/// Memory for tables that never change once built, freed with their owner.
final class FrozenTables {
    private var blocks: [UnsafeMutableRawPointer] = []

    func freeze<T>(_ array: [T]) -> UnsafeBufferPointer<T> {
        precondition(_isPOD(T.self), "frozen tables hold plain values only")
        let buffer = UnsafeMutableBufferPointer<T>.allocate(capacity: max(array.count, 1))
        _ = buffer.initialize(from: array)
        blocks.append(UnsafeMutableRawPointer(buffer.baseAddress!))
        return UnsafeBufferPointer(rebasing: buffer[..<array.count])
    }

    deinit {
        // The frozen types are trivial (numbers, flags, enums of numbers): nothing to deinitialize.
        for block in blocks { block.deallocate() }
    }
}

/// A state's words as the engine reads and writes them: 32-bit words, or bytes straight
/// from a store record when every word fits in one.
protocol PathWord: FixedWidthInteger & UnsignedInteger {}
extension UInt8: PathWord {}
extension UInt32: PathWord {}
