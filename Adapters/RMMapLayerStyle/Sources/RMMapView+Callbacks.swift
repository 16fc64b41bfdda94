import Foundation
import MapCompatCore

#if canImport(UIKit)
    import UIKit
#endif

/// Core events reshaped into route-me's delegate calls, under the names Swift's importer gives them.
extension RMMapView {
    /// Turns a core event into the delegate's callback, and a drag state into the layer's.
    func report(_ event: MapEvent) {
        switch event {
        case .mapTap(let point, _): delegate?.singleTap(onMap: self, at: point)
        case .mapDoubleTap(let point, _): delegate?.doubleTap(onMap: self, at: point)
        case .mapTwoFingerTap(let point, _): delegate?.singleTapTwoFingers(onMap: self, at: point)
        case .mapLongPress(let point, _): delegate?.longPress(onMap: self, at: point)
        case .annotationTap(let id): reportAnnotationTap(AnnotationID(id))
        case .annotationLongPress(let id):
            if let annotation = annotationsByID[AnnotationID(id)] { delegate?.longPress(on: annotation, onMap: self) }
        case .annotationSelect(let id):
            if let annotation = annotationsByID[AnnotationID(id)] { delegate?.mapView(self, didSelect: annotation) }
        case .annotationDeselect(let id):
            if let annotation = annotationsByID[AnnotationID(id)] { delegate?.mapView(self, didDeselect: annotation) }
        case .calloutTap(let id, let part):
            reportCalloutTap(AnnotationID(id), part)
        case .dragState(let id, let state):
            reportDragState(AnnotationID(id), RMMapLayerDragState(state))
        case .trackingMode(let mode):
            delegate?.mapView(self, didChange: RMUserTrackingMode(mode), animated: true)
        case .cameraWillChange(let reason, _):
            move = (reason == .gesture, core.camera.zoom, false)
            delegate?.beforeMapMove(self, byUser: reason == .gesture)
        case .cameraChanging:
            if let current = move, !current.zooming, current.zoom != core.camera.zoom {
                move?.zooming = true
                delegate?.beforeMapZoom(self, byUser: current.byUser)
            }
            delegate?.mapViewRegionDidChange(self)
        case .cameraDidChange(let reason):
            let byUser = move?.byUser ?? (reason == .gesture)
            let zoomed = move?.zooming == true
            move = nil
            if zoomed { resyncScaledLayers() }
            if zoomed { delegate?.afterMapZoom(self, byUser: byUser) }
            delegate?.afterMapMove(self, byUser: byUser)
        default:
            break
        }
    }

    /// Reports a core `annotationTap` as `tap(on:onMap:)`, or, when the delegate does not implement that
    /// method, as `singleTap(onMap:at:)` at the tap's point: route-me's fallback.
    private func reportAnnotationTap(_ id: AnnotationID) {
        guard let delegate, let annotation = annotation(for: id) else { return }
        delegateLacksAnnotationTap = false
        delegate.tap(on: annotation, onMap: self)
        guard delegateLacksAnnotationTap else { return }
        delegateLacksAnnotationTap = false
        delegate.singleTap(onMap: self, at: tapLocation)
    }

    /// Where the tap that is being reported landed: the built-in tap recognizer's location.
    private var tapLocation: CGPoint {
        core.gestureRecognizers.first { $0.kind == .tap }?.location ?? .zero
    }

    private func reportCalloutTap(_ id: AnnotationID, _ part: CalloutPart) {
        guard let annotation = annotationsByID[id], let layer = annotation.layer else { return }
        let view: UIView?
        switch part {
        case .left: view = layer.leftCalloutAccessoryView
        case .right: view = layer.rightCalloutAccessoryView
        case .body: view = nil
        }
        guard let control = view as? UIControl else { return }
        delegate?.tap(onCalloutAccessory: control, for: annotation, onMap: self)
    }

    /// Tells the delegate, then hands starting, ending and canceling to the layer to confirm.
    private func reportDragState(_ id: AnnotationID, _ state: RMMapLayerDragState) {
        guard let annotation = annotationsByID[id] else { return }
        let old = lastDragStates[id] ?? RMMapLayerDragStateNone
        lastDragStates[id] = state
        delegate?.mapView(self, annotation: annotation, didChange: state, fromOldState: old)
        switch state {
        case RMMapLayerDragStateStarting, RMMapLayerDragStateEnding, RMMapLayerDragStateCanceling:
            annotation.layer?.setDragState(state, animated: true)
        default: break
        }
    }
}
