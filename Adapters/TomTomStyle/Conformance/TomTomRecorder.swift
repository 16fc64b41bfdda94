import Foundation
import MapCompatConformance
import MapCompatCore
import TomTomStyle

#if canImport(CoreLocation)
    import CoreLocation
#endif

/// The view's and the map's delegate: takes the map from `mapView(_:onMapReady:)` and turns TomTom's
/// callbacks back into neutral events.
final class TomTomRecorder: MapViewDelegate, MapDelegate {
    weak var session: TomTomSession?
    /// The map the view handed over.
    private(set) var readyMap: TomTomMap?

    func mapView(_ mapView: MapView, onMapReady map: TomTomMap) {
        readyMap = map
    }

    func map(_ map: TomTomMap, onInteraction interaction: MapInteraction) {
        switch interaction {
        case .tapped(let coordinate):
            guard let session else { return }
            guard let point = map.pointForCoordinate(coordinate: coordinate),
                let position = try? LatLng(latitude: coordinate.latitude, longitude: coordinate.longitude)
            else { return }
            session.reportAppTap(at: point, coordinate: coordinate, position: position)
        case .doubleTapped(let coordinate):
            record(map, coordinate) { .mapDoubleTap(point: $0, coordinate: $1) }
        case .tappedWithTwoFingers(let coordinate):
            record(map, coordinate) { .mapTwoFingerTap(point: $0, coordinate: $1) }
        case .longPressed(let coordinate):
            record(map, coordinate) { .mapLongPress(point: $0, coordinate: $1) }
        case .tappedOnLocationMarker(let coordinate):
            guard let position = try? LatLng(latitude: coordinate.latitude, longitude: coordinate.longitude) else {
                return
            }
            record(.locationMarkerTap(coordinate: position))
        case .tappedOnAnnotation(let annotation, _):
            // The session tags every annotation with its spec id; TomTom's annotations consume their taps.
            guard let id = annotation.tag else { return }
            record(.overlayTap(id: id, consumed: true))
        case .panned(let state): record(.gesture(.pan, GesturePhase(state)))
        case .pinched(let state): record(.gesture(.pinch, GesturePhase(state)))
        case .rotated(let state): record(.gesture(.rotate, GesturePhase(state)))
        case .tilted(let state): record(.gesture(.tilt, GesturePhase(state)))
        case .interactionStarted, .tappedOnRecenterButton:
            break
        }
    }

    func map(_ map: TomTomMap, onCameraEvent event: CameraEvent) {
        switch event {
        case .cameraSteady:
            record(.cameraIdle)
        case .trackingModeChanged(let mode):
            if mode != .none { session?.hasFollowed = true }
            record(.trackingMode(TrackingMode(mode, hasLocation: session?.showsLocation ?? false)))
        case .cameraChanged:
            break
        }
    }

    private func record(_ event: MapEvent) {
        session?.driver.record(event)
    }

    /// Records a press at a coordinate, with the point TomTom places it at.
    private func record(
        _ map: TomTomMap, _ coordinate: CLLocationCoordinate2D, _ event: (CGPoint, LatLng) -> MapEvent
    ) {
        guard let point = map.pointForCoordinate(coordinate: coordinate),
            let position = try? LatLng(latitude: coordinate.latitude, longitude: coordinate.longitude)
        else { return }
        record(event(point, position))
    }
}

@available(*, unavailable)
extension TomTomRecorder: Sendable {}

extension GesturePhase {
    /// The neutral phase TomTom's state stands for. TomTom has no cancelled state: a cancelled gesture
    /// reports `end`, so the session declines specs that cancel touches (``TomTomSession/decline(_:profile:)``).
    init(_ state: GestureState) {
        switch state {
        case .begin: self = .began
        case .update: self = .changed
        case .end: self = .ended
        }
    }
}
