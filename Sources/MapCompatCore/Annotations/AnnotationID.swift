/// The app's name for an annotation: unique on a map, so selection, drag events and programmatic calls can
/// refer to it. Events carry it as its raw string.
public struct AnnotationID: Hashable, Comparable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The identifier as the app wrote it.
    public let rawValue: String

    /// Wraps a string identifier.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Lets tests and adapters write ids as string literals.
    public init(stringLiteral value: String) { rawValue = value }

    /// Orders ids by their strings, for stable listings.
    public static func < (lhs: AnnotationID, rhs: AnnotationID) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The raw identifier.
    public var description: String { rawValue }
}
