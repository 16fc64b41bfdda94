import Foundation
import MapCompatCore
import MapLibreStyle
import Testing

/// An app learns of a tap on a style label as flutter-maplibre-gl's iOS controller does: its own tap
/// recognizer, which fires once MapLibre's single tap fails, asks `visibleFeatures(at:styleLayerIdentifiers:)`
/// for what is drawn under the finger.
struct VisibleFeaturesTests {
    /// The controller's tap handling: the first feature on the interactive layers, else a map click.
    private final class Controller {
        let mapView: MLNMapView
        let interactiveFeatureLayerIds: Set<String> = [MLNMapView.basemapSymbolLayerIdentifier]
        var featureTaps: [String] = []
        var mapClicks = 0

        init(mapView: MLNMapView) {
            self.mapView = mapView
            let singleTap = UITapGestureRecognizer()
            for recognizer in mapView.gestureRecognizers ?? [] where recognizer is UITapGestureRecognizer {
                singleTap.require(toFail: recognizer)
            }
            singleTap.addAction { [unowned self] sender in
                guard sender.state == .ended else { return }
                self.handleMapTap(at: sender.location(in: self.mapView))
            }
            mapView.addGestureRecognizer(singleTap)
        }

        func handleMapTap(at point: CGPoint) {
            let features = mapView.visibleFeatures(at: point, styleLayerIdentifiers: interactiveFeatureLayerIds)
            if let feature = features.first, let id = feature.identifier as? String {
                featureTaps.append(id)
            } else {
                mapClicks += 1
            }
        }
    }

    private let cityHall = CLLocationCoordinate2D(latitude: 37.5666, longitude: 126.9784)

    @Test func aTapOnALabelFindsItsFeature() throws {
        let view = makeMapView()
        try view.addBasemapSymbol(identifier: "city-hall", caption: "Seoul City Hall", coordinate: cityHall)
        let controller = Controller(mapView: view)
        try view.play(settle: 1) { try $0.tap(at: viewCenter) }
        #expect(controller.featureTaps == ["city-hall"])
        #expect(controller.mapClicks == 0)
        let feature = try #require(view.visibleFeatures(at: viewCenter).first)
        #expect(feature.attribute(forKey: "name") as? String == "Seoul City Hall")
        #expect(feature.geoJSONDictionary()["type"] as? String == "Feature")
    }

    @Test func aHiddenLabelOrAnotherLayerIsNotFound() throws {
        let view = makeMapView()
        try view.addBasemapSymbol(identifier: "hidden", caption: "Hidden", coordinate: cityHall, hidden: true)
        #expect(view.visibleFeatures(at: viewCenter).isEmpty)
        try view.addBasemapSymbol(
            identifier: "road", caption: "Sejong-daero", coordinate: cityHall, layerIdentifier: "road-label")
        #expect(view.visibleFeatures(at: viewCenter, styleLayerIdentifiers: ["poi"]).isEmpty)
        #expect(view.visibleFeatures(at: viewCenter).count == 1)
        let controller = Controller(mapView: view)
        try view.play(settle: 1) { try $0.tap(at: viewCenter) }
        #expect(controller.mapClicks == 1)
    }

    @Test func aLabelTakenTwiceIsRefused() throws {
        let view = makeMapView()
        try view.addBasemapSymbol(identifier: "a", caption: "A", coordinate: cityHall)
        #expect(throws: MapCompatError.self) {
            try view.addBasemapSymbol(identifier: "a", caption: "B", coordinate: cityHall)
        }
    }
}
