import MapLibreStyle

// Seed 001, configuring user interaction: the four switches and the drift.
private func configureInteraction(_ mapView: MLNMapView) {
    mapView.isZoomEnabled = false
    mapView.isScrollEnabled = true
    mapView.isRotateEnabled = false
    mapView.isPitchEnabled = false
    mapView.decelerationRate = MLNMapViewDecelerationRateFast
}
