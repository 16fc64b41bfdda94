import MapCompatCore
import RMMapLayerStyle

/// An `RMMarker` that notes the drag states the map view hands it. route-me tells its delegate only what a
/// layer stores, dragging and none (`RMMapLayer.m`, `setDragState:animated:`); starting, ending and canceling
/// reach the layer alone, so a layer subclass is route-me's way to observe them, as a marker that animates its
/// lift and drop does (`RMMarker.m` in the later Mapbox iOS SDK).
final class HandedDragStateMarker: RMMarker {
    /// Called with each state the map view hands the layer, before the layer confirms it.
    var onHanded: ((RMMapLayerDragState) -> Void)?
    /// The last state handed and not yet confirmed: starting until the layer stores dragging, ending or
    /// canceling until it stores none.
    private(set) var unconfirmed: RMMapLayerDragState?

    override func setDragState(_ state: RMMapLayerDragState, animated: Bool) {
        switch state {
        case RMMapLayerDragStateStarting, RMMapLayerDragStateEnding, RMMapLayerDragStateCanceling:
            unconfirmed = state
            onHanded?(state)
        default:
            break
        }
        super.setDragState(state, animated: animated)
    }

    /// Forgets the handed state once the delegate hears the stored state that confirms it.
    func confirmed() { unconfirmed = nil }
}
