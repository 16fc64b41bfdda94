// Google's objects belong to the main thread, as UIKit's do ("GMSMapView can only be read and modified from
// the main thread", GMSMapView.h): none is Sendable (subclasses inherit the unavailable conformance).

@available(*, unavailable)
extension GMSCameraPosition: Sendable {}

@available(*, unavailable)
extension GMSCameraUpdate: Sendable {}

@available(*, unavailable)
extension GMSCoordinateBounds: Sendable {}

@available(*, unavailable)
extension GMSMapID: Sendable {}

@available(*, unavailable)
extension GMSMapStyle: Sendable {}

@available(*, unavailable)
extension GMSMapViewOptions: Sendable {}

@available(*, unavailable)
extension GMSOverlay: Sendable {}

@available(*, unavailable)
extension GMSPath: Sendable {}

@available(*, unavailable)
extension GMSProjection: Sendable {}

@available(*, unavailable)
extension GMSStyleSpan: Sendable {}

@available(*, unavailable)
extension GMSUISettings: Sendable {}

@available(*, unavailable)
extension GMSGeocoder: Sendable {}

@available(*, unavailable)
extension GMSReverseGeocodeResponse: Sendable {}

@available(*, unavailable)
extension GMSAddress: Sendable {}
