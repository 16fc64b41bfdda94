import MapCompatCore

#if !canImport(UIKit)
    /// A gesture recognizer with UIKit's names (a stand-in for `UIGestureRecognizer`), backed by one of the
    /// core's recognizers, which the map's arbitration drives.
    ///
    /// Attached to a map view with `addGestureRecognizer(_:)`, it is asked before the map's built-in
    /// recognizers, as on a device; `require(toFail:)` against a built-in one (found in the map view's
    /// `gestureRecognizers`) makes it wait for that one, as MapLibre's apps do for single taps.
    ///
    /// Target–action needs the Objective-C runtime (`#selector`), which Linux lacks: pass a closure with
    /// ``init(action:)`` or ``addAction(_:)``. Where UIKit exists the real class is used.
    open class UIGestureRecognizer: NSObject {
        /// UIKit's recognizer states.
        public enum State: Int, Hashable, Sendable {
            /// Watching touches; nothing decided yet.
            case possible
            /// A continuous gesture started.
            case began
            /// A continuous gesture moved.
            case changed
            /// The gesture finished; for a discrete gesture, it was recognized.
            case ended
            /// The gesture was interrupted.
            case cancelled
            /// The touches were not this gesture.
            case failed

            /// A discrete gesture was recognized: UIKit's alias of ``ended``.
            public static let recognized = State.ended
        }

        /// The core recognizer the map's arbitration drives.
        public let coreRecognizer: GestureRecognizer
        /// The view the recognizer is attached to.
        open internal(set) weak var view: UIView?
        /// Asked whether the recognizer may begin and whether it may run with others.
        open weak var delegate: (any UIGestureRecognizerDelegate)? {
            didSet { wireDelegate() }
        }
        private var actions: [(UIGestureRecognizer) -> Void] = []

        /// A recognizer over a core recognizer; subclasses pick the core recognizer for their gesture.
        public init(coreRecognizer: GestureRecognizer) {
            self.coreRecognizer = coreRecognizer
            super.init()
            coreRecognizer.action = { [weak self] _ in
                guard let self else { return }
                for action in self.actions { action(self) }
            }
        }

        /// A recognizer that calls `action` on each state change after ``State-swift.enum/possible``.
        public convenience init(action: @escaping (UIGestureRecognizer) -> Void) {
            self.init(coreRecognizer: GestureRecognizer())
            addAction(action)
        }

        /// Adds a closure called on each state change after ``State-swift.enum/possible``, like a target–action
        /// pair.
        open func addAction(_ action: @escaping (UIGestureRecognizer) -> Void) {
            actions.append(action)
        }

        /// The recognizer's state.
        open var state: State {
            switch coreRecognizer.state {
            case .possible: .possible
            case .began: .began
            case .changed: .changed
            case .ended: .ended
            case .cancelled: .cancelled
            case .failed: .failed
            }
        }

        /// Whether the recognizer sees touches.
        open var isEnabled: Bool {
            get { coreRecognizer.isEnabled }
            set { coreRecognizer.isEnabled = newValue }
        }

        /// How many touches the recognizer follows.
        open var numberOfTouches: Int { coreRecognizer.numberOfTouches }

        /// The centroid of the recognizer's touches in `view`'s coordinates (the window's for `nil`).
        open func location(in view: UIView?) -> CGPoint {
            let point = coreRecognizer.location
            guard let own = self.view else { return point }
            return own.convert(point, to: view)
        }

        /// Makes this recognizer wait until `other` fails, and fail if `other` is recognized.
        open func require(toFail other: UIGestureRecognizer) {
            coreRecognizer.require(toFail: other.coreRecognizer)
        }

        /// Two wrappers of one core recognizer are equal, so a built-in recognizer found twice compares
        /// equal.
        override open func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? UIGestureRecognizer else { return false }
            return other.coreRecognizer === coreRecognizer
        }

        /// Hashes the core recognizer's identity, as ``isEqual(_:)`` compares.
        override open var hash: Int { ObjectIdentifier(coreRecognizer).hashValue }

        /// A UIKit-named wrapper of a core recognizer, of the subclass for its kind: what a map view lists
        /// among its `gestureRecognizers` for its built-in ones.
        public static func wrapping(_ recognizer: GestureRecognizer) -> UIGestureRecognizer {
            switch recognizer {
            case let tap as TapGestureRecognizer: UITapGestureRecognizer(wrapping: tap)
            case let press as LongPressGestureRecognizer: UILongPressGestureRecognizer(wrapping: press)
            case let pan as PanGestureRecognizer: UIPanGestureRecognizer(wrapping: pan)
            case let pinch as PinchGestureRecognizer: UIPinchGestureRecognizer(wrapping: pinch)
            case let rotation as RotationGestureRecognizer: UIRotationGestureRecognizer(wrapping: rotation)
            default: UIGestureRecognizer(coreRecognizer: recognizer)
            }
        }

        private func wireDelegate() {
            guard delegate != nil else {
                coreRecognizer.shouldBegin = nil
                coreRecognizer.shouldRecognizeSimultaneously = nil
                return
            }
            coreRecognizer.shouldBegin = { [weak self] _ in
                guard let self, let delegate = self.delegate else { return true }
                return delegate.gestureRecognizerShouldBegin(self)
            }
            coreRecognizer.shouldRecognizeSimultaneously = { [weak self] _, other in
                guard let self, let delegate = self.delegate else { return false }
                return delegate.gestureRecognizer(
                    self, shouldRecognizeSimultaneouslyWith: UIGestureRecognizer.wrapping(other))
            }
        }
    }

    /// What UIKit asks about a recognizer (a stand-in for `UIGestureRecognizerDelegate`); every method is
    /// optional, as in UIKit.
    public protocol UIGestureRecognizerDelegate: AnyObject {
        /// Whether the recognizer may leave the possible state; `true` by default.
        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
        /// Whether two recognizers may run together; `false` by default.
        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool
    }

    extension UIGestureRecognizerDelegate {
        /// Begins.
        public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

        /// Runs alone.
        public func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool { false }
    }

    @available(*, unavailable)
    extension UIGestureRecognizer: @unchecked Sendable {}
#endif
