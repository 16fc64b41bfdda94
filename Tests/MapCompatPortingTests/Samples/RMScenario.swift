import Foundation
import MapCompatCore
import RMMapLayerStyle

// App code for the behaviour check: place the camera, switch dragging off, then pan, double tap and pan again.
private func scenario() throws -> [MapEvent] {
    let mapView = RMMapView(profile: .neutral)
    mapView.zoom = 16; mapView.centerCoordinate = CLLocationCoordinate2D(latitude: 37.5666, longitude: 126.9784)
    mapView.draggingEnabled = false
    let recorder = EventRecorder()
    mapView.core.addObserver { recorder.events.append($0.event) }
    var script = TouchScript(startTime: mapView.core.now)
    try script.pan(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 260, y: 300))
    try script.doubleTap(at: CGPoint(x: 100, y: 200))
    try script.pan(from: CGPoint(x: 100, y: 200), to: CGPoint(x: 300, y: 500))
    for frame in script.frames { try mapView.handle(frame) }
    try mapView.advance(by: 2)
    return recorder.events
}

extension ScenarioRuns {
    static func rm() throws -> [MapEvent] { try scenario() }
}
