import Foundation
import MapCompatCore

/// MapLibre's deceleration rate for a normal drift: the profile's `deceleration.normalRate` (0.998 in
/// `InteractionProfile.mapLibre`).
public let MLNMapViewDecelerationRateNormal = InteractionProfile.mapLibre.deceleration.normalRate
/// MapLibre's deceleration rate for a short drift: the profile's `deceleration.fastRate` (0.99).
public let MLNMapViewDecelerationRateFast = InteractionProfile.mapLibre.deceleration.fastRate
/// MapLibre's rate for no drift at all: the core's `DecelerationRate.immediate`.
public let MLNMapViewDecelerationRateImmediate = 0.0

/// A MapLibre-shaped map view over one `InteractiveMap`: gesture switches, camera, delegate
/// callbacks and annotations renamed onto the core; every rule comes from the core's profile.
public final class MLNMapView: CoreBackedView {
    /// The neutral map this view drives.
    public let core: InteractiveMap
    /// Receives region, selection, callout and tracking callbacks translated from the core's events.
    public weak var delegate: (any MLNMapViewDelegate)? {
        didSet {
            installCameraVeto()
            refreshAnnotations()
        }
    }
    /// The last error a non-throwing setter swallowed (a non-finite value, say); `nil` when none did.
    public internal(set) var lastIgnoredError: MapCompatError?

    var reason: MLNCameraChangeReason = []
    var willChangeAnimated = false
    var records: [AnnotationID: AnnotationRecord] = [:]
    var order: [AnnotationID] = []
    var nextAnnotationNumber = 0
    var presentedCallout: (id: AnnotationID, view: any MLNCalloutView)?

    /// Creates a view over a new core map.
    ///
    /// - Parameters:
    ///   - frame: the view's bounds; only the size is used (the core's viewport).
    ///   - profile: the rules to follow; MapLibre's own (`InteractionProfile.mapLibre`) by
    ///     default.
    /// - Throws: `MapCompatError` when the size is not finite or not positive.
    public init(frame: CGRect = CGRect(x: 0, y: 0, width: 400, height: 800), profile: InteractionProfile = .mapLibre)
        throws(MapCompatError)
    {
        let viewport = try Viewport(width: Double(frame.width), height: Double(frame.height))
        core = try InteractiveMap(profile: profile, viewport: viewport)
        // MLNMapView is its single-tap recognizer's delegate: the tap begins only when it could select or
        // deselect an annotation (the rule itself lives in the core).
        core.setSingleTapNeedsAnnotation(true)
        core.addObserver { [weak self] observed in self?.translate(observed.event) }
    }

    // MARK: Frame

    /// The view's bounds: the core's viewport size.
    public var frame: CGRect {
        CGRect(x: 0, y: 0, width: core.viewport.width, height: core.viewport.height)
    }

    /// Resizes the view: the core's `setViewport(_:)`, keeping the insets.
    ///
    /// - Throws: `MapCompatError` when the size is not finite or not positive.
    public func setFrame(_ frame: CGRect) throws(MapCompatError) {
        core.setViewport(
            try Viewport(width: Double(frame.width), height: Double(frame.height), insets: core.viewport.insets))
    }

    /// The insets of the area the camera centres in: the core viewport's insets.
    public var contentInset: EdgeInsets {
        get { core.viewport.insets }
        set {
            do {
                core.setViewport(
                    try Viewport(width: core.viewport.width, height: core.viewport.height, insets: newValue))
            } catch {
                lastIgnoredError = error
            }
        }
    }

    // MARK: Gesture switches

    /// Pinch, double tap, two-finger tap and quick zoom: the core's `isZoomEnabled`.
    public var isZoomEnabled: Bool {
        get { core.gestureSettings.isZoomEnabled }
        set { core.gestureSettings.isZoomEnabled = newValue }
    }

    /// One-finger panning: the core's `isScrollEnabled`.
    public var isScrollEnabled: Bool {
        get { core.gestureSettings.isScrollEnabled }
        set { core.gestureSettings.isScrollEnabled = newValue }
    }

    /// Two-finger rotation: the core's `isRotateEnabled`.
    public var isRotateEnabled: Bool {
        get { core.gestureSettings.isRotateEnabled }
        set { core.gestureSettings.isRotateEnabled = newValue }
    }

    /// Two-finger vertical drag: the core's `isTiltEnabled`.
    public var isPitchEnabled: Bool {
        get { core.gestureSettings.isTiltEnabled }
        set { core.gestureSettings.isTiltEnabled = newValue }
    }

    /// The drift after release, as MapLibre's number: the core's `DecelerationRate` whose
    /// profile rate is nearest to the value set (``MLNMapViewDecelerationRateNormal``, `…Fast`,
    /// `…Immediate`); reading returns that setting's rate.
    public var decelerationRate: Double {
        get { core.profile.deceleration.rate(for: core.gestureSettings.deceleration) }
        set {
            guard newValue.isFinite else {
                lastIgnoredError = MapCompatError(.nonFinite, field: "decelerationRate", "\(newValue) is not finite")
                return
            }
            let model = core.profile.deceleration
            let nearest = DecelerationRate.allCases.min {
                abs(model.rate(for: $0) - newValue) < abs(model.rate(for: $1) - newValue)
            }
            core.gestureSettings.deceleration = nearest ?? .normal
        }
    }

    /// Whether dragging up zooms in during a quick zoom; reading reports the profile's
    /// `quickZoomDownZoomsIn` inverted (MapLibre's default, down zooms in, is `false`). Read-only here: the
    /// core fixes the direction per profile.
    public var isQuickZoomReversed: Bool { !core.profile.quickZoomDownZoomsIn }

    /// The heading within which a gesture's end snaps to north, in degrees: the profile's
    /// `northSnapTolerance` (read-only here; the core fixes it per profile).
    public var toleranceForSnappingToNorth: Double { core.profile.northSnapTolerance }

    // MARK: Gesture recognizers

    /// Every recognizer on the map, the app's first (they take priority), then the built-in ones: the
    /// core's `gestureRecognizers`.
    public var gestureRecognizers: [GestureRecognizer] { core.gestureRecognizers }

    /// Adds an app recognizer, asked before the built-in ones: the core's `addGestureRecognizer(_:)`. Make
    /// it `require(toFail:)` a built-in recognizer (found by `kind` in ``gestureRecognizers``) for a
    /// fallback, or answer `shouldRecognizeSimultaneously` to run alongside.
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        core.addGestureRecognizer(recognizer)
    }

    /// Removes an app recognizer: the core's `removeGestureRecognizer(_:)`.
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        core.removeGestureRecognizer(recognizer)
    }

    // MARK: Ornaments and location

    /// The compass's visibility: the core's `showsCompass` (adaptive shows it while the map is turned).
    public var compassViewVisibility: MLNOrnamentVisibility {
        get { core.controlSettings.showsCompass ? .adaptive : .hidden }
        set {
            var settings = core.controlSettings
            settings.showsCompass = newValue == .adaptive
            do { try core.setControlSettings(settings) } catch { lastIgnoredError = error }
        }
    }

    /// Whether the compass shows now: the core's `visibility(of: .compass)` is `visible`.
    public var isCompassShown: Bool { core.visibility(of: .compass) == .visible }

    /// Whether the user's location is shown: the core's tracking mode is other than `none`. Turning it on
    /// starts the ``locationManager``'s updates; turning it off stops them.
    public var showsUserLocation: Bool {
        get { core.trackingMode != .none }
        set {
            if newValue, core.trackingMode == .none {
                core.setTrackingMode(.noFollow, animated: false)
                locationManager?.startUpdatingLocation()
                locationManager?.startUpdatingHeading()
            } else if !newValue {
                core.setTrackingMode(.none, animated: false)
                locationManager?.stopUpdatingLocation()
                locationManager?.stopUpdatingHeading()
            }
        }
    }

    /// Where the user's location comes from; the map becomes its delegate and feeds its reports to the
    /// core's `updateLocation(_:)`. `nil` by default: there is no device here to ask.
    public var locationManager: (any MLNLocationManager)? {
        didSet {
            if let oldValue, oldValue !== locationManager { oldValue.delegate = nil }
            locationManager?.delegate = self
        }
    }

    /// How the camera follows the user: the core's `trackingMode` (`none` and `noFollow` both read as
    /// ``MLNUserTrackingMode/none``).
    public var userTrackingMode: MLNUserTrackingMode {
        get { MLNUserTrackingMode(core.trackingMode) }
        set { setUserTrackingMode(newValue, animated: false) }
    }

    /// Changes the tracking mode: the core's `setTrackingMode(_:animated:)`; following turns the location on.
    public func setUserTrackingMode(_ mode: MLNUserTrackingMode, animated: Bool) {
        switch mode {
        case .none: core.setTrackingMode(core.trackingMode == .none ? .none : .noFollow, animated: animated)
        case .follow: core.setTrackingMode(.follow, animated: animated)
        case .followWithHeading: core.setTrackingMode(.followWithHeading, animated: animated)
        }
    }
}

@available(*, unavailable)
extension MLNMapView: Sendable {}

/// Whether an ornament shows: MapLibre's `MLNOrnamentVisibility`, over the core's control switches.
public enum MLNOrnamentVisibility: Int, Hashable, Sendable {
    /// Shown when it has something to say (the compass: while the map is turned): the switch on.
    case adaptive = 0
    /// Never shown: the switch off.
    case hidden = 1
}

/// How the camera follows the user: MapLibre's `MLNUserTrackingMode`, over the core's
/// `TrackingMode`. (MapLibre's `followWithCourse` has no core counterpart.)
public enum MLNUserTrackingMode: Int, Hashable, Sendable {
    /// Not following: the core's `none` or `noFollow`.
    case none = 0
    /// Following the location: the core's `follow`.
    case follow = 1
    /// Following and turning with the heading: the core's `followWithHeading`.
    case followWithHeading = 2

    /// The mode for a core tracking mode.
    public init(_ mode: TrackingMode) {
        switch mode {
        case .none, .noFollow: self = .none
        case .follow: self = .follow
        case .followWithHeading: self = .followWithHeading
        }
    }
}

extension MLNMapView {
    /// The coordinate shown at a point of the view: the core transform's `coordinate(at:)`; `nil` off the
    /// map (above the horizon).
    public func convert(_ point: CGPoint) -> CLLocationCoordinate2D? {
        core.transform.coordinate(at: point).map(CLLocationCoordinate2D.init)
    }
}
