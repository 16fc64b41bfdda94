// swift-format-ignore-file: NeverUseImplicitlyUnwrappedOptionals

// route-me's headers carry no nullability: Swift imports their objects implicitly unwrapped, and so does this API.
import Foundation
import MapCompatCore

/// route-me's zoom steps about a point and its size conversions (`RMMapView.h`, "Zoom" and "Conversions").
extension RMMapView {
    /// Zooms in to the next native level keeping `pivot` still (`zoomInToNextNativeZoomAt:animated:`): the
    /// level is the core's `ZoomStepRule.nextNative`, as route-me's double tap picks it.
    public func zoomInToNextNativeZoom(at pivot: CGPoint, animated: Bool) {
        zoom(to: ZoomStepRule.nextNative.target(from: core.camera.zoom, direction: 1), about: pivot, animated: animated)
    }

    /// Zooms out to the next native level keeping `pivot` still (`zoomOutToNextNativeZoomAt:animated:`).
    public func zoomOutToNextNativeZoom(at pivot: CGPoint, animated: Bool) {
        zoom(
            to: ZoomStepRule.nextNative.target(from: core.camera.zoom, direction: -1), about: pivot, animated: animated)
    }

    /// Scales the map by a factor keeping `center` still (`zoomByFactor:near:animated:`); a factor that is
    /// not positive and finite is reported and ignored.
    public func zoom(byFactor zoomFactor: Float, near center: CGPoint, animated: Bool) {
        let factor = Double(zoomFactor)
        guard factor.isFinite, factor > 0 else {
            core.diagnostics.report(
                MapDiagnostic(
                    field: "RMMapView.zoom(byFactor:near:animated:)", value: "\(zoomFactor)", action: .ignored,
                    message: "the factor must be positive and finite"))
            return
        }
        zoom(to: core.camera.zoom + log2(factor), about: center, animated: animated)
    }

    /// Moves to a neutral zoom (clamped to the limits) with the ground under `pivot` staying under it.
    private func zoom(to target: Double, about pivot: CGPoint, animated: Bool) {
        let limits = core.limits
        var camera = core.camera
        camera.zoom = min(max(target, limits.minZoom), limits.maxZoom)
        if let world = core.transform.worldPoint(at: pivot),
            let placed = ScreenTransform(camera: camera, viewport: core.viewport).camera(placing: world, at: pivot)
        {
            camera = placed
        }
        setZoom(
            Float(RMZoomScale.routeMe(fromNeutral: camera.zoom)), at: CLLocationCoordinate2D(camera.center),
            animated: animated)
    }

    /// A size on screen in projected metres (`viewSizeToProjectedSize:`).
    public func viewSize(toProjectedSize screenSize: CGSize) -> RMProjectedSize {
        RMProjectedSize(
            width: Double(screenSize.width) * metersPerPixel, height: Double(screenSize.height) * metersPerPixel)
    }

    /// A size in projected metres on screen (`projectedSizeToViewSize:`).
    public func projectedSize(toViewSize projectedSize: RMProjectedSize) -> CGSize {
        CGSize(width: projectedSize.width / metersPerPixel, height: projectedSize.height / metersPerPixel)
    }

    /// The annotations whose layers meet the view (`visibleAnnotations`, an `NSArray`).
    public var visibleAnnotations: [Any]! {
        annotationOrder.compactMap { annotationsByID[$0] }.filter(\.isAnnotationOnScreen)
    }
}

/// route-me's shared settings (`RMConfiguration`): the Mapbox access token real clients set before making
/// a map. Stored only: nothing is fetched headless.
open class RMConfiguration: NSObject {
    nonisolated(unsafe) private static let shared = RMConfiguration()

    /// The shared configuration (`sharedInstance`).
    open class func sharedInstance() -> RMConfiguration! { shared }

    /// The Mapbox access token (`accessToken`).
    open var accessToken: String!
    /// The user agent sent with tile requests (`userAgent`).
    open var userAgent: String!
}

@available(*, unavailable)
extension RMConfiguration: @unchecked Sendable {}
