import MapCompatConformance
import MapCompatCore
import MapLibreStyle

/// A compass tap, read from the camera-change reason that reports it.
///
/// MapLibre has no control callback, but `MLNCameraChangeReasonResetNorth` is documented as "the user tapped
/// the compass" (maplibre-native `platform/ios/src/MLNCameraChangeReason.h`). The compass's tap handler calls
/// `resetNorth` (`platform/ios/src/MLNCompassButton.mm`), which sets that bit for every caller
/// (`platform/ios/src/MLNMapView.mm` `resetNorthAnimated:`), so the bit means a compass tap only to an app that
/// never calls `resetNorth()` itself, as this one never does. No other control reports anything (a tap on the
/// logo, the scale bar or the attribution button goes on to the map unreported), and a tap on a compass shown
/// while the map is already north up and flat moves nothing, so no reason comes: control taps are checked only
/// in runs whose touches are all compass taps that turn the map back.
extension MapLibreSession {
    /// On the will-change of a movement: `resetNorth` is the user's tap on the compass.
    func recordCompassTap(_ reason: MLNCameraChangeReason) {
        if reason.contains(.resetNorth) { record(.controlTap(.compass)) }
    }

    /// Before a step: any other touch may land on a control MapLibre does not report.
    func noteCompassTap(_ step: Step) {
        switch step {
        case .wait, .camera, .set, .location:
            return
        case .tapControl(.compass) where mapView.direction != 0 || mapView.camera.pitch != 0:
            return
        default:
            hiddenKinds.insert("controlTap")
        }
    }
}
