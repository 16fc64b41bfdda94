import Foundation
import MapCompatCore
import Testing
import TomTomStyle

/// `MapView.currentLocationButtonVisibilityPolicy` and `compassButtonVisibilityPolicy`, as TomTom's UI
/// controls guide sets them.
struct RecenterButtonPolicyTests {
    @Test func hiddenWhenCenteredIsTheDefaultAndHidesTheButtonOnlyOverTheUsersLocation() throws {
        let (mapView, map, _) = try makeMapView()
        #expect(mapView.currentLocationButtonVisibilityPolicy == .hiddenWhenCentered)
        let provider = TestLocationProvider()
        provider.report(latitude: 37.5666, longitude: 126.9784)
        map.locationProvider = provider
        map.activateLocationProvider()
        #expect(map.core.visibility(of: .locationButton) == .hidden)
        provider.report(latitude: 37.5676, longitude: 126.9784)
        #expect(map.core.visibility(of: .locationButton) == .visible)
    }

    @Test func visibleAndHiddenSetTheButtonOnAndOff() throws {
        let (mapView, map, _) = try makeMapView()
        mapView.currentLocationButtonVisibilityPolicy = .visible
        #expect(map.core.visibility(of: .locationButton) == .visible)
        mapView.currentLocationButtonVisibilityPolicy = .hidden
        #expect(map.core.visibility(of: .locationButton) == .hidden)
        #expect(mapView.currentLocationButtonVisibilityPolicy == .hidden)
    }

    @Test func theCompassShowsWhenNeededByDefaultAlwaysWhenVisibleAndNeverWhenHidden() throws {
        let (mapView, map, _) = try makeMapView()
        #expect(mapView.compassButtonVisibilityPolicy == .visibleWhenNeeded)
        #expect(map.core.visibility(of: .compass) == .hidden)
        map.moveCamera(CameraUpdate(rotation: 30))
        #expect(map.core.visibility(of: .compass) == .visible)
        mapView.compassButtonVisibilityPolicy = .hidden
        #expect(map.core.visibility(of: .compass) == .hidden)
        map.moveCamera(CameraUpdate(rotation: 0))
        mapView.compassButtonVisibilityPolicy = .visible
        #expect(map.core.visibility(of: .compass) == .visible)
    }

    @Test func theNeutralProfileStartsWithBothButtonsHidden() throws {
        let (mapView, map, _) = try makeMapView(profile: .neutral)
        #expect(mapView.compassButtonVisibilityPolicy == .hidden)
        #expect(mapView.currentLocationButtonVisibilityPolicy == .hidden)
        #expect(map.core.visibility(of: .locationButton) == .hidden)
    }
}

/// The view takes app recognizers as a `UIView` does, and the map asks them.
struct MapViewRecognizerTests {
    @Test func anAddedTapRecognizerSeesTapsOnTheView() throws {
        let (mapView, map, _) = try makeMapView()
        var states: [UIGestureRecognizer.State] = []
        let recognizer = UITapGestureRecognizer { states.append($0.state) }
        mapView.addGestureRecognizer(recognizer)
        #expect(mapView.gestureRecognizers?.count == 1)
        #expect(recognizer.view === mapView)
        var script = TouchScript(startTime: map.core.now)
        try script.tap(at: CGPoint(x: 120, y: 300))
        try mapView.handle(script.frames)
        try mapView.advance(by: 1)
        #expect(states.contains(.ended))
        mapView.removeGestureRecognizer(recognizer)
        states = []
        var again = TouchScript(startTime: map.core.now)
        try again.tap(at: CGPoint(x: 120, y: 300))
        try mapView.handle(again.frames)
        try mapView.advance(by: 1)
        #expect(states.isEmpty)
    }
}
