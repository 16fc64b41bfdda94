import NaverStyle

// Seed 000, gestures: a map that neither tilts nor turns.
private func configureGestures(_ mapView: NMFMapView) {
    mapView.isTiltGestureEnabled = false
    mapView.isRotateGestureEnabled = false
}
