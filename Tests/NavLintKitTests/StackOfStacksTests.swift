import Testing
@testable import NavLintKit

/// Stacks nested in content on another stack that something pushes onto (FrameNests): the
/// frame graph follows both paths as one, for paths of any length, and agrees with the
/// enumeration within its bound.
@Suite struct StackOfStacksTests {
    /// A feed whose posts are `NavigationStack`s of their own (a thread): comments and authors
    /// link to each other without end inside it; a profile pops two entries, and reports in a
    /// cover with no way out.
    static let thread = """
        { "navlint": 1, "types": { "Post": {}, "Profile": {}, "Comment": {} },
          "root": { "stack": { "id": "main", "root": "Feed" } },
          "screens": {
            "Feed": { "destinations": [{ "for": "Post", "screen": "PostDetail" }],
                      "actions": [{ "push": "Post", "label": "Open" }, { "present": "Compose", "style": "sheet", "label": "Compose" }] },
            "PostDetail": { "embeds": { "stack": { "id": "thread", "root": "Thread" } } },
            "Thread": { "destinations": [{ "for": "Comment", "screen": "CommentView" }, { "for": "Profile", "screen": "ProfileView" }],
                        "actions": [{ "push": "Comment", "label": "Comment" }, { "push": "Profile", "label": "Author" }] },
            "CommentView": { "actions": [{ "push": "Profile", "label": "Commenter" }, { "popToRoot": true, "label": "Top" }] },
            "ProfileView": { "actions": [{ "push": "Comment", "label": "Latest" }, { "pop": 2, "label": "Up2", "via": "code" },
                                         { "present": "Report", "style": "fullScreenCover", "label": "Report" }] },
            "Report": { "actions": [] },
            "Compose": { "actions": [{ "dismiss": true, "label": "Done" }] } } }
        """

    @Test func aThreadInsideAPushedPostIsFollowedOnFrames() throws {
        let findings = try FrameEngineTests.framesBeyondEnumeration(Self.thread)
        #expect(findings.map(\.ruleID) == ["nested-stack", "pop-past-root", "navigation-trap"])
        let open = #"tap "Open" (push Post → PostDetail)"#
        #expect(findings[1].subject == "ProfileView.actions[Up2]")
        #expect(findings[1].trace.map(\.text) == [open, #"tap "Author" (push Profile → ProfileView)"#, #"tap "Up2" (pop 2)"#])
        #expect(findings[2].subject == "Report")
        #expect(findings[2].trace.map(\.text) == [open, #"tap "Author" (push Profile → ProfileView)"#,
                                                  #"tap "Report" (present fullScreenCover Report)"#])
    }

    /// The post hides its back button: once it is open, Back inside the thread goes no further
    /// than the thread's root, and nothing leads home.
    @Test func aPostWithoutBackTrapsTheUserInItsThread() throws {
        let text = Self.thread.replacingOccurrences(of: #""PostDetail": { "embeds""#, with: #""PostDetail": { "backButton": "hidden", "embeds""#)
        let findings = try FrameEngineTests.framesBeyondEnumeration(text)
        let trap = try #require(findings.first { $0.ruleID == "navigation-trap" && $0.subject == "Thread" })
        #expect(trap.trace.map(\.text) == [#"tap "Open" (push Post → PostDetail)"#])
    }

    /// A stack whose root content holds the stack pushed onto: no Back leaves it, and its pops
    /// are its own.
    @Test func aStackAtTheOuterStacksRootIsFollowedOnFrames() throws {
        let text = """
            { "navlint": 1, "types": { "Item": {} },
              "root": { "stack": { "id": "outer", "root": "Shell" } },
              "screens": {
                "Shell": { "embeds": { "stack": { "id": "inner", "root": "List" } } },
                "List": { "destinations": [{ "for": "Item", "screen": "ItemView" }], "actions": [{ "push": "Item", "label": "Item" }] },
                "ItemView": { "actions": [{ "push": "Item", "label": "Related" }, { "pop": 3, "via": "code", "label": "Up3" }] } } }
            """
        let findings = try FrameEngineTests.framesBeyondEnumeration(text)
        #expect(findings.map(\.ruleID) == ["nested-stack", "pop-past-root"])
        #expect(findings[1].trace.count == 2)
    }

    /// A deep link that starts the feed over (and one that only presents) does the same over
    /// the thread as anywhere: the thread goes with the post that holds it.
    @Test func aDeepLinkThatStartsTheOuterStackOverLeavesTheNest() throws {
        let text = Self.thread.replacingOccurrences(of: #""Compose": { "actions": [{ "dismiss": true, "label": "Done" }] } } }"#,
            with: #""Compose": { "actions": [{ "dismiss": true, "label": "Done" }] } },"#
                + #" "deepLinks": { "schemes": ["app"], "routes": ["#
                + #"{ "id": "post", "pattern": "post", "stack": "main", "push": ["Post"], "popToRoot": true, "dismissModals": true },"#
                + #"{ "id": "compose", "pattern": "compose", "present": "Compose", "style": "sheet" }] } }"#)
        let findings = try FrameEngineTests.framesBeyondEnumeration(text)
        #expect(findings.map(\.ruleID) == ["nested-stack", "pop-past-root", "navigation-trap"])
    }

    /// The post's own "Next" pushes the next post onto the feed's stack, over the thread, and
    /// a profile's "Follow" names the feed's stack, which has no destination for profiles: both
    /// act on the outer stack from inside the nest (no pop removes more than one entry here).
    @Test func pushesOntoTheOuterStackFromInsideTheNestGoOverIt() throws {
        let text = Self.thread
            .replacingOccurrences(of: #""PostDetail": { "embeds""#, with: #""PostDetail": { "actions": [{ "push": "Post", "label": "Next" }], "embeds""#)
            .replacingOccurrences(of: #"{ "pop": 2, "label": "Up2", "via": "code" }"#, with: #"{ "push": "Profile", "stack": "main", "label": "Follow" }"#)
        // Within 5 the enumeration finishes; at 8 it stops at a million states and reports less.
        let findings = try FrameEngineTests.framesBeyondEnumeration(text, maxDepth: 5)
        #expect(findings.map(\.ruleID) == ["nested-stack", "missing-destination", "navigation-trap"])
        #expect(findings[1].subject == "ProfileView.actions[Follow]:Profile")
        #expect(findings[1].trace.map(\.text) == [#"tap "Open" (push Post → PostDetail)"#, #"tap "Author" (push Profile → ProfileView)"#,
                                                  #"tap "Follow" (push Profile)"#])
    }

    /// A shell stack around the app's tabs, each tab with a stack of its own (the feed's posts
    /// link on without end) or none (settings pushes onto the shell, and pops it to its root
    /// where it is at its root already): the tab bar moves between
    /// the tabs' stacks, what the shell pushes covers them until Back, and an account screen
    /// without Back whose delete cover has no way out traps the user.
    static let shell = """
        { "navlint": 1, "types": { "Post": {}, "Profile": {}, "Account": {}, "Query": {} },
          "root": { "stack": { "id": "shell", "root": "Tabs" } },
          "screens": {
            "Tabs": { "destinations": [{ "for": "Profile", "screen": "ProfileView" }, { "for": "Account", "screen": "AccountView" }],
                      "embeds": { "tabs": { "id": "tabs", "selection": "binding", "items": [
                        { "id": "home", "content": { "stack": { "id": "home", "root": "Feed" } } },
                        { "id": "search", "content": { "stack": { "id": "search", "root": "Search" } } },
                        { "id": "settings", "content": "Settings" } ] } } },
            "Feed": { "destinations": [{ "for": "Post", "screen": "PostView" }], "actions": [{ "push": "Post", "label": "Open" }] },
            "PostView": { "actions": [{ "push": "Post", "label": "Related" }, { "push": "Profile", "stack": "shell", "label": "Author" },
                                      { "pop": 1, "via": "code", "label": "Close" }] },
            "ProfileView": { "actions": [{ "select": "search", "label": "Find" }] },
            "Search": { "actions": [{ "push": "Query", "label": "Go" }] },
            "Settings": { "actions": [{ "push": "Account", "label": "Account" }, { "popToRoot": true, "label": "Top" }] },
            "AccountView": { "backButton": "hidden", "actions": [{ "present": "Delete", "style": "fullScreenCover", "label": "Delete" }] },
            "Delete": { "actions": [] } } }
        """

    @Test func aShellStackAroundTabsWithStacksOfTheirOwnIsFollowedOnFrames() throws {
        let findings = try FrameEngineTests.framesBeyondEnumeration(Self.shell)
        #expect(findings.map(\.ruleID) == ["shared-stack-across-tabs", "nested-stack", "nested-stack", "missing-destination", "pop-past-root",
                                           "navigation-trap"])
        // Settings shows only while the shell's path is empty: its pop to the root does nothing.
        #expect(findings[4].subject == "Settings.actions[Top]")
        let missing = try #require(findings.first { $0.ruleID == "missing-destination" })
        #expect(missing.subject == "Search.actions[Go]:Query")
        #expect(missing.trace.map(\.text) == [#"select tab "search""#, #"tap "Go" (push Query)"#])
        let trap = try #require(findings.first { $0.ruleID == "navigation-trap" })
        #expect(trap.subject == "AccountView")
        #expect(trap.trace.map(\.text) == [#"select tab "settings""#, #"tap "Account" (push Account → AccountView)"#])
    }

    /// A profile pushed onto the feed's stack shows a TabView whose tabs have stacks of their
    /// own (posts that reply to one another, likes): the tabs are nests of the pushed entry, the
    /// tab bar and a post's "Likes" move between them, and the likes tab, whose stack has no
    /// destination for a post, is reached in two taps from the profile.
    @Test func aPushedViewWithATabViewOfStacksIsFollowedOnFrames() throws {
        let text = """
            { "navlint": 1, "types": { "User": {}, "Post": {} },
              "root": { "stack": { "id": "main", "root": "Feed" } },
              "screens": {
                "Feed": { "destinations": [{ "for": "User", "screen": "Profile" }], "actions": [{ "push": "User", "label": "Author" }] },
                "Profile": { "embeds": { "tabs": { "id": "profileTabs", "selection": "binding", "items": [
                    { "id": "posts", "content": { "stack": { "id": "posts", "root": "Posts" } } },
                    { "id": "likes", "content": { "stack": { "id": "likes", "root": "Likes" } } } ] } } },
                "Posts": { "destinations": [{ "for": "Post", "screen": "PostView" }], "actions": [{ "push": "Post", "label": "Open" }] },
                "PostView": { "actions": [{ "push": "Post", "label": "Reply" }, { "select": "likes", "label": "Likes" }] },
                "Likes": { "actions": [{ "push": "Post", "label": "Liked" }] } } }
            """
        let findings = try FrameEngineTests.framesBeyondEnumeration(text)
        #expect(findings.map(\.ruleID) == ["shared-stack-across-tabs", "nested-stack", "nested-stack", "missing-destination"])
        #expect(findings[3].subject == "Likes.actions[Liked]:Post")
        #expect(findings[3].trace.map(\.text) == [#"tap "Author" (push User → Profile)"#, #"select tab "likes""#, #"tap "Liked" (push Post)"#])
    }

    /// What the graph does not follow yet is enumerated, and says why.
    @Test func nestsTheGraphDoesNotFollowAreEnumeratedWithAReason() throws {
        func fallback(_ text: String) throws -> [String?] {
            let model = try #require(load(text).model)
            return FrameEngineTests.findings(model, engine: .fastest, maxDepth: 3).exploration.statistics.map(\.fallback)
        }
        // The post's own screen pushes onto the feed's stack over the thread's path, where the
        // profile's pop of two entries could later cross it.
        let around = Self.thread.replacingOccurrences(of: #""PostDetail": { "embeds""#,
                                                      with: #""PostDetail": { "actions": [{ "push": "Post", "label": "Next" }], "embeds""#)
        #expect(try fallback(around) == ["a screen around a nested stack ('PostDetail') that acts on the stack outside it, where a pop of 2 entries could cross the nested path"])
        // A comment pops the feed's stack to its root by name, under the thread's path.
        let named = Self.thread.replacingOccurrences(of: #"{ "popToRoot": true, "label": "Top" }"#,
                                                     with: #"{ "popToRoot": true, "stack": "main", "label": "Top" }"#)
        #expect(try fallback(named) == ["an action inside a stack of stacks that acts on the outer stack ('main') by popping more than one entry or to its root"])
        // A deep link, which may land over the thread.
        let linked = Self.thread.replacingOccurrences(of: #""Compose": { "actions": [{ "dismiss": true, "label": "Done" }] } } }"#,
            with: #""Compose": { "actions": [{ "dismiss": true, "label": "Done" }] } },"#
                + #" "deepLinks": { "schemes": ["app"], "routes": [{ "id": "post", "pattern": "post", "stack": "main", "push": ["Post"] }] } }"#)
        #expect(try fallback(linked) == ["route 'post' pushes onto a stack under a nested stack's path"])
    }

    /// "outside": the entry around each nested stack keeps its pushes and pops, nests' screens
    /// name the outer stack, and no pop removes more than one entry: pushes onto the outer stack
    /// from inside a nest go over its path (FrameNests.outerAction). "tabs": the outer stack's
    /// root is a TabView whose tabs have stacks of their own (FrameNests.nestedTabs).
    @Test(arguments: ["inside", "outside", "tabs", "pushed tabs"])
    func randomStacksOfStacksAgreeWithEnumeration(shape: String) throws {
        let (outer, tabs, pushedTabs) = (shape == "outside", shape == "tabs", shape == "pushed tabs")
        var nested = 0
        // The TabView shapes enumerate slower: fewer seeds in the everyday run.
        let seeds = ScaleShapeTests.slow ? UInt64(1)...600 : UInt64(1)...(tabs || pushedTabs ? 20 : 40)
        let run = try FrameEngineTests.randomAgreement(seeds, label: { "seed \($0) \(shape)" },
                                                       make: { randomStackOfStacks(seed: $0, outer: outer, tabs: tabs, pushedTabs: pushedTabs) }) { _, _, result in
            // A stack of stacks the user reaches (and pushes onto, most of the time).
            if FrameEngineTests.findings(result.model, engine: .fastest).findings.contains(where: { $0.ruleID == "nested-stack" }) { nested += 1 }
        }
        print("stacks of stacks (\(shape)): \(run.framed) of \(seeds.count) random specs, \(run.compared) compared, \(nested) reach a nested stack")
        #expect(run.framed * 10 >= seeds.count * 7, "\(run.framed)")
        #expect(run.compared * 10 >= seeds.count * 5, "\(run.compared)")
        #expect(nested * 4 >= seeds.count, "\(nested)")
    }
}

/// A random app whose screens embed stacks of their own that their rows push onto: a root
/// stack (or one per tab, or one in a sheet), screens that link, pop, pop to the root, hide
/// their back button, present sheets and covers that close or not, and now and then what the
/// graph does not follow (a screen around a nested stack that pushes outside it, several values
/// pushed at once, an action naming the root's stack), actions naming a nest's own stack, and
/// deep links, opened in-app too, that mostly start the root's stack over. `outer`: the entry
/// around a nested stack keeps its pushes and pops, a nest's screens name the root's stack
/// more often, and pops remove one entry, from a stream of their own.
func randomStackOfStacks(seed: UInt64, outer: Bool = false, tabs: Bool = false, pushedTabs: Bool = false) -> String {
    var random = SplitMix(seed: seed &* 48_271 &+ (outer ? 83 : 71))
    let types = (0..<random.next(in: 1...3)).map { "T\($0)" }
    let count = random.next(in: 3...6)
    let names = (0..<count).map { "S\($0)" }
    let inner = (0..<count).map { "N\($0)" }
    func pick(_ list: [String]) -> String { list[random.next(in: 0...list.count - 1)] }
    // Deep links (opened in-app too), from a stream of their own.
    var linking = SplitMix(seed: seed &* 16_807 &+ 73)
    let routes = linking.chance(40) ? linking.next(in: 1...2) : 0
    // Actions that name a stack: the root's (under a nested path where a nest shows them), or a nest's own, from a stream of their own.
    var naming = SplitMix(seed: seed &* 69_621 &+ 79)
    let rootKind = tabs ? naming.next(in: 2...3) : naming.next(in: 0...3)
    func named(_ stack: String) -> String {
        naming.chance(70) ? #"{ "push": "\#(types[naming.next(in: 0...types.count - 1)])", "stack": "\#(stack)" }"# : #"{ "pop": 1, "stack": "\#(stack)" }"#
    }
    func actions(nested: Bool) -> [String] {
        var list: [String] = []
        for _ in 0..<random.next(in: 0...3) {
            switch random.next(in: 0...9) {
            case 0, 1, 2: list.append(#"{ "push": "\#(pick(types))" }"#)
            case 3: list.append(#"{ "pushView": "\#(pick(names))" }"#)
            case 4: list.append(#"{ "pop": \#(outer ? 1 : random.next(in: 1...2))\#(random.chance(50) ? #", "via": "code""# : "") }"#)
            case 5: list.append(#"{ "popToRoot": true }"#)
            case 6: list.append(#"{ "present": "\#(pick(names))", "style": "\#(random.chance(60) ? "sheet" : "fullScreenCover")" }"#)
            case 7: list.append(#"{ "dismiss": true }"#)
            case 9 where routes > 0 && random.chance(50): list.append(#"{ "open": "app://r\#(random.next(in: 0...routes - 1))" }"#)
            case 8 where random.chance(30) && !nested: list.append(#"{ "push": ["\#(pick(types))", "\#(pick(types))"] }"#)
            default: break
            }
        }
        return list
    }
    func destinations() -> String {
        (0..<random.next(in: 0...2)).map { _ in #"{ "for": "\#(pick(types))", "screen": "\#(pick(names))" }"# }.joined(separator: ", ")
    }
    var screens: [String] = []
    for k in 0..<count {
        var extra = ""
        if random.chance(15) { extra += #", "backButton": "hidden""# }
        if random.chance(20) { extra += #", "interactiveDismiss": false"# }
        // A screen that wraps a stack of its own: mostly without actions around it.
        var own = actions(nested: false)
        if rootKind >= 2, naming.chance(outer ? 30 : 8) { own.append(named("main")) }
        // With tabs, the tabs' stacks are the nests: a screen's own stack there would nest two deep.
        if random.chance(tabs ? 10 : 40) {
            if pushedTabs {
                // A TabView of stacks in the screen: its first tab's stack, and a second tab that is a stack or screens.
                let second = random.chance(60) ? #"{ "stack": { "id": "alt\#(k)", "root": "\#(inner[k])" } }"# : #""\#(inner[k])""#
                extra += #", "embeds": { "tabs": { "selection": "binding", "items": [{ "id": "t\#(k)a", "content": { "stack": { "id": "inner\#(k)", "root": "\#(inner[k])" } } }, { "id": "t\#(k)b", "content": \#(second) }] } }"#
            } else {
                extra += #", "embeds": { "stack": { "id": "inner\#(k)", "root": "\#(inner[k])" } }"#
            }
            if !outer, !random.chance(10) { own = own.filter { !$0.contains("push") && !$0.contains("pop") } }
            var innerActions = actions(nested: true)
            if naming.chance(20) { innerActions.append(named("inner\(k)")) }
            if pushedTabs, random.chance(30) { innerActions.append(#"{ "select": "t\#(k)\#(random.chance(50) ? "a" : "b")" }"#) }
            if outer, rootKind >= 2, naming.chance(25) { innerActions.append(named("main")) }
            let hidden = random.chance(15) ? #", "backButton": "hidden""# : ""
            screens.append(#""\#(inner[k])": { "destinations": [\#(destinations())], "actions": [\#(innerActions.joined(separator: ", "))]\#(hidden) }"#)
        }
        screens.append(#""\#(names[k])": { "destinations": [\#(destinations())], "actions": [\#(own.joined(separator: ", "))]\#(extra) }"#)
    }
    let root: String
    switch rootKind {
    case _ where tabs:
        // The main stack around a TabView whose tabs have stacks of their own, or show screens that push onto it.
        let items = (0..<random.next(in: 2...3)).map { t in
            let content = t > 0 && random.chance(30) ? #""\#(pick(names))""# : #"{ "stack": { "id": "stack\#(t)", "root": "\#(pick(names))" } }"#
            return #"{ "id": "tab\#(t)", "content": \#(content) }"#
        }
        screens.append(#""Frame": { "destinations": [\#(destinations())], "embeds": { "tabs": { "selection": "binding", "items": [\#(items.joined(separator: ", "))] } } }"#)
        root = #"{ "stack": { "id": "main", "root": "Frame" } }"#
    case 0:
        let items = (0..<2).map { t in #"{ "id": "tab\#(t)", "content": { "stack": { "id": "stack\#(t)", "root": "\#(pick(names))" } } }"# }
        root = #"{ "tabs": { "selection": "binding", "items": [\#(items.joined(separator: ", "))] } }"#
    case 1:
        screens.append(#""Home": { "actions": [{ "present": { "stack": { "id": "sheetStack", "root": "\#(pick(names))" } }, "style": "sheet" }] }"#)
        root = #""Home""#
    default:
        root = #"{ "stack": { "id": "main", "root": "\#(pick(names))" } }"#
    }
    let typeList = types.map { #""\#($0)": {}"# }.joined(separator: ", ")
    // Routes on the root's stack (or the first tab's, or none): mostly starting it over, now and then pushing on top.
    // Routes that act in a stack whose root is a TabView of stacks are enumerated: with tabs, only ones that present or dismiss.
    let stack = tabs ? nil : root.contains(#""id": "main""#) ? "main" : root.contains("stack0") ? "stack0" : nil
    var links: [String] = []
    for r in 0..<routes {
        var fields = [#""id": "r\#(r)", "pattern": "r\#(r)""#]
        if let stack, linking.chance(80) {
            fields.append(#""stack": "\#(stack)""#)
            if stack == "stack0" { fields.append(#""tab": "tab0""#) }
            fields.append(#""push": [\#(linking.chance(70) ? #""\#(types[linking.next(in: 0...types.count - 1)])""# : "")]"#)
            if linking.chance(75) { fields.append(#""popToRoot": true"#) }
        }
        if linking.chance(60) { fields.append(#""dismissModals": true"#) }
        if linking.chance(25) { fields.append(#""present": "\#(names[linking.next(in: 0...count - 1)])", "style": "sheet""#) }
        links.append("{ \(fields.joined(separator: ", ")) }")
    }
    let deepLinks = links.isEmpty ? "" : #", "deepLinks": { "schemes": ["app"], "routes": [\#(links.joined(separator: ", "))] }"#
    return #"{ "navlint": 1, "types": { \#(typeList) }, "root": \#(root), "screens": { \#(screens.joined(separator: ", ")) }\#(deepLinks) }"#
}
