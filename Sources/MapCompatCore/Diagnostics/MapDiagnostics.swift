/// The one channel on which a map's vendor-style surface reports input it clamped or ignored.
///
/// Real SDKs do not throw from setters such as `zoomLevel` or `moveCamera`; they clamp, ignore or keep the
/// old value. Adapters do the same, and say so here, so that a headless test can assert that its code
/// never sends the map bad input:
///
/// ```swift
/// mapView.zoomLevel = .nan
/// #expect(mapView.core.diagnostics.entries.map(\.field) == ["MLNMapView.zoomLevel"])
/// ```
///
/// The channel belongs to one map and is driven from the map's thread, like the map itself.
public final class MapDiagnostics {
    /// Every diagnostic reported so far, oldest first.
    public private(set) var entries: [MapDiagnostic] = []
    /// Called with each diagnostic as it is reported (for example to fail a test at once).
    public var onReport: ((MapDiagnostic) -> Void)?

    /// Creates an empty channel.
    public init() {}

    /// Records a diagnostic and passes it to ``onReport``.
    public func report(_ diagnostic: MapDiagnostic) {
        entries.append(diagnostic)
        onReport?(diagnostic)
    }

    /// The newest diagnostic, if any.
    public var last: MapDiagnostic? { entries.last }

    /// Forgets every diagnostic reported so far.
    public func removeAll() { entries.removeAll() }
}

@available(*, unavailable)
extension MapDiagnostics: Sendable {}
