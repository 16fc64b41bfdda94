/// The corner or edge of the content area a map's logo sits against.
public enum LogoAlignment: String, Hashable, Sendable, Codable, CaseIterable {
    /// Bottom left, where every SDK here puts it by default.
    case leftBottom
    /// Bottom right.
    case rightBottom
    /// Top left.
    case leftTop
    /// Top right.
    case rightTop
    /// Centred along the bottom edge.
    case centerBottom
}

/// Where the logo sits and whether it answers taps.
///
/// The logo can be moved or made inert but never hidden: map providers' terms require it on screen, so
/// MapCompat offers no switch to remove it.
public struct LogoPlacement: Hashable, Sendable {
    /// The corner or edge it sits against.
    public var alignment: LogoAlignment
    /// Its distance from the content area's edges, in points; only the sides it touches matter.
    public var margin: EdgeInsets
    /// Whether a tap on it asks for the legal notice; an inert logo lets taps through to the map.
    public var isTappable: Bool

    /// Creates a placement; by default bottom left, no margin, tappable.
    public init(alignment: LogoAlignment = .leftBottom, margin: EdgeInsets = .zero, isTappable: Bool = true) {
        self.alignment = alignment
        self.margin = margin
        self.isTappable = isTappable
    }

    /// Throws unless every margin is finite and not negative (a negative margin would push the logo off
    /// screen, which it must never be).
    func validated() throws(MapCompatError) -> LogoPlacement {
        let sides = [
            ("logo.margin.top", margin.top), ("logo.margin.left", margin.left),
            ("logo.margin.bottom", margin.bottom), ("logo.margin.right", margin.right),
        ]
        for (field, value) in sides {
            guard try MapCompatError.finite(value, field) >= 0 else {
                throw MapCompatError(.outOfRange, field: field, "\(value) is negative")
            }
        }
        return self
    }
}
