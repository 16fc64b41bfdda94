import Foundation
import MapCompatCore

#if canImport(CoreLocation)
    import CoreLocation
#endif

/// Cameras that fit coordinates, bounds, shapes and annotations, and the setters that move to them, over the
/// core's `Camera.fitting`. As in MapLibre (maplibre-native `platform/ios/src/MLNMapView.mm`,
/// `_setVisibleCoordinates:…` and `cameraForLatLngs` in `src/mbgl/map/map.cpp`), the points are fitted inside the
/// content insets less the edge padding; a returned camera is centred on the middle of the points, and a move
/// keeps the padding (``cameraEdgeInsets``). The fit is computed flat; the camera keeps its pitch.
extension MLNMapView {
    // MARK: Cameras

    /// The camera that shows bounds as large as they fit, at the current direction and pitch.
    public func cameraThatFitsCoordinateBounds(_ bounds: MLNCoordinateBounds) -> MLNMapCamera {
        cameraThatFitsCoordinateBounds(bounds, edgePadding: .zero)
    }

    /// The camera that shows bounds as large as they fit inside `insets`, at the current direction and pitch;
    /// the current camera when the bounds or padding are invalid (reported).
    public func cameraThatFitsCoordinateBounds(_ bounds: MLNCoordinateBounds, edgePadding insets: UIEdgeInsets)
        -> MLNMapCamera
    {
        let current = core.camera
        return fittedMapCamera(bounds.corners, bearing: current.bearing, tilt: current.tilt, insets: insets)
    }

    /// The camera at `direction` that shows a shape as large as it fits inside `insets`, at the current pitch:
    /// MapLibre's `cameraThatFitsShape(_:direction:edgePadding:)`; the current camera when the shape has no valid
    /// point or the padding leaves no room (reported).
    public func cameraThatFitsShape(
        _ shape: MLNShape, direction: CLLocationDirection, edgePadding insets: UIEdgeInsets
    ) -> MLNMapCamera {
        fittedMapCamera(Self.coordinates(of: shape), bearing: direction, tilt: core.camera.tilt, insets: insets)
    }

    /// A camera with `camera`'s heading and pitch (the current ones where negative), moved and zoomed to show
    /// `bounds` inside `insets`: MapLibre's `camera(_:fitting:edgePadding:)`.
    public func camera(
        _ camera: MLNMapCamera, fitting bounds: MLNCoordinateBounds, edgePadding insets: UIEdgeInsets
    ) -> MLNMapCamera {
        let (bearing, tilt) = headingAndPitch(of: camera)
        return fittedMapCamera(bounds.corners, bearing: bearing, tilt: tilt, insets: insets)
    }

    /// A camera with `camera`'s heading and pitch (the current ones where negative), moved and zoomed to show a
    /// shape inside `insets`: MapLibre's `camera(_:fitting:edgePadding:)` for a shape.
    public func camera(_ camera: MLNMapCamera, fitting shape: MLNShape, edgePadding insets: UIEdgeInsets)
        -> MLNMapCamera
    {
        let (bearing, tilt) = headingAndPitch(of: camera)
        return fittedMapCamera(Self.coordinates(of: shape), bearing: bearing, tilt: tilt, insets: insets)
    }

    // MARK: Moves

    /// Shows bounds as large as they fit.
    public func setVisibleCoordinateBounds(_ bounds: MLNCoordinateBounds, animated: Bool) {
        setVisibleCoordinateBounds(bounds, edgePadding: .zero, animated: animated, completionHandler: nil)
    }

    /// Shows bounds as large as they fit inside `insets`.
    public func setVisibleCoordinateBounds(
        _ bounds: MLNCoordinateBounds, edgePadding insets: UIEdgeInsets, animated: Bool
    ) {
        setVisibleCoordinateBounds(bounds, edgePadding: insets, animated: animated, completionHandler: nil)
    }

    /// Shows bounds as large as they fit inside `insets` and the content insets, at the current direction,
    /// then calls the handler when the camera arrives (MapLibre fits the bounds' four corners).
    public func setVisibleCoordinateBounds(
        _ bounds: MLNCoordinateBounds, edgePadding insets: UIEdgeInsets, animated: Bool,
        completionHandler: (() -> Void)?
    ) {
        showFitted(
            bounds.corners, insets: insets, direction: core.camera.bearing,
            duration: animated ? core.profile.animatedMoveDuration : 0, curve: nil, completion: completionHandler)
    }

    /// Shows `count` coordinates as large as they fit inside `insets`, at the current direction.
    public func setVisibleCoordinates(
        _ coordinates: UnsafePointer<CLLocationCoordinate2D>, count: UInt, edgePadding insets: UIEdgeInsets,
        animated: Bool
    ) {
        setVisibleCoordinates(
            coordinates, count: count, edgePadding: insets, direction: core.camera.bearing,
            duration: animated ? core.profile.animatedMoveDuration : 0, animationTimingFunction: nil,
            completionHandler: nil)
    }

    /// Shows `count` coordinates as large as they fit inside `insets`, turned to `direction`, over `duration`.
    public func setVisibleCoordinates(
        _ coordinates: UnsafePointer<CLLocationCoordinate2D>, count: UInt, edgePadding insets: UIEdgeInsets,
        direction: CLLocationDirection, duration: TimeInterval, animationTimingFunction function: CAMediaTimingFunction?
    ) {
        setVisibleCoordinates(
            coordinates, count: count, edgePadding: insets, direction: direction, duration: duration,
            animationTimingFunction: function, completionHandler: nil)
    }

    /// Shows `count` coordinates as large as they fit inside `insets` and the content insets, turned to
    /// `direction` (a negative one keeps the current direction), over `duration` seconds with a timing function
    /// (MapLibre's ease when `nil`); the padding is kept (``cameraEdgeInsets``) and the handler runs when the
    /// camera arrives.
    public func setVisibleCoordinates(
        _ coordinates: UnsafePointer<CLLocationCoordinate2D>, count: UInt, edgePadding insets: UIEdgeInsets,
        direction: CLLocationDirection, duration: TimeInterval,
        animationTimingFunction function: CAMediaTimingFunction?,
        completionHandler: (() -> Void)?
    ) {
        let points = Array(UnsafeBufferPointer(start: coordinates, count: Int(count)))
        showFitted(
            points, insets: insets, direction: direction, duration: duration, curve: function?.timingCurve,
            completion: completionHandler)
    }

    /// Shows annotations with the profile's default padding (MapLibre: a fifth of the view's size, at most 100
    /// points on each side; the core's `DefaultFitPadding`).
    public func showAnnotations(_ annotations: [any MLNAnnotation], animated: Bool) {
        let padding = core.profile.defaultFitPadding.insets(
            width: Double(bounds.size.width), height: Double(bounds.size.height))
        showAnnotations(annotations, edgePadding: UIEdgeInsets(padding), animated: animated, completionHandler: nil)
    }

    /// Shows annotations inside `insets`.
    public func showAnnotations(_ annotations: [any MLNAnnotation], edgePadding insets: UIEdgeInsets, animated: Bool) {
        showAnnotations(annotations, edgePadding: insets, animated: animated, completionHandler: nil)
    }

    /// Shows annotations as large as they fit inside `insets`: an overlay counts with its `overlayBounds`, any
    /// other annotation with its coordinate, and their bounds go to
    /// ``setVisibleCoordinateBounds(_:edgePadding:animated:completionHandler:)``. With no annotation the
    /// handler runs at once.
    public func showAnnotations(
        _ annotations: [any MLNAnnotation], edgePadding insets: UIEdgeInsets, animated: Bool,
        completionHandler: (() -> Void)?
    ) {
        var coordinates: [CLLocationCoordinate2D] = []
        for annotation in annotations {
            if let overlay = annotation as? any MLNOverlay {
                coordinates += [overlay.overlayBounds.sw, overlay.overlayBounds.ne]
            } else {
                coordinates.append(annotation.coordinate)
            }
        }
        guard let first = coordinates.first else {
            completionHandler?()
            return
        }
        var bounds = MLNCoordinateBounds(sw: first, ne: first)
        for coordinate in coordinates.dropFirst() {
            bounds.sw.latitude = min(bounds.sw.latitude, coordinate.latitude)
            bounds.sw.longitude = min(bounds.sw.longitude, coordinate.longitude)
            bounds.ne.latitude = max(bounds.ne.latitude, coordinate.latitude)
            bounds.ne.longitude = max(bounds.ne.longitude, coordinate.longitude)
        }
        setVisibleCoordinateBounds(
            bounds, edgePadding: insets, animated: animated, completionHandler: completionHandler)
    }

    // MARK: Fitting

    /// A MapLibre camera's heading and pitch, the current ones where negative (`camera:fittingCoordinateBounds:`).
    private func headingAndPitch(of camera: MLNMapCamera) -> (Double, Double) {
        let current = core.camera
        let bearing = camera.heading >= 0 ? camera.heading : current.bearing
        let tilt = camera.pitch >= 0 ? Double(camera.pitch) : current.tilt
        return (bearing, tilt)
    }

    /// The MapLibre camera that fits the points: centred on their middle (the fitted core camera read in the
    /// middle of the padded area); the current camera when they cannot be fitted.
    private func fittedMapCamera(
        _ coordinates: [CLLocationCoordinate2D], bearing: Double, tilt: Double, insets: UIEdgeInsets
    ) -> MLNMapCamera {
        do {
            let padding = try cameraPadding(insets)
            let fitted = try fittedCamera(coordinates, bearing: bearing, tilt: tilt, padding: padding)
            return mapCamera(for: framed(fitted, padding: padding))
        } catch {
            ignore(error, value: "\(coordinates.count) points")
            return mapCamera(for: framedCamera)
        }
    }

    /// The core camera that shows the points inside the content area less `padding`: the core's
    /// `Camera.fitting(_:bearing:in:padding:)`, clamped to the limits, at `tilt`.
    private func fittedCamera(
        _ coordinates: [CLLocationCoordinate2D], bearing: Double, tilt: Double, padding: EdgeInsets
    ) throws(MapCompatError) -> Camera {
        let points = try coordinates.map { coordinate throws(MapCompatError) in try coordinate.latLng() }
        var camera = try Camera.fitting(points, bearing: bearing, in: core.viewport, padding: padding)
        if tilt.isFinite, tilt >= 0 { camera.tilt = tilt }
        return core.limits.clamp(camera)
    }

    /// Moves to the camera that fits the points, keeping the padding, as `_setVisibleCoordinates:…` does.
    func showFitted(
        _ coordinates: [CLLocationCoordinate2D], insets: UIEdgeInsets, direction: CLLocationDirection,
        duration: TimeInterval, curve: TimingCurve?, completion: (() -> Void)?
    ) {
        do {
            let padding = try cameraPadding(insets)
            let bearing = direction >= 0 ? try MapCompatError.finite(direction, "direction") : core.camera.bearing
            let target = try fittedCamera(coordinates, bearing: bearing, tilt: core.camera.tilt, padding: padding)
            let transition =
                duration > 0 && duration.isFinite
                ? try CameraTransition(duration: duration, curve: curve ?? core.profile.animatedMoveCurve)
                : .immediate
            cameraPadding = padding
            try core.moveCamera(to: target, transition: transition, reason: .developer) { finished in
                if finished { completion?() }
            }
        } catch {
            ignore(error, value: "\(coordinates.count) points")
        }
    }

    /// Every coordinate of a shape, as MapLibre's `cameraForGeometry` visits them.
    private static func coordinates(of shape: MLNShape) -> [CLLocationCoordinate2D] {
        let leaf = StyleContent.leaf(shape)
        return leaf.points + leaf.lines.flatMap { $0 } + leaf.polygons.flatMap(\.coordinates)
    }
}

extension MLNCoordinateBounds {
    /// The four corners, as `setVisibleCoordinateBounds:…` passes them on.
    var corners: [CLLocationCoordinate2D] {
        [
            CLLocationCoordinate2D(latitude: ne.latitude, longitude: sw.longitude), sw,
            CLLocationCoordinate2D(latitude: sw.latitude, longitude: ne.longitude), ne,
        ]
    }
}
