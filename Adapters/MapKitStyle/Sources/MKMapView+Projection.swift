import Foundation
import MapCompatCore

#if canImport(CoreLocation)
    import CoreLocation
#endif

/// Points and coordinates, rectangles and regions, as `MKMapView` converts them, over the core's
/// `ScreenTransform`.
extension MKMapView {
    /// The coordinate under a point of `view` (this map view's coordinates when `view` is the map view, the
    /// window's for `nil`): the core transform's `coordinate(at:)`; above the horizon, Core Location's invalid
    /// coordinate (−180, −180).
    public func convert(_ point: CGPoint, toCoordinateFrom view: UIView?) -> CLLocationCoordinate2D {
        guard let position = core.transform.coordinate(at: convert(point, from: view)) else {
            return CLLocationCoordinate2D(latitude: -180, longitude: -180)
        }
        return CLLocationCoordinate2D(position)
    }

    /// The point of `view` where a coordinate is shown: the core transform's `point(for:)`; a coordinate that is
    /// not a position, or lies behind the camera, gives a point of NaNs.
    public func convert(_ coordinate: CLLocationCoordinate2D, toPointTo view: UIView?) -> CGPoint {
        guard let position = try? coordinate.latLng(), let point = core.transform.point(for: position) else {
            return CGPoint(x: CGFloat.nan, y: CGFloat.nan)
        }
        return convert(point, to: view)
    }

    /// The rectangle of `view` a region covers: its corners' points (the region's edges in degrees).
    public func convert(_ region: MKCoordinateRegion, toRectTo view: UIView?) -> CGRect {
        let span = region.span
        let northWest = convert(
            CLLocationCoordinate2D(
                latitude: region.center.latitude + span.latitudeDelta / 2,
                longitude: region.center.longitude - span.longitudeDelta / 2), toPointTo: view)
        let southEast = convert(
            CLLocationCoordinate2D(
                latitude: region.center.latitude - span.latitudeDelta / 2,
                longitude: region.center.longitude + span.longitudeDelta / 2), toPointTo: view)
        return CGRect(
            x: min(northWest.x, southEast.x), y: min(northWest.y, southEast.y), width: abs(southEast.x - northWest.x),
            height: abs(southEast.y - northWest.y))
    }

    /// The region a rectangle of `view` covers: its corners' coordinates, centred on the rectangle's middle.
    public func convert(_ rect: CGRect, toRegionFrom view: UIView?) -> MKCoordinateRegion {
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
        ]
        .compactMap { core.transform.coordinate(at: convert($0, from: view)) }
        let latitudes = corners.map(\.latitude)
        let longitudes = corners.map(\.longitude)
        return MKCoordinateRegion(
            center: convert(CGPoint(x: rect.midX, y: rect.midY), toCoordinateFrom: view),
            span: MKCoordinateSpan(
                latitudeDelta: (latitudes.max() ?? 0) - (latitudes.min() ?? 0),
                longitudeDelta: (longitudes.max() ?? 0) - (longitudes.min() ?? 0)))
    }
}
