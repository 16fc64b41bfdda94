import Foundation
import MapCompatConformance
import MapCompatCore
import TomTomStyle

#if canImport(CoreLocation)
    import CoreLocation
#endif

/// The style's labels: how a TomTom app hears of a tap on one.
///
/// TomTom has no label callback. An app that handles them asks `mapFeatures(coordinate:)` (TomTom's
/// `RenderedFeatureActions`, Public Preview) on `map(_:onInteraction:)`'s `.tapped(coordinate:)` and takes the
/// first, topmost feature of its label layer: the same route MapLibre apps take with `visibleFeatures(at:)`,
/// held to the same standard. The spec's `symbolTap` answer is that app's: `consume` reports the label only,
/// `propagate` reports it and then the map tap. A spec without a symbol handler is an app that queries no
/// features: every such tap is a map tap.
extension TomTomSession {
    /// Places a spec symbol as a label of the loaded style.
    func placeSymbol(_ item: Spec.SceneItem, _ fields: Spec.SceneItem.Symbol) throws {
        try map.addStyleLabel(
            identifier: item.id, caption: fields.caption,
            coordinate: CLLocationCoordinate2D(
                latitude: fields.position.latitude, longitude: fields.position.longitude),
            size: fields.size, hidden: !item.visible, zIndex: item.z)
    }

    /// What the app reports for `.tapped(coordinate:)` at `point`: the topmost label there, when the app
    /// handles labels, and the map tap unless its handler keeps the tap.
    func reportAppTap(at point: CGPoint, coordinate: CLLocationCoordinate2D, position: LatLng) {
        if let answer = symbolAnswer,
            let feature = map.mapFeatures(coordinate: coordinate).first(where: {
                $0.styleLayerID == TomTomMap.styleLabelLayerID
            }),
            let id = feature.properties?["id"] as? String
        {
            let consumed = answer == .consume
            driver.record(
                .symbolTap(
                    id: id, caption: feature.properties?["name"] as? String ?? "", consumed: consumed,
                    at: TapLocation(point: point, coordinate: position)))
            if consumed { return }
        }
        driver.record(.mapTap(point: point, coordinate: position))
    }

    /// Declines a long press, drag or raw touches when labels keep taps: the app's feature query runs on
    /// `.tapped` only, and a long press on a label reaches the app as `.longPressed`, a press on the map.
    static func declineSymbolPresses(_ spec: Spec, profile: InteractionProfile) throws {
        guard spec.handlers.symbolTap == .consume, spec.hasSymbols,
            spec.steps.contains(where: { $0.mayHoldAFinger(on: profile) })
        else { return }
        throw NotExpressible(
            reason: "a TomTom app finds labels on .tapped (mapFeatures(coordinate:)); a long press on a label "
                + "reaches it as .longPressed, a press on the map, so a label cannot keep it",
            capability: .handler("symbolTap.consume"))
    }
}
