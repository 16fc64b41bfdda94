import MapCompatCore

/// When the current-location (recenter) button shows: TomTom's `CurrentLocationButtonVisibilityPolicy`.
public enum CurrentLocationButtonVisibilityPolicy: Hashable, Sendable {
    /// Never shown.
    case hidden
    /// Always shown.
    case visible
    /// Shown except while the camera is centred on the user's location (the core's
    /// `hidesLocationButtonWhenCentered`).
    case hiddenWhenCentered
}

extension TomTomMap {
    /// When the recenter button shows (TomTom sets this on its map view): the core's `showsLocationButton`
    /// and `hidesLocationButtonWhenCentered`. A tap on the button reports
    /// ``MapInteraction/tappedOnRecenterButton``.
    public var currentLocationButtonVisibilityPolicy: CurrentLocationButtonVisibilityPolicy {
        get {
            let settings = core.controlSettings
            guard settings.showsLocationButton else { return .hidden }
            return settings.hidesLocationButtonWhenCentered ? .hiddenWhenCentered : .visible
        }
        set {
            var settings = core.controlSettings
            settings.showsLocationButton = newValue != .hidden
            settings.hidesLocationButtonWhenCentered = newValue == .hiddenWhenCentered
            try? core.setControlSettings(settings)
        }
    }
}
