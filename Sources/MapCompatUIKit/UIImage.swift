#if !canImport(UIKit)
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

        /// An image from the app's assets. Headless, every name loads, as an image of no size; use
        /// ``init(named:size:)`` where the size matters to hit testing.
        public convenience init?(named name: String) {
            self.init(named: name, size: .zero)
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
#endif
