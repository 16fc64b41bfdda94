import Foundation
import NaverStyle

// Seed 000, UI events: map taps, symbol taps and an overlay's touch handler.
private final class TapLogger: NMFMapViewDelegate {
    var lines: [String] = []

    func didTapMapView(_ point: CGPoint, latLng latlng: NMGLatLng) {
        lines.append("\(latlng.lat), \(latlng.lng)")
    }

    func mapView(_ mapView: NMFMapView, didTap symbol: NMFSymbol) -> Bool {
        if symbol.caption == "Seoul Metropolitan Government" {
            lines.append("Seoul Metropolitan Government is tapped")
            return true
        }
        lines.append("Symbol is tapped")
        return false
    }
}

private func installHandler(_ marker: NMFMarker, _ log: TapLogger) {
    marker.touchHandler = { (overlay: NMFOverlay) -> Bool in
        log.lines.append("Marker is touched: mapView.isTiltGestureEnabled = false")
        return true  // Consumes the event: mapView.isRotateGestureEnabled = false
    }
}
