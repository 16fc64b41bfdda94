#if !canImport(UIKit)
    /// A view that reports user interaction (a stand-in for UIKit's `UIControl`): map SDKs tell their
    /// delegates about taps on callout accessory views of this class (route-me's
    /// `tapOnCalloutAccessoryControl:forAnnotation:onMap:`).
    open class UIControl: UIView {
        /// Whether the control responds to touches.
        open var isEnabled = true
        /// Whether the control is selected.
        open var isSelected = false
    }
#endif
