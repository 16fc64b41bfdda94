import Foundation

/// Receives taps and long taps on the map and its symbols (NAVER's `NMFMapViewTouchDelegate`); set as
/// ``NMFMapView/touchDelegate``. Every method is optional: the defaults do nothing.
///
/// The methods are called from the core's routing: the symbol method is the core's symbol hook, the map
/// methods report the core's `mapTap` and `mapLongPress` events.
public protocol NMFMapViewTouchDelegate: AnyObject {
    /// A basemap symbol was tapped; `true` consumes the tap, `false` lets it reach the map. The default
    /// answers `false`, so a delegate without this method lets symbol taps through to the map.
    func mapView(_ mapView: NMFMapView, didTap symbol: NMFSymbol) -> Bool
    /// A tap reached the map itself (no overlay or symbol consumed it).
    func mapView(_ mapView: NMFMapView, didTapMap latlng: NMGLatLng, point: CGPoint)
    /// A long tap reached the map itself.
    func mapView(_ mapView: NMFMapView, didLongTapMap latlng: NMGLatLng, point: CGPoint)
}

extension NMFMapViewTouchDelegate {
    /// Lets the tap reach the map.
    public func mapView(_ mapView: NMFMapView, didTap symbol: NMFSymbol) -> Bool { false }
    /// Does nothing.
    public func mapView(_ mapView: NMFMapView, didTapMap latlng: NMGLatLng, point: CGPoint) {}
    /// Does nothing.
    public func mapView(_ mapView: NMFMapView, didLongTapMap latlng: NMGLatLng, point: CGPoint) {}
}

/// One default for a class that adopts both touch delegates: NAVER declares the optional `mapView:didTapSymbol:`
/// in `NMFMapViewTouchDelegate` and in the deprecated `NMFMapViewDelegate` (navermaps/ios-map-sdk, NMFMapView.h),
/// which is one method of the class in Objective-C; without this, Swift would find two matching defaults.
extension NMFMapViewTouchDelegate where Self: NMFMapViewDelegate {
    /// Lets the tap reach the map.
    public func mapView(_ mapView: NMFMapView, didTap symbol: NMFSymbol) -> Bool { false }
}

/// NAVER's older single delegate (`NMFMapViewDelegate`, deprecated by NAVER but used by its guide's
/// examples); set as ``NMFMapView/delegate``. It gets taps only while no ``NMFMapView/touchDelegate`` is
/// set. Every method is optional.
public protocol NMFMapViewDelegate: AnyObject {
    /// A tap reached the map itself (the core's `mapTap`).
    func didTapMapView(_ point: CGPoint, latLng latlng: NMGLatLng)
    /// A basemap symbol was tapped; `true` consumes it (the core's symbol hook). The default answers `false`.
    func mapView(_ mapView: NMFMapView, didTap symbol: NMFSymbol) -> Bool
    /// The camera is about to move (the core's `cameraWillChange`).
    func mapView(_ mapView: NMFMapView, regionWillChangeAnimated animated: Bool, byReason reason: Int)
    /// The camera moved a step (the core's `cameraChanging`).
    func mapViewRegionIsChanging(_ mapView: NMFMapView, byReason reason: Int)
    /// A movement of the camera ended (the core's `cameraDidChange`).
    func mapView(_ mapView: NMFMapView, regionDidChangeAnimated animated: Bool, byReason reason: Int)
    /// A camera animation was cancelled before its end (the core's `animationStop`).
    func mapViewCameraUpdateCancel(_ mapView: NMFMapView, byReason reason: Int)
    /// The camera came to rest (the core's `cameraIdle`).
    func mapViewIdle(_ mapView: NMFMapView)
}

extension NMFMapViewDelegate {
    /// Does nothing.
    public func didTapMapView(_ point: CGPoint, latLng latlng: NMGLatLng) {}
    /// Lets the tap reach the map.
    public func mapView(_ mapView: NMFMapView, didTap symbol: NMFSymbol) -> Bool { false }
    /// Does nothing.
    public func mapView(_ mapView: NMFMapView, regionWillChangeAnimated animated: Bool, byReason reason: Int) {}
    /// Does nothing.
    public func mapViewRegionIsChanging(_ mapView: NMFMapView, byReason reason: Int) {}
    /// Does nothing.
    public func mapView(_ mapView: NMFMapView, regionDidChangeAnimated animated: Bool, byReason reason: Int) {}
    /// Does nothing.
    public func mapViewCameraUpdateCancel(_ mapView: NMFMapView, byReason reason: Int) {}
    /// Does nothing.
    public func mapViewIdle(_ mapView: NMFMapView) {}
}

/// Follows camera movements (NAVER's `NMFMapViewCameraDelegate`); added with
/// ``NMFMapView/addCameraDelegate(delegate:)``, any number at once. Every method is optional.
public protocol NMFMapViewCameraDelegate: AnyObject {
    /// The camera is about to move (the core's `cameraWillChange`).
    func mapView(_ mapView: NMFMapView, cameraWillChangeByReason reason: Int, animated: Bool)
    /// The camera moved a step (the core's `cameraChanging`).
    func mapView(_ mapView: NMFMapView, cameraIsChangingByReason reason: Int)
    /// A movement of the camera ended (the core's `cameraDidChange`, with the `animated` of its start).
    func mapView(_ mapView: NMFMapView, cameraDidChangeByReason reason: Int, animated: Bool)
    /// The camera came to rest (the core's `cameraIdle`).
    func mapViewCameraIdle(_ mapView: NMFMapView)
}

extension NMFMapViewCameraDelegate {
    /// Does nothing.
    public func mapView(_ mapView: NMFMapView, cameraWillChangeByReason reason: Int, animated: Bool) {}
    /// Does nothing.
    public func mapView(_ mapView: NMFMapView, cameraIsChangingByReason reason: Int) {}
    /// Does nothing.
    public func mapView(_ mapView: NMFMapView, cameraDidChangeByReason reason: Int, animated: Bool) {}
    /// Does nothing.
    public func mapViewCameraIdle(_ mapView: NMFMapView) {}
}

/// Hears that map options changed (NAVER's `NMFMapViewOptionDelegate`, navermaps.github.io/ios-map-sdk
/// reference: `optional func mapViewOptionChanged(_ mapView: NMFMapView)`); added with
/// ``NMFMapView/addOptionDelegate(delegate:)``. Called when ``NMFMapView/positionMode`` changes (the core's
/// `trackingMode` event), and when the app changes ``NMFMapView/mapType``, ``NMFMapView/isNightModeEnabled``,
/// a layer group (``NMFMapView/setLayerGroup(_:isEnabled:)``) or the zoom limits
/// (``NMFMapView/minZoomLevel``, ``NMFMapView/maxZoomLevel``): the options NAVER's reference names for its
/// option listener (min/max zoom, layer groups; Android's `NaverMap.OnOptionChangeListener`) and that its demo
/// reads back (navermaps/ios-map-sdk `NaverMapDemo/NightModeViewController.swift`). Setting an option to the
/// value it has changes nothing and calls nothing.
public protocol NMFMapViewOptionDelegate: AnyObject {
    /// An option of the map changed; optional, as in NAVER's SDK.
    func mapViewOptionChanged(_ mapView: NMFMapView)
}

extension NMFMapViewOptionDelegate {
    /// Does nothing, so that a class can adopt the protocol without it (the method is optional in NAVER's SDK).
    public func mapViewOptionChanged(_ mapView: NMFMapView) {}
}

/// Hears which indoor level is shown (NAVER's `NMFIndoorSelectionDelegate`, with its spelling); called
/// with the core's `indoorLevel` events.
public protocol NMFIndoorSelectionDelegate: AnyObject {
    /// The shown indoor level changed.
    func indoorSelectionDidChanged(_ indoorSelection: NMFIndoorSelection?)
}

/// Hears that the map finished loading (NAVER's `NMFMapViewLoadDelegate`, 3.20.0); added with
/// ``NMFMapView/addLoadDelegate(delegate:)``. Headless the map loads at once: the delegate is called once,
/// the first time virtual time passes (``NMFMapView/advance(by:)``) after it was added.
public protocol NMFMapViewLoadDelegate: AnyObject {
    /// The map finished loading.
    func mapViewDidFinishLoadingMap(_ mapView: NMFMapView)
}
