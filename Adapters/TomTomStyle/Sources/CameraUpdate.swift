import Foundation
import MapCompatCore

#if canImport(CoreLocation)
    import CoreLocation
#endif

/// A change of camera for ``TomTomMap/moveCamera(_:)`` and ``TomTomMap/applyCamera(_:animationDuration:completion:)``
/// (TomTom's `CameraUpdate`): absolute parts set a value, relative parts change the current one.
///
/// Absolute parts apply first, then relative ones. As TomTom documents, `zoomBy` cannot be used with `zoomIn`
/// or `zoomOut`, `zoomIn` not with `zoomOut`, and `moveBy` not with any other relative part: applying such an
/// update throws a `MapCompatError` naming the fields.
public struct CameraUpdate: Sendable, Equatable {
    /// The position to show at the centre of the view.
    public var position: CLLocationCoordinate2D?
    /// The TomTom zoom to set (0–22; converted by ``TomTomZoomScale``).
    public var zoom: Double?
    /// The tilt to set, in degrees from straight down.
    public var tilt: Double?
    /// The rotation to set, in degrees clockwise from north.
    public var rotation: Double?
    /// Levels to add to the zoom.
    public var zoomBy: Double?
    /// `true` zooms in by one level.
    public var zoomIn: Bool?
    /// `true` zooms out by one level.
    public var zoomOut: Bool?
    /// Degrees to add to the tilt.
    public var tiltBy: Double?
    /// Degrees to add to the rotation (clockwise).
    public var rotateBy: Double?
    /// Screen points to move the view by; positive x shows what lies to the right, positive y what lies
    /// below.
    public var moveBy: CGPoint?

    /// Where the position marker sits while the camera tracks it, as a share of the view's height from
    /// the centre (TomTom's `positionMarkerVerticalOffset`). Headless the core centres the camera on the
    /// followed position, so the value is kept but moves nothing.
    public var positionMarkerVerticalOffset: Double?
    /// Coordinates to fit in the view, applied before every other part (``init(fitToCoordinates:padding:)``).
    public var fitToCoordinatesOptions: FitToCoordinatesOptions?

    /// An absolute update; parts left `nil` keep their current value (TomTom's
    /// `init(position:zoom:tilt:rotation:positionMarkerVerticalOffset:scale:fieldOfView:)` without the
    /// scale and field of view, which a headless map does not model).
    public init(
        position: CLLocationCoordinate2D? = nil, zoom: Double? = nil, tilt: Double? = nil, rotation: Double? = nil,
        positionMarkerVerticalOffset: Double? = nil
    ) {
        self.position = position
        self.zoom = zoom
        self.tilt = tilt
        self.rotation = rotation
        self.positionMarkerVerticalOffset = positionMarkerVerticalOffset
    }

    /// A relative update; parts left `nil` change nothing.
    public init(
        zoomBy: Double? = nil, zoomIn: Bool? = nil, zoomOut: Bool? = nil, tiltBy: Double? = nil,
        rotateBy: Double? = nil, moveBy: CGPoint? = nil
    ) {
        self.zoomBy = zoomBy
        self.zoomIn = zoomIn
        self.zoomOut = zoomOut
        self.tiltBy = tiltBy
        self.rotateBy = rotateBy
        self.moveBy = moveBy
    }

    /// Equal when every part is (CoreLocation's coordinate type is not `Equatable`).
    public static func == (lhs: CameraUpdate, rhs: CameraUpdate) -> Bool {
        let samePosition =
            switch (lhs.position, rhs.position) {
            case (nil, nil): true
            case (let a?, let b?): a.isSame(as: b)
            default: false
            }
        return samePosition && lhs.zoom == rhs.zoom && lhs.tilt == rhs.tilt && lhs.rotation == rhs.rotation
            && lhs.zoomBy == rhs.zoomBy && lhs.zoomIn == rhs.zoomIn && lhs.zoomOut == rhs.zoomOut
            && lhs.tiltBy == rhs.tiltBy && lhs.rotateBy == rhs.rotateBy && lhs.moveBy == rhs.moveBy
            && lhs.positionMarkerVerticalOffset == rhs.positionMarkerVerticalOffset
            && lhs.fitToCoordinatesOptions == rhs.fitToCoordinatesOptions
    }

    /// The relative parts in use, by name, in declaration order.
    private var relativeParts: [String] {
        let parts: [(String, Bool)] = [
            ("zoomBy", zoomBy != nil), ("zoomIn", zoomIn == true), ("zoomOut", zoomOut == true),
            ("tiltBy", tiltBy != nil), ("rotateBy", rotateBy != nil), ("moveBy", moveBy != nil),
        ]
        return parts.filter(\.1).map(\.0)
    }

    /// Throws for the combinations TomTom documents as exclusive.
    func validateExclusions() throws(MapCompatError) {
        let used = relativeParts
        if used.contains("moveBy"), let other = used.first(where: { $0 != "moveBy" }) {
            throw Self.conflict("moveBy", other)
        }
        if used.contains("zoomBy"), let other = used.first(where: { $0 == "zoomIn" || $0 == "zoomOut" }) {
            throw Self.conflict("zoomBy", other)
        }
        if used.contains("zoomIn"), used.contains("zoomOut") { throw Self.conflict("zoomIn", "zoomOut") }
    }

    private static func conflict(_ field: String, _ other: String) -> MapCompatError {
        MapCompatError(.conflict, field: field, "\(field) cannot be used together with \(other)")
    }

    /// The core camera this update leads to from `camera` shown through `transform`.
    ///
    /// - Throws: `MapCompatError` naming the fields for exclusive parts used together, a
    ///   position outside −90…90, or a value that is not finite.
    func target(from camera: Camera, transform: ScreenTransform) throws(MapCompatError) -> Camera {
        try validateExclusions()
        var target = try fitToCoordinatesOptions?.camera(in: transform.viewport) ?? camera
        if let position { target.center = try position.latLng(field: "position") }
        if let zoom { target.zoom = TomTomZoomScale.neutral(fromTomTom: try MapCompatError.finite(zoom, "zoom")) }
        if let tilt { target.tilt = try MapCompatError.finite(tilt, "tilt") }
        if let rotation { target.bearing = try MapCompatError.finite(rotation, "rotation") }
        if let zoomBy { target.zoom += try MapCompatError.finite(zoomBy, "zoomBy") }
        if zoomIn == true { target.zoom = ZoomStepRule.fractional.target(from: target.zoom, direction: 1) }
        if zoomOut == true { target.zoom = ZoomStepRule.fractional.target(from: target.zoom, direction: -1) }
        if let tiltBy { target.tilt += try MapCompatError.finite(tiltBy, "tiltBy") }
        if let rotateBy { target.bearing += try MapCompatError.finite(rotateBy, "rotateBy") }
        if let moveBy {
            let dx = try MapCompatError.finite(Double(moveBy.x), "moveBy.x")
            let dy = try MapCompatError.finite(Double(moveBy.y), "moveBy.y")
            let focal = transform.viewport.focalPoint
            guard let center = transform.coordinate(at: CGPoint(x: Double(focal.x) + dx, y: Double(focal.y) + dy))
            else {
                throw MapCompatError(.outOfRange, field: "moveBy", "the point moved to lies beyond the horizon")
            }
            target.center = center
        }
        return target
    }
}
