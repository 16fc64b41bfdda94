import NaverStyle

// Modelled on navermaps/ios-map-sdk, the demo's SymbolClickEventViewController.swift: basemap symbol taps consumed
// for one caption, and the remaining taps reaching the map.
final class NaverSymbolScreen: UIViewController, NMFMapViewTouchDelegate {
    let mapView = NMFMapView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    var events: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(mapView)
        mapView.isStopGestureEnabled = false
        mapView.touchDelegate = self
    }

    func mapView(_ mapView: NMFMapView, didTap symbol: NMFSymbol) -> Bool {
        if symbol.caption == "서울특별시청" {
            events.append("symbol tap")
            return true
        }
        return false
    }

    func mapView(_ mapView: NMFMapView, didTapMap latlng: NMGLatLng, point: CGPoint) {
        events.append("map tap")
    }
}
