import MapCompatCore

extension NMFMapView {
    /// NAVER's integer for a core reason as the camera delegates hear it: a content-padding move
    /// (``setContentInset(_:keepCamera:reason:)`` with `NMFMapChangedByContentPadding`) is the core's developer
    /// move, told as −4.
    func reported(_ reason: CameraChangeReason) -> Int {
        paddingMove && reason == .developer ? NMFMapChangedByContentPadding : NaverReason.naver(reason)
    }
}
