import Foundation
import MapCompatCore
import Testing

/// MapLibre's scale for views that shrink with viewing distance (`updateScaleTransformForViewingDistance` in
/// maplibre-native `platform/ios/src/MLNAnnotationView.mm`), worked out once in the core.
@Suite struct ViewingDistanceScaleTests {
    @Test func anUntiltedMapScalesNothing() throws {
        let map = try InteractiveMap(profile: .mapLibre)
        #expect(map.viewingDistanceScale(at: CGPoint(x: 200, y: 0)) == 1)
        #expect(map.viewingDistanceScale(at: CGPoint(x: 200, y: 800)) == 1)
    }

    @Test func aTiltedMapShrinksViewsTowardsTheTop() throws {
        let map = try InteractiveMap(profile: .mapLibre)
        let maxTilt = map.profile.limits.maxTilt
        try map.moveCamera(to: Camera(center: map.camera.center, zoom: 12, tilt: maxTilt / 2))
        let height = map.viewport.height
        #expect(map.viewingDistanceScale(at: CGPoint(x: 200, y: height)) == 1)
        #expect(abs((map.viewingDistanceScale(at: CGPoint(x: 200, y: 0)) ?? 0) - 0.5) < 1e-12)
        #expect(abs((map.viewingDistanceScale(at: CGPoint(x: 200, y: height / 2)) ?? 0) - 0.75) < 1e-12)
        #expect(map.viewingDistanceScale(at: CGPoint(x: 200, y: CGFloat.nan)) == nil)
    }
}
