import Foundation
import MapCompatCore

/// Records the callbacks a screen receives, by the vendor's names, with the virtual time of each, so that a
/// test can assert their order (`didSelect` before `regionDidChange`…) and when they came.
///
/// ```swift
/// let recorder = CallbackRecorder(clock: mapView)
/// // in the delegate:
/// func mapView(_ mapView: MLNMapView, didSelect annotation: any MLNAnnotation) {
///     recorder.record("didSelect", annotation.title ?? nil)
/// }
/// // in the test:
/// #expect(recorder.names == ["didSelect", "regionDidChange"])
/// ```
public final class CallbackRecorder {
    /// One recorded callback.
    public struct Entry: Hashable, Sendable, CustomStringConvertible {
        /// The callback's name as the test chose it (the vendor's method or closure name, say).
        public let name: String
        /// What the test noted with it (an annotation's title, a reason), if anything.
        public let detail: String?
        /// The map's virtual time when it was recorded, in seconds.
        public let time: Double

        /// `name(detail) @ time`.
        public var description: String {
            "\(name)\(detail.map { "(\($0))" } ?? "") @ \(time)"
        }
    }

    private let clock: (() -> Double)?
    /// Everything recorded, in order.
    public private(set) var entries: [Entry] = []

    /// A recorder that stamps entries with a view's virtual time (`CoreBackedView/now`); the view is held
    /// weakly, as a delegate's map is.
    public init(clock view: (any CoreBackedView)? = nil) {
        if let view {
            clock = { [weak view] in view?.now ?? 0 }
        } else {
            clock = nil
        }
    }

    /// Records a callback now.
    public func record(_ name: String, _ detail: String? = nil) {
        entries.append(Entry(name: name, detail: detail, time: clock?() ?? 0))
    }

    /// The recorded names, in order.
    public var names: [String] { entries.map(\.name) }

    /// How many times a callback was recorded.
    public func count(of name: String) -> Int { entries.count { $0.name == name } }

    /// The entries recorded under a name, in order.
    public func entries(named name: String) -> [Entry] { entries.filter { $0.name == name } }

    /// Forgets everything recorded so far (between the phases of a test).
    public func removeAll() { entries.removeAll() }
}

@available(*, unavailable)
extension CallbackRecorder: Sendable {}
