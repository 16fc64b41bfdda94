// swift-format-ignore-file: NeverUseImplicitlyUnwrappedOptionals

// route-me's headers carry no nullability: Swift imports their objects implicitly unwrapped, and so does this API.
import Foundation
import MapCompatCore

/// A disc of a radius in metres about a centre (route-me's `RMCircleAnnotation`, `RMCircleAnnotation.m`): a
/// shape annotation of one location whose layer, made on first use, is an ``RMCircle``. Its radius and line
/// width are the layer's.
open class RMCircleAnnotation: RMShapeAnnotation {
    private let initialRadius: CGFloat

    /// Creates a circle annotation (`initWithMapView:centerCoordinate:radiusInMeters:`).
    public init!(mapView aMapView: RMMapView!, centerCoordinate: CLLocationCoordinate2D, radiusInMeters: CGFloat) {
        initialRadius = radiusInMeters
        super.init(
            mapView: aMapView,
            points: [CLLocation(latitude: centerCoordinate.latitude, longitude: centerCoordinate.longitude)])
    }

    /// The circle's centre: the annotation's coordinate (`centerCoordinate`).
    open var centerCoordinate: CLLocationCoordinate2D {
        get { coordinate }
        set { coordinate = newValue }
    }

    /// The circle's radius in metres (`radiusInMeters`), the layer's.
    open var radiusInMeters: CGFloat {
        get { (layer as? RMCircle)?.radiusInMeters ?? initialRadius }
        set { (layer as? RMCircle)?.radiusInMeters = newValue }
    }

    /// The layer's line width in points (`lineWidthInPixels`).
    open var lineWidthInPixels: CGFloat {
        get { (layer as? RMCircle)?.lineWidthInPixels ?? 0 }
        set { (layer as? RMCircle)?.lineWidthInPixels = newValue }
    }

    /// The line width, which for a circle is ``lineWidthInPixels`` (`lineWidth`).
    open override var lineWidth: CGFloat {
        get { lineWidthInPixels }
        set { lineWidthInPixels = newValue }
    }

    /// The circle's line colour (`lineColor`), the layer's.
    open override var lineColor: UIColor! {
        get { (layer as? RMCircle)?.lineColor }
        set { (layer as? RMCircle)?.lineColor = newValue }
    }

    /// The circle's fill colour (`fillColor`), the layer's.
    open override var fillColor: UIColor! {
        get { (layer as? RMCircle)?.fillColor }
        set { (layer as? RMCircle)?.fillColor = newValue }
    }

    override func makeLayer() -> RMMapLayer? {
        RMCircle(view: mapView, radiusInMeters: initialRadius)
    }
}
