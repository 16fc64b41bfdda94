import Foundation
import MapCompatCore
import MapCompatTesting
import MapKitStyle
import Testing

/// A delegate that hears of the user's location, as location screens do.
final class LocatingDelegate: NSObject, MKMapViewDelegate {
    var calls: [String] = []
    var selected: [any MKAnnotation] = []
    func mapViewWillStartLocatingUser(_ mapView: MKMapView) { calls.append("willStart") }
    func mapViewDidStopLocatingUser(_ mapView: MKMapView) { calls.append("didStop") }
    func mapView(_ mapView: MKMapView, didUpdate userLocation: MKUserLocation) {
        calls.append("didUpdate \(userLocation.coordinate.latitude)")
    }
    func mapView(_ mapView: MKMapView, didSelect annotation: any MKAnnotation) { selected.append(annotation) }
}

/// The user's location: shown while `showsUserLocation` is on, fed by the headless stand-in for Core Location.
struct UserLocationTests {
    @Test func fixesReachTheUserLocationOnlyWhileItIsShown() throws {
        let view = try makeMapView()
        let delegate = LocatingDelegate()
        view.delegate = delegate
        view.deliverUserLocation(CLLocation(latitude: 37.5, longitude: 127))
        #expect(view.userLocation.location == nil && delegate.calls.isEmpty)
        view.showsUserLocation = true
        #expect(view.userLocation.isUpdating)
        #expect(view.userLocation.coordinate.latitude == 37.5)
        view.deliverUserLocation(CLLocation(latitude: 37.6, longitude: 127))
        view.showsUserLocation = false
        #expect(delegate.calls == ["willStart", "didUpdate 37.5", "didUpdate 37.6", "didStop"])
        #expect(!view.userLocation.isUpdating)
    }

    @Test func followingMovesTheCameraToEachFixAndShowsTheLocation() throws {
        let view = try makeMapView()
        view.userTrackingMode = .follow
        #expect(view.showsUserLocation)
        view.deliverUserLocation(CLLocation(latitude: 37.55, longitude: 126.95))
        try MapTester(view).settle()
        #expect(
            abs(view.centerCoordinate.latitude - 37.55) < 1e-9 && abs(view.centerCoordinate.longitude - 126.95) < 1e-9)
        #expect(view.isUserLocationVisible)
    }

    @Test func aTapOnTheUsersDotSelectsTheUserLocation() throws {
        let view = try makeMapView()
        let delegate = LocatingDelegate()
        view.delegate = delegate
        view.showsUserLocation = true
        view.deliverUserLocation(CLLocation(latitude: 37.5666, longitude: 126.9784))
        try MapTester(view).tap(on: view.userLocation)
        #expect(delegate.selected.first === view.userLocation)
        #expect(view.selectedAnnotations.first === view.userLocation)
    }

    @Test func theTrackingButtonStepsThroughMapKitsModes() throws {
        let view = try makeMapView()
        view.showsUserTrackingButton = true
        view.deliverUserLocation(CLLocation(latitude: 37.5666, longitude: 126.9784))
        view.showsUserLocation = true
        let tester = MapTester(view)
        var modes: [MKUserTrackingMode] = []
        for _ in 0..<3 {
            try tester.tap(on: .locationButton)
            modes.append(view.userTrackingMode)
        }
        #expect(modes == [.follow, .followWithHeading, .none])
        #expect(view.showsUserLocation)
    }

    @Test func aFixThatIsNotAPositionIsIgnoredAndReported() throws {
        let view = try makeMapView()
        view.showsUserLocation = true
        view.deliverUserLocation(CLLocation(latitude: 120, longitude: 0))
        #expect(view.userLocation.location == nil)
        #expect(view.lastIgnoredError?.field == "latitude")
    }
}
