import Foundation
import MapCompatCore
import NaverStyle
import Testing

/// Content padding and the bounds a camera delegate reads while the camera moves (modelled on
/// navermaps/ios-map-sdk NaverMapDemo/ContentPaddingViewController.swift).
final class ContentPaddingScreen: DemoMapScreen, NMFMapViewCameraDelegate {
    let coord1 = NMGLatLng(lat: 37.5666102, lng: 126.9783881)
    let coord2 = NMGLatLng(lat: 35.1798159, lng: 129.0750222)
    var positionFlag = false
    var contentText = ""
    var coveringText = ""

    override func viewDidLoad() {
        super.viewDidLoad()
        let marker1 = NMFMarker(position: coord1)
        marker1.mapView = mapView
        let marker2 = NMFMarker(position: coord2)
        marker2.mapView = mapView
        mapView.contentInset = UIEdgeInsets(top: 100, left: 20, bottom: 100, right: 60)
        mapView.moveCamera(NMFCameraUpdate(scrollTo: coord1))
        mapView.addCameraDelegate(delegate: self)
    }

    func respondToMoveCamera() {
        let camUpdate = NMFCameraUpdate(scrollTo: positionFlag ? coord1 : coord2)
        camUpdate.animation = .fly
        camUpdate.animationDuration = 3
        mapView.moveCamera(camUpdate)
        positionFlag = !positionFlag
    }

    func updateBounds() {
        let boundsFormat = "(%1$.4f, %2$.4f) (%3$.4f, %4$.4f)"
        let content = mapView.contentBounds
        contentText = String(
            format: boundsFormat, content.southWestLat, content.southWestLng, content.northEastLat, content.northEastLng
        )
        let covering = mapView.coveringBounds
        coveringText = String(
            format: boundsFormat, covering.southWestLat, covering.southWestLng, covering.northEastLat,
            covering.northEastLng)
    }

    func mapView(_ mapView: NMFMapView, cameraIsChangingByReason reason: Int) {
        updateBounds()
    }

    func mapView(_ mapView: NMFMapView, cameraDidChangeByReason reason: Int, animated: Bool) {
        updateBounds()
    }
}

@Suite struct ContentPaddingScreenTests {
    @Test func theTargetSitsInTheContentAreaAndTheBoundsFollowTheFlight() throws {
        let screen = ContentPaddingScreen()
        screen.viewDidLoad()
        let mapView = screen.mapView
        // The target shows at the middle of the content area: (20 + 320 / 2, 100 + 600 / 2).
        let target = mapView.projection.point(from: screen.coord1)
        #expect(abs(target.x - 180) < 1e-6 && abs(target.y - 400) < 1e-6)
        #expect(mapView.contentInset == UIEdgeInsets(top: 100, left: 20, bottom: 100, right: 60))
        let content = mapView.contentBounds
        let covering = mapView.coveringBounds
        #expect(covering.southWestLat < content.southWestLat && content.northEastLat < covering.northEastLat)
        #expect(content.hasPoint(screen.coord1) && !content.hasPoint(screen.coord2))

        screen.respondToMoveCamera()
        try mapView.advance(by: 1.5)
        #expect(!screen.contentText.isEmpty && !screen.coveringText.isEmpty)
        try mapView.advance(by: 2)
        #expect(mapView.contentBounds.hasPoint(screen.coord2))
        #expect(screen.contentText.hasPrefix("(35."))
    }
}
