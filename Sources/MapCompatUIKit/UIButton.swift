#if !canImport(UIKit)
    /// A button (a stand-in for UIKit's `UIButton`); nothing is drawn headless.
    open class UIButton: UIControl {}
#endif

#if !canImport(UIKit)
    extension UIButton {
        /// UIKit's button kinds (a stand-in for `UIButton.ButtonType`).
        public enum ButtonType: Int, Hashable, Sendable {
            /// A plain button.
            case custom = 0
            /// The system's button.
            case system
            /// The (i) button for details.
            case detailDisclosure
            /// The (i) button on a light background.
            case infoLight
            /// The (i) button on a dark background.
            case infoDark
            /// The (+) button.
            case contactAdd
            /// The close button.
            case close
        }

        /// A button of a kind, 44 × 44 points (UIKit's minimum tap target) until sized.
        public convenience init(type buttonType: ButtonType) {
            self.init(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
        }
    }
#endif
