import Foundation
import MapCompatCore

/// Converts between screen points and positions for a map's current camera (NAVER's `NMFProjection`,
/// read from ``NMFMapView/projection``); the core's `ScreenTransform`.
open class NMFProjection: NSObject {
    /// The map whose camera the projection follows.
    weak var mapView: NMFMapView?

    init(mapView: NMFMapView) {
        self.mapView = mapView
        super.init()
    }

    /// The screen point, in the map view's coordinates, where a position shows; `(nan, nan)` for one that
    /// is not a valid position or lies behind the camera.
    open func point(from coord: NMGLatLng) -> CGPoint {
        guard let map = mapView, let position = try? coord.coreLatLng(),
            let point = map.core.transform.point(for: position)
        else { return CGPoint(x: CGFloat.nan, y: CGFloat.nan) }
        return point
    }

    /// The position shown at a screen point; an invalid position (`nan`) above the horizon.
    open func latlng(from point: CGPoint) -> NMGLatLng {
        guard let map = mapView, let position = map.core.transform.coordinate(at: point) else {
            return NMGLatLng(lat: .nan, lng: .nan)
        }
        return NMGLatLng(position)
    }

    /// Metres on the ground per screen point at the camera's target and zoom.
    open func metersPerPixel() -> CLLocationDistance {
        guard let camera = mapView?.core.camera else { return .nan }
        return NaverZoomScale.metersPerPoint(
            latitude: camera.center.latitude, zoom: NaverZoomScale.naver(fromNeutral: camera.zoom))
    }

    /// Metres on the ground per screen point at a latitude and NAVER zoom.
    open func metersPerPixel(atLatitude latitude: Double, zoom: Double) -> CLLocationDistance {
        NaverZoomScale.metersPerPoint(latitude: latitude, zoom: zoom)
    }
}

extension NMFMapView {
    /// The projection for the current camera.
    public var projection: NMFProjection {
        if let projection = lazyProjection { return projection }
        let projection = NMFProjection(mapView: self)
        lazyProjection = projection
        return projection
    }

    /// The content area (the view less ``contentInset``) on the map, as NAVER gives it: a polygon
    /// (`NMGPolygon<NMGLatLng>`, NAVER's `contentRegion`) whose `exteriorRing` holds the corners clockwise
    /// from the top left; corners above the horizon are left out.
    public var contentRegion: NMGPolygon<NMGLatLng> {
        NMGPolygon(ring: NMGLineString(storing: region(of: contentRect)))
    }

    /// The whole view on the map (NAVER's `coveringRegion`), as ``contentRegion``.
    public var coveringRegion: NMGPolygon<NMGLatLng> { NMGPolygon(ring: NMGLineString(storing: region(of: viewRect))) }

    /// The smallest bounds that hold ``contentRegion``.
    public var contentBounds: NMGLatLngBounds { NMGLatLngBounds(latLngs: region(of: contentRect)) }

    /// The smallest bounds that hold ``coveringRegion``.
    public var coveringBounds: NMGLatLngBounds { NMGLatLngBounds(latLngs: region(of: viewRect)) }

    private var viewRect: CGRect { CGRect(x: 0, y: 0, width: core.viewport.width, height: core.viewport.height) }

    /// The camera's zoom on NAVER's scale; setting it moves the camera there at once (reason developer).
    public var zoomLevel: Double {
        get { cameraPosition.zoom }
        set { moveCamera(NMFCameraUpdate(zoomTo: newValue)) }
    }

    /// The camera's tilt in degrees; setting it tilts the camera at once (reason developer).
    public var pitch: Double {
        get { cameraPosition.tilt }
        set {
            let params = NMFCameraUpdateParams()
            params.tilt(to: newValue)
            moveCamera(NMFCameraUpdate(params: params))
        }
    }

    private var contentRect: CGRect {
        let viewport = core.viewport
        let insets = viewport.insets
        return CGRect(
            x: insets.left, y: insets.top, width: viewport.width - insets.left - insets.right,
            height: viewport.height - insets.top - insets.bottom)
    }

    private func region(of rect: CGRect) -> [NMGLatLng] {
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
        ]
        let transform = core.transform
        return corners.compactMap { transform.coordinate(at: $0).map(NMGLatLng.init) }
    }
}
