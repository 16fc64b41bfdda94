import Foundation

/// Where an app puts its API key before making a ``MapView`` (TomTom's `MapsDisplayService`, API reference
/// 0.38.0 and 0.73.1: `public static var apiKey: String { get set }`, set in
/// `application(_:didFinishLaunchingWithOptions:)` as TomTom's quickstart shows).
public final class MapsDisplayService: Sendable {
    /// The key ``MapView/init(frame:)`` (and so `MapView()`) loads the map with. Headless there is no server
    /// to check it: until an app sets one, `MapView()` still loads, so that tests need no key.
    public static var apiKey: String {
        get { storage.withLock { $0 } }
        set { storage.withLock { $0 = newValue } }
    }

    private static let storage = KeyStorage()

    private init() {}
}

/// The key behind a lock, as apps may set it from any thread.
private final class KeyStorage: @unchecked Sendable {
    private let lock = NSLock()
    private var key = ""

    func withLock<T>(_ body: (inout String) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&key)
    }
}
