/// The app's name for a scene item: unique within a scene, so taps, events and updates can refer to it.
public struct SceneItemID: Hashable, Comparable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The identifier as the app wrote it.
    public let rawValue: String

    /// Wraps a string identifier.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Lets tests and specs write ids as string literals.
    public init(stringLiteral value: String) { rawValue = value }

    /// Orders ids by their strings, for stable listings.
    public static func < (lhs: SceneItemID, rhs: SceneItemID) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The raw identifier.
    public var description: String { rawValue }
}
