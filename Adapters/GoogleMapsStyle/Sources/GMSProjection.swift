import Foundation
import MapCompatCore

#if canImport(CoreLocation)
    import CoreLocation
#endif

/// The four corners of the area a camera shows (Google's `GMSVisibleRegion`): a trapezoid when the map is
/// tilted. With padding, the corners are those of the padded area.
public struct GMSVisibleRegion: Sendable {
    /// The bottom-left corner.
    public var nearLeft: CLLocationCoordinate2D
    /// The bottom-right corner.
    public var nearRight: CLLocationCoordinate2D
    /// The top-left corner.
    public var farLeft: CLLocationCoordinate2D
    /// The top-right corner.
    public var farRight: CLLocationCoordinate2D

    /// A region with every corner at latitude and longitude 0.
    public init() {
        let zero = CLLocationCoordinate2D(latitude: 0, longitude: 0)
        self.init(nearLeft: zero, nearRight: zero, farLeft: zero, farRight: zero)
    }

    /// A region from its four corners.
    public init(
        nearLeft: CLLocationCoordinate2D, nearRight: CLLocationCoordinate2D, farLeft: CLLocationCoordinate2D,
        farRight: CLLocationCoordinate2D
    ) {
        self.nearLeft = nearLeft
        self.nearRight = nearRight
        self.farLeft = farLeft
        self.farRight = farRight
    }
}

/// Converts between the view's points and coordinates for the camera of the moment it was read (Google's
/// `GMSProjection`, from ``GMSMapView/projection``): a snapshot that does not follow later camera moves.
///
/// ```swift
/// let point = mapView.projection.point(for: marker.position)
/// let coordinate = mapView.projection.coordinate(for: CGPoint(x: 100, y: 200))
/// ```
open class GMSProjection: NSObject {
    private let transform: ScreenTransform

    init(transform: ScreenTransform) {
        self.transform = transform
        super.init()
    }

    /// Where `coordinate` is shown, in the view's points; for a coordinate that is not valid, or lies beyond a
    /// tilted horizon, the view's origin (Google leaves such input undefined).
    open func point(for coordinate: CLLocationCoordinate2D) -> CGPoint {
        guard let position = try? coordinate.latLng() else { return .zero }
        return transform.point(for: position) ?? .zero
    }

    /// The coordinate shown at `point`; above a tilted horizon, the invalid coordinate (latitude and longitude
    /// −180).
    open func coordinate(for point: CGPoint) -> CLLocationCoordinate2D {
        guard let position = transform.coordinate(at: point) else {
            return CLLocationCoordinate2D(latitude: -180, longitude: -180)
        }
        return CLLocationCoordinate2D(position)
    }

    /// How many points `meters` span at `coordinate` (accurate for short distances, as Google says).
    open func points(forMeters meters: CLLocationDistance, at coordinate: CLLocationCoordinate2D) -> CGFloat {
        let perPoint = WebMercator.metresPerPoint(latitude: coordinate.latitude, zoom: transform.camera.zoom)
        guard perPoint > 0, perPoint.isFinite else { return 0 }
        return CGFloat(meters / perPoint)
    }

    /// Whether `coordinate` is shown within the padded area of the view.
    open func contains(_ coordinate: CLLocationCoordinate2D) -> Bool {
        guard let position = try? coordinate.latLng(), let point = transform.point(for: position) else { return false }
        let area = paddedArea
        return point.x >= area.minX && point.x <= area.maxX && point.y >= area.minY && point.y <= area.maxY
    }

    /// The corners of the padded area as coordinates.
    open func visibleRegion() -> GMSVisibleRegion {
        let area = paddedArea
        // A corner above a tilted horizon shows no ground: the horizon's coordinate stands in for it.
        func corner(_ x: CGFloat, _ y: CGFloat) -> CLLocationCoordinate2D {
            var point = CGPoint(x: x, y: y)
            while transform.coordinate(at: point) == nil, point.y < area.maxY { point.y += 1 }
            return coordinate(for: point)
        }
        return GMSVisibleRegion(
            nearLeft: corner(area.minX, area.maxY), nearRight: corner(area.maxX, area.maxY),
            farLeft: corner(area.minX, area.minY), farRight: corner(area.maxX, area.minY))
    }

    /// The view less the map's padding.
    private var paddedArea: CGRect {
        let viewport = transform.viewport
        let insets = viewport.insets
        return CGRect(
            x: insets.left, y: insets.top, width: viewport.width - insets.left - insets.right,
            height: viewport.height - insets.top - insets.bottom)
    }
}
