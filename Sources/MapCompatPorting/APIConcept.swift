/// One neutral concept of the API map and how each style spells it.
///
/// A spelling is a template: Swift tokens in which `$name` stands for an expression carried over unchanged
/// (a placeholder whose name starts with `zoom` is converted between the styles' zoom scales). The porter
/// matches the source style's template and writes the target style's with the same placeholders. A style with
/// no spelling has a gap instead: why the concept cannot be expressed there and what to do.
public struct APIConcept: Hashable, Sendable {
    /// What kind of API member a concept is.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// The adapter module.
        case module
        /// A type name.
        case type
        /// A property read or written.
        case property
        /// A whole statement (a property set to a given value, a call).
        case statement
        /// A method or initializer call.
        case method
        /// A delegate method an app implements.
        case delegateMethod = "delegate method"
        /// A constant or an enum case.
        case value
    }

    /// The neutral name, dotted (`gestures.tilt.disable`).
    public var id: String
    /// What kind of member it is.
    public var kind: Kind
    /// What the concept does, in the neutral model's words.
    public var summary: String
    /// The template per style that can express it.
    public var spellings: [PortingStyle: APISpelling]
    /// Why a style cannot express it, and what to do instead; one per style without a spelling.
    public var gaps: [PortingStyle: String]
    /// The profile differences (``ProfileDifference/key``) that change how the concept behaves.
    public var differences: [String]
    /// The adapter declarations that express the concept, per style; a style with a gap may still list
    /// members when its counterpart must be written by hand.
    public var members: [PortingStyle: [APIMember]]

    /// Creates a concept.
    public init(
        _ id: String, _ kind: Kind, _ summary: String, spellings: [PortingStyle: APISpelling],
        gaps: [PortingStyle: String] = [:], differences: [String] = [], members: [PortingStyle: [APIMember]] = [:]
    ) {
        self.id = id
        self.kind = kind
        self.summary = summary
        self.spellings = spellings
        self.gaps = gaps
        self.differences = differences
        self.members = members
    }

    /// How `style` spells the concept: the map's own spelling, or the one the style's description gives.
    public func spelling(in style: PortingStyle) -> APISpelling? {
        spellings[style] ?? style.spellings[id]
    }

    /// Why `style` cannot express the concept: the map's own reason, or the one the style's description gives.
    public func gap(in style: PortingStyle) -> String? {
        gaps[style] ?? style.gaps[id]
    }

    /// The spelling the porter writes when porting to `style`, or `nil` when the style has a gap there.
    public func writtenSpelling(_ style: PortingStyle) -> APISpelling? {
        spelling(in: style).flatMap { $0.isWritten ? $0 : nil }
    }

    /// Whether every built-in style can express the concept.
    public var isTotal: Bool { PortingStyle.allCases.allSatisfy { spelling(in: $0) != nil } }
}

/// How one style spells a concept.
public struct APISpelling: Hashable, Sendable {
    /// The template, with `$name` placeholders.
    public var template: String
    /// Set when code ported to this spelling behaves differently in a way the reviewer must check.
    public var review: String?
    /// Whether the porter looks for the template in source code; `false` when its names are too common to
    /// find without types (it is still written when porting to this style).
    public var isSearched: Bool
    /// Whether the porter writes the template when porting to this style; `false` when it needs a receiver a
    /// port never has (NAVER's control switches are on `NMFNaverMapView`, while ports make an `NMFMapView`): the
    /// concept is then a gap of the style as a target, and the template is only read in its source code.
    public var isWritten: Bool

    /// Creates a spelling.
    public init(_ template: String, review: String? = nil, isSearched: Bool = true, isWritten: Bool = true) {
        self.template = template
        self.review = review
        self.isSearched = isSearched
        self.isWritten = isWritten
    }
}

extension APISpelling: ExpressibleByStringLiteral {
    /// A spelling that needs no review.
    public init(stringLiteral value: String) {
        self.init(value)
    }
}
