import Foundation
import TomTomStyle

#if canImport(CoreLocation)
    import CoreLocation
#endif

// A trip planner's map screen, modelled on a public SwiftUI app's `MapCoordinator.swift` (a TomTom map
// between a trip model and the view, found by code search for `followRouteNorthUp`) and on TomTom's iOS
// guides "Markers", "Camera and animations" and "Events and gestures". Written the way those callers write
// TomTom code: the map arrives in `mapView(_:onMapReady:)`, markers carry the station id as their tag, taps
// come back as `.tappedOnAnnotation`, the camera moves with `applyCamera` and follows with
// `cameraTrackingMode`.

/// A charging station the screen pins.
struct TripStation {
    let id: String
    let coordinate: CLLocationCoordinate2D
}

/// The trip model the screen reports to.
final class TripModel {
    var mapIsReady = false
    var selectedStationID: String?
    var destination: CLLocationCoordinate2D?
    var errors: [String] = []
    var stations: [TripStation] = []
}

/// The screen's coordinator: the map view's delegate, then the map's and the location provider's.
final class TripMapScreen: NSObject {
    let trip: TripModel
    private(set) var mapView: MapView?
    private(set) var map: TomTomMap?
    private var didCenterOnUser = false
    private(set) var placedMarkers: [Marker] = []
    /// What the delegate methods saw, in order.
    private(set) var calls: [String] = []

    init(trip: TripModel) {
        self.trip = trip
        super.init()
    }

    func attach(mapView: MapView) {
        self.mapView = mapView
        mapView.delegate = self
    }

    enum Command { case zoomIn, zoomOut, centerOn(CLLocationCoordinate2D) }

    func perform(_ command: Command) {
        guard let map else { return }
        switch command {
        case .zoomIn:
            map.applyCamera(CameraUpdate(zoomIn: true), animationDuration: 0.25)
        case .zoomOut:
            map.applyCamera(CameraUpdate(zoomOut: true), animationDuration: 0.25)
        case .centerOn(let position):
            map.applyCamera(
                CameraUpdate(position: position, zoom: 12, tilt: 0, rotation: 0, positionMarkerVerticalOffset: 0),
                animationDuration: 0.6)
        }
    }

    func startDriving(northUp: Bool) {
        mapView?.currentLocationButtonVisibilityPolicy = .hidden
        map?.cameraTrackingMode = northUp ? .followRouteNorthUp() : .followRouteDirection()
    }

    func stopDriving() {
        mapView?.currentLocationButtonVisibilityPolicy = .hiddenWhenCentered
        map?.cameraTrackingMode = .none
    }

    func redrawMarkers() {
        guard let map else { return }
        for marker in placedMarkers { map.remove(annotation: marker) }
        placedMarkers.removeAll()
        map.removeAnnotations()
        for station in trip.stations {
            let options = MarkerOptions(
                coordinate: station.coordinate, pinImage: UIImage(size: CGSize(width: 30, height: 40)), tag: station.id)
            if let marker = try? map.addMarker(options: options) { placedMarkers.append(marker) }
        }
    }
}

extension TripMapScreen: MapViewDelegate {
    func mapView(_: MapView, onMapReady map: TomTomMap) {
        calls.append("onMapReady")
        self.map = map
        map.delegate = self
        map.locationProvider.addObserver(self)
        map.activateLocationProvider()
        map.applyCamera(
            CameraUpdate(
                position: CLLocationCoordinate2D(latitude: 51.3, longitude: 9.5), zoom: 5.0, tilt: 0, rotation: 0,
                positionMarkerVerticalOffset: 0))
        trip.mapIsReady = true
        redrawMarkers()
    }

    func mapView(_: MapView, onLoadFailed error: any Error) {
        calls.append("onLoadFailed")
        trip.errors.append("map did not load: \(error)")
    }

    func mapView(_: MapView, onStyleLoad _: Result<StyleContainer, any Error>) {
        calls.append("onStyleLoad")
    }
}

extension TripMapScreen: MapDelegate {
    func map(_: TomTomMap, onInteraction interaction: MapInteraction) {
        switch interaction {
        case let .longPressed(coordinate):
            trip.destination = coordinate
        case let .tappedOnAnnotation(annotation, _):
            if let id = annotation.tag { trip.selectedStationID = id }
        default:
            break
        }
    }

    func map(_: TomTomMap, onCameraEvent event: CameraEvent) {
        if case .trackingModeChanged(let mode) = event { calls.append("trackingModeChanged(\(mode))") }
    }
}

extension TripMapScreen: LocationUpdateObserver {
    func didUpdateLocation(location: GeoLocation) {
        guard !didCenterOnUser else { return }
        didCenterOnUser = true
        map?.applyCamera(
            CameraUpdate(
                position: location.location.coordinate, zoom: 11, tilt: 0, rotation: 0, positionMarkerVerticalOffset: 0),
            animationDuration: 1.2)
    }

    func onAuthorizationStatusChanged(isGranted: Bool) {
        if !isGranted { trip.errors.append("no location permission") }
    }
}

@available(*, unavailable)
extension TripMapScreen: Sendable {}
