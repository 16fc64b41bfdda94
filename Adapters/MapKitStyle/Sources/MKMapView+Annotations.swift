import Foundation
import MapCompatCore

/// What the map view keeps for one added annotation.
final class AnnotationRecord {
    let annotation: any MKAnnotation
    var view: MKAnnotationView?
    /// Where a drag left an annotation whose class takes no coordinate (``MKAnnotation/setCoordinate(_:)`` is the
    /// default), with the coordinate the annotation still reports: the map keeps the dropped one until the
    /// annotation's own changes.
    var dropped: (at: CLLocationCoordinate2D, reported: CLLocationCoordinate2D)?

    init(annotation: any MKAnnotation) { self.annotation = annotation }

    /// The coordinate the map shows.
    var coordinate: CLLocationCoordinate2D {
        let own = annotation.coordinate
        guard let dropped, own.latitude == dropped.reported.latitude, own.longitude == dropped.reported.longitude
        else { return own }
        return dropped.at
    }
}

@available(*, unavailable)
extension AnnotationRecord: Sendable {}

/// Annotations as `MKMapView` manages them, over the core's annotations: adding and removing, views (the
/// delegate's, a registered class's or the default marker), reuse, selection and queries.
extension MKMapView {
    /// Every annotation added, in the order added, then ``userLocation`` while the map shows it (MapKit lists the
    /// user's location among the annotations).
    public var annotations: [any MKAnnotation] {
        let added: [any MKAnnotation] = order.compactMap { records[$0]?.annotation }
        return showsUserLocation ? added + [userLocation] : added
    }

    /// Adds an annotation: the core's `addAnnotation(_:)`, with the delegate's view. Adding one already added,
    /// or ``userLocation``, does nothing; one whose coordinate is not a position is ignored and reported.
    public func addAnnotation(_ annotation: any MKAnnotation) {
        guard let view = place(annotation) else { return }
        delegate?.mapView(self, didAdd: [view])
    }

    /// Adds several annotations; the delegate hears of their views in one call.
    public func addAnnotations(_ annotations: [any MKAnnotation]) {
        let views = annotations.compactMap(place)
        if !views.isEmpty { delegate?.mapView(self, didAdd: views) }
    }

    /// Removes an annotation: the core's `removeAnnotation(_:)` (a selection goes with it); its view waits for
    /// reuse under its identifier.
    public func removeAnnotation(_ annotation: any MKAnnotation) {
        guard let id = id(of: annotation), let record = records[id] else { return }
        do { try core.removeAnnotation(id) } catch { ignore(error, value: "\(id)") }
        if let view = record.view {
            view.mapView = nil
            view.annotation = nil
            if let identifier = view.reuseIdentifier { reusableViews[identifier, default: []].append(view) }
        }
        records[id] = nil
        recordIDs[ObjectIdentifier(annotation)] = nil
        order.removeAll { $0 == id }
        (annotation as? MKShape)?.onChange = nil
    }

    /// Removes several annotations.
    public func removeAnnotations(_ annotations: [any MKAnnotation]) {
        for annotation in annotations { removeAnnotation(annotation) }
    }

    /// The annotations whose point lies in a map rectangle (MapKit returns them as a set of `AnyHashable`).
    public func annotations(in mapRect: MKMapRect) -> Set<AnyHashable> {
        Set(
            annotations.filter { mapRect.contains(MKMapPoint($0.coordinate)) }.compactMap {
                ($0 as? NSObject).map(AnyHashable.init)
            })
    }

    /// The view of an added annotation; `nil` for one the map does not have (and for ``userLocation``, whose dot
    /// is the core's location marker).
    public func view(for annotation: any MKAnnotation) -> MKAnnotationView? {
        id(of: annotation).flatMap { records[$0]?.view }
    }

    /// The part of the view annotation views are shown in: the whole view headless.
    public var annotationVisibleRect: CGRect { bounds }

    // MARK: Views and reuse

    /// Registers a view class to make views from under an identifier
    /// (``dequeueReusableAnnotationView(withIdentifier:for:)``); under
    /// ``MKMapViewDefaultAnnotationViewReuseIdentifier`` it is the view of annotations the delegate gives none.
    /// `nil` removes the registration; a class that is not an ``MKAnnotationView`` is ignored and reported.
    public func register(_ viewClass: AnyClass?, forAnnotationViewWithReuseIdentifier identifier: String) {
        guard let viewClass else {
            registeredViewClasses[identifier] = nil
            return
        }
        guard let type = viewClass as? MKAnnotationView.Type else {
            return ignore(
                MapCompatError(.conflict, field: "viewClass", "\(viewClass) is not an MKAnnotationView"),
                value: "\(viewClass)")
        }
        registeredViewClasses[identifier] = type
    }

    /// A view set aside under an identifier (after its annotation was removed), prepared for reuse; `nil` when
    /// there is none.
    public func dequeueReusableAnnotationView(withIdentifier identifier: String) -> MKAnnotationView? {
        guard var views = reusableViews[identifier], let view = views.popLast() else { return nil }
        reusableViews[identifier] = views
        view.prepareForReuse()
        return view
    }

    /// A view for an annotation under an identifier: one set aside, or a new one of the registered class, given the
    /// annotation. Without a registration MapKit raises an exception; here the view is a plain
    /// ``MKAnnotationView`` and the missing registration is reported.
    public func dequeueReusableAnnotationView(withIdentifier identifier: String, for annotation: any MKAnnotation)
        -> MKAnnotationView
    {
        if let view = dequeueReusableAnnotationView(withIdentifier: identifier) {
            view.annotation = annotation
            return view
        }
        guard let type = registeredViewClasses[identifier] else {
            ignore(
                MapCompatError(
                    .invalidIdentifier, field: "identifier", "no view class is registered for \(identifier)"),
                value: identifier, action: .replaced(with: "MKAnnotationView"))
            return MKAnnotationView(annotation: annotation, reuseIdentifier: identifier)
        }
        // Made without the annotation, then given it, as MapKit sets a new view's annotation: a subclass that
        // configures itself as its annotation is set (`willSet`) does so.
        let view = type.init(registeredFor: nil, reuseIdentifier: identifier)
        view.annotation = annotation
        return view
    }

    // MARK: Selection

    /// The selected annotations (at most one): the core's selection; ``userLocation`` for the user's dot. Setting
    /// it selects the first annotation of the list, as MapKit does, or deselects for an empty list.
    public var selectedAnnotations: [any MKAnnotation] {
        get { core.selection.flatMap(annotation(for:)).map { [$0] } ?? [] }
        set {
            guard let first = newValue.first else { return core.deselect() }
            selectAnnotation(first, animated: false)
        }
    }

    /// Selects an annotation: the core's `select(_:)`, which deselects the previous one first. As MapKit
    /// documents, an annotation whose view is not on screen is not selected (reported), nor is a disabled one.
    /// The core does not animate selection, so `animated` changes nothing.
    public func selectAnnotation(_ annotation: any MKAnnotation, animated: Bool) {
        if annotation === userLocation {
            do { _ = try core.select(.locationMarker) } catch { ignore(error, value: "userLocation") }
            return
        }
        guard let id = id(of: annotation) else {
            return ignore(
                MapCompatError(.invalidIdentifier, field: "annotation", "the annotation was not added"),
                value: "\(annotation.coordinate)")
        }
        guard let frame = core.frame(of: id), frame.intersects(bounds) else {
            return ignore(
                MapCompatError(.outOfRange, field: "annotation", "the annotation's view is not on screen"),
                value: "\(id)")
        }
        do { _ = try core.select(.annotation(id)) } catch { ignore(error, value: "\(id)") }
    }

    /// Deselects an annotation if it is selected; `nil` does nothing.
    public func deselectAnnotation(_ annotation: (any MKAnnotation)?, animated: Bool) {
        guard let annotation else { return }
        if annotation === userLocation { return core.deselect(.locationMarker) }
        guard let id = id(of: annotation) else { return }
        core.deselect(.annotation(id))
    }

    // MARK: Records

    /// The core id of an added annotation.
    public func id(of annotation: any MKAnnotation) -> AnnotationID? {
        recordIDs[ObjectIdentifier(annotation)]
    }

    /// The view's annotation for the core's selection.
    func annotation(for selection: Selection) -> (any MKAnnotation)? {
        switch selection {
        case .annotation(let id): records[id]?.annotation
        case .locationMarker: userLocation
        case .shape: nil
        }
    }

    /// The view's annotation for the id of a select or deselect event.
    func annotation(forEventID id: String) -> (any MKAnnotation)? {
        id == Selection.locationMarkerID ? userLocation : records[AnnotationID(id)]?.annotation
    }

    /// Adds an annotation to the core with its view; returns the view, or `nil` when nothing was added.
    private func place(_ annotation: any MKAnnotation) -> MKAnnotationView? {
        guard id(of: annotation) == nil, annotation !== userLocation else { return nil }
        nextAnnotationNumber += 1
        let id = AnnotationID("mk-\(nextAnnotationNumber)")
        let record = AnnotationRecord(annotation: annotation)
        records[id] = record
        recordIDs[ObjectIdentifier(annotation)] = id
        do {
            try core.addAnnotation(coreAnnotation(id, record))
        } catch {
            records[id] = nil
            recordIDs[ObjectIdentifier(annotation)] = nil
            ignore(error, value: "\(annotation.coordinate)")
            return nil
        }
        order.append(id)
        (annotation as? MKShape)?.onChange = { [weak self] in self?.refresh(id) }
        record.view?.prepareForDisplay()
        return record.view
    }

    /// Re-asks the delegate for every annotation's view.
    func refreshAnnotations() {
        for id in order {
            records[id]?.view?.mapView = nil
            records[id]?.view = nil
            refresh(id)
        }
    }

    /// Re-reads one annotation and its view into the core.
    func refresh(_ id: AnnotationID) {
        guard let record = records[id] else { return }
        do { try core.updateAnnotation(coreAnnotation(id, record)) } catch { ignore(error, value: "\(id)") }
    }

    /// Where the core shows a view's annotation now; `nil` for a view the map does not show.
    func shownFrame(of view: MKAnnotationView) -> CGRect? {
        guard let annotation = view.annotation, let id = id(of: annotation), records[id]?.view === view else {
            return nil
        }
        return core.frame(of: id)
    }

    /// A view's property changed: its annotation is read again.
    func viewDidChange(_ view: MKAnnotationView) {
        guard let annotation = view.annotation, let id = id(of: annotation), records[id]?.view === view else { return }
        refresh(id)
    }

    /// The core annotation of a record, asking for its view first if it has none.
    private func coreAnnotation(_ id: AnnotationID, _ record: AnnotationRecord) throws(MapCompatError) -> Annotation {
        let view = record.view ?? makeView(for: record.annotation)
        record.view = view
        if view.annotation !== record.annotation {
            // A subclass may configure itself as its annotation is set: the map reads the view once, below.
            view.mapView = nil
            view.annotation = record.annotation
        }
        view.mapView = self
        let title = record.annotation.title.flatMap { $0.isEmpty ? nil : $0 }
        return try Annotation(
            id: id, coordinate: record.coordinate.latLng(), size: view.bounds.size, anchor: view.anchor,
            z: Int(view.zPriority.rawValue.rounded()), isVisible: !view.isHidden,
            title: title ?? (view.detailCalloutAccessoryView == nil ? nil : ""),
            subtitle: record.annotation.subtitle, isEnabled: view.isEnabled, canShowCallout: view.canShowCallout,
            calloutOffset: view.calloutOffset, hasLeftAccessory: view.leftCalloutAccessoryView != nil,
            hasRightAccessory: view.rightCalloutAccessoryView != nil, isDraggable: view.isDraggable,
            dragConfirmation: .layer)
    }

    /// The delegate's view for an annotation, else the registered default class's, else a marker.
    private func makeView(for annotation: any MKAnnotation) -> MKAnnotationView {
        if let view = delegate?.mapView(self, viewFor: annotation) { return view }
        let identifier = MKMapViewDefaultAnnotationViewReuseIdentifier
        if registeredViewClasses[identifier] != nil {
            return dequeueReusableAnnotationView(withIdentifier: identifier, for: annotation)
        }
        return dequeueReusableAnnotationView(withIdentifier: identifier)
            ?? MKMarkerAnnotationView(annotation: annotation, reuseIdentifier: identifier)
    }
}
