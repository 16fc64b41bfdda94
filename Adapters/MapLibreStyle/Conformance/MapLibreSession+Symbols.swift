import Foundation
import MapCompatConformance
import MapCompatCore
import MapLibreStyle

/// Basemap symbols: how a MapLibre app hears of a tap on a label of the style.
///
/// MapLibre has no symbol callback. An app that handles them does what flutter-maplibre-gl's iOS controller
/// does (`ios/Classes/MapLibreMapController.swift`, `handleMapTap(sender:)`): its own tap recognizer, which
/// fires once MapLibre's single tap has failed (nothing to select), asks
/// `visibleFeatures(at:styleLayerIdentifiers:)` for the labels under the finger and takes the first, topmost
/// one. The spec's `symbolTap` answer is that app's: `consume` reports the feature only (flutter's
/// `feature#onTap`), `propagate` reports it and then the map tap. A spec without a symbol handler is an app
/// that queries no features: every such tap is a map tap.
extension MapLibreSession {
    /// Places a spec symbol as a label of the loaded style.
    func prepareSymbol(_ item: Spec.SceneItem, _ fields: Spec.SceneItem.Symbol) throws {
        try mapView.addBasemapSymbol(
            identifier: item.id, caption: fields.caption,
            coordinate: CLLocationCoordinate2D(
                latitude: fields.position.latitude, longitude: fields.position.longitude),
            size: fields.size, hidden: !item.visible, zIndex: item.z)
    }

    /// What the app's tap recognizer reports for a tap at `point`: the topmost label there, when the app
    /// handles labels, and the map tap unless the app's handler keeps the tap.
    func reportAppTap(at point: CGPoint, coordinate: LatLng) {
        if let answer = symbolAnswer,
            let feature = mapView.visibleFeatures(
                at: point, styleLayerIdentifiers: [MLNMapView.basemapSymbolLayerIdentifier]
            ).first,
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
    static func declineSymbolPresses(_ spec: Spec) throws {
        guard spec.handlers.symbolTap == .consume, spec.hasSymbols, spec.steps.contains(where: \.mayHoldAFinger)
        else { return }
        throw NotExpressible(
            reason: "a MapLibre app finds labels in its tap recognizer (visibleFeatures(at:)); a long press on a label "
                + "reaches its long-press recognizer as a press on the map, so a label cannot keep it",
            capability: .handler("symbolTap.consume"))
    }
}
