import Foundation
import MapCompatCore

/// NAVER's default global z of info windows (`NMF_INFO_WINDOW_GLOBAL_Z_INDEX`, NMFInfoWindow.h): above
/// every other overlay.
public let NMF_INFO_WINDOW_GLOBAL_Z_INDEX = 400_000

/// Supplies the view an overlay draws as its image (NAVER's `NMFOverlayImageDataSource`); headless, the
/// view's size is what a tap on the info window can hit.
public protocol NMFOverlayImageDataSource: AnyObject {
    /// The view to draw for `overlay`.
    func view(with overlay: NMFOverlay) -> UIView
}

/// NAVER's ready-made info window content: a title in a speech bubble (`NMFInfoWindowDefaultTextSource`).
open class NMFInfoWindowDefaultTextSource: NSObject, NMFOverlayImageDataSource {
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    // NAVER's header gives no nullability, so Swift imports it implicitly unwrapped.
    /// The text shown.
    open var title: String! = ""

    /// Creates a text source (`NMFInfoWindowDefaultTextSource.data()`).
    open class func data() -> NMFInfoWindowDefaultTextSource { NMFInfoWindowDefaultTextSource() }

    /// A bubble sized for the title. Nothing is drawn headless; MapCompat's estimate of the bubble (7 points
    /// a character plus 10 points of padding a side, 36 points tall) gives the tappable size.
    open func view(with overlay: NMFOverlay) -> UIView {
        UIView(frame: CGRect(x: 0, y: 0, width: CGFloat((title ?? "").count * 7 + 20), height: 36))
    }
}

/// A bubble over a marker or at a position (NAVER's `NMFInfoWindow`); an overlay like the others: a core
/// scene item whose taps the core routes to ``NMFOverlay/touchHandler`` (consume, propagate, or pass
/// through with no handler).
///
/// Only the app opens and closes it, as in NAVER: ``open(with:)-(NMFMarker)`` above a marker,
/// ``open(with:)-(NMFMapView)`` at ``position``, ``close()``.
open class NMFInfoWindow: NMFOverlay {
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    // NAVER's header gives no nullability, so Swift imports it implicitly unwrapped.
    /// Supplies the content; its view's size is the tappable area.
    open var dataSource: (any NMFOverlayImageDataSource)! { didSet { changed() } }
    /// Where the window stands when opened on the map rather than on a marker.
    open var position = NMGLatLng(lat: .nan, lng: .nan) { didSet { changed() } }
    /// The point of the window placed on its marker's ``NMFMarker/infoWindowAnchor`` (or on ``position``),
    /// as fractions of its size; bottom centre by default.
    open var anchor = CGPoint(x: 0.5, y: 1) { didSet { changed() } }
    /// Horizontal shift in points, positive to the right.
    open var offsetX = 0 { didSet { changed() } }
    /// Vertical shift in points, positive downwards.
    open var offsetY = 0 { didSet { changed() } }
    /// The window's opacity, 0...1.
    open var alpha: CGFloat = 1
    /// The marker the window is open on, if any.
    open private(set) weak var marker: NMFMarker?
    /// Where around the marker the window opened.
    var alignType: NMFAlignType?

    /// Creates a closed info window.
    public override init() { super.init(globalZIndex: NMF_INFO_WINDOW_GLOBAL_Z_INDEX) }

    /// Opens the window above a marker that is on a map; a marker on no map opens nothing.
    open func open(with marker: NMFMarker) {
        open(on: marker, alignType: nil)
    }

    /// Opens the window beside a marker, on the side `alignType` names.
    open func open(with marker: NMFMarker, alignType: NMFAlignType) {
        open(on: marker, alignType: alignType)
    }

    /// Opens the window on a map at ``position``.
    open func open(with mapView: NMFMapView) {
        closeMarker()
        self.mapView = mapView
    }

    /// Closes the window.
    open func close() {
        closeMarker()
        mapView = nil
    }

    /// Asks the data source again for the content (its size may have changed).
    open func invalidate() { changed() }

    private func open(on marker: NMFMarker, alignType: NMFAlignType?) {
        closeMarker()
        guard let map = marker.mapView else { return }
        marker.infoWindow?.close()
        self.marker = marker
        self.alignType = alignType
        marker.infoWindow = self
        if mapView === map { changed() } else { mapView = map }
        if mapView == nil { closeMarker() }
    }

    private func closeMarker() {
        if marker?.infoWindow === self { marker?.infoWindow = nil }
        marker = nil
        alignType = nil
    }

    override func coreShape(on map: NMFMapView) throws(MapCompatError) -> SceneShape {
        let view = dataSource?.view(with: self)
        let size = view.map { $0.bounds.size } ?? .zero
        let offset = CGPoint(x: CGFloat(offsetX), y: CGFloat(offsetY))
        guard let marker else {
            let position = try Self.located("position") { () throws(MapCompatError) in try self.position.coreLatLng() }
            return .marker(try MarkerShape(position: position, size: size, anchor: Self.anchor(anchor, size, offset)))
        }
        // The window's anchor point sits on a point of the marker's icon: both are given as fractions of
        // their boxes, and the core's marker anchor is the window's anchor seen from the marker's position.
        let icon = marker.iconSize
        let markerPoint = alignType?.markerPoint ?? marker.infoWindowAnchor
        let windowAnchor = alignType?.itemAnchor ?? anchor
        let fromPosition = CGPoint(
            x: (markerPoint.x - marker.anchor.x) * icon.width + offset.x,
            y: (markerPoint.y - marker.anchor.y) * icon.height + offset.y)
        let position = try Self.located("marker.position") { () throws(MapCompatError) in
            try marker.position.coreLatLng()
        }
        return .marker(
            try MarkerShape(position: position, size: size, anchor: Self.anchor(windowAnchor, size, fromPosition)))
    }

    /// The window's anchor as the core's marker anchor when the window's anchor point lies `shift` points
    /// from the position.
    private static func anchor(_ anchor: CGPoint, _ size: CGSize, _ shift: CGPoint) -> CGPoint {
        CGPoint(
            x: size.width > 0 ? anchor.x - shift.x / size.width : anchor.x,
            y: size.height > 0 ? anchor.y - shift.y / size.height : anchor.y)
    }
}
