import Foundation
import MapCompatCore

/// The padding MapLibre keeps with its camera. `setCamera(_:withDuration:animationTimingFunction:edgePadding:
/// completionHandler:)`, the fitting setters and `fly(to:edgePadding:withDuration:completionHandler:)` hand
/// mbgl a padding of the content insets plus their `edgePadding`; mbgl keeps it in its camera options until a
/// move sets another, and reads the centre in the middle of the padded area (maplibre-native
/// `platform/ios/src/MLNMapView.mm`, `cameraEdgeInsets`). The core's viewport holds the content insets; the
/// kept edge padding is this view's, and the camera it reports is converted with the core's `ScreenTransform`.
extension MLNMapView {
    /// The insets the camera is framed in now: the content insets plus the edge padding of the last move that
    /// took one (MapLibre's read-only `cameraEdgeInsets`). The centre setters and `setCamera` without padding
    /// bring it back to the content insets; zooming, turning and gestures keep it.
    public var cameraEdgeInsets: UIEdgeInsets {
        let content = core.viewport.insets
        return UIEdgeInsets(
            EdgeInsets(
                top: content.top + cameraPadding.top, left: content.left + cameraPadding.left,
                bottom: content.bottom + cameraPadding.bottom, right: content.right + cameraPadding.right))
    }

    /// The current camera as MapLibre reports it: its centre is the coordinate in the middle of the padded area.
    var framedCamera: Camera { framed(core.camera, padding: cameraPadding) }

    /// The point in the middle of the content area less `padding`.
    func framedPoint(_ padding: EdgeInsets) -> CGPoint {
        let focal = core.viewport.focalPoint
        return CGPoint(
            x: focal.x + (padding.left - padding.right) / 2, y: focal.y + (padding.top - padding.bottom) / 2)
    }

    /// `camera` (a core camera) with the centre read in the middle of the content area less `padding`.
    func framed(_ camera: Camera, padding: EdgeInsets) -> Camera {
        guard padding != .zero,
            let centre = ScreenTransform(camera: camera, viewport: core.viewport).coordinate(at: framedPoint(padding))
        else { return camera }
        var framed = camera
        framed.center = centre
        return framed
    }

    /// The core camera that shows `target`'s centre in the middle of the content area less `padding`: the
    /// core's `ScreenTransform.camera(placing:at:)`.
    func unframed(_ target: Camera, padding: EdgeInsets) throws(MapCompatError) -> Camera {
        guard padding != .zero else { return target }
        let transform = ScreenTransform(camera: target, viewport: core.viewport)
        guard let world = transform.worldPoint(at: core.viewport.focalPoint),
            let moved = transform.camera(placing: world, at: framedPoint(padding))
        else { throw MapCompatError(.outOfRange, field: "edgePadding", "the centre cannot be placed in the padding") }
        return moved
    }

    /// MapLibre's edge padding as the camera keeps it: a negative side counts as 0 (reported).
    func cameraPadding(_ edgePadding: UIEdgeInsets) throws(MapCompatError) -> EdgeInsets {
        let requested = EdgeInsets(edgePadding)
        for (field, value) in [
            ("edgePadding.top", requested.top), ("edgePadding.left", requested.left),
            ("edgePadding.bottom", requested.bottom), ("edgePadding.right", requested.right),
        ] {
            _ = try MapCompatError.finite(value, field)
        }
        return nonNegative(requested, field: "edgePadding")
    }

    /// Insets with each negative side counted as 0, as MapLibre counts them; a change is reported on the
    /// diagnostics channel, naming `field`.
    func nonNegative(_ requested: EdgeInsets, field: String) -> EdgeInsets {
        let insets = EdgeInsets(
            top: max(requested.top, 0), left: max(requested.left, 0), bottom: max(requested.bottom, 0),
            right: max(requested.right, 0))
        if insets != requested {
            core.diagnostics.report(
                MapDiagnostic(
                    field: field, value: "\(requested)", action: .replaced(with: "\(insets)"),
                    message: "a negative side counts as 0"))
        }
        return insets
    }

    /// Moves to `target` (a camera as MapLibre reports it) framed with `padding`, which the camera keeps.
    func move(
        to target: Camera, padding: EdgeInsets, transition: CameraTransition, completion: @escaping () -> Void
    ) throws(MapCompatError) {
        let destination = try unframed(target, padding: padding)
        cameraPadding = padding
        try core.moveCamera(to: destination, transition: transition, reason: .developer) { finished in
            if finished { completion() }
        }
    }
}
