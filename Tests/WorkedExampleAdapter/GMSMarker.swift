/// Something drawn on a map (Google's `GMSOverlay`,
/// https://developers.google.com/maps/documentation/ios-sdk/reference/objc/Classes/GMSOverlay).
open class GMSOverlay: NSObject {
    /// A short description; markers show it in their info window.
    open var title: String?
    /// Whether taps reach the delegate; markers are tappable by default.
    open var isTappable = true
    /// Draw order among overlays of one kind; markers always draw above other overlays.
    open var zIndex: Int32 = 0
    /// Anything the app attaches.
    open var userData: Any?
}

/// A marker at a position (Google's `GMSMarker`,
/// https://developers.google.com/maps/documentation/ios-sdk/reference/objc/Classes/GMSMarker). Setting
/// ``map`` adds it to a map view (or removes it, with `nil`).
open class GMSMarker: GMSOverlay {
    /// Where the marker is.
    open var position: CLLocationCoordinate2D {
        didSet { map?.place(self) }
    }
    /// The image; its size is the marker's tappable size.
    open var icon: UIImage?
    /// The point of the image, in unit coordinates, placed at ``position``; bottom centre by default.
    open var groundAnchor = CGPoint(x: 0.5, y: 1)
    /// The map the marker is on.
    open weak var map: GMSMapView? {
        didSet {
            oldValue?.remove(self)
            map?.place(self)
        }
    }

    /// A marker at `position`.
    public init(position: CLLocationCoordinate2D) {
        self.position = position
    }

    /// A marker at latitude and longitude 0.
    override public convenience init() {
        self.init(position: CLLocationCoordinate2D())
    }
}

@available(*, unavailable)
extension GMSOverlay: @unchecked Sendable {}
