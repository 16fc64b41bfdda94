// swift-format-ignore-file: NeverUseImplicitlyUnwrappedOptionals

// route-me's headers carry no nullability: Swift imports their objects implicitly unwrapped, and so does this API.
import Foundation
import MapCompatCore

/// route-me's camera calls (`RMMapView.h`, "Movement" and "Zoom"), with the names Swift's importer gives
/// them: `setCenterCoordinate:animated:` is `setCenter(_:animated:)`, `setZoom:atCoordinate:animated:` is
/// `setZoom(_:at:animated:)`, `zoomWithLatitudeLongitudeBoundsSouthWest:northEast:animated:` is
/// `zoom(withLatitudeLongitudeBoundsSouthWest:northEast:animated:)`. route-me's map is north up and flat.
extension RMMapView {
    /// The route-me zoom (core zoom + ``RMZoomScale/offset``); setting it jumps there, clamped to the limits.
    /// A value that is not finite is reported and ignored.
    public var zoom: Float {
        get { Float(RMZoomScale.routeMe(fromNeutral: core.camera.zoom)) }
        set { setZoom(newValue, animated: false) }
    }

    /// The lowest route-me zoom (core `CameraLimits.minZoom` + 1); a value the core cannot take (below
    /// route-me zoom 1, or above ``maxZoom``) is reported and ignored.
    public var minZoom: Float {
        get { Float(RMZoomScale.routeMe(fromNeutral: core.limits.minZoom)) }
        set {
            setLimits(field: "RMMapView.minZoom", "\(newValue)") { limits throws(MapCompatError) in
                try CameraLimits(
                    minZoom: RMZoomScale.neutral(fromRouteMe: Double(newValue)), maxZoom: limits.maxZoom,
                    maxTilt: limits.maxTilt, bounds: limits.bounds)
            }
        }
    }

    /// The highest route-me zoom (core `CameraLimits.maxZoom` + 1); a value the core cannot take is
    /// reported and ignored.
    public var maxZoom: Float {
        get { Float(RMZoomScale.routeMe(fromNeutral: core.limits.maxZoom)) }
        set {
            setLimits(field: "RMMapView.maxZoom", "\(newValue)") { limits throws(MapCompatError) in
                try CameraLimits(
                    minZoom: limits.minZoom, maxZoom: RMZoomScale.neutral(fromRouteMe: Double(newValue)),
                    maxTilt: limits.maxTilt, bounds: limits.bounds)
            }
        }
    }

    /// Keeps the camera inside a box (`setConstraintsSouthWest:northEast:`; core `CameraLimits.bounds`). A
    /// box the core cannot take is reported and ignored.
    public func setConstraintsSouthWest(_ southWest: CLLocationCoordinate2D, northEast: CLLocationCoordinate2D) {
        setLimits(field: "RMMapView.setConstraintsSouthWest(_:northEast:)", "\(southWest) \(northEast)") {
            limits throws(MapCompatError) in
            let bounds = try LatLngBounds(
                south: southWest.latitude, west: southWest.longitude, north: northEast.latitude,
                east: northEast.longitude)
            return try CameraLimits(
                minZoom: limits.minZoom, maxZoom: limits.maxZoom, maxTilt: limits.maxTilt, bounds: bounds)
        }
    }

    private func setLimits(
        field: String, _ value: String, _ make: (CameraLimits) throws(MapCompatError) -> CameraLimits
    ) {
        do {
            core.setLimits(try make(core.limits))
        } catch {
            core.diagnostics.report(MapDiagnostic(error, value: value, action: .keptPrevious))
        }
    }

    /// The coordinate at the centre of the view (the core camera's centre); setting it jumps there, and an
    /// invalid coordinate is reported and ignored.
    public var centerCoordinate: CLLocationCoordinate2D {
        get { CLLocationCoordinate2D(core.camera.center) }
        set { setCenter(newValue, animated: false) }
    }

    /// The centre in projected metres (`centerProjectedPoint`); setting it jumps there.
    public var centerProjectedPoint: RMProjectedPoint {
        get { RMProjectedPoint(WebMercator.projectedMetres(core.camera.center)) }
        set { setCenter(newValue, animated: false) }
    }

    /// Moves the centre (`setCenterCoordinate:animated:`), animated over the profile's
    /// `animatedMoveDuration`; an invalid coordinate is reported and ignored.
    public func setCenter(_ coordinate: CLLocationCoordinate2D, animated: Bool) {
        move(field: "RMMapView.setCenter(_:animated:)", "\(coordinate)", animated: animated) {
            camera throws(MapCompatError) in
            camera.center = try LatLng(latitude: coordinate.latitude, longitude: coordinate.longitude)
        }
    }

    /// Moves the centre to projected metres (`setCenterProjectedPoint:animated:`).
    public func setCenter(_ aPoint: RMProjectedPoint, animated: Bool) {
        setCenter(RMProjection.googleProjection.projectedPointToCoordinate(aPoint), animated: animated)
    }

    /// Zooms about the centre (`setZoom:animated:`); a zoom that is not finite is reported and ignored.
    public func setZoom(_ newZoom: Float, animated: Bool) {
        move(field: "RMMapView.setZoom(_:animated:)", "\(newZoom)", animated: animated) {
            camera throws(MapCompatError) in
            camera.zoom = try MapCompatError.finite(
                RMZoomScale.neutral(fromRouteMe: Double(newZoom)), "RMMapView.zoom")
        }
    }

    /// Zooms and moves the centre (`setZoom:atCoordinate:animated:`).
    public func setZoom(_ newZoom: Float, at newCenter: CLLocationCoordinate2D, animated: Bool) {
        move(field: "RMMapView.setZoom(_:at:animated:)", "\(newZoom) \(newCenter)", animated: animated) {
            camera throws(MapCompatError) in
            camera.center = try LatLng(latitude: newCenter.latitude, longitude: newCenter.longitude)
            camera.zoom = try MapCompatError.finite(
                RMZoomScale.neutral(fromRouteMe: Double(newZoom)), "RMMapView.zoom")
        }
    }

    /// Shows a box as large as the view allows, north up
    /// (`zoomWithLatitudeLongitudeBoundsSouthWest:northEast:animated:`; the core's `Camera.fitting`). A box
    /// that is not valid is reported and ignored.
    public func zoom(
        withLatitudeLongitudeBoundsSouthWest southWest: CLLocationCoordinate2D, northEast: CLLocationCoordinate2D,
        animated: Bool
    ) {
        move(
            field: "RMMapView.zoom(withLatitudeLongitudeBoundsSouthWest:northEast:animated:)",
            "\(southWest) \(northEast)", animated: animated
        ) { camera throws(MapCompatError) in
            let bounds = try LatLngBounds(
                south: southWest.latitude, west: southWest.longitude, north: northEast.latitude,
                east: northEast.longitude)
            camera = try Camera.fitting(bounds, in: core.viewport)
        }
    }

    /// Moves the content by a distance in points (`moveBy:`): what was at the centre ends `delta` away.
    public func move(by delta: CGSize) {
        let target = CGPoint(x: core.viewport.width / 2 - delta.width, y: core.viewport.height / 2 - delta.height)
        move(field: "RMMapView.move(by:)", "\(delta)", animated: false) { camera throws(MapCompatError) in
            guard let center = core.transform.coordinate(at: target) else {
                throw MapCompatError(.outOfRange, field: "delta", "the point is off the map")
            }
            camera.center = center
        }
    }

    /// Runs a programmatic move through the core, reporting what the core refuses.
    private func move(
        field: String, _ value: String, animated: Bool, _ change: (inout Camera) throws(MapCompatError) -> Void
    ) {
        do {
            var camera = core.camera
            try change(&camera)
            camera.bearing = 0
            camera.tilt = 0
            let transition =
                animated
                ? try CameraTransition(
                    duration: core.profile.animatedMoveDuration, curve: core.profile.animatedMoveCurve)
                : .immediate
            try core.moveCamera(to: camera, transition: transition)
        } catch {
            core.diagnostics.report(MapDiagnostic(error, value: value, action: .ignored))
        }
    }

    // MARK: Conversions

    /// The screen point of a coordinate (`coordinateToPixel:`; the core's `ScreenTransform.point(for:)`).
    /// An invalid coordinate is reported and gives the origin.
    public func coordinate(toPixel coordinate: CLLocationCoordinate2D) -> CGPoint {
        guard let position = coordinate.latLng, let point = core.transform.point(for: position) else {
            core.diagnostics.report(
                MapDiagnostic(
                    field: "RMMapView.coordinate(toPixel:)", value: "\(coordinate)", action: .replaced(with: "zero"),
                    message: "not a valid coordinate"))
            return .zero
        }
        return point
    }

    /// The coordinate at a screen point (`pixelToCoordinate:`; the core's `ScreenTransform.coordinate(at:)`).
    public func pixel(toCoordinate pixelCoordinate: CGPoint) -> CLLocationCoordinate2D {
        guard let position = core.transform.coordinate(at: pixelCoordinate) else {
            core.diagnostics.report(
                MapDiagnostic(
                    field: "RMMapView.pixel(toCoordinate:)", value: "\(pixelCoordinate)",
                    action: .replaced(with: "the centre"), message: "not a point on the map"))
            return centerCoordinate
        }
        return CLLocationCoordinate2D(position)
    }

    /// The screen point of projected metres (`projectedPointToPixel:`).
    public func projectedPoint(toPixel projectedPoint: RMProjectedPoint) -> CGPoint {
        coordinate(toPixel: RMProjection.googleProjection.projectedPointToCoordinate(projectedPoint))
    }

    /// The projected metres at a screen point (`pixelToProjectedPoint:`).
    public func pixel(toProjectedPoint pixelCoordinate: CGPoint) -> RMProjectedPoint {
        coordinate(toProjectedPoint: pixel(toCoordinate: pixelCoordinate))
    }

    /// The projected metres of a coordinate (`coordinateToProjectedPoint:`); an invalid coordinate gives the
    /// origin and is reported.
    public func coordinate(toProjectedPoint coordinate: CLLocationCoordinate2D) -> RMProjectedPoint {
        guard let point = RMProjection.googleProjection.coordinateToProjectedPoint(coordinate) else {
            core.diagnostics.report(
                MapDiagnostic(
                    field: "RMMapView.coordinate(toProjectedPoint:)", value: "\(coordinate)",
                    action: .replaced(with: "zero"), message: "not a valid coordinate"))
            return RMProjectedPoint(x: 0, y: 0)
        }
        return point
    }

    /// The coordinate of projected metres (`projectedPointToCoordinate:`).
    public func projectedPoint(toCoordinate projectedPoint: RMProjectedPoint) -> CLLocationCoordinate2D {
        RMProjection.googleProjection.projectedPointToCoordinate(projectedPoint)
    }

    /// The box the view shows (`latitudeLongitudeBoundingBox`): the coordinates at its bottom-left and
    /// top-right corners.
    public func latitudeLongitudeBoundingBox() -> RMSphericalTrapezium {
        RMSphericalTrapezium(
            southWest: pixel(toCoordinate: CGPoint(x: 0, y: core.viewport.height)),
            northEast: pixel(toCoordinate: CGPoint(x: core.viewport.width, y: 0)))
    }

    /// The map's projection: spherical Mercator.
    public var projection: RMProjection! { .googleProjection }
}

/// A box of coordinates (`RMSphericalTrapezium`): its south-west and north-east corners.
public struct RMSphericalTrapezium: Sendable {
    /// The south-west corner.
    public var southWest: CLLocationCoordinate2D
    /// The north-east corner.
    public var northEast: CLLocationCoordinate2D

    /// Creates a box from its corners.
    public init(southWest: CLLocationCoordinate2D, northEast: CLLocationCoordinate2D) {
        self.southWest = southWest
        self.northEast = northEast
    }
}
