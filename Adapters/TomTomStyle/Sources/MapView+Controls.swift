import Foundation
import MapCompatCore

/// The built-in controls TomTom puts on ``MapView`` (guide "UI controls"): each policy or switch is one
/// field of the core's `MapControlSettings`; the core decides what shows and what a tap does.
extension MapView {
    /// When the compass shows (TomTom's `MapView.CompassButtonVisibilityPolicy`).
    public enum CompassButtonVisibilityPolicy: Hashable, Sendable {
        /// Never shown.
        case hidden
        /// Always shown, north up or not (the core's `alwaysShowsCompass`).
        case visible
        /// Shown while the map is turned (TomTom's default; the core's compass rule).
        case visibleWhenNeeded
    }

    /// When the current-location button shows (TomTom's `MapView.CurrentLocationButtonVisibilityPolicy`).
    public enum CurrentLocationButtonVisibilityPolicy: Hashable, Sendable {
        /// Never shown.
        case hidden
        /// Always shown.
        case visible
        /// Shown except while the location marker is at the centre of the map (TomTom's default; the core's
        /// `hidesLocationButtonWhenCentered`).
        case hiddenWhenCentered
    }

    /// When the compass shows; `.visibleWhenNeeded` by default. A tap on it turns the map north up.
    public var compassButtonVisibilityPolicy: CompassButtonVisibilityPolicy {
        get { storedCompassPolicy }
        set {
            storedCompassPolicy = newValue
            applyControlPolicies()
        }
    }

    /// When the current-location button shows; `.hiddenWhenCentered` by default. A tap on it reports
    /// ``MapInteraction/tappedOnRecenterButton``.
    public var currentLocationButtonVisibilityPolicy: CurrentLocationButtonVisibilityPolicy {
        get { storedLocationButtonPolicy }
        set {
            storedLocationButtonPolicy = newValue
            applyControlPolicies()
        }
    }

    /// Whether the scale view shows (the core's `showsScaleBar`); TomTom shows it by default.
    ///
    /// The spelling is unsourced: TomTom's "UI controls" guide for iOS and the API reference pages the library
    /// tools reach describe the compass and current-location button policies but no scale-view member, and no
    /// public caller sets one (searched for `isScaleViewVisible`, `scaleView`, "scale view"). It stays under
    /// this name until a source shows TomTom's.
    public var isScaleViewVisible: Bool {
        get { map?.core.controlSettings.showsScaleBar ?? false }
        set { updateControls { $0.showsScaleBar = newValue } }
    }

    /// Whether the TomTom logo shows. TomTom's terms keep it on screen and the core never hides a logo, so
    /// setting `false` is ignored and reported on `core.diagnostics`.
    ///
    /// The spelling is unsourced: no TomTom iOS guide, API reference page or public caller that the library
    /// tools reach names a logo member on `MapView` (the logo switches found are the deprecated SDK's
    /// `TTLogoPosition` and Android's `UiSettings.getLogoView`).
    public var isLogoVisible: Bool {
        get { true }
        set {
            guard !newValue, let map else { return }
            map.core.diagnostics.report(
                MapDiagnostic(
                    field: "isLogoVisible", value: "false", action: .keptPrevious,
                    message: "the logo stays on screen"))
        }
    }

    /// The insets of the area the camera centres in and the controls sit in (the core viewport's insets);
    /// leading is left and trailing is right, as in a left-to-right layout.
    public var contentInsets: NSDirectionalEdgeInsets {
        get { storedContentInsets }
        set {
            storedContentInsets = newValue
            guard let map else { return }
            let insets = EdgeInsets(newValue)
            guard
                let viewport = try? Viewport(
                    width: map.core.viewport.width, height: map.core.viewport.height, insets: insets)
            else {
                map.core.diagnostics.report(
                    MapDiagnostic(
                        field: "contentInsets", value: "\(newValue)", action: .ignored,
                        message: "the insets do not fit the view"))
                return
            }
            map.core.setViewport(viewport)
        }
    }

    /// Sets the core's compass and location-button switches from the two policies.
    func applyControlPolicies() {
        let compass = storedCompassPolicy
        let button = storedLocationButtonPolicy
        updateControls { settings in
            settings.showsCompass = compass != .hidden
            settings.alwaysShowsCompass = compass == .visible
            settings.showsLocationButton = button != .hidden
            settings.hidesLocationButtonWhenCentered = button == .hiddenWhenCentered
        }
    }

    /// Changes the core's control settings (they cannot fail here: the logo placement is not touched).
    private func updateControls(_ change: (inout MapControlSettings) -> Void) {
        guard let map else { return }
        var settings = map.core.controlSettings
        change(&settings)
        try? map.core.setControlSettings(settings)
    }
}
