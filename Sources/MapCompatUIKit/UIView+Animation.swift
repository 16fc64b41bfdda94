import MapCompatCore

#if !canImport(UIKit)
    extension UIView {
        /// How a block animation runs (a stand-in for UIKit's `UIView.AnimationOptions`, with UIKit's bit
        /// values); headless, only the duration reaches code that reads it.
        public struct AnimationOptions: OptionSet, Hashable, Sendable {
            /// The option bits.
            public let rawValue: UInt
            /// Creates options from their bits.
            public init(rawValue: UInt) { self.rawValue = rawValue }
            /// Lays out subviews as the animation commits.
            public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
            /// Lets the user touch the views while they animate.
            public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
            /// Starts from what is on screen rather than the model value.
            public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
            /// Repeats the animation.
            public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
            /// Runs the animation backwards after forwards.
            public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
            /// Eases in and out (UIKit's default curve).
            public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
            /// Eases in.
            public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
            /// Eases out.
            public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
            /// Runs at a constant pace.
            public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        }

        /// The pace of an animation (a stand-in for UIKit's `UIView.AnimationCurve`, with UIKit's raw values), which
        /// camera animations of some SDKs take (Mapbox's `ease(to:duration:curve:)`).
        public enum AnimationCurve: Int, Hashable, Sendable {
            /// Slow start and end.
            case easeInOut
            /// Slow start.
            case easeIn
            /// Slow end.
            case easeOut
            /// Constant speed.
            case linear
        }

        /// The duration of the block animation whose `animations` block is running, 0 outside one (UIKit's
        /// `inheritedAnimationDuration`): a map view that animates camera changes made inside
        /// ``animate(withDuration:animations:)`` (as MapKit's does) reads it when the camera is set.
        public class var inheritedAnimationDuration: TimeInterval { animationDuration }

        @TaskLocal private static var animationDuration: TimeInterval = 0

        /// The options of the block animation whose `animations` block is running, `[]` (UIKit's ease-in-out)
        /// outside one: MapCompat's headless addition, UIKit has no such getter. A map view that animates camera
        /// changes made inside a block reads its curve from it (``AnimationOptions/timingCurve``).
        public class var inheritedAnimationOptions: AnimationOptions { animationOptions }

        @TaskLocal private static var animationOptions: AnimationOptions = []

        /// Runs `animations` as the changes of an animation of `duration` seconds (UIKit's
        /// `animate(withDuration:animations:)`, iOS 4).
        ///
        /// Headless, nothing is drawn: the block runs at once, with ``inheritedAnimationDuration`` set to
        /// `duration` (0 when it is not positive: the changes are made without animating, as UIKit does), so
        /// each view decides what its changes do over that time.
        public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
            animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
        }

        /// Runs `animations` as the changes of an animation of `duration` seconds, then `completion` (UIKit's
        /// `animate(withDuration:animations:completion:)`, iOS 4).
        public class func animate(
            withDuration duration: TimeInterval, animations: @escaping () -> Void,
            completion: ((Bool) -> Void)? = nil
        ) {
            animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
        }

        /// Runs `animations` as the changes of an animation of `duration` seconds, then `completion` (UIKit's
        /// `animate(withDuration:delay:options:animations:completion:)`, iOS 4).
        ///
        /// Headless, there is no render loop to wait for: the block runs at once and `completion` runs right
        /// after it with `true`. `delay` is accepted and not applied; the virtual time an animated change takes
        /// is the map view's, which reads ``inheritedAnimationDuration`` and ``inheritedAnimationOptions``.
        public class func animate(
            withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
            animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
        ) {
            $animationDuration.withValue(duration.isFinite ? max(0, duration) : 0) {
                $animationOptions.withValue(options) { animations() }
            }
            completion?(true)
        }
    }

    extension UIView.AnimationOptions {
        /// The easing the options' curve bits name (UIKit's default, ease-in-out, when none is set).
        public var timingCurve: TimingCurve {
            switch rawValue & (3 << 16) {
            case UIView.AnimationOptions.curveEaseIn.rawValue: .easeIn
            case UIView.AnimationOptions.curveEaseOut.rawValue: .easeOut
            case UIView.AnimationOptions.curveLinear.rawValue: .linear
            default: .easeInOut
            }
        }
    }
#endif
