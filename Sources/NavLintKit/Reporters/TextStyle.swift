/// How text output is decorated: plain, or ANSI colour on a terminal. Reporters call it
/// instead of testing a colour flag themselves.
public struct TextStyle: Sendable {
    let severity: @Sendable (Severity, String) -> String
    let bold: @Sendable (String) -> String
    let caret: @Sendable (String) -> String

    public static let plain = TextStyle(severity: { $1 }, bold: { $0 }, caret: { $0 })

    public static let ansi = TextStyle(
        severity: { severity, text in
            let code = switch severity {
            case .error: "1;31"
            case .warning: "1;35"
            case .note: "1;36"
            }
            return "\u{1B}[\(code)m\(text)\u{1B}[0m"
        },
        bold: { "\u{1B}[1m\($0)\u{1B}[0m" },
        caret: { "\u{1B}[1;32m\($0)\u{1B}[0m" })
}
