import Foundation
import RMMapLayerStyle

// Seed 004, RMMapLayer: callouts, screen position and the drag permission.
private final class DragPolicy: RMMapViewDelegate {
    func mapView(_ mapView: RMMapView!, shouldDrag annotation: RMAnnotation!) -> Bool {
        annotation.title != nil
    }
}

private func configureLayer(_ layer: RMMapLayer) {
    layer.canShowCallout = true
    layer.calloutOffset = CGPoint(x: 0, y: -4)
    layer.setPosition(CGPoint(x: 10, y: 20), animated: true)
}

private func configureMap(_ mapView: RMMapView) {
    mapView.draggingEnabled = false
    mapView.decelerationMode = RMMapDecelerationOff
}
