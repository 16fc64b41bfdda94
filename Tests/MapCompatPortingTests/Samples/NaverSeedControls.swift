import NaverStyle

// Seed 000, controls: the compass off and the location button on.
private func configureControls(_ naverMapView: NMFNaverMapView) {
    naverMapView.showCompass = false
    naverMapView.showLocationButton = true
}
