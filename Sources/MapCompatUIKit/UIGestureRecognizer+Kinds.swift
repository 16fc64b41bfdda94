import MapCompatCore

#if !canImport(UIKit)
    /// Recognizes taps (a stand-in for UIKit's `UITapGestureRecognizer`).
    open class UITapGestureRecognizer: UIGestureRecognizer {
        private var tap: TapGestureRecognizer? { coreRecognizer as? TapGestureRecognizer }

        /// Taps needed (at least 1).
        open var numberOfTapsRequired: Int {
            get { tap?.numberOfTapsRequired ?? 1 }
            set { tap?.numberOfTapsRequired = newValue }
        }
        /// Fingers needed (at least 1).
        open var numberOfTouchesRequired: Int {
            get { tap?.numberOfTouchesRequired ?? 1 }
            set { tap?.numberOfTouchesRequired = newValue }
        }

        /// A single-finger single-tap recognizer.
        public convenience init() {
            self.init(wrapping: TapGestureRecognizer())
        }

        /// A single-tap recognizer that calls `action` when it recognizes.
        public convenience init(action: @escaping (UIGestureRecognizer) -> Void) {
            self.init(wrapping: TapGestureRecognizer())
            addAction(action)
        }

        /// A wrapper of a core tap recognizer.
        public init(wrapping recognizer: TapGestureRecognizer) {
            super.init(coreRecognizer: recognizer)
        }
    }

    /// Recognizes a press held still (a stand-in for UIKit's `UILongPressGestureRecognizer`).
    open class UILongPressGestureRecognizer: UIGestureRecognizer {
        private var press: LongPressGestureRecognizer? { coreRecognizer as? LongPressGestureRecognizer }

        /// Seconds the press must last; `nil` in the core means the profile's, 0.5 s as UIKit's default.
        open var minimumPressDuration: TimeInterval {
            get { press?.minimumPressDuration ?? 0.5 }
            set { press?.minimumPressDuration = newValue.isFinite ? max(newValue, 0) : nil }
        }
        /// Taps before the press (UIKit's `numberOfTapsRequired`; 0 by default): a map's one-finger zoom is a press
        /// after one tap. Read-only here, as the core recognizer's count is fixed when it is made.
        open var numberOfTapsRequired: Int { press?.numberOfTapsRequired ?? 0 }
        /// Points the finger may move before the press fails.
        open var allowableMovement: CGFloat {
            get { CGFloat(press?.allowableMovement ?? 10) }
            set { press?.allowableMovement = newValue.isFinite ? max(Double(newValue), 0) : nil }
        }

        /// A long-press recognizer with UIKit's defaults.
        public convenience init() {
            self.init(wrapping: LongPressGestureRecognizer(minimumPressDuration: 0.5, allowableMovement: 10))
        }

        /// A long-press recognizer that calls `action` on each state change.
        public convenience init(action: @escaping (UIGestureRecognizer) -> Void) {
            self.init()
            addAction(action)
        }

        /// A wrapper of a core long-press recognizer.
        public init(wrapping recognizer: LongPressGestureRecognizer) {
            super.init(coreRecognizer: recognizer)
        }
    }

    /// Recognizes a finger dragged across the view (a stand-in for UIKit's `UIPanGestureRecognizer`).
    open class UIPanGestureRecognizer: UIGestureRecognizer {
        private var offset = CGPoint.zero

        /// A pan recognizer.
        public convenience init() {
            self.init(wrapping: PanGestureRecognizer())
        }

        /// A pan recognizer that calls `action` on each state change.
        public convenience init(action: @escaping (UIGestureRecognizer) -> Void) {
            self.init()
            addAction(action)
        }

        /// A wrapper of a core pan recognizer.
        public init(wrapping recognizer: PanGestureRecognizer) {
            super.init(coreRecognizer: recognizer)
        }

        /// How far the finger moved since the gesture began (or since ``setTranslation(_:in:)``).
        open func translation(in view: UIView?) -> CGPoint {
            guard let pan = coreRecognizer as? PanGestureRecognizer else { return .zero }
            return CGPoint(
                x: pan.location.x - pan.startLocation.x - offset.x, y: pan.location.y - pan.startLocation.y - offset.y)
        }

        /// Makes the translation read `translation` from now on.
        open func setTranslation(_ translation: CGPoint, in view: UIView?) {
            let now = self.translation(in: view)
            offset.x += now.x - translation.x
            offset.y += now.y - translation.y
        }
    }

    /// Recognizes two fingers moving apart or together (a stand-in for UIKit's `UIPinchGestureRecognizer`).
    open class UIPinchGestureRecognizer: UIGestureRecognizer {
        /// The distance between the fingers over their distance at the start.
        open var scale: CGFloat { CGFloat((coreRecognizer as? PinchGestureRecognizer)?.scale ?? 1) }

        /// A pinch recognizer.
        public convenience init() {
            self.init(wrapping: PinchGestureRecognizer())
        }

        /// A wrapper of a core pinch recognizer.
        public init(wrapping recognizer: PinchGestureRecognizer) {
            super.init(coreRecognizer: recognizer)
        }
    }

    /// Recognizes two fingers turning (a stand-in for UIKit's `UIRotationGestureRecognizer`).
    open class UIRotationGestureRecognizer: UIGestureRecognizer {
        /// Radians turned since the start, clockwise on screen positive, as UIKit reports it.
        open var rotation: CGFloat {
            CGFloat(((coreRecognizer as? RotationGestureRecognizer)?.rotation ?? 0) * .pi / 180)
        }

        /// A rotation recognizer.
        public convenience init() {
            self.init(wrapping: RotationGestureRecognizer())
        }

        /// A wrapper of a core rotation recognizer.
        public init(wrapping recognizer: RotationGestureRecognizer) {
            super.init(coreRecognizer: recognizer)
        }
    }
#endif
