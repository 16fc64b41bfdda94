/// Every number and rule of hit testing on which the vendors differ, as data: an adapter picks a value, the
/// core applies it. Sources are the vendors' public documentation and source code, with their CONFIRMED
/// (documented or read in the source) or INFERRED status.
public struct HitTestRules: Hashable, Sendable {
    /// Which hit gets the tap when several are under the finger.
    public enum Winner: Hashable, Sendable {
        /// The one drawn on top (global z, then z, then insertion): NAVER, route-me.
        case frontmost
        /// The one whose position is nearest the tapped position, in degrees (MapLibre iOS); ties go to
        /// the one drawn on top.
        case nearest
    }

    /// How the tolerance grows the tap into an area.
    public enum ToleranceShape: Hashable, Sendable {
        /// A disc of radius ``HitTestRules/tolerance`` (NAVER's "within that radius").
        case round
        /// A square of half-side ``HitTestRules/tolerance`` (MapLibre's 10 × 10 hit rect). Applies to
        /// markers and symbols; shapes always use the disc.
        case square
    }

    /// How far, in points, a tap may miss an item and still hit it.
    public let tolerance: Double
    /// The area the tolerance makes of a tap.
    public let toleranceShape: ToleranceShape
    /// Which hit wins.
    public let winner: Winner
    /// Whether tapping again where the candidates are the same moves to the next candidate (MapLibre).
    public let cyclesOnRepeatedTaps: Bool
    /// Whether markers rank above every other kind of item, whatever their draw order, as Google's Maps SDK
    /// draws them ("markers are always drawn above tile layers and other non-marker overlays regardless of
    /// zIndex", `GMSOverlay.zIndex`,
    /// https://developers.google.com/maps/documentation/ios-sdk/reference/objc/Classes/GMSOverlay).
    public var markersAboveShapes = false

    /// Creates a set of rules.
    ///
    /// - Throws: ``MapCompatError`` naming `tolerance` when it is not finite or negative.
    public init(
        tolerance: Double, toleranceShape: ToleranceShape = .round, winner: Winner = .frontmost,
        cyclesOnRepeatedTaps: Bool = false
    ) throws(MapCompatError) {
        let tolerance = try MapCompatError.finite(tolerance, "tolerance")
        guard tolerance >= 0 else { throw MapCompatError(.outOfRange, field: "tolerance", "\(tolerance) is negative") }
        self.init(
            unchecked: tolerance, shape: toleranceShape, winner: winner, cycles: cyclesOnRepeatedTaps)
    }

    private init(unchecked tolerance: Double, shape: ToleranceShape, winner: Winner, cycles: Bool) {
        self.tolerance = tolerance
        toleranceShape = shape
        self.winner = winner
        cyclesOnRepeatedTaps = cycles
    }

    /// The neutral rules: frontmost wins, no cycling, tolerance 0.
    ///
    /// The spec format says nothing about tolerance, so the neutral value is the one every vendor honours at
    /// least: a tap hits what is drawn under it (route-me has no slop at all). A spec can then be read from
    /// its own geometry, and a vendor's slop stays a visible, opt-in difference. Frontmost follows NAVER,
    /// whose consume/propagate rules the neutral routing implements.
    public static let neutral = HitTestRules(unchecked: 0, shape: .round, winner: .frontmost, cycles: false)

    /// NAVER: `pickTolerance` default 2 pt, a radius (NAVER Map iOS SDK guide, CONFIRMED); only the
    /// top-most pickable gets the tap (INFERRED from the z rules and `pickAll` ordering).
    public static let naver = HitTestRules(unchecked: 2, shape: .round, winner: .frontmost, cycles: false)

    /// MapLibre iOS: the tap is a ±5 pt square (`MLNAnnotationImagePaddingForHitTest`), survivors sorted by
    /// distance in degrees from the tapped coordinate, and repeating a tap over the same candidates cycles
    /// through them (maplibre-native `platform/ios/src/MLNMapView.mm`, CONFIRMED).
    public static let mapLibre = HitTestRules(unchecked: 5, shape: .square, winner: .nearest, cycles: true)

    /// route-me (Mapbox iOS SDK legacy): a plain `CALayer` hit test, so no tolerance and the frontmost layer
    /// wins (route-me `RMMapView.m`: no slop CONFIRMED, frontmost INFERRED from CALayer semantics).
    public static let routeMe = HitTestRules(unchecked: 0, shape: .round, winner: .frontmost, cycles: false)
}
