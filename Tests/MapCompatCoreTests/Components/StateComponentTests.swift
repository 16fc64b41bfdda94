import Foundation
import Testing

@testable import MapCompatCore

/// The small components: the event stream, location tracking and indoor maps.
@Suite struct StateComponentTests {
    @Test func theEventStreamStampsEventsWithItsClockInOrder() throws {
        let stream = EventStream()
        var seen: [ObservedEvent] = []
        let token = stream.add { seen.append($0) }
        try stream.clock.advance(to: 2)
        stream.emit(.cameraIdle)
        stream.remove(token)
        stream.emit(.legalNotice)
        #expect(seen == [ObservedEvent(time: 2, event: .cameraIdle)])
        #expect(stream.observerCount == 0)
    }

    @Test func trackingChangesOnlyToAnotherModeAndFollowsOnlyWithAFix() throws {
        var tracking = LocationTracking()
        let toSame = tracking.change(to: .none)
        let toFollow = tracking.change(to: .follow)
        #expect(!toSame && toFollow)
        #expect(!tracking.isFollowing)
        tracking.fix = try LocationFix(position: LatLng(latitude: 1, longitude: 2))
        #expect(tracking.isFollowing)
    }

    @Test func indoorMapsRejectDuplicatesAndUnknownLevels() throws {
        var indoor = IndoorMaps()
        let region = try IndoorRegion(
            id: "mall",
            bounds: LatLngBounds(
                southWest: LatLng(latitude: 0, longitude: 0), northEast: LatLng(latitude: 1, longitude: 1)),
            levels: ["B1", "1F"], defaultLevel: "1F")
        try indoor.add(region)
        #expect(throws: MapCompatError.self) { try indoor.add(region) }
        let changed = try indoor.select("B1", in: "mall")
        let again = try indoor.select("B1", in: "mall")
        #expect(changed && !again)
        #expect(throws: MapCompatError.self) { try indoor.select("9F", in: "mall") }
        let removed = indoor.remove(id: "mall")
        let removedAgain = indoor.remove(id: "mall")
        #expect(removed && !removedAgain)
    }
}
