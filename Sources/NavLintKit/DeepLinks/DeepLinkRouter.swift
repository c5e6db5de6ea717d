/// URL → route, as an app's onOpenURL handler would see it: for a custom scheme the host
/// is the first segment (`myapp://category/desserts` matches `category/desserts`), as
/// URLComponents gives it; for an https link on a listed host, the path alone. Query and
/// fragment are ignored; segments are percent-decoded after splitting, so `%2F` stays
/// inside its segment. Routes are tried in order and the first match wins.
public struct DeepLinkRouter: Sendable {
    public let deepLinks: DeepLinks

    public init(_ deepLinks: DeepLinks) { self.deepLinks = deepLinks }

    public enum Match: Equatable, Sendable {
        /// The first route that matches, the text it was matched against, and its parameters.
        case route(Int, matched: String, parameters: [String: String])
        /// No route matches; why, in words.
        case unhandled(String)
    }

    public func match(_ url: String) -> Match {
        guard let parsed = ParsedURL(url) else { return .unhandled("'\(url)' is not a URL (no scheme)") }
        let segments: [String]
        let scheme = parsed.scheme.lowercased()
        if scheme == "https" || scheme == "http" {
            guard deepLinks.hosts.contains(where: { $0.lowercased() == parsed.host.lowercased() }) else {
                let hosts = deepLinks.hosts.isEmpty ? "no hosts are declared" : "hosts: \(deepLinks.hosts.joined(separator: ", "))"
                return .unhandled("host '\(parsed.host)' is not one of the app's universal-link hosts (\(hosts))")
            }
            segments = parsed.pathSegments
        } else {
            guard deepLinks.schemes.isEmpty || deepLinks.schemes.contains(where: { $0.lowercased() == scheme }) else {
                return .unhandled("scheme '\(parsed.scheme)' is not one of the app's schemes (\(deepLinks.schemes.joined(separator: ", ")))")
            }
            segments = (parsed.host.isEmpty ? [] : [parsed.host]) + parsed.pathSegments
        }
        let decoded = segments.map(PercentDecoding.decode)
        for (r, route) in deepLinks.routes.enumerated() {
            if let parameters = Self.match(pattern: route.pattern, segments: decoded) {
                return .route(r, matched: decoded.joined(separator: "/"), parameters: parameters)
            }
        }
        return .unhandled("no route matches '\(decoded.joined(separator: "/"))'")
    }

    static func patternSegments(_ pattern: String) -> [String] {
        pattern.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    }

    static func isParameter(_ segment: String) -> Bool {
        segment.count > 2 && segment.hasPrefix("{") && segment.hasSuffix("}")
    }

    static func match(pattern: String, segments: [String]) -> [String: String]? {
        let parts = patternSegments(pattern)
        guard parts.count == segments.count else { return nil }
        var parameters: [String: String] = [:]
        for (part, segment) in zip(parts, segments) {
            if isParameter(part) {
                guard !segment.isEmpty else { return nil }
                parameters[String(part.dropFirst().dropLast())] = segment
            } else if part != segment {
                return nil
            }
        }
        return parameters
    }

    /// Whether every URL `later` matches is matched by `earlier` too.
    static func shadows(_ earlier: String, _ later: String) -> Bool {
        let a = patternSegments(earlier), b = patternSegments(later)
        guard a.count == b.count else { return false }
        return zip(a, b).allSatisfy { x, y in isParameter(x) || (!isParameter(y) && x == y) }
    }
}

/// The parts of a URL a router reads, split by hand so the result is the same everywhere.
struct ParsedURL {
    let scheme: String
    let host: String
    let pathSegments: [String]

    init?(_ text: String) {
        guard let colon = text.firstIndex(of: ":"), colon != text.startIndex,
              text[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || "+-.".contains($0) }) else { return nil }
        scheme = String(text[..<colon])
        var rest = text[text.index(after: colon)...]
        if let cut = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) { rest = rest[..<cut] }
        if rest.hasPrefix("//") {
            rest = rest.dropFirst(2)
            let end = rest.firstIndex(of: "/") ?? rest.endIndex
            var authority = rest[..<end]
            if let at = authority.lastIndex(of: "@") { authority = authority[authority.index(after: at)...] }
            if let port = authority.lastIndex(of: ":") { authority = authority[..<port] }
            host = String(authority)
            rest = rest[end...]
        } else {
            host = ""
        }
        pathSegments = rest.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    }
}

enum PercentDecoding {
    /// `%XX` escapes decoded as UTF-8; a malformed escape stays as written.
    static func decode(_ text: String) -> String {
        guard text.contains("%") else { return text }
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        var i = 0
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "%"), i + 2 < bytes.count, let high = hexValue(bytes[i + 1]), let low = hexValue(bytes[i + 2]) {
                out.append(high << 4 | low)
                i += 3
            } else {
                out.append(bytes[i])
                i += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func hexValue(_ b: UInt8) -> UInt8? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): b - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): b - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): b - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
