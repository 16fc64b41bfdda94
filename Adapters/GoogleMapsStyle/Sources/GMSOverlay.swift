import Foundation
import MapCompatCore

/// Something drawn on a map (Google's `GMSOverlay`, the base of markers, polylines, polygons and circles).
/// Setting ``map`` adds the overlay to a map view and `nil` removes it; the map keeps the overlays on it
/// alive, as Google's does, so an app may let go of its own reference.
///
/// Subclasses are made by the app only through the concrete kinds (``GMSMarker``, ``GMSPolyline``,
/// ``GMSPolygon``, ``GMSCircle``), which apps subclass freely.
open class GMSOverlay: NSObject {
    /// A short description: a marker shows it in its info window.
    open var title: String? { didSet { changed() } }

    /// The map the overlay is on; at most one at a time. Held weakly, as Google declares it.
    open weak var map: GMSMapView? {
        didSet {
            guard map !== oldValue else { return }
            oldValue?.remove(self)
            map?.add(self)
        }
    }

    /// Whether taps on the overlay reach the map's delegate (``GMSMapViewDelegate/mapView(_:didTap:)-(_,GMSOverlay)``
    /// or, for markers, ``GMSMapViewDelegate/mapView(_:didTap:)-(_,GMSMarker)``). Markers take taps by
    /// default, other overlays do not; an overlay that does not is transparent to taps.
    open var isTappable: Bool { didSet { changed() } }

    /// Draw order among overlays of one group: higher draws above. Markers always draw above every other
    /// overlay, whatever their `zIndex` (GMSOverlay.h).
    open var zIndex: Int32 = 0 { didSet { changed() } }

    /// Anything the app attaches; the map never reads it.
    open var userData: Any?

    /// An overlay that takes no taps.
    public override init() {
        isTappable = false
        super.init()
    }

    /// An overlay whose tappability is its kind's default.
    init(tappable: Bool) {
        isTappable = tappable
        super.init()
    }

    /// The shape the core hit-tests for this overlay, `nil` while there is nothing to draw; markers are
    /// annotations instead and have none.
    ///
    /// - Throws: `MapCompatError` naming the field that cannot be drawn.
    func coreShape() throws(MapCompatError) -> SceneShape? { nil }

    /// What the map reports as the value of an overlay the core refused (a radius, a path's length).
    var shapeSummary: String { "" }
    /// Google's name of the overlay's kind, for diagnostics, whatever subclass the app made of it.
    var googleTypeName: String { "GMSOverlay" }

    /// Tells the map a property changed, so that what the core hit-tests follows it.
    func changed() {
        map?.refresh(self)
    }
}
