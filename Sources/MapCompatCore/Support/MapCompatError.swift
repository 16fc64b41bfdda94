/// An error thrown for input that MapCompat cannot accept: it names the field and says what is wrong with it.
///
/// The type is a struct with an open set of ``Code`` values, so new kinds of failure can be added without
/// breaking code that switches over existing ones.
public struct MapCompatError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The kind of failure.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// A stable, machine-readable name for the failure.
        public let name: String

        /// Creates a code with the given name.
        public init(_ name: String) { self.name = name }

        /// A number was NaN or infinite.
        public static let nonFinite = Code("nonFinite")
        /// A number lay outside the range the field accepts.
        public static let outOfRange = Code("outOfRange")
        /// Two values that must be ordered were not (for example a minimum above its maximum).
        public static let invalidOrder = Code("invalidOrder")
        /// Time was asked to run backwards.
        public static let timeWentBackwards = Code("timeWentBackwards")
        /// A sequence of touches was inconsistent (an id ended without beginning, or began twice).
        public static let invalidTouchSequence = Code("invalidTouchSequence")
        /// More simultaneous touches than a screen reports.
        public static let tooManyTouches = Code("tooManyTouches")
        /// A state machine was asked for a transition it does not allow.
        public static let illegalTransition = Code("illegalTransition")
        /// An iterative computation did not converge.
        public static let didNotConverge = Code("didNotConverge")
        /// An identifier was unknown or already in use.
        public static let invalidIdentifier = Code("invalidIdentifier")
        /// A combination of values that cannot be used together.
        public static let conflict = Code("conflict")

        /// The code's name.
        public var description: String { name }
    }

    /// The kind of failure.
    public let code: Code
    /// The name of the offending field or argument, as the caller wrote it (for example `camera.zoom`).
    public let field: String
    /// What is wrong, in words meant for a person.
    public let message: String

    /// Creates an error for a field.
    public init(_ code: Code, field: String, _ message: String) {
        self.code = code
        self.field = field
        self.message = message
    }

    /// `field: message`.
    public var description: String { "\(field): \(message)" }
}

extension MapCompatError {
    /// Returns `value` when it is finite, and throws a ``Code/nonFinite`` error naming `field` otherwise.
    @inlinable
    public static func finite(_ value: Double, _ field: String) throws(MapCompatError) -> Double {
        guard value.isFinite else { throw MapCompatError(.nonFinite, field: field, "\(value) is not a finite number") }
        return value
    }

    /// Returns `value` when it is finite and within `range`, and throws naming `field` otherwise.
    @inlinable
    public static func within(
        _ range: ClosedRange<Double>, _ value: Double, _ field: String
    ) throws(MapCompatError) -> Double {
        let value = try finite(value, field)
        guard range.contains(value) else {
            throw MapCompatError(
                .outOfRange, field: field,
                "\(value) is outside \(range.lowerBound)...\(range.upperBound)")
        }
        return value
    }
}
