import Foundation
import MapCompatCore

/// The reuse identifier of the view MapKit makes for an annotation the delegate gives no view:
/// `MKMapViewDefaultAnnotationViewReuseIdentifier`. Registering a class under it
/// (``MKMapView/register(_:forAnnotationViewWithReuseIdentifier:)``) replaces the default marker.
public let MKMapViewDefaultAnnotationViewReuseIdentifier = "MKMapViewDefaultAnnotationViewReuseIdentifier"
/// The reuse identifier of cluster views: `MKMapViewDefaultClusterAnnotationViewReuseIdentifier` (kept: the
/// headless map does not cluster).
public let MKMapViewDefaultClusterAnnotationViewReuseIdentifier = "MKMapViewDefaultClusterAnnotationViewReuseIdentifier"

/// A MapKit-shaped map view over one `InteractiveMap`: MapKit's `MKMapView`, an open `UIView` subclass whose
/// gesture switches, region and camera, annotations and their views, overlays, user location and delegate
/// callbacks are renamed onto the core; every rule comes from the core's profile (`InteractionProfile.mapKit`).
///
/// Where MapKit raises an exception or quietly ignores a value (an invalid region, a camera that is not finite),
/// the view ignores it and reports it on the core's `diagnostics`, and keeps it in ``lastIgnoredError``.
open class MKMapView: UIView, CoreBackedView {
    /// The neutral map this view drives.
    public let core: InteractiveMap
    /// Receives region, loading, rendering, selection, drag, location and tracking callbacks translated from the
    /// core's events, and is asked for annotation views and overlay renderers. Setting it asks again for every
    /// view and renderer.
    open weak var delegate: (any MKMapViewDelegate)? {
        didSet {
            refreshAnnotations()
            refreshOverlays()
        }
    }
    /// The last error a non-throwing member swallowed (a non-finite value, an invalid region); `nil` when none
    /// did. Each one is also reported on the core's `diagnostics`. MapCompat's addition.
    public internal(set) var lastIgnoredError: MapCompatError?

    /// The kind of map drawn (kept; nothing is drawn headless).
    open var mapType = MKMapType.standard
    /// Whether buildings are drawn (kept).
    open var showsBuildings = true
    /// Whether traffic is drawn (kept).
    open var showsTraffic = false
    /// Whether points of interest are drawn (kept; MapKit deprecated it for `pointOfInterestFilter`).
    open var showsPointsOfInterest = true
    /// Whether the pitch button shows (kept: the core has no pitch control).
    open var pitchButtonVisibility = MKFeatureVisibility.adaptive

    var records: [AnnotationID: AnnotationRecord] = [:]
    var recordIDs: [ObjectIdentifier: AnnotationID] = [:]
    var order: [AnnotationID] = []
    var nextAnnotationNumber = 0
    var reusableViews: [String: [MKAnnotationView]] = [:]
    var registeredViewClasses: [String: MKAnnotationView.Type] = [:]
    var overlayRecords: [SceneItemID: OverlayRecord] = [:]
    var overlayIDs: [ObjectIdentifier: SceneItemID] = [:]
    var overlayOrder: [SceneItemID] = []
    var nextOverlayNumber = 0
    var willChangeAnimated = false
    var loadDelivered = false
    var pendingDragStates: [(id: AnnotationID, state: AnnotationDragState, from: AnnotationDragState)] = []
    var deliveringDragStates = false
    var reportedTrackingMode = MKUserTrackingMode.none
    var zoomRange: CameraZoomRange?
    var boundary: CameraBoundary?
    /// The user's location; `location` is set while the map shows it.
    public let userLocation = MKUserLocation()
    /// The latest fix given to ``deliverUserLocation(_:heading:)``.
    var lastFix: (location: CLLocation, heading: CLHeading?)?

    /// A map view over a new core map following MapKit's rules (`InteractionProfile.mapKit`), at the core's
    /// default camera (MapKit does not publish where a new map view starts). A frame with no area is laid out at
    /// 1 × 1 points until it gets one.
    override public init(frame: CGRect) {
        core = MKMapView.makeCore(frame: frame, profile: .mapKit)
        super.init(frame: frame)
        finishSetUp()
    }

    /// A map view with no size yet (UIKit's `init()`); it is laid out once it gets a frame.
    public convenience init() {
        self.init(frame: .zero)
    }

    /// A map view following another profile's rules (MapCompat's addition for the conformance kit and for
    /// comparing vendors; 400 × 800 points by default).
    ///
    /// - Throws: `MapCompatError` naming `width` or `height` when the frame's size is not finite or not
    ///   positive (MapKit's own initialisers never throw).
    public init(frame: CGRect = CGRect(x: 0, y: 0, width: 400, height: 800), profile: InteractionProfile)
        throws(MapCompatError)
    {
        _ = try Viewport(width: Double(frame.width), height: Double(frame.height))
        core = MKMapView.makeCore(frame: frame, profile: profile)
        super.init(frame: frame)
        finishSetUp()
    }

    /// Storyboards are not supported headless.
    public required init?(coder: NSCoder) { return nil }

    private static func makeCore(frame: CGRect, profile: InteractionProfile) -> InteractiveMap {
        InteractiveMap(profile: profile, cameraOrDefault: profile.startCamera, viewport: viewport(for: frame.size))
    }

    private func finishSetUp() {
        // A tap on the user's dot selects `userLocation`, as MapKit's does.
        core.tapSelection = [.locationMarker]
        addSubview(ContentView(map: core, frame: bounds))
        core.addObserver { [weak self] observed in self?.translate(observed.event) }
        if frame.width <= 0 || frame.height <= 0 {
            core.diagnostics.report(
                MapDiagnostic(
                    field: "frame", value: "\(frame.size)", action: .replaced(with: "1×1"),
                    message: "a view without area is laid out at 1×1 points until it gets a size"))
        }
    }

    /// The core viewport for a view size: sizes without area become 1 × 1 points.
    static func viewport(for size: CGSize) -> Viewport {
        let width = Double(size.width).isFinite && size.width > 0 ? Double(size.width) : 1
        let height = Double(size.height).isFinite && size.height > 0 ? Double(size.height) : 1
        return (try? Viewport(width: width, height: height)) ?? .neutral
    }

    #if !canImport(UIKit)
        /// Resizes the core's viewport with the view.
        override open func boundsDidChangeSize() {
            super.boundsDidChangeSize()
            core.setViewport(MKMapView.viewport(for: bounds.size))
        }
    #endif

    /// Lays out: the viewport follows the view's size.
    override open func layoutSubviews() {
        super.layoutSubviews()
        core.setViewport(MKMapView.viewport(for: bounds.size))
    }

    /// Records an ignored value on ``lastIgnoredError`` and the core's diagnostics channel.
    func ignore(_ error: MapCompatError, value: String, action: MapDiagnostic.Action = .ignored) {
        lastIgnoredError = error
        core.diagnostics.report(MapDiagnostic(error, value: value, action: action))
    }

    // MARK: Virtual time

    /// Lets virtual time pass; the first call finishes loading and rendering the map (the delegate's
    /// `mapViewWillStartLoadingMap(_:)`, `mapViewWillStartRenderingMap(_:)`, `mapViewDidFinishLoadingMap(_:)`,
    /// `mapViewDidFinishRenderingMap(_:fullyRendered:)`).
    public func advance(by seconds: Double) throws(MapCompatError) {
        try core.advance(by: seconds)
        finishLoadingIfNeeded()
    }

    /// Feeds one frame of touches; the map finishes loading first if it has not.
    public func handle(_ frame: TouchFrame) throws(MapCompatError) {
        finishLoadingIfNeeded()
        try core.handle(frame)
    }

    private func finishLoadingIfNeeded() {
        guard !loadDelivered else { return }
        loadDelivered = true
        delegate?.mapViewWillStartLoadingMap(self)
        delegate?.mapViewWillStartRenderingMap(self)
        delegate?.mapViewDidFinishLoadingMap(self)
        delegate?.mapViewDidFinishRenderingMap(self, fullyRendered: true)
    }

    // MARK: Gesture switches

    /// Whether the user may zoom (pinch, double tap, two-finger tap, one-finger zoom): the core's
    /// `isZoomEnabled`. `true` by default.
    open var isZoomEnabled: Bool {
        get { core.gestureSettings.isZoomEnabled }
        set { core.gestureSettings.isZoomEnabled = newValue }
    }

    /// Whether the user may pan: the core's `isScrollEnabled`. `true` by default.
    open var isScrollEnabled: Bool {
        get { core.gestureSettings.isScrollEnabled }
        set { core.gestureSettings.isScrollEnabled = newValue }
    }

    /// Whether the map uses the camera's heading: the core's `isRotateEnabled` for gestures; while it is off, a
    /// camera set by the app keeps the map north up, as Apple documents ("whether the map uses the camera's
    /// heading information").
    open var isRotateEnabled: Bool {
        get { core.gestureSettings.isRotateEnabled }
        set { core.gestureSettings.isRotateEnabled = newValue }
    }

    /// Whether the map uses the camera's pitch: the core's `isTiltEnabled` for gestures; while it is off, a camera
    /// set by the app shows the map looking straight down, as Apple documents.
    open var isPitchEnabled: Bool {
        get { core.gestureSettings.isTiltEnabled }
        set { core.gestureSettings.isTiltEnabled = newValue }
    }

    // MARK: Recognizers

    /// The private view MapKit's own recognizers hang on: on a device they belong to the map view's first subview,
    /// where apps find them (`mapView.subviews.first?.gestureRecognizers`) to make their own taps wait for MapKit's
    /// double tap.
    final class ContentView: UIView {
        unowned let map: InteractiveMap
        private var wrappers: [ObjectIdentifier: UIGestureRecognizer] = [:]

        init(map: InteractiveMap, frame: CGRect) {
            self.map = map
            super.init(frame: frame)
        }

        #if canImport(UIKit)
            required init?(coder: NSCoder) { return nil }
        #else
            /// MapKit's own recognizers, wrapped in UIKit's classes (the same wrapper each time); they cannot be
            /// replaced.
            override var gestureRecognizers: [UIGestureRecognizer]? {
                get {
                    map.gestureRecognizers.filter { $0.kind != nil }.map { recognizer in
                        let key = ObjectIdentifier(recognizer)
                        if let wrapper = wrappers[key] { return wrapper }
                        let wrapper = UIGestureRecognizer.wrapping(recognizer)
                        wrappers[key] = wrapper
                        return wrapper
                    }
                }
                set {}
            }
        #endif
    }

    /// Adds an app recognizer: attached to the view and to the core's arbitration, asked before MapKit's own
    /// recognizers, as on a device. MapKit's own recognizers are not listed in `gestureRecognizers`: on a device
    /// they belong to the map view's private subviews.
    override open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard !(gestureRecognizers ?? []).contains(where: { $0 === gestureRecognizer }) else { return }
        super.addGestureRecognizer(gestureRecognizer)
        core.addGestureRecognizer(gestureRecognizer.coreRecognizer)
    }

    /// Removes an app recognizer from the view and the core.
    override open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard (gestureRecognizers ?? []).contains(where: { $0 === gestureRecognizer }) else { return }
        super.removeGestureRecognizer(gestureRecognizer)
        core.removeGestureRecognizer(gestureRecognizer.coreRecognizer)
    }

    // MARK: Controls

    /// Whether the compass may show (it shows while the map is turned): the core's `showsCompass`.
    open var showsCompass: Bool {
        get { core.controlSettings.showsCompass }
        set { updateControls { $0.showsCompass = newValue } }
    }

    /// Whether the scale shows: the core's `showsScaleBar`. `false` by default.
    open var showsScale: Bool {
        get { core.controlSettings.showsScaleBar }
        set { updateControls { $0.showsScaleBar = newValue } }
    }

    /// Whether the user tracking button shows (iOS 17): the core's location button, whose taps step through the
    /// profile's tracking modes.
    open var showsUserTrackingButton: Bool {
        get { core.controlSettings.showsLocationButton }
        set { updateControls { $0.showsLocationButton = newValue } }
    }

    /// Changes the core's control settings; the core accepts every combination these switches make.
    func updateControls(_ change: (inout MapControlSettings) -> Void) {
        var settings = core.controlSettings
        change(&settings)
        do { try core.setControlSettings(settings) } catch { ignore(error, value: "\(settings)") }
    }
}
