extension InteractionProfile {
    /// Mapbox Maps SDK for iOS v11, as far as this example models it: the neutral rules with Mapbox's documented
    /// defaults, each read from mapbox/mapbox-maps-ios at v11.0.0. A vendor profile is a value, so a package of
    /// its own can build one, as this one does.
    ///
    /// - The camera's range is zoom 0–22 and pitch up to 85° (`CameraBounds`, `Foundation/CameraBounds.swift`).
    /// - A new map shows latitude and longitude 0 at zoom 0 (`MapInitOptions.cameraOptions`: "CameraOptions
    ///   default to 0.0 for each value", `Foundation/MapInitOptions.swift`).
    /// - A double tap eases to the zoom + 1 and a two-finger tap to the zoom − 1, about the touch, over 0.3 s with
    ///   UIKit's ease-out (`Gestures/GestureHandlers/DoubleTapToZoomInGestureHandler.swift`,
    ///   `DoubleTouchToZoomOutGestureHandler.swift`): the neutral fractional steps and duration, Mapbox's curve.
    /// - A quick zoom changes one level per 75 points, dragging down zooming in
    ///   (`Gestures/GestureHandlers/QuickZoomGestureHandler.swift`): the neutral values.
    public static let mapboxMaps: InteractionProfile = {
        var profile = InteractionProfile(name: "mapboxMaps")
        profile.limits = (try? CameraLimits(minZoom: 0, maxZoom: 22, maxTilt: 85)) ?? .neutral
        if let origin = try? LatLng(latitude: 0, longitude: 0) {
            profile.startCamera = Camera(center: origin, zoom: 0)
        }
        profile.doubleTapZoom = .fractional
        profile.twoFingerTapZoom = .fractional
        profile.twoFingerTapAnchor = .touchCentroid
        profile.tapZoomDuration = 0.3
        profile.mapAnimationCurve = .easeOut
        profile.quickZoomPointsPerLevel = 75
        profile.quickZoomDownZoomsIn = true
        return profile
    }()
}
