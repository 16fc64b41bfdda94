import Foundation
import MapCompatCore

/// A point of interest on an ``RMMapView`` (`RMAnnotation`): its model side, kept in the core's
/// `Annotation` while it is on a map.
open class RMAnnotation {
    /// The map the annotation is on (held weakly); set by ``RMMapView/addAnnotation(_:)``.
    public internal(set) weak var mapView: RMMapView?
    /// The core id while the annotation is on a map.
    var coreID: AnnotationID?
    private var storedCoordinate: CLLocationCoordinate2D

    /// The annotation's position (the core's `Annotation.coordinate`, which a drag updates).
    /// An invalid coordinate is ignored while the annotation is on a map.
    public var coordinate: CLLocationCoordinate2D {
        get {
            guard let map = mapView, let id = coreID, let annotation = map.core.annotation(id) else {
                return storedCoordinate
            }
            return CLLocationCoordinate2D(annotation.coordinate)
        }
        set {
            storedCoordinate = newValue
            mapView?.sync(self, takingCoordinate: true)
        }
    }
    /// The callout's title (the core's `Annotation.title`).
    public var title: String? { didSet { mapView?.sync(self) } }
    /// The callout's second line (the core's `Annotation.subtitle`).
    public var subtitle: String? { didSet { mapView?.sync(self) } }
    /// Storage for the app's own data; the map never reads it.
    public var userInfo: Any?
    /// A name the app gives to a kind of annotation; the map never reads it.
    public var annotationType: String?
    /// Whether touches on the layer are recognized (the core's `Annotation.isEnabled`).
    public var enabled = true { didSet { mapView?.sync(self) } }
    /// The layer that shows the annotation; without one, the annotation is not shown or hit.
    public var layer: RMMapLayer? {
        didSet {
            if oldValue !== layer { oldValue?.annotation = nil }
            layer?.annotation = self
            mapView?.sync(self)
        }
    }

    /// Creates an annotation (`initWithMapView:coordinate:andTitle:`): enabled, with no layer yet. The map
    /// view is only remembered; ``RMMapView/addAnnotation(_:)`` puts it on the map.
    public init(mapView: RMMapView?, coordinate: CLLocationCoordinate2D, andTitle title: String?) {
        self.mapView = mapView
        self.storedCoordinate = coordinate
        self.title = title
    }

    /// The position in projected metres (the core's `WebMercator.projectedMetres(_:)`).
    public var projectedLocation: RMProjectedPoint {
        RMProjection.googleProjection.coordinateToProjectedPoint(coordinate) ?? RMProjectedPoint(x: 0, y: 0)
    }

    /// Where the annotation is on screen; setting it is the layer's `setPosition(_:animated: true)`.
    public var position: CGPoint {
        get {
            guard let map = mapView, let id = coreID else { return .zero }
            return map.core.screenPosition(of: id) ?? .zero
        }
        set { layer?.setPosition(newValue, animated: true) }
    }

    /// The core annotation for this one, or `nil` when its values are not usable (an invalid coordinate).
    func coreAnnotation(id: AnnotationID) -> Annotation? {
        guard let position = storedCoordinate.latLng else { return nil }
        let layer = self.layer
        let z = layer.map { Double($0.zPosition) }.flatMap { $0.isFinite ? Int(exactly: $0.rounded()) : nil }
        return try? Annotation(
            id: id, coordinate: position, size: layer?.bounds.size ?? .zero,
            anchor: layer?.anchorPoint ?? CGPoint(x: 0.5, y: 0.5), z: z ?? 0, isVisible: layer != nil, title: title,
            subtitle: subtitle, isEnabled: enabled, canShowCallout: layer?.canShowCallout ?? false,
            calloutOffset: layer?.calloutOffset ?? .zero, hasLeftAccessory: layer?.leftCalloutAccessoryView != nil,
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
extension RMAnnotation: Sendable {}
