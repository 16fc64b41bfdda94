import MapCompatCore

/// MapLibre's map delegate, fed from the core's `MapEvent` stream; every method is optional
/// (empty by default).
public protocol MLNMapViewDelegate: AnyObject {
    /// The camera is about to move: the core's `cameraWillChange`, with the reasons gathered so far.
    func mapView(_ mapView: MLNMapView, regionWillChangeWith reason: MLNCameraChangeReason, animated: Bool)
    /// The camera moved one step: the core's `cameraChanging`.
    func mapView(_ mapView: MLNMapView, regionIsChangingWith reason: MLNCameraChangeReason)
    /// A movement finished: the core's `cameraDidChange`; `animated` repeats the will-change's flag, or is
    /// `true` when the movement ended in a drift or animation.
    func mapView(_ mapView: MLNMapView, regionDidChangeWith reason: MLNCameraChangeReason, animated: Bool)
    /// Nothing moves the camera any more: the core's `cameraIdle`.
    func mapViewDidBecomeIdle(_ mapView: MLNMapView)
    /// An annotation became selected: the core's `annotationSelect`.
    func mapView(_ mapView: MLNMapView, didSelect annotation: any MLNAnnotation)
    /// An annotation stopped being selected: the core's `annotationDeselect`.
    func mapView(_ mapView: MLNMapView, didDeselect annotation: any MLNAnnotation)
    /// Whether a selected annotation with a title shows a callout: the core annotation's `canShowCallout`,
    /// asked when the annotation is added or the delegate is set. `false` by default.
    func mapView(_ mapView: MLNMapView, annotationCanShowCallout annotation: any MLNAnnotation) -> Bool
    /// The view of an annotation (size, offset, enabled, draggable), asked when it is added; `nil` by
    /// default (the core's default marker frame).
    func mapView(_ mapView: MLNMapView, viewFor annotation: any MLNAnnotation) -> MLNAnnotationView?
    /// The callout's left accessory: the core annotation's `hasLeftAccessory`.
    func mapView(_ mapView: MLNMapView, leftCalloutAccessoryViewFor annotation: any MLNAnnotation)
        -> MLNCalloutAccessoryView?
    /// The callout's right accessory: the core annotation's `hasRightAccessory`.
    func mapView(_ mapView: MLNMapView, rightCalloutAccessoryViewFor annotation: any MLNAnnotation)
        -> MLNCalloutAccessoryView?
    /// A callout accessory was tapped: the core's `calloutTap` with part `left` or `right`.
    func mapView(
        _ mapView: MLNMapView, annotation: any MLNAnnotation,
        calloutAccessoryControlTapped control: MLNCalloutAccessoryView)
    /// The callout's body was tapped: the core's `calloutTap` with part `body`.
    func mapView(_ mapView: MLNMapView, tapOnCalloutFor annotation: any MLNAnnotation)
    /// The tracking mode changed: the core's `trackingMode`.
    func mapView(_ mapView: MLNMapView, didChange mode: MLNUserTrackingMode, animated: Bool)
    /// Whether a gesture may move the camera from `oldCamera` to `newCamera`: the core's
    /// `shouldChangeCamera`, asked for each gesture step, the drift after a release and tap zooms, with the
    /// reasons gathered so far and the gesture's own. By default it asks the variant without a reason.
    func mapView(
        _ mapView: MLNMapView, shouldChangeFrom oldCamera: MLNMapCamera, to newCamera: MLNMapCamera,
        reason: MLNCameraChangeReason
    ) -> Bool
    /// Whether a gesture may move the camera, for delegates that do not need the reason; `true` by default.
    func mapView(_ mapView: MLNMapView, shouldChangeFrom oldCamera: MLNMapCamera, to newCamera: MLNMapCamera)
        -> Bool
    /// The view that shows an annotation's callout, asked each time the core shows one; `nil` by default
    /// (MapLibre then draws its own callout, which reports nothing).
    func mapView(_ mapView: MLNMapView, calloutViewFor annotation: any MLNAnnotation) -> (any MLNCalloutView)?
}

extension MLNMapViewDelegate {
    /// Does nothing.
    public func mapView(_ mapView: MLNMapView, regionWillChangeWith reason: MLNCameraChangeReason, animated: Bool) {}
    /// Does nothing.
    public func mapView(_ mapView: MLNMapView, regionIsChangingWith reason: MLNCameraChangeReason) {}
    /// Does nothing.
    public func mapView(_ mapView: MLNMapView, regionDidChangeWith reason: MLNCameraChangeReason, animated: Bool) {}
    /// Does nothing.
    public func mapViewDidBecomeIdle(_ mapView: MLNMapView) {}
    /// Does nothing.
    public func mapView(_ mapView: MLNMapView, didSelect annotation: any MLNAnnotation) {}
    /// Does nothing.
    public func mapView(_ mapView: MLNMapView, didDeselect annotation: any MLNAnnotation) {}
    /// No callout.
    public func mapView(_ mapView: MLNMapView, annotationCanShowCallout annotation: any MLNAnnotation) -> Bool {
        false
    }
    /// No view.
    public func mapView(_ mapView: MLNMapView, viewFor annotation: any MLNAnnotation) -> MLNAnnotationView? { nil }
    /// No accessory.
    public func mapView(_ mapView: MLNMapView, leftCalloutAccessoryViewFor annotation: any MLNAnnotation)
        -> MLNCalloutAccessoryView?
    { nil }
    /// No accessory.
    public func mapView(_ mapView: MLNMapView, rightCalloutAccessoryViewFor annotation: any MLNAnnotation)
        -> MLNCalloutAccessoryView?
    { nil }
    /// Does nothing.
    public func mapView(
        _ mapView: MLNMapView, annotation: any MLNAnnotation,
        calloutAccessoryControlTapped control: MLNCalloutAccessoryView
    ) {}
    /// Does nothing.
    public func mapView(_ mapView: MLNMapView, tapOnCalloutFor annotation: any MLNAnnotation) {}
    /// Does nothing.
    public func mapView(_ mapView: MLNMapView, didChange mode: MLNUserTrackingMode, animated: Bool) {}
    /// No callout view of the app's.
    public func mapView(_ mapView: MLNMapView, calloutViewFor annotation: any MLNAnnotation) -> (any MLNCalloutView)? {
        nil
    }
}

extension MLNMapView {
    /// Turns one core event into delegate callbacks and view updates.
    func translate(_ event: MapEvent) {
        switch event {
        case .gesture(let kind, .began):
            reason.formUnion(MLNCameraChangeReason(kind))
        case .mapDoubleTap:
            reason.formUnion(.gestureZoomIn)
        case .mapTwoFingerTap:
            reason.formUnion(.gestureZoomOut)
        case .animationStop:
            reason.formUnion(.transitionCancelled)
        case .calloutShow(let id):
            presentCallout(AnnotationID(id))
        case .calloutHide(let id):
            dismissCallout(AnnotationID(id))
        case .cameraWillChange(let coreReason, let animated):
            reason.formUnion(MLNCameraChangeReason(coreReason))
            willChangeAnimated = animated
            delegate?.mapView(self, regionWillChangeWith: reason, animated: animated)
        case .cameraChanging(let coreReason):
            reason.formUnion(MLNCameraChangeReason(coreReason))
            delegate?.mapView(self, regionIsChangingWith: reason)
        case .cameraDidChange(let coreReason):
            reason.formUnion(MLNCameraChangeReason(coreReason))
            let finished = reason
            reason = []
            delegate?.mapView(self, regionDidChangeWith: finished, animated: willChangeAnimated)
        case .cameraIdle:
            delegate?.mapViewDidBecomeIdle(self)
        case .annotationSelect(let id):
            guard let record = records[AnnotationID(id)] else { return }
            record.view?.isSelected = true
            delegate?.mapView(self, didSelect: record.annotation)
        case .annotationDeselect(let id):
            guard let record = records[AnnotationID(id)] else { return }
            record.view?.isSelected = false
            delegate?.mapView(self, didDeselect: record.annotation)
        case .calloutTap(let id, let part):
            guard let record = records[AnnotationID(id)] else { return }
            switch part {
            case .body: delegate?.mapView(self, tapOnCalloutFor: record.annotation)
            case .left, .right:
                guard let control = part == .left ? record.leftAccessory : record.rightAccessory else { return }
                delegate?.mapView(self, annotation: record.annotation, calloutAccessoryControlTapped: control)
            }
        case .dragState(let id, let state, _):
            guard let record = records[AnnotationID(id)] else { return }
            record.view?.setDragState(MLNAnnotationViewDragState(state), animated: false)
            if state == .none, let point = record.annotation as? MLNPointAnnotation,
                let annotation = core.annotation(AnnotationID(id))
            {
                point.coordinate = CLLocationCoordinate2D(annotation.coordinate)
            }
        case .trackingMode(let mode, let animated):
            delegate?.mapView(self, didChange: MLNUserTrackingMode(mode), animated: animated ?? false)
        default:
            break
        }
    }
}
