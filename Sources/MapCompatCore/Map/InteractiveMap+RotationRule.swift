extension InteractiveMap {
    /// Whether the app may turn the map without animation at the current zoom: the zoom is at least the
    /// profile's ``InteractionProfile/rotationMinimumZoom`` (always, when the profile has none). MapLibre's
    /// `setDirection:animated:` ignores a non-animated turn otherwise.
    public var isRotationAllowed: Bool { gestureCamera.isRotationAllowed }
}
