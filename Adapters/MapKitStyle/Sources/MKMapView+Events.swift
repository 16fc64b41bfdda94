import Foundation
import MapCompatCore

/// The core's events as MapKit's delegate hears them. MapKit has no callback for taps, long presses, gestures,
/// callouts appearing, control taps or stopped animations, so those events reach no delegate method; apps observe
/// taps and presses with their own recognizers on the map view, as MapKit apps do.
extension MKMapView {
    /// Turns one core event into delegate callbacks and view updates.
    func translate(_ event: MapEvent) {
        switch event {
        case .cameraWillChange(_, let animated):
            willChangeAnimated = animated
            delegate?.mapView(self, regionWillChangeAnimated: animated)
        case .cameraChanging:
            delegate?.mapViewDidChangeVisibleRegion(self)
        case .cameraDidChange:
            delegate?.mapView(self, regionDidChangeAnimated: willChangeAnimated)
        case .cameraIdle:
            delegate?.mapViewWillStartRenderingMap(self)
            delegate?.mapViewDidFinishRenderingMap(self, fullyRendered: true)
        case .annotationSelect(let id):
            guard let annotation = annotation(forEventID: id) else { return }
            let view = records[AnnotationID(id)]?.view
            view?.setSelected(true, animated: false)
            delegate?.mapView(self, didSelect: annotation)
            if let view { delegate?.mapView(self, didSelect: view) }
            _ = delegate?.mapView(self, selectionAccessoryFor: annotation)
        case .annotationDeselect(let id):
            guard let annotation = annotation(forEventID: id) else { return }
            let view = records[AnnotationID(id)]?.view
            view?.setSelected(false, animated: false)
            delegate?.mapView(self, didDeselect: annotation)
            if let view { delegate?.mapView(self, didDeselect: view) }
        case .calloutTap(let id, let part):
            guard let view = records[AnnotationID(id)]?.view else { return }
            let accessory = part == .left ? view.leftCalloutAccessoryView : view.rightCalloutAccessoryView
            guard let control = accessory as? UIControl, part != .body else { return }
            delegate?.mapView(self, annotationView: view, calloutAccessoryControlTapped: control)
        case .dragState(let id, let state, let from):
            pendingDragStates.append((AnnotationID(id), state, from ?? .none))
            deliverDragStates()
        case .trackingMode(let mode, let animated):
            core.showsLocationMarker = mode != .none
            let mapKitMode = MKUserTrackingMode(mode)
            guard mapKitMode != reportedTrackingMode else { return }
            reportedTrackingMode = mapKitMode
            delegate?.mapView(self, didChange: mapKitMode, animated: animated ?? false)
        default:
            break
        }
    }

    /// Delivers drag states in the order the core moved through them: a view or delegate that confirms a state
    /// while hearing of the one before (MapKit's protocol) makes the core move on at once, and that move is told
    /// after the first one is.
    private func deliverDragStates() {
        guard !deliveringDragStates else { return }
        deliveringDragStates = true
        defer { deliveringDragStates = false }
        while !pendingDragStates.isEmpty {
            let (id, state, from) = pendingDragStates.removeFirst()
            guard let record = records[id], let view = record.view else { continue }
            if state == .ending { writeBackCoordinate(of: record, id: id) }
            let vendorState = MKAnnotationView.DragState(state)
            // The map's own moves (starting, ending, canceling) reach the view; a state the view or the app
            // confirmed is already the view's.
            if view.dragState != vendorState, core.dragState(of: id) == state {
                view.setDragState(vendorState, animated: true)
            }
            delegate?.mapView(
                self, annotationView: view, didChange: vendorState,
                fromOldState: MKAnnotationView.DragState(from))
        }
    }

    /// A drag ended: the annotation takes the dropped coordinate through `setCoordinate(_:)`, as MapKit hands it;
    /// one that does not take it stays where it was dropped on the map (reported).
    private func writeBackCoordinate(of record: AnnotationRecord, id: AnnotationID) {
        guard let dropped = core.annotation(id)?.coordinate else { return }
        let coordinate = CLLocationCoordinate2D(dropped)
        let before = record.annotation.coordinate
        record.annotation.setCoordinate(coordinate)
        let after = record.annotation.coordinate
        guard after.latitude != coordinate.latitude || after.longitude != coordinate.longitude else {
            record.dropped = nil
            return
        }
        record.dropped = (coordinate, before)
        core.diagnostics.report(
            MapDiagnostic(
                field: "annotation.coordinate", value: "\(coordinate)", action: .ignored,
                message: "the annotation's class does not implement setCoordinate(_:); the map keeps it where it "
                    + "was dropped"))
    }

    /// A view changed its drag state: the view's confirmation (dragging, none) moves the core on; a move the core
    /// refuses stays on the view and is reported.
    func viewChangedDragState(_ view: MKAnnotationView) {
        guard let annotation = view.annotation, let id = id(of: annotation), records[id]?.view === view else { return }
        let state = view.dragState.core
        guard core.dragState(of: id) != state else { return }
        do { try core.setDragState(state, of: id) } catch { ignore(error, value: "\(view.dragState)") }
    }
}
