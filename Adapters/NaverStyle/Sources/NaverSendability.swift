// NAVER's objects belong to the thread that made them (the main thread, as UIKit's do): none is Sendable
// (subclasses of NMFOverlay inherit its unavailable conformance).

@available(*, unavailable)
extension NMFCameraUpdate: Sendable {}

@available(*, unavailable)
extension NMFCameraUpdateParams: Sendable {}

@available(*, unavailable)
extension NMFInfoWindowDefaultTextSource: Sendable {}

@available(*, unavailable)
extension NMFOverlay: Sendable {}

@available(*, unavailable)
extension NMFProjection: Sendable {}

@available(*, unavailable)
extension NMFSymbol: Sendable {}

@available(*, unavailable)
extension NMGLineString: Sendable {}

@available(*, unavailable)
extension NMGPolygon: Sendable {}

@available(*, unavailable)
extension NMFIndoorLevel: Sendable {}

@available(*, unavailable)
extension NMFIndoorRegion: Sendable {}

@available(*, unavailable)
extension NMFIndoorSelection: Sendable {}

@available(*, unavailable)
extension NMFIndoorView: Sendable {}

@available(*, unavailable)
extension NMFIndoorZone: Sendable {}

@available(*, unavailable)
extension NMGLatLng: Sendable {}

@available(*, unavailable)
extension NMFCameraPosition: Sendable {}

@available(*, unavailable)
extension NMGLatLngBounds: Sendable {}
