/// Reasons, taken from the target vendors' API references, for concepts whose map entry gives none yet: the
/// coverage table shows them in place of the placeholder ("has no counterpart"), so that its "no equivalent"
/// rows say what the target does instead.
extension PortingCoverage {
    /// Per concept id, per target style: why the target has no equivalent and what to write instead.
    public static let documentedReasons: [String: [PortingStyle: String]] = {
        var reasons: [String: [PortingStyle: String]] = [:]
        // MapLibre's runtime styling (MLNStyle.h, MLNShapeSource.h, MLNVectorStyleLayer.h) and its location
        // manager's options.
        reasons["maplibre.runtimeStyling"] = [
            .naver:
                "NAVER Maps adds no style layers at run time: draw each feature as an overlay (NMFMarker, "
                + "NMFPolylineOverlay, NMFPolygonOverlay, NMFCircleOverlay) whose touchHandler hears its taps; "
                + "location options belong to NMFLocationManager.",
            .tomtom:
                "TomTom's map adds no style layers of the app's: draw each feature as an annotation "
                + "(TomTomMap.addMarker, addLine, addPolygon, addCircle), hear taps in map(_:onInteraction:), and fit "
                + "them with CameraUpdate(fitToCoordinates:padding:).",
            .rm:
                "route-me draws raster tiles and annotations only: draw each feature as an annotation whose layer "
                + "(RMMarker, RMShape, RMCircle) mapView(_:layerFor:) returns, and hear taps in tap(on:onMap:).",
        ]
        return reasons
    }()
}

extension APIConcept {
    /// Why `target` cannot express the concept and what to do instead: the documented reason
    /// (``PortingCoverage/documentedReasons``) where the map's own gap states no fact about the target, so that a
    /// port's note says what the coverage table says. `nil` when the target has no gap.
    public func reason(for target: PortingStyle) -> String? {
        guard let gap = gap(in: target) else { return nil }
        guard PortingCoverage.isUnexplained(gap) else { return gap }
        return PortingCoverage.documentedReasons[id]?[target] ?? gap
    }
}
