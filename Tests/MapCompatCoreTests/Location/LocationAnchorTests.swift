import Foundation
import Testing

@testable import MapCompatCore

/// `InteractiveMap.locationAnchor`: where following shows the location (MapLibre's
/// `mapViewUserLocationAnchorPoint(_:)`), and `DefaultFitPadding`.
struct LocationAnchorTests {
    @Test func followingShowsTheLocationAtTheAnchor() throws {
        let h = try Harness()
        let anchor = CGPoint(x: 200, y: 600)
        h.map.locationAnchor = anchor
        #expect(h.map.locationAnchor == anchor)
        let position = try LatLng(latitude: 37.55, longitude: 126.99)
        h.map.updateLocation(try LocationFix(position: position))
        h.map.setTrackingMode(.follow, animated: false)
        let shown = try #require(h.map.transform.point(for: position))
        #expect(abs(shown.x - anchor.x) < 1e-6)
        #expect(abs(shown.y - anchor.y) < 1e-6)

        h.map.locationAnchor = nil
        h.map.updateLocation(try LocationFix(position: position), animated: false)
        let centred = try #require(h.map.transform.point(for: position))
        #expect(abs(centred.y - h.map.viewport.focalPoint.y) < 1e-6)
    }

    @Test func aNonFiniteAnchorCountsAsNone() throws {
        let h = try Harness()
        h.map.locationAnchor = CGPoint(x: CGFloat.nan, y: 10)
        #expect(h.map.locationAnchor == nil)
    }

    @Test func defaultFitPaddingIsAFifthOfTheSizeAtMostItsMaximum() {
        let insets = DefaultFitPadding.mapLibre.insets(width: 375, height: 667)
        #expect(insets == EdgeInsets(top: 100, left: 75, bottom: 100, right: 75))
        #expect(DefaultFitPadding.none.insets(width: 375, height: 667) == .zero)
        #expect(DefaultFitPadding.mapLibre.insets(width: .nan, height: -5) == .zero)
        #expect(InteractionProfile.mapLibre.defaultFitPadding == .mapLibre)
        #expect(InteractionProfile.neutral.defaultFitPadding == .none)
    }
}
