/// The built-in gestures' switches, all on by default (Mapbox's `GestureOptions`, mapbox/mapbox-maps-ios
/// `Sources/MapboxMaps/Gestures/GestureOptions.swift`), without the pinch's parts, the pan mode, the deceleration
/// factor and the focal point.
public struct GestureOptions: Equatable, Sendable {
    /// Whether one finger pans the map.
    public var panEnabled: Bool
    /// Whether two fingers pinch to zoom.
    public var pinchEnabled: Bool
    /// Whether two fingers turn the map.
    public var rotateEnabled: Bool
    /// Whether two fingers moving vertically pitch the map.
    public var pitchEnabled: Bool
    /// Whether a double tap zooms in. Off, it turns the quick zoom off too: the core's quick zoom starts as a
    /// double tap, where Mapbox's has its own recognizer.
    public var doubleTapToZoomInEnabled: Bool
    /// Whether a tap with two fingers zooms out.
    public var doubleTouchToZoomOutEnabled: Bool
    /// Whether tapping, then dragging a second touch vertically zooms.
    public var quickZoomEnabled: Bool

    /// Options with the switches given; every one is on by default.
    public init(
        panEnabled: Bool = true, pinchEnabled: Bool = true, rotateEnabled: Bool = true, pitchEnabled: Bool = true,
        doubleTapToZoomInEnabled: Bool = true, doubleTouchToZoomOutEnabled: Bool = true, quickZoomEnabled: Bool = true
    ) {
        self.panEnabled = panEnabled
        self.pinchEnabled = pinchEnabled
        self.rotateEnabled = rotateEnabled
        self.pitchEnabled = pitchEnabled
        self.doubleTapToZoomInEnabled = doubleTapToZoomInEnabled
        self.doubleTouchToZoomOutEnabled = doubleTouchToZoomOutEnabled
        self.quickZoomEnabled = quickZoomEnabled
    }

    /// The core's gesture settings with these switches: the families Mapbox switches as one (pan, rotate,
    /// pitch) are the core's coarse flags, the zoom gestures its fine kinds.
    func applied(to settings: GestureSettings) -> GestureSettings {
        var settings = settings
        settings.isScrollEnabled = panEnabled
        settings.isRotateEnabled = rotateEnabled
        settings.isTiltEnabled = pitchEnabled
        let zoomSwitches: [(GestureKind, Bool)] = [
            (.pinch, pinchEnabled), (.doubleTap, doubleTapToZoomInEnabled),
            (.twoFingerTap, doubleTouchToZoomOutEnabled), (.quickZoom, quickZoomEnabled),
        ]
        for (kind, isOn) in zoomSwitches {
            if isOn { settings.disabled.remove(kind) } else { settings.disabled.insert(kind) }
        }
        return settings
    }
}
