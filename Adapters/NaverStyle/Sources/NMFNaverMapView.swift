import Foundation
import MapCompatCore

/// NAVER's map view with its built-in controls (`NMFNaverMapView`): one ``NMFMapView`` plus the switches
/// of the compass, scale bar, zoom buttons, indoor level picker and location button, which set the core's
/// `MapControlSettings`.
///
/// NAVER's defaults (compass, scale bar and zoom buttons shown; picker and location button hidden) come
/// from the profile, `InteractionProfile.naver`.
public final class NMFNaverMapView: CoreBackedView {
    /// The map view inside.
    public let mapView: NMFMapView

    /// Creates a map view with controls.
    ///
    /// - Throws: `MapCompatError` as ``NMFMapView/init(frame:profile:camera:)`` does.
    public init(
        frame: CGRect = CGRect(x: 0, y: 0, width: 400, height: 800), profile: InteractionProfile = .naver,
        camera: NMFCameraPosition? = nil
    ) throws(MapCompatError) {
        mapView = try NMFMapView(frame: frame, profile: profile, camera: camera)
    }

    /// Wraps an existing map view.
    public init(mapView: NMFMapView) {
        self.mapView = mapView
    }

    /// Whether the compass may show; it shows only while the map is turned or tilted, and a tap levels the
    /// map (the core's `showsCompass`).
    public var showCompass: Bool {
        get { mapView.core.controlSettings.showsCompass }
        set { mapView.updateControls { $0.showsCompass = newValue } }
    }

    /// Whether the scale bar shows (the core's `showsScaleBar`).
    public var showScaleBar: Bool {
        get { mapView.core.controlSettings.showsScaleBar }
        set { mapView.updateControls { $0.showsScaleBar = newValue } }
    }

    /// Whether the zoom buttons show (the core's `showsZoomButtons`).
    public var showZoomControls: Bool {
        get { mapView.core.controlSettings.showsZoomButtons }
        set { mapView.updateControls { $0.showsZoomButtons = newValue } }
    }

    /// Whether the indoor level picker may show; it shows only while an indoor map is focused (the core's
    /// `showsIndoorLevelPicker`).
    public var showIndoorLevelPicker: Bool {
        get { mapView.core.controlSettings.showsIndoorLevelPicker }
        set { mapView.updateControls { $0.showsIndoorLevelPicker = newValue } }
    }

    /// Whether the location button shows; a tap moves to the next tracking mode (the core's
    /// `showsLocationButton`).
    public var showLocationButton: Bool {
        get { mapView.core.controlSettings.showsLocationButton }
        set { mapView.updateControls { $0.showsLocationButton = newValue } }
    }

    /// The core underneath, as ``NMFMapView/core``.
    public var core: InteractiveMap { mapView.core }
}

@available(*, unavailable)
extension NMFNaverMapView: Sendable {}
