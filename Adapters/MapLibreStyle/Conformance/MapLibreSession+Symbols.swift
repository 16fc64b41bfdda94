import Foundation
import MapCompatConformance
import MapCompatCore
import MapLibreStyle

/// Basemap symbols: how a MapLibre app hears of a tap on a label of the style.
///
/// A spec symbol is a label the app draws with runtime styling (a symbol layer over a shape source), so
/// the tap finds it through the same scene as any style layer. MapLibre has no symbol callback. An app that handles them does what flutter-maplibre-gl's iOS controller
/// does (`ios/Classes/MapLibreMapController.swift`, `handleMapTap(sender:)`): its own tap recognizer, which
/// fires once MapLibre's single tap has failed (nothing to select), asks
/// `visibleFeatures(at:styleLayerIdentifiers:)` for the labels under the finger and takes the first, topmost
/// one. The spec's `symbolTap` answer is that app's: `consume` reports the feature only (flutter's
/// `feature#onTap`), `propagate` reports it and then the map tap. A spec without a symbol handler is an app
/// that queries no features: every such tap is a map tap.
extension MapLibreSession {
    /// Places the spec's symbols once the style has loaded, as MapLibre apps do: `mapView(_:didFinishLoading:)`
    /// is "the earliest opportunity to modify the layout or appearance of the current style" (maplibre-native
    /// `platform/ios/src/MLNMapViewDelegate.h`). The style loads at the run's first touch or wait, with this
    /// session as the delegate already, so no callback of the map's set-up goes unheard (the `cameraIdle` after
    /// a limit pulled the camera in: fuzz seed 7, run 798).
    func mapView(_ mapView: MLNMapView, didFinishLoading style: MLNStyle) {
        for (item, fields) in pendingSymbols { addSymbol(item, fields, to: style) }
        pendingSymbols = []
    }

    /// Places a spec symbol as an app places a label with runtime styling: a point feature (its `name` the
    /// caption, its `icon` an image of the symbol's size set with `setImage(_:forName:)`) in a shape source
    /// drawn by a symbol layer. Symbols of one z and visibility share a layer; layers stack by z, and a
    /// hidden symbol's layer is not visible.
    private func addSymbol(_ item: Spec.SceneItem, _ fields: Spec.SceneItem.Symbol, to style: MLNStyle) {
        let layerID = Self.symbolLayerIdentifier(z: item.z, visible: item.visible)
        let image = "symbol-\(item.id)"
        style.setImage(UIImage(named: image, size: fields.size), forName: image)
        let feature = MLNPointFeature()
        feature.coordinate = CLLocationCoordinate2D(
            latitude: fields.position.latitude, longitude: fields.position.longitude)
        feature.identifier = item.id
        feature.attributes = ["name": fields.caption, "icon": image]
        if let source = style.source(withIdentifier: layerID) as? MLNShapeSource {
            let features = (source.shape as? MLNShapeCollection)?.shapes.compactMap { $0 as? MLNPointFeature } ?? []
            source.shape = MLNShapeCollectionFeature(shapes: features + [feature])
            return
        }
        let source = MLNShapeSource(identifier: layerID, features: [feature], options: nil)
        style.addSource(source)
        let layer = MLNSymbolStyleLayer(identifier: layerID, source: source)
        layer.iconImageName = NSExpression(forKeyPath: "icon")
        layer.text = NSExpression(forKeyPath: "name")
        layer.isVisible = item.visible
        let above = style.layers.last { Self.symbolLayerZ(of: $0.identifier).map { $0 <= item.z } ?? false }
        if let above { style.insertLayer(layer, above: above) } else { style.insertLayer(layer, at: 0) }
    }

    /// The symbol layer of a z and visibility: MapLibre styles' `poi` for the usual one.
    static func symbolLayerIdentifier(z: Int, visible: Bool) -> String {
        z == 0 && visible ? MLNMapView.basemapSymbolLayerIdentifier : "poi.\(z).\(visible ? "shown" : "hidden")"
    }

    /// The z of a spec symbol layer, or `nil` for another layer.
    static func symbolLayerZ(of identifier: String) -> Int? {
        if identifier == MLNMapView.basemapSymbolLayerIdentifier { return 0 }
        let parts = identifier.split(separator: ".")
        return parts.count == 3 && parts[0] == "poi" ? Int(parts[1]) : nil
    }

    /// What the app's tap recognizer reports for a tap at `point`: the topmost label there, when the app
    /// handles labels, and the map tap unless the app's handler keeps the tap.
    func reportAppTap(at point: CGPoint, coordinate: LatLng) {
        let labelLayers = Set(
            (mapView.style?.layers ?? []).map(\.identifier).filter { Self.symbolLayerZ(of: $0) != nil })
        if let answer = symbolAnswer,
            let feature = mapView.visibleFeatures(at: point, styleLayerIdentifiers: labelLayers).first,
            let id = feature.identifier as? String
        {
            let caption = feature.attribute(forKey: "name") as? String ?? ""
            let consumed = answer == .consume
            record(
                .symbolTap(
                    id: id, caption: caption, consumed: consumed,
                    at: TapLocation(point: point, coordinate: coordinate)))
            if consumed { return }
        }
        record(.mapTap(point: point, coordinate: coordinate))
    }

    /// Declines a long press, drag or raw touches when labels keep taps: the app's feature query runs in its
    /// tap recognizer only, and a long press on a label reaches its long-press recognizer as a map press.
    static func declineSymbolPresses(_ spec: Spec, profile: InteractionProfile) throws {
        guard spec.handlers.symbolTap == .consume, spec.hasSymbols,
            spec.steps.contains(where: { $0.mayHoldAFinger(on: profile) })
        else { return }
        throw NotExpressible(
            reason: "a MapLibre app finds labels in its tap recognizer (visibleFeatures(at:)); a long press on a label "
                + "reaches its long-press recognizer as a press on the map, so a label cannot keep it",
            capability: .handler("symbolTap.consume"))
    }
}
