import Foundation

extension InteractiveMap {
    /// How much a screen-aligned view standing at `point` is scaled for its distance from the eye, as MapLibre scales
    /// an annotation view whose `scalesWithViewingDistance` is on (maplibre-native
    /// `platform/ios/src/MLNAnnotationView.mm`, `updateScaleTransformForViewingDistance`).
    ///
    /// The scale is `1 − (1 − y / height) × tilt / maxTilt`, with `y` the point's distance from the view's top and
    /// `maxTilt` the profile's highest tilt (MapLibre's `mbgl::util::PITCH_MAX`): 1 on an untilted map, and on a
    /// tilted one smallest near the top, far from the eye. `nil` for a point that is not finite or a view of no
    /// height.
    public func viewingDistanceScale(at point: CGPoint) -> Double? {
        let height = viewport.height
        let maxTilt = profile.limits.maxTilt
        guard point.y.isFinite, height > 0, maxTilt > 0 else { return nil }
        let reduction = 1 - Double(point.y) / height
        return 1 - reduction * max(camera.tilt, 0) / maxTilt
    }
}
