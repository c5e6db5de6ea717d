import Testing
@testable import NavLintKit

/// The frame graph must report exactly what enumerating states reports when the
/// enumeration's depth bound is out of the way: same findings, same places, same trace lengths.
@Suite struct FrameEngineTests {
    /// Findings as the differential test compares them.
    /// A route's state dependence names what differs in the state it was shown from, and a
    /// route hidden by a modal names the modal; of several equally short states, engines may
    /// show different ones (the product of tabs meets them in another order than tabs
    /// explored apart: deep links at launch by route, tabs apart by tab), so that part is left out.
    static func summary(_ findings: [Finding]) -> [String] {
        findings.map { finding in
            let message = switch finding.ruleID {
            case "deep-link-state-dependent": String(finding.message.prefix { $0 != ":" })
            // Which modal of equally short witnesses hides it is a tie the engines may break apart.
            case "deep-link-hidden-by-modal": "hidden by a modal"
            default: finding.message
            }
            return "\(finding.ruleID) \(finding.subject) \(finding.location.line):\(finding.location.column) steps \(finding.trace.count): \(message)"
        }.sorted()
    }

    static func findings(_ model: Model, engine: Explorer.Engines, maxDepth: Int = 8, compose: Bool = true,
                         maxStates: Int? = nil) -> (findings: [Finding], exploration: Exploration) {
        var configuration = Configuration()
        configuration.maxDepth = maxDepth
        configuration.maxStates = maxStates ?? (compose ? 30_000 : 40_000)
        var options = RunOptions()
        options.engine = engine
        options.compose = compose
        let context = RuleContext(model: model, configuration: configuration, options: options)
        let findings = Linter.lint(context)
        // Every state the rules read back replays (FrameComponent.state).
        #expect(context.exploration.replayFailures == [])
        return (findings, context.exploration)
    }

    @Test func randomSpecsAgreeWithEnumeration() throws {
        var compared = 0
        var framed = 0
        var splitCompared = 0
        let seeds = ScaleShapeTests.slow ? UInt64(1)...1_000 : UInt64(1)...80
        for seed in seeds {
            let text = randomFrameSpec(seed: seed)
            let model = try #require(load(text).model, "seed \(seed): \(load(text).problems.map(\.message))\n\(text)")
            // On frames, findings do not depend on maxDepth (findingsDoNotDependOnMaxDepth); a small
            // bound keeps the specs that fall back to enumeration cheap to skip.
            let frames = Self.findings(model, engine: .fastest, maxDepth: 3)
            guard frames.exploration.components.allSatisfy({ $0.engine == "frames" }) else { continue }
            framed += 1
            // Enumeration invents findings at its depth bound (a state whose way out is a push
            // the bound cuts is a trap); they move with the bound, so two bounds tell them apart.
            // The shallower bound first, on a smaller budget: a spec whose states explode is
            // skipped before the deeper bound spends the whole budget on it.
            let shallower = Self.findings(model, engine: .enumerate, maxDepth: 5, maxStates: ScaleShapeTests.slow ? 8_000 : 3_000)
            guard !shallower.exploration.truncated else { continue }
            let enumerated = Self.findings(model, engine: .enumerate, maxDepth: 7, maxStates: ScaleShapeTests.slow ? nil : 12_000)
            guard !enumerated.exploration.truncated else { continue }
            guard Self.summary(shallower.findings) == Self.summary(enumerated.findings) else { continue }
            compared += 1
            if text.contains("split") { splitCompared += 1 }
            #expect(Self.summary(frames.findings) == Self.summary(enumerated.findings), "seed \(seed)\n\(text)")
        }
        print("frame engine: \(framed) of \(seeds.count) random specs on frames, \(compared) compared (\(splitCompared) with split views)")
        #expect(framed * 10 >= seeds.count * 8, "\(framed)")
        #expect(compared * 10 >= seeds.count * 6, "\(compared)")
    }
}

extension FrameEngineTests {
    /// Tabs explored apart (on frames) report what exploring the product of all tabs reports:
    /// the same findings and trace lengths. A deep link that selects a tab reaches its
    /// state in one event from launch, not after a tab switch.
    @Test func tabsExploredApartAgreeWithTheProduct() throws {
        var compared = 0
        var crossed = 0
        var pushed = 0
        var onSelected = 0
        let seeds = ScaleShapeTests.slow ? UInt64(1)...300 : UInt64(1)...12
        // The last kind adds a route into a sheet's stack, which acts in no tab.
        for (seed, coupled, pushing, modal) in seeds.flatMap({ [($0, false, false, false), ($0, true, false, false), ($0, true, true, false),
                                                               ($0, true, false, true)] }) {
            let text = randomFrameSpec(seed: seed, coupled: coupled, pushing: pushing, modalStack: modal)
            let model = try #require(load(text).model)
            guard case .container(let c) = model.root, case .tabs = model.containers[c].kind else { continue }
            let apart = Self.findings(model, engine: .fastest, maxDepth: 3)
            guard apart.exploration.compositional, apart.exploration.components.allSatisfy({ $0.engine == "frames" }) else { continue }
            // The shallower bound first, on a smaller budget (as in randomSpecsAgreeWithEnumeration).
            let shallower = Self.findings(model, engine: .enumerate, maxDepth: 5, compose: false, maxStates: 10_000)
            guard !shallower.exploration.truncated else { continue }
            let product = Self.findings(model, engine: .enumerate, maxDepth: 6, compose: false)
            guard !product.exploration.truncated, Self.summary(shallower.findings) == Self.summary(product.findings) else { continue }
            compared += 1
            let crossing = Explorer.rootTabs(model, Containment(model: model), targets: apart.exploration.targets).crossing ?? [:]
            if !crossing.isEmpty { crossed += 1 }
            if crossing.values.contains(where: { !$0.startsOver }) { pushed += 1 }
            if text.contains(#""tab": "selected""#) { onSelected += 1 }
            #expect(Self.summary(apart.findings) == Self.summary(product.findings), "seed \(seed) coupled \(coupled) pushing \(pushing) modal \(modal)\n\(text)")
        }
        print("tabs apart: \(compared) of \(4 * seeds.count) random specs compared with the product (\(crossed) with URLs into other tabs, \(pushed) pushing onto them, \(onSelected) with routes on the selected tab)")
        #expect(compared * 10 >= seeds.count * 4, "\(compared)")
        #expect(crossed * 10 >= seeds.count, "\(crossed)")
        #expect(pushed * 20 >= seeds.count, "\(pushed)")
    }
}

/// A spec the frame graph can analyse: tabs of stacks or screens, content screens shared by
/// all tabs, sheets and covers (some holding stacks), pops, hidden back buttons, routes and
/// in-app URLs.
/// `coupled`: two or three tabs, routes that start their tab's stack over, and more in-app
/// URLs, so that URLs often cross from one tab into another (FrameTabs); `pushing`: most
/// of those routes push onto the tab's path instead of starting it over. `switched`: the
/// app is a switch (by app state or the environment) between that content and another
/// (a stack, or a TabView), and screens select its cases; drawn from a stream of its own, so
/// the rest of a seed's spec stays the same (a route that selects a case, a sign-in link some
/// screens open, from a fourteenth). `modalStack`: a sheet or cover that holds a stack
/// of its own, and a route into it (presenting it first, or acting while it is up), from a
/// third stream. `selections`: split views' later columns (or their stack's root) are
/// selections that an earlier column's value link chooses, from a fourth stream. `named`:
/// pushes and pops that name a stack (their own, another tab's, one in a sheet), from a fifth.
/// `underModal`: one tab, more of them on its stack, and a sheet or cover of such actions
/// ("RS", a router's search sheet) that screens present: sheets act on the stack under them, from a sixth;
/// with `confirming`, the sheet also opens a URL whose route presents a confirmation ("RC") that acts there too, from a twelfth;
/// with `hiding`, more pages hide their back button (what the sheet pushes under it can trap
/// the user, and its pops may free them), the sheet may be a TabView whose second tab acts on
/// that stack, and a menu sheet over it ("RM") acts there too, from a thirteenth (which
/// also locks the sheet now and then: no dismiss, no swipe).
/// `wrapped`: the root is a shell screen around that content (a TabView inside a screen, as
/// real apps' `AppView` is), whose own actions act in every tab, from a seventh. `switches`:
/// content that ends in a switch the app's state decides (`if loading { … } else { … }`),
/// or a TabView of pages, pushed, presented or at a stack's root, and screens that select its
/// cases, from an eighth. `nesting`: screens that embed a stack of their own (a detail view
/// wrapped in a `NavigationStack`, nested in the stack it is pushed onto), whose root acts
/// mostly elsewhere (closes, presents, opens a URL, names another stack) and now and then
/// pushes, and the app's root inside a stack around everything, from a fifteenth.
func randomFrameSpec(seed: UInt64, coupled: Bool = false, pushing: Bool = false, switched: Bool = false,
                     modalStack: Bool = false, selections: Bool = false, named: Bool = false, underModal: Bool = false,
                     wrapped: Bool = false, switches: Bool = false, stacked: Bool = false, confirming: Bool = false,
                     hiding: Bool = false, nesting: Bool = false) -> String {
    var random = SplitMix(seed: seed &* 104_729 &+ (pushing ? 13 : coupled ? 7 : 0))
    var more = SplitMix(seed: seed &* 7_919 &+ 3)
    var third = SplitMix(seed: seed &* 6_373 &+ 11)
    var fourth = SplitMix(seed: seed &* 3_571 &+ 17)
    var fifth = SplitMix(seed: seed &* 2_333 &+ 23)
    var sixth = SplitMix(seed: seed &* 1_553 &+ 29)
    var seventh = SplitMix(seed: seed &* 1_223 &+ 31)
    var eighth = SplitMix(seed: seed &* 1_097 &+ 37)
    var ninth = SplitMix(seed: seed &* 983 &+ 41)
    var tenth = SplitMix(seed: seed &* 877 &+ 43)
    var eleventh = SplitMix(seed: seed &* 769 &+ 47)
    var twelfth = SplitMix(seed: seed &* 661 &+ 53)
    var thirteenth = SplitMix(seed: seed &* 557 &+ 59)
    var fourteenth = SplitMix(seed: seed &* 449 &+ 61)
    var fifteenth = SplitMix(seed: seed &* 337 &+ 67)
    var nested: [Int] = []
    let switchCount = switches ? eighth.next(in: 1...2) : 0
    let hosts = (0..<switchCount).map { "H\($0)" }
    var modalSwitches = 0
    let byApp = more.chance(70)
    // A sign-in (or sign-out) link: a route that selects a case of the root switch, opened in-app now and then.
    let gateRoute = switched && byApp && fourteenth.chance(40)
    let otherTabs = more.chance(40)
    let drawn = random.next(in: coupled ? 2...3 : 1...3)
    let tabs = underModal ? 1 : drawn
    let types = (0..<random.next(in: 1...3)).map { "T\($0)" }
    /// An action on stack `stack` drawn from `stream`: a push (`pushing` percent), a pop or a pop to the root.
    func stackAction(_ stream: inout SplitMix, pushing: Int, stack: String = "stack0") -> String {
        stream.chance(pushing) ? #"{ "push": "\#(types[stream.next(in: 0...types.count - 1)])", "via": "code", "stack": "\#(stack)" }"#
            : stream.chance(50) ? #"{ "pop": 1, "via": "code", "stack": "\#(stack)" }"# : #"{ "popToRoot": true, "stack": "\#(stack)" }"#
    }
    let count = random.next(in: 2...5)
    let names = (0..<count).map { "S\($0)" }
    func pick<T>(_ list: [T]) -> T { list[random.next(in: 0...list.count - 1)] }
    let routeCount = random.next(in: coupled ? 1...3 : 0...2)
    var screens: [String] = []
    var modalTabs: [String] = []
    var dialogs: [String] = []
    var splits = 0
    // A host at one stack's root only: the enumeration takes a switch on screen at launch in two
    // tabs for the first tab's (StateSemantics.caseLaunches, Walker.select).
    var rootHosts = Set<String>()
    /// A split view: two or three columns, screens and at most one stack.
    func split() -> String {
        splits += 1
        let columns = random.chance(50) ? ["sidebar", "detail"] : ["sidebar", "content", "detail"]
        // Every column a stack of its own (a chat app's sidebar and detail), from the eleventh stream.
        if stacked, eleventh.chance(70) {
            let fields = columns.enumerated().map { k, column in
                let id = k == 0 ? "split\(splits)" : "split\(splits)c\(k)"
                return #""\#(column)": { "stack": { "id": "\#(id)", "root": "\#(names[eleventh.next(in: 0...count - 1)])" } }"#
            }
            return #"{ "split": { \#(fields.joined(separator: ", ")) } }"#
        }
        let stackAt = random.next(in: 0...columns.count)
        // A later column that is a host (a detail's `switch selection`), whose cases a sidebar of
        // selects chooses (`List(selection:)`), from the tenth stream.
        var hostColumn: (k: Int, host: Int)?
        if !hosts.isEmpty, tenth.chance(35) {
            let j = tenth.next(in: 0...hosts.count - 1)
            let k = tenth.next(in: 1...columns.count - 1)
            if k != stackAt, rootHosts.insert(hosts[j]).inserted { hostColumn = (k, j) }
        }
        let fields = columns.enumerated().map { k, column in
            var content = k == stackAt ? #"{ "stack": { "id": "split\#(splits)", "root": "\#(pick(names))" } }"# : #""\#(pick(names))""#
            if let (at, j) = hostColumn, k == at { content = #""\#(hosts[j])""# }
            if let (_, j) = hostColumn, k == 0, k != stackAt {
                var actions = [#"{ "select": "h\#(j)c1", "label": "one" }"#, #"{ "select": "h\#(j)c0", "label": "zero" }"#]
                if tenth.chance(30) { actions.append(#"{ "present": "\#(names[tenth.next(in: 0...count - 1)])", "style": "sheet" }"#) }
                if tenth.chance(30) { actions.append(#"{ "push": "\#(types[tenth.next(in: 0...types.count - 1)])" }"#) }
                dialogs.append(#""Side\#(splits)": { "actions": [\#(actions.joined(separator: ", "))] }"#)
                content = #""Side\#(splits)""#
            }
            // The stack's root a host of switches (Food Truck's detail column), from the tenth stream.
            if k == stackAt, !hosts.isEmpty, tenth.chance(40) {
                let host = hosts[tenth.next(in: 0...hosts.count - 1)]
                if rootHosts.insert(host).inserted { content = #"{ "stack": { "id": "split\#(splits)", "root": "\#(host)" } }"# }
            }
            if selections, k > 0, fourth.chance(60) {
                let type = types[fourth.next(in: 0...types.count - 1)]
                let placeholder = fourth.chance(70) ? #", "placeholder": "\#(names[fourth.next(in: 0...count - 1)])""# : ""
                if k != stackAt {
                    content = #"{ "selection": { "for": "\#(type)", "content": \#(content)\#(placeholder) } }"#
                } else if !placeholder.isEmpty {
                    let root = #"{ "selection": { "for": "\#(type)", "content": "\#(names[fourth.next(in: 0...count - 1)])"\#(placeholder) } }"#
                    content = #"{ "stack": { "id": "split\#(splits)", "root": \#(root) } }"#
                }
            }
            return #""\#(column)": \#(content)"#
        }
        return #"{ "split": { \#(fields.joined(separator: ", ")) } }"#
    }
    for (k, name) in names.enumerated() {
        var destinations: [String] = []
        for type in types where random.chance(k == 0 ? 70 : 20) {
            destinations.append(#"{ "for": "\#(type)", "screen": "\#(pick(names))" }"#)
        }
        var actions: [String] = []
        for _ in 0..<random.next(in: 0...3) {
            switch random.next(in: 0...17) {
            case 0...3:
                let pushed = (0..<random.next(in: 1...2)).map { _ in #""\#(pick(types))""# }
                actions.append(#"{ "push": [\#(pushed.joined(separator: ", "))], "via": "code" }"#)
            case 4: actions.append(#"{ "pushView": "\#(pick(names))" }"#)
            case 5:
                // `pop 2` in code: removeLast(2), which crashes on a shorter path (pop-past-root).
                let n = random.next(in: 1...2)
                actions.append(#"{ "pop": \#(n)\#(n == 2 ? #", "via": "code""# : "") }"#)
            case 6: actions.append(#"{ "popToRoot": true }"#)
            case 7: actions.append(#"{ "dismiss": true }"#)
            case 8, 9:
                let style = pick(["sheet", "sheet", "fullScreenCover", "popover"])
                let content = random.chance(50) ? #""\#(pick(names))""# : #"{ "stack": { "root": "\#(pick(names))" } }"#
                actions.append(#"{ "present": \#(content), "style": "\#(style)" }"#)
            case 10 where routeCount > 0: actions.append(#"{ "open": "app://r\#(random.next(in: 0...routeCount - 1))" }"#)
            case 11: actions.append(#"{ "open": "app://nowhere" }"#)
            case 12 where tabs > 1: actions.append(#"{ "select": "tab\#(random.next(in: 0...tabs - 1))" }"#)
            case 15:
                actions.append(#"{ "present": \#(split()), "style": "\#(pick(["sheet", "fullScreenCover"]))" }"#)
            case 13:
                // A TabView in a sheet or cover: each tab a stack or a screen.
                let ids = (0..<2).map { "m\(modalTabs.count + $0)" }
                modalTabs += ids
                let items = ids.map { id in
                    let content = random.chance(60) ? #"{ "stack": { "root": "\#(pick(names))" } }"# : #""\#(pick(names))""#
                    return #"{ "id": "\#(id)", "content": \#(content) }"#
                }
                actions.append(#"{ "present": { "tabs": { "selection": "binding", "items": [\#(items.joined(separator: ", "))] } }, "style": "\#(pick(["sheet", "fullScreenCover"]))" }"#)
            case 14 where !modalTabs.isEmpty: actions.append(#"{ "select": "\#(pick(modalTabs))" }"#)
            case 16:
                // An alert or confirmation dialog: its buttons act on this screen's stack and modal.
                let dialog = "D\(dialogs.count)"
                let buttons = (0..<random.next(in: 1...2)).map { _ in
                    pick([#"{ "pop": 1, "via": "code" }"#, #"{ "popToRoot": true }"#, #"{ "dismiss": true }"#,
                          #"{ "push": "\#(pick(types))", "via": "code" }"#, #"{ "present": "\#(pick(names))", "style": "sheet" }"#]
                         + (tabs > 1 ? [#"{ "select": "tab\#(random.next(in: 0...tabs - 1))" }"#] : [])
                         + (routeCount > 0 ? [#"{ "open": "app://r\#(random.next(in: 0...routeCount - 1))" }"#] : []))
                }
                dialogs.append(#""\#(dialog)": { "actions": [\#(buttons.joined(separator: ", "))] }"#)
                actions.append(#"{ "present": "\#(dialog)", "style": "\#(pick(["alert", "confirmationDialog"]))", "label": "ask" }"#)
            default: break
            }
        }
        if coupled, random.chance(40) { actions.append(#"{ "open": "app://r\#(random.next(in: 0...routeCount - 1))" }"#) }
        if switched, byApp, more.chance(30) { actions.append(#"{ "select": "c\#(more.next(in: 0...1))" }"#) }
        if gateRoute, fourteenth.chance(20) { actions.append(#"{ "open": "app://rg" }"#) }
        if named, fifth.chance(40) {
            let stack = "stack\(fifth.next(in: 0...tabs - 1))"
            actions.append(stackAction(&fifth, pushing: 60, stack: stack))
        }
        if underModal, sixth.chance(25) {
            actions.append(#"{ "present": "RS", "style": "\#(sixth.chance(60) ? "sheet" : "fullScreenCover")" }"#)
        }
        if underModal, sixth.chance(45) {
            actions.append(stackAction(&sixth, pushing: 60))
        }
        if selections, fourth.chance(40) { actions.append(#"{ "push": "\#(types[fourth.next(in: 0...types.count - 1)])", "label": "choose" }"#) }
        if modalStack, third.chance(30) {
            actions.append(#"{ "present": "MS", "style": "\#(third.chance(50) ? "sheet" : "fullScreenCover")" }"#)
        }
        if modalStack, third.chance(10) { actions.append(#"{ "open": "app://rm" }"#) }
        if switched, otherTabs, more.chance(10) { actions.append(#"{ "select": "g\#(more.next(in: 0...1))" }"#) }
        if switches {
            // A host shown by a destination or a link, and a case selected from anywhere.
            if eighth.chance(40) {
                let host = hosts[eighth.next(in: 0...switchCount - 1)]
                if eighth.chance(50) {
                    destinations.append(#"{ "for": "\#(types[eighth.next(in: 0...types.count - 1)])", "screen": "\#(host)" }"#)
                } else {
                    actions.append(eighth.chance(70) ? #"{ "pushView": "\#(host)" }"# : #"{ "present": "\#(host)", "style": "sheet" }"#)
                }
            }
            // A sheet or cover whose content is a switch: a stack, or a screen that selects the other case.
            if eighth.chance(20) {
                let q = modalSwitches
                modalSwitches += 1
                let stacked = #"{ "stack": { "root": "\#(names[eighth.next(in: 0...count - 1)])" } }"#
                let closing = eighth.chance(50) ? #", { "dismiss": true }"# : ""
                let chooser = "Q\(q)"
                dialogs.append(#""\#(chooser)": { "actions": [{ "select": "q\#(q)c0" }\#(closing)] }"#)
                let cases = [#"{ "id": "q\#(q)c0", "content": \#(stacked) }"#, #"{ "id": "q\#(q)c1", "content": "\#(chooser)" }"#]
                let style = eighth.chance(50) ? "sheet" : "fullScreenCover"
                actions.append(#"{ "present": { "switch": { "by": "app", "cases": [\#((eighth.chance(50) ? cases : cases.reversed()).joined(separator: ", "))] } }, "style": "\#(style)" }"#)
            }
            if modalSwitches > 0, eighth.chance(15) { actions.append(#"{ "select": "q\#(eighth.next(in: 0...modalSwitches - 1))c\#(eighth.next(in: 0...1))" }"#) }
            // From outside the switch: nothing, or under a modal what the graph does not follow.
            if eighth.chance(8) { actions.append(#"{ "select": "h\#(eighth.next(in: 0...switchCount - 1))c\#(eighth.next(in: 0...1))" }"#) }
        }
        var extra = ""
        if random.chance(15) || hiding && thirteenth.chance(40) { extra += #", "backButton": "hidden""# }
        if random.chance(20) { extra += #", "interactiveDismiss": false"# }
        if k + 1 < count, random.chance(10) { extra += #", "embeds": "\#(names[random.next(in: k + 1...count - 1)])""# }
        if nesting, !extra.contains("embeds"), fifteenth.chance(35) {
            extra += #", "embeds": { "stack": { "root": "N\#(k)" } }"#
            nested.append(k)
        }
        screens.append(#""\#(name)": { "destinations": [\#(destinations.joined(separator: ", "))], "actions": [\#(actions.joined(separator: ", "))]\#(extra) }"#)
    }
    for (j, host) in hosts.enumerated() {
        // Each case its own screen (a view's loading and loaded states), which selects the other
        // case, pushes, presents or closes; or a shared screen.
        var cases: [String] = []
        for c in 0..<2 {
            var content = names[eighth.next(in: 0...count - 1)]
            if eighth.chance(75) {
                content = "\(host)C\(c)"
                var actions: [String] = []
                if eighth.chance(70) { actions.append(#"{ "select": "h\#(j)c\#(1 - c)" }"#) }
                if eighth.chance(40) { actions.append(#"{ "select": "h\#(j)c\#(c)" }"#) }
                if eighth.chance(40) { actions.append(#"{ "push": "\#(types[eighth.next(in: 0...types.count - 1)])" }"#) }
                if eighth.chance(25) { actions.append(#"{ "present": "\#(names[eighth.next(in: 0...count - 1)])", "style": "sheet" }"#) }
                if eighth.chance(20) { actions.append(eighth.chance(50) ? #"{ "dismiss": true }"# : #"{ "pop": 1, "via": "code" }"#) }
                let hidden = eighth.chance(20) ? #", "backButton": "hidden""# : ""
                screens.append(#""\#(content)": { "actions": [\#(actions.joined(separator: ", "))]\#(hidden) }"#)
            }
            // A case that is itself a switch, pages or a tab bar (HackerNews' root: a TabView one
            // of whose tabs holds pages), from a tenth stream so the other draws stay as they were.
            if tenth.chance(35) {
                content = "\(host)N\(c)"
                var inner: [String] = []
                for d in 0..<2 {
                    let leaf = "\(content)L\(d)"
                    var actions: [String] = []
                    if tenth.chance(60) { actions.append(#"{ "select": "h\#(j)n\#(c)c\#(1 - d)" }"#) }
                    if tenth.chance(40) { actions.append(#"{ "select": "h\#(j)c\#(1 - c)" }"#) }
                    if tenth.chance(40) { actions.append(#"{ "push": "\#(types[tenth.next(in: 0...types.count - 1)])" }"#) }
                    if tenth.chance(20) { actions.append(tenth.chance(50) ? #"{ "dismiss": true }"# : #"{ "pop": 1, "via": "code" }"#) }
                    screens.append(#""\#(leaf)": { "actions": [\#(actions.joined(separator: ", "))] }"#)
                    inner.append(#"{ "id": "h\#(j)n\#(c)c\#(d)", "content": "\#(leaf)" }"#)
                }
                let container = [#""switch": { "by": "app", "cases""#, #""tabs": { "selection": "binding", "style": "page", "items""#,
                                 #""tabs": { "selection": "binding", "items""#][tenth.next(in: 0...2)]
                let own = tenth.chance(30) ? #", "actions": [{ "select": "h\#(j)n\#(c)c1" }]"# : ""
                screens.append(#""\#(content)": { "embeds": { \#(container): [\#(inner.joined(separator: ", "))] } }\#(own) }"#)
            }
            cases.append(#"{ "id": "h\#(j)c\#(c)", "content": "\#(content)" }"#)
        }
        // Or pages (a TabView of screens on the stack), which the user swipes between.
        let container = eighth.chance(30) ? #""tabs": { "selection": "binding", "style": "page", "items""# : #""switch": { "by": "app", "cases""#
        screens.append(#""\#(host)": { "embeds": { \#(container): [\#(cases.joined(separator: ", "))] } } }"#)
    }
    var contents: [String] = []
    for t in 0..<tabs {
        var stackRoot = switches && eighth.chance(30) ? hosts[eighth.next(in: 0...switchCount - 1)] : nil
        if let host = stackRoot, !rootHosts.insert(host).inserted { stackRoot = nil }
        // Stacked: a tab (or the app) is often a split view of stacks, from the eleventh stream.
        if stacked, eleventh.chance(50) {
            contents.append(split())
            continue
        }
        contents.append(random.chance(80) ? #"{ "stack": { "id": "stack\#(t)", "root": "\#(stackRoot ?? pick(names))" } }"#
            : random.chance(50) ? split() : #""\#(pick(names))""#)
    }
    // Each tab's stack: its own, or the one in its split view.
    let stackIDs = contents.enumerated().map { t, content -> String? in
        if content.hasPrefix(#"{ "stack""#) { return "stack\(t)" }
        guard let range = content.range(of: #""id": "split"#) else { return nil }
        return "split" + content[range.upperBound...].prefix { $0.isNumber }
    }
    var root = tabs == 1 ? contents[0]
        : #"{ "tabs": { "selection": "binding", "items": [\#(contents.enumerated().map { #"{ "id": "tab\#($0.offset)", "content": \#($0.element) }"# }.joined(separator: ", "))] } }"#
    if switched {
        func content() -> String {
            more.chance(60) ? #"{ "stack": { "id": "gated", "root": "\#(names[more.next(in: 0...count - 1)])" } }"# : #""\#(names[more.next(in: 0...count - 1)])""#
        }
        let other = otherTabs ? #"{ "tabs": { "selection": "binding", "items": [{ "id": "g0", "content": \#(content()) }, { "id": "g1", "content": "\#(names[more.next(in: 0...count - 1)])" }] } }"#
            : content()
        let cases = [#"{ "id": "c0", "content": \#(root) }"#, #"{ "id": "c1", "content": \#(other) }"#]
        root = #"{ "switch": { "id": "gate", "by": "\#(byApp ? "app" : "environment")", "cases": [\#((more.chance(50) ? cases : cases.reversed()).joined(separator: ", "))] } }"#
    }
    if wrapped {
        // The shell's own actions: a sheet or cover over every tab, a tab switch, a URL, a push
        // (outside any stack), a pop on a tab's stack by name.
        var actions: [String] = []
        for _ in 0..<seventh.next(in: 1...3) {
            switch seventh.next(in: 0...5) {
            case 0, 1:
                let content = seventh.chance(50) ? #""\#(names[seventh.next(in: 0...count - 1)])""#
                    : #"{ "stack": { "root": "\#(names[seventh.next(in: 0...count - 1)])" } }"#
                actions.append(#"{ "present": \#(content), "style": "\#(seventh.chance(60) ? "sheet" : "fullScreenCover")", "trigger": "app" }"#)
            case 2 where tabs > 1: actions.append(#"{ "select": "tab\#(seventh.next(in: 0...tabs - 1))" }"#)
            case 3 where routeCount > 0: actions.append(#"{ "open": "app://r\#(seventh.next(in: 0...routeCount - 1))", "trigger": "app" }"#)
            case 4: actions.append(#"{ "push": "\#(types[seventh.next(in: 0...types.count - 1)])", "via": "code", "trigger": "app" }"#)
            default:
                guard let stack = stackIDs.compactMap({ $0 }).first else { break }
                actions.append(#"{ "popToRoot": true, "stack": "\#(stack)", "trigger": "app" }"#)
            }
        }
        screens.append(#""Shell": { "embeds": \#(root), "actions": [\#(actions.joined(separator: ", "))] }"#)
        root = #""Shell""#
    }
    for k in nested {
        var actions: [String] = []
        for _ in 0..<fifteenth.next(in: 0...2) {
            switch fifteenth.next(in: 0...6) {
            case 0: actions.append(#"{ "dismiss": true }"#)
            case 1: actions.append(#"{ "present": "\#(names[fifteenth.next(in: 0...count - 1)])", "style": "\#(fifteenth.chance(60) ? "sheet" : "fullScreenCover")" }"#)
            case 2 where tabs > 1: actions.append(#"{ "select": "tab\#(fifteenth.next(in: 0...tabs - 1))" }"#)
            case 3 where routeCount > 0: actions.append(#"{ "open": "app://r\#(fifteenth.next(in: 0...routeCount - 1))" }"#)
            case 4 where stackIDs[0] != nil: actions.append(stackAction(&fifteenth, pushing: 50, stack: stackIDs[0]!))
            case 5: actions.append(#"{ "push": "\#(types[fifteenth.next(in: 0...types.count - 1)])" }"#)
            default: break
            }
        }
        let destination = fifteenth.chance(30) ? #"{ "for": "\#(types[fifteenth.next(in: 0...types.count - 1)])", "screen": "\#(names[fifteenth.next(in: 0...count - 1)])" }"# : ""
        let hidden = fifteenth.chance(15) ? #", "backButton": "hidden""# : ""
        screens.append(#""N\#(k)": { "destinations": [\#(destination)], "actions": [\#(actions.joined(separator: ", "))]\#(hidden) }"#)
    }
    if nesting, fifteenth.chance(50) {
        // A stack around the whole app (its TabView, its switch): tabs with stacks of their own push there.
        let own = fifteenth.chance(30) ? #"{ "present": "\#(names[fifteenth.next(in: 0...count - 1)])", "style": "sheet" }"# : ""
        screens.append(#""Frame": { "embeds": \#(root), "actions": [\#(own)] }"#)
        root = #"{ "stack": { "id": "outer", "root": "Frame" } }"#
    }
    var routes: [String] = []
    for r in 0..<routeCount {
        var fields = [#""id": "r\#(r)", "pattern": "r\#(r)""#]
        let t = random.next(in: 0...tabs - 1)
        if coupled, tabs > 1, random.chance(15) {
            // One router per tab: it acts on whichever tab is selected.
            fields.append(#""tab": "selected""#)
            fields.append(#""push": [\#((0..<random.next(in: 1...2)).map { _ in #""\#(pick(types))""# }.joined(separator: ", "))]"#)
        } else if let stack = stackIDs[t], random.chance(80) {
            fields.append(#""stack": "\#(stack)""#)
            if tabs > 1 { fields.append(#""tab": "tab\#(t)""#) }
            fields.append(#""push": [\#((0..<random.next(in: 0...2)).map { _ in #""\#(pick(types))""# }.joined(separator: ", "))]"#)
        }
        if random.chance(60) { fields.append(#""dismissModals": true"#) }
        if random.chance(pushing ? 20 : coupled ? 85 : 60) { fields.append(#""popToRoot": true"#) }
        if random.chance(25) { fields.append(#""present": "\#(pick(names))", "style": "\#(pick(["sheet", "fullScreenCover"]))""#) }
        routes.append("{ " + fields.joined(separator: ", ") + " }")
    }
    if switched || wrapped, tabs > 1, ninth.chance(40) {
        // A route that only selects a tab of a switch case's (or a shell's) TabView, from a
        // ninth stream so the other draws stay as they were.
        var fields = [#""id": "rs", "pattern": "rs", "tab": "tab\#(ninth.next(in: 0...tabs - 1))""#]
        if ninth.chance(50) { fields.append(#""dismissModals": true"#) }
        if ninth.chance(20) { fields.append(#""present": "\#(names[ninth.next(in: 0...count - 1)])", "style": "sheet""#) }
        routes.append("{ " + fields.joined(separator: ", ") + " }")
    }
    if gateRoute {
        var fields = [#""id": "rg", "pattern": "rg", "tab": "c\#(fourteenth.next(in: 0...1))""#]
        if fourteenth.chance(40) { fields.append(#""dismissModals": true"#) }
        let stacks = stackIDs.compactMap { $0 }.prefix(1) + (root.contains(#""id": "gated""#) ? ["gated"] : [])
        if !stacks.isEmpty, fourteenth.chance(40) {
            fields.append(#""stack": "\#(stacks[fourteenth.next(in: 0...stacks.count - 1)])""#)
            if fourteenth.chance(50) { fields.append(#""popToRoot": true"#) }
            fields.append(#""push": [\#((0..<fourteenth.next(in: 0...2)).map { _ in #""\#(types[fourteenth.next(in: 0...types.count - 1)])""# }.joined(separator: ", "))]"#)
        }
        if fourteenth.chance(20) { fields.append(#""present": "\#(names[fourteenth.next(in: 0...count - 1)])", "style": "sheet""#) }
        routes.append("{ " + fields.joined(separator: ", ") + " }")
    }
    if modalStack {
        var fields = [#""id": "rm", "pattern": "rm", "stack": "ms""#]
        if third.chance(50) { fields.append(#""present": "MS", "style": "\#(third.chance(50) ? "sheet" : "fullScreenCover")""#) }
        if third.chance(50) { fields.append(#""dismissModals": true"#) }
        if third.chance(50) { fields.append(#""popToRoot": true"#) }
        fields.append(#""push": [\#((0..<third.next(in: 0...2)).map { _ in #""\#(types[third.next(in: 0...types.count - 1)])""# }.joined(separator: ", "))]"#)
        routes.append("{ " + fields.joined(separator: ", ") + " }")
        screens.append(#""MS": { "embeds": { "stack": { "id": "ms", "root": "\#(names[third.next(in: 0...count - 1)])" } } }"#)
    }
    if underModal {
        var actions = (0..<sixth.next(in: 1...2)).map { _ in stackAction(&sixth, pushing: 60) }
        if sixth.chance(50) { actions.append(#"{ "dismiss": true }"#) }
        if sixth.chance(20) { actions.append(#"{ "present": "\#(names[sixth.next(in: 0...count - 1)])", "style": "sheet" }"#) }
        // A confirmation an in-app URL's route presents over the sheet (after pushing under it,
        // or not), which acts on the stack under them too, from a twelfth stream.
        if confirming {
            actions.append(#"{ "open": "app://ru" }"#)
            var fields = [#""id": "ru""#, #""pattern": "ru""#]
            if twelfth.chance(50) {
                fields.append(#""stack": "stack0""#)
                if twelfth.chance(40) { fields.append(#""popToRoot": true"#) }
                fields.append(#""push": [\#((0..<twelfth.next(in: 0...1)).map { _ in #""\#(types[twelfth.next(in: 0...types.count - 1)])""# }.joined(separator: ", "))]"#)
            }
            if twelfth.chance(20) { fields.append(#""dismissModals": true"#) }
            fields.append(#""present": "RC""#)
            fields.append(#""style": "\#(twelfth.chance(70) ? "sheet" : "fullScreenCover")""#)
            routes.append("{ " + fields.joined(separator: ", ") + " }")
            var confirm = (0..<twelfth.next(in: 0...2)).map { _ in stackAction(&twelfth, pushing: 40) }
            if twelfth.chance(60) { confirm.append(#"{ "dismiss": true }"#) }
            if twelfth.chance(15) { confirm.append(#"{ "open": "app://ru" }"#) }
            screens.append(#""RC": { "actions": [\#(confirm.joined(separator: ", "))] }"#)
        }
        // A locked sheet (no way to close it) that acts under it, with a menu over it that frees
        // the stack under both: the sheet still traps the user.
        let locked = hiding && thirteenth.chance(25)
        if locked { actions.removeAll { $0 == #"{ "dismiss": true }"# } }
        let swipe = sixth.chance(30) || locked ? #", "interactiveDismiss": false"# : ""
        // A menu sheet over the search sheet that acts under both, and closes or not.
        if hiding, thirteenth.chance(50) {
            actions.append(#"{ "present": "RM", "style": "sheet" }"#)
            var menu = (0..<thirteenth.next(in: 1...2)).map { _ in stackAction(&thirteenth, pushing: 45) }
            if thirteenth.chance(50) { menu.append(#"{ "dismiss": true }"#) }
            if thirteenth.chance(20) { menu.append(#"{ "present": "RM", "style": "sheet" }"#) }
            screens.append(#""RM": { "actions": [\#(menu.joined(separator: ", "))] }"#)
        }
        if hiding, thirteenth.chance(40) {
            // The search sheet as a TabView: its first tab, and a second that acts under it too.
            var second = [stackAction(&thirteenth, pushing: 45)]
            if thirteenth.chance(40) { second.append(#"{ "dismiss": true }"#) }
            screens.append(#""RSA": { "actions": [\#(actions.joined(separator: ", "))] }"#)
            screens.append(#""RSB": { "actions": [\#(second.joined(separator: ", "))] }"#)
            let tabs = #"{ "id": "rsa", "content": "RSA" }, { "id": "rsb", "content": "RSB" }"#
            screens.append(#""RS": { "embeds": { "tabs": { "selection": "binding", "items": [\#(tabs)] } }\#(swipe) }"#)
        } else {
            screens.append(#""RS": { "actions": [\#(actions.joined(separator: ", "))]\#(swipe) }"#)
        }
    }
    let deepLinks = routes.isEmpty ? "" : #", "deepLinks": { "schemes": ["app"], "routes": [\#(routes.joined(separator: ", "))] }"#
    let declared = types.map { #""\#($0)": {}"# }.joined(separator: ", ")
    return #"{ "navlint": 1, "types": { \#(declared) }, "root": \#(root), "screens": { \#((screens + dialogs).joined(separator: ", ")) }\#(deepLinks) }"#
}

extension FrameEngineTests {
    /// How a run of `agreement` over random specs went: the specs that ran on frames, and those
    /// whose findings both engines were compared on.
    struct RandomRun {
        var framed = 0
        var compared = 0
    }

    /// `agreement` on the spec `make` gives for each of `cases` (nil: none for this case),
    /// labelled by `label`; `onCompared` sees each case whose findings were compared, with its spec.
    static func randomAgreement<Cases: Sequence>(_ cases: Cases, label: (Cases.Element) -> String, make: (Cases.Element) -> String?,
                                                 onCompared: (Cases.Element, String, (compared: Bool, model: Model, enumerated: Exploration)) throws -> Void
                                                     = { _, _, _ in })
        throws -> RandomRun {
        var run = RandomRun()
        for element in cases {
            guard let text = make(element), let result = try agreement(text, label(element)) else { continue }
            run.framed += 1
            guard result.compared else { continue }
            run.compared += 1
            try onCompared(element, text, result)
        }
        return run
    }
}

extension FrameEngineTests {
    /// Every example spec that runs on frames gives what enumeration gives, except the
    /// findings enumeration makes only because it stops at maxDepth or maxStates.
    @Test func exampleSpecsAgreeWithEnumeration() throws {
        var compared = 0
        for path in specFiles() {
            let model = try requireModel(SpecLoader.read(path: path))
            let frames = Self.findings(model, engine: .fastest)
            guard frames.exploration.components.contains(where: { $0.engine == "frames" }) else { continue }
            let enumerated = Self.findings(model, engine: .enumerate, maxDepth: 8)
            guard !enumerated.exploration.truncated else { continue }
            compared += 1
            #expect(Self.summary(frames.findings) == Self.summary(enumerated.findings), "\(path)")
        }
        #expect(compared >= 20, "\(compared)")
    }
}

extension FrameEngineTests {
    /// Stacks bound to one path change together, wherever they are: the frame graph keeps
    /// no such tie, so a shared binding anywhere (here the root stack and a sheet's) is enumerated.
    @Test func sharedBindingsAreEnumerated() throws {
        let model = try #require(load("""
            { "navlint": 1, "types": { "A": {} },
              "root": { "stack": { "root": "Home", "path": { "binding": "p", "type": "NavigationPath" } } },
              "screens": {
                "Home": { "destinations": [ { "for": "A", "screen": "Page" } ],
                          "actions": [ { "present": { "stack": { "root": "Sheet", "path": { "binding": "p", "type": "NavigationPath" } } }, "style": "sheet" } ] },
                "Sheet": { "destinations": [ { "for": "A", "screen": "Page" } ], "actions": [ { "push": "A" } ] },
                "Page": {} } }
            """).model)
        #expect(Self.findings(model, engine: .fastest).exploration.statistics.map(\.engine) == ["states"])
    }
}

extension FrameEngineTests {
    /// On the frame graph, `maxDepth` bounds nothing: the findings are the same at 1 and at 64.
    @Test func findingsDoNotDependOnMaxDepth() throws {
        var framed = 0
        for seed in UInt64(1)...100 {
            let model = try #require(load(randomFrameSpec(seed: seed)).model)
            let shallow = Self.findings(model, engine: .fastest, maxDepth: 1)
            guard shallow.exploration.components.allSatisfy({ $0.engine == "frames" }) else { continue }
            framed += 1
            #expect(Self.summary(shallow.findings) == Self.summary(Self.findings(model, engine: .fastest, maxDepth: 64).findings),
                    "seed \(seed)")
        }
        #expect(framed >= 80)
    }
}

/// Traps on the frame graph, case by case: where each escape lands decides.
@Suite struct FrameTrapTests {
    func traps(_ text: String, engine: String = "frames") throws -> [String] {
        let model = try #require(load(text).model, "\(load(text).problems.map(\.message))")
        let context = RuleContext(model: model)
        #expect(context.exploration.statistics.allSatisfy { $0.engine == engine })
        return Linter.lint(context).filter { $0.ruleID == "navigation-trap" }.map { "\($0.subject) \($0.trace.count)" }
    }

    /// A cover with two tabs: "Browse" pushes a page that hides its back button, and "Close"
    /// is on the browse tab's first screen. On the page, switching to the other tab and back
    /// shows the page again, so the cover stays up for good: a trap. A tab switch leads to the
    /// tab's first frame, which stands for what the tab shows; its way out does not count for
    /// the page (the frame graph once called the page free). The escapes, solved again with a
    /// switch to that tab counting only what all its frames can do, differ: enumerated. With
    /// its own "Done" the page gets out as the tab's first screen does, and with the back button
    /// it goes back to that screen: frames, no trap.
    @Test func aPageInACoversTabThatCannotGoBackIsATrap() throws {
        let cover = """
            { "navlint": 1, "types": { "Item": {} },
              "root": { "stack": { "id": "main", "root": "Home" } },
              "screens": {
                "Home": { "actions": [ { "present": { "tabs": { "selection": "binding", "items": [
                    { "id": "about", "content": "About" }, { "id": "browse", "content": { "stack": { "id": "browse", "root": "Browse" } } } ] } },
                    "style": "fullScreenCover", "label": "Open" } ] },
                "About": {},
                "Browse": { "destinations": [ { "for": "Item", "screen": "ItemPage" } ],
                            "actions": [ { "push": "Item", "label": "Item" }, { "dismiss": true, "label": "Close" } ] },
                "ItemPage": { "backButton": "hidden" } } }
            """
        #expect(try traps(cover, engine: "states") == ["ItemPage 3"])
        let model = try #require(load(cover).model)
        #expect(FrameEngineTests.findings(model, engine: .fastest).exploration.statistics.map(\.fallback) == [FrameSearch.stuckTabPage])
        #expect(try traps(cover.replacingOccurrences(of: #""backButton": "hidden""#, with: "")) == [])
        let done = cover.replacingOccurrences(of: #""backButton": "hidden""#, with: #""backButton": "hidden", "actions": [ { "dismiss": true, "label": "Done" } ]"#)
        #expect(try FrameEngineTests.bothEngines(done).isEmpty)
    }

    /// In a split view, choosing in the sidebar replaces the detail column's path: a detail
    /// screen without a back button is a trap unless another choice leads back.
    @Test func aSidebarChoiceReplacesTheDetailPath() throws {
        let split = """
            { "navlint": 1, "types": { "Mail": {}, "Folder": {} },
              "root": { "split": { "sidebar": "Inbox", "detail": { "stack": { "root": "Placeholder" } } } },
              "screens": {
                "Inbox": { "actions": [ { "push": "Mail" } OTHER ] },
                "Placeholder": { "destinations": [ { "for": "Mail", "screen": "Message" }, { "for": "Folder", "screen": "Folder" } ] },
                "Message": { "backButton": "hidden" },
                "Folder": {} } }
            """
        #expect(try traps(split.replacingOccurrences(of: "OTHER", with: "")) == ["Message 1"])
        // Choosing a folder replaces the message, and the folder has a back button.
        #expect(try traps(split.replacingOccurrences(of: "OTHER", with: #", { "push": "Folder" }"#)) == [])
        for other in ["", #", { "push": "Folder" }"#] {
            let model = try #require(load(split.replacingOccurrences(of: "OTHER", with: other)).model)
            #expect(FrameEngineTests.summary(FrameEngineTests.findings(model, engine: .fastest).findings)
                    == FrameEngineTests.summary(FrameEngineTests.findings(model, engine: .enumerate).findings))
        }
    }

    /// A cover holding a TabView: a dismiss in either tab frees the whole cover.
    @Test func aDismissInAnotherTabFreesTheCover() throws {
        let cover = """
            { "navlint": 1, "root": { "stack": { "root": "Home" } },
              "screens": {
                "Home": { "actions": [ { "present": { "tabs": { "selection": "binding", "items": [
                  { "id": "a", "content": "A" }, { "id": "b", "content": "B" } ] } }, "style": "fullScreenCover" } ] },
                "A": {}, "B": { "actions": [ BACK ] } } }
            """
        #expect(try traps(cover.replacingOccurrences(of: "BACK", with: #"{ "dismiss": true }"#)) == [])
        #expect(try traps(cover.replacingOccurrences(of: "BACK", with: #"{ "select": "a" }"#)) == ["A 1"])
    }

    /// Two values pushed at once: Back from the second uncovers the first, which has no way
    /// back of its own; `pop 2` from the second skips it.
    @Test func backUncoversWhatAMultiValuePushLeftUnder() throws {
        let spec = """
            { "navlint": 1, "types": { "A": {}, "B": {} },
              "root": { "stack": { "root": "Home" } },
              "screens": {
                "Home": { "destinations": [ { "for": "A", "screen": "First" }, { "for": "B", "screen": "Second" } ],
                          "actions": [ { "push": ["A", "B"], "via": "code" } ] },
                "First": { "backButton": "hidden" },
                "Second": { "backButton": "BUTTON", "actions": [ { "pop": 2 } ] } } }
            """
        // Back shows First, stuck: the trap starts there, after push and Back.
        #expect(try traps(spec.replacingOccurrences(of: "BUTTON", with: "visible")) == ["First 2"])
        // Only pop 2: straight home, no trap.
        #expect(try traps(spec.replacingOccurrences(of: "BUTTON", with: "hidden")) == [])
    }

    /// A deep link pushes Album then Photo, so Album was never on screen; Photo hides its back
    /// button, and the Editor pushed over it pops two: past Photo, which was shown, onto Album,
    /// which never was. Album's broken Share is found only there (both engines, on frames).
    @Test func popTwoPastAShownEntryLandsOnOneNeverShown() throws {
        let findings = try FrameEngineTests.bothEngines("""
            { "navlint": 1, "types": { "Album": {}, "Photo": {}, "Edit": {}, "Share": {} },
              "root": { "stack": { "id": "main", "root": "Library" } },
              "screens": {
                "Library": { "destinations": [ { "for": "Album", "screen": "Album" }, { "for": "Photo", "screen": "Photo" },
                                               { "for": "Edit", "screen": "Editor" } ] },
                "Album": { "actions": [ { "push": "Share", "via": "code", "label": "Share album" } ] },
                "Photo": { "backButton": "hidden", "actions": [ { "push": "Edit", "via": "code", "label": "Edit" } ] },
                "Editor": { "actions": [ { "pop": 2, "via": "code", "label": "Done" } ] } },
              "deepLinks": { "schemes": ["app"], "routes": [
                { "id": "photo", "pattern": "photo", "stack": "main", "push": ["Album", "Photo"], "popToRoot": true } ] } }
            """)
        let missing = try #require(findings.first { $0.ruleID == "missing-destination" })
        #expect(missing.trace.map(\.text) == ["open app://photo (deep link, route 'photo')", #"tap "Edit" (append Edit → Editor)"#,
                                              #"tap "Done" (pop 2)"#, #"tap "Share album" (append Share)"#])
        // Done frees Photo: no trap.
        #expect(!findings.contains { $0.ruleID == "navigation-trap" })
    }

    /// An in-app URL that starts the app over frees a cover; one that leaves it up does not
    /// (it pushes under the cover, which the frame graph leaves to the enumeration).
    /// A URL that dismisses every modal only to present the same cover again frees nothing,
    /// though the same URL opened from the launch screen is an ordinary way in.
    @Test func aURLThatPresentsTheCoverAgainIsNoWayOut() throws {
        let spec = """
            { "navlint": 1,
              "root": "Home",
              "screens": {
                "Home": { "actions": [ { "open": "app://promo" } ] },
                "Promo": { "actions": [ { "present": "Details", "style": "sheet" } ] },
                "Details": { "actions": [ { "open": "app://promo" } ] } },
              "deepLinks": { "schemes": ["app"], "routes": [
                { "id": "promo", "pattern": "promo", "dismissModals": true, "present": "Promo", "style": "fullScreenCover" } ] } }
            """
        #expect(try traps(spec) == ["Promo 1"])
    }

    @Test func anInAppURLThatStartsOverFreesACover() throws {
        let spec = """
            { "navlint": 1, "types": { "Item": {} },
              "root": { "stack": { "id": "main", "root": "Home" } },
              "screens": {
                "Home": { "destinations": [ { "for": "Item", "screen": "Item" } ],
                          "actions": [ { "present": "Promo", "style": "fullScreenCover" } ] },
                "Item": {},
                "Promo": { "actions": [ { "open": "app://item" } ] } },
              "deepLinks": { "schemes": ["app"], "routes": [
                { "id": "item", "pattern": "item", "stack": "main", "push": ["Item"], "popToRoot": true, "DISMISS": true } ] } }
            """
        #expect(try traps(spec.replacingOccurrences(of: "DISMISS", with: "dismissModals")) == [])
        // Without dismissing, it pushes Item under the cover, which stays: still no way out.
        let under = spec.replacingOccurrences(of: "\"DISMISS\": true", with: "\"dismissModals\": false")
        #expect(try traps(under) == ["Promo 1"])
        #expect(try FrameEngineTests.bothEngines(under).map(\.ruleID) == ["deep-link-only-screen", "navigation-trap", "deep-link-hidden-by-modal"])
    }
}

extension FrameEngineTests {
    /// A deep link pushes Item, then covers it with Promo; `close` only dismisses modals.
    static func coveredItem(promo: String, more: String = "") throws -> Model {
        try #require(load("""
            { "navlint": 1, "types": { "Item": {} },
              "root": { "stack": { "id": "main", "root": "Home" } },
              "screens": {
                "Home": { "destinations": [ { "for": "Item", "screen": "Item" } ] },
                "Item": {},
                "Promo": { "actions": [ \(promo) ] }\(more) },
              "deepLinks": { "schemes": ["app"], "routes": [
                { "id": "item", "pattern": "item", "stack": "main", "push": ["Item"], "popToRoot": true, "present": "Promo", "style": "fullScreenCover" },
                { "id": "close", "pattern": "close", "dismissModals": true } ] } }
            """).model)
    }

    /// A URL that only dismisses modals uncovers Item, which was never shown before: the
    /// frame graph must find it as enumeration does.
    @Test func dismissingADeepLinksCoverShowsWhatItPushed() throws {
        let model = try Self.coveredItem(promo: #"{ "open": "app://close" }"#)
        let frames = Self.findings(model, engine: .fastest)
        #expect(frames.exploration.statistics.map(\.engine) == ["frames"])
        #expect(!frames.findings.contains { $0.ruleID == "unreachable-screen" })
        #expect(Self.summary(frames.findings) == Self.summary(Self.findings(model, engine: .enumerate).findings))
    }

    /// The same, with a sheet the user presents over the deep link's cover: nodes above the
    /// cover keep its never-shown base, so dismissing every modal from the sheet lands on Item
    /// (which the link opened from the cover itself also shows) and can be judged for traps.
    @Test func dismissingEveryModalFromAboveTheCoverShowsWhatItPushed() throws {
        let model = try Self.coveredItem(promo: #"{ "present": "Terms", "style": "sheet" }"#,
                                         more: #", "Terms": { "interactiveDismiss": false, "actions": [ { "open": "app://close" } ] }"#)
        let frames = Self.findings(model, engine: .fastest)
        #expect(frames.exploration.statistics.map(\.engine) == ["frames"])
        // Item shows once everything is dismissed; no trap: Terms' URL leads out. (Enumeration
        // adds a trap at its bound: eight covers deep, presenting Terms is cut.)
        #expect(frames.findings.map(\.ruleID).filter { $0 == "unreachable-screen" || $0 == "navigation-trap" } == [])
        #expect(frames.findings.contains { $0.ruleID == "deep-link-only-screen" && $0.subject == "Item" })
    }
}


extension FrameEngineTests {
    /// A sheet's URL that dismisses it and pushes onto the stack under it (a router that
    /// closes the sheet, then navigates): its result is what the route gives from the
    /// configuration under the sheet, which the sheet's nodes keep; it is the sheet's way
    /// out when what it pushes there can be left again.
    @Test func aSheetsURLThatDismissesAndPushesActsOnWhatIsUnderIt() throws {
        func check(detail: String) throws -> (findings: [String], engines: [String], trap: [String]) {
            let text = """
                { "navlint": 1, "types": { "Item": {}, "Step": {} },
                  "root": { "stack": { "id": "main", "root": "Home" } },
                  "screens": {
                    "Home": { "destinations": [ { "for": "Step", "screen": "Middle" } ],
                              "actions": [ { "present": "Sheet", "style": "sheet", "label": "Compose" }, { "push": "Step", "label": "More" } ] },
                    "Middle": { "destinations": [ { "for": "Item", "screen": "Detail" } ],
                                "actions": [ { "present": "Sheet", "style": "sheet", "label": "Compose" } ] },
                    "Sheet": { "interactiveDismiss": false, "actions": [ { "open": "app://item", "label": "Post" } ] },
                    "Detail": \(detail) },
                  "deepLinks": { "schemes": ["app"], "routes": [
                    { "id": "item", "pattern": "item", "stack": "main", "push": ["Item"], "dismissModals": true } ] } }
                """
            let model = try #require(load(text).model, "\(load(text).problems.map(\.message))")
            let frames = Self.findings(model, engine: .fastest)
            let enumerated = Self.findings(model, engine: .enumerate)
            #expect(Self.summary(frames.findings) == Self.summary(enumerated.findings))
            let trap = frames.findings.first { $0.ruleID == "navigation-trap" }?.trace.map(\.text) ?? []
            return (frames.findings.map { "\($0.ruleID) \($0.subject)" }.sorted(), frames.exploration.components.map(\.engine), trap)
        }
        // Item resolves only under Middle; under Home the URL only dismisses the sheet. Either
        // way the sheet is left, and Detail is reached in-app.
        let free = try check(detail: "{}")
        #expect(free.engines == ["frames"])
        #expect(!free.findings.contains { $0.hasPrefix("navigation-trap") || $0.hasPrefix("deep-link-only-screen") })
        // Detail hides its back button: under Middle the URL leads into a dead end, so the
        // sheet there is already the trap; under Home it frees the sheet.
        let depends = try check(detail: #"{ "backButton": "hidden" }"#)
        #expect(depends.engines == ["frames"])
        #expect(depends.findings.contains("navigation-trap Sheet"))
        #expect(depends.trap == ["tap \"More\" (push Step → Middle)", "tap \"Compose\" (present sheet Sheet)"])
    }
}

extension FrameEngineTests {
    /// The same URL presenting a receipt over what it pushed: the sheet is left for the receipt,
    /// which frees the user where it can be swiped away; where its only way out is the same URL,
    /// which presents it again over one more entry, no sequence of taps leaves it (a trap the
    /// enumeration finds within its depth, the frame graph for paths of any length), nor does
    /// it where the deep link put it up over what the user never saw.
    @Test func aSheetsURLThatDismissesPushesAndPresentsAgain() throws {
        func spec(receipt: String) -> String {
            """
            { "navlint": 1, "types": { "Item": {} },
              "root": { "stack": { "id": "main", "root": "Home" } },
              "screens": {
                "Home": { "destinations": [ { "for": "Item", "screen": "Detail" } ],
                          "actions": [ { "present": "Sheet", "style": "sheet", "label": "Compose" } ] },
                "Sheet": { "interactiveDismiss": false, "actions": [ { "open": "app://item", "label": "Post" } ] },
                "Receipt": \(receipt),
                "Detail": {} },
              "deepLinks": { "schemes": ["app"], "routes": [
                { "id": "item", "pattern": "item", "stack": "main", "push": ["Item"], "dismissModals": true,
                  "present": "Receipt", "style": "sheet" } ] } }
            """
        }
        let free = try Self.bothEngines(spec(receipt: "{}"))
        #expect(!free.contains { $0.ruleID == "navigation-trap" })
        let again = try Self.framesBeyondEnumeration(spec(receipt: #"{ "interactiveDismiss": false, "actions": [ { "open": "app://item", "label": "Again" } ] }"#))
        let traps = again.filter { $0.ruleID == "navigation-trap" }
        #expect(traps.map(\.subject) == ["Sheet", "Receipt"])
        #expect(traps.map { $0.trace.map(\.text) } == [["tap \"Compose\" (present sheet Sheet)"],
                                                      ["open app://item (deep link, route 'item')"]])
    }
}

extension FrameEngineTests {
    /// `removeLast(2)` in code is a crash wherever the path holds fewer entries: both engines
    /// find the shortest taps to it, and none where every way there pushes two.
    @Test func removeLastPastTheRootIsFoundByBothEngines() throws {
        func check(_ home: String, detail: String = #", { "push": "R", "label": "More" } ]"#) throws -> [String] {
            let text = """
                { "navlint": 1, "types": { "R": {} },
                  "root": { "stack": { "root": "Home" } },
                  "screens": {
                    "Home": { "destinations": [ { "for": "R", "screen": "Detail" } ], "actions": [ \(home) ] },
                    "Detail": { "actions": [ { "pop": 2, "via": "code", "label": "Done" }\(detail) } } }
                """
            let model = try #require(load(text).model)
            let frames = Self.findings(model, engine: .fastest)
            let enumerated = Self.findings(model, engine: .enumerate)
            #expect(frames.exploration.components.map(\.engine) == ["frames"])
            #expect(Self.summary(frames.findings) == Self.summary(enumerated.findings))
            return frames.findings.filter { $0.ruleID == "pop-past-root" }.map { $0.trace.map(\.text).joined(separator: " / ") }
        }
        #expect(try check(#"{ "push": "R", "label": "Open" }"#) == [#"tap "Open" (push R → Detail) / tap "Done" (pop 2)"#])
        // Two pushed at once, and no way to uncover the first: the path always holds two.
        #expect(try check(#"{ "push": ["R", "R"], "via": "code", "label": "Open two" }"#, detail: #" ], "backButton": "hidden""#) == [])
    }
}

extension FrameEngineTests {
    /// On a typed path only the stack root's destinations count (SwiftUI: "Only root-level
    /// navigation destinations are effective for a navigation stack with a homogeneous
    /// path."); on a NavigationPath a pushed screen's destinations count while it is on it.
    @Test func aTypedPathSeesOnlyItsRootsDestinations() throws {
        func check(path: String) throws -> [String] {
            let text = """
                { "navlint": 1, "types": { "Route": { "cases": ["a", "b"] } },
                  "root": { "stack": { "root": "Home", "path": { "binding": "path", "type": "\(path)" } } },
                  "screens": {
                    "Home": { "destinations": [ { "for": "Route", "cases": { "a": "A" } } ], "actions": [ { "push": "Route.a", "label": "A" } ] },
                    "A": { "destinations": [ { "for": "Route", "cases": { "b": "B" } } ], "actions": [ { "push": "Route.b", "label": "B" } ] },
                    "B": {} } }
                """
            let model = try #require(load(text).model, "\(load(text).problems.map(\.message))")
            let frames = Self.findings(model, engine: .fastest)
            let enumerated = Self.findings(model, engine: .enumerate)
            #expect(Self.summary(frames.findings) == Self.summary(enumerated.findings))
            return frames.findings.map(\.ruleID)
        }
        #expect(try check(path: "[Route]") == ["destination-on-pushed-screen", "unreachable-destination", "missing-destination", "unreachable-screen"])
        #expect(try check(path: "NavigationPath") == ["destination-on-pushed-screen"])
    }
}

extension FrameEngineTests {
    /// One random spec through both engines: nil when it falls back to the enumeration; else
    /// whether it was compared (the enumeration gave the same findings at two depths, within
    /// its budget), having expected the same findings and the same pushes taken.
    static func agreement(_ text: String, _ label: String) throws -> (compared: Bool, model: Model, enumerated: Exploration)? {
        let model = try #require(load(text).model, "\(label): \(load(text).problems.map(\.message))\n\(text)")
        let frames = findings(model, engine: .fastest, maxDepth: 3)
        guard frames.exploration.components.allSatisfy({ $0.engine == "frames" }) else { return nil }
        // Smaller budgets in the everyday run: a spec whose states explode is skipped sooner.
        let shallower = findings(model, engine: .enumerate, maxDepth: 5, maxStates: ScaleShapeTests.slow ? 8_000 : 3_000)
        guard !shallower.exploration.truncated else { return (false, model, shallower.exploration) }
        let enumerated = findings(model, engine: .enumerate, maxDepth: 7, maxStates: ScaleShapeTests.slow ? nil : 12_000)
        guard !enumerated.exploration.truncated, summary(shallower.findings) == summary(enumerated.findings) else {
            return (false, model, enumerated.exploration)
        }
        #expect(summary(frames.findings) == summary(enumerated.findings), "\(label)\n\(text)")
        // The pushes taken and what they showed (the graph's edges) too.
        #expect(frames.exploration.actionTargets == enumerated.exploration.actionTargets, "\(label)\n\(text)")
        return (true, model, enumerated.exploration)
    }
}

extension FrameEngineTests {
    /// A spec the frame graph takes: its findings, having expected the enumeration's, traces included.
    static func bothEngines(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> [Finding] {
        try compared(text, cut: false, sourceLocation: sourceLocation)
    }

    /// The frame graph's findings where the enumeration cannot finish (chains or pushes that
    /// repeat without end): the same as the enumeration's within its maxDepth, where it cut paths.
    static func framesBeyondEnumeration(_ text: String, maxDepth: Int = 8, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> [Finding] {
        try compared(text, cut: true, maxDepth: maxDepth, sourceLocation: sourceLocation)
    }

    private static func compared(_ text: String, cut: Bool, maxDepth: Int = 8, sourceLocation: Testing.SourceLocation) throws -> [Finding] {
        let model = try #require(load(text).model, "\(load(text).problems.map(\.message))", sourceLocation: sourceLocation)
        let frames = findings(model, engine: .fastest)
        #expect(frames.exploration.components.map(\.engine) == ["frames"], "\(frames.exploration.statistics.map(\.fallback))",
                sourceLocation: sourceLocation)
        let enumeration = findings(model, engine: .enumerate, maxDepth: maxDepth)
        if cut { #expect(enumeration.exploration.statistics.contains { $0.depthCuts > 0 }, sourceLocation: sourceLocation) }
        func described(_ findings: [Finding]) -> [String] { findings.map { "\($0.ruleID) \($0.subject) \($0.message) \($0.trace.map(\.text))" } }
        #expect(described(frames.findings) == described(enumeration.findings.filter { !cut || $0.ruleID != "exploration-truncated" }),
                sourceLocation: sourceLocation)
        return frames.findings
    }
}

extension FrameEngineTests {
    /// A deep link pushes an item and presents a receipt over it; the receipt's URL dismisses it
    /// and pushes onto that item, which the user never saw: Back shows it (and what it presents),
    /// so those screens are reached, through the deep link alone. The enumeration agrees but for
    /// a trap on the receipt at its depth cut (the links opened again and again until no push
    /// fits): Back leads home from any depth.
    @Test func aURLInADeepLinksSheetPushesOverWhatTheLinkPushed() throws {
        let model = try #require(load("""
            { "navlint": 1, "types": { "Item": {}, "Other": {} },
              "root": { "stack": { "id": "main", "root": "Home" } },
              "screens": {
                "Home": { "destinations": [ { "for": "Item", "screen": "Detail" }, { "for": "Other", "screen": "Other" } ] },
                "Receipt": { "interactiveDismiss": false, "actions": [ { "open": "app://other", "label": "Again" } ] },
                "Detail": { "actions": [ { "present": "Share", "style": "sheet", "label": "Share" } ] },
                "Share": {},
                "Other": {} },
              "deepLinks": { "schemes": ["app"], "routes": [
                { "id": "item", "pattern": "item", "stack": "main", "push": ["Item"], "dismissModals": true,
                  "present": "Receipt", "style": "sheet" },
                { "id": "other", "pattern": "other", "stack": "main", "push": ["Other"], "dismissModals": true } ] } }
            """).model)
        let frames = Self.findings(model, engine: .fastest)
        #expect(frames.exploration.components.map(\.engine) == ["frames"])
        let findings = frames.findings
        let enumerated = Self.findings(model, engine: .enumerate).findings
        #expect(enumerated.filter { $0.ruleID == "navigation-trap" }.map(\.subject) == ["Receipt"])
        #expect(Self.summary(findings) == Self.summary(enumerated.filter { !["navigation-trap", "exploration-truncated"].contains($0.ruleID) }))
        let only = findings.filter { $0.ruleID == "deep-link-only-screen" }
        #expect(only.map(\.subject) == ["Receipt", "Detail", "Share", "Other"])
        #expect(only[1].trace.map(\.text) == ["open app://item (deep link, route 'item')", "tap \"Again\" (open app://other)",
                                              "tap Back (leave \"Other\")"])
        #expect(!findings.contains { $0.ruleID == "unreachable-screen" })
    }
}

extension FrameEngineTests {
    /// The receipt's URL presents the receipt again over one more item the user never saw, and
    /// a `pop 2` makes each such item count: judging whether the receipt can be left must not
    /// judge the next receipt, and the next, without end (it overflowed the stack). A pushdown
    /// the nodes do not keep: the enumeration runs, and finds the trap.
    @Test func aDeepLinksReceiptThatPresentsItselfAgainOverUnseenItemsEnds() throws {
        let model = try #require(load("""
            { "navlint": 1, "types": { "Item": {} },
              "root": { "stack": { "id": "main", "root": "Home" } },
              "screens": {
                "Home": { "destinations": [ { "for": "Item", "screen": "Detail" } ] },
                "Receipt": { "interactiveDismiss": false, "actions": [ { "open": "app://item", "label": "Again" } ] },
                "Detail": { "actions": [ { "pop": 2, "label": "Close both" } ] } },
              "deepLinks": { "schemes": ["app"], "routes": [
                { "id": "item", "pattern": "item", "stack": "main", "push": ["Item"], "dismissModals": true,
                  "present": "Receipt", "style": "sheet" } ] } }
            """).model)
        let found = Self.findings(model, engine: .fastest)
        #expect(found.findings.filter { $0.ruleID == "navigation-trap" }.map(\.subject) == ["Receipt"])
    }
}
