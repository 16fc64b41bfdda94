#if !canImport(UIKit)
    /// A line or a few of text (a stand-in for UIKit's `UILabel`): app callout views and info windows are built
    /// from labels. Nothing is drawn headless; the label sizes itself from its text as a fixed-pitch font of
    /// its point size would, so that layouts built with `sizeToFit()` have a size.
    open class UILabel: UIView {
        /// The text shown.
        open var text: String?
        /// The text's font; the 17-point system font, UIKit's body size, by default.
        // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
        // UIKit declares it `UIFont!`: setting nil restores the default.
        open var font: UIFont! = .systemFont(ofSize: 17)
        /// The text's colour.
        open var textColor: UIColor? = .black
        /// How the text sits in the label's width.
        open var textAlignment: NSTextAlignment = .natural
        /// How many lines the text may take; 0 for as many as it needs.
        open var numberOfLines = 1

        /// An empty label of a size.
        override public init(frame: CGRect) {
            super.init(frame: frame)
        }

        /// The size the text needs on one line: 0.6 of the point size for each character, 1.2 of it tall.
        override open var intrinsicContentSize: CGSize {
            let characters = CGFloat(text?.count ?? 0)
            let size = font?.pointSize ?? 17
            return CGSize(width: (characters * size * 0.6).rounded(.up), height: (size * 1.2).rounded(.up))
        }

        /// The text's size (``intrinsicContentSize``), whatever the size offered.
        override open func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }
    }

    /// A font (a stand-in for UIKit's `UIFont`): headless only its point size matters, to size labels.
    open class UIFont: NSObject, @unchecked Sendable {
        /// The font's size in points.
        public let pointSize: CGFloat

        init(pointSize: CGFloat) {
            self.pointSize = pointSize
            super.init()
        }

        /// The system font at a size.
        open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize) }

        /// The bold system font at a size.
        open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize) }
    }

    /// How text is aligned in its frame (a stand-in for UIKit's `NSTextAlignment`).
    public enum NSTextAlignment: Int, Hashable, Sendable {
        /// Left edge.
        case left = 0
        /// Centred.
        case center = 1
        /// Right edge.
        case right = 2
        /// Both edges.
        case justified = 3
        /// The script's natural edge.
        case natural = 4
    }
#endif
