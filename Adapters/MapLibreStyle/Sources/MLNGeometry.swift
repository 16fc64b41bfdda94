import Foundation
import MapCompatCore

#if canImport(CoreLocation)
    import CoreLocation
#endif

// MapLibre's geometry vocabulary (maplibre-native platform/darwin/src/MLNGeometry.h and MLNGeometry.mm): the C
// structs and inline functions as Swift's importer names them. Pure conversions, no map behaviour.

/// A latitude and longitude extent: MapLibre's `MLNCoordinateSpan`.
public struct MLNCoordinateSpan: Sendable {
    /// Degrees of latitude covered.
    public var latitudeDelta: CLLocationDegrees
    /// Degrees of longitude covered.
    public var longitudeDelta: CLLocationDegrees

    /// A zero span, as the imported C struct's empty initialiser gives.
    public init() {
        latitudeDelta = 0
        longitudeDelta = 0
    }

    /// A span from its deltas.
    public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
        self.latitudeDelta = latitudeDelta
        self.longitudeDelta = longitudeDelta
    }
}

/// The empty span: MapLibre's `MLNCoordinateSpanZero`.
public let MLNCoordinateSpanZero = MLNCoordinateSpan()

/// A span from its deltas: MapLibre's `MLNCoordinateSpanMake`.
public func MLNCoordinateSpanMake(
    _ latitudeDelta: CLLocationDegrees, _ longitudeDelta: CLLocationDegrees
) -> MLNCoordinateSpan {
    MLNCoordinateSpan(latitudeDelta: latitudeDelta, longitudeDelta: longitudeDelta)
}

/// Whether two spans are equal: MapLibre's `MLNCoordinateSpanEqualToCoordinateSpan`.
public func MLNCoordinateSpanEqualToCoordinateSpan(_ span1: MLNCoordinateSpan, _ span2: MLNCoordinateSpan) -> Bool {
    span1.latitudeDelta == span2.latitudeDelta && span1.longitudeDelta == span2.longitudeDelta
}

/// A rectangle of coordinates, south-west and north-east corners: MapLibre's `MLNCoordinateBounds`.
public struct MLNCoordinateBounds: Sendable {
    /// The south-west corner.
    public var sw: CLLocationCoordinate2D
    /// The north-east corner.
    public var ne: CLLocationCoordinate2D

    /// Both corners at (0, 0), as the imported C struct's empty initialiser gives.
    public init() {
        sw = CLLocationCoordinate2D(latitude: 0, longitude: 0)
        ne = CLLocationCoordinate2D(latitude: 0, longitude: 0)
    }

    /// Bounds from their corners.
    public init(sw: CLLocationCoordinate2D, ne: CLLocationCoordinate2D) {
        self.sw = sw
        self.ne = ne
    }
}

/// Bounds from their corners: MapLibre's `MLNCoordinateBoundsMake`.
public func MLNCoordinateBoundsMake(_ sw: CLLocationCoordinate2D, _ ne: CLLocationCoordinate2D) -> MLNCoordinateBounds {
    MLNCoordinateBounds(sw: sw, ne: ne)
}

/// Whether two bounds have the same corners: MapLibre's `MLNCoordinateBoundsEqualToCoordinateBounds`.
public func MLNCoordinateBoundsEqualToCoordinateBounds(_ bounds1: MLNCoordinateBounds, _ bounds2: MLNCoordinateBounds)
    -> Bool
{
    bounds1.sw.latitude == bounds2.sw.latitude && bounds1.sw.longitude == bounds2.sw.longitude
        && bounds1.ne.latitude == bounds2.ne.latitude && bounds1.ne.longitude == bounds2.ne.longitude
}

/// Whether two bounds overlap: MapLibre's `MLNCoordinateBoundsIntersectsCoordinateBounds`.
public func MLNCoordinateBoundsIntersectsCoordinateBounds(
    _ bounds1: MLNCoordinateBounds, _ bounds2: MLNCoordinateBounds
) -> Bool {
    bounds1.ne.latitude > bounds2.sw.latitude && bounds1.sw.latitude < bounds2.ne.latitude
        && bounds1.ne.longitude > bounds2.sw.longitude && bounds1.sw.longitude < bounds2.ne.longitude
}

/// Whether a coordinate lies in bounds, edges included: MapLibre's `MLNCoordinateInCoordinateBounds`.
public func MLNCoordinateInCoordinateBounds(_ coordinate: CLLocationCoordinate2D, _ bounds: MLNCoordinateBounds)
    -> Bool
{
    coordinate.latitude >= bounds.sw.latitude && coordinate.latitude <= bounds.ne.latitude
        && coordinate.longitude >= bounds.sw.longitude && coordinate.longitude <= bounds.ne.longitude
}

/// The extent of bounds: MapLibre's `MLNCoordinateBoundsGetCoordinateSpan`.
public func MLNCoordinateBoundsGetCoordinateSpan(_ bounds: MLNCoordinateBounds) -> MLNCoordinateSpan {
    MLNCoordinateSpan(
        latitudeDelta: bounds.ne.latitude - bounds.sw.latitude,
        longitudeDelta: bounds.ne.longitude - bounds.sw.longitude)
}

/// Bounds moved by a span: MapLibre's `MLNCoordinateBoundsOffset`.
public func MLNCoordinateBoundsOffset(_ bounds: MLNCoordinateBounds, _ offset: MLNCoordinateSpan) -> MLNCoordinateBounds
{
    MLNCoordinateBounds(
        sw: CLLocationCoordinate2D(
            latitude: bounds.sw.latitude + offset.latitudeDelta, longitude: bounds.sw.longitude + offset.longitudeDelta),
        ne: CLLocationCoordinate2D(
            latitude: bounds.ne.latitude + offset.latitudeDelta, longitude: bounds.ne.longitude + offset.longitudeDelta)
    )
}

/// Whether bounds cover no area: MapLibre's `MLNCoordinateBoundsIsEmpty`.
public func MLNCoordinateBoundsIsEmpty(_ bounds: MLNCoordinateBounds) -> Bool {
    let span = MLNCoordinateBoundsGetCoordinateSpan(bounds)
    return span.latitudeDelta == 0 || span.longitudeDelta == 0
}

/// Bounds as text: MapLibre's `MLNStringFromCoordinateBounds`.
public func MLNStringFromCoordinateBounds(_ bounds: MLNCoordinateBounds) -> String {
    "{ sw = {\(bounds.sw.latitude), \(bounds.sw.longitude)}, ne = {\(bounds.ne.latitude), \(bounds.ne.longitude)}}"
}

/// The four corners of a (possibly rotated) area: MapLibre's `MLNCoordinateQuad`.
public struct MLNCoordinateQuad: Sendable {
    /// The top-left corner.
    public var topLeft: CLLocationCoordinate2D
    /// The bottom-left corner.
    public var bottomLeft: CLLocationCoordinate2D
    /// The bottom-right corner.
    public var bottomRight: CLLocationCoordinate2D
    /// The top-right corner.
    public var topRight: CLLocationCoordinate2D

    /// A quad from its corners.
    public init(
        topLeft: CLLocationCoordinate2D, bottomLeft: CLLocationCoordinate2D, bottomRight: CLLocationCoordinate2D,
        topRight: CLLocationCoordinate2D
    ) {
        self.topLeft = topLeft
        self.bottomLeft = bottomLeft
        self.bottomRight = bottomRight
        self.topRight = topRight
    }
}

/// The quad of bounds: MapLibre's `MLNCoordinateQuadFromCoordinateBounds`.
public func MLNCoordinateQuadFromCoordinateBounds(_ bounds: MLNCoordinateBounds) -> MLNCoordinateQuad {
    MLNCoordinateQuad(
        topLeft: CLLocationCoordinate2D(latitude: bounds.ne.latitude, longitude: bounds.sw.longitude),
        bottomLeft: bounds.sw,
        bottomRight: CLLocationCoordinate2D(latitude: bounds.sw.latitude, longitude: bounds.ne.longitude),
        topRight: bounds.ne)
}

/// Whether a coordinate is in MapLibre's accepted range (latitude ±90, longitude ±360):
/// `MLNLocationCoordinate2DIsValid`.
public func MLNLocationCoordinate2DIsValid(_ coordinate: CLLocationCoordinate2D) -> Bool {
    coordinate.latitude <= 90 && coordinate.latitude >= -90 && coordinate.longitude <= 360
        && coordinate.longitude >= -360
}

/// Radians to degrees: MapLibre's `MLNDegreesFromRadians`.
public func MLNDegreesFromRadians(_ radians: CGFloat) -> CGFloat { radians * 180 / .pi }

/// Degrees to radians: MapLibre's `MLNRadiansFromDegrees`.
public func MLNRadiansFromDegrees(_ degrees: CLLocationDegrees) -> CGFloat { CGFloat(degrees * .pi / 180) }

/// A projected point at a zoom level: MapLibre's `MLNMapPoint`.
public struct MLNMapPoint: Sendable {
    /// Horizontal position in world points at ``zoomLevel``.
    public var x: CGFloat
    /// Vertical position in world points at ``zoomLevel``.
    public var y: CGFloat
    /// The zoom level of the projection.
    public var zoomLevel: Double

    /// A point from its parts.
    public init(x: CGFloat, y: CGFloat, zoomLevel: Double) {
        self.x = x
        self.y = y
        self.zoomLevel = zoomLevel
    }
}

/// The Web Mercator point of a coordinate at a zoom level (512-point tiles): MapLibre's
/// `MLNMapPointForCoordinate`, the same projection as the core's `WebMercator.project`.
public func MLNMapPointForCoordinate(_ coordinate: CLLocationCoordinate2D, _ zoomLevel: Double) -> MLNMapPoint {
    let latitude = min(max(coordinate.latitude, -WebMercator.maxLatitude), WebMercator.maxLatitude) * .pi / 180
    let size = WebMercator.worldSize(zoom: zoomLevel)
    let x = (coordinate.longitude + 180) / 360
    let y = 0.5 - log(tan(.pi / 4 + latitude / 2)) / (2 * .pi)
    return MLNMapPoint(x: CGFloat(x * size), y: CGFloat(y * size), zoomLevel: zoomLevel)
}

/// The vertical field of view MapLibre assumes when it turns zoom levels into altitudes (MapKit's 30°;
/// `MLNAngularFieldOfView` in MLNGeometry.mm).
let MLNAngularFieldOfView = 30.0

/// Metres per point at a latitude and zoom as mbgl's `Projection::getMetersPerPixelAtLatitude` computes
/// them (zoom clamped to 0…25.5, latitude to the Mercator limit).
func MLNMetersPerPoint(latitude: CLLocationDegrees, zoomLevel: Double) -> CLLocationDistance {
    let zoom = min(max(zoomLevel, 0), 25.5)
    let lat = min(max(latitude, -WebMercator.maxLatitude), WebMercator.maxLatitude)
    return cos(lat * .pi / 180) * 2 * .pi * WebMercator.earthRadius / (WebMercator.tileSize * exp2(zoom))
}

/// The altitude a camera has at a zoom level, pitch, latitude and view size: MapLibre's
/// `MLNAltitudeForZoomLevel` (the eye height that shows the view's height of ground in a 30° field of view).
public func MLNAltitudeForZoomLevel(
    _ zoomLevel: Double, _ pitch: CGFloat, _ latitude: CLLocationDegrees, _ size: CGSize
) -> CLLocationDistance {
    let metersTall = MLNMetersPerPoint(latitude: latitude, zoomLevel: zoomLevel) * Double(size.height)
    let altitude = metersTall / 2 / tan(MLNAngularFieldOfView * .pi / 180 / 2)
    return altitude * sin(.pi / 2 - Double(pitch) * .pi / 180) / sin(.pi / 2)
}

/// The zoom level a camera at an altitude has: MapLibre's `MLNZoomLevelForAltitude`, the inverse of
/// ``MLNAltitudeForZoomLevel(_:_:_:_:)``.
public func MLNZoomLevelForAltitude(
    _ altitude: CLLocationDistance, _ pitch: CGFloat, _ latitude: CLLocationDegrees, _ size: CGSize
) -> Double {
    let eyeAltitude = altitude / sin(.pi / 2 - Double(pitch) * .pi / 180) * sin(.pi / 2)
    let metersTall = eyeAltitude * 2 * tan(MLNAngularFieldOfView * .pi / 180 / 2)
    let metersPerPixel = metersTall / Double(size.height)
    let mapPixelWidthAtZoom = cos(latitude * .pi / 180) * 2 * .pi * WebMercator.earthRadius / metersPerPixel
    return log2(mapPixelWidthAtZoom / WebMercator.tileSize)
}

/// The initial bearing from one coordinate to another in degrees (−180…180): MapLibre's private
/// `MLNDirectionBetweenCoordinates`, used by the eye-coordinate camera.
func MLNDirectionBetweenCoordinates(_ first: CLLocationCoordinate2D, _ second: CLLocationCoordinate2D) -> Double {
    let lat1 = first.latitude * .pi / 180
    let lat2 = second.latitude * .pi / 180
    let deltaLongitude = (second.longitude - first.longitude) * .pi / 180
    let a = sin(deltaLongitude) * cos(lat2)
    let b = cos(lat1) * sin(lat2) - sin(lat1) * cos(lat2) * cos(deltaLongitude)
    return atan2(a, b) * 180 / .pi
}
