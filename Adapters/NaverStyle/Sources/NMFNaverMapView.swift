import Foundation
import MapCompatCore

/// NAVER's map view with its built-in controls (`NMFNaverMapView`): one ``NMFMapView`` plus the switches
/// of the compass, scale bar, zoom buttons, indoor level picker and location button, which set the core's
/// `MapControlSettings`.
///
/// NAVER's defaults (compass, scale bar and zoom buttons shown; picker and location button hidden) come
/// from the profile, `InteractionProfile.naver`.
open class NMFNaverMapView: UIView, CoreBackedView {
    /// The map view inside, filling this view.
    public let mapView: NMFMapView

    /// Creates a map view with controls (`NMFNaverMapView(frame:)`), NAVER's defaults.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, profile: .naver)
    }

    /// Creates a map view with controls, chosen interaction rules and camera.
    ///
    /// MapCompat addition: see ``NMFMapView/init(frame:profile:camera:)``.
    public init(
        frame: CGRect = CGRect(x: 0, y: 0, width: 400, height: 800), profile: InteractionProfile,
        camera: NMFCameraPosition? = nil
    ) {
        mapView = NMFMapView(frame: CGRect(origin: .zero, size: frame.size), profile: profile, camera: camera)
        super.init(frame: frame)
        addSubview(mapView)
    }

    /// Wraps an existing map view.
    ///
    /// MapCompat addition: NAVER's view always makes its own map view.
    public init(mapView: NMFMapView) {
        self.mapView = mapView
        super.init(frame: mapView.frame)
        addSubview(mapView)
    }

    /// The view's rectangle; the map view inside follows its size.
    open override var bounds: CGRect {
        didSet {
            guard bounds.size != oldValue.size else { return }
            mapView.frame = CGRect(origin: .zero, size: bounds.size)
        }
    }

    /// Whether the compass may show; it shows only while the map is turned or tilted, and a tap levels the
    /// map (the core's `showsCompass`).
    open var showCompass: Bool {
        get { mapView.core.controlSettings.showsCompass }
        set { mapView.updateControls { $0.showsCompass = newValue } }
    }

    /// Whether the scale bar shows (the core's `showsScaleBar`).
    open var showScaleBar: Bool {
        get { mapView.core.controlSettings.showsScaleBar }
        set { mapView.updateControls { $0.showsScaleBar = newValue } }
    }

    /// Whether the zoom buttons show (the core's `showsZoomButtons`).
    open var showZoomControls: Bool {
        get { mapView.core.controlSettings.showsZoomButtons }
        set { mapView.updateControls { $0.showsZoomButtons = newValue } }
    }

    /// Whether the indoor level picker may show; it shows only while an indoor map is focused (the core's
    /// `showsIndoorLevelPicker`).
    open var showIndoorLevelPicker: Bool {
        get { mapView.core.controlSettings.showsIndoorLevelPicker }
        set { mapView.updateControls { $0.showsIndoorLevelPicker = newValue } }
    }

    /// Whether the location button shows; a tap moves to the next tracking mode (the core's
    /// `showsLocationButton`).
    open var showLocationButton: Bool {
        get { mapView.core.controlSettings.showsLocationButton }
        set { mapView.updateControls { $0.showsLocationButton = newValue } }
    }

    /// The map view's tracking mode (``NMFMapView/positionMode``); NAVER deprecates this forwarder in favour
    /// of the map view's own, and so does this one.
    @available(*, deprecated, message: "Use mapView.positionMode, as NAVER's SDK says.")
    open var positionMode: NMFMyPositionMode {
        get { mapView.positionMode }
        set { mapView.positionMode = newValue }
    }

    /// The core underneath, as ``NMFMapView/core``.
    public var core: InteractiveMap { mapView.core }

    /// Lets virtual time pass for the map inside (``NMFMapView/advance(by:)``: its load delegates hear of
    /// the first time).
    ///
    /// - Throws: `MapCompatError` naming `seconds` when it is negative or not finite.
    public func advance(by seconds: Double) throws(MapCompatError) {
        try mapView.advance(by: seconds)
    }
}
