import Foundation
import TomTomStyle

#if canImport(CoreLocation)
    import CoreLocation
#endif

// A second-screen (car display) map, modelled on the same public app's `CarPlayMapController.swift` and on
// TomTom's iOS guide "UI controls": the screen makes `MapView()`, hides both buttons, follows the safe area
// with `contentInsets`, and moves the camera with relative updates.

/// A view controller's worth of map: no UIKit controller headless, so the screen owns the view.
final class CarMapScreen: MapViewDelegate {
    private(set) var mapView: MapView?
    private(set) var map: TomTomMap?
    private(set) var failures: [String] = []
    private(set) var markers: [Marker] = []

    func loadView() {
        let mapView = MapView()
        mapView.delegate = self
        mapView.currentLocationButtonVisibilityPolicy = .hidden
        mapView.compassButtonVisibilityPolicy = .hidden
        self.mapView = mapView
    }

    /// The safe area changed (the car display's bars): the map's centre moves with it.
    func safeAreaChanged(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        mapView?.contentInsets = NSDirectionalEdgeInsets(top: top, leading: left, bottom: bottom, trailing: right)
    }

    func mapView(_: MapView, onMapReady map: TomTomMap) {
        self.map = map
    }

    func mapView(_: MapView, onLoadFailed error: any Error) {
        failures.append("\(error)")
    }

    func mapView(_: MapView, onStyleLoad _: Result<StyleContainer, any Error>) {}

    func zoom(in zoomIn: Bool) {
        map?.applyCamera(zoomIn ? CameraUpdate(zoomIn: true) : CameraUpdate(zoomOut: true), animationDuration: 0.25)
    }

    func show(stops: [(id: String, coordinate: CLLocationCoordinate2D)]) {
        guard let map else { return }
        for marker in markers { map.remove(annotation: marker) }
        markers = []
        for stop in stops {
            if let marker = try? map.addMarker(options: MarkerOptions(coordinate: stop.coordinate, tag: stop.id)) {
                markers.append(marker)
            }
        }
    }
}

@available(*, unavailable)
extension CarMapScreen: Sendable {}
