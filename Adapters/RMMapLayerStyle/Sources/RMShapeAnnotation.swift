// swift-format-ignore-file: NeverUseImplicitlyUnwrappedOptionals

// route-me's headers carry no nullability: Swift imports their objects implicitly unwrapped, and so does this API.
import Foundation
import MapCompatCore

/// An annotation drawn through a list of locations (route-me's `RMShapeAnnotation`,
/// `MapView/Map/RMShapeAnnotation.m`): it stands at its first point, covers the box of all of them, and its
/// subclasses make their own ``RMShape`` layer on first use, as route-me does. Its colours and width are the
/// layer's.
open class RMShapeAnnotation: RMAnnotation {
    /// The locations the shape passes through, as given (`points`, `CLLocation`s in an `NSArray`).
    public let points: [Any]!

    /// Creates a shape annotation (`initWithMapView:points:`): at the first location, its bounding box around
    /// all of them. `nil` without a `CLLocation` to stand at (route-me reads the array's first object).
    public init!(mapView aMapView: RMMapView!, points: [Any]!) {
        guard let first = points?.first as? CLLocation else { return nil }
        self.points = points
        super.init(mapView: aMapView, coordinate: first.coordinate, andTitle: nil)
        setBoundingBoxFromLocations(points)
    }

    /// The locations' coordinates, skipping anything that is not a `CLLocation`.
    var pointCoordinates: [CLLocationCoordinate2D] {
        (points ?? []).compactMap { ($0 as? CLLocation)?.coordinate }
    }

    /// The layer's line colour (`lineColor`).
    open var lineColor: UIColor! {
        get { (layer as? RMShape)?.lineColor }
        set { (layer as? RMShape)?.lineColor = newValue }
    }

    /// The layer's line width in points (`lineWidth`).
    open var lineWidth: CGFloat {
        get { CGFloat((layer as? RMShape)?.lineWidth ?? 0) }
        set { (layer as? RMShape)?.lineWidth = Float(newValue) }
    }

    /// The layer's fill colour (`fillColor`).
    open var fillColor: UIColor! {
        get { (layer as? RMShape)?.fillColor }
        set { (layer as? RMShape)?.fillColor = newValue }
    }

    /// The layer made on first use by a subclass; setting another layer is ignored, as route-me logs it,
    /// and reported once the annotation is on a map; `nil` clears it.
    open override var layer: RMMapLayer! {
        get {
            if let made = super.layer { return made }
            guard let made = makeLayer() else { return nil }
            super.layer = made
            return made
        }
        set {
            guard let newValue else { return super.layer = nil }
            mapView?.core.diagnostics.report(
                MapDiagnostic(
                    field: "\(type(of: self)).layer", value: "\(type(of: newValue))", action: .ignored,
                    message: "setting a custom layer on a shape annotation is a no-op"))
        }
    }

    /// The layer the annotation draws itself with; none for a plain shape annotation.
    func makeLayer() -> RMMapLayer? { nil }
}

/// A line through locations (route-me's `RMPolylineAnnotation`, `RMPolylineAnnotation.m`): its layer is an
/// ``RMShape`` from the first location through the others, hit along its line.
open class RMPolylineAnnotation: RMShapeAnnotation {
    override func makeLayer() -> RMMapLayer? {
        let shape: RMShape = RMShape(view: mapView)
        shape.performBatchOperations { line in
            line?.move(to: self.coordinate)
            for coordinate in self.pointCoordinates { line?.addLine(to: coordinate) }
        }
        return shape
    }
}

/// A closed area through locations, with holes (route-me's `RMPolygonAnnotation`, `RMPolygonAnnotation.m`):
/// its layer is a closed ``RMShape``; with interior polygons, each is a further subpath and the shape is
/// filled (route-me fills it blue at 20 % and cuts the holes by the even-odd rule), so that it is hit inside.
open class RMPolygonAnnotation: RMShapeAnnotation {
    /// The polygons cut out of this one (`interiorPolygons`, `RMPolygonAnnotation`s in an `NSArray`).
    public let interiorPolygons: [Any]!

    /// Creates a polygon without holes (`initWithMapView:points:`).
    public convenience override init!(mapView aMapView: RMMapView!, points: [Any]!) {
        self.init(mapView: aMapView, points: points, interiorPolygons: nil)
    }

    /// Creates a polygon with holes (`initWithMapView:points:interiorPolygons:`).
    public init!(mapView aMapView: RMMapView!, points: [Any]!, interiorPolygons: [Any]!) {
        self.interiorPolygons = interiorPolygons
        super.init(mapView: aMapView, points: points)
    }

    override func makeLayer() -> RMMapLayer? {
        let shape: RMShape = RMShape(view: mapView)
        let holes = (interiorPolygons ?? []).compactMap { $0 as? RMPolygonAnnotation }
        shape.performBatchOperations { area in
            area?.move(to: self.coordinate)
            for coordinate in self.pointCoordinates { area?.addLine(to: coordinate) }
            area?.closePath()
            for hole in holes {
                area?.move(to: hole.coordinate)
                for coordinate in hole.pointCoordinates { area?.addLine(to: coordinate) }
                area?.addLine(to: hole.coordinate)
            }
        }
        if interiorPolygons != nil {
            shape.fillColor = UIColor(red: 0, green: 0, blue: 1, alpha: 0.2)
            shape.fillRule = "even-odd"
        }
        return shape
    }
}
