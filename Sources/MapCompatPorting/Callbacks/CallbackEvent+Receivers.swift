/// The receivers each style's callbacks are written with: the delegate protocol a method belongs to and the line
/// that makes the map call it.
extension CallbackEvent {
    static let tomTomSetUp = "$map.delegate = self"

    static func naverTouch(_ signature: String) -> CallbackReceiver {
        CallbackReceiver(
            shape: .method(signature), conformance: "NMFMapViewTouchDelegate", setUp: "$map.touchDelegate = self")
    }

    /// A method of NAVER's older single delegate (`NMFMapViewDelegate`, NMFMapView.h), which NAVER calls beside
    /// its camera delegates: recognized in source, written only where the camera delegate has no counterpart.
    static func naverOld(_ signature: String) -> CallbackReceiver {
        CallbackReceiver(shape: .method(signature), conformance: "NMFMapViewDelegate", setUp: "$map.delegate = self")
    }

    static func naverCamera(_ signature: String) -> CallbackReceiver {
        CallbackReceiver(
            shape: .method(signature), conformance: "NMFMapViewCameraDelegate",
            setUp: "$map.addCameraDelegate(delegate: self)")
    }

    static func mapLibreDelegate(_ signature: String) -> CallbackReceiver {
        CallbackReceiver(shape: .method(signature), conformance: "MLNMapViewDelegate", setUp: "$map.delegate = self")
    }

    static func tomTomInteraction(_ name: String, _ roles: [CallbackRole]) -> CallbackReceiver {
        CallbackReceiver(shape: .interaction(name, roles), conformance: "MapDelegate", setUp: tomTomSetUp)
    }

    static func rmDelegate(_ signature: String) -> CallbackReceiver {
        CallbackReceiver(shape: .method(signature), conformance: "RMMapViewDelegate", setUp: "$map.delegate = self")
    }
}
