import Foundation
import MapCompatCore

#if canImport(CoreLocation)
    import CoreLocation
#endif

/// A viewpoint: MapKit's `MKMapCamera`, an `NSObject` apps create, copy and set. It holds a distance from the
/// centre, not a zoom level; the map view converts with a 30° vertical field of view for its height
/// (``MKMapCamera/centerCoordinateDistance(forZoom:latitude:viewHeight:)``), the angle MapLibre's Apple-platform
/// SDK adopted to match MapKit's altitudes (mapbox/mapbox-gl-native pull request 3362).
open class MKMapCamera: NSObject, NSCopying {
    /// The coordinate the camera looks at, in the middle of the view.
    open var centerCoordinate = CLLocationCoordinate2D(latitude: 0, longitude: 0)
    /// The distance from the eye to ``centerCoordinate`` in metres.
    open var centerCoordinateDistance: CLLocationDistance = 0
    /// Degrees clockwise from north.
    open var heading: CLLocationDirection = 0
    /// Degrees from straight down.
    open var pitch: CGFloat = 0

    /// The eye's height above the ground in metres: the distance times the cosine of the pitch. Setting it sets
    /// ``centerCoordinateDistance``.
    open var altitude: CLLocationDistance {
        get { centerCoordinateDistance * cos(Double(pitch) * .pi / 180) }
        set {
            let cosine = cos(Double(pitch) * .pi / 180)
            centerCoordinateDistance = cosine > 0 ? newValue / cosine : newValue
        }
    }

    /// A camera at (0, 0), distance 0, north up and flat.
    override public init() {
        super.init()
    }

    /// A camera looking at a centre from a distance (`cameraLookingAtCenterCoordinate:fromDistance:pitch:heading:`).
    public convenience init(
        lookingAtCenter centerCoordinate: CLLocationCoordinate2D, fromDistance distance: CLLocationDistance,
        pitch: CGFloat, heading: CLLocationDirection
    ) {
        self.init()
        self.centerCoordinate = centerCoordinate
        centerCoordinateDistance = distance
        self.pitch = pitch
        self.heading = heading
    }

    /// A camera whose eye is above `eyeCoordinate` at `eyeAltitude`: heading from the eye towards the centre,
    /// pitch from the ground distance and the altitude
    /// (`cameraLookingAtCenterCoordinate:fromEyeCoordinate:eyeAltitude:`).
    public convenience init(
        lookingAtCenter centerCoordinate: CLLocationCoordinate2D,
        fromEyeCoordinate eyeCoordinate: CLLocationCoordinate2D,
        eyeAltitude: CLLocationDistance
    ) {
        var ground = 0.0
        var heading = 0.0
        if let eye = try? eyeCoordinate.latLng(), let centre = try? centerCoordinate.latLng(),
            let inverse = try? Geodesic.inverse(from: eye, to: centre)
        {
            ground = inverse.distance
            heading = inverse.distance > 0 ? Angle.normalized(inverse.initialAzimuth) : 0
        }
        let pitch = eyeAltitude > 0 ? atan(ground / eyeAltitude) * 180 / .pi : 0
        self.init(
            lookingAtCenter: centerCoordinate, fromDistance: (ground * ground + eyeAltitude * eyeAltitude).squareRoot(),
            pitch: CGFloat(pitch), heading: heading)
    }

    /// A copy with the same values.
    open func copy(with zone: NSZone? = nil) -> Any {
        MKMapCamera(
            lookingAtCenter: centerCoordinate, fromDistance: centerCoordinateDistance, pitch: pitch, heading: heading)
    }

    /// The vertical field of view MapKit's distances assume, in degrees.
    static let fieldOfView = 30.0

    /// The distance from the centre at which a view `viewHeight` points tall shows the core's `zoom` at
    /// `latitude`: half the ground height of the view over the tangent of half the field of view.
    public static func centerCoordinateDistance(
        forZoom zoom: Double, latitude: CLLocationDegrees, viewHeight: CGFloat
    ) -> CLLocationDistance {
        let groundHeight = WebMercator.metresPerPoint(latitude: latitude, zoom: zoom) * Double(viewHeight)
        return groundHeight / 2 / tan(fieldOfView * .pi / 360)
    }

    /// The core's zoom a view `viewHeight` points tall shows from a distance at `latitude`: the inverse of
    /// ``centerCoordinateDistance(forZoom:latitude:viewHeight:)``; not finite for a distance of 0 or less.
    public static func zoom(
        forCenterCoordinateDistance distance: CLLocationDistance, latitude: CLLocationDegrees, viewHeight: CGFloat
    ) -> Double {
        let metresPerPoint = distance * 2 * tan(fieldOfView * .pi / 360) / Double(viewHeight)
        let worldSize = cos(latitude * .pi / 180) * 2 * .pi * WebMercator.earthRadius / metresPerPoint
        return log2(worldSize / WebMercator.tileSize)
    }
}

@available(*, unavailable)
extension MKMapCamera: @unchecked Sendable {}

/// The constant for a zoom range end that is not bounded: MapKit's `MKMapCameraZoomDefault` (Apple does not
/// publish its value; any negative distance means it here).
public let MKMapCameraZoomDefault: CLLocationDistance = -1

extension MKMapView {
    /// The distances from the centre the camera may take: MapKit's `MKMapView.CameraZoomRange`, the core's zoom
    /// limits, converted at the camera's latitude for the view's height when the range is set.
    open class CameraZoomRange: NSObject, NSCopying {
        /// The nearest the camera may come, in metres (``MKMapCameraZoomDefault``: MapKit's own limit).
        public let minCenterCoordinateDistance: CLLocationDistance
        /// The farthest the camera may go, in metres (``MKMapCameraZoomDefault``: MapKit's own limit).
        public let maxCenterCoordinateDistance: CLLocationDistance

        /// A range between two distances; `nil` when a distance is not finite, or the nearest lies beyond the
        /// farthest (MapKit's initialiser is failable too).
        public init?(
            minCenterCoordinateDistance minDistance: CLLocationDistance,
            maxCenterCoordinateDistance maxDistance: CLLocationDistance
        ) {
            guard minDistance.isFinite, maxDistance.isFinite else { return nil }
            if minDistance >= 0, maxDistance >= 0, minDistance > maxDistance { return nil }
            minCenterCoordinateDistance = minDistance < 0 ? MKMapCameraZoomDefault : minDistance
            maxCenterCoordinateDistance = maxDistance < 0 ? MKMapCameraZoomDefault : maxDistance
            super.init()
        }

        /// A range with only a nearest distance.
        public convenience init?(minCenterCoordinateDistance minDistance: CLLocationDistance) {
            self.init(minCenterCoordinateDistance: minDistance, maxCenterCoordinateDistance: MKMapCameraZoomDefault)
        }

        /// A range with only a farthest distance.
        public convenience init?(maxCenterCoordinateDistance maxDistance: CLLocationDistance) {
            self.init(minCenterCoordinateDistance: MKMapCameraZoomDefault, maxCenterCoordinateDistance: maxDistance)
        }

        /// A copy.
        open func copy(with zone: NSZone? = nil) -> Any { self }
    }

    /// The area the map's centre must stay in: MapKit's `MKMapView.CameraBoundary`, the core limits' `bounds`.
    open class CameraBoundary: NSObject, NSCopying {
        /// The area as a map rectangle.
        public let mapRect: MKMapRect
        /// The area as a region.
        public let region: MKCoordinateRegion

        /// A boundary from a map rectangle; `nil` for a null or empty one.
        public init?(mapRect: MKMapRect) {
            guard !mapRect.isEmpty, mapRect.width.isFinite, mapRect.height.isFinite else { return nil }
            self.mapRect = mapRect
            region = MKCoordinateRegion(mapRect)
            super.init()
        }

        /// A boundary from a region; `nil` for one that is not finite or has no span.
        public init?(coordinateRegion region: MKCoordinateRegion) {
            let span = region.span
            guard (try? region.center.latLng()) != nil, span.latitudeDelta > 0, span.longitudeDelta > 0,
                span.latitudeDelta.isFinite, span.longitudeDelta.isFinite
            else { return nil }
            self.region = region
            let northWest = MKMapPoint(
                CLLocationCoordinate2D(
                    latitude: min(region.center.latitude + span.latitudeDelta / 2, 90),
                    longitude: region.center.longitude - span.longitudeDelta / 2))
            let southEast = MKMapPoint(
                CLLocationCoordinate2D(
                    latitude: max(region.center.latitude - span.latitudeDelta / 2, -90),
                    longitude: region.center.longitude + span.longitudeDelta / 2))
            mapRect = MKMapRect(
                x: northWest.x, y: northWest.y, width: southEast.x - northWest.x, height: southEast.y - northWest.y)
            super.init()
        }

        /// A copy.
        open func copy(with zone: NSZone? = nil) -> Any { self }

        /// The core bounds of the area.
        var bounds: LatLngBounds? {
            let corners = mapRect.corners
            guard corners.count == 2 else { return nil }
            return try? LatLngBounds(
                south: corners[1].latitude, west: corners[0].longitude, north: corners[0].latitude,
                east: corners[1].longitude)
        }
    }
}

@available(*, unavailable)
extension MKMapView.CameraZoomRange: @unchecked Sendable {}

@available(*, unavailable)
extension MKMapView.CameraBoundary: @unchecked Sendable {}
