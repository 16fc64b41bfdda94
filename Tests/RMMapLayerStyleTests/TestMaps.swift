import Foundation
import MapCompatCore
import RMMapLayerStyle

/// A 400 × 800 map view with route-me's rules (or `profile`), optionally centred and zoomed, as
/// `RMMapView(frame:)` followed by the app's own settings.
func testMap(
    center: CLLocationCoordinate2D? = nil, zoom: Float? = nil, profile: InteractionProfile = .routeMe
) -> RMMapView {
    let map = RMMapView(frame: CGRect(x: 0, y: 0, width: 400, height: 800), profile: profile)
    if let center { map.centerCoordinate = center }
    if let zoom { map.zoom = zoom }
    return map
}
