/// The canonical compact form of a navigation state: a flat array of 32-bit words,
/// written in a fixed order that the model's structure makes unambiguous. The explorer
/// keeps states in this form (one small array each) and hashes it; it decodes a state
/// only to expand it.
///
/// Layout, in preorder: the root scene, the modal count, then each modal's node, style
/// and scene. A scene writes only what the model does not fix: a stack its path length
/// and each entry (one word: its destination's number shifted left, or a view push's
/// screen shifted left with the low bit set, so both stay small) followed by its scene
/// and the root's scene; a TabView its selection then each tab's scene; a split each
/// column; a screen its embedded content's scene, or nothing.
struct StateCodec {
    let model: Model
    /// Every destination numbered, so an entry is one word (`entryWord`).
    let firstDestination: [UInt32]
    let destinations: [DestinationRef]
    /// Read for every state: copied out of the model once, so encoding does not copy
    /// whole Screen and Container values.
    private let embeds: [Node?]
    private let children: [[Node]]
    private let kinds: [Kind]
    let targets: [(type: Int, target: Node)]

    private enum Kind { case stack, tabs, split }

    /// An entry's word: small numbers pack into one byte in the state store.
    static func entryWord(destination: Int) -> UInt32 { UInt32(destination) << 1 }
    static func entryWord(viewScreen: Int) -> UInt32 { UInt32(viewScreen) << 1 | 1 }
    static func isView(_ word: UInt32) -> Bool { word & 1 != 0 }

    init(model: Model) {
        self.model = model
        var first: [UInt32] = []
        var all: [DestinationRef] = []
        for (s, screen) in model.screens.enumerated() {
            first.append(UInt32(all.count))
            all += screen.destinations.indices.map { DestinationRef(screen: s, index: $0) }
        }
        firstDestination = first
        destinations = all
        embeds = model.screens.map(\.embeds)
        children = model.containers.map(\.children)
        kinds = model.containers.map { container in
            switch container.kind {
            case .stack, .navigationView: .stack
            case .tabs, .switcher, .selection: .tabs
            case .split: .split
            }
        }
        targets = all.map { ref in
            let destination = model.screens[ref.screen].destinations[ref.index]
            return (destination.type, destination.target)
        }
    }

    func encode(_ state: NavState, root: Node) -> [UInt32] {
        var words: [UInt32] = []
        encode(state, root: root, into: &words)
        return words
    }

    /// Encodes into `words`, reusing its storage: the explorer encodes every successor.
    func encode(_ state: NavState, root: Node, into words: inout [UInt32]) {
        words.removeAll(keepingCapacity: true)
        encode(root, state.root, into: &words)
        words.append(UInt32(state.modals.count))
        for modal in state.modals {
            words.append(Self.word(modal.node))
            words.append(UInt32(PresentStyle.allCases.firstIndex(of: modal.style)!))
            encode(modal.node, modal.scene, into: &words)
        }
    }

    /// A path alone, with the scenes of its entries.
    func encode(_ path: [Entry]) -> [UInt32] {
        var words: [UInt32] = []
        encodeEntries(path, into: &words)
        return words
    }

    private func encodeEntries(_ path: [Entry], into words: inout [UInt32]) {
        words.append(UInt32(path.count))
        for entry in path {
            switch entry.value {
            case .typed(_, let destination):
                words.append(Self.entryWord(destination: Int(firstDestination[destination.screen]) + destination.index))
            case .view:
                guard case .screen(let s) = entry.target else { continue }
                words.append(Self.entryWord(viewScreen: s))
            }
            encode(entry.target, entry.scene, into: &words)
        }
    }

    private func encode(_ node: Node, _ scene: Scene, into words: inout [UInt32]) {
        switch scene {
        case .leaf:
            break
        case .screen(let inner):
            if case .screen(let s) = node, let embedded = embeds[s] { encode(embedded, inner, into: &words) }
        case .stack(let path, let rootScene):
            encodeEntries(path, into: &words)
            if case .container(let c) = node, let root = children[c].first {
                encode(root, rootScene, into: &words)
            }
        case .tabs(let selected, let scenes):
            words.append(UInt32(selected))
            if case .container(let c) = node {
                for (child, scene) in zip(children[c], scenes) { encode(child, scene, into: &words) }
            }
        case .split(let columns):
            if case .container(let c) = node {
                for (child, scene) in zip(children[c], columns) { encode(child, scene, into: &words) }
            }
        }
    }

    func decode(_ words: ArraySlice<UInt32>, root: Node) -> NavState {
        var reader = Reader(words: words)
        let rootScene = decode(root, &reader)
        let count = Int(reader.next())
        var modals: [Modal] = []
        for _ in 0..<count {
            let node = Self.node(reader.next())
            let style = PresentStyle.allCases[Int(reader.next())]
            modals.append(Modal(node: node, style: style, scene: decode(node, &reader)))
        }
        return NavState(root: rootScene, modals: modals)
    }

    private struct Reader {
        let words: ArraySlice<UInt32>
        var position: Int

        init(words: ArraySlice<UInt32>) {
            self.words = words
            position = words.startIndex
        }
        mutating func next() -> UInt32 {
            defer { position += 1 }
            return words[position]
        }
    }

    private func decode(_ node: Node, _ reader: inout Reader) -> Scene {
        switch node {
        case .screen(let s):
            guard let embedded = embeds[s] else { return .leaf }
            return .screen(decode(embedded, &reader))
        case .container(let c):
            switch kinds[c] {
            case .stack:
                let count = Int(reader.next())
                var path: [Entry] = []
                path.reserveCapacity(count)
                for _ in 0..<count {
                    let word = reader.next()
                    let entry: Entry
                    if Self.isView(word) {
                        let target = Node.screen(Int(word >> 1))
                        entry = Entry(value: .view, target: target, scene: decode(target, &reader))
                    } else {
                        let declared = targets[Int(word >> 1)]
                        entry = Entry(value: .typed(type: declared.type, destination: destinations[Int(word >> 1)]),
                                      target: declared.target, scene: decode(declared.target, &reader))
                    }
                    path.append(entry)
                }
                return .stack(path: path, root: decode(children[c][0], &reader))
            case .tabs:
                let selected = Int(reader.next())
                return .tabs(selected: selected, tabs: children[c].map { decode($0, &reader) })
            case .split:
                return .split(columns: children[c].map { decode($0, &reader) })
            }
        }
    }

    static func word(_ node: Node) -> UInt32 {
        switch node {
        case .screen(let s): UInt32(s) << 1
        case .container(let c): UInt32(c) << 1 | 1
        }
    }

    static func node(_ word: UInt32) -> Node {
        word & 1 == 0 ? .screen(Int(word >> 1)) : .container(Int(word >> 1))
    }
}
