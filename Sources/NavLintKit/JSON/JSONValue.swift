/// A JSON value with the source range it was read from.
public struct JSONValue: Sendable {
    public enum Kind: Sendable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([JSONValue])
        case object([JSONMember])
    }

    public var kind: Kind
    public var range: SourceRange

    /// How a value's type is named in messages ("expected a string, found an array").
    public var typeName: String {
        switch kind {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

public struct JSONMember: Sendable {
    public var key: String
    public var keyRange: SourceRange
    public var value: JSONValue
}

/// A problem found while reading JSON text, at a UTF-8 range.
public struct JSONProblem: Error, Sendable, Equatable {
    public var message: String
    public var range: SourceRange
}
