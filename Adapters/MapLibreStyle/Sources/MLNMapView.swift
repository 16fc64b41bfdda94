import Foundation
import MapCompatCore

/// MapLibre's deceleration rate for a normal drift: the profile's `deceleration.normalRate` (0.998 in
/// `InteractionProfile.mapLibre`).
public let MLNMapViewDecelerationRateNormal = CGFloat(InteractionProfile.mapLibre.deceleration.normalRate)
/// MapLibre's deceleration rate for a short drift: the profile's `deceleration.fastRate` (0.99).
public let MLNMapViewDecelerationRateFast = CGFloat(InteractionProfile.mapLibre.deceleration.fastRate)
/// MapLibre's rate for no drift at all: the core's `DecelerationRate.immediate`.
public let MLNMapViewDecelerationRateImmediate: CGFloat = 0.0

/// A MapLibre-shaped map view over one `InteractiveMap` (maplibre-native platform/ios/src/MLNMapView.h): an
/// open `UIView` subclass whose gesture switches, camera, delegate callbacks, ornaments and annotations are
/// renamed onto the core; every rule comes from the core's profile.
open class MLNMapView: UIView, CoreBackedView {
    /// The neutral map this view drives.
    public let core: InteractiveMap
    /// Receives region, loading, selection, callout, location and tracking callbacks translated from the
    /// core's events.
    open weak var delegate: (any MLNMapViewDelegate)? {
        didSet {
            installCameraVeto()
            refreshAnnotations()
        }
    }
    /// The last error a non-throwing setter swallowed (a non-finite value, say); `nil` when none did. Each
    /// one is also reported on the core's `diagnostics`.
    public internal(set) var lastIgnoredError: MapCompatError?

    var reason: MLNCameraChangeReason = []
    var willChangeAnimated = false
    var records: [AnnotationID: AnnotationRecord] = [:]
    var order: [AnnotationID] = []
    var basemapSymbolLayers: [SceneItemID: String] = [:]
    var presentedCallout: (id: AnnotationID, view: any MLNCalloutView)?
    var reusableViews: [String: [MLNAnnotationView]] = [:]
    /// The annotation images the delegate returned, by reuse identifier (MLNMapView.mm annotationImagesByIdentifier).
    var annotationImages: [String: MLNAnnotationImage] = [:]
    var appRecognizers: [UIGestureRecognizer] = []
    var builtInWrappers: [ObjectIdentifier: UIGestureRecognizer] = [:]
    var loadedStyle: MLNStyle?
    var ornamentState = OrnamentState()
    var courseTracking = false
    var requestedContentInset = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    /// The edge padding the camera keeps on top of the content insets (``cameraEdgeInsets``).
    var cameraPadding = EdgeInsets.zero
    /// The coordinate course tracking keeps in view with the user (``targetCoordinate``).
    var trackedTarget = CLLocationCoordinate2D(latitude: -180, longitude: -180)
    var styleLoadDelivered = false
    var headingIndicatorShown = false
    var inlineStyleJSON = ""
    /// The statistics handed with each frame, one object for the map's life as MLNMapView.mm keeps one.
    let renderingStats = MLNRenderingStats()
    var currentUserLocation: MLNUserLocation?
    var userLocationView: MLNUserLocationAnnotationView?
    /// The last position the location manager reported, which a user location made later starts from (Core
    /// Location hands a newly started manager its last fix).
    var lastReportedLocation: CLLocation?
    var customLocationManager: (any MLNLocationManager)?
    lazy var defaultLocationManager = MLNCLLocationManager()
    /// Whether the map asks the ``locationManager`` for permission when it starts showing the user's location
    /// and the user has not chosen yet (`shouldRequestAuthorizationToUseLocationServices`, MLNMapView.h; `YES` by
    /// default). Apps that ask for permission themselves set it to `false` (the naxalibre Flutter plugin's iOS
    /// map view, itheamc/naxalibre, passes its own setting through).
    open var shouldRequestAuthorizationToUseLocationServices = true
    /// Whether the map loads lower-zoom tiles first while the current ones load (`prefetchesTiles`,
    /// MLNMapView.h; `true` by default). Kept; no tile is loaded headless.
    open var prefetchesTiles = true
    /// Whether the map keeps tiles of other zoom levels in memory (`tileCacheEnabled`, MLNMapView.h; `true` by
    /// default). Kept; no tile is loaded headless.
    open var tileCacheEnabled = true
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    /// The style URL the view was created with (no style is fetched headless).
    /// (MapLibre's header declares `styleURL` null_resettable, which Swift imports as implicitly unwrapped.)
    open var styleURL: URL!

    /// A map view over a new core map following MapLibre's rules (`InteractionProfile.mapLibre`), at
    /// MapLibre's starting camera, (0, 0) at zoom 0 (the profile's `startCamera`). A frame with no area is
    /// laid out once it gets one.
    override public init(frame: CGRect) {
        core = MLNMapView.makeCore(frame: frame, profile: .mapLibre)
        super.init(frame: frame)
        finishSetUp()
    }

    /// A map view with no size yet (UIKit's `init()`); it is laid out once it gets a frame.
    public convenience init() {
        self.init(laidOut: .zero, profile: .mapLibre)
    }

    /// A map view showing a style: `initWithFrame:styleURL:` (the style is not fetched; loading completes
    /// in virtual time as ``init(frame:)``'s does).
    public convenience init(frame: CGRect, styleURL: URL?) {
        self.init(laidOut: frame, profile: .mapLibre)
        self.styleURL = styleURL
    }

    /// A map view following another profile's rules (MapCompat's addition for the conformance kit, porting
    /// and comparing vendors; 400 × 800 points by default); the camera starts at the profile's `startCamera`.
    ///
    /// - Throws: `MapCompatError` naming `width` or `height` when the frame's size is not finite or not
    ///   positive (the vendor's own initialisers never throw: they lay out an empty view later).
    public convenience init(
        frame: CGRect = CGRect(x: 0, y: 0, width: 400, height: 800), profile: InteractionProfile
    ) throws(MapCompatError) {
        _ = try Viewport(width: Double(frame.width), height: Double(frame.height))
        self.init(laidOut: frame, profile: profile)
    }

    /// A view over a new core following `profile`.
    init(laidOut frame: CGRect, profile: InteractionProfile) {
        core = MLNMapView.makeCore(frame: frame, profile: profile)
        super.init(frame: frame)
        finishSetUp()
    }

    #if canImport(UIKit)
        /// Storyboards are not supported headless.
        public required init?(coder: NSCoder) { return nil }
    #endif

    private static func makeCore(frame: CGRect, profile: InteractionProfile) -> InteractiveMap {
        let viewport = MLNMapView.viewport(for: frame.size, insets: .zero)
        return (try? InteractiveMap(profile: profile, camera: profile.startCamera, viewport: viewport))
            ?? MLNMapView.fallbackCore(profile: profile, viewport: viewport)
    }

    private func finishSetUp() {
        // MLNMapView selects shape annotations and the user location on a tap, and is its single-tap
        // recognizer's delegate: the tap begins only when it could select or deselect something. Both rules
        // live in the core and MapLibre's profile switches the condition on; a view over another profile (the
        // neutral one of conformance runs) is still an MLNMapView and keeps them.
        core.tapSelection = [.shapes, .locationMarker]
        core.setSingleTapNeedsAnnotation(true)
        syncUserDot()
        core.addObserver { [weak self] observed in self?.translate(observed.event) }
        if frame.width <= 0 || frame.height <= 0 {
            core.diagnostics.report(
                MapDiagnostic(
                    field: "frame", value: "\(frame.size)", action: .replaced(with: "1×1"),
                    message: "a view without area is laid out at 1×1 points until it gets a size"))
        }
        layoutOrnaments()
    }

    /// The core a profile whose start camera is not finite falls back to: the core's default camera (finite,
    /// so the neutral retry is never reached).
    private static func fallbackCore(profile: InteractionProfile, viewport: Viewport) -> InteractiveMap {
        if let map = try? InteractiveMap(profile: profile, viewport: viewport) { return map }
        return fallbackCore(profile: .neutral, viewport: .neutral)
    }

    /// The core viewport for a view size: sizes without area become 1×1 points (UIKit lays a view out before
    /// it has a size; MapLibre then draws nothing).
    static func viewport(for size: CGSize, insets: EdgeInsets) -> Viewport {
        let width = Double(size.width).isFinite && size.width > 0 ? Double(size.width) : 1
        let height = Double(size.height).isFinite && size.height > 0 ? Double(size.height) : 1
        return (try? Viewport(width: width, height: height, insets: insets))
            ?? (try? Viewport(width: width, height: height)) ?? .neutral
    }

    // MARK: Size

    /// Whether layout replaces the content insets with the safe area's (MapLibre's default, `true`; headless
    /// the safe area is empty, so layout sets them to zero). Set it to `false` to keep insets you set.
    open var automaticallyAdjustsContentInset = true

    #if !canImport(UIKit)
        /// Resizes the core's viewport with the view, keeping the content insets.
        override open func boundsDidChangeSize() {
            super.boundsDidChangeSize()
            resizeViewport()
        }
    #endif

    /// Lays out: with ``automaticallyAdjustsContentInset`` the insets become the safe area's (none
    /// headless); the viewport follows the view's size and the ornaments their corners.
    override open func layoutSubviews() {
        super.layoutSubviews()
        if automaticallyAdjustsContentInset, contentInset != .zero {
            setContentInset(.zero, animated: false, completionHandler: nil)
        }
        resizeViewport()
    }

    func resizeViewport() {
        core.setViewport(MLNMapView.viewport(for: bounds.size, insets: core.viewport.insets))
        layoutOrnaments()
    }

    /// Records an ignored value on ``lastIgnoredError`` and the core's diagnostics channel.
    func ignore(_ error: MapCompatError, value: String, action: MapDiagnostic.Action = .ignored) {
        lastIgnoredError = error
        core.diagnostics.report(MapDiagnostic(error, value: value, action: action))
    }

    // MARK: Gesture switches

    /// Pinch, double tap, two-finger tap and quick zoom: the core's `isZoomEnabled`.
    open var isZoomEnabled: Bool {
        get { core.gestureSettings.isZoomEnabled }
        set { core.gestureSettings.isZoomEnabled = newValue }
    }

    /// One-finger panning: the core's `isScrollEnabled`.
    open var isScrollEnabled: Bool {
        get { core.gestureSettings.isScrollEnabled }
        set { core.gestureSettings.isScrollEnabled = newValue }
    }

    /// Two-finger rotation: the core's `isRotateEnabled`.
    open var isRotateEnabled: Bool {
        get { core.gestureSettings.isRotateEnabled }
        set { core.gestureSettings.isRotateEnabled = newValue }
    }

    /// Two-finger vertical drag: the core's `isTiltEnabled`.
    open var isPitchEnabled: Bool {
        get { core.gestureSettings.isTiltEnabled }
        set { core.gestureSettings.isTiltEnabled = newValue }
    }

    /// Whether gestures give haptic feedback (kept; nothing vibrates headless).
    open var isHapticFeedbackEnabled = true

    /// The drift after release, as MapLibre's number, kept as given: one of the profile's rates
    /// (``MLNMapViewDecelerationRateNormal``, `…Fast`, `…Immediate`) selects the core's `DecelerationRate`;
    /// any other becomes the core's per-gesture rate (`decelerationRates`) for pans, pinches and rotations.
    /// Reading gives the pans' rate by the core's one formula. A value that is not finite or is negative is
    /// ignored and reported.
    open var decelerationRate: CGFloat {
        get { CGFloat(core.profile.deceleration.rate(for: .pan, in: core.gestureSettings)) }
        set {
            let value = Double(newValue)
            guard value.isFinite, value >= 0 else {
                ignore(
                    MapCompatError(
                        .outOfRange, field: "decelerationRate", "\(value) is not a finite rate of 0 or more"),
                    value: "\(value)")
                return
            }
            let model = core.profile.deceleration
            let kinds: [GestureKind] = [.pan, .pinch, .rotate]
            if let setting = DecelerationRate.allCases.first(where: { model.rate(for: $0) == value }) {
                core.gestureSettings.deceleration = setting
                for kind in kinds { core.gestureSettings.decelerationRates[kind] = nil }
            } else {
                for kind in kinds { core.gestureSettings.decelerationRates[kind] = value }
            }
        }
    }

    /// Whether dragging up zooms in during a quick zoom; reading reports the profile's
    /// `quickZoomDownZoomsIn` inverted (MapLibre's default, down zooms in, is `false`). Read-only here: the
    /// core fixes the direction per profile.
    open var isQuickZoomReversed: Bool { !core.profile.quickZoomDownZoomsIn }

    // MARK: Gesture recognizers

    /// Every recognizer on the map: the built-in ones, then the app's in the order added.
    override open var gestureRecognizers: [UIGestureRecognizer]? {
        get {
            let appCores = Set(appRecognizers.map { ObjectIdentifier($0.coreRecognizer) })
            let builtIn = core.gestureRecognizers.filter { !appCores.contains(ObjectIdentifier($0)) }.map {
                recognizer in
                let key = ObjectIdentifier(recognizer)
                if let wrapper = builtInWrappers[key] { return wrapper }
                let wrapper = UIGestureRecognizer.wrapping(recognizer)
                builtInWrappers[key] = wrapper
                return wrapper
            }
            return builtIn + appRecognizers
        }
        set {
            for recognizer in appRecognizers { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] where !builtInWrappers.values.contains(recognizer) {
                addGestureRecognizer(recognizer)
            }
        }
    }

    /// Adds an app recognizer: attached to the view and to the core's arbitration (asked before the built-in
    /// ones, as on a device).
    override open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard !appRecognizers.contains(where: { $0 === gestureRecognizer }) else { return }
        super.addGestureRecognizer(gestureRecognizer)
        appRecognizers.append(gestureRecognizer)
        core.addGestureRecognizer(gestureRecognizer.coreRecognizer)
    }

    /// Removes an app recognizer from the view and the core.
    override open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard appRecognizers.contains(where: { $0 === gestureRecognizer }) else { return }
        super.removeGestureRecognizer(gestureRecognizer)
        appRecognizers.removeAll { $0 === gestureRecognizer }
        core.removeGestureRecognizer(gestureRecognizer.coreRecognizer)
    }

    /// The heading within which a gesture's end snaps to north, in degrees: the profile's
    /// `northSnapTolerance` (read-only here; the core fixes it per profile).
    open var toleranceForSnappingToNorth: CGFloat { CGFloat(core.profile.northSnapTolerance) }
}

/// Whether an ornament shows: MapLibre's `MLNOrnamentVisibility`, over the core's control switches.
public enum MLNOrnamentVisibility: Int, Hashable, Sendable {
    /// Shown when it has something to say (the compass: while the map is turned): the switch on.
    case adaptive = 0
    /// Never shown: the switch off.
    case hidden = 1
    /// Always shown (kept as the switch on: the core's compass shows only while turned).
    case visible = 2
}
