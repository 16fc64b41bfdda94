// swift-format-ignore-file: NeverUseImplicitlyUnwrappedOptionals

// route-me's headers carry no nullability: Swift imports their objects implicitly unwrapped, and so does this API.
import Foundation
import MapCompatCore

/// An annotation that brings its own pin (route-me's `RMPointAnnotation`, `MapView/Map/RMPointAnnotation.m`):
/// its layer is made on first use, a Mapbox marker that can show a callout; a custom layer set on it is
/// ignored (route-me logs "a no-op"; here it is reported on `core.diagnostics` once on a map), `nil` clears it.
/// It is made as any annotation is, `RMPointAnnotation(mapView:coordinate:andTitle:)`.
open class RMPointAnnotation: RMAnnotation {
    /// The Mapbox pin made on first use; setting another layer is ignored.
    open override var layer: RMMapLayer! {
        get {
            if let made = super.layer { return made }
            let marker: RMMarker = RMMarker(mapboxMarkerImage: nil, tintColor: nil)
            marker.canShowCallout = true
            super.layer = marker
            return marker
        }
        set {
            guard let newValue else { return super.layer = nil }
            mapView?.core.diagnostics.report(
                MapDiagnostic(
                    field: "RMPointAnnotation.layer", value: "\(type(of: newValue))", action: .ignored,
                    message: "setting a custom layer on an RMPointAnnotation is a no-op"))
        }
    }
}
