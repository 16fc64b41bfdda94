import Foundation
import MapCompatCore

/// Google's map view (`GMSMapView`), headless: a `UIView` whose properties and calls map onto one core
/// `InteractiveMap`, and whose delegate hears the core's events as Google's callbacks.
///
/// Markers are the core's annotations (selected with an info window, dragged by a long press); polylines,
/// polygons and circles are its scene shapes; basemap points of interest are its symbols. Input arrives
/// through `handle(_:)` (touch frames) and time through `advance(by:)` (virtual time): nothing moves unless
/// told. As in Google's SDK nothing here throws: input Google would clamp or ignore is clamped or ignored, and
/// reported on the core's diagnostics channel (`core.diagnostics`), where Google raises an exception
/// (`setMinZoom(_:maxZoom:)` with the minimum above the maximum) too.
///
/// ```swift
/// let camera = GMSCameraPosition(latitude: -33.86, longitude: 151.20, zoom: 6)
/// let mapView = GMSMapView(frame: CGRect(x: 0, y: 0, width: 400, height: 800), camera: camera)
/// mapView.delegate = self
/// let marker = GMSMarker(position: CLLocationCoordinate2D(latitude: -33.86, longitude: 151.20))
/// marker.title = "Sydney"
/// marker.map = mapView
/// ```
open class GMSMapView: UIView, CoreBackedView {
    /// The neutral map underneath: an escape hatch for what Google's API does not reach.
    public let core: InteractiveMap

    /// Hears taps, camera changes, info windows and drags. Held weakly, as Google does.
    open weak var delegate: (any GMSMapViewDelegate)? {
        didSet { rendering.needed = true }
    }

    /// The gesture switches and buttons.
    public let settings: GMSUISettings

    /// The markers on the map, by the core annotation each one is.
    var markers: [AnnotationID: GMSMarker] = [:]
    /// The polylines, polygons and circles on the map, by their scene item (whether or not the core has one
    /// yet: an overlay with nothing to draw has none).
    var shapes: [SceneItemID: GMSOverlay] = [:]
    /// Each overlay's name on this map.
    var overlayIDs: [ObjectIdentifier: String] = [:]
    /// The basemap's points of interest, by scene item.
    var pointsOfInterest: [SceneItemID: PointOfInterest] = [:]
    var nextOverlayNumber = 0
    /// The view the delegate gave for the info window about to show, until the core shows it.
    var pendingInfoWindow: UIView?
    /// The marker being dragged and where it was last told to the delegate, for `didDrag`.
    var drag: (id: AnnotationID, point: CGPoint?)?
    /// When the delegate is next told that the map rendered.
    var rendering = RenderingReports()

    /// The basemap type; `.normal` by default (kept: nothing is drawn).
    open var mapType = GMSMapViewType.normal
    /// Whether traffic is drawn (kept; `false` by default).
    open var isTrafficEnabled = false
    /// Whether 3D buildings are drawn (kept; `true` by default).
    open var isBuildingsEnabled = true
    /// Whether indoor maps are drawn (kept; `true` by default).
    open var isIndoorEnabled = true
    /// A JSON style for the normal map type (kept).
    open var mapStyle: GMSMapStyle?
    /// How often the map redraws (kept).
    open var preferredFrameRate = GMSFrameRate.maximum
    /// How the safe area adds to ``padding``: headless there is none, so the value is kept.
    open var paddingAdjustmentBehavior = GMSMapViewPaddingAdjustmentBehavior.always
    /// The Cloud map style the map was made with, if any (kept).
    public let mapID: GMSMapID?

    /// Creates a map view as Google's `initWithOptions:` does: the options' frame and camera, Google's
    /// interaction rules (`InteractionProfile.googleMaps`).
    public required convenience init(options: GMSMapViewOptions) {
        self.init(options: options, profile: .googleMaps)
    }

    /// Creates a map view with chosen interaction rules.
    ///
    /// MapCompat addition (Google's views follow Google's rules only). A frame without a usable size (zero, as
    /// views built for Auto Layout start) keeps MapCompat's headless size, 400 × 800 points, until the view
    /// gets one. A camera that is not usable is replaced by the profile's start camera and reported on
    /// `core.diagnostics`.
    ///
    /// - Parameters:
    ///   - options: the frame and camera to start with.
    ///   - profile: the interaction rules; `InteractionProfile.googleMaps` for Google's.
    public init(options: GMSMapViewOptions, profile: InteractionProfile) {
        let frame = options.frame
        let viewport = (try? Viewport(width: Double(frame.width), height: Double(frame.height))) ?? .neutral
        var start = profile.startCamera
        var refused: MapCompatError?
        if let camera = options.camera {
            do {
                start = try camera.coreCamera()
            } catch {
                refused = error
            }
        }
        core = InteractiveMap(profile: profile, cameraOrDefault: start, viewport: viewport)
        settings = GMSUISettings(core: core)
        mapID = options.mapID
        super.init(frame: frame)
        backgroundColor = options.backgroundColor
        if let refused {
            report(
                refused, value: options.camera.map(\.description) ?? "nil", action: .replaced(with: "the start camera"),
                field: "camera.\(refused.field)")
        }
        installHooks()
        core.addObserver { [weak self] observed in self?.dispatch(observed.event) }
    }

    /// Creates a map view of a frame and camera (Google's `initWithFrame:camera:`).
    public convenience init(frame: CGRect, camera: GMSCameraPosition) {
        let options = GMSMapViewOptions()
        options.frame = frame
        options.camera = camera
        self.init(options: options)
    }

    /// Creates a map view of a frame, its camera at the profile's start (UIView's `initWithFrame:`).
    public override convenience init(frame: CGRect) {
        let options = GMSMapViewOptions()
        options.frame = frame
        self.init(options: options)
    }

    /// Builds a map view of a frame and camera (Google's `+mapWithFrame:camera:`).
    open class func map(withFrame frame: CGRect, camera: GMSCameraPosition) -> Self {
        let options = GMSMapViewOptions()
        options.frame = frame
        options.camera = camera
        return Self(options: options)
    }

    // MARK: Size and padding

    /// The view's rectangle; a new size becomes the core's viewport. A size that is not positive and finite
    /// keeps the previous viewport, reported on `core.diagnostics` (field `frame.width` or `frame.height`).
    open override var bounds: CGRect {
        didSet {
            guard bounds.size != oldValue.size else { return }
            applyViewport(size: bounds.size, padding: padding, field: "frame")
        }
    }

    /// Space at the view's edges the map keeps clear of its content's centre and its buttons: the camera's
    /// target shows at the centre of what is left, and the projection's visible region leaves it out. The
    /// camera keeps its target. Sides that are negative or not finite, or that leave no room, are ignored and
    /// reported on `core.diagnostics`.
    open var padding: UIEdgeInsets = .zero {
        didSet {
            let viewport = core.viewport
            if !applyViewport(
                size: CGSize(width: viewport.width, height: viewport.height), padding: padding, field: "padding")
            {
                padding = oldValue
            }
        }
    }

    @discardableResult
    private func applyViewport(size: CGSize, padding: UIEdgeInsets, field: String) -> Bool {
        do {
            core.setViewport(
                try Viewport(width: Double(size.width), height: Double(size.height), insets: EdgeInsets(padding)))
            return true
        } catch {
            let name =
                error.field.hasPrefix("insets")
                ? error.field.replacingOccurrences(of: "insets", with: "padding") : "\(field).\(error.field)"
            let value = field == "padding" ? "\(padding)" : "\(size)"
            report(error, value: value, action: .keptPrevious, field: name)
            return false
        }
    }

    // MARK: Diagnostics

    /// Reports input the core refused on `core.diagnostics`, naming the field as Google does.
    func report(
        _ error: MapCompatError, value: String, action: MapDiagnostic.Action = .ignored, field: String? = nil,
        type: String = "GMSMapView"
    ) {
        core.diagnostics.report(
            MapDiagnostic(
                field: "\(type).\(field ?? error.field)", value: value, action: action, message: error.message))
    }

    // MARK: Time

    /// Lets virtual time pass (the core's `advance(by:)`); each time the map comes to rest after it was made,
    /// given a delegate or moved, the delegate hears that its tiles rendered and its snapshot is ready.
    ///
    /// - Throws: `MapCompatError` naming `seconds` when it is negative or not finite.
    public func advance(by seconds: Double) throws(MapCompatError) {
        try core.advance(by: seconds)
        reportRenderingIfDue()
    }

    /// Feeds one frame of touches (the core's `handle(_:)`); a marker being dragged tells the delegate it
    /// moved when the frame moved it.
    ///
    /// - Throws: `MapCompatError` for a frame that cannot follow the ones before; it changes nothing.
    public func handle(_ frame: TouchFrame) throws(MapCompatError) {
        try core.handle(frame)
        reportDragStep()
    }
}

/// A point of interest of the basemap: what Google tells of a tap on it.
struct PointOfInterest {
    /// Its Places ID.
    let placeID: String
    /// Its name.
    let name: String
    /// Where it is.
    let location: CLLocationCoordinate2D
}

/// Whether the map still owes its delegate the tile-rendering and snapshot callbacks.
struct RenderingReports {
    /// Set when the map is made, given a delegate or moved; cleared once the callbacks ran at rest.
    var needed = true
}
