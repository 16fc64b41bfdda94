import Foundation

/// Hears the device's locations through NAVER's location manager (`NMFLocationManagerDelegate`); every
/// method is optional.
public protocol NMFLocationManagerDelegate: AnyObject {
    /// New locations arrived (Core Location's `CLLocation`s, as NAVER passes them: an untyped array).
    func locationManager(_ locationManager: NMFLocationManager!, didUpdateLocations locations: [Any]!)
    /// Locating failed.
    func locationManager(_ locationManager: NMFLocationManager!, didFailWithError error: (any Error)!)
}

extension NMFLocationManagerDelegate {
    /// Does nothing.
    public func locationManager(_ locationManager: NMFLocationManager!, didUpdateLocations locations: [Any]!) {}
    /// Does nothing.
    public func locationManager(_ locationManager: NMFLocationManager!, didFailWithError error: (any Error)!) {}
}

/// NAVER's shared location manager (`NMFLocationManager`): apps add delegates to hear the device's
/// locations. Headless there is no device: locations arrive through ``deliver(locations:)``, and maps take
/// theirs through ``NMFMapView/updateLocation(_:heading:animated:)``.
///
/// The one instance is shared by the process, as NAVER's is; its delegate list is guarded by a lock.
open class NMFLocationManager: NSObject, @unchecked Sendable {
    private let lock = NSLock()
    private var delegates: [Weak<any NMFLocationManagerDelegate>] = []
    private var updating = false
    private var latest: Any?

    private static let shared = NMFLocationManager()

    /// The shared manager (implicitly unwrapped, as NAVER's header gives no nullability).
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    open class func sharedInstance() -> NMFLocationManager! { shared }

    /// Adds a delegate, held weakly; adding one twice keeps one entry.
    open func add(_ delegate: any NMFLocationManagerDelegate) {
        lock.lock()
        defer { lock.unlock() }
        delegates.removeAll { $0.value == nil || $0.object === delegate }
        delegates.append(Weak(delegate))
    }

    /// Removes a delegate.
    open func remove(_ delegate: any NMFLocationManagerDelegate) {
        lock.lock()
        defer { lock.unlock() }
        delegates.removeAll { $0.value == nil || $0.object === delegate }
    }

    /// Starts delivering locations to the delegates.
    open func startUpdatingLocation() { withLock { updating = true } }

    /// Stops delivering locations; ``deliver(locations:)`` is ignored until started again.
    open func stopUpdatingLocation() { withLock { updating = false } }

    /// The last location delivered, if any.
    open func currentLatestLocation() -> Any? { withLock { latest } }

    /// Hands locations to the delegates, as the device would, while updating is started.
    ///
    /// MapCompat addition: the headless stand-in for the device's location hardware.
    open func deliver(locations: [Any]) {
        let listeners: [any NMFLocationManagerDelegate] = withLock {
            guard updating else { return [] }
            latest = locations.last ?? latest
            return delegates.compactMap(\.value)
        }
        for listener in listeners { listener.locationManager(self, didUpdateLocations: locations) }
    }

    private func withLock<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
}
