#if !canImport(UIKit)
    /// A view that shows an image (a stand-in for UIKit's `UIImageView`); nothing is drawn headless.
    open class UIImageView: UIView {
        /// The image shown.
        open var image: UIImage?

        /// A view showing an image, sized to nothing until the app sizes it.
        public init(image: UIImage?) {
            self.image = image
            super.init(frame: .zero)
        }

        /// An image view with a frame.
        override public init(frame: CGRect) {
            super.init(frame: frame)
        }
    }
#endif
