/// Where the CLI writes, passed in so tests run the CLI without a process.
public final class Console: @unchecked Sendable {
    public let out: (String) -> Void
    public let err: (String) -> Void
    /// Colour is for people at a terminal: never when piped, never with NO_COLOR.
    public let colour: Bool

    public init(out: @escaping (String) -> Void, err: @escaping (String) -> Void, colour: Bool) {
        self.out = out
        self.err = err
        self.colour = colour
    }

    var style: TextStyle { colour ? .ansi : .plain }

    /// Colour only on a terminal; NO_COLOR (any value, per no-color.org) and TERM=dumb turn it off.
    public static func wantsColour(isTerminal: Bool, environment: [String: String]) -> Bool {
        isTerminal && environment["NO_COLOR"] == nil && environment["TERM"] != "dumb"
    }

    /// A console that keeps what is written, for tests.
    public final class Capture: @unchecked Sendable {
        public var out = ""
        public var err = ""
        public init() {}
        public var console: Console {
            Console(out: { self.out += $0 }, err: { self.err += $0 }, colour: false)
        }
    }
}

public enum ExitCode: Int32, Sendable {
    /// No finding at or above the fail-on level.
    case success = 0
    /// A finding at or above the fail-on level.
    case findings = 1
    /// A usage error, or a spec or config that cannot be read.
    case invalid = 2
}
