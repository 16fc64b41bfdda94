// swift-format-ignore-file: NeverUseImplicitlyUnwrappedOptionals

// route-me's headers carry no nullability: Swift imports their objects implicitly unwrapped, and so does this API.
import Foundation
import MapCompatCore

/// A point of interest on an ``RMMapView`` (`RMAnnotation`, an `NSObject`): its model side, kept in the
/// core's `Annotation` while it is on a map. Names and optionality are those Swift's importer gives
/// `RMAnnotation.h` (no nullability: objects implicitly unwrapped; `enabled` with getter `isEnabled` is
/// `isEnabled`).
open class RMAnnotation: NSObject {
    /// The map the annotation belongs to (held weakly); set by ``RMMapView/addAnnotation(_:)``.
    public weak var mapView: RMMapView!
    /// The core id while the annotation is on a map.
    package var coreID: AnnotationID?
    private var storedCoordinate: CLLocationCoordinate2D

    /// The annotation's position (the core's `Annotation.coordinate`, which a drag updates). An invalid
    /// coordinate is reported and ignored while the annotation is on a map.
    open var coordinate: CLLocationCoordinate2D {
        get {
            guard let map = mapView, let id = coreID, let annotation = map.core.annotation(id) else {
                return storedCoordinate
            }
            return CLLocationCoordinate2D(annotation.coordinate)
        }
        set {
            guard newValue.latLng != nil || coreID == nil else {
                mapView?.core.diagnostics.report(
                    MapDiagnostic(
                        field: "RMAnnotation.coordinate", value: "\(newValue)", action: .keptPrevious,
                        message: "not a valid coordinate"))
                return
            }
            storedCoordinate = newValue
            mapView?.sync(self, takingCoordinate: true)
        }
    }
    /// The callout's title (the core's `Annotation.title`).
    open var title: String! { didSet { mapView?.sync(self) } }
    /// The callout's second line (the core's `Annotation.subtitle`).
    open var subtitle: String! { didSet { mapView?.sync(self) } }
    /// Storage for the app's own data; the map never reads it.
    open var userInfo: Any!
    /// A name the app gives to a kind of annotation; the map never reads it.
    open var annotationType: String!
    /// An image the app keeps for building the layer (`annotationIcon`); the map never reads it.
    open var annotationIcon: UIImage!
    /// A badge image the app keeps (`badgeIcon`); the map never reads it.
    open var badgeIcon: UIImage!
    /// The anchor the app keeps for building the layer (`anchorPoint`); the layer's own anchor is the one used.
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    /// Whether touches on the layer are recognized (`enabled`, getter `isEnabled`; the core's
    /// `Annotation.isEnabled`).
    open var isEnabled = true { didSet { mapView?.sync(self) } }
    /// Whether the annotation may be clustered; stored only (the headless map does not cluster).
    open var clusteringEnabled = true
    /// Whether this annotation stands for a cluster: never headless.
    open var isClusterAnnotation: Bool { false }
    /// The annotations of a cluster: none headless.
    open var clusteredAnnotations: [Any]! { [] }
    /// Whether this is the user-location annotation (``RMUserLocation``).
    open var isUserLocationAnnotation: Bool { false }
    /// The box the annotation covers, in projected metres (`projectedBoundingBox`), once set.
    open var projectedBoundingBox = RMProjectedRect(
        origin: RMProjectedPoint(x: 0, y: 0), size: RMProjectedSize(width: 0, height: 0))
    /// Whether ``projectedBoundingBox`` was set (`hasBoundingBox`).
    open var hasBoundingBox = false
    /// The layer that shows the annotation; without one, the annotation is not shown or hit.
    open var layer: RMMapLayer! {
        didSet {
            if oldValue !== layer { oldValue?.annotation = nil }
            layer?.annotation = self
            mapView?.sync(self)
        }
    }

    /// Creates an annotation (`initWithMapView:coordinate:andTitle:`): enabled, with no layer yet. The map
    /// view is only remembered; ``RMMapView/addAnnotation(_:)`` puts it on the map. Never `nil` here.
    public init!(mapView aMapView: RMMapView!, coordinate aCoordinate: CLLocationCoordinate2D, andTitle aTitle: String!)
    {
        storedCoordinate = aCoordinate
        title = aTitle
        mapView = aMapView
        super.init()
    }

    /// Creates an annotation at 0°, 0° on no map, for subclasses that set their values afterwards.
    public override init() {
        storedCoordinate = CLLocationCoordinate2D(latitude: 0, longitude: 0)
        super.init()
    }

    /// Creates an annotation for a subclass made by the map itself (``RMUserLocation``).
    init(uncheckedMapView map: RMMapView?, coordinate: CLLocationCoordinate2D, title: String?) {
        storedCoordinate = coordinate
        self.title = title
        mapView = map
        super.init()
    }

    /// The position in projected metres (the core's `WebMercator.projectedMetres(_:)`); setting it moves
    /// the coordinate there.
    open var projectedLocation: RMProjectedPoint {
        get { RMProjection.googleProjection.coordinateToProjectedPoint(coordinate) ?? RMProjectedPoint(x: 0, y: 0) }
        set { coordinate = RMProjection.googleProjection.projectedPointToCoordinate(newValue) }
    }

    /// Sets ``projectedBoundingBox`` from two corners (`setBoundingBoxCoordinatesSouthWest:northEast:`).
    open func setBoundingBoxCoordinatesSouthWest(
        _ southWest: CLLocationCoordinate2D, northEast: CLLocationCoordinate2D
    ) {
        let projection = RMProjection.googleProjection
        guard let sw = projection.coordinateToProjectedPoint(southWest),
            let ne = projection.coordinateToProjectedPoint(northEast)
        else { return }
        projectedBoundingBox = RMProjectedRect(
            origin: sw, size: RMProjectedSize(width: ne.x - sw.x, height: ne.y - sw.y))
        hasBoundingBox = true
    }

    /// Sets ``projectedBoundingBox`` around locations (`setBoundingBoxFromLocations:`); elements that are not
    /// `CLLocation`s are skipped.
    open func setBoundingBoxFromLocations(_ locations: [Any]!) {
        let coordinates = (locations ?? []).compactMap { ($0 as? CLLocation)?.coordinate }
        guard let edges = LatLngBounds.edges(enclosing: coordinates.lazy.map { ($0.latitude, $0.longitude) })
        else { return }
        setBoundingBoxCoordinatesSouthWest(
            CLLocationCoordinate2D(latitude: edges.south, longitude: edges.west),
            northEast: CLLocationCoordinate2D(latitude: edges.north, longitude: edges.east))
    }

    /// Where the annotation is on screen; setting it is `setPosition(_:animated: true)`.
    open var position: CGPoint {
        get {
            guard let map = mapView, let id = coreID else { return .zero }
            return map.core.screenPosition(of: id) ?? .zero
        }
        set { setPosition(newValue, animated: true) }
    }

    /// The screen position ignoring wrapping (`absolutePosition`): the same as ``position`` headless.
    open var absolutePosition: CGPoint { position }

    /// Moves the layer's anchor to a screen point (`setPosition:animated:`, the layer's).
    open func setPosition(_ position: CGPoint, animated: Bool) {
        layer?.setPosition(position, animated: animated)
    }

    /// Whether the layer's frame meets the view (`isAnnotationOnScreen`).
    open var isAnnotationOnScreen: Bool {
        guard let map = mapView else { return false }
        return isAnnotationWithinBounds(
            CGRect(x: 0, y: 0, width: map.core.viewport.width, height: map.core.viewport.height))
    }

    /// Whether the layer's frame meets a rectangle of the view (`isAnnotationWithinBounds:`).
    open func isAnnotationWithinBounds(_ bounds: CGRect) -> Bool {
        guard let map = mapView, let id = coreID, let frame = map.core.frame(of: id) else { return false }
        return frame.intersects(bounds)
    }

    /// Whether the annotation is on screen and its layer shown (`isAnnotationVisibleOnScreen`).
    open var isAnnotationVisibleOnScreen: Bool { isAnnotationOnScreen && layer?.isHidden == false }

    /// The core annotation for this one, or `nil` when its values are not usable (an invalid coordinate).
    func coreAnnotation(id: AnnotationID) -> Annotation? {
        guard let position = storedCoordinate.latLng else { return nil }
        let layer: RMMapLayer? = self.layer
        let z = layer.map { Double($0.zPosition) }.flatMap { $0.isFinite ? Int(exactly: $0.rounded()) : nil }
        return try? Annotation(
            id: id, coordinate: position, size: layer?.bounds.size ?? .zero,
            anchor: layer?.anchorPoint ?? CGPoint(x: 0.5, y: 0.5), z: z ?? 0,
            isVisible: layer.map { !$0.isHidden } ?? false, title: title, subtitle: subtitle, isEnabled: isEnabled,
            canShowCallout: layer?.canShowCallout ?? false, calloutOffset: layer?.calloutOffset ?? .zero,
            hasLeftAccessory: layer?.leftCalloutAccessoryView != nil,
            hasRightAccessory: layer?.rightCalloutAccessoryView != nil, isDraggable: true,
            dragConfirmation: layer?.dragConfirmation ?? .layer)
    }

    /// Takes the core's coordinate as the stored one (before the annotation leaves the map, or before a
    /// change is pushed).
    func refreshStoredCoordinate() {
        guard let map = mapView, let id = coreID, let annotation = map.core.annotation(id) else { return }
        storedCoordinate = CLLocationCoordinate2D(annotation.coordinate)
    }
}

@available(*, unavailable)
extension RMAnnotation: @unchecked Sendable {}

extension RMAnnotation {
    /// The core scene item for an annotation whose layer is drawn in metres, or `nil` for any other (or
    /// when the geometry is not usable). A disabled annotation's item has no handler: taps go through it.
    func sceneItem(id: AnnotationID) -> SceneItem? {
        guard let layer, let shape = layer.sceneShape() else { return nil }
        let z = Double(layer.zPosition)
        return try? SceneItem(
            id: SceneItemID(id.rawValue), shape: shape, z: z.isFinite ? Int(z.rounded()) : 0,
            isVisible: !layer.isHidden, tap: isEnabled ? .consume : .none)
    }
}
