import Foundation
import MapCompatCore
import NaverStyle
import Testing

/// One line per NAVER member that real client code calls, each written as the callers write it: NAVER's
/// demo app (navermaps/ios-map-sdk NaverMapDemo/*.swift) and public apps found by code search (calls such as
/// `NMFLocationManager.sharedInstance()?.add(self)`, `NMFMarker(position:iconImage:)`,
/// `NMFPolylineOverlay(coords)`, `overlay.outlineWidth = UInt(round(outlineWidth))`, `mapView.isNightModeEnabled`,
/// `NMGLatLngBounds(southWestLat:southWestLng:northEastLat:northEastLng:)`). The file compiling is the check;
/// the test runs it and reads a few results back.

final class MemberProbeScreen: NMFMapViewTouchDelegate, NMFMapViewCameraDelegate, NMFMapViewOptionDelegate,
    NMFIndoorSelectionDelegate, NMFMapViewLoadDelegate, NMFLocationManagerDelegate
{
    let naverMapView = NMFNaverMapView()  // 1
    let framed = NMFNaverMapView(frame: .zero)  // 2
    let plain = NMFMapView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))  // 3
    var infoWindow = NMFInfoWindow()  // 4
    let dataSource = NMFInfoWindowDefaultTextSource.data()  // 5
    let locationManager = NMFLocationManager.sharedInstance()  // 6

    func run() {
        let mapView = naverMapView.mapView  // 7
        mapView.touchDelegate = self  // 8
        mapView.addCameraDelegate(delegate: self)  // 9
        mapView.addOptionDelegate(delegate: self)  // 10
        mapView.addIndoorSelectionDelegate(delegate: self)  // 11
        mapView.addLoadDelegate(delegate: self)  // 12
        locationManager?.add(self)  // 13
        let position = NMFCameraPosition(NMGLatLng(lat: 37.5, lng: 127), zoom: 14, tilt: 0, heading: 0)  // 14
        mapView.moveCamera(NMFCameraUpdate(position: position))  // 15
        let update = NMFCameraUpdate(scrollTo: NMGLatLng(lat: 37.5, lng: 127), zoomTo: 15)  // 16
        update.animation = .fly  // 17
        update.animationDuration = 3  // 18
        update.reason = Int32(NMFMapChangedByControl)  // 19
        update.pivot = CGPoint(x: 0.5, y: 0.5)  // 20
        mapView.moveCamera(update) { isCancelled in _ = isCancelled }  // 21
        // 22
        let bounds = NMGLatLngBounds(southWestLat: 37.4, southWestLng: 126.7, northEastLat: 37.7, northEastLng: 127.2)
        mapView.moveCamera(NMFCameraUpdate(fit: bounds, padding: 24))  // 23
        mapView.moveCamera(
            NMFCameraUpdate(fit: bounds, paddingInsets: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)))  // 24
        mapView.moveCamera(NMFCameraUpdate.withZoomIn())  // 25
        mapView.extent = bounds  // 26
        mapView.minZoomLevel = 5; mapView.maxZoomLevel = 18  // 27
        mapView.positionMode = .direction  // 28
        mapView.isRotateGestureEnabled = false  // 29
        mapView.contentInset = UIEdgeInsets(top: 100, left: 20, bottom: 100, right: 60)  // 30
        mapView.logoMargin = UIEdgeInsets(top: 0, left: 0, bottom: 10, right: 0)  // 31
        mapView.logoAlign = .rightTop  // 32
        naverMapView.showLocationButton = true  // 33
        naverMapView.showZoomControls = false  // 34
        let target = mapView.cameraPosition.target  // 35
        let marker = NMFMarker(position: target)  // 36
        marker.captionText = "caption"  // 37
        marker.iconImage = NMF_MARKER_IMAGE_BLACK  // 38
        marker.iconTintColor = UIColor.red  // 39
        marker.width = 50; marker.height = 60  // 40
        marker.anchor = CGPoint(x: 0.5, y: 1)  // 41
        marker.userInfo = ["tag": "Marker 1"]  // 42
        marker.touchHandler = { (overlay: NMFOverlay) -> Bool in true }  // 43
        marker.minZoom = 15; marker.isMinZoomInclusive = false  // 44
        marker.mapView = mapView  // 45
        let other = NMFMarker(position: target, iconImage: NMFOverlayImage(name: "pin"))  // 46
        other.mapView = nil  // 47
        dataSource.title = "title"  // 48
        infoWindow.dataSource = dataSource  // 49
        infoWindow.open(with: marker)  // 50
        infoWindow.open(with: marker, alignType: NMFAlignType.left)  // 51
        infoWindow.position = target  // 52
        infoWindow.open(with: mapView)  // 53
        infoWindow.close()  // 54
        _ = marker.infoWindow  // 55
        let point = mapView.projection.point(from: target)  // 56
        let coord = mapView.projection.latlng(from: point)  // 57
        _ = mapView.projection.metersPerPixel()  // 58
        _ = mapView.contentBounds.southWestLat  // 59
        _ = mapView.coveringBounds.northEastLng  // 60
        _ = mapView.zoomLevel  // 61
        for pickable in mapView.pickAll(point, withTolerance: 30) {  // 62
            if let symbol = pickable as? NMFSymbol { _ = symbol.caption ?? "" }
        }
        _ = mapView.pick(point)  // 63
        let coords = [coord, target, NMGLatLng(lat: 37.6, lng: 127.1)]
        let polyline = NMFPolylineOverlay(coords)  // 64
        polyline?.width = 3; polyline?.color = .gray; polyline?.pattern = [10, 10]; polyline?.capType = .round  // 65
        polyline?.mapView = mapView
        let line = NMFPolylineOverlay()  // 66
        line.line = NMGLineString(points: coords)  // 67
        let polygon = NMGPolygon(ring: NMGLineString(points: coords), interiorRings: [])  // 68
        let polygonOverlay = NMFPolygonOverlay(polygon as NMGPolygon<AnyObject>)  // 69
        polygonOverlay?.fillColor = UIColor.blue; polygonOverlay?.outlineWidth = UInt(round(3.0))  // 70
        let fromCoords = NMFPolygonOverlay(coords)  // 71
        fromCoords?.outlineColor = .red
        let circle = NMFCircleOverlay(target, radius: 500)  // 72
        circle.fillColor = UIColor.green.withAlphaComponent(0.2); circle.outlineWidth = 3  // 73
        _ = circle.bounds  // 74
        let locationOverlay = mapView.locationOverlay  // 75
        locationOverlay.location = target  // 76
        locationOverlay.heading = 90  // 77
        locationOverlay.icon = NMFOverlayImage(name: "imgLocationDirection", in: Bundle.naverMapFramework())  // 78
        locationOverlay.subIcon = nil; locationOverlay.circleRadius = 18; locationOverlay.circleColor = .blue  // 79
        locationOverlay.hidden = false; locationOverlay.anchor = CGPoint(x: 0.5, y: 0.5)  // 80
        locationOverlay.touchHandler = { _ in true }  // 81
        mapView.isIndoorMapEnabled = true  // 82
        _ = NMGLatLngBounds(latLngs: coords)  // 83
        _ = target.isValid()  // 84
        mapView.setContentInset(.zero, keepCamera: true, reason: 0)  // 85
        mapView.scrollFriction = 0.5  // 86
        mapView.pickTolerance = 4  // 87
        naverMapView.addSubview(UIView(frame: .zero))  // 88
        let empty = NMFCameraPosition()  // 89
        mapView.isNightModeEnabled = true  // 90
        mapView.mapType = .basic  // 91
        let path = NMFPath()  // 92
        _ = (empty, path)
        mapView.cancelTransitions()  // 93
        _ = mapView.indoorSelection?.level.name  // 94
        mapView.showLegalNotice()  // 95
        _ = mapView.symbolScale  // 96
        mapView.lightness = 0.3  // 97
        mapView.setLayerGroup(NMF_LAYER_GROUP_TRANSIT, isEnabled: true)  // 98
    }

    func mapView(_ mapView: NMFMapView, didTapMap latlng: NMGLatLng, point: CGPoint) {}
    func mapView(_ mapView: NMFMapView, didLongTapMap latlng: NMGLatLng, point: CGPoint) {}
    func mapView(_ mapView: NMFMapView, didTap symbol: NMFSymbol) -> Bool { true }
    func mapView(_ mapView: NMFMapView, cameraIsChangingByReason reason: Int) {}
    func mapView(_ mapView: NMFMapView, cameraDidChangeByReason reason: Int, animated: Bool) {}
    func mapViewCameraIdle(_ mapView: NMFMapView) {}
    func mapViewOptionChanged(_ mapView: NMFMapView) {}
    func indoorSelectionDidChanged(_ indoorSelection: NMFIndoorSelection?) {}
    func mapViewDidFinishLoadingMap(_ mapView: NMFMapView) {}
    func locationManager(_ locationManager: NMFLocationManager!, didUpdateLocations locations: [Any]!) {}
}

@Suite struct MemberProbeTests {
    @Test func theProbeRunsAndLeavesTheMapAsItsCallsSay() {
        let screen = MemberProbeScreen()
        screen.run()
        let mapView = screen.naverMapView.mapView
        #expect(mapView.isNightModeEnabled && mapView.mapType == .basic)
        #expect(screen.infoWindow.mapView == nil)
        #expect(mapView.positionMode == .direction || mapView.positionMode == .normal)
        // The marker and the polyline were put on the map; the other shapes were only made.
        #expect(mapView.addedOverlays.count == 2)
        screen.locationManager?.remove(screen)
    }
}
