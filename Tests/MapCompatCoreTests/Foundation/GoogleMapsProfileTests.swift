import Foundation
import Testing

@testable import MapCompatCore

/// Google's values in the core's vocabulary (`InteractionProfile.googleMaps`): zoom 2–21 on Google's 256-point
/// scale, a 65° viewing angle, and the marker and control rules of GMSMapViewDelegate.h and GMSUISettings.h.
struct GoogleMapsProfileTests {
    @Test func googlesZoomRangeIsOneLevelLowerOnTheNeutralScale() {
        let limits = InteractionProfile.googleMaps.limits
        #expect(limits.minZoom == InteractionProfile.googleMinZoom - 1)
        #expect(limits.maxZoom == InteractionProfile.googleMaxZoom - 1)
        #expect(limits.maxTilt == 65)
    }

    @Test func markersFollowGooglesSelectionAndDragRules() {
        let rules = InteractionProfile.googleMaps.annotations
        #expect(rules.dragsWithoutHook)
        #expect(rules.tapOnSelection == .reselects)
        #expect(rules.tapSelectionCentersCamera)
        #expect(rules.deselectsAfterTheTapIsHeard)
        #expect(rules.untitledCallout == .selectsWithoutCallout)
        #expect(InteractionProfile.neutral.annotations.tapOnSelection == .keepsSelection)
    }

    @Test func controlsFollowGooglesButtons() throws {
        let profile = InteractionProfile.googleMaps
        #expect(!profile.compassCoversTilt)
        #expect(profile.locationButtonAction == .centersOnLocation)
        #expect(!profile.controls.showsCompass && !profile.controls.showsLocationButton)
        let map = try InteractiveMap(
            profile: profile, camera: Camera(center: InteractiveMap.defaultCamera.center, zoom: 15, tilt: 30))
        try map.setControlSettings(MapControlSettings(showsCompass: true, logo: profile.controls.logo))
        #expect(map.visibility(of: .compass) == .hidden)
        #expect(map.visibility(of: .logo) == .disabled)
    }
}
