/// A modal's push or pop on a stack outside its layer (a sheet's row that appends to the
/// router's path under it; SPEC 6.3): it acts on the root layer's configuration under the
/// modal, which stays up (StateSemantics.acting). FrameSearch keeps that configuration in
/// its modal nodes (`Key.under`) and follows the change.
extension FrameGraph {
    enum UnderModal: Hashable {
        /// Entries pushed on the root layer's top.
        case push([Entry])
        /// That many entries popped.
        case pop(Int)
        /// Every entry popped, then these pushed (none for a pop to the root).
        case restart([Entry])
        case failure(Failure)
        /// The stack is not on screen under the modal, or nothing is popped.
        case nothing
        /// The stack is another tab's of that layer (this pane's), which changes unseen (FrameSearch.unseenTab).
        case otherTab(Int)

        var isFailure: Bool { if case .failure = self { true } else { false } }
    }

    /// What action `ref` of a modal does to stack `stack` when root-layer frame `g` is on top
    /// under the modal; nil when the graph cannot say (counted in `unsupported`).
    func underModal(_ ref: ActionRef, stack: Int, over g: Int32) -> UnderModal? {
        let action = model.screens[ref.screen].actions[ref.action]
        guard paneStack(g) == stack else {
            if let p = layerOf(g).panes.firstIndex(where: { $0.stack == stack }) { return .otherTab(p) }
            switch action.kind {
            case .push, .pushView: return .failure(.outsideStack(ref))
            default: return .nothing
            }
        }
        let key = frames[Int(g)]
        switch action.kind {
        case .push(let types):
            let before = unsupported
            let resolution = push(types, onto: g)
            if unsupported != before { return nil }
            if let missing = resolution.missing { return .failure(.missingDestination(ref, type: missing)) }
            return .push(resolution.entries)
        case .pushView(let target):
            guard let next = pushed(.screen(target), on: key) else { return nil }
            return .push([Entry(frame: next, destination: nil)])
        case .pop(let n):
            // Depths are exact up to depthCap, the longest pop.
            if key.depth >= n { return .pop(n) }
            return action.via == .code ? .failure(.popPastRoot(ref)) : .nothing
        case .popToRoot:
            return key.depth > 0 ? .restart([]) : .nothing
        default:
            return .nothing
        }
    }

    /// The modals modal frame `f` presents over itself as it is: its own presents, and the
    /// modal an in-app URL's route presents with nothing pushed (FrameSearch keeps `f` as the
    /// opener of either; FrameTraps follows both in its chains).
    func presented(over f: Int32, root: Node?, runner: RouteRunner) -> [Int32] {
        var found: [Int32] = []
        for step in steps(f) {
            switch step {
            case .present(let next, _): found.append(next)
            case .open(let r, _):
                guard let root, case .onTop(let entries, let next?) = routeStep(r, from: f, root: root, runner: runner), entries.isEmpty
                else { break }
                found.append(next)
            default: break
            }
        }
        return found
    }

    /// The root-layer frames modals' actions `named` push under them over `roots` (each pair once):
    /// FrameGraph.close adds them to a component's frames.
    func pushedUnder(_ named: [(ref: ActionRef, stack: Int)], over roots: [Int32], tried: inout Set<[Int]>) -> [Int32] {
        var made: [Int32] = []
        for (ref, stack) in named {
            for g in roots where paneStack(g) == stack && tried.insert([ref.screen, ref.action, Int(g)]).inserted {
                if case .push(let entries)? = underModal(ref, stack: stack, over: g) { made += entries.map(\.frame) }
            }
        }
        return made
    }
}
