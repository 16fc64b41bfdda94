// swift-format-ignore-file: NeverUseImplicitlyUnwrappedOptionals

// route-me's headers carry no nullability: Swift imports their objects implicitly unwrapped, and so does this API.
import Foundation
import MapCompatCore

/// route-me's shape layer (`RMShape`): a path of points in projected metres, drawn about its annotation's
/// position. Headless, taps hit the path's bounding box at the current zoom (route-me hits the stroked or
/// filled path itself; see the porting article), and arrive as the annotation's taps (`tap(on:onMap:)`).
open class RMShape: RMMapLayer {
    /// The points of the path, in projected metres.
    private(set) var projectedPoints: [RMProjectedPoint] = []
    private weak var shapeMap: RMMapView?

    /// The line colour (`lineColor`).
    open var lineColor: UIColor!
    /// The fill colour (`fillColor`).
    open var fillColor: UIColor!
    /// The fill pattern (`fillPatternImage`).
    open var fillPatternImage: UIImage!
    /// The line width in points (`lineWidth`).
    open var lineWidth: Float = 2
    /// The line cap name (`lineCap`).
    open var lineCap: String!
    /// The line join name (`lineJoin`).
    open var lineJoin: String!
    /// The fill rule name (`fillRule`).
    open var fillRule: String!
    /// The dash pattern (`lineDashLengths`).
    open var lineDashLengths: [Any]!
    /// The dash phase (`lineDashPhase`).
    open var lineDashPhase: CGFloat = 0
    /// Whether dashes scale with the zoom (`scaleLineDash`).
    open var scaleLineDash = false
    /// Whether the line width scales with the zoom (`scaleLineWidth`).
    open var scaleLineWidth = false
    /// Extra points around the path that still take taps (`additionalTouchPadding`).
    open var additionalTouchPadding: CGFloat = 0 { didSet { changed() } }

    /// A shape for a map view (`initWithView:`); never `nil` here.
    public init!(view aMapView: RMMapView!) {
        shapeMap = aMapView
        super.init()
    }

    /// Starts the path at a coordinate (`moveToCoordinate:`); an invalid coordinate is skipped.
    open func move(to coordinate: CLLocationCoordinate2D) {
        if let point = RMProjection.googleProjection.coordinateToProjectedPoint(coordinate) { move(to: point) }
    }

    /// Starts the path at projected metres (`moveToProjectedPoint:`).
    open func move(to projectedPoint: RMProjectedPoint) {
        projectedPoints.append(projectedPoint)
        changed()
    }

    /// Extends the path to a coordinate (`addLineToCoordinate:`); an invalid coordinate is skipped.
    open func addLine(to coordinate: CLLocationCoordinate2D) {
        if let point = RMProjection.googleProjection.coordinateToProjectedPoint(coordinate) { addLine(to: point) }
    }

    /// Extends the path to projected metres (`addLineToProjectedPoint:`).
    open func addLine(to projectedPoint: RMProjectedPoint) {
        projectedPoints.append(projectedPoint)
        changed()
    }

    /// Closes the path (`closePath`); the bounding box does not change.
    open func closePath() {}

    /// Runs several changes at once (`performBatchOperations:`).
    open func performBatchOperations(_ block: ((RMShape?) -> Void)!) {
        block?(self)
    }

    /// The path's bounding box in projected metres; `nil` while the path is empty.
    private var projectedBox: (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
        guard let first = projectedPoints.first else { return nil }
        var box = (minX: first.x, minY: first.y, maxX: first.x, maxY: first.y)
        for point in projectedPoints.dropFirst() {
            box = (min(box.minX, point.x), min(box.minY, point.y), max(box.maxX, point.x), max(box.maxY, point.y))
        }
        return box
    }

    /// The path's bounding box at the map's zoom, plus the touch padding, and where the annotation's
    /// position lies in it.
    override func hitFrame(on map: RMMapView) -> (size: CGSize, anchor: CGPoint) {
        guard let box = projectedBox, let origin = annotation?.projectedLocation else {
            return (bounds.size, anchorPoint)
        }
        let metres = WebMercator.metresPerPoint(latitude: 0, zoom: map.core.camera.zoom)
        let pad = Double(max(additionalTouchPadding, CGFloat(lineWidth) / 2))
        let minX = min(box.minX, origin.x)
        let maxX = max(box.maxX, origin.x)
        let minY = min(box.minY, origin.y)
        let maxY = max(box.maxY, origin.y)
        let width = (maxX - minX) / metres + 2 * pad
        let height = (maxY - minY) / metres + 2 * pad
        guard width > 0, height > 0 else { return (bounds.size, anchorPoint) }
        // Screen y grows southwards: the anchor's y counts from the box's north edge.
        let anchor = CGPoint(
            x: ((origin.x - minX) / metres + pad) / width, y: ((maxY - origin.y) / metres + pad) / height)
        return (CGSize(width: width, height: height), anchor)
    }

    /// Measured in metres.
    override var isScaledWithMap: Bool { true }

    private func changed() {
        if let annotation { annotation.mapView?.sync(annotation) }
    }
}

/// route-me's circle layer (`RMCircle`): a circle of a radius in metres about its annotation's position.
/// Headless, taps hit the circle's bounding square at the current zoom and arrive as the annotation's taps.
open class RMCircle: RMMapLayer {
    private weak var circleMap: RMMapView?

    /// The line colour (`lineColor`).
    open var lineColor: UIColor!
    /// The fill colour (`fillColor`).
    open var fillColor: UIColor!
    /// The fill pattern (`fillPatternImage`).
    open var fillPatternImage: UIImage!
    /// The line width in points (`lineWidthInPixels`).
    open var lineWidthInPixels: CGFloat = 2 { didSet { changed() } }
    /// The radius in metres (`radiusInMeters`).
    open var radiusInMeters: CGFloat { didSet { changed() } }

    /// A circle for a map view (`initWithView:radiusInMeters:`); never `nil` here.
    public init!(view aMapView: RMMapView!, radiusInMeters newRadiusInMeters: CGFloat) {
        circleMap = aMapView
        radiusInMeters = newRadiusInMeters
        super.init()
    }

    /// The bounding square of the circle at the map's zoom, centred on the position. route-me measures the
    /// radius in projected metres, as here.
    override func hitFrame(on map: RMMapView) -> (size: CGSize, anchor: CGPoint) {
        let metres = WebMercator.metresPerPoint(latitude: 0, zoom: map.core.camera.zoom)
        let side = 2 * Double(radiusInMeters) / metres + Double(lineWidthInPixels)
        guard side.isFinite, side > 0 else { return (bounds.size, anchorPoint) }
        return (CGSize(width: side, height: side), CGPoint(x: 0.5, y: 0.5))
    }

    /// Measured in metres.
    override var isScaledWithMap: Bool { true }

    private func changed() {
        if let annotation { annotation.mapView?.sync(annotation) }
    }
}
