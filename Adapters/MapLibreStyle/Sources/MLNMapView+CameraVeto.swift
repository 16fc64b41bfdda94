import MapCompatCore

/// The delegate's say over gesture camera steps: MapLibre's `mapView(_:shouldChangeFrom:to:reason:)`.
extension MLNMapViewDelegate {
    /// Allows every step unless the delegate implements the variant without a reason.
    public func mapView(
        _ mapView: MLNMapView, shouldChangeFrom oldCamera: MLNMapCamera, to newCamera: MLNMapCamera,
        reason: MLNCameraChangeReason
    ) -> Bool {
        self.mapView(mapView, shouldChangeFrom: oldCamera, to: newCamera)
    }

    /// Allows every step.
    public func mapView(_ mapView: MLNMapView, shouldChangeFrom oldCamera: MLNMapCamera, to newCamera: MLNMapCamera)
        -> Bool
    { true }
}

extension MLNMapView {
    /// Installs the core's `shouldChangeCamera` hook while a delegate is set; removes it otherwise.
    func installCameraVeto() {
        guard delegate != nil else {
            core.shouldChangeCamera = nil
            return
        }
        core.shouldChangeCamera = { [weak self] from, to, kind in
            guard let self, let delegate = self.delegate else { return true }
            return delegate.mapView(
                self, shouldChangeFrom: self.mapCamera(for: from), to: self.mapCamera(for: to),
                reason: self.reason.union(MLNCameraChangeReason(kind)))
        }
    }
}
