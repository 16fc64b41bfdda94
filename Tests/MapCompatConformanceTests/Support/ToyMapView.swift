import MapCompatCore

/// A pretend vendor SDK for the tests: its own names, a zoom scale one level above the neutral one (a
/// 256-point world at zoom 0), and closures instead of `MapEvent`s. It wraps the neutral core, as every
/// adapter does.
final class ToyMapView {
    /// Why the region changed, in the vendor's words.
    enum ChangeReason { case api, user }

    /// Called before the visible region changes.
    var regionWillChange: ((ChangeReason, Bool) -> Void)?
    /// Called after the visible region changed.
    var regionDidChange: ((ChangeReason) -> Void)?
    /// Called when nothing moves any more.
    var mapDidBecomeIdle: (() -> Void)?

    private let map: InteractiveMap

    init() throws {
        map = try InteractiveMap()
        map.addObserver { [weak self] observed in self?.forward(observed.event) }
    }

    /// The zoom on the vendor's scale.
    var zoomLevel: Double { map.camera.zoom + 1 }
    /// The centre latitude.
    var centerLatitude: Double { map.camera.center.latitude }
    /// The centre longitude.
    var centerLongitude: Double { map.camera.center.longitude }
    /// The bearing in degrees.
    var heading: Double { map.camera.bearing }
    /// The tilt in degrees.
    var pitch: Double { map.camera.tilt }
    /// Whether an animation is under way.
    var isMoving: Bool { !map.isIdle }
    /// Seconds of virtual time since the view was made.
    var clock: Double { map.now }

    /// Moves the camera; vendor zoom, optional animation length in seconds.
    func setCamera(
        latitude: Double, longitude: Double, zoomLevel: Double, heading: Double, pitch: Double, duration: Double
    )
        throws
    {
        let target = Camera(
            center: try LatLng(latitude: latitude, longitude: longitude), zoom: zoomLevel - 1, bearing: heading,
            tilt: pitch)
        try map.moveCamera(
            to: target, transition: duration > 0 ? try CameraTransition(duration: duration) : .immediate)
    }

    /// Lets time pass (the vendor's test hook).
    func advanceClock(by seconds: Double) throws { try map.advance(by: seconds) }

    private func forward(_ event: MapEvent) {
        switch event {
        case .cameraWillChange(let reason, let animated): regionWillChange?(reason == .gesture ? .user : .api, animated)
        case .cameraDidChange(let reason): regionDidChange?(reason == .gesture ? .user : .api)
        case .cameraIdle: mapDidBecomeIdle?()
        default: break
        }
    }
}
