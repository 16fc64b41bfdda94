import Foundation
import MapCompatCore
import MapCompatTesting
import Testing
import TomTomStyle

#if canImport(CoreLocation)
    import CoreLocation
#endif

/// A delegate that writes every callback down as a short line, so tests can compare lists.
final class CallbackLog: MapDelegate {
    var interactions: [String] = []
    var cameraEvents: [String] = []
    var annotations: [any TomTomStyle.Annotation] = []
    var coordinates: [CLLocationCoordinate2D] = []

    func map(_ map: TomTomMap, onInteraction interaction: MapInteraction) {
        switch interaction {
        case .interactionStarted: interactions.append("interactionStarted")
        case .tapped(let coordinate): note("tapped", coordinate)
        case .tappedOnAnnotation(let annotation, let coordinate):
            annotations.append(annotation)
            note("tappedOnAnnotation", coordinate)
        case .tappedOnLocationMarker(let coordinate): note("tappedOnLocationMarker", coordinate)
        case .tappedOnRecenterButton: interactions.append("tappedOnRecenterButton")
        case .doubleTapped(let coordinate): note("doubleTapped", coordinate)
        case .tappedWithTwoFingers(let coordinate): note("tappedWithTwoFingers", coordinate)
        case .longPressed(let coordinate): note("longPressed", coordinate)
        case .panned(let state): interactions.append("panned(\(state))")
        case .pinched(let state): interactions.append("pinched(\(state))")
        case .rotated(let state): interactions.append("rotated(\(state))")
        case .tilted(let state): interactions.append("tilted(\(state))")
        }
    }

    func map(_ map: TomTomMap, onCameraEvent event: CameraEvent) {
        switch event {
        case .cameraChanged: cameraEvents.append("cameraChanged")
        case .cameraSteady: cameraEvents.append("cameraSteady")
        case .trackingModeChanged(let mode): cameraEvents.append("trackingModeChanged(\(mode))")
        }
    }

    private func note(_ name: String, _ coordinate: CLLocationCoordinate2D) {
        interactions.append(name)
        coordinates.append(coordinate)
    }

    /// The interactions without repeated `update` states, which depend on the frame count.
    var distinct: [String] {
        interactions.enumerated().filter { index, line in index == 0 || line != interactions[index - 1] }.map(\.1)
    }
}

/// Seoul City Hall at TomTom zoom 16 (neutral 15): the camera the conformance specs start from.
let startCamera = CameraUpdate(
    position: CLLocationCoordinate2D(latitude: 37.5666, longitude: 126.9784), zoom: 16, tilt: 0, rotation: 0)

func point(_ x: Double, _ y: Double) -> CGPoint { CGPoint(x: x, y: y) }

/// A TomTom map at the spec camera with a logging delegate.
func makeMap(profile: InteractionProfile = .tomTom) throws -> (TomTomMap, CallbackLog) {
    let map = try TomTomMap(profile: profile, cameraUpdate: startCamera)
    let log = CallbackLog()
    map.delegate = log
    return (map, log)
}

/// A map view as an app makes one, with the map it hands over once virtual time moves.
func makeMapView(profile: InteractionProfile = .tomTom) throws -> (MapView, TomTomMap, CallbackLog) {
    let mapView = MapView(
        mapOptions: MapOptions(apiKey: "test", cameraUpdate: startCamera), profile: profile,
        frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    var ready: TomTomMap?
    mapView.getMapAsync { ready = $0 }
    try mapView.advance(by: 0)
    let map = try #require(ready)
    let log = CallbackLog()
    map.delegate = log
    return (mapView, map, log)
}

extension TomTomMap {
    /// Plays a touch script from now, then lets two seconds pass so every timer and animation ends.
    func play(_ build: (inout TouchScript) throws -> Void) throws {
        try MapTester(self).perform(build, thenAdvanceBy: 2)
    }
}

/// Two fingers that tilt the map (both up by 60 points), then turn 30° clockwise about their centroid and
/// rest before lifting.
func tiltThenTurn(_ script: inout TouchScript) throws(MapCompatError) {
    var samples: [TouchScript.RawSample] = []
    for step in 0...36 {
        let u = Double(step) / 36
        samples.append(.init(time: 0.3 * u, points: [1: point(150, 400 - 60 * u), 2: point(250, 400 - 60 * u)]))
    }
    for step in 1...36 {
        let angle = Double(step) / 36 * 30 * .pi / 180
        let dx = 50 * cos(angle)
        let dy = 50 * sin(angle)
        samples.append(
            .init(
                time: 0.3 + 0.3 * Double(step) / 36,
                points: [1: point(200 - dx, 340 - dy), 2: point(200 + dx, 340 + dy)]))
    }
    let last = samples[samples.count - 1]
    samples.append(.init(time: last.time + 0.15, points: last.points))
    samples.append(.init(time: last.time + 0.16, points: [:]))
    try script.touches(samples)
}
