import Testing
@testable import NavLintKit

/// A split view whose columns are each a stack (a chat app's sidebar and detail): one pane a
/// column on the frame graph, whose results are the enumeration's.
@Suite struct SplitStacksFrameTests {
    @Test func randomSplitViewsOfStacksAgreeWithEnumeration() throws {
        var stacked = 0
        var crossed = 0
        var gated = 0
        let seeds = ScaleShapeTests.slow ? UInt64(1)...500 : UInt64(1)...10
        // Switched: the split view may be a case of the app's root switch (a login gate's).
        let cases = seeds.flatMap { [($0, false, false), ($0, true, false), ($0, false, true)] }
        let run = try FrameEngineTests.randomAgreement(cases, label: { "seed \($0.0) coupled \($0.1) switched \($0.2)" },
                                                       make: { randomFrameSpec(seed: $0.0, coupled: $0.1, switched: $0.2, stacked: true) }) { element, text, result in
            guard text.contains(#"c1", "root""#) else { return }
            stacked += 1
            if element.2, text.contains(#""content": { "split""#) { gated += 1 }
            // A root's push into another column's stack was taken.
            if result.enumerated.actionTargets.contains(where: { text.contains(#"c1", "root": "\#(result.model.screens[$0.action.screen].id)""#) }) {
                crossed += 1
            }
        }
        print("split views of stacks on frames: \(run.framed) of \(3 * seeds.count) random specs, \(run.compared) compared (\(stacked) with such a split view, \(crossed) pushing from a column's root, \(gated) a switch's case)")
        #expect(run.compared * 10 >= seeds.count * 8, "\(run.compared)")
        #expect(stacked * 10 >= seeds.count * 3, "\(stacked)")
    }

    /// A chat app: the sidebar's stack pushes a chat's settings, the detail's stack a thread;
    /// each column's root acts in its own stack from any configuration of the other.
    @Test func aSidebarAndADetailStackRunOnFrames() throws {
        let findings = try FrameEngineTests.bothEngines("""
            { "navlint": 1, "types": { "Chat": {}, "Message": {} },
              "root": { "split": { "sidebar": { "stack": { "id": "side", "root": "Chats" } },
                                   "detail": { "stack": { "id": "detail", "root": "Welcome" } } } },
              "screens": {
                "Chats": { "destinations": [ { "for": "Chat", "screen": "ChatSettings" } ],
                           "actions": [ { "push": "Chat", "label": "Settings" }, { "present": "Compose", "style": "sheet", "label": "New" } ] },
                "ChatSettings": { "actions": [ { "present": "Locked", "style": "fullScreenCover", "label": "Lock" } ] },
                "Locked": {}, "Compose": {},
                "Welcome": { "destinations": [ { "for": "Message", "screen": "Thread" } ], "actions": [ { "push": "Message", "label": "Latest" } ] },
                "Thread": { "actions": [ { "push": "Message", "label": "Reply" }, { "push": "Chat", "label": "Missing" } ] } },
              "deepLinks": { "schemes": ["chat"], "routes": [
                { "id": "thread", "pattern": "thread", "stack": "detail", "push": ["Message"] },
                { "id": "settings", "pattern": "settings", "stack": "side", "popToRoot": true, "push": ["Chat"] } ] } }
            """)
        #expect(findings.map { "\($0.ruleID) \($0.subject)" } == [
            "navigation-trap Locked", "missing-destination Thread.actions[Missing]:Chat", "deep-link-hidden-by-modal route:thread",
            "deep-link-state-dependent route:thread", "deep-link-hidden-by-modal route:settings"])
        let trap = try #require(findings.first)
        #expect(trap.trace.map(\.text) == [#"tap "Settings" (push Chat → ChatSettings)"#, #"tap "Lock" (present fullScreenCover Locked)"#])
        let missing = try #require(findings.first { $0.ruleID == "missing-destination" })
        #expect(missing.trace.map(\.text) == [#"tap "Latest" (push Message → Thread)"#, #"tap "Missing" (push Chat)"#])
    }

    /// A trap in the sidebar's stack (a page whose back button is hidden): the user is stuck on
    /// that page, whatever the detail column shows, and the finding names it with the one tap
    /// into it. Before, both engines named the detail's top, and a detail that had pushed a
    /// thread gave a second trap "on Thread".
    @Test func aTrapInTheSidebarNamesTheSidebarsScreen() throws {
        let findings = try FrameEngineTests.bothEngines("""
            { "navlint": 1, "types": { "Page": {}, "Message": {} },
              "root": { "split": { "sidebar": { "stack": { "id": "side", "root": "Chats" } },
                                   "detail": { "stack": { "id": "detail", "root": "Welcome" } } } },
              "screens": {
                "Chats": { "destinations": [ { "for": "Page", "screen": "Terms" } ], "actions": [ { "push": "Page", "label": "Terms" } ] },
                "Terms": { "backButton": "hidden" },
                "Welcome": { "destinations": [ { "for": "Message", "screen": "Thread" } ], "actions": [ { "push": "Message", "label": "Latest" } ] },
                "Thread": {} } }
            """)
        #expect(findings.map { "\($0.ruleID) \($0.subject)" } == ["navigation-trap Terms"])
        let trap = try #require(findings.first)
        #expect(trap.message.contains("its back button is hidden"))
        #expect(trap.trace.map(\.text) == [#"tap "Terms" (push Page → Terms)"#])
    }

    /// The same trap entered by a deep link into the sidebar's stack: the link changes that
    /// column alone, so the trap names its top, as a tap there would (it fell back before, a
    /// step into a column before the last from outside it).
    @Test func aDeepLinkIntoTheSidebarsTrapNamesTheSidebarsScreen() throws {
        let findings = try FrameEngineTests.bothEngines("""
            { "navlint": 1, "types": { "Page": {}, "Message": {} },
              "root": { "split": { "sidebar": { "stack": { "id": "side", "root": "Chats" } },
                                   "detail": { "stack": { "id": "detail", "root": "Welcome" } } } },
              "screens": {
                "Chats": { "destinations": [ { "for": "Page", "screen": "Terms" } ] },
                "Terms": { "backButton": "hidden" },
                "Welcome": { "destinations": [ { "for": "Message", "screen": "Thread" } ], "actions": [ { "push": "Message", "label": "Latest" } ] },
                "Thread": {} },
              "deepLinks": { "schemes": ["chat"], "routes": [ { "id": "terms", "pattern": "terms", "stack": "side", "popToRoot": true, "push": ["Page"] } ] } }
            """)
        #expect(findings.map { "\($0.ruleID) \($0.subject)" } == ["deep-link-only-screen Terms", "navigation-trap Terms"])
        #expect(findings.last?.trace.map(\.text) == ["open chat://terms (deep link, route 'terms')"])
    }

    /// Behind a login gate: the signed-in case is the split view, a pane a column.
    @Test func aSplitViewOfStacksInASwitchCaseRunsOnFrames() throws {
        let findings = try FrameEngineTests.bothEngines("""
            { "navlint": 1, "types": { "Chat": {}, "Message": {} },
              "root": { "switch": { "by": "app", "cases": [
                { "id": "out", "content": "Login" },
                { "id": "in", "content": { "split": { "sidebar": { "stack": { "id": "side", "root": "Chats" } },
                                                      "detail": { "stack": { "id": "detail", "root": "Welcome" } } } } } ] } },
              "screens": {
                "Login": { "actions": [ { "select": "in", "label": "Sign in" } ] },
                "Chats": { "destinations": [ { "for": "Chat", "screen": "ChatSettings" } ], "actions": [ { "push": "Chat", "label": "Settings" } ] },
                "ChatSettings": {},
                "Welcome": { "destinations": [ { "for": "Message", "screen": "Thread" } ], "actions": [ { "push": "Message", "label": "Latest" } ] },
                "Thread": { "backButton": "hidden" } },
              "deepLinks": { "schemes": ["chat"], "routes": [
                { "id": "thread", "pattern": "thread", "stack": "detail", "popToRoot": true, "push": ["Message"] } ] } }
            """)
        let trap = try #require(findings.first { $0.ruleID == "navigation-trap" })
        #expect(trap.subject == "Thread")
        #expect(trap.trace.map(\.text) == [#"tap "Sign in" (show "in")"#, #"tap "Latest" (push Message → Thread)"#])
    }

    /// An iPad mail app: the Mail tab is a split view of stacks (mailboxes, reader), the Search
    /// tab a stack whose results open URLs into either column of the Mail tab, which couples
    /// the tabs (explored as one). The reader's attachment is a cover with no way out, reached
    /// only through the reader's route: a step into the reader column's pane from launch.
    @Test func aSplitViewOfStacksInATabOfTabsExploredAsOneRunsOnFrames() throws {
        let text = """
            { "navlint": 1, "types": { "Mailbox": {}, "Message": {}, "Query": {} },
              "root": { "tabs": { "selection": "binding", "items": [
                { "id": "mail", "content": { "split": { "sidebar": { "stack": { "id": "boxes", "root": "Mailboxes" } },
                                                        "detail": { "stack": { "id": "reader", "root": "NoSelection" } } } } },
                { "id": "search", "content": { "stack": { "id": "find", "root": "Search" } } } ] } },
              "screens": {
                "Mailboxes": { "destinations": [ { "for": "Mailbox", "screen": "MailboxList" } ], "actions": [ { "push": "Mailbox", "label": "Inbox" } ] },
                "MailboxList": { "actions": [ { "push": "Message", "label": "Open" } ] },
                "NoSelection": { "destinations": [ { "for": "Message", "screen": "MessageView" } ] },
                "MessageView": { "actions": [ { "present": "Attachment", "style": "fullScreenCover", "label": "Attachment" } ] },
                "Attachment": {},
                "Search": { "destinations": [ { "for": "Query", "screen": "Results" } ], "actions": [ { "push": "Query", "label": "Find" } ] },
                "Results": { "actions": [ { "open": "mail://message", "label": "Show in Mail" }, { "open": "mail://box", "label": "Show mailbox" } ] } },
              "deepLinks": { "schemes": ["mail"], "routes": [
                { "id": "message", "pattern": "message", "tab": "mail", "stack": "reader", "popToRoot": true, "push": ["Message"] },
                { "id": "box", "pattern": "box", "tab": "mail", "stack": "boxes", "popToRoot": true, "push": ["Mailbox", "Message"] } ] } }
            """
        let model = try #require(load(text).model)
        // One component: the tabs are explored as one.
        #expect(FrameEngineTests.findings(model, engine: .fastest).exploration.components.map(\.engine) == ["frames"])
        let findings = try FrameEngineTests.bothEngines(text)
        #expect(findings.map { "\($0.ruleID) \($0.subject)" } == [
            "missing-destination MailboxList.actions[Open]:Message", "navigation-trap Attachment", "deep-link-hidden-by-modal route:message",
            "deep-link-hidden-by-modal route:box", "broken-deep-link route:box:Message"])
        let trap = try #require(findings.first { $0.ruleID == "navigation-trap" })
        #expect(trap.trace.map(\.text) == ["open mail://message (deep link, route 'message')", #"tap "Attachment" (present fullScreenCover Attachment)"#])
    }

    /// A sheet of two stacks that cannot be swiped away: the detail's pushed screen closes it,
    /// which frees the sidebar's entries too (the columns share the sheet). The sidebar's page
    /// hides its back button, so the sidebar can get stuck there while the detail shows
    /// anything: whether the user is trapped then depends on what the detail shows, which a
    /// frame (the detail at its root) does not keep. That is enumerated.
    @Test func aColumnThatClosesTheSheetIsEnumerated() throws {
        let model = try #require(load("""
            { "navlint": 1, "types": { "Item": {}, "Page": {} },
              "root": { "stack": { "root": "Home" } },
              "screens": {
                "Home": { "actions": [ { "present": { "split": { "sidebar": { "stack": { "root": "Side" } },
                                                                 "detail": { "stack": { "root": "Main" } } } },
                                         "style": "sheet", "label": "Browse" } ] },
                "Side": { "destinations": [ { "for": "Page", "screen": "Page" } ], "actions": [ { "push": "Page", "label": "Page" } ] },
                "Page": { "backButton": "hidden" },
                "Main": { "interactiveDismiss": false, "destinations": [ { "for": "Item", "screen": "Item" } ],
                          "actions": [ { "push": "Item", "label": "Item" } ] },
                "Item": { "actions": [ { "dismiss": true, "label": "Close" } ] } } }
            """).model)
        let run = FrameEngineTests.findings(model, engine: .fastest)
        #expect(run.exploration.statistics.map(\.fallback) == [
            "a split view of stacks whose screens can remove more than their own column's entries, and a column that cannot pop all of its own"])
        #expect(!run.findings.contains { $0.ruleID == "navigation-trap" })
    }

    /// A full-screen cover of two stacks whose sidebar pages show their back buttons: every
    /// configuration gets back to both columns' roots, so each is free or trapped as those are,
    /// and the detail's "Close" counts from any of them. It runs on frames. Without "Close",
    /// the user is trapped from the moment the cover is up, and the finding says so with the
    /// one tap that opens it.
    @Test func aColumnThatClosesTheSheetRunsOnFramesWhenEveryColumnCanGoBack() throws {
        func spec(closes: Bool) -> String {
            """
            { "navlint": 1, "types": { "Item": {}, "Page": {} },
              "root": { "stack": { "root": "Home" } },
              "screens": {
                "Home": { "actions": [ { "present": { "split": { "sidebar": { "stack": { "root": "Side" } },
                                                                 "detail": { "stack": { "root": "Main" } } } },
                                         "style": "fullScreenCover", "label": "Browse" } ] },
                "Side": { "destinations": [ { "for": "Page", "screen": "Page" } ], "actions": [ { "push": "Page", "label": "Page" } ] },
                "Page": { "actions": [ { "push": "Page", "label": "More" } ] },
                "Main": { "destinations": [ { "for": "Item", "screen": "Item" } ],
                          "actions": [ { "push": "Item", "label": "Item" } ] },
                "Item": { "actions": [ \(closes ? #"{ "dismiss": true, "label": "Close" }"# : "") ] } } }
            """
        }
        #expect(try FrameEngineTests.bothEngines(spec(closes: true)).isEmpty)
        let findings = try FrameEngineTests.bothEngines(spec(closes: false))
        #expect(findings.map { "\($0.ruleID) \($0.subject)" } == ["navigation-trap Main"])
        #expect(findings.first?.trace.map(\.text) == [#"tap "Browse" (present fullScreenCover NavigationSplitView(Side))"#])
    }

    /// The same chat app written in SwiftUI: a NavigationStack in each column of the
    /// NavigationSplitView. Read by the Swift front end, it runs on frames and reports the trap.
    @Test func aSwiftUIChatAppWithAStackInEachColumnRunsOnFrames() throws {
        let text = """
        import SwiftUI
        struct Chat: Hashable { let id: Int }
        struct Message: Hashable { let id: Int }
        @main struct ChatApp: App { var body: some Scene { WindowGroup { ChatsSplit() } } }
        struct ChatsSplit: View {
            var body: some View {
                NavigationSplitView {
                    NavigationStack {
                        ChatList().navigationDestination(for: Chat.self) { chat in ChatSettings(chat: chat) }
                    }
                } detail: {
                    NavigationStack {
                        WelcomeView().navigationDestination(for: Message.self) { message in ThreadView(message: message) }
                    }
                }
            }
        }
        struct ChatList: View {
            var body: some View { List { NavigationLink("Settings", value: Chat(id: 1)) } }
        }
        struct ChatSettings: View {
            let chat: Chat
            @State private var locked = false
            var body: some View {
                Button("Lock") { locked = true }.fullScreenCover(isPresented: $locked) { LockedView() }
            }
        }
        struct LockedView: View { var body: some View { Text("Locked") } }
        struct WelcomeView: View { var body: some View { NavigationLink("Latest", value: Message(id: 1)) } }
        struct ThreadView: View {
            let message: Message
            var body: some View { NavigationLink("Reply", value: Message(id: message.id + 1)) }
        }
        """
        let set = SourceSet(files: [SourceFile(path: "Chat/App.swift", text: text)], path: "Chat")
        let result = Check.run(sources: set)
        let analysis = try #require(result.analysis)
        #expect(analysis.exploration.statistics.map { $0.engine } == ["frames"])
        let trap = try #require(result.findings.first { $0.ruleID == "navigation-trap" })
        #expect(trap.subject == "LockedView")
        #expect(trap.trace.map(\.text) == [#"tap "Settings" (push Chat → ChatSettings)"#, #"tap "Lock" (present fullScreenCover LockedView)"#])
    }

    /// A mail browser in a full-screen cover: a NavigationSplitView with a stack in each
    /// column, whose sidebar's "Done" dismisses the cover. Read from Swift, it runs on frames
    /// (every column pops all it pushes) with nothing to report; without "Done" the cover
    /// traps the user from the tap that opens it.
    @Test func aSwiftUISplitViewInACoverClosedFromTheSidebarRunsOnFrames() throws {
        func check(done: String) throws -> [Finding] {
            let text = #"""
            import SwiftUI

            struct Folder: Hashable { let name: String }
            struct Message: Hashable { let id: Int }

            @main struct MailApp: App { var body: some Scene { WindowGroup { HomeView() } } }

            struct HomeView: View {
                @State private var browsing = false
                var body: some View {
                    NavigationStack {
                        Button("Browse") { browsing = true }
                            .fullScreenCover(isPresented: $browsing) { LibraryBrowser() }
                    }
                }
            }

            struct LibraryBrowser: View {
                var body: some View {
                    NavigationSplitView {
                        NavigationStack {
                            FolderList().navigationDestination(for: Folder.self) { folder in FolderView(folder: folder) }
                        }
                    } detail: {
                        NavigationStack {
                            InboxView().navigationDestination(for: Message.self) { message in MessageView(message: message) }
                        }
                    }
                }
            }

            struct FolderList: View {
                @Environment(\.dismiss) private var dismiss
                var body: some View {
                    List { NavigationLink("Archive", value: Folder(name: "Archive")) }
                        \#(done)
                }
            }

            struct FolderView: View {
                let folder: Folder
                var body: some View { NavigationLink("Subfolder", value: Folder(name: folder.name + "/sub")) }
            }

            struct InboxView: View { var body: some View { NavigationLink("Latest", value: Message(id: 1)) } }

            struct MessageView: View {
                let message: Message
                var body: some View { NavigationLink("Reply", value: Message(id: message.id + 1)) }
            }
            """#
            let result = Check.run(sources: SourceSet(files: [SourceFile(path: "Mail/App.swift", text: text)], path: "Mail"))
            let analysis = try #require(result.analysis)
            #expect(analysis.exploration.statistics.map { $0.engine } == ["frames"])
            return result.findings
        }
        #expect(try check(done: #".toolbar { Button("Done") { dismiss() } }"#).isEmpty)
        let findings = try check(done: "")
        #expect(findings.map { "\($0.ruleID) \($0.subject)" } == ["navigation-trap InboxView"])
        #expect(findings.first?.trace.map(\.text) == [#"tap "Browse" (present fullScreenCover NavigationSplitView(FolderList))"#])
    }
}
