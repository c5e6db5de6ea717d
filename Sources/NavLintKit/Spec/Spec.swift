/// What the user wrote, as read from the spec file: may be invalid, every element located.
/// The Model (Model/) is built from it only when it is valid.
public struct Located<Value: Sendable>: Sendable {
    public var value: Value
    public var range: SourceRange
}

public typealias Ref = Located<String>

public struct Spec: Sendable {
    public var file: SourceFile
    public var app: String?
    public var types: [TypeDecl] = []
    public var root: Content?
    public var screens: [ScreenDecl] = []
    public var deepLinks: DeepLinksDecl?
    /// Destination lists declared once and used by name (`.withAppRouter()` on each stack root).
    public var destinationSets: [DestinationSetDecl] = []
}

public struct DestinationSetDecl: Sendable {
    public var name: Ref
    public var destinations: [DestinationDecl]
}

public enum TypeKind: String, Sendable, CaseIterable { case model, id, value }

public struct TypeDecl: Sendable {
    public var name: Ref
    public var hashable: Located<Bool>?
    public var codable: Located<Bool>?
    public var kind: Located<TypeKind>?
    /// An enum of destinations: each case is pushed as `Type.case`.
    public var cases: [Ref]?
    public var range: SourceRange
}

public struct Content: Sendable {
    public indirect enum Kind: Sendable {
        case screen(Ref)
        case stack(StackDecl)
        case tabs(TabsDecl)
        case split(SplitDecl)
        case navigationView(NavigationViewDecl)
        case switcher(SwitchDecl)
        case selection(SelectionDecl)
    }
    public var kind: Kind
    public var range: SourceRange
}

public enum PathStorage: String, Sendable, CaseIterable { case state, object, body }

public struct PathDecl: Sendable {
    public enum PathType: Sendable {
        case navigationPath
        case typed(Ref)
    }
    public var binding: Ref
    public var type: Located<PathType>
    public var storage: Located<PathStorage>?
    public var mainActor: Located<Bool>?
    public var restore: RestoreDecl?
    public var range: SourceRange
}

public enum RestoreMechanism: String, Sendable, CaseIterable { case sceneStorage, file, other }
public enum RestoreStores: String, Sendable, CaseIterable { case ids, models }
public enum DecodeErrorHandling: String, Sendable, CaseIterable { case crash, discard, partial }

public struct RestoreDecl: Sendable {
    public var with: Located<RestoreMechanism>
    public var stores: Located<RestoreStores>
    public var onDecodeError: Located<DecodeErrorHandling>
    public var range: SourceRange
}

public struct StackDecl: Sendable {
    public var id: Ref?
    public var root: Content?
    public var path: PathDecl?
    public var ignore: [Ref] = []
    public var range: SourceRange
}

public enum TabSelection: String, Sendable, CaseIterable { case binding, none }
/// `.tabViewStyle(...)`: a sidebar on iPad, or a pager (no tab bar; the user swipes between pages).
public enum TabViewStyle: String, Sendable, CaseIterable { case sidebarAdaptable, page }

public struct TabDecl: Sendable {
    public var id: Ref
    public var title: String?
    public var role: Located<String>?
    public var content: Content?
    public var section: String?
    public var ignore: [Ref] = []
    public var range: SourceRange
}

public struct TabsDecl: Sendable {
    public var id: Ref?
    public var selection: Located<TabSelection>?
    public var style: Located<TabViewStyle>?
    public var tabs: [TabDecl] = []
    public var ignore: [Ref] = []
    public var range: SourceRange
}

public struct SplitDecl: Sendable {
    public var id: Ref?
    public var sidebar: Content?
    public var content: Content?
    public var detail: Content?
    public var range: SourceRange
}

/// What decides which case of a `switch` shows: app state (`if loggedIn`), which actions
/// change with `select`, or the environment (size class, idiom, OS version), fixed at launch.
public enum SwitchKind: String, Sendable, CaseIterable { case app, environment }

/// Content that shows one of several cases (`if … else`, `switch appState`).
public struct SwitchDecl: Sendable {
    public var id: Ref?
    public var by: Located<SwitchKind>?
    public var cases: [TabDecl] = []
    public var range: SourceRange
}

/// A split-view column that shows what an earlier column chose (`List(selection:)`).
public struct SelectionDecl: Sendable {
    public var id: Ref?
    public var type: Ref
    public var content: Content?
    public var placeholder: Content?
    public var range: SourceRange
}

public enum NavigationViewStyle: String, Sendable, CaseIterable { case stack, columns }

public struct NavigationViewDecl: Sendable {
    public var id: Ref?
    public var style: Located<NavigationViewStyle>?
    public var root: Content?
    public var ignore: [Ref] = []
    public var range: SourceRange
}

/// A view that encloses a destination or link (`"List"`, or `{ "view": "MyGrid", "lazy": true }`).
public struct EnclosingView: Sendable {
    public var name: String
    public var lazy: Bool
    public var range: SourceRange

    public static let lazyContainers: Set<String> = [
        "List", "Table", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "OutlineGroup",
    ]
}

/// What `navigationDestination(isPresented:)` / `(item:)` is bound to.
public enum BindingKind: String, Sendable, CaseIterable { case isPresented, item }

public struct DestinationDecl: Sendable {
    /// The type (`for`), or the binding's name for a destination bound to state.
    public var type: Ref
    public var binding: BindingKind?
    /// One screen for the type (every case of an enum), or one per case (`cases`).
    public var target: Content?
    public var cases: [(name: Ref, target: Content?)]?
    public var enclosing: [EnclosingView] = []
    public var ignore: [Ref] = []
    public var range: SourceRange
}

/// An entry of a screen's `destinations`: a destination, or the name of a destination set.
public enum DestinationItem: Sendable {
    case destination(DestinationDecl)
    case set(Ref)
}

public enum PresentStyle: String, Sendable, CaseIterable {
    case sheet, fullScreenCover, popover, alert, confirmationDialog

    /// An alert or confirmation dialog: a screen of buttons, each of which closes it.
    public var isDialog: Bool { self == .alert || self == .confirmationDialog }
}
public enum PushVia: String, Sendable, CaseIterable { case link, code }
public enum ActorKind: String, Sendable, CaseIterable { case main, background }

/// Who performs an action: the user (a tap, the default) or the app by itself (state it
/// sets: a hidden `isActive:` link, a sheet raised when data arrives).
public enum Trigger: String, Sendable, CaseIterable { case user, app }

public struct ActionDecl: Sendable {
    public enum Verb: Sendable {
        case push([Ref])
        case pushView(Ref)
        case present(Content)
        case select(Ref)
        case pop(Located<Int>)
        case popToRoot
        case dismiss
        case open(Located<String>)
        /// Code sets the binding of a `navigationDestination(isPresented:)` or `(item:)`.
        case set(Ref)
    }
    public var verb: Verb
    public var verbRange: SourceRange
    public var valueRange: SourceRange
    public var label: String?
    public var enclosing: [EnclosingView] = []
    public var wrappedIn: Located<String>?
    public var actor: Located<ActorKind>?
    public var trigger: Located<Trigger>?
    public var via: Located<PushVia>?
    public var style: Located<PresentStyle>?
    /// The state a `sheet(item:)` is bound to (documentation: the present is the same).
    public var item: Ref?
    /// The stack a push, set, pop or popToRoot acts on, when not the nearest one (a router
    /// from the environment, a row in an inner stack setting state an outer stack observes).
    public var stack: Ref?
    /// The presentation the action's screen is in closes in the same event (`dismiss()` and
    /// `router.path.append(…)` in one closure).
    public var dismisses = false
    public var ignore: [Ref] = []
    public var range: SourceRange
}

public struct ScreenDecl: Sendable {
    public var name: Ref
    public var title: String?
    public var destinations: [DestinationItem] = []
    public var actions: [ActionDecl] = []
    public var embeds: Content?
    public var backButtonHidden: Bool = false
    public var interactiveDismiss: Bool = true
    public var ignore: [Ref] = []
    public var range: SourceRange
}

public struct RouteDecl: Sendable {
    public var id: Ref
    public var pattern: Located<String>
    public var tab: Ref?
    public var stack: Ref?
    public var dismissModals: Bool = false
    public var popToRoot: Bool = false
    public var push: [Ref] = []
    public var present: Content?
    public var style: Located<PresentStyle>?
    public var ignore: [Ref] = []
    public var range: SourceRange
}

public struct ExampleDecl: Sendable {
    public enum Expectation: Sendable {
        case unhandled
        case result(route: Ref?, tab: Ref?, screens: [Ref]?)
    }
    public var url: Located<String>
    public var expect: Located<Expectation>?
    public var range: SourceRange
}

public struct DeepLinksDecl: Sendable {
    public var schemes: [Located<String>] = []
    public var hosts: [Located<String>] = []
    public var routes: [RouteDecl] = []
    public var examples: [ExampleDecl] = []
    public var range: SourceRange
}
