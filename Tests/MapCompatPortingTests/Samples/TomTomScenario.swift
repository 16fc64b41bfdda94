import Foundation
import MapCompatCore
import TomTomStyle

// App code for the behaviour check: move the camera (TomTom zoom), switch panning off, then pan, pinch and double tap.
private func scenario() throws -> [MapEvent] {
    let map = try TomTomMap(profile: .neutral)
    map.moveCamera(CameraUpdate(position: CLLocationCoordinate2D(latitude: 48.8566, longitude: 2.3522), zoom: 14))
    map.disabledGestures.append(.pan)
    let recorder = EventRecorder()
    map.core.addObserver { recorder.events.append($0.event) }
    var script = TouchScript(startTime: map.core.now)
    try script.pan(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 100, y: 350))
    try script.pinch(center: CGPoint(x: 200, y: 400), scale: 1.5)
    try script.doubleTap(at: CGPoint(x: 120, y: 240))
    for frame in script.frames { try map.handle(frame) }
    try map.advance(by: 2)
    return recorder.events
}

extension ScenarioRuns {
    static func tomtom() throws -> [MapEvent] { try scenario() }
}
