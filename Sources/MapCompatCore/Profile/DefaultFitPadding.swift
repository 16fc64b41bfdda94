/// The padding a "show these annotations" call without one leaves around them: on each axis a fraction of
/// the view's size, at most a number of points. MapLibre's `showAnnotations(_:animated:)` leaves a fifth of
/// the view's height above and below and a fifth of its width on either side, at most 100 points
/// (maplibre-native `platform/ios/src/MLNMapView.mm`, `showAnnotations:animated:`).
public struct DefaultFitPadding: Hashable, Sendable {
    /// The share of the view's size on each side, 0 or more.
    public var fractionOfSize: Double
    /// The largest padding in points on any side.
    public var maximum: Double

    /// Padding of `fractionOfSize` of the size, at most `maximum` points.
    public init(fractionOfSize: Double, maximum: Double) {
        self.fractionOfSize = fractionOfSize
        self.maximum = maximum
    }

    /// No padding: the annotations reach the view's edges.
    public static let none = DefaultFitPadding(fractionOfSize: 0, maximum: 0)

    /// MapLibre's: a fifth of the size, at most 100 points.
    public static let mapLibre = DefaultFitPadding(fractionOfSize: 0.2, maximum: 100)

    /// The insets for a view of `width` × `height` points (non-finite or negative values count as 0).
    public func insets(width: Double, height: Double) -> EdgeInsets {
        func side(_ length: Double) -> Double {
            let value = min(length * fractionOfSize, maximum)
            return value.isFinite && value > 0 ? value : 0
        }
        let vertical = side(height)
        let horizontal = side(width)
        return EdgeInsets(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
    }
}
