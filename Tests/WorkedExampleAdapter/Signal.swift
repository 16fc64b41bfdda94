/// Something a caller can stop: an animation, a subscription (the `Cancelable` protocol of MapboxCommon, which
/// the Maps SDK's camera animations return).
public protocol Cancelable: AnyObject {
    /// Stops it; calling it again does nothing.
    func cancel()
}

/// A subscription that ends when it is cancelled or released (Mapbox's `AnyCancelable`,
/// mapbox/mapbox-maps-ios `Sources/MapboxMaps/Foundation/AnyCancelable.swift`): apps keep it in a set for as
/// long as they observe.
public class AnyCancelable: Cancelable, Hashable {
    private var closure: (() -> Void)?

    /// A subscription that runs `closure` once when it ends.
    public init(_ closure: @escaping () -> Void) { self.closure = closure }

    /// Ends the subscription.
    public func cancel() {
        closure?()
        closure = nil
    }

    deinit { cancel() }

    /// Stores the subscription in `set`, which keeps it alive.
    public func store(in set: inout Set<AnyCancelable>) { set.insert(self) }

    /// Hashes the instance's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// Whether both are the same instance.
    public static func == (lhs: AnyCancelable, rhs: AnyCancelable) -> Bool { lhs === rhs }
}

/// Values delivered over time, observed with a closure (Mapbox's `Signal`,
/// `Sources/MapboxMaps/Foundation/Signal/Signal.swift`): `onMapTap`, `onCameraChanged`, `onMapIdle`.
public struct Signal<Payload> {
    /// Receives each value.
    public typealias Handler = (Payload) -> Void
    private let observeImpl: (@escaping Handler) -> AnyCancelable

    /// A signal whose observers `observeImpl` registers.
    public init(observeImpl: @escaping (@escaping Handler) -> AnyCancelable) { self.observeImpl = observeImpl }

    /// Calls `handler` with every value until the returned subscription is cancelled or released.
    public func observe(_ handler: @escaping Handler) -> AnyCancelable { observeImpl(handler) }
}

/// The sending side of a ``Signal``: observers are called in the order they subscribed.
final class SignalSubject<Payload> {
    private var handlers: [(id: Int, handler: Signal<Payload>.Handler)] = []
    private var nextID = 0

    var signal: Signal<Payload> {
        Signal { [weak self] handler in
            guard let self else { return AnyCancelable {} }
            let id = nextID
            nextID += 1
            handlers.append((id, handler))
            return AnyCancelable { [weak self] in self?.handlers.removeAll { $0.id == id } }
        }
    }

    func send(_ payload: Payload) {
        for entry in handlers { entry.handler(payload) }
    }
}

@available(*, unavailable)
extension AnyCancelable: @unchecked Sendable {}

@available(*, unavailable)
extension Signal: Sendable {}
