import MapCompatConformance
import MapCompatCore
import Testing
import WorkedExampleAdapter

/// Google's marker rules come from the profile (`InteractionProfile.googleMaps`); the adapter only asks its
/// delegate. Modelled on the marker-tap handling of Google's own sample, `googlemaps-samples/maps-sdk-for-ios-samples`
/// `GoogleMaps-Swift/GoogleMapsSwiftDemos/Swift/Samples/MarkerEventsViewController.swift`.
@Suite struct GoogleMapsRulesTests {
    final class Screen: GMSMapViewDelegate {
        var answer = false
        var calls: [String] = []
        func mapView(_ mapView: GMSMapView, didTap marker: GMSMarker) -> Bool {
            calls.append("didTap \(marker.title ?? "")")
            return answer
        }
        func mapView(_ mapView: GMSMapView, didTapAt coordinate: CLLocationCoordinate2D) { calls.append("didTapAt") }
        func mapView(_ mapView: GMSMapView, didLongPressAt coordinate: CLLocationCoordinate2D) {
            calls.append("didLongPressAt")
        }
    }

    /// A map with one 40-point marker centred on the point (200, 300), and its delegate.
    func map(profile: InteractionProfile) throws -> (GMSMapView, GMSMarker, Screen, SessionDriver) {
        let mapView = GMSMapView(
            frame: CGRect(x: 0, y: 0, width: 400, height: 800),
            camera: GMSCameraPosition(latitude: 48, longitude: 2, zoom: 12), profile: profile)
        let place = try #require(mapView.core.transform.coordinate(at: CGPoint(x: 200, y: 300)))
        let marker = GMSMarker(position: CLLocationCoordinate2D(latitude: place.latitude, longitude: place.longitude))
        marker.title = "cafe"
        marker.icon = UIImage(size: CGSize(width: 40, height: 40))
        marker.groundAnchor = CGPoint(x: 0.5, y: 0.5)
        marker.map = mapView
        let screen = Screen()
        mapView.delegate = screen
        return (mapView, marker, screen, SessionDriver(view: mapView))
    }

    @Test func aDeclinedMarkerTapSelectsAndCentresInsteadOfReachingTheMap() throws {
        let (mapView, marker, screen, driver) = try map(profile: .googleMaps)
        try driver.tap(at: CGPoint(x: 200, y: 300))
        #expect(try driver.settle(maximum: 5))
        #expect(screen.calls == ["didTap cafe"])
        #expect(mapView.selectedMarker === marker)
        #expect(abs(mapView.camera.target.latitude - marker.position.latitude) < 1e-9)
        try driver.tap(at: CGPoint(x: 50, y: 700))
        #expect(try driver.settle(maximum: 5))
        #expect(screen.calls == ["didTap cafe", "didTapAt"])
        #expect(mapView.selectedMarker == nil)
    }

    @Test func anAnsweredMarkerTapDoesNothingMore() throws {
        let (mapView, _, screen, driver) = try map(profile: .googleMaps)
        screen.answer = true
        try driver.tap(at: CGPoint(x: 200, y: 300))
        #expect(try driver.settle(maximum: 5))
        #expect(screen.calls == ["didTap cafe"])
        #expect(mapView.selectedMarker == nil)
        #expect(mapView.camera.target.latitude == 48)
    }

    @Test func inTheNeutralProfileADeclinedTapReachesTheMap() throws {
        let (mapView, _, screen, driver) = try map(profile: .neutral)
        try driver.tap(at: CGPoint(x: 200, y: 300))
        #expect(try driver.settle(maximum: 5))
        #expect(screen.calls == ["didTap cafe", "didTapAt"])
        #expect(mapView.selectedMarker == nil)
    }

    @Test func aLongPressOnAMarkerIsAskedAsALongPressAndReachesTheMap() throws {
        let (mapView, _, screen, driver) = try map(profile: .googleMaps)
        var presses: [ScenePress] = []
        let adapterHook = mapView.core.overlayPressHandler
        mapView.core.overlayPressHandler = { id, press in
            presses.append(press)
            return adapterHook?(id, press) ?? false
        }
        try driver.perform(.longPress(CGPoint(x: 200, y: 300), duration: 1))
        #expect(presses == [.longPress])
        #expect(screen.calls == ["didLongPressAt"])
    }

    @Test func markersRankAboveShapesInGooglesProfileOnly() throws {
        for (profile, winner) in [(InteractionProfile.googleMaps, "marker"), (.neutral, "polygon")] {
            let map = try InteractiveMap(profile: profile)
            let center = map.camera.center
            let delta = 0.001
            let square = try PolygonShape(exterior: [
                LatLng(latitude: center.latitude - delta, longitude: center.longitude - delta),
                LatLng(latitude: center.latitude - delta, longitude: center.longitude + delta),
                LatLng(latitude: center.latitude + delta, longitude: center.longitude + delta),
                LatLng(latitude: center.latitude + delta, longitude: center.longitude - delta),
            ])
            let pin = try MarkerShape(position: center, anchor: CGPoint(x: 0.5, y: 0.5))
            try map.scene.add(SceneItem(id: "marker", shape: .marker(pin), z: 0, tap: .consume))
            try map.scene.add(SceneItem(id: "polygon", shape: .polygon(square), z: 10, tap: .consume))
            var taps: [String] = []
            _ = map.addObserver { if case .overlayTap(let id, _, _) = $0.event { taps.append(id) } }
            let driver = SessionDriver(view: GoogleMapsRulesTests.View(core: map))
            try driver.tap(at: map.viewport.focalPoint)
            #expect(try driver.settle(maximum: 5))
            #expect(taps == [winner], "\(profile.name)")
        }
    }

    final class View: CoreBackedView {
        let core: InteractiveMap
        init(core: InteractiveMap) { self.core = core }
    }
}
