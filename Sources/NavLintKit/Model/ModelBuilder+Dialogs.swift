extension ModelBuilder {
    /// Alerts and confirmation dialogs (SPEC 6.4): every button closes the dialog and then
    /// acts where the dialog was raised, so each button becomes an action of the presenting
    /// screen (`Action.dialog`), and the dialog's own screen keeps none. Both engines then
    /// check a button in the presenter's state, with its stack and modals, as SwiftUI runs it.
    func attachDialogButtons(_ screens: [Screen]) -> [Screen] {
        for route in spec.deepLinks?.routes ?? [] {
            if let style = route.style, style.value.isDialog {
                problems.add("a deep link presents a sheet, full-screen cover or popover; an \(style.value.rawValue)'s buttons act on a screen that presents it",
                             at: style.range)
            }
        }
        let dialogs = dialogScreens(screens)
        guard !dialogs.isEmpty else { return screens }
        checkDialogUses(dialogs, screens)
        return screens.enumerated().map { s, screen in
            var actions = dialogs.contains(s) ? [] : screen.actions
            var a = 0
            // Buttons that raise another dialog add its buttons in turn; a chain never revisits a dialog.
            var chains: [Int: Set<Int>] = [:]
            while a < actions.count {
                if case .present(.screen(let d), let style) = actions[a].kind, style.isDialog, !(chains[a] ?? []).contains(d) {
                    let chain = (chains[a] ?? []).union([d])
                    for var button in screens[d].actions {
                        button.dialog = a
                        chains[actions.count] = chain
                        actions.append(button)
                    }
                }
                a += 1
            }
            return screen.withActions(actions)
        }
    }

    /// Screens presented as alerts or confirmation dialogs; a dialog that presents a container is reported.
    private func dialogScreens(_ screens: [Screen]) -> Set<Int> {
        var dialogs: Set<Int> = []
        for (s, screen) in screens.enumerated() {
            for (a, action) in screen.actions.enumerated() {
                guard case .present(let node, let style) = action.kind, style.isDialog else { continue }
                switch node {
                case .screen(let d):
                    dialogs.insert(d)
                case .container:
                    problems.add("an \(style.rawValue) shows a screen of buttons, not a container; present a screen id",
                                 at: spec.screens[s].actions[a].valueRange)
                }
            }
        }
        return dialogs
    }

    /// A dialog's screen is only a dialog: its buttons act on whoever presents it, which
    /// means nothing where it is shown as a screen, and a dialog has no destinations or embedded content.
    private func checkDialogUses(_ dialogs: Set<Int>, _ screens: [Screen]) {
        var elsewhere: Set<Int> = []
        func note(_ node: Node?) { if case .screen(let s)? = node, dialogs.contains(s) { elsewhere.insert(s) } }
        for container in containers.compactMap({ $0 }) { container.children.forEach(note) }
        for screen in screens {
            note(screen.embeds)
            screen.destinations.forEach { note($0.target) }
            for action in screen.actions {
                switch action.kind {
                case .pushView(let t): note(.screen(t))
                case .present(let node, let style) where !style.isDialog: note(node)
                default: break
                }
            }
        }
        for route in spec.deepLinks?.routes ?? [] {
            if case .screen(let ref)? = route.present?.kind { note(screenIndex[ref.value].map(Node.screen)) }
        }
        note(spec.root.flatMap { if case .screen(let ref) = $0.kind { screenIndex[ref.value].map(Node.screen) } else { nil } })
        for d in dialogs.sorted() {
            let decl = spec.screens[d]
            if elsewhere.contains(d) {
                problems.add("screen '\(decl.name.value)' is presented as an alert or confirmation dialog and also shown as a screen; "
                             + "give the dialog a screen of its own", at: decl.name.range)
            }
            if !decl.destinations.isEmpty || decl.embeds != nil {
                problems.add("screen '\(decl.name.value)' is presented as an alert or confirmation dialog, which shows only buttons: "
                             + "it has no destinations or embedded content", at: decl.name.range)
            }
        }
    }
}

extension Screen {
    func withActions(_ actions: [Action]) -> Screen {
        Screen(id: id, title: title, destinations: destinations, actions: actions, embeds: embeds, backButtonHidden: backButtonHidden,
               interactiveDismiss: interactiveDismiss, nameRange: nameRange, range: range, ignore: ignore)
    }
}
