import Foundation
import Testing

@testable import MapCompatCore

/// What the location button does: the neutral cycle of tracking modes, or Google's one-off centring on the user
/// (GMSUISettings.h `myLocationButton`), and the app's hook that keeps the tap (GMSMapViewDelegate.h
/// `didTapMyLocationButtonForMapView:`).
struct LocationButtonActionTests {
    private func harness(_ action: LocationButtonAction) throws -> (Harness, LatLng) {
        var profile = InteractionProfile.neutral
        profile.locationButtonAction = action
        let h = try Harness(profile: profile, controls: MapControlSettings(showsLocationButton: true))
        let user = try LatLng(latitude: 37.56, longitude: 126.97)
        h.map.updateLocation(try LocationFix(position: user), animated: false)
        return (h, user)
    }

    @Test func aCentringButtonMovesTheCameraOnceAndLeavesTracking() throws {
        let (h, user) = try harness(.centersOnLocation)
        try h.tap(.locationButton)
        #expect(h.map.camera.center == user)
        #expect(h.map.trackingMode == .none)
        #expect(h.cameraReasons("cameraWillChange") == [.control])
        // A later fix does not move the camera: nothing follows.
        h.map.updateLocation(try LocationFix(position: LatLng(latitude: 37.5, longitude: 126.9)))
        try h.settle()
        #expect(h.map.camera.center == user)
    }

    @Test func aCentringButtonWithoutALocationDoesNothing() throws {
        var profile = InteractionProfile.neutral
        profile.locationButtonAction = .centersOnLocation
        let h = try Harness(profile: profile, controls: MapControlSettings(showsLocationButton: true))
        try h.tap(.locationButton)
        #expect(h.map.camera == InteractiveMap.defaultCamera)
        #expect(h.log.events.contains(.controlTap(.locationButton)))
    }

    @Test func theHookKeepsTheTapFromEitherAction() throws {
        for action in [LocationButtonAction.centersOnLocation, .cyclesTracking] {
            let (h, _) = try harness(action)
            var asked = 0
            h.map.locationButtonTapHandler = {
                asked += 1
                return true
            }
            try h.tap(.locationButton)
            #expect(asked == 1)
            #expect(h.map.camera == InteractiveMap.defaultCamera)
            #expect(h.map.trackingMode == .none)
            #expect(h.log.events.contains(.controlTap(.locationButton)))
        }
    }

    @Test func aHookThatDeclinesLetsTheCycleRun() throws {
        let (h, _) = try harness(.cyclesTracking)
        h.map.locationButtonTapHandler = { false }
        try h.tap(.locationButton)
        #expect(h.map.trackingMode == .follow)
    }
}
