import Foundation
import MapCompatCore
import TomTomStyle

/// Aiming at what a TomTom map shows: markers and shapes (`ShapeAnnotation`) by the geometry
/// the core hit-tests.
extension MapTester {
    /// A tester for a TomTom `MapView`: the view announces its map first (`onMapReady`), and the tester drives
    /// that `TomTomMap`.
    ///
    /// - Throws: ``MapTestingError/mapNotReady`` when the view's map failed to load.
    public convenience init(_ mapView: MapView) throws {
        try mapView.advance(by: 0)
        var ready: TomTomMap?
        mapView.getMapAsync { ready = $0 }
        guard let ready else { throw MapTestingError.mapNotReady }
        self.init(ready)
    }

    /// The screen rectangle of a marker.
    public func frame(of marker: Marker) throws -> CGRect {
        try frame(ofSceneItem: marker.sceneItemID, what: "marker")
    }

    /// Taps a marker where the core's hit test finds it first.
    public func tap(on marker: Marker) throws {
        try tap(at: aimPoint(atSceneItem: marker.sceneItemID, what: "marker"))
    }

    /// The screen rectangle of a line, polygon or circle's outline.
    public func frame(of shape: ShapeAnnotation) throws -> CGRect {
        try frame(ofSceneItem: shape.sceneItemID, what: "shape")
    }

    /// Taps a line, polygon or circle where the core's hit test finds it first.
    public func tap(on shape: ShapeAnnotation) throws {
        try tap(at: aimPoint(atSceneItem: shape.sceneItemID, what: "shape"))
    }
}

extension ScreenHarness {
    /// A tester for a TomTom `MapView` of the screen, made as `MapTester(mapView)` makes it (the
    /// view announces its map first); it keeps the screen alive as long as the tester lives.
    ///
    /// - Throws: ``MapTestingError/mapNotReady`` when the view's map failed to load.
    public func tester(_ mapView: MapView) throws -> MapTester {
        let tester = try MapTester(mapView)
        tester.keptAlive = self
        return tester
    }
}

extension CallbackRecorder {
    /// A recorder that stamps entries with a TomTom view's virtual time, which is its map's (held weakly);
    /// entries are stamped 0 when the view has no map.
    public convenience init(clock mapView: MapView) {
        self.init(clock: mapView.map)
    }
}
