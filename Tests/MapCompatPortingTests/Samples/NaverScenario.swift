import Foundation
import MapCompatCore
import NaverStyle

// App code for the behaviour check: place the camera, switch scrolling off, then pan, pinch and double tap.
private func scenario() throws -> [MapEvent] {
    let mapView = NMFMapView(profile: .neutral)
    mapView.moveCamera(NMFCameraUpdate(scrollTo: NMGLatLng(lat: 37.5666, lng: 126.9784), zoomTo: 15))
    mapView.isScrollGestureEnabled = false
    let recorder = EventRecorder()
    mapView.core.addObserver { recorder.events.append($0.event) }
    var script = TouchScript(startTime: mapView.core.now)
    try script.pan(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 260, y: 300))
    try script.pinch(center: CGPoint(x: 200, y: 400), scale: 2)
    try script.doubleTap(at: CGPoint(x: 100, y: 200))
    for frame in script.frames { try mapView.handle(frame) }
    try mapView.advance(by: 2)
    return recorder.events
}

extension ScenarioRuns {
    static func naver() throws -> [MapEvent] { try scenario() }
}
