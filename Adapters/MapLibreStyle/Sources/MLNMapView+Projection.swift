import Foundation
import MapCompatCore

#if canImport(CoreLocation)
    import CoreLocation
#endif

/// Points, coordinates, bounds and content insets as MapLibre's `MLNMapView` converts them, over the core's
/// `ScreenTransform`, `Viewport` and `Camera.fitting`.
extension MLNMapView {
    /// The area the camera centres in, inside the view: the core viewport's insets (negative sides count as
    /// 0 there, as MapLibre lays out; the value set is what reads back).
    public var contentInset: UIEdgeInsets {
        get { requestedContentInset }
        set { setContentInset(newValue, animated: false, completionHandler: nil) }
    }

    /// Changes the content insets; the centre coordinate stays and moves to the new focal point.
    public func setContentInset(_ contentInset: UIEdgeInsets, animated: Bool) {
        setContentInset(contentInset, animated: animated, completionHandler: nil)
    }

    /// Changes the content insets, then calls the handler (at once: the core applies insets immediately).
    public func setContentInset(_ contentInset: UIEdgeInsets, animated: Bool, completionHandler: (() -> Void)?) {
        requestedContentInset = contentInset
        // MapLibre re-centres on the centre it reports, framed by the content insets alone.
        let centre = framedCamera.center
        let hadPadding = cameraPadding != .zero
        cameraPadding = .zero
        let requested = EdgeInsets(contentInset)
        let insets = nonNegative(requested, field: "contentInset")
        do {
            core.setViewport(
                try Viewport(width: core.viewport.width, height: core.viewport.height, insets: insets))
        } catch {
            ignore(error, value: "\(requested)", action: .keptPrevious)
        }
        if hadPadding, centre != core.camera.center {
            move(animated: false) { camera in camera.center = centre }
        }
        layoutOrnaments()
        completionHandler?()
    }

    // MARK: Points and coordinates

    /// The coordinate under a point of `view` (this view when `nil`… as UIKit: the window): the core
    /// transform's `coordinate(at:)`; above the horizon, MapLibre's invalid coordinate (−180, −180).
    public func convert(_ point: CGPoint, toCoordinateFrom view: UIView?) -> CLLocationCoordinate2D {
        let local = self.convert(point, from: view)
        guard let position = core.transform.coordinate(at: local) else {
            return CLLocationCoordinate2D(latitude: -180, longitude: -180)
        }
        return CLLocationCoordinate2D(position)
    }

    /// The point of `view` where a coordinate is shown: the core transform's `point(for:)`; a coordinate
    /// out of range or behind the camera gives a point of NaNs.
    public func convert(_ coordinate: CLLocationCoordinate2D, toPointTo view: UIView?) -> CGPoint {
        guard let position = try? LatLng(latitude: coordinate.latitude, longitude: coordinate.longitude),
            let point = core.transform.point(for: position)
        else { return CGPoint(x: CGFloat.nan, y: CGFloat.nan) }
        return self.convert(point, to: view)
    }

    /// The bounds covering a rectangle of `view`: its four corners' coordinates.
    public func convert(_ rect: CGRect, toCoordinateBoundsFrom view: UIView?) -> MLNCoordinateBounds {
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
        ]
        .compactMap { core.transform.coordinate(at: self.convert($0, from: view)) }
        guard let first = corners.first else { return MLNCoordinateBounds() }
        var bounds = MLNCoordinateBounds(sw: CLLocationCoordinate2D(first), ne: CLLocationCoordinate2D(first))
        for corner in corners.dropFirst() {
            bounds.sw.latitude = min(bounds.sw.latitude, corner.latitude)
            bounds.sw.longitude = min(bounds.sw.longitude, corner.longitude)
            bounds.ne.latitude = max(bounds.ne.latitude, corner.latitude)
            bounds.ne.longitude = max(bounds.ne.longitude, corner.longitude)
        }
        return bounds
    }

    /// The rectangle of `view` that bounds occupy.
    public func convert(_ bounds: MLNCoordinateBounds, toRectTo view: UIView?) -> CGRect {
        let southWest = convert(bounds.sw, toPointTo: view)
        let northEast = convert(bounds.ne, toPointTo: view)
        return CGRect(
            x: min(southWest.x, northEast.x), y: min(southWest.y, northEast.y), width: abs(northEast.x - southWest.x),
            height: abs(northEast.y - southWest.y))
    }

    /// Metres per point at a latitude for the current zoom (mbgl's `getMetersPerPixelAtLatitude`).
    public func metersPerPoint(atLatitude latitude: CLLocationDegrees) -> CLLocationDistance {
        MLNMetersPerPoint(latitude: latitude, zoomLevel: zoomLevel)
    }

    // MARK: Bounds

    /// The bounds the view shows now: its rectangle's corners.
    public var visibleCoordinateBounds: MLNCoordinateBounds {
        get { convert(bounds, toCoordinateBoundsFrom: self) }
        set { setVisibleCoordinateBounds(newValue, animated: false) }
    }

    /// The bounds the camera's centre is kept in: the core limits' `bounds` (the whole world when `nil`).
    public var maximumScreenBounds: MLNCoordinateBounds {
        get {
            guard let bounds = core.limits.bounds else {
                return MLNCoordinateBounds(
                    sw: CLLocationCoordinate2D(latitude: -90, longitude: -180),
                    ne: CLLocationCoordinate2D(latitude: 90, longitude: 180))
            }
            return MLNCoordinateBounds(
                sw: CLLocationCoordinate2D(latitude: bounds.south, longitude: bounds.west),
                ne: CLLocationCoordinate2D(latitude: bounds.north, longitude: bounds.east))
        }
        set {
            do {
                let limits = core.limits
                core.setLimits(
                    try CameraLimits(
                        minZoom: limits.minZoom, maxZoom: limits.maxZoom, maxTilt: limits.maxTilt,
                        bounds: try newValue.latLngBounds()))
            } catch {
                ignore(error, value: MLNStringFromCoordinateBounds(newValue))
            }
        }
    }
}

extension MLNCoordinateBounds {
    /// The core's bounds.
    func latLngBounds() throws(MapCompatError) -> LatLngBounds {
        try LatLngBounds(southWest: sw.latLng(), northEast: ne.latLng())
    }
}
