import Foundation
import MapCompatCore
import MapLibreStyle
import Testing

/// Runtime styling drawn as the core's scene: sources, layers and what `visibleFeatures` finds in them.
@Suite struct RuntimeStylingTests {
    private let centre = CLLocationCoordinate2D(latitude: 37.5666, longitude: 126.9784)

    /// A loaded map at the tests' camera (Seoul, zoom 15) and its style.
    private func loaded() throws -> (MLNMapView, MLNStyle) {
        let view = makeMapView()
        try view.advance(by: 0.1)
        let style = try #require(view.style)
        return (view, style)
    }

    private func names(_ features: [any MLNFeature]) -> [String] {
        features.compactMap { $0.attribute(forKey: "name") as? String }
    }

    private func pointFeature(_ name: String, _ coordinate: CLLocationCoordinate2D) -> MLNPointFeature {
        let feature = MLNPointFeature()
        feature.coordinate = coordinate
        feature.identifier = name
        feature.attributes = ["name": name]
        return feature
    }

    @Test func layersAreFoundTopmostFirstAndInsertionBelowAndAboveIsKept() throws {
        let (view, style) = try loaded()
        let source = MLNShapeSource(identifier: "s", features: [pointFeature("a", centre)], options: nil)
        style.addSource(source)
        let low = MLNCircleStyleLayer(identifier: "low", source: source)
        let high = MLNCircleStyleLayer(identifier: "high", source: source)
        let middle = MLNCircleStyleLayer(identifier: "middle", source: source)
        style.addLayer(high)
        style.insertLayer(low, below: high)
        style.insertLayer(middle, above: low)
        #expect(style.layers.map(\.identifier) == ["low", "middle", "high"])
        let point = view.convert(centre, toPointTo: view)
        let hits = view.visibleFeatures(at: point)
        #expect(hits.count == 3)
        #expect(style.layer(withIdentifier: "middle") === middle)
        style.removeLayer(high)
        #expect(view.visibleFeatures(at: point, styleLayerIdentifiers: ["high"]).isEmpty)
        #expect(view.visibleFeatures(at: point, styleLayerIdentifiers: ["low", "middle"]).count == 2)
    }

    @Test func theCircleRadiusAndStrokeDecideTheHitAndTheExactPointIsQueried() throws {
        let (view, style) = try loaded()
        let source = MLNShapeSource(identifier: "s", shape: pointFeature("a", centre))
        style.addSource(source)
        let layer = MLNCircleStyleLayer(identifier: "c", source: source)
        style.addLayer(layer)
        let point = view.convert(centre, toPointTo: view)
        // The default radius is 5 points.
        #expect(names(view.visibleFeatures(at: CGPoint(x: point.x + 4.5, y: point.y))) == ["a"])
        #expect(view.visibleFeatures(at: CGPoint(x: point.x + 5.5, y: point.y)).isEmpty)
        layer.circleRadius = NSExpression(forConstantValue: 10)
        layer.circleStrokeWidth = NSExpression(forConstantValue: 2)
        #expect(names(view.visibleFeatures(at: CGPoint(x: point.x + 11.5, y: point.y))) == ["a"])
        // A disc, not a box: the corner of the 24-point square misses.
        #expect(view.visibleFeatures(at: CGPoint(x: point.x + 10, y: point.y + 10)).isEmpty)
        // A radius from the feature's attribute.
        source.shape = {
            let feature = pointFeature("b", centre)
            feature.attributes["size"] = 20
            return feature
        }()
        layer.circleRadius = NSExpression(forKeyPath: "size")
        #expect(names(view.visibleFeatures(at: CGPoint(x: point.x + 21, y: point.y))) == ["b"])
    }

    @Test func visibilityZoomRangeAndPredicateHideFeatures() throws {
        let (view, style) = try loaded()
        let east = CLLocationCoordinate2D(latitude: centre.latitude, longitude: centre.longitude + 0.001)
        let source = MLNShapeSource(
            identifier: "s", features: [pointFeature("a", centre), pointFeature("b", east)], options: nil)
        style.addSource(source)
        let layer = MLNCircleStyleLayer(identifier: "c", source: source)
        style.addLayer(layer)
        let point = view.convert(centre, toPointTo: view)
        #expect(names(view.visibleFeatures(at: point)) == ["a"])
        layer.isVisible = false
        #expect(view.visibleFeatures(at: point).isEmpty)
        layer.isVisible = true
        layer.minimumZoomLevel = 16
        #expect(view.visibleFeatures(at: point).isEmpty)
        layer.minimumZoomLevel = 10
        layer.maximumZoomLevel = 15  // exclusive: the map is at zoom 15
        #expect(view.visibleFeatures(at: point).isEmpty)
        layer.maximumZoomLevel = 22
        layer.predicate = NSPredicate(format: "name == %@", "b")
        #expect(view.visibleFeatures(at: point).isEmpty)
        #expect(names(source.features(matching: layer.predicate)) == ["b"])
        layer.predicate = NSPredicate(format: "name != 'b'")
        #expect(names(view.visibleFeatures(at: point)) == ["a"])
    }

    @Test func linesAreHitWithinHalfTheirWidthAndFillsInside() throws {
        let (view, style) = try loaded()
        let point = view.convert(centre, toPointTo: view)
        var line = [
            view.convert(CGPoint(x: point.x - 100, y: point.y), toCoordinateFrom: view),
            view.convert(CGPoint(x: point.x + 100, y: point.y), toCoordinateFrom: view),
        ]
        let road = MLNPolylineFeature(coordinates: &line, count: UInt(line.count))
        road.attributes = ["name": "road"]
        var ring = [
            view.convert(CGPoint(x: point.x - 50, y: point.y - 50), toCoordinateFrom: view),
            view.convert(CGPoint(x: point.x + 50, y: point.y - 50), toCoordinateFrom: view),
            view.convert(CGPoint(x: point.x + 50, y: point.y - 150), toCoordinateFrom: view),
            view.convert(CGPoint(x: point.x - 50, y: point.y - 150), toCoordinateFrom: view),
        ]
        let park = MLNPolygonFeature(coordinates: &ring, count: UInt(ring.count))
        park.attributes = ["name": "park"]
        let source = MLNShapeSource(identifier: "s", features: [road, park], options: nil)
        style.addSource(source)
        let lines = MLNLineStyleLayer(identifier: "lines", source: source)
        lines.lineWidth = NSExpression(forConstantValue: 8)
        style.addLayer(lines)
        style.insertLayer(MLNFillStyleLayer(identifier: "fills", source: source), below: lines)
        #expect(names(view.visibleFeatures(at: CGPoint(x: point.x, y: point.y + 3.5))) == ["road"])
        #expect(view.visibleFeatures(at: CGPoint(x: point.x, y: point.y + 4.5)).isEmpty)
        #expect(names(view.visibleFeatures(at: CGPoint(x: point.x, y: point.y - 100))) == ["park"])
        // The line layer draws the park's outline too, above the fill.
        #expect(names(view.visibleFeatures(at: CGPoint(x: point.x + 48, y: point.y - 100))) == ["park", "park"])
        // A rectangle across the park's edge meets it; one beside it does not.
        let across = view.visibleFeatures(
            in: CGRect(x: point.x - 10, y: point.y - 60, width: 20, height: 20), styleLayerIdentifiers: ["fills"])
        #expect(names(across) == ["park"])
        let beside = view.visibleFeatures(
            in: CGRect(x: point.x - 10, y: point.y - 40, width: 20, height: 20), styleLayerIdentifiers: ["fills"])
        #expect(beside.isEmpty)
    }

    @Test func aSymbolIsHitOnItsIconBox() throws {
        let (view, style) = try loaded()
        style.setImage(UIImage(size: CGSize(width: 40, height: 20)), forName: "pin")
        let source = MLNShapeSource(identifier: "s", features: [pointFeature("a", centre)], options: nil)
        style.addSource(source)
        let symbols = MLNSymbolStyleLayer(identifier: "sym", source: source)
        symbols.iconImageName = NSExpression(forConstantValue: "pin")
        style.addLayer(symbols)
        let point = view.convert(centre, toPointTo: view)
        #expect(names(view.visibleFeatures(at: CGPoint(x: point.x + 19, y: point.y + 9))) == ["a"])
        #expect(view.visibleFeatures(at: CGPoint(x: point.x + 19, y: point.y + 11)).isEmpty)
        symbols.iconScale = NSExpression(forConstantValue: 2)
        #expect(names(view.visibleFeatures(at: CGPoint(x: point.x + 39, y: point.y + 19))) == ["a"])
        #expect(style.image(forName: "pin")?.size == CGSize(width: 40, height: 20))
    }

    @Test func aSecondSourceOfAnIdentifierIsIgnoredAndReported() throws {
        let (view, style) = try loaded()
        style.addSource(MLNShapeSource(identifier: "s", shape: nil))
        let before = view.core.diagnostics.entries.count
        style.addSource(MLNShapeSource(identifier: "s", shape: nil))
        #expect(style.sources.count == 1)
        #expect(view.core.diagnostics.entries.count == before + 1)
        #expect(view.core.diagnostics.entries.last?.field == "source.identifier")
    }

    /// Colours are not `CVarArg` on Linux, so the runtime-styling article passes them as an array, as apps that
    /// build colour expressions (MapLibre's `MBXViewController.m` styling examples) can on every platform.
    @Test func coloursGoToAFormatAsAnArgumentArray() {
        let colour = NSExpression(format: "%@", argumentArray: [UIColor.red])
        #expect(colour.expressionValue(with: nil, context: nil) is UIColor)
        let radius = NSExpression(format: "%@", 8)
        #expect(radius.expressionValue(with: nil, context: nil) as? Double == 8)
    }

    @Test func anExpressionNotEvaluatedHeadlessIsReportedOnce() throws {
        let (view, style) = try loaded()
        let source = MLNShapeSource(identifier: "s", shape: pointFeature("a", centre))
        style.addSource(source)
        let layer = MLNCircleStyleLayer(identifier: "c", source: source)
        style.addLayer(layer)
        let before = view.core.diagnostics.entries.count
        layer.circleRadius = NSExpression(
            format: "mgl_interpolate:withCurveType:parameters:stops:($zoomLevel, 'linear', nil, %@)", "stops")
        layer.circleColor = NSExpression(forConstantValue: "red")
        #expect(view.core.diagnostics.entries.count == before + 1)
        let point = view.convert(centre, toPointTo: view)
        #expect(names(view.visibleFeatures(at: CGPoint(x: point.x + 4.5, y: point.y))) == ["a"])
    }
}
