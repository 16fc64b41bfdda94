import Foundation
import MapCompatCore

#if canImport(CoreLocation)
    import CoreLocation
#endif

/// The user's location as the map shows it: MapKit's `MKUserLocation`, the annotation ``MKMapView/userLocation``
/// that the map keeps up to date while ``MKMapView/showsUserLocation`` is on. A tap on the user's dot selects it.
open class MKUserLocation: NSObject, MKAnnotation {
    /// The latest position; `nil` before the first fix.
    open internal(set) var location: CLLocation?
    /// The latest heading; `nil` before the first heading.
    open internal(set) var heading: CLHeading?
    /// Whether the map is receiving updates (``MKMapView/showsUserLocation`` is on).
    open internal(set) var isUpdating = false
    /// The callout title ("My Location", MapKit's English title).
    open var title: String? = "My Location"
    /// The callout subtitle.
    open var subtitle: String?

    /// The latest position's coordinate; Core Location's invalid coordinate (−180, −180) before the first fix.
    open var coordinate: CLLocationCoordinate2D {
        location?.coordinate ?? CLLocationCoordinate2D(latitude: -180, longitude: -180)
    }

    /// A user location with no fix: the map view keeps its own in ``MKMapView/userLocation``; apps' tests make one to
    /// call their delegates directly.
    override public init() {
        super.init()
    }
}

@available(*, unavailable)
extension MKUserLocation: @unchecked Sendable {}

/// How the camera follows the user: MapKit's `MKUserTrackingMode` (`NSInteger`), over the core's `TrackingMode`.
public enum MKUserTrackingMode: Int, Hashable, Sendable {
    /// Not following: the core's `none`, or `noFollow` while the user's location shows.
    case none = 0
    /// Following the location: the core's `follow`.
    case follow = 1
    /// Following and turning with the heading: the core's `followWithHeading`.
    case followWithHeading = 2

    /// The mode of a core tracking mode.
    public init(_ mode: TrackingMode) {
        switch mode {
        case .none, .noFollow: self = .none
        case .follow: self = .follow
        case .followWithHeading: self = .followWithHeading
        }
    }
}

/// The kind of map drawn: MapKit's `MKMapType` (kept; nothing is drawn headless).
public enum MKMapType: UInt, Hashable, Sendable {
    /// Streets and labels.
    case standard = 0
    /// Satellite imagery.
    case satellite = 1
    /// Satellite imagery with streets and labels.
    case hybrid = 2
    /// Satellite imagery with 3D flyover where available.
    case satelliteFlyover = 3
    /// Hybrid with 3D flyover where available.
    case hybridFlyover = 4
    /// Streets with muted colours, for data drawn on top.
    case mutedStandard = 5
}
