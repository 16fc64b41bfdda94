import Foundation
import MapCompatCore

#if canImport(CoreLocation)
    import CoreLocation
#endif

/// A location provider that drives along coordinates in virtual time (TomTom's `SimulatedLocationProvider`,
/// API reference 0.13.0 and 0.59.0: `init(delay: Measurement<UnitDuration>?, adjustToCurrentTime: Bool = false)`,
/// `updateCoordinates(_:interpolate:)`, `start()`/`stop()` and their older names `enable()`/`disable()`;
/// TomTom's "Route simulation" guide; the navigation use case calls
/// `simulatedLocationProvider.updateCoordinates(route.geometry, interpolate: true)` then `start()`).
///
/// Time passes for it with the ``TomTomMap`` that listens to it (``TomTomMap/locationProvider`` and
/// ``TomTomMap/activateLocationProvider()``): starting reports the first coordinate at once, and each
/// ``TomTomMap/advance(by:)`` reports the next one every `delay` seconds of virtual time ("The delay-based
/// strategy gives every next location update after the provided delay"), to the map and every observer, in
/// order. After the last coordinate it reports nothing more.
///
/// What TomTom does not document is reported on the listening map's `core.diagnostics` and not guessed:
/// the spacing of interpolated locations (`interpolate: true` reports the coordinates as given), and a `nil`
/// delay, which paces by the timestamps of TTP files that coordinates do not carry (only the first
/// coordinate is reported then).
public final class SimulatedLocationProvider: LocationProvider {
    /// The virtual time between two updates, `nil` for timestamp-based simulation.
    public let delay: Measurement<UnitDuration>?
    /// Whether timestamps are moved to the current time (kept; a headless map has only virtual time).
    public let adjustToCurrentTime: Bool

    private var coordinates: [CLLocationCoordinate2D] = []
    private var nextIndex = 0
    private var isRunning = false
    /// Seconds of virtual time until the next update while running, `nil` when none is due.
    private(set) var timeUntilNextUpdate: Double?
    private var observers: [WeakLocationObserver] = []
    /// What the listening map is to report on its diagnostics channel.
    private(set) var pendingDiagnostics: [MapDiagnostic] = []
    private var latest: GeoLocation?

    /// A provider whose updates come `delay` apart (`nil`: by TTP timestamps, which coordinates lack).
    public init(delay: Measurement<UnitDuration>?, adjustToCurrentTime: Bool = false) {
        self.delay = delay
        self.adjustToCurrentTime = adjustToCurrentTime
    }

    /// The coordinates to drive along, from the first; a running provider reports the first at once.
    /// With `interpolate` TomTom adds locations between them at a spacing it does not document, so they are
    /// reported as given, and the listening map reports that on its diagnostics channel.
    public func updateCoordinates(_ coordinates: [CLLocationCoordinate2D], interpolate: Bool = false) {
        if interpolate {
            pendingDiagnostics.append(
                MapDiagnostic(
                    field: "SimulatedLocationProvider.updateCoordinates(_:interpolate:)", value: "true",
                    action: .ignored,
                    message:
                        "TomTom documents no spacing for interpolated locations; the coordinates are reported as given"
                ))
        }
        self.coordinates = coordinates
        nextIndex = 0
        timeUntilNextUpdate = nil
        if isRunning { deliverNext() }
    }

    /// Starts reporting: the next coordinate at once, then one every `delay`.
    public func start() {
        guard !isRunning else { return }
        isRunning = true
        deliverNext()
    }

    /// Stops reporting; `start()` goes on from the next coordinate.
    public func stop() {
        isRunning = false
        timeUntilNextUpdate = nil
    }

    /// `start()` under the name of TomTom's earlier releases and of ``LocationProvider``.
    public func enable() { start() }

    /// `stop()` under the name of TomTom's earlier releases and of ``LocationProvider``.
    public func disable() { stop() }

    /// The last location reported (TomTom's `location`).
    public var location: GeoLocation? { latest }

    /// The last location reported (TomTom's earlier `lastKnownLocation`).
    public var lastKnownLocation: GeoLocation? { latest }

    /// Starts telling `observer` about updates; it is held weakly.
    public func addObserver(_ observer: any LocationUpdateObserver) {
        observers.removeAll { $0.observer == nil || $0.observer === observer }
        observers.append(WeakLocationObserver(observer))
    }

    /// Stops telling `observer` about updates.
    public func removeObserver(_ observer: any LocationUpdateObserver) {
        observers.removeAll { $0.observer == nil || $0.observer === observer }
    }

    /// Lets `seconds` of virtual time pass with no update due in them.
    func elapse(_ seconds: Double) {
        if let wait = timeUntilNextUpdate { timeUntilNextUpdate = max(0, wait - seconds) }
    }

    /// Hands the pending diagnostics over, once.
    func takeDiagnostics() -> [MapDiagnostic] {
        defer { pendingDiagnostics = [] }
        return pendingDiagnostics
    }

    /// Reports the next coordinate and schedules the one after it.
    func deliverNext() {
        guard isRunning, nextIndex < coordinates.count else {
            timeUntilNextUpdate = nil
            return
        }
        let coordinate = coordinates[nextIndex]
        nextIndex += 1
        let update = GeoLocation(location: CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude))
        latest = update
        timeUntilNextUpdate = nextIndex < coordinates.count ? pace() : nil
        for box in observers { box.observer?.didUpdateLocation(location: update) }
    }

    /// The seconds between updates, `nil` (nothing more is reported) without a usable delay.
    private func pace() -> Double? {
        guard let delay else {
            pendingDiagnostics.append(
                MapDiagnostic(
                    field: "SimulatedLocationProvider.delay", value: "nil", action: .ignored,
                    message: "without a delay TomTom paces by TTP timestamps, which coordinates do not carry"))
            return nil
        }
        let seconds = delay.converted(to: .seconds).value
        guard seconds.isFinite, seconds > 0 else {
            pendingDiagnostics.append(
                MapDiagnostic(
                    field: "SimulatedLocationProvider.delay", value: "\(seconds)", action: .ignored,
                    message: "a delay must be a positive number of seconds"))
            return nil
        }
        return seconds
    }
}

/// An observer held weakly, so a screen that owns its provider is not kept alive by it.
private struct WeakLocationObserver {
    weak var observer: (any LocationUpdateObserver)?

    init(_ observer: any LocationUpdateObserver) { self.observer = observer }
}

extension TomTomMap {
    /// Lets virtual time pass (MapCompat's headless time, as `CoreBackedView.advance(by:)`); a
    /// ``SimulatedLocationProvider`` the map listens to reports each location due on the way, at its time
    /// (the core's `advance(by:pacing:)`).
    ///
    /// - Throws: `MapCompatError` naming `seconds` when it is negative or not finite.
    public func advance(by seconds: Double) throws(MapCompatError) {
        guard let simulated = listenedProvider as? SimulatedLocationProvider else {
            try core.advance(by: seconds)
            return
        }
        try core.advance(by: seconds, pacing: SimulatedLocationPacing(simulated))
    }
}

/// A provider as the core paces it, so that the pacing members stay off TomTom's API.
private final class SimulatedLocationPacing: PacedLocationSource {
    let provider: SimulatedLocationProvider

    init(_ provider: SimulatedLocationProvider) { self.provider = provider }

    var timeUntilNextReport: Double? { provider.timeUntilNextUpdate }
    func elapse(_ seconds: Double) { provider.elapse(seconds) }
    func report() { provider.deliverNext() }
    func takeDiagnostics() -> [MapDiagnostic] { provider.takeDiagnostics() }
}

@available(*, unavailable)
extension SimulatedLocationProvider: Sendable {}
