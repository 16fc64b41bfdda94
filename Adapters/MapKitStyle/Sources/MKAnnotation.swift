import Foundation
import MapCompatCore

/// Something placed at a point of the map: MapKit's `MKAnnotation`, an `NSObject` protocol whose title, subtitle
/// and coordinate setter are optional. The map view shows each one as a core `Annotation`.
///
/// Objective-C's optional members become requirements with defaults (Swift protocols have no optional
/// requirements outside the Objective-C runtime): a class that declares `title` or `subtitle` is read through
/// them. One difference shows in code: MapKit's `annotation.title` on an `MKAnnotation` existential is `String??`
/// (an optional member returning an optional), here it is `String?`.
public protocol MKAnnotation: NSObjectProtocol {
    /// Where the annotation is: the core annotation's `coordinate`.
    var coordinate: CLLocationCoordinate2D { get }
    /// The callout's title; without one, a view that can show a callout acts disabled (MapKit's rule, in the
    /// core's profile). None by default.
    var title: String? { get }
    /// The callout's second line; none by default.
    var subtitle: String? { get }
    /// Takes the coordinate a drag ended at (MapKit's optional `setCoordinate:`, which a draggable annotation
    /// implements). By default it does nothing and the map view reports it on the core's diagnostics: a class
    /// whose `coordinate` is a plain stored property cannot be written through the protocol without Objective-C,
    /// so such an annotation stays where it was dropped on the map while its own `coordinate` keeps the old value.
    func setCoordinate(_ newCoordinate: CLLocationCoordinate2D)
}

extension MKAnnotation {
    /// No title.
    public var title: String? { nil }
    /// No subtitle.
    public var subtitle: String? { nil }
    /// Does nothing (see ``MKAnnotation/setCoordinate(_:)``).
    public func setCoordinate(_ newCoordinate: CLLocationCoordinate2D) {}
}

/// An annotation with a title and subtitle: MapKit's abstract `MKShape` (see ``MKPointAnnotation``,
/// ``MKPolyline``, ``MKPolygon``, ``MKCircle``). Changing its title or coordinate after it was added updates the
/// map, as MapKit observes them.
open class MKShape: NSObject, MKAnnotation {
    /// The callout title.
    open var title: String? {
        didSet { onChange?() }
    }
    /// The callout subtitle.
    open var subtitle: String? {
        didSet { onChange?() }
    }
    /// Called when a property the map shows changes.
    var onChange: (() -> Void)?

    /// A shape's representative coordinate; subclasses give theirs.
    open var coordinate: CLLocationCoordinate2D { CLLocationCoordinate2D(latitude: 0, longitude: 0) }

    /// An empty shape.
    override public init() {
        super.init()
    }

    /// Does nothing: only point annotations move.
    open func setCoordinate(_ newCoordinate: CLLocationCoordinate2D) {}
}

@available(*, unavailable)
extension MKShape: @unchecked Sendable {}

/// A titled point: MapKit's `MKPointAnnotation`. Changing its coordinate after it was added moves the core
/// annotation; a finished drag writes the new coordinate back.
open class MKPointAnnotation: MKShape {
    private var location = CLLocationCoordinate2D(latitude: 0, longitude: 0)

    /// Where it is.
    override open var coordinate: CLLocationCoordinate2D {
        get { location }
        set {
            let changed = newValue.latitude != location.latitude || newValue.longitude != location.longitude
            location = newValue
            if changed { onChange?() }
        }
    }

    /// An annotation at (0, 0) with no title.
    override public init() {
        super.init()
    }

    /// An annotation at a coordinate (iOS 16's `init(coordinate:)`).
    public convenience init(coordinate: CLLocationCoordinate2D) {
        self.init()
        location = coordinate
    }

    /// An annotation at a coordinate with a title and subtitle (iOS 16's `init(coordinate:title:subtitle:)`).
    public convenience init(coordinate: CLLocationCoordinate2D, title: String?, subtitle: String?) {
        self.init(coordinate: coordinate)
        self.title = title
        self.subtitle = subtitle
    }

    /// Moves the annotation: the same as setting ``coordinate``.
    override open func setCoordinate(_ newCoordinate: CLLocationCoordinate2D) {
        coordinate = newCoordinate
    }
}

/// The annotation that stands for several clustered ones: MapKit's `MKClusterAnnotation`. The headless map does
/// not cluster (see the adapter's article), so the map view never makes one; apps may still build one.
open class MKClusterAnnotation: NSObject, MKAnnotation {
    /// The annotations it stands for.
    public let memberAnnotations: [any MKAnnotation]
    /// The cluster's title.
    open var title: String?
    /// The cluster's subtitle.
    open var subtitle: String?

    /// A cluster of annotations.
    public init(memberAnnotations: [any MKAnnotation]) {
        self.memberAnnotations = memberAnnotations
        super.init()
    }

    /// The middle of the members' extent; (0, 0) with no members.
    open var coordinate: CLLocationCoordinate2D {
        let coordinates = memberAnnotations.map(\.coordinate)
        guard let first = coordinates.first else { return CLLocationCoordinate2D(latitude: 0, longitude: 0) }
        let latitudes = coordinates.map(\.latitude)
        let longitudes = coordinates.map(\.longitude)
        return CLLocationCoordinate2D(
            latitude: ((latitudes.min() ?? first.latitude) + (latitudes.max() ?? first.latitude)) / 2,
            longitude: ((longitudes.min() ?? first.longitude) + (longitudes.max() ?? first.longitude)) / 2)
    }
}

@available(*, unavailable)
extension MKClusterAnnotation: @unchecked Sendable {}

/// What a selected annotation shows beside it (iOS 18's `MKSelectionAccessory`); the headless map draws none.
open class MKSelectionAccessory: NSObject {}

@available(*, unavailable)
extension MKSelectionAccessory: @unchecked Sendable {}
