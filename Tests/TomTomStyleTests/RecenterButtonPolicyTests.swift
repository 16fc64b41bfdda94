import Foundation
import MapCompatCore
import Testing
import TomTomStyle

/// `currentLocationButtonVisibilityPolicy` and its shorthand.
struct RecenterButtonPolicyTests {
    @Test func hiddenWhenCenteredHidesTheButtonOnlyOverTheUsersLocation() throws {
        let (map, _) = try makeMap()
        map.currentLocationButtonVisibilityPolicy = .hiddenWhenCentered
        let provider = TestLocationProvider()
        provider.report(latitude: 37.5666, longitude: 126.9784)
        map.locationProvider = provider
        map.activateLocationProvider()
        #expect(map.core.visibility(of: .locationButton) == .hidden)
        provider.report(latitude: 37.5676, longitude: 126.9784)
        #expect(map.core.visibility(of: .locationButton) == .visible)
        #expect(map.currentLocationButtonVisibilityPolicy == .hiddenWhenCentered)
        #expect(map.isCurrentLocationButtonVisible)
    }

    @Test func theShorthandSetsVisibleOrHidden() throws {
        let (map, _) = try makeMap()
        map.isCurrentLocationButtonVisible = true
        #expect(map.currentLocationButtonVisibilityPolicy == .visible)
        map.isCurrentLocationButtonVisible = false
        #expect(map.currentLocationButtonVisibilityPolicy == .hidden)
        #expect(map.core.visibility(of: .locationButton) == .hidden)
    }
}
