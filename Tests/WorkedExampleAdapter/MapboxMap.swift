/// The map of a ``MapView``: its camera, its conversions and its events (Mapbox's `MapboxMap`,
/// mapbox/mapbox-maps-ios `Sources/MapboxMaps/Foundation/MapboxMap.swift`), without the style.
public final class MapboxMap {
    private let core: InteractiveMap
    let cameraChanged = SignalSubject<CameraChanged>()
    let mapIdle = SignalSubject<MapIdle>()

    init(core: InteractiveMap) { self.core = core }

    /// The camera now.
    public var cameraState: CameraState { CameraState(core.camera) }

    /// Moves the camera at once, keeping the parts `cameraOptions` leaves `nil`; the result is clamped to
    /// ``cameraBounds``. Mapbox's call does not throw: options that are not a valid camera are ignored and reported
    /// on `core.diagnostics`.
    ///
    /// Mapbox's `setCamera(to:)` leaves a running animation to go on; here the core's move stops it first.
    public func setCamera(to cameraOptions: CameraOptions) {
        do {
            try core.moveCamera(to: cameraOptions.applied(to: core.camera))
        } catch {
            core.diagnostics.report(MapDiagnostic(error, value: "\(cameraOptions)"))
        }
    }

    /// The coordinate shown at `point` of the view; latitude and longitude 0 where the point shows no map (above
    /// a tilted horizon), where Mapbox gives the nearest coordinate on the map.
    public func coordinate(for point: CGPoint) -> CLLocationCoordinate2D {
        guard let position = core.transform.coordinate(at: point) else { return CLLocationCoordinate2D() }
        return CLLocationCoordinate2D(latitude: position.latitude, longitude: position.longitude)
    }

    /// Where `coordinate` shows in the view; (-1, -1) when it lies outside the view, as Mapbox answers.
    public func point(for coordinate: CLLocationCoordinate2D) -> CGPoint {
        let outside = CGPoint(x: -1, y: -1)
        guard let position = try? LatLng(latitude: coordinate.latitude, longitude: coordinate.longitude),
            let point = core.transform.point(for: position)
        else { return outside }
        return core.viewport.contains(point) ? point : outside
    }

    /// The camera's range now.
    public var cameraBounds: CameraBounds { CameraBounds(core.limits) }

    /// Changes the camera's range; the camera is clamped into it.
    ///
    /// - Throws: ``MapError`` for a range the map cannot take (a minimum zoom above the maximum, a value out of
    ///   range); the range stays as it was.
    public func setCameraBounds(with options: CameraBoundsOptions) throws {
        do {
            core.setLimits(try options.applied(to: core.limits))
        } catch {
            throw MapError(error)
        }
    }

    /// Every change of the camera: each step of a gesture or an animation, and each jump.
    public var onCameraChanged: Signal<CameraChanged> { cameraChanged.signal }

    /// Each time the map comes to rest: no gesture, animation or drift under way.
    public var onMapIdle: Signal<MapIdle> { mapIdle.signal }
}

/// The camera changed (Mapbox's `CameraChanged` event), with the camera it changed to.
public struct CameraChanged: Sendable {
    /// The camera after the change.
    public let cameraState: CameraState
}

/// The map came to rest (Mapbox's `MapIdle` event).
public struct MapIdle: Sendable {}

@available(*, unavailable)
extension MapboxMap: Sendable {}
