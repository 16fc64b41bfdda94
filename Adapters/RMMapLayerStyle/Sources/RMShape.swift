// swift-format-ignore-file: NeverUseImplicitlyUnwrappedOptionals

// route-me's headers carry no nullability: Swift imports their objects implicitly unwrapped, and so does this API.
import Foundation
import MapCompatCore

/// route-me's shape layer (`RMShape`): a path of points in projected metres. On the map it is a core scene
/// item, hit as route-me hits it (`RMShape.m`, `containsPoint:`): without a fill colour, along the stroke,
/// `max(lineWidth, additionalTouchPadding)` points wide (a core `PolylineShape`); with one, inside the
/// filled path, later subpaths cutting holes (a core `PolygonShape`). Its taps arrive as the annotation's
/// taps (`tap(on:onMap:)`); a disabled annotation lets them through.
open class RMShape: RMMapLayer {
    /// The subpaths of the path, in projected metres; `move(to:)` starts a new one.
    private(set) var subpaths: [[RMProjectedPoint]] = []
    private weak var shapeMap: RMMapView?

    /// The line colour (`lineColor`).
    open var lineColor: UIColor!
    /// The fill colour (`fillColor`); with one (not clear) the shape is hit inside, otherwise along its line.
    open var fillColor: UIColor! { didSet { changed() } }
    /// The fill pattern (`fillPatternImage`).
    open var fillPatternImage: UIImage!
    /// The line width in points (`lineWidth`).
    open var lineWidth: Float = 2 { didSet { changed() } }
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
    /// Extra width around the line that still takes taps (`additionalTouchPadding`).
    open var additionalTouchPadding: CGFloat = 0 { didSet { changed() } }

    /// A shape for a map view (`initWithView:`); never `nil` here.
    public init!(view aMapView: RMMapView!) {
        shapeMap = aMapView
        super.init()
    }

    /// Starts a subpath at a coordinate (`moveToCoordinate:`); an invalid coordinate is skipped.
    open func move(to coordinate: CLLocationCoordinate2D) {
        if let point = RMProjection.googleProjection.coordinateToProjectedPoint(coordinate) { move(to: point) }
    }

    /// Starts a subpath at projected metres (`moveToProjectedPoint:`).
    open func move(to projectedPoint: RMProjectedPoint) {
        subpaths.append([projectedPoint])
        changed()
    }

    /// Extends the path to a coordinate (`addLineToCoordinate:`); an invalid coordinate is skipped.
    open func addLine(to coordinate: CLLocationCoordinate2D) {
        if let point = RMProjection.googleProjection.coordinateToProjectedPoint(coordinate) { addLine(to: point) }
    }

    /// Extends the path to projected metres (`addLineToProjectedPoint:`); the first point starts the path.
    open func addLine(to projectedPoint: RMProjectedPoint) {
        if subpaths.isEmpty {
            subpaths.append([projectedPoint])
        } else {
            subpaths[subpaths.count - 1].append(projectedPoint)
        }
        changed()
    }

    /// Closes the current subpath (`closePath`); a filled shape is closed anyway.
    open func closePath() {}

    /// Runs several changes at once (`performBatchOperations:`).
    open func performBatchOperations(_ block: ((RMShape?) -> Void)!) {
        block?(self)
    }

    /// A line along the path, or the filled path with its holes.
    override func sceneShape() -> SceneShape? {
        let projection = RMProjection.googleProjection
        let rings = subpaths.map { ring in
            ring.compactMap { projection.projectedPointToCoordinate($0).latLng }
        }
        guard let exterior = rings.first, !exterior.isEmpty else { return nil }
        if let fillColor, Self.isVisible(fillColor) {
            return (try? PolygonShape(exterior: exterior, holes: Array(rings.dropFirst()))).map(SceneShape.polygon)
        }
        let width = max(Double(lineWidth), Double(additionalTouchPadding))
        return (try? PolylineShape(points: rings.flatMap { $0 }, width: width)).map(SceneShape.polyline)
    }

    private func changed() {
        if let annotation { annotation.mapView?.sync(annotation) }
    }

    /// Whether a fill colour fills anything (route-me treats a clear fill as none).
    private static func isVisible(_ color: UIColor) -> Bool {
        #if canImport(UIKit)
            color.cgColor.alpha > 0
        #else
            color.alpha > 0
        #endif
    }
}

/// route-me's circle layer (`RMCircle`): a disc of a radius in metres on the ground about its annotation's
/// position (`RMCircle.m` divides by the cosine of the latitude to draw it), a core `CircleShape` on the
/// map. Its taps arrive as the annotation's taps. route-me hits only the outline of an unfilled circle; the
/// core hits the disc (see the porting article).
open class RMCircle: RMMapLayer {
    private weak var circleMap: RMMapView?

    /// The line colour (`lineColor`).
    open var lineColor: UIColor!
    /// The fill colour (`fillColor`).
    open var fillColor: UIColor!
    /// The fill pattern (`fillPatternImage`).
    open var fillPatternImage: UIImage!
    /// The line width in points (`lineWidthInPixels`).
    open var lineWidthInPixels: CGFloat = 2
    /// The radius in metres (`radiusInMeters`); a negative or non-finite radius leaves the circle off the map.
    open var radiusInMeters: CGFloat { didSet { changed() } }

    /// A circle for a map view (`initWithView:radiusInMeters:`); never `nil` here.
    public init!(view aMapView: RMMapView!, radiusInMeters newRadiusInMeters: CGFloat) {
        circleMap = aMapView
        radiusInMeters = newRadiusInMeters
        super.init()
    }

    /// A disc about the annotation's position.
    override func sceneShape() -> SceneShape? {
        guard let centre = annotation?.coordinate.latLng else { return nil }
        return (try? CircleShape(center: centre, radius: Double(radiusInMeters))).map(SceneShape.circle)
    }

    private func changed() {
        if let annotation { annotation.mapView?.sync(annotation) }
    }
}
