import Foundation
import MapCompatCore
import MapLibreStyle

// App code for the behaviour check: centre the camera, keep scrolling on, then pan, double tap and pinch.
private func scenario() throws -> [MapEvent] {
    let mapView = try MLNMapView(profile: .neutral)
    mapView.setCenter(CLLocationCoordinate2D(latitude: 52.52, longitude: 13.405), zoomLevel: 12, animated: false)
    mapView.isScrollEnabled = true
    let recorder = EventRecorder()
    mapView.core.addObserver { recorder.events.append($0.event) }
    var script = TouchScript(startTime: mapView.core.now)
    try script.pan(from: CGPoint(x: 150, y: 300), to: CGPoint(x: 90, y: 420))
    try script.doubleTap(at: CGPoint(x: 200, y: 400))
    try script.pinch(center: CGPoint(x: 220, y: 380), scale: 0.5)
    for frame in script.frames { try mapView.handle(frame) }
    try mapView.advance(by: 2)
    return recorder.events
}

extension ScenarioRuns {
    static func maplibre() throws -> [MapEvent] { try scenario() }
}
