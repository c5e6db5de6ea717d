/// The dynamic state of one content node: what differs between navigation states. The
/// static structure (which containers, which screens) comes from the model, so a scene
/// stores only paths, tab selections and the scenes nested in them.
indirect enum Scene: Hashable, Sendable {
    /// A screen with nothing embedded.
    case leaf
    /// A screen whose `embeds` content has this scene.
    case screen(Scene)
    /// A stack (or navigation view): its path, and its root's scene.
    case stack(path: [Entry], root: Scene)
    case tabs(selected: Int, tabs: [Scene])
    case split(columns: [Scene])
}

/// One pushed entry: the value that was pushed and the content it resolved to.
struct Entry: Hashable, Sendable {
    enum Value: Hashable, Sendable {
        /// A value of a declared type, resolved through a destination of a screen.
        case typed(type: Int, destination: DestinationRef)
        /// A view-based link (`pushView`).
        case view
    }
    let value: Value
    let target: Node
    var scene: Scene

    var destination: DestinationRef? {
        if case .typed(_, let destination) = value { return destination }
        return nil
    }
}

/// A destination: the screen that declares it and its index there.
public struct DestinationRef: Hashable, Sendable, Comparable {
    public let screen: Int
    public let index: Int

    public static func < (a: DestinationRef, b: DestinationRef) -> Bool { (a.screen, a.index) < (b.screen, b.index) }
}

/// A screen's action, by index.
public struct ActionRef: Hashable, Sendable, Comparable {
    public let screen: Int
    public let action: Int

    public static func < (a: ActionRef, b: ActionRef) -> Bool { (a.screen, a.action) < (b.screen, b.action) }
}

/// A presented modal: what it shows, how, and the scene of its content.
struct Modal: Hashable, Sendable {
    let node: Node
    let style: PresentStyle
    var scene: Scene
}

/// A whole navigation state: the scene of the component's root and the modal chain.
struct NavState: Hashable, Sendable {
    var root: Scene
    var modals: [Modal]
}

/// A push an action made in some reachable state, and the content it resolved to.
public struct ActionTarget: Hashable, Sendable {
    public let action: ActionRef
    public let target: Node
}
