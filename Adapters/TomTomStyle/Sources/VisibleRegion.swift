#if canImport(CoreLocation)
    import CoreLocation
#endif

/// The four corners of what the map shows (TomTom's `VisibleRegion`): far corners at the top of the view,
/// near ones at the bottom, which differ in width when the map is tilted.
public struct VisibleRegion: Sendable {
    /// The top-left corner.
    public let farLeft: CLLocationCoordinate2D
    /// The top-right corner.
    public let farRight: CLLocationCoordinate2D
    /// The bottom-left corner.
    public let nearLeft: CLLocationCoordinate2D
    /// The bottom-right corner.
    public let nearRight: CLLocationCoordinate2D

    /// Creates a region from its corners.
    public init(
        farLeft: CLLocationCoordinate2D, farRight: CLLocationCoordinate2D, nearLeft: CLLocationCoordinate2D,
        nearRight: CLLocationCoordinate2D
    ) {
        self.farLeft = farLeft
        self.farRight = farRight
        self.nearLeft = nearLeft
        self.nearRight = nearRight
    }
}
