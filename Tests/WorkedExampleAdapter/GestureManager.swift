/// The map's gestures: their switches and the taps and long presses that reach the map (Mapbox's
/// `GestureManager`, mapbox/mapbox-maps-ios `Sources/MapboxMaps/Gestures/GestureManager.swift`).
///
/// Mapbox's `delegate` (`GestureManagerDelegate`) is left out: it is told whether an animation follows a
/// gesture's end (`didEnd(_:willAnimate:)`), which the core's `gesture` event does not say. The core does report
/// taps (a tap, double tap or two-finger tap ends once recognized), which its `.singleTap` calls would read.
public final class GestureManager {
    private let core: InteractiveMap
    let mapTap = SignalSubject<MapContentGestureContext>()
    let mapLongPress = SignalSubject<MapContentGestureContext>()

    init(core: InteractiveMap) { self.core = core }

    /// The gestures' switches; each change takes effect at the next touch.
    public var options = GestureOptions() {
        didSet { core.gestureSettings = options.applied(to: core.gestureSettings) }
    }

    /// Taps that no annotation took: one with no tap handler, or one whose handler returned `false`.
    public var onMapTap: Signal<MapContentGestureContext> { mapTap.signal }

    /// Long presses that no annotation took.
    public var onMapLongPress: Signal<MapContentGestureContext> { mapLongPress.signal }
}

/// Where a tap or long press was (Mapbox v11's `MapContentGestureContext`,
/// `Sources/MapboxMaps/Gestures/MapContentGestureContext.swift`; later releases call it `InteractionContext`).
public struct MapContentGestureContext: Sendable {
    /// The point in the map view.
    public var point: CGPoint
    /// The coordinate under it.
    public var coordinate: CLLocationCoordinate2D
}

@available(*, unavailable)
extension GestureManager: Sendable {}
