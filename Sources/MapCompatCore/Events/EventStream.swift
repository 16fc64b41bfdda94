/// The map's event stream: the virtual clock that stamps every event, and the observers that receive
/// events in the order they were added.
///
/// Every component that reports something holds the map's one stream, so events keep a single order and
/// one time base whichever component emits them.
final class EventStream {
    /// The virtual clock all timers and animations read.
    @exclusivity(unchecked) var clock = VirtualClock()
    /// In the order they were added.
    @exclusivity(unchecked) private var observers: [Observer] = []
    @exclusivity(unchecked) private var nextObserverID = 0

    /// The current time in seconds.
    var now: Double { clock.now }

    /// Calls `handler` with every event from now on; returns a token for ``remove(_:)``.
    func add(_ handler: @escaping (ObservedEvent) -> Void) -> ObserverToken {
        nextObserverID += 1
        observers.append(Observer(id: nextObserverID, handler: handler))
        return ObserverToken(id: nextObserverID)
    }

    /// Stops calling the handler registered with `token`.
    func remove(_ token: ObserverToken) {
        observers.removeAll { $0.id == token.id }
    }

    /// Stamps `event` with the current time and hands it to every observer, synchronously.
    func emit(_ event: MapEvent) {
        guard !observers.isEmpty else { return }
        let observed = ObservedEvent(time: clock.now, event: event)
        for observer in observers { observer.handler(observed) }
    }

    /// How many observers listen.
    var observerCount: Int { observers.count }
}

/// A registered observer. A struct rather than a tuple, so that the array keeps the closure as it is and
/// calling it needs no reabstraction thunk.
private struct Observer {
    let id: Int
    let handler: (ObservedEvent) -> Void
}

/// Identifies an observer registered with ``InteractiveMap/addObserver(_:)``.
public struct ObserverToken: Hashable, Sendable {
    let id: Int
}
