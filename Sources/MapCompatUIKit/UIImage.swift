#if !canImport(UIKit)
    import MapCompatCore

    /// An image (a stand-in for UIKit's `UIImage`): headless maps draw nothing, but an image's size decides
    /// what a tap on a marker hits, and apps compare images they set.
    open class UIImage: NSObject, @unchecked Sendable {
        /// The asset name it was loaded by, if any.
        public let name: String?
        /// Its size in points.
        public let size: CGSize

        /// An empty image.
        override public init() {
            name = nil
            size = .zero
        }

        /// An image of a size, standing for one drawn in code.
        public init(size: CGSize) {
            name = nil
            self.size = size
        }

        /// An image from the app's assets. Headless there is no asset catalog: every name loads, at the size
        /// ``setSize(_:forImageNamed:)`` gave it, else at ``defaultNamedSize`` (so a marker showing it has a
        /// pin's hit box, not a point's).
        public convenience init?(named name: String) {
            self.init(named: name, size: NamedImageSizes.shared[name] ?? Self.defaultNamedSize)
        }

        /// The size of a named image no size was given for: the core's default marker size, 24 × 36 points
        /// (`MarkerShape.defaultSize`), as most named images on a map are pins.
        public static let defaultNamedSize = MarkerShape.defaultSize

        /// Gives the images of a name a size, as the app's asset catalog would: `UIImage(named:)` in the code
        /// under test then loads them at that size, so markers showing them have their real hit boxes. Set
        /// the sizes once, before the screens load (they hold for the whole process, as a catalog does);
        /// `.zero` gives the name ``defaultNamedSize`` again.
        ///
        /// ```swift
        /// UIImage.setSize(CGSize(width: 24, height: 36), forImageNamed: "pin")
        /// ```
        public static func setSize(_ size: CGSize, forImageNamed name: String) {
            NamedImageSizes.shared[name] = size == .zero ? nil : size
        }

        /// A named image of a given size.
        public init(named name: String, size: CGSize) {
            self.name = name
            self.size = size
        }

        /// A system symbol by name (SF Symbols); headless, of no size.
        public convenience init?(systemName: String) {
            self.init(named: systemName, size: .zero)
        }
    }

    /// The sizes ``UIImage/setSize(_:forImageNamed:)`` gave named images; any thread may read or set them.
    final class NamedImageSizes: @unchecked Sendable {
        static let shared = NamedImageSizes()
        private let lock = NSLock()
        private var sizes: [String: CGSize] = [:]

        subscript(name: String) -> CGSize? {
            get { lock.withLock { sizes[name] } }
            set { lock.withLock { sizes[name] = newValue } }
        }
    }
#endif
