/// URL → route, as an app's onOpenURL handler would see it: for a custom scheme the host
/// is the first segment (`myapp://category/desserts` matches `category/desserts`), as
/// URLComponents gives it; for an https link on a listed host, the path alone. Query and
/// fragment are ignored; segments are percent-decoded after splitting, so `%2F` stays
/// inside its segment. Routes are tried in order and the first match wins.
///
/// Patterns are compiled once into a trie of segments, so matching a URL costs its
/// segments (and the patterns that fit them), not the number of routes.
public struct DeepLinkRouter: Sendable {
    public let deepLinks: DeepLinks
    private let index: RouteIndex
    /// For each route, a URL it handles: the first example the router sends to it, else
    /// one made from its pattern (nil when no URL reaches it: it is shadowed).
    public let sampleURLs: [String?]

    public init(_ deepLinks: DeepLinks) {
        self.deepLinks = deepLinks
        index = RouteIndex(deepLinks.routes.map { Self.patternSegments($0.pattern) })
        var samples = [String?](repeating: nil, count: deepLinks.routes.count)
        var fromExamples = Array(repeating: false, count: samples.count)
        let partial = DeepLinkRouter(deepLinks, index: index)
        for example in deepLinks.examples {
            if case .route(let r, _, _) = partial.match(example.url), !fromExamples[r] {
                samples[r] = example.url
                fromExamples[r] = true
            }
        }
        for r in samples.indices where samples[r] == nil { samples[r] = partial.madeURL(r) }
        sampleURLs = samples
    }

    private init(_ deepLinks: DeepLinks, index: RouteIndex) {
        self.deepLinks = deepLinks
        self.index = index
        sampleURLs = []
    }

    /// A URL of route `r`'s shape with each parameter filled by a number (the next one
    /// when an earlier route takes it), which the router sends to `r`.
    private func madeURL(_ r: Int) -> String? {
        let parts = Self.patternSegments(deepLinks.routes[r].pattern)
        for attempt in 0..<4 {
            let filled = parts.map { part in
                Self.isParameter(part) ? String(attempt + 1) : part
            }
            let path = filled.joined(separator: "/")
            let url: String
            if let scheme = deepLinks.schemes.first { url = "\(scheme)://\(path)" }
            else if let host = deepLinks.hosts.first { url = "https://\(host)/\(path)" }
            else { url = "app://\(path)" }
            if case .route(r, _, _) = match(url) { return url }
        }
        return nil
    }

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
        if let r = index.routes(matching: decoded).first,
           let parameters = Self.match(pattern: deepLinks.routes[r].pattern, segments: decoded) {
            return .route(r, matched: decoded.joined(separator: "/"), parameters: parameters)
        }
        return .unhandled("no route matches '\(decoded.joined(separator: "/"))'")
    }

    /// Every route whose pattern matches these (decoded) segments, in route order.
    func routes(matching segments: [String]) -> [Int] { index.routes(matching: segments) }

    /// The first route before `r` that matches every URL route `r` matches.
    func shadowing(_ r: Int) -> Int? {
        index.routes(generalizing: Self.patternSegments(deepLinks.routes[r].pattern)).first { $0 < r }
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

}

/// Route patterns as a trie: one level per segment, literal children by text and one
/// child for any parameter. A trie node is reached by one path, so a lookup visits each
/// node at most once, and only nodes whose segments fit the query.
final class RouteIndex: Sendable {
    private struct Node {
        var literal: [String: Int] = [:]
        var parameter: Int?
        var routes: [Int] = []
    }
    private let nodes: [Node]

    init(_ patterns: [[String]]) {
        var nodes = [Node()]
        for (r, parts) in patterns.enumerated() {
            var at = 0
            for part in parts {
                let parameter = DeepLinkRouter.isParameter(part)
                if let next = parameter ? nodes[at].parameter : nodes[at].literal[part] {
                    at = next
                    continue
                }
                nodes.append(Node())
                if parameter { nodes[at].parameter = nodes.count - 1 } else { nodes[at].literal[part] = nodes.count - 1 }
                at = nodes.count - 1
            }
            nodes[at].routes.append(r)
        }
        self.nodes = nodes
    }

    /// Routes matching concrete segments: a literal matches itself, a parameter any non-empty segment.
    func routes(matching segments: [String]) -> [Int] {
        collect(segments) { node, segment in
            [node.literal[segment], segment.isEmpty ? nil : node.parameter].compactMap { $0 }
        }
    }

    /// Routes whose pattern matches every URL `pattern` matches.
    func routes(generalizing pattern: [String]) -> [Int] {
        collect(pattern) { node, part in
            DeepLinkRouter.isParameter(part) ? [node.parameter].compactMap { $0 } : [node.literal[part], node.parameter].compactMap { $0 }
        }
    }

    private func collect(_ segments: [String], _ next: (Node, String) -> [Int]) -> [Int] {
        var found: [Int] = []
        var pending = [(node: 0, depth: 0)]
        while let (node, depth) = pending.popLast() {
            if depth == segments.count {
                found += nodes[node].routes
                continue
            }
            for child in next(nodes[node], segments[depth]) { pending.append((child, depth + 1)) }
        }
        return found.sorted()
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
