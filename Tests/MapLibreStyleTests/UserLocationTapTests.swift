import Foundation
import MapCompatConformance
import MapCompatCore
import MapLibreStyle
import MapLibreStyleConformance
import Testing

/// A location manager the test reports through, as Core Location would.
private final class ReportingLocationManager: MLNLocationManager {
    weak var delegate: (any MLNLocationManagerDelegate)?
    func startUpdatingLocation() {}
    func stopUpdatingLocation() {}
    func startUpdatingHeading() {}
    func stopUpdatingHeading() {}
}

/// A delegate that hears of the user location's selection, as apps that open a sheet on the user dot do.
private final class UserDotDelegate: MLNMapViewDelegate {
    var selectedUser = 0
    var deselectedUser = 0

    func mapView(_ mapView: MLNMapView, didSelect annotation: any MLNAnnotation) {
        if annotation is MLNUserLocation { selectedUser += 1 }
    }

    func mapView(_ mapView: MLNMapView, didDeselect annotation: any MLNAnnotation) {
        if annotation is MLNUserLocation { deselectedUser += 1 }
    }
}

/// A tap on MapLibre's user dot selects `userLocation` (the core's location-marker tap); without
/// `showsUserLocation` there is no dot to tap.
struct UserLocationTapTests {
    private let cityHall = CLLocation(latitude: 37.5666, longitude: 126.9784)

    private func view(showing: Bool) -> (MLNMapView, UserDotDelegate) {
        let view = makeMapView()
        let manager = ReportingLocationManager()
        view.locationManager = manager
        let delegate = UserDotDelegate()
        view.delegate = delegate
        view.showsUserLocation = showing
        manager.delegate?.locationManager(manager, didUpdate: [cityHall])
        return (view, delegate)
    }

    @Test func aTapOnTheUserDotSelectsTheUserLocation() throws {
        let (view, delegate) = view(showing: true)
        try view.play(settle: 1) { try $0.tap(at: CGPoint(x: 205, y: 398)) }
        #expect(delegate.selectedUser == 1)
        #expect(view.selectedAnnotations.first === view.userLocation)
        try view.play(settle: 1) { try $0.tap(at: CGPoint(x: 50, y: 100)) }
        #expect(delegate.deselectedUser == 1)
        #expect(view.selectedAnnotations.isEmpty)
    }

    @Test func withoutShowsUserLocationThereIsNoDot() throws {
        let (view, delegate) = view(showing: false)
        try view.play(settle: 1) { try $0.tap(at: viewCenter) }
        #expect(delegate.selectedUser == 0)
        #expect(view.core.locationMarkerPoint == nil)
    }

    @Test func theSpecTapOnTheDotIsALocationMarkerTapWhileTheLocationShows() throws {
        let json = """
            {"format": "mapcompat-spec/1", "title": "t",
             "map": {"location": {"lat": 37.5666, "lng": 126.9784, "tracking": "noFollow"}},
             "steps": [{"tap": [210, 395]}, {"wait": 0.5}, {"tap": [200, 400]}, {"wait": 0.5}, {"tap": [200, 300]}],
             "expect": {"exactly": [{"kind": "locationMarkerTap", "lat": 37.5666, "lng": 126.9784},
                                    {"kind": "locationMarkerTap", "lat": 37.5666, "lng": 126.9784}],
                        "events": [{"kind": "mapTap", "x": 200, "y": 300}]}}
            """
        let spec = try #require(SpecLoader().decode(json, file: "dot.json", defaultID: "dot").spec)
        let result = try #require(ConformanceRunner(plugins: [CorePlugin(), MapLibrePlugin()]).run(spec).last)
        #expect(result.adapter == "maplibre")
        #expect(result.status == .pass, "\(result.message)")
    }
}
