/// The map's event stream: the virtual clock that stamps every event, and the observers that receive
/// events in the order they were added.
///
/// Every component that reports something holds the map's one stream, so events keep a single order and
/// one time base whichever component emits them.
final class EventStream {
    /// The virtual clock all timers and animations read.
    @exclusivity(unchecked) var clock = VirtualClock()
    /// The observers, in the order they were added. Replaced whole by ``add(_:)`` and ``remove(_:)``, never
    /// changed in place, so that ``emit(_:)`` can walk the list it started with without retaining it.
    @exclusivity(unchecked) private var list = ObserverList([])
    /// Lists replaced while an event was being handed out: the emits under way still walk them, so they are
    /// kept until the outermost emit returns.
    @exclusivity(unchecked) private var retired: [ObserverList] = []
    /// How many emits are under way (an observer may cause another event).
    @exclusivity(unchecked) private var emitting = 0
    @exclusivity(unchecked) private var nextObserverID = 0

    /// The current time in seconds.
    var now: Double { clock.now }

    /// Calls `handler` with every event from now on; returns a token for ``remove(_:)``.
    func add(_ handler: @escaping (ObservedEvent) -> Void) -> ObserverToken {
        nextObserverID += 1
        replaceList(with: list.observers + [Observer(id: nextObserverID, handler: handler)])
        return ObserverToken(id: nextObserverID)
    }

    /// Stops calling the handler registered with `token`.
    func remove(_ token: ObserverToken) {
        replaceList(with: list.observers.filter { $0.id != token.id })
    }

    private func replaceList(with observers: [Observer]) {
        if emitting > 0 { retired.append(list) }
        list = ObserverList(observers)
    }

    /// Stamps `event` with the current time and hands it to every observer, synchronously: to those
    /// registered when it started, as an observer added or removed by another one's call takes effect
    /// from the next event.
    ///
    /// Two events a frame reach here while a gesture moves the camera, so the walk retains nothing: the
    /// list and its observers are borrowed (`_withUnsafeGuaranteedRef`), which is sound because a list is
    /// never changed and one replaced meanwhile is kept in ``retired`` until the outermost emit is done.
    /// Inlined, so that each caller builds its event in place rather than copying it through the enum's
    /// value witnesses.
    @inline(__always)
    func emit(_ event: MapEvent) {
        emitting += 1
        Unmanaged.passUnretained(list)._withUnsafeGuaranteedRef { list in
            guard !list.handlers.isEmpty else { return }
            let observed = ObservedEvent(time: clock.now, event: event)
            for observer in list.handlers {
                observer._withUnsafeGuaranteedRef { $0.handler(observed) }
            }
        }
        emitting -= 1
        if emitting == 0 && !retired.isEmpty { retired.removeAll() }
    }

    /// How many observers listen.
    var observerCount: Int { list.observers.count }
}

/// The observers registered at one time: owned in ``observers`` and walked, unretained, in ``handlers``.
private final class ObserverList {
    let observers: [Observer]
    let handlers: [Unmanaged<Observer>]

    init(_ observers: [Observer]) {
        self.observers = observers
        handlers = observers.map { Unmanaged.passUnretained($0) }
    }
}

/// A registered observer: a class, so that ``EventStream/emit(_:)`` can borrow its closure rather than
/// copy it out of an array (which retains the closure's context for every event).
private final class Observer {
    let id: Int
    let handler: (ObservedEvent) -> Void

    init(id: Int, handler: @escaping (ObservedEvent) -> Void) {
        self.id = id
        self.handler = handler
    }
}

/// Identifies an observer registered with ``InteractiveMap/addObserver(_:)``.
public struct ObserverToken: Hashable, Sendable {
    let id: Int
}
