#if !canImport(UIKit)
    /// A colour (a stand-in for UIKit's `UIColor`): map code sets colours on markers, shapes and
    /// ornaments, and reads them back; nothing is drawn headless.
    open class UIColor: NSObject, @unchecked Sendable {
        /// Red, 0...1.
        public let red: CGFloat
        /// Green, 0...1.
        public let green: CGFloat
        /// Blue, 0...1.
        public let blue: CGFloat
        /// Opacity, 0...1.
        public let alpha: CGFloat

        /// A colour from its components, each 0...1.
        public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
            self.red = red
            self.green = green
            self.blue = blue
            self.alpha = alpha
        }

        /// A grey from its brightness and opacity, each 0...1.
        public convenience init(white: CGFloat, alpha: CGFloat) {
            self.init(red: white, green: white, blue: white, alpha: alpha)
        }

        /// The same colour with another opacity.
        open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
            UIColor(red: red, green: green, blue: blue, alpha: alpha)
        }

        /// Equal components make equal colours, as UIKit compares colours of one colour space.
        override open func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? UIColor else { return false }
            return (red, green, blue, alpha) == (other.red, other.green, other.blue, other.alpha)
        }

        /// Hashes the components ``isEqual(_:)`` compares.
        override open var hash: Int {
            var hasher = Hasher()
            for component in [red, green, blue, alpha] { hasher.combine(component) }
            return hasher.finalize()
        }

        /// Black.
        public static let black = UIColor(white: 0, alpha: 1)
        /// White.
        public static let white = UIColor(white: 1, alpha: 1)
        /// Grey (0.5).
        public static let gray = UIColor(white: 0.5, alpha: 1)
        /// Dark grey (1/3).
        public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
        /// Light grey (2/3).
        public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
        /// Fully transparent.
        public static let clear = UIColor(white: 0, alpha: 0)
        /// Red.
        public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        /// Green.
        public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        /// Blue.
        public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        /// Cyan.
        public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
        /// Yellow.
        public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
        /// Orange.
        public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        /// Purple.
        public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
        /// The system's blue (iOS's light-mode value).
        public static let systemBlue = UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1)
        /// The system's red (iOS's light-mode value).
        public static let systemRed = UIColor(red: 1, green: 59.0 / 255, blue: 48.0 / 255, alpha: 1)
    }
#endif
