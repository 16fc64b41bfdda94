import Foundation
import MapCompatCore

#if canImport(CoreLocation)
    import CoreLocation
#endif

/// The core's events and decision hooks, told to the delegate as Google tells them (the table in
/// ``GMSMapViewDelegate`` lists each). The adapter holds no rule of its own here: what a tap selects, when an
/// info window closes and which way a drag goes are the core's, by the profile.
extension GMSMapView {
    /// The hooks through which the core asks the delegate for its decisions.
    func installHooks() {
        core.annotationTapHandler = { [unowned self] id in
            guard let marker = markers[id], let delegate else { return false }
            return delegate.mapView(self, didTap: marker)
        }
        core.shouldShowCallout = { [unowned self] id in
            guard let marker = markers[id] else { return false }
            return preparesInfoWindow(for: marker)
        }
        core.calloutLongPressHandler = { [unowned self] id in
            guard let marker = markers[id] else { return }
            delegate?.mapView(self, didLongPressInfoWindowOf: marker)
        }
        core.overlayPressHandler = { [unowned self] id, press in
            // Overlays hear taps only; a long press on one reaches the map.
            guard press == .tap, let overlay = shapes[id] else { return false }
            delegate?.mapView(self, didTap: overlay)
            return true
        }
        core.symbolPressHandler = { [unowned self] symbol, press in
            // A tap on a point of interest ends there, told to the delegate or not (googlemaps-samples/
            // maps-sdk-for-ios-samples issue #98: didTapAt is not called for a tap on a label); a long press
            // reaches the map.
            guard press == .tap else { return false }
            if let place = pointsOfInterest[symbol.id] {
                delegate?.mapView(self, didTapPOIWithPlaceID: place.placeID, name: place.name, location: place.location)
            }
            return true
        }
        core.locationButtonTapHandler = { [unowned self] in
            delegate?.didTapMyLocationButton(for: self) ?? false
        }
    }

    /// Asks the delegate for the info window of a marker about to be selected: a whole view, else contents
    /// for the default window; with neither, the default window shows only with a title or snippet ("Clicking
    /// the marker does not display an info window if both the title and snippet properties are blank or nil",
    /// the info windows guide).
    private func preparesInfoWindow(for marker: GMSMarker) -> Bool {
        pendingInfoWindow =
            delegate?.mapView(self, markerInfoWindow: marker) ?? delegate?.mapView(self, markerInfoContents: marker)
        if pendingInfoWindow != nil { return true }
        return !(marker.title ?? "").isEmpty || !(marker.snippet ?? "").isEmpty
    }

    func dispatch(_ event: MapEvent) {
        switch event {
        case .cameraWillChange(let reason, _):
            rendering.needed = true
            delegate?.mapView(self, willMove: reason == .gesture)
        case .cameraChanging:
            delegate?.mapView(self, didChange: camera)
        case .cameraIdle:
            delegate?.mapView(self, idleAt: camera)
            reportRenderingIfDue()
        case .mapTap(_, let coordinate):
            delegate?.mapView(self, didTapAt: CLLocationCoordinate2D(coordinate))
        case .mapLongPress(_, let coordinate):
            delegate?.mapView(self, didLongPressAt: CLLocationCoordinate2D(coordinate))
        case .calloutShow:
            showPendingInfoWindow()
        case .calloutHide(let id):
            guard let marker = markers[AnnotationID(id)] else { return }
            delegate?.mapView(self, didCloseInfoWindowOf: marker)
        case .calloutTap(let id, _):
            guard let marker = markers[AnnotationID(id)] else { return }
            delegate?.mapView(self, didTapInfoWindowOf: marker)
        case .dragState(let id, let state, _):
            dragChanged(AnnotationID(id), to: state)
        case .locationMarkerTap(let coordinate):
            delegate?.mapView(self, didTapMyLocation: CLLocationCoordinate2D(coordinate))
        default:
            break
        }
    }

    /// Places the delegate's info window view, centred above the marker's info window anchor, so that taps
    /// are judged on the view the user sees.
    private func showPendingInfoWindow() {
        guard let view = pendingInfoWindow, let anchor = core.shownCallout?.anchor else { return }
        pendingInfoWindow = nil
        let size = view.bounds.size
        core.placeShownCallout(
            in: CGRect(x: anchor.x - size.width / 2, y: anchor.y - size.height, width: size.width, height: size.height))
    }

    private func dragChanged(_ id: AnnotationID, to state: AnnotationDragState) {
        guard let marker = markers[id] else { return }
        switch state {
        case .starting:
            drag = (id, core.screenPosition(of: id))
            delegate?.mapView(self, didBeginDragging: marker)
        case .ending, .canceling:
            drag = nil
            if let position = core.annotation(id)?.coordinate { marker.follow(CLLocationCoordinate2D(position)) }
            delegate?.mapView(self, didEndDragging: marker)
        case .dragging, .none:
            break
        }
    }

    /// After a frame of touches: a dragged marker that moved takes its new position and tells the delegate.
    func reportDragStep() {
        guard let (id, last) = drag, let marker = markers[id], core.dragState(of: id) == .dragging,
            let point = core.screenPosition(of: id), point != last,
            let position = core.transform.coordinate(at: point)
        else { return }
        drag = (id, point)
        marker.follow(CLLocationCoordinate2D(position))
        delegate?.mapView(self, didDrag: marker)
    }

    /// Once the map rests after it was made, given a delegate or moved: tiles rendered, snapshot ready.
    func reportRenderingIfDue() {
        guard rendering.needed, core.isIdle, let delegate else { return }
        rendering.needed = false
        delegate.mapViewDidStartTileRendering(self)
        delegate.mapViewDidFinishTileRendering(self)
        delegate.mapViewSnapshotReady(self)
    }
}
