import Foundation
import MapCompatCore

#if canImport(CoreLocation)
    import CoreLocation
#endif

/// The user's location as the map shows it: MapLibre's `MLNUserLocation` (platform/ios/src/MLNUserLocation.h),
/// an annotation the map view updates from its location manager.
open class MLNUserLocation: NSObject, MLNAnnotation {
    /// The latest position; `nil` before the first report.
    open internal(set) var location: CLLocation?
    /// The latest heading; `nil` before the first report.
    open internal(set) var heading: CLHeading?
    /// Whether the map is receiving updates.
    open internal(set) var isUpdating = false
    /// The callout title ("You Are Here" in MapLibre).
    open var title: String? = "You Are Here"
    /// The callout subtitle.
    open var subtitle: String?

    /// The latest position's coordinate; MapLibre's invalid coordinate before the first report.
    open var coordinate: CLLocationCoordinate2D {
        location?.coordinate ?? CLLocationCoordinate2D(latitude: -180, longitude: -180)
    }

    override init() {
        super.init()
    }
}

@available(*, unavailable)
extension MLNUserLocation: @unchecked Sendable {}

/// How the camera follows the user: MapLibre's `MLNUserTrackingMode` (`NSUInteger`), over the core's
/// `TrackingMode`.
public enum MLNUserTrackingMode: UInt, Hashable, Sendable {
    /// Not following: the core's `none` or `noFollow`.
    case none = 0
    /// Following the location: the core's `follow`.
    case follow = 1
    /// Following and turning with the heading: the core's `followWithHeading`.
    case followWithHeading = 2
    /// Following and turning with the course: the core's `follow` (the core does not turn the map with
    /// the course; reported on the diagnostics when set).
    case followWithCourse = 3

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
    /// Whether the user's location is shown: the core's tracking mode is other than `none`. Turning it on
    /// starts the ``locationManager``'s updates and tells the delegate; turning it off stops them.
    public var showsUserLocation: Bool {
        get { core.trackingMode != .none }
        set {
            if newValue, core.trackingMode == .none {
                delegate?.mapViewWillStartLocatingUser(self)
                let user = currentUserLocation ?? MLNUserLocation()
                user.location = user.location ?? lastReportedLocation
                user.isUpdating = true
                currentUserLocation = user
                core.setTrackingMode(.noFollow, animated: false)
                syncUserDot()
                startLocationServices()
            } else if !newValue, core.trackingMode != .none {
                core.setTrackingMode(.none, animated: false)
                syncUserDot()
                locationManager.stopUpdatingLocation()
                locationManager.stopUpdatingHeading()
                currentUserLocation?.isUpdating = false
                currentUserLocation = nil
                delegate?.mapViewDidStopLocatingUser(self)
            }
        }
    }

    /// The user's location while it is shown; `nil` otherwise.
    public var userLocation: MLNUserLocation? { currentUserLocation }

    /// Whether the user's location is on screen: the core's location fix lies in the view.
    public var isUserLocationVisible: Bool {
        guard let position = core.location?.position, let point = core.transform.point(for: position) else {
            return false
        }
        return bounds.contains(point)
    }

    /// Whether the puck shows a heading arrow (drawing only: kept).
    public var showsUserHeadingIndicator: Bool {
        get { headingIndicatorShown }
        set { headingIndicatorShown = newValue }
    }

    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    /// Where the user's location comes from (null_resettable): the map is its delegate and feeds its reports
    /// to the core's `updateLocation(_:)`. Setting `nil` goes back to the default ``MLNCLLocationManager``.
    /// (MapLibre's header declares the property null_resettable, which Swift imports as implicitly unwrapped.)
    public var locationManager: (any MLNLocationManager)! {
        get { customLocationManager ?? defaultLocationManager }
        set {
            let old = customLocationManager ?? defaultLocationManager
            let new: any MLNLocationManager = newValue ?? defaultLocationManager
            if old !== new { old.delegate = nil }
            customLocationManager = newValue
            new.delegate = self
        }
    }

    /// How the camera follows the user: the core's `trackingMode` (`none` and `noFollow` both read as
    /// ``MLNUserTrackingMode/none``).
    public var userTrackingMode: MLNUserTrackingMode {
        get {
            let mode = MLNUserTrackingMode(core.trackingMode)
            return mode == .follow && courseTracking ? .followWithCourse : mode
        }
        set { setUserTrackingMode(newValue, animated: false, completionHandler: nil) }
    }

    /// Changes the tracking mode: the core's `setTrackingMode(_:animated:)`; following turns the location on.
    public func setUserTrackingMode(_ mode: MLNUserTrackingMode, animated: Bool) {
        setUserTrackingMode(mode, animated: animated, completionHandler: nil)
    }

    /// Changes the tracking mode, then calls the handler.
    public func setUserTrackingMode(_ mode: MLNUserTrackingMode, animated: Bool, completionHandler: (() -> Void)?) {
        if mode != .none, currentUserLocation == nil {
            delegate?.mapViewWillStartLocatingUser(self)
            let user = MLNUserLocation()
            user.location = lastReportedLocation
            user.isUpdating = true
            currentUserLocation = user
            startLocationServices()
        }
        courseTracking = mode == .followWithCourse
        syncLocationAnchor()
        switch mode {
        case .none: core.setTrackingMode(core.trackingMode == .none ? .none : .noFollow, animated: animated)
        case .follow: core.setTrackingMode(.follow, animated: animated)
        case .followWithHeading: core.setTrackingMode(.followWithHeading, animated: animated)
        case .followWithCourse:
            core.diagnostics.report(
                MapDiagnostic(
                    field: "userTrackingMode", value: "followWithCourse", action: .replaced(with: "follow"),
                    message: "the core follows the location without turning to the course"))
            core.setTrackingMode(.follow, animated: animated)
        }
        syncUserDot()
        completionHandler?()
    }

    /// Hands the core the point where the delegate wants the followed location shown
    /// (`mapViewUserLocationAnchorPoint(_:)`, measured from the content area's corner, as MLNMapView.mm's
    /// `userLocationAnnotationViewCenter` adds the content frame's origin); none when it is the content area's
    /// middle.
    func syncLocationAnchor() {
        guard let delegate else {
            core.locationAnchor = nil
            return
        }
        let insets = contentInset
        let asked = delegate.mapViewUserLocationAnchorPoint(self)
        let anchor = CGPoint(x: asked.x + max(insets.left, 0), y: asked.y + max(insets.top, 0))
        let focal = core.viewport.focalPoint
        core.locationAnchor = abs(anchor.x - focal.x) < 1e-9 && abs(anchor.y - focal.y) < 1e-9 ? nil : anchor
    }

    /// Draws the core's user-location marker exactly while the user's location is shown: MapLibre draws its
    /// user dot only then (maplibre-native `platform/ios/src/MLNMapView.mm`, `setShowsUserLocation:` makes and
    /// removes the user location annotation view).
    func syncUserDot() {
        core.showsLocationMarker = core.trackingMode != .none
        guard core.showsLocationMarker, let user = currentUserLocation else {
            userLocationView?.annotation = nil
            userLocationView = nil
            return
        }
        if userLocationView == nil { userLocationView = makeUserLocationView(for: user) }
        placeUserLocationView()
        userLocationView?.update()
    }

    /// The delegate's view for the user's location, or a plain ``MLNUserLocationAnnotationView``: MapLibre asks
    /// `mapView(_:viewFor:)` with the user location and uses its default view when the answer is `nil`
    /// (`MLNMapView.mm`, `setShowsUserLocation:`). A view of another class, which MapLibre refuses with an
    /// exception, is reported on the diagnostics and replaced by the plain one.
    private func makeUserLocationView(for user: MLNUserLocation) -> MLNUserLocationAnnotationView {
        let answer = delegate?.mapView(self, viewFor: user)
        let view: MLNUserLocationAnnotationView
        if let answer, let own = answer as? MLNUserLocationAnnotationView {
            view = own
        } else {
            if let answer {
                core.diagnostics.report(
                    MapDiagnostic(
                        field: "mapView(_:viewFor:)", value: "\(type(of: answer))",
                        action: .replaced(with: "MLNUserLocationAnnotationView"),
                        message: "the view for the user location must be an MLNUserLocationAnnotationView"))
            }
            view = MLNUserLocationAnnotationView(annotation: user, reuseIdentifier: nil)
        }
        view.annotation = user
        view.hostMapView = self
        return view
    }
}

extension MLNMapView {
    /// Starts the location manager's updates, first asking for permission while the user has not chosen, unless
    /// the app switched the request off (``shouldRequestAuthorizationToUseLocationServices``), as MapLibre's
    /// `validateLocationServices` does (MLNMapView.mm).
    func startLocationServices() {
        if shouldRequestAuthorizationToUseLocationServices, locationManager.authorizationStatus == .notDetermined {
            locationManager.requestWhenInUseAuthorization()
        }
        locationManager.startUpdatingLocation()
        locationManager.startUpdatingHeading()
    }
}
