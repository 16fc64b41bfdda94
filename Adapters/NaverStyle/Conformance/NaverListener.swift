import Foundation
import MapCompatConformance
import MapCompatCore
import NaverStyle

/// Hears NAVER's camera, option, indoor and legacy callbacks and writes them down as neutral events.
final class NaverListener: NMFMapViewCameraDelegate, NMFMapViewDelegate, NMFMapViewOptionDelegate,
    NMFIndoorSelectionDelegate
{
    weak var session: NaverSession?

    func record(_ event: MapEvent) { session?.record(event) }

    private func reason(_ code: Int) -> CameraChangeReason { (try? NaverReason.core(code)) ?? .developer }

    func mapView(_ mapView: NMFMapView, cameraWillChangeByReason reason: Int, animated: Bool) {
        record(.cameraWillChange(reason: self.reason(reason), animated: animated))
    }

    func mapView(_ mapView: NMFMapView, cameraIsChangingByReason reason: Int) {
        record(.cameraChanging(reason: self.reason(reason)))
    }

    func mapView(_ mapView: NMFMapView, cameraDidChangeByReason reason: Int, animated: Bool) {
        record(.cameraDidChange(reason: self.reason(reason)))
    }

    func mapViewCameraIdle(_ mapView: NMFMapView) { record(.cameraIdle) }

    func mapViewCameraUpdateCancel(_ mapView: NMFMapView, byReason reason: Int) { record(.animationStop) }

    /// The position mode last written down: other options (map type, night mode, zoom limits) call the same
    /// method, and only a change of mode is a `trackingMode` event.
    private var lastPositionMode = NMFMyPositionMode.disabled

    func mapViewOptionChanged(_ mapView: NMFMapView) {
        guard mapView.positionMode != lastPositionMode else { return }
        lastPositionMode = mapView.positionMode
        record(.trackingMode(mapView.positionMode.trackingMode))
    }

    func indoorSelectionDidChanged(_ indoorSelection: NMFIndoorSelection?) {
        guard let indoorSelection else { return }
        record(.indoorLevel(id: indoorSelection.zone.zoneId, level: indoorSelection.level.name))
    }

    func tapped(_ latlng: NMGLatLng, _ point: CGPoint, long: Bool) {
        guard let coordinate = try? latlng.coreLatLng() else { return }
        record(
            long ? .mapLongPress(point: point, coordinate: coordinate) : .mapTap(point: point, coordinate: coordinate))
    }
}

/// A touch delegate without the symbol method: symbols let taps through to the map.
final class NaverTapListener: NMFMapViewTouchDelegate {
    let listener: NaverListener

    init(_ listener: NaverListener) { self.listener = listener }

    func mapView(_ mapView: NMFMapView, didTapMap latlng: NMGLatLng, point: CGPoint) {
        listener.tapped(latlng, point, long: false)
    }

    func mapView(_ mapView: NMFMapView, didLongTapMap latlng: NMGLatLng, point: CGPoint) {
        listener.tapped(latlng, point, long: true)
    }
}

/// A touch delegate whose symbol method answers as the spec's `symbolTap` handler says.
final class NaverSymbolListener: NMFMapViewTouchDelegate {
    let listener: NaverListener
    let consumes: Bool

    init(_ listener: NaverListener, consumes: Bool) {
        self.listener = listener
        self.consumes = consumes
    }

    func mapView(_ mapView: NMFMapView, didTap symbol: NMFSymbol) -> Bool {
        listener.record(.symbolTap(id: symbol.identifier, caption: symbol.caption, consumed: consumes))
        return consumes
    }

    func mapView(_ mapView: NMFMapView, didTapMap latlng: NMGLatLng, point: CGPoint) {
        listener.tapped(latlng, point, long: false)
    }

    func mapView(_ mapView: NMFMapView, didLongTapMap latlng: NMGLatLng, point: CGPoint) {
        listener.tapped(latlng, point, long: true)
    }
}
