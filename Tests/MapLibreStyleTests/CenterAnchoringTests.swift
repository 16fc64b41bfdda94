import Foundation
import MapCompatCore
import MapLibreStyle
import Testing

/// `anchorRotateOrZoomGesturesToCenterCoordinate` (research §1.4, §1.7–1.8): zoom and rotation act about the
/// centre, and a pan does not begin during a centred pinch.
struct CenterAnchoringTests {
    private let offCentre = CGPoint(x: 100, y: 200)

    @Test func offByDefaultAndNamesTheFiveGestures() throws {
        let view = makeMapView()
        #expect(!view.anchorRotateOrZoomGesturesToCenterCoordinate)
        view.anchorRotateOrZoomGesturesToCenterCoordinate = true
        #expect(view.core.gestureSettings.centeredKinds == [.pinch, .rotate, .doubleTap, .twoFingerTap, .quickZoom])
        view.anchorRotateOrZoomGesturesToCenterCoordinate = false
        #expect(view.core.gestureSettings.centeredKinds.isEmpty)
    }

    @Test func doubleTapOffCentreKeepsTheCentreWhenAnchored() throws {
        let view = makeMapView()
        view.anchorRotateOrZoomGesturesToCenterCoordinate = true
        let start = view.centerCoordinate
        try view.play { try $0.doubleTap(at: offCentre) }
        #expect(abs(view.zoomLevel - 16) < 0.001)
        #expect(abs(view.centerCoordinate.latitude - start.latitude) < 1e-9)
        #expect(abs(view.centerCoordinate.longitude - start.longitude) < 1e-9)
    }

    @Test func doubleTapOffCentreMovesTheCentreWhenNotAnchored() throws {
        let view = makeMapView()
        let start = view.centerCoordinate
        try view.play { try $0.doubleTap(at: offCentre) }
        #expect(view.centerCoordinate.latitude > start.latitude)
    }

    @Test func pinchAndRotationOffCentreKeepTheCentreWhenAnchored() throws {
        let view = makeMapView()
        view.anchorRotateOrZoomGesturesToCenterCoordinate = true
        let start = view.centerCoordinate
        try view.play { try $0.pinch(center: offCentre, scale: 2) }
        try view.play { try $0.rotate(center: offCentre, degrees: 40) }
        #expect(view.zoomLevel > 15.5)
        #expect(abs(view.direction - 320) < 0.5)
        #expect(abs(view.centerCoordinate.latitude - start.latitude) < 1e-9)
        #expect(abs(view.centerCoordinate.longitude - start.longitude) < 1e-9)
    }
}
