/// Where the CLI writes, passed in so tests run the CLI without a process.
public final class Console: @unchecked Sendable {
    public let out: (String) -> Void
    public let err: (String) -> Void
    /// Colour is for people at a terminal: never when piped, never with NO_COLOR.
    public let colour: Bool

    /// Draws a one-line progress report on standard error; nil when standard error is not
    /// a terminal or in CI, so logs and piped output never see it.
    public let progress: (@Sendable (ExplorationProgress) -> Void)?

    public init(out: @escaping (String) -> Void, err: @escaping (String) -> Void, colour: Bool,
                progress: (@Sendable (ExplorationProgress) -> Void)? = nil) {
        self.out = out
        self.err = err
        self.colour = colour
        self.progress = progress
    }

    /// The progress line's text: `\r`, the report, and an erase to the end of the line.
    public static func progressLine(_ p: ExplorationProgress) -> String {
        if p.finished { return "\r\u{1B}[K" }
        return "\rexploring \(p.component): \(p.states) states, \(Int(p.statesPerSecond)) states/s, depth \(p.depth)\u{1B}[K"
    }

    /// Whether to draw progress: only on a terminal, never in CI (where CI=true is set).
    public static func wantsProgress(stderrIsTerminal: Bool, environment: [String: String]) -> Bool {
        stderrIsTerminal && environment["CI"] == nil && environment["TERM"] != "dumb"
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
