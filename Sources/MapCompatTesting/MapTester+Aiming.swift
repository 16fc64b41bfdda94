import Foundation
import MapCompatCore

/// Aiming in the core's terms: positions, scene items, annotations, the shown callout and the controls. The
/// vendor extensions (`tap(on: marker)`…) come down to these.
extension MapTester {
    /// Where a position is shown now, in screen points.
    ///
    /// - Throws: ``MapTestingError/offScreen(latitude:longitude:)`` when it is behind the camera or outside
    ///   the viewport.
    public func point(of position: LatLng) throws -> CGPoint {
        guard let point = core.transform.point(for: position), core.viewport.contains(point) else {
            throw MapTestingError.offScreen(latitude: position.latitude, longitude: position.longitude)
        }
        return point
    }

    /// Taps where a position is shown.
    public func tap(on position: LatLng) throws {
        try tap(at: point(of: position))
    }

    /// Taps where a Core Location coordinate is shown (MapLibre, TomTom and route-me speak in these).
    public func tap(on coordinate: CLLocationCoordinate2D) throws {
        try tap(at: point(of: coordinate))
    }

    /// Where a Core Location coordinate is shown now.
    public func point(of coordinate: CLLocationCoordinate2D) throws -> CGPoint {
        guard let position = try? LatLng(latitude: coordinate.latitude, longitude: coordinate.longitude) else {
            throw MapTestingError.offScreen(latitude: coordinate.latitude, longitude: coordinate.longitude)
        }
        return try point(of: position)
    }

    /// The screen rectangle a scene item covers (`Scene/screenFrame(of:transform:)`).
    ///
    /// - Throws: ``MapTestingError/notOnMap(_:)`` naming `what` for an id the scene lacks.
    public func frame(ofSceneItem id: SceneItemID, what: String = "scene item") throws -> CGRect {
        guard core.scene.contains(id) else { throw MapTestingError.notOnMap(what) }
        guard let frame = core.scene.screenFrame(of: id, transform: core.transform) else {
            throw MapTestingError.notReachable(what)
        }
        return frame
    }

    /// A point where a tap finds the scene item first (`Scene/aimPoint(at:transform:)`).
    public func aimPoint(atSceneItem id: SceneItemID, what: String = "scene item") throws -> CGPoint {
        guard core.scene.contains(id) else { throw MapTestingError.notOnMap(what) }
        guard let point = core.scene.aimPoint(at: id, transform: core.transform) else {
            throw MapTestingError.notReachable(what)
        }
        return point
    }

    /// The frame of an annotation as the core hit-tests it (the core's `frame(of:)`).
    public func frame(ofAnnotation id: AnnotationID, what: String = "annotation") throws -> CGRect {
        guard core.annotation(id) != nil else { throw MapTestingError.notOnMap(what) }
        guard let frame = core.frame(of: id) else { throw MapTestingError.notReachable(what) }
        return frame
    }

    /// A point where a tap goes to the annotation under the map's hit-test rules (the core's
    /// `aimPoint(atAnnotation:)`): its frame's centre unless something else takes a tap there, so a half-covered
    /// annotation is tapped where it shows.
    ///
    /// - Throws: ``MapTestingError/notReachable(_:)`` when no point of the frame on screen reaches it.
    public func aimPoint(atAnnotation id: AnnotationID, what: String = "annotation") throws -> CGPoint {
        _ = try frame(ofAnnotation: id, what: what)
        guard let point = core.aimPoint(atAnnotation: id) else { throw MapTestingError.notReachable(what) }
        return point
    }

    /// The frame of the callout shown now, or of one of its accessories.
    ///
    /// - Throws: ``MapTestingError/notOnMap(_:)`` when no callout (or no such accessory) is shown.
    public func calloutFrame(_ part: CalloutPart = .body) throws -> CGRect {
        guard let callout = core.shownCallout else { throw MapTestingError.notOnMap("callout") }
        let frame: CGRect? =
            switch part {
            case .body: callout.frame
            case .left: callout.leftFrame
            case .right: callout.rightFrame
            }
        guard let frame else { throw MapTestingError.notOnMap("callout's \(part) accessory") }
        return frame
    }

    /// Taps the shown callout's body or one of its accessories.
    public func tapCallout(_ part: CalloutPart = .body) throws {
        guard let point = core.shownCallout?.center(of: part) else {
            throw MapTestingError.notOnMap(part == .body ? "callout" : "callout's \(part) accessory")
        }
        try tap(at: point)
    }

    /// Taps the centre of a control's frame (the core's `frame(of:)` for controls).
    public func tap(on control: MapControl) throws {
        let frame = core.frame(of: control)
        try tap(at: CGPoint(x: frame.midX, y: frame.midY))
    }
}
