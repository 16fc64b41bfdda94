import Foundation
import MapCompatCore

/// The scale and turn an annotation view takes from the camera (maplibre-native
/// `platform/ios/src/MLNAnnotationView.mm`, `updateScaleTransformForViewingDistance` and
/// `updateRotateTransform`): each is applied on top of the view's own `transform`, undoing the last one applied
/// first, so that an app's transform is kept.
struct CameraTransforms {
    /// The last scale applied for the viewing distance.
    var scale = CGAffineTransform.identity
    /// The pitch that scale was for.
    var pitch = 0.0
    /// The last turn applied to match the camera.
    var rotation = CGAffineTransform.identity
    /// The direction, in radians, that turn was for.
    var direction = 0.0
}

extension MLNMapView {
    /// Brings every annotation view that scales or turns with the camera up to date (on each camera change).
    func updateCameraTransforms() {
        for id in order {
            guard let view = records[id]?.view, view.scalesWithViewingDistance || view.rotatesToMatchCamera else {
                continue
            }
            updateCameraTransform(of: view)
        }
    }

    /// Scales the view for the pitch and where it stands on screen (the core's `viewingDistanceScale(at:)`), and
    /// turns it against the map's direction.
    func updateCameraTransform(of view: MLNAnnotationView) {
        view.hostMapView = self
        var state = view.cameraTransforms
        var transform = view.transform
        if view.scalesWithViewingDistance, view.dragState != .dragging, let annotation = view.annotation {
            let pitch = max(core.camera.tilt, 0)
            if pitch != 0 || state.pitch != 0,
                let scale = core.viewingDistanceScale(at: convert(annotation.coordinate, toPointTo: self))
            {
                state.pitch = pitch
                let next = CGAffineTransform(scaleX: CGFloat(scale), y: CGFloat(scale))
                transform = transform.concatenating(state.scale.inverted()).concatenating(next)
                state.scale = next
            }
        }
        if view.rotatesToMatchCamera {
            let direction = -self.direction * .pi / 180
            if direction != state.direction {
                state.direction = direction
                let next = CGAffineTransform(rotationAngle: CGFloat(direction))
                transform = transform.concatenating(state.rotation.inverted()).concatenating(next)
                state.rotation = next
            }
        }
        view.cameraTransforms = state
        view.transform = transform
    }
}
