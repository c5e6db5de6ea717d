/// The validated spec as an immutable graph: references resolved to indices, containers
/// given ids, every element still pointing at its spec location. Built only from a spec
/// with no `invalid-spec` problem, so graph code never meets a dangling reference.
public struct Model: Sendable {
    public let file: SourceFile
    public let app: String?
    public let types: [NavType]
    public let screens: [Screen]
    public let containers: [Container]
    public let root: Node
    /// Where the spec's `root` value is.
    public let rootRange: SourceRange
    public let deepLinks: DeepLinks
    /// The deep-link router, its patterns compiled once.
    public let router: DeepLinkRouter

    let typeIndex: [String: Int]
    let screenIndex: [String: Int]
    let containerIndex: [String: Int]

    public func type(named name: String) -> Int? { typeIndex[name] }
    public func screen(named name: String) -> Int? { screenIndex[name] }
    public func container(withID id: String) -> Int? { containerIndex[id] }
}

/// A content slot resolved: a screen, or a container in `Model.containers`.
public enum Node: Hashable, Sendable {
    case screen(Int)
    case container(Int)
}

/// Where a container sits, so rules can walk outwards from it.
public enum Placement: Hashable, Sendable {
    case appRoot
    case inContainer(Int)
    case embeddedIn(screen: Int)
    case presented(screen: Int, action: Int)
    case destination(screen: Int, index: Int)
    case routePresent(route: Int)
}

public struct NavType: Sendable {
    public let name: String
    public let hashable: Bool
    public let codable: Bool
    public let kind: TypeKind
    public let range: SourceRange
    /// An enum of destinations: its cases, each a type of its own (`Enum.case`).
    public var cases: [Int] = []
    /// A case: the enum it belongs to.
    public var enumType: Int? = nil
    /// The state of a `navigationDestination(isPresented:)` / `(item:)` (named `$name`):
    /// setting it pushes the destination's screen; it is no path value.
    public var binding: BindingKind? = nil
}

public struct Container: Sendable {
    public enum Kind: Sendable {
        case stack(root: Node, path: PathDecl?)
        case tabs(selectionBound: Bool, style: TabViewStyle?, tabs: [Tab])
        /// Columns in order: sidebar, content (when three columns), detail.
        case split(columns: [Node], names: [String])
        case navigationView(style: NavigationViewStyle, root: Node)
        /// One case shows at a time: the first at launch; `select` (app) or the launch
        /// environment chooses another, shown at its own launch state.
        case switcher(by: SwitchKind, cases: [Tab])
        /// A split-view column showing `content` once an earlier column chose a value of
        /// `type`, and `placeholder` (or nothing) before.
        case selection(type: Int, content: Node, placeholder: Node?)
    }
    public let id: String
    public let kind: Kind
    public let placement: Placement
    public let range: SourceRange
    public let ignore: Set<String>
    /// Whether the spec gave the id (`"id"`); otherwise it was made from where the container
    /// sits (`Home.actions.0.stack`), which says nothing to people reading a trace.
    public var idWritten = true

    public var children: [Node] {
        switch kind {
        case .stack(let root, _): [root]
        case .tabs(_, _, let tabs): tabs.map(\.content)
        case .split(let columns, _): columns
        case .navigationView(_, let root): [root]
        case .switcher(_, let cases): cases.map(\.content)
        case .selection(_, let content, let placeholder): [content] + (placeholder.map { [$0] } ?? [])
        }
    }

    /// Whether it is a switch: content chosen by app state or the environment, one case at a time.
    public var isSwitch: Bool {
        if case .switcher = kind { true } else { false }
    }

    /// What `select` chooses among: a TabView's tabs or a switch's cases.
    public var choices: [Tab]? {
        switch kind {
        case .tabs(_, _, let tabs): tabs
        case .switcher(_, let cases): cases
        default: nil
        }
    }

    /// The SwiftUI view, as a trace or a drawing names it.
    public var viewName: String {
        switch kind {
        case .stack: "NavigationStack"
        case .tabs: "TabView"
        case .split: "NavigationSplitView"
        case .navigationView: "NavigationView"
        case .switcher: "switch"
        case .selection: "selection"
        }
    }

    public var kindName: String {
        switch kind {
        case .stack: "stack"
        case .tabs: "tabs"
        case .split: "split"
        case .navigationView: "navigationView"
        case .switcher: "switch"
        case .selection: "selection"
        }
    }
}

public struct Tab: Sendable {
    public let id: String
    public let title: String?
    public let isSearch: Bool
    public let section: String?
    public let content: Node
    public let range: SourceRange
    public let ignore: Set<String>

    public var displayName: String { title ?? id }
}

public struct Screen: Sendable {
    public let id: String
    public let title: String?
    public let destinations: [Destination]
    public let actions: [Action]
    public let embeds: Node?
    public let backButtonHidden: Bool
    public let interactiveDismiss: Bool
    public let nameRange: SourceRange
    public let range: SourceRange
    public let ignore: Set<String>

    public var displayName: String { title ?? id }
}

public struct Destination: Sendable {
    public let type: Int
    public let target: Node
    public let enclosing: [EnclosingView]
    /// Where the type (or, in `cases`, the case) is written; shared by the cases of a
    /// destination that maps every case of an enum to one screen.
    public let typeRange: SourceRange
    public let range: SourceRange
    public let ignore: Set<String>
    /// The destination set it comes from, if any: its ranges are in the set.
    public let set: String?
    /// The type as written at `typeRange`: the enum, for a destination that maps all its cases to one screen.
    public let written: Int
}

public struct Action: Sendable {
    public enum Kind: Sendable {
        case push(types: [Int])
        case pushView(screen: Int)
        case present(Node, style: PresentStyle)
        /// The TabView container and the tab's index in it.
        case select(tabs: Int, tab: Int)
        case pop(Int)
        case popToRoot
        case dismiss
        case open(url: String)
    }
    public let kind: Kind
    public let label: String?
    public let enclosing: [EnclosingView]
    public let wrappedInButton: Bool
    public let wrappedInRange: SourceRange?
    public let actor: ActorKind
    public let actorRange: SourceRange?
    public let trigger: Trigger
    public let via: PushVia
    /// The verb key, and the verb's value (`"push": ↓"Recipe"`).
    public let verbRange: SourceRange
    public let valueRange: SourceRange
    /// For a push, the range of each pushed type name.
    public let typeRanges: [SourceRange]
    public let range: SourceRange
    public let ignore: Set<String>
    /// A button of an alert or confirmation dialog this screen presents: the presenting
    /// action's index. The button closes the dialog and acts here (on this screen's stack),
    /// so it is this screen's action, taken as one event with the tap that raised the dialog.
    public var dialog: Int? = nil
    /// The stack the action acts on when it names one (`"stack"`), not the nearest.
    public var stack: Int? = nil
    /// The presentation the action's screen is in closes in the same event (`"dismisses"`).
    public var dismisses = false
}

public struct Route: Sendable {
    public let id: String
    public let idRange: SourceRange
    public let pattern: String
    public let patternRange: SourceRange
    /// The TabView container and tab index named by `tab`.
    public let tab: (tabs: Int, tab: Int)?
    public let tabRange: SourceRange?
    public let stack: Int?
    public let stackRange: SourceRange?
    public let dismissModals: Bool
    public let popToRoot: Bool
    public let push: [Int]
    public let pushRanges: [SourceRange]
    public let present: (node: Node, style: PresentStyle)?
    public let range: SourceRange
    public let ignore: Set<String>
    /// `"tab": "selected"`: the route acts on the stack of whichever tab is selected.
    public var onSelectedTab = false
}

public struct DeepLinkExample: Sendable {
    public enum Expectation: Sendable {
        case none
        case unhandled
        case result(route: Int?, tab: (tabs: Int, tab: Int)?, screens: [Int]?)
    }
    public let url: String
    public let urlRange: SourceRange
    public let expect: Expectation
    public let expectRange: SourceRange?
    public let range: SourceRange
}

public struct DeepLinks: Sendable {
    public let schemes: [String]
    public let hosts: [String]
    public let routes: [Route]
    public let examples: [DeepLinkExample]
}
