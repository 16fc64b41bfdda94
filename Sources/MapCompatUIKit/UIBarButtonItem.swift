import Foundation

#if !canImport(UIKit)
    /// A toolbar or navigation-bar item (a stand-in for UIKit's `UIBarButtonItem`): map SDKs ship items an app
    /// puts in its own toolbar, such as route-me's `RMUserTrackingBarButtonItem`.
    open class UIBarButtonItem: NSObject {
        /// The view the item shows instead of a title or image.
        open var customView: UIView?
        /// Whether the item responds to taps.
        open var isEnabled = true

        /// An item with no content.
        public override init() {
            super.init()
        }

        /// An item that shows `customView`.
        public init(customView: UIView) {
            self.customView = customView
            super.init()
        }
    }
#endif

#if !canImport(UIKit)
    @available(*, unavailable)
    extension UIBarButtonItem: @unchecked Sendable {}
#endif
