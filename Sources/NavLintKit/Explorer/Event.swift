/// An event of the state machine, kept compact; `EventText` renders it for traces.
public enum Event: Hashable, Sendable {
    /// A screen's action; for pushes, the content each pushed value resolved to.
    case action(ActionRef, targets: [Node])
    /// The system back button, leaving `from`.
    case back(from: Node)
    /// Tapping a tab in a visible tab bar.
    case selectTab(tabs: Int, tab: Int)
    /// Swiping down a sheet or popover.
    case swipeDismiss(Node, PresentStyle)
    /// Opening a URL that a deep-link route handles, from outside the app.
    case deepLink(route: Int)
}

/// What an event does, as seen from one level of the scene tree while walking up.
enum Outcome {
    /// The level's new scene.
    case scene(Scene)
    /// Something an enclosing level must carry out (the nearest stack takes a push).
    case request(Request)
    /// The event cannot happen as the spec says (no destination, no stack).
    case failure(Failure)
}

enum Request {
    case push(types: [Int], action: ActionRef)
    case pushView(screen: Int, action: ActionRef)
    /// `crashes`: the action of a `removeLast(n)` in code, which crashes on a shorter path.
    case pop(Int, crashes: ActionRef?)
    case popToRoot
    case present(Node, PresentStyle)
    case dismiss
    case select(tabs: Int, tab: Int)
    case open(String)
    indirect case at(stack: Int, Request)
}

public enum Failure: Hashable, Sendable {
    /// A pushed value of `type` matches no destination visible in the stack.
    case missingDestination(ActionRef, type: Int)
    /// A push from a screen that no stack encloses.
    case outsideStack(ActionRef)
    /// An in-app `open` of a URL that no route handles.
    case unhandledURL(ActionRef)
    /// `removeLast(n)` in code with fewer than n entries on the path: a crash.
    case popPastRoot(ActionRef)
    /// The push would make the path longer than maxDepth: cut, not an error.
    case depthCut
}

/// An event available in a state, and what it does.
struct Candidate {
    var event: Event
    var outcome: Outcome
}
