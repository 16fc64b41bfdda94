#if !canImport(UIKit)
    /// A rectangle on screen that holds subviews and gesture recognizers (a stand-in for UIKit's `UIView`).
    ///
    /// Map views (`MLNMapView`, `NMFMapView`, `RMMapView`, TomTom's `MapView`) are `UIView`s, so that
    /// app code can size them, add them to a hierarchy, put ornaments on them and add recognizers, as on a
    /// device. Nothing is drawn. Like UIKit's, the class is open: apps subclass it.
    open class UIView: NSObject {
        /// How a view resizes with its superview (a stand-in for UIKit's option set; headless layout does
        /// not apply it, but code that sets it compiles).
        public struct AutoresizingMask: OptionSet, Hashable, Sendable {
            /// The option bits.
            public let rawValue: UInt
            /// Creates a mask from its bits.
            public init(rawValue: UInt) { self.rawValue = rawValue }
            /// The left margin stretches.
            public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
            /// The width stretches.
            public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
            /// The right margin stretches.
            public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
            /// The top margin stretches.
            public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
            /// The height stretches.
            public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
            /// The bottom margin stretches.
            public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
        }

        /// The view's rectangle in its superview's coordinates; setting it resizes ``bounds``.
        open var frame: CGRect {
            didSet {
                guard frame.size != oldValue.size else { return }
                bounds.size = frame.size
            }
        }
        /// The view's own rectangle: origin zero, the frame's size.
        open var bounds: CGRect {
            didSet {
                guard bounds.size != oldValue.size else { return }
                frame.size = bounds.size
                boundsDidChangeSize()
            }
        }
        /// The frame's centre, in the superview's coordinates.
        open var center: CGPoint {
            get { CGPoint(x: frame.midX, y: frame.midY) }
            set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
        }
        /// Whether the view is hidden.
        open var isHidden = false
        /// Opacity, 0...1.
        open var alpha: CGFloat = 1
        /// The view's turn, scale or shear about its centre. Nothing is drawn headless, and ``frame`` stays the
        /// untransformed rectangle (UIKit leaves `frame` undefined under a transform; ``center`` and
        /// ``bounds`` are what hold).
        open var transform = CGAffineTransform.identity
        /// A number apps use to find a view again.
        open var tag = 0
        /// The fill colour.
        open var backgroundColor: UIColor?
        /// The colour of the view's tinted parts.
        open var tintColor: UIColor?
        /// Whether the view takes touches.
        open var isUserInteractionEnabled = true
        /// Whether assistive technologies see the view as one element.
        open var isAccessibilityElement = false
        /// What assistive technologies read for the view.
        open var accessibilityLabel: String?
        /// What the view does, read after its label.
        open var accessibilityHint: String?
        /// The view's current value, read after its label.
        open var accessibilityValue: String?
        /// What the view is (a button, an image, …).
        open var accessibilityTraits = UIAccessibilityTraits.none
        /// Whether assistive technologies skip the view's subviews (UIKit's `accessibilityElementsHidden`).
        open var accessibilityElementsHidden = false
        /// Whether subviews are clipped to the bounds.
        open var clipsToBounds = false
        /// Whether UIKit turns the autoresizing mask into constraints.
        open var translatesAutoresizingMaskIntoConstraints = true
        /// How the view resizes with its superview.
        open var autoresizingMask: AutoresizingMask = []
        /// The view's children, back to front.
        open private(set) var subviews: [UIView] = []
        /// The view that holds this one.
        open private(set) weak var superview: UIView?
        /// The recognizers attached to the view, or `nil` when none is (as UIKit reports it).
        open var gestureRecognizers: [UIGestureRecognizer]? {
            get { attachedRecognizers.isEmpty ? nil : attachedRecognizers }
            set {
                for recognizer in attachedRecognizers { removeGestureRecognizer(recognizer) }
                for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
            }
        }
        private var attachedRecognizers: [UIGestureRecognizer] = []

        /// A view with a frame.
        public init(frame: CGRect) {
            self.frame = frame
            bounds = CGRect(origin: .zero, size: frame.size)
            super.init()
        }

        /// A view with an empty frame.
        override public convenience init() {
            self.init(frame: .zero)
        }

        /// Called when the bounds' size changes; map views resize their viewport here.
        open func boundsDidChangeSize() {}

        /// Attaches a recognizer; subclasses that route touches to it (map views) override this and call
        /// `super`.
        open func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
            guard !attachedRecognizers.contains(where: { $0 === recognizer }) else { return }
            recognizer.view?.removeGestureRecognizer(recognizer)
            attachedRecognizers.append(recognizer)
            recognizer.view = self
        }

        /// Detaches a recognizer.
        open func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
            attachedRecognizers.removeAll { $0 === recognizer }
            if recognizer.view === self { recognizer.view = nil }
        }

        /// Adds a subview in front of the others.
        open func addSubview(_ view: UIView) {
            insertSubview(view, at: subviews.count)
        }

        /// Adds a subview at an index of ``subviews`` (clamped to the list, as UIKit does).
        open func insertSubview(_ view: UIView, at index: Int) {
            view.removeFromSuperview()
            subviews.insert(view, at: min(max(index, 0), subviews.count))
            view.superview = self
        }

        /// Takes the view out of its superview.
        open func removeFromSuperview() {
            superview?.subviews.removeAll { $0 === self }
            superview = nil
        }

        /// Moves a subview in front of its siblings.
        open func bringSubviewToFront(_ view: UIView) {
            guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
            subviews.append(subviews.remove(at: index))
        }

        /// Moves a subview behind its siblings.
        open func sendSubviewToBack(_ view: UIView) {
            guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
            subviews.insert(subviews.remove(at: index), at: 0)
        }

        /// Lays out subviews; does nothing unless a subclass overrides it.
        open func layoutSubviews() {}

        /// Asks for layout; headless, layout happens at once.
        open func setNeedsLayout() { layoutSubviews() }

        /// Lays out now.
        open func layoutIfNeeded() { layoutSubviews() }

        /// The area bars and notches cover: none headless.
        open var safeAreaInsets: UIEdgeInsets { UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0) }

        /// Pixels per point of the view's drawing (kept; nothing is drawn headless).
        open var contentScaleFactor: CGFloat = 1

        /// Asks for a constraints pass; headless there are no constraints, so nothing happens.
        open func setNeedsUpdateConstraints() {}

        /// Runs a pending constraints pass (none headless).
        open func updateConstraintsIfNeeded() {}

        /// The size that fits the view's content; by default its current size.
        open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

        /// Resizes the view to ``sizeThatFits(_:)``.
        open func sizeToFit() { frame.size = sizeThatFits(bounds.size) }

        /// The natural size of the view's content; none by default.
        open var intrinsicContentSize: CGSize { CGSize(width: -1, height: -1) }

        /// A point in this view's coordinates in another view's (or the window's, for `nil`).
        open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
            let inRoot = rootPoint(point)
            guard let view else { return inRoot }
            let origin = view.rootPoint(.zero)
            return CGPoint(x: inRoot.x - origin.x, y: inRoot.y - origin.y)
        }

        /// A point in another view's coordinates (or the window's, for `nil`) in this view's.
        open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
            let inRoot = view?.rootPoint(point) ?? point
            let origin = rootPoint(.zero)
            return CGPoint(x: inRoot.x - origin.x, y: inRoot.y - origin.y)
        }

        private func rootPoint(_ point: CGPoint) -> CGPoint {
            var result = point
            var view: UIView? = self
            while let current = view, let parent = current.superview {
                result.x += current.frame.origin.x - current.bounds.origin.x
                result.y += current.frame.origin.y - current.bounds.origin.y
                view = parent
            }
            return result
        }
    }

    @available(*, unavailable)
    extension UIView: @unchecked Sendable {}
#endif
