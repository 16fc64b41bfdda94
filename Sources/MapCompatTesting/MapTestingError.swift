import Foundation

/// Why a headless interaction test could not do what it was asked: each case names what it was aiming at or
/// waiting for, so that a failing test says what went wrong rather than "nothing happened".
public enum MapTestingError: Error, Equatable, CustomStringConvertible {
    /// The map was still moving or waiting (an animation, drift, a recognizer's timer) after `seconds` of
    /// virtual time.
    case neverIdle(seconds: Double)
    /// The thing named (`"marker"`, `"annotation"`, `"callout"`…) is not on the tested map.
    case notOnMap(String)
    /// The thing named is on the map but no point of the screen would reach it with a tap: hidden, out of its
    /// zoom range, off screen, or covered by something drawn above it.
    case notReachable(String)
    /// The position given is not a valid coordinate, or is not shown in the viewport.
    case offScreen(latitude: Double, longitude: Double)
    /// The map view never became ready (a TomTom view whose map failed to load).
    case mapNotReady
    /// The touches or time were rejected by the map; the message is the core's.
    case rejected(String)

    /// A sentence for test failure messages.
    public var description: String {
        switch self {
        case .neverIdle(let seconds):
            "the map was not idle after \(seconds) s of virtual time (an animation, drift or recognizer timer "
                + "kept running); raise settleLimit or call advance(by:) for maps that never rest"
        case .notOnMap(let what): "the \(what) is not on the tested map"
        case .notReachable(let what):
            "no point of the screen reaches the \(what): hidden, outside its zoom range, off screen or covered"
        case .offScreen(let latitude, let longitude):
            "(\(latitude), \(longitude)) is not shown in the viewport"
        case .mapNotReady: "the map view has no ready map"
        case .rejected(let message): "the map rejected the input: \(message)"
        }
    }
}
