import Testing
@testable import NavLintKit

/// The frame graph on routes into a stack inside a modal (SPEC 6.6) agrees with the
/// enumeration of states: routes that present the modal first, and routes that act while it
/// is the top modal, opened from outside and in-app.
@Suite struct ModalStackFrameTests {
    @Test func randomSpecsWithRoutesIntoAModalsStackAgreeWithEnumeration() throws {
        var presenting = 0
        let seeds = ScaleShapeTests.slow ? UInt64(1)...600 : UInt64(1)...28
        let run = try FrameEngineTests.randomAgreement(seeds, label: { "seed \($0)" }, make: { randomFrameSpec(seed: $0, modalStack: true) }) { _, text, _ in
            if text.contains(#""stack": "ms", "present""#) { presenting += 1 }
        }
        print("routes into a modal's stack on frames: \(run.framed) of \(seeds.count) random specs, \(run.compared) compared (\(presenting) presenting the modal first)")
        #expect(run.compared * 10 >= seeds.count * 3, "\(run.compared)")
        #expect(presenting * 20 >= seeds.count, "\(presenting)")
    }

    /// A composer sheet with a stack of its own, and a picker sheet over it: a deep link into
    /// the composer's stack pushes the draft under the picker (hidden by it). The picker's
    /// only way out is "Done": then the composer shows the draft, whose own way out is a
    /// button the user never reaches in a composer at its root. `STUCK` is the draft's back button.
    static let composer = """
        { "navlint": 1, "types": { "Draft": {} },
          "root": { "stack": { "root": "Home" } },
          "screens": {
            "Home": { "actions": [ { "present": "Composer", "style": "sheet", "label": "Compose" } ] },
            "Composer": { "embeds": { "stack": { "id": "cs", "root": "Compose" } } },
            "Compose": { "destinations": [ { "for": "Draft", "screen": "Draft" } ],
                         "actions": [ { "present": "Picker", "style": "sheet", "label": "Pick" }, { "dismiss": true, "label": "Cancel" } ] },
            "Picker": { "actions": [ { "dismiss": true, "label": "Done" } ] },
            "Draft": { STUCK } },
          "deepLinks": { "schemes": ["app"], "routes": [ { "id": "draft", "pattern": "draft", "stack": "cs", "push": ["Draft"] } ] } }
        """

    @Test func aDeepLinkIntoTheStackUnderTheTopModalChangesItThere() throws {
        let free = try FrameEngineTests.bothEngines(Self.composer.replacingOccurrences(of: "STUCK", with: ""))
        #expect(free.filter { $0.ruleID == "deep-link-hidden-by-modal" }.map { $0.trace.map(\.text) } == [
            [#"tap "Compose" (present sheet Composer)"#, #"tap "Pick" (present sheet Picker)"#, "open app://draft (deep link, route 'draft')"],
        ])
        #expect(!free.contains { $0.ruleID == "navigation-trap" })
        // With the draft's back button hidden and swipe-down off, it is a trap either way in.
        let stuck = try FrameEngineTests.bothEngines(Self.composer.replacingOccurrences(
            of: "STUCK", with: #""backButton": "hidden""#).replacingOccurrences(of: #""embeds": { "stack": { "id": "cs""#,
                                                                              with: #""interactiveDismiss": false, "embeds": { "stack": { "id": "cs""#))
        #expect(stuck.contains { $0.ruleID == "navigation-trap" && $0.subject == "Draft" })
    }

    /// "Reply" on Home is an in-app URL whose route presents the composer and pushes the
    /// draft in its stack; "Reply" in the Settings sheet opens a route that dismisses it first.
    /// `STUCK` is the draft's back button; the composer has no swipe-down.
    static let reply = """
        { "navlint": 1, "types": { "Draft": {} },
          "root": { "stack": { "root": "Home" } },
          "screens": {
            "Home": { "actions": [ { "open": "app://reply", "label": "Reply" }, { "present": "Settings", "style": "sheet", "label": "Settings" } ] },
            "Settings": { "actions": [ { "open": "app://answer", "label": "Reply" } ] },
            "Composer": { "interactiveDismiss": false, "embeds": { "stack": { "id": "cs", "root": "Compose" } } },
            "Compose": { "destinations": [ { "for": "Draft", "screen": "Draft" } ], "actions": [ { "dismiss": true, "label": "Cancel" } ] },
            "Draft": { STUCK } },
          "deepLinks": { "schemes": ["app"], "routes": [
            { "id": "reply", "pattern": "reply", "stack": "cs", "present": "Composer", "style": "sheet", "push": ["Draft"] },
            { "id": "answer", "pattern": "answer", "stack": "cs", "present": "Composer", "style": "sheet", "push": ["Draft"],
              "dismissModals": true } ] } }
        """

    @Test func anInAppURLPresentsTheModalAndPushesInItsStack() throws {
        let free = try FrameEngineTests.bothEngines(Self.reply.replacingOccurrences(of: "STUCK", with: ""))
        #expect(!free.contains { $0.ruleID == "navigation-trap" })
        // Without its back button the draft can never be left: each Reply is a way in, Home's the shorter.
        let stuck = try FrameEngineTests.bothEngines(Self.reply.replacingOccurrences(of: "STUCK", with: #""backButton": "hidden""#))
        #expect(stuck.filter { $0.ruleID == "navigation-trap" }.map { "\($0.subject) \($0.trace.map(\.text))" } == [
            #"Draft ["tap \"Reply\" (open app://reply)"]"#,
        ])
    }
}
