import Foundation
import MapCompatCore
import MapLibreStyle
import Testing

// A screen written the way mapbox/ios-sdk-examples writes "Runtime multiple annotations"
// (Examples/Swift/RuntimeMultipleAnnotationsExample.swift, the sample MapLibre's iOS examples carried over
// with MLN names and NSExpression values): point features with a `name` attribute in a shape source, a
// circle layer and a symbol layer over it, and the app's own tap recognizer that tries the exact point with
// `visibleFeatures(at:styleLayerIdentifiers:)`, then a 44 × 44 rectangle with `visibleFeatures(in:…)` and
// the feature nearest the touch, and shows a callout by selecting a new point annotation. Deviations: the
// lighthouses are three given features instead of a Wikidata fetch, the circle radius is a constant (the
// sample interpolates it over zoom), and the recognizer takes a closure (`addAction`) because `#selector`
// needs the Objective-C runtime.
final class RuntimeCirclesScreen: NSObject, MLNMapViewDelegate {
    let mapView: MLNMapView
    var callouts: [String] = []
    var removed = 0

    override init() {
        mapView = MLNMapView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        super.init()
        mapView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        mapView.setCenter(
            CLLocationCoordinate2D(latitude: 37.090240, longitude: -95.712891), zoomLevel: 2, animated: false)
        mapView.delegate = self
        // Add our own gesture recognizer to handle taps on our custom map features.
        let tap = UITapGestureRecognizer()
        tap.addAction { [weak self] in self?.handleMapTap(sender: $0) }
        mapView.addGestureRecognizer(tap)
    }

    func mapView(_ mapView: MLNMapView, didFinishLoading style: MLNStyle) {
        addItemsToMap(features: lighthouses())
    }

    func addItemsToMap(features: [MLNPointFeature]) {
        guard let style = mapView.style else { return }
        style.setImage(UIImage(named: "lighthouse", size: CGSize(width: 24, height: 24)), forName: "lighthouse")
        let source = MLNShapeSource(identifier: "lighthouses", features: features, options: nil)
        style.addSource(source)

        let circles = MLNCircleStyleLayer(identifier: "lighthouse-circles", source: source)
        circles.circleColor = NSExpression(forConstantValue: "#1470F5")
        circles.circleOpacity = NSExpression(forConstantValue: 0.5)
        circles.circleRadius = NSExpression(forConstantValue: 8)

        let symbols = MLNSymbolStyleLayer(identifier: "lighthouse-symbols", source: source)
        symbols.iconImageName = NSExpression(forConstantValue: "lighthouse")
        symbols.iconScale = NSExpression(forConstantValue: 0.5)
        symbols.text = NSExpression(forKeyPath: "name")
        symbols.textFontSize = NSExpression(forConstantValue: 16)

        style.addLayer(circles)
        style.addLayer(symbols)
    }

    func handleMapTap(sender: UIGestureRecognizer) {
        guard sender.state == .ended else { return }
        // Limit feature selection to just the following layer identifiers.
        let layerIdentifiers: Set = ["lighthouse-symbols", "lighthouse-circles"]
        // Try matching the exact point first.
        let point = sender.location(in: mapView)
        for feature in mapView.visibleFeatures(at: point, styleLayerIdentifiers: layerIdentifiers)
        where feature is MLNPointFeature {
            guard let selected = feature as? MLNPointFeature else { continue }
            showCallout(feature: selected)
            return
        }
        let touchCoordinate = mapView.convert(point, toCoordinateFrom: mapView)
        let touchLocation = CLLocation(latitude: touchCoordinate.latitude, longitude: touchCoordinate.longitude)
        // Otherwise, get all features within a rect the size of a touch (44x44).
        let touchRect = CGRect(origin: point, size: .zero).insetBy(dx: -22.0, dy: -22.0)
        let possibleFeatures = mapView.visibleFeatures(in: touchRect, styleLayerIdentifiers: Set(layerIdentifiers))
            .filter { $0 is MLNPointFeature }
        // Select the closest feature to the touch center.
        let closestFeatures = possibleFeatures.sorted {
            CLLocation(latitude: $0.coordinate.latitude, longitude: $0.coordinate.longitude).distance(
                from: touchLocation)
                < CLLocation(latitude: $1.coordinate.latitude, longitude: $1.coordinate.longitude)
                .distance(from: touchLocation)
        }
        if let feature = closestFeatures.first as? MLNPointFeature {
            showCallout(feature: feature)
            return
        }
        // If no features were found, deselect the selected annotation, if any.
        mapView.deselectAnnotation(mapView.selectedAnnotations.first, animated: true)
    }

    func showCallout(feature: MLNPointFeature) {
        let point = MLNPointFeature()
        point.title = feature.attributes["name"] as? String
        point.coordinate = feature.coordinate
        mapView.selectAnnotation(point, animated: true)
    }

    func mapView(_ mapView: MLNMapView, annotationCanShowCallout annotation: any MLNAnnotation) -> Bool { true }

    func mapView(_ mapView: MLNMapView, didSelect annotation: any MLNAnnotation) {
        callouts.append(annotation.title ?? "")
    }

    func mapView(_ mapView: MLNMapView, didDeselect annotation: any MLNAnnotation) {
        removed += 1
        mapView.removeAnnotations([annotation])
    }

    func mapView(_ mapView: MLNMapView, viewFor annotation: any MLNAnnotation) -> MLNAnnotationView? {
        MLNAnnotationView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    }

    private func lighthouses() -> [MLNPointFeature] {
        [("Boston Light", 42.3279, -70.8901), ("Point Reyes", 37.9957, -123.0230), ("Key West", 24.5507, -81.8006)]
            .map { name, latitude, longitude in
                let feature = MLNPointFeature()
                feature.coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
                feature.title = name
                feature.attributes = ["name": name]
                return feature
            }
    }
}

@Suite struct RuntimeCirclesScreenTests {
    private func tap(_ screen: RuntimeCirclesScreen, at point: CGPoint) throws {
        try screen.mapView.play { try $0.tap(at: point) }
    }

    private func point(of name: String, in screen: RuntimeCirclesScreen) -> CGPoint {
        let feature = (screen.mapView.style?.source(withIdentifier: "lighthouses") as? MLNShapeSource)?
            .features(matching: nil).first { $0.attribute(forKey: "name") as? String == name }
        return screen.mapView.convert(feature?.coordinate ?? CLLocationCoordinate2D(), toPointTo: screen.mapView)
    }

    @Test func aTapOnACircleShowsItsLighthouseAndAnEmptyTapHidesIt() throws {
        let screen = RuntimeCirclesScreen()
        try screen.mapView.advance(by: 0.1)
        let boston = point(of: "Boston Light", in: screen)
        try tap(screen, at: CGPoint(x: boston.x + 6, y: boston.y))
        #expect(screen.callouts == ["Boston Light"])
        try tap(screen, at: CGPoint(x: 30, y: 30))
        #expect(screen.removed == 1)
        #expect(screen.mapView.annotations?.isEmpty ?? true)
    }

    @Test func aTapBesideACircleFindsItThroughTheTouchRectangle() throws {
        let screen = RuntimeCirclesScreen()
        try screen.mapView.advance(by: 0.1)
        let keyWest = point(of: "Key West", in: screen)
        // 25 points off: outside the 8-point disc, inside the 44 × 44 touch rectangle grown by the radius.
        #expect(screen.mapView.visibleFeatures(at: CGPoint(x: keyWest.x + 25, y: keyWest.y)).isEmpty)
        try tap(screen, at: CGPoint(x: keyWest.x + 25, y: keyWest.y))
        #expect(screen.callouts == ["Key West"])
    }

    @Test func theExactPointFindsTheSymbolAboveTheCircleInLayerOrder() throws {
        let screen = RuntimeCirclesScreen()
        try screen.mapView.advance(by: 0.1)
        let reyes = point(of: "Point Reyes", in: screen)
        let layers = screen.mapView.visibleFeatures(at: reyes).compactMap { $0.attribute(forKey: "name") as? String }
        #expect(layers == ["Point Reyes", "Point Reyes"])
        // 7 points off: inside the circle (radius 8), outside the icon (24 × 0.5 = 12 points square).
        let circleOnly = screen.mapView.visibleFeatures(
            at: CGPoint(x: reyes.x + 7, y: reyes.y), styleLayerIdentifiers: ["lighthouse-symbols"])
        #expect(circleOnly.isEmpty)
        #expect(
            screen.mapView.visibleFeatures(
                at: CGPoint(x: reyes.x + 7, y: reyes.y), styleLayerIdentifiers: ["lighthouse-circles"]
            ).count == 1)
    }
}
