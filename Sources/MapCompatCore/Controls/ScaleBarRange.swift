/// Where a vendor's scale bar hides itself: when the longest bar it may draw (a share of the view's width)
/// would stand for more ground than the last row of its distance table.
///
/// MapLibre Native iOS (maplibre-native `platform/ios/src/MLNScaleBar.mm`): `updateVisibility` compares
/// `maximumWidth` (half the map view's width, floored) times the units per point with the last row of
/// `MLNMetricTable` (800 000 m) or `MLNImperialTable` (400 mi, in feet at 3.28084 ft per metre), and sets the
/// bar's alpha to 0 beyond it; its intrinsic content size is zero there too.
public struct ScaleBarRange: Hashable, Sendable {
    /// The share of the view's width the longest bar may span; the span is floored to whole points.
    public var widthShare: Double
    /// The longest distance the metric table holds, in metres.
    public var longestMetric: Double
    /// The longest distance the imperial table holds, in feet.
    public var longestImperialFeet: Double
    /// The feet per metre the vendor converts with.
    public var feetPerMetre: Double

    /// A range with its values.
    public init(widthShare: Double, longestMetric: Double, longestImperialFeet: Double, feetPerMetre: Double) {
        self.widthShare = widthShare
        self.longestMetric = longestMetric
        self.longestImperialFeet = longestImperialFeet
        self.feetPerMetre = feetPerMetre
    }

    /// MapLibre's: half the width, 800 km metric, 400 × 5280 ft imperial, 3.28084 ft per metre.
    public static let mapLibre = ScaleBarRange(
        widthShare: 0.5, longestMetric: 800_000, longestImperialFeet: 400 * 5280, feetPerMetre: 3.28084)

    /// Whether the bar hides on a view `viewWidth` points wide where one point covers `metresPerPoint`
    /// metres. A width or scale that is not a finite number does not hide it.
    public func hides(metresPerPoint: Double, viewWidth: Double, units: ScaleBarUnits) -> Bool {
        let span = (viewWidth * widthShare).rounded(.down)
        let unitsPerPoint = units == .metric ? metresPerPoint : metresPerPoint * feetPerMetre
        let longest = span * unitsPerPoint
        guard longest.isFinite else { return false }
        return longest > (units == .metric ? longestMetric : longestImperialFeet)
    }
}
