import Foundation

#if !canImport(UIKit)
    /// A minimal stand-in for UIKit's view, defined only where UIKit is unavailable, so that callout
    /// accessory code compiles headless. It has a frame and nothing else.
    open class UIView {
        /// The view's frame.
        public var frame: CGRect

        /// Creates a view with a frame.
        public init(frame: CGRect = .zero) {
            self.frame = frame
        }
    }

    /// A minimal stand-in for UIKit's control: an accessory view of this class reports its taps to the map
    /// view's delegate (`tapOnCalloutAccessoryControl:forAnnotation:onMap:`).
    open class UIControl: UIView {}

    @available(*, unavailable)
    extension UIView: Sendable {}
#endif
