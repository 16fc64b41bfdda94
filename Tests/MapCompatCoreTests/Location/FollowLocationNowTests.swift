import Foundation
import Testing

@testable import MapCompatCore

/// `InteractiveMap.followLocation(animated:completion:)`: the camera returns to the latest fix while following
/// and the completion says when it is there (MapLibre's course tracking losing its target, `MLNMapView.mm`).
struct FollowLocationNowTests {
    @Test func theCameraReturnsToTheFixAndThenCompletes() throws {
        let h = try Harness()
        let position = try LatLng(latitude: 37.55, longitude: 126.99)
        h.map.updateLocation(try LocationFix(position: position))
        h.map.setTrackingMode(.follow, animated: false)
        try h.map.moveCamera(to: Camera(center: try LatLng(latitude: 37.6, longitude: 127.1), zoom: 14))

        var arrived: Bool?
        h.map.followLocation(animated: true) { arrived = $0 }
        #expect(arrived == nil, "An animated return completes when the camera arrives, not before.")
        try h.map.advance(by: h.map.profile.trackingAnimationDuration + 0.1)
        #expect(arrived == true)
        #expect(h.map.isCenteredOnLocation)
    }

    @Test func withNothingToFollowItCompletesAtOnceAndMovesNothing() throws {
        let h = try Harness()
        let before = h.map.camera
        var arrived: Bool?
        h.map.followLocation(animated: true) { arrived = $0 }
        #expect(arrived == true)
        #expect(h.map.camera == before)
    }
}
