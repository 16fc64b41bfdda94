import Foundation

/// The app's side of annotations: adding and changing them, selecting them, the layer's side of the drag
/// protocol, and moving them in virtual time.
extension InteractiveMap {
    // MARK: The annotations

    /// Every annotation, in the order they were added (later ones lie above earlier ones of the same z).
    public var annotations: [Annotation] { annotationStore.entries.map(\.annotation) }

    /// The annotation with an id, if the map has it.
    public func annotation(_ id: AnnotationID) -> Annotation? { annotationStore[id]?.annotation }

    /// Adds an annotation above those already added.
    ///
    /// - Throws: ``MapCompatError`` naming `annotation.id` when the id is already used.
    public func addAnnotation(_ annotation: Annotation) throws(MapCompatError) {
        try annotationStore.add(annotation)
    }

    /// Replaces the annotation with the same id, keeping its place in the drawing order, its drag state and
    /// its selection; a selection that no longer accepts touches goes, and its callout follows the new values.
    ///
    /// - Throws: ``MapCompatError`` naming `annotation.id` when the map has no such annotation, or a geometry
    ///   field that is not usable; nothing changes then.
    public func updateAnnotation(_ annotation: Annotation) throws(MapCompatError) {
        try annotationStore.update(annotation)
    }

    /// Removes an annotation. Unlike route-me, whose map keeps a removed annotation selected (`RMMapView.m`, `removeAnnotation:`), the
    /// selection goes with it (deselect events); a drag of it ends at once, reported as none.
    ///
    /// - Throws: ``MapCompatError`` naming `id` when the map has no such annotation.
    public func removeAnnotation(_ id: AnnotationID) throws(MapCompatError) {
        try annotationStore.remove(id)
    }

    // MARK: Selection

    /// The selected annotation, if any (one at a time, as in every vendor).
    public var selectedAnnotationID: AnnotationID? { annotationStore.selected }

    /// The callout shown now, with where its parts are; `nil` when none is shown or its annotation lies
    /// beyond the horizon.
    public var shownCallout: Callout? { annotationStore.shownCalloutGeometry }

    /// Whether an annotation can be selected and touched: it is enabled and the profile's untitled-callout
    /// rule does not disable it.
    ///
    /// route-me's header says an annotation that can show a callout but has no title behaves as disabled
    /// (``AnnotationRules/UntitledCallout/disablesAnnotation``, the neutral and route-me rule). Its map view's
    /// code does not enforce that: such an annotation is still selected and only the callout is left out
    /// (route-me `RMMapView.m`, `selectAnnotation:animated:`), which is what ``AnnotationRules/UntitledCallout/selectsWithoutCallout``
    /// (MapLibre's behaviour) does.
    public func isSelectable(_ id: AnnotationID) -> Bool {
        annotationStore[id].map { annotationStore.acceptsTouches($0.annotation) } ?? false
    }

    /// Selects an annotation as a tap would, deselecting the previous one first; does nothing for one that is
    /// not selectable (``isSelectable(_:)``) or already selected. Returns whether it is selected afterwards.
    ///
    /// - Throws: ``MapCompatError`` naming `id` when the map has no such annotation.
    @discardableResult
    public func selectAnnotation(_ id: AnnotationID) throws(MapCompatError) -> Bool {
        try annotationStore.select(id)
    }

    /// Deselects `id` if it is the selection, or whatever is selected when `id` is `nil`.
    public func deselectAnnotation(_ id: AnnotationID? = nil) {
        guard let selected = annotationStore.selected, id == nil || id == selected else { return }
        annotationStore.performDeselection()
    }

    // MARK: Dragging

    /// The drag state of an annotation; `none` for one the map does not have.
    public func dragState(of id: AnnotationID) -> AnnotationDragState {
        annotationStore[id]?.dragState ?? .none
    }

    /// The layer's side of the drag protocol (route-me's `RMMarker` drag states): confirms starting → dragging once the lift animation is done,
    /// and ending or canceling → none once the drop is done. Any other move (starting → none included) is
    /// refused. Confirming cancels the confirmation the map had scheduled itself.
    ///
    /// - Throws: ``MapCompatError`` naming `id` for an unknown annotation, or `dragState`
    ///   (``MapCompatError/Code/illegalTransition``) for a move the layer may not make; nothing changes then.
    public func setDragState(_ state: AnnotationDragState, of id: AnnotationID) throws(MapCompatError) {
        try annotationStore.changeDragState(of: id, to: state, by: .layer, field: "dragState")
        settle()
    }

    // MARK: Position

    /// Where an annotation's anchor is shown now, in screen points (following the finger while dragged);
    /// `nil` for an unknown annotation or one beyond the horizon.
    public func screenPosition(of id: AnnotationID) -> CGPoint? {
        annotationStore[id].flatMap(annotationStore.shownPoint(of:))
    }

    /// The annotation's frame on screen now.
    public func frame(of id: AnnotationID) -> CGRect? {
        annotationStore[id].flatMap(annotationStore.shownFrame(of:))
    }

    /// A point on screen where a tap goes to annotation `id` under the map's own hit-test rules: the centre of
    /// its frame when a tap there finds it, else the first such point of a grid over the frame (as
    /// ``Scene/aimPoint(at:transform:)`` aims at scene items). `nil` when the annotation is hidden, off screen,
    /// or covered wherever it was sampled. A test aims with it so that a half-covered annotation is tapped
    /// where it shows. An annotation that takes no touches (disabled, or acting so) is aimed at its centre, so
    /// that a test can tap it and see the tap go past it, as on the device.
    public func aimPoint(atAnnotation id: AnnotationID) -> CGPoint? {
        guard let frame = frame(of: id), let entry = annotationStore[id] else { return nil }
        let viewport = viewport
        guard annotationStore.acceptsTouches(entry.annotation) else {
            let centre = CGPoint(x: frame.midX, y: frame.midY)
            return viewport.contains(centre) ? centre : nil
        }
        return Scene.aimCandidates(in: frame, item: nil, transform: transform).first { point in
            viewport.contains(point)
                && annotationStore.annotationHit(at: point, rules: hitTestRules, persisting: false) == id
        }
    }

    /// The annotation's location in spherical-Mercator metres (EPSG:3857), route-me's `projectedLocation`.
    ///
    /// - Throws: ``MapCompatError`` naming `id` when the map has no such annotation.
    public func projectedLocation(of id: AnnotationID) throws(MapCompatError) -> ProjectedPoint {
        let index = try annotationStore.existingIndex(of: id, field: "id")
        return WebMercator.projectedMetres(annotationStore.entries[index].annotation.coordinate)
    }

    /// Moves an annotation so that its anchor is shown at a screen point, at once or animated in virtual time
    /// over the profile's ``AnnotationRules/positionAnimationDuration``.
    ///
    /// route-me's layer only moves on screen and leaves the coordinate for its map to update at the end of a
    /// drag; here the shown position always follows the coordinate, so the coordinate becomes the position
    /// under `point` for the current camera at once and the animation only shows the way there.
    ///
    /// - Throws: ``MapCompatError`` naming `id` (unknown, or being dragged: the finger owns it then),
    ///   `position.x` or `position.y` (not finite), or `position` (beyond the horizon); nothing changes then.
    public func setPosition(_ point: CGPoint, of id: AnnotationID, animated: Bool) throws(MapCompatError) {
        _ = try annotationStore.existingIndex(of: id, field: "id")
        _ = try MapCompatError.finite(Double(point.x), "position.x")
        _ = try MapCompatError.finite(Double(point.y), "position.y")
        guard dragState(of: id) == .none else {
            throw MapCompatError(.conflict, field: "id", "\(id) is being dragged")
        }
        guard let target = transform.coordinate(at: point) else {
            throw MapCompatError(.outOfRange, field: "position", "(\(point.x), \(point.y)) shows no ground")
        }
        let duration = profile.annotations.positionAnimationDuration.asWait
        try annotationStore.move(
            id, to: target, over: animated && duration > 0 ? duration : nil,
            curve: profile.annotations.positionAnimationCurve)
    }
}

extension InteractiveMap {
    /// Asked before a long press on a draggable annotation starts a drag (route-me's
    /// `mapView:shouldDragAnnotation:`); `nil` leaves it to ``AnnotationRules/dragsWithoutHook``.
    public var shouldDragAnnotation: ((AnnotationID) -> Bool)? {
        get { annotationStore.shouldDragAnnotation }
        set { annotationStore.shouldDragAnnotation = newValue }
    }

    /// Asked when a tap hits an annotation, before it selects anything (Google's `mapView(_:didTap:)` for a
    /// marker); `true` keeps the tap: it is reported as ``MapEvent/annotationTap(id:at:)`` and the selection
    /// stays as it is. `false`, or no hook, lets the tap select as the profile's rules say.
    public var annotationTapHandler: ((AnnotationID) -> Bool)? {
        get { annotationStore.tapHandler }
        set { annotationStore.tapHandler = newValue }
    }

    /// Asked instead of ``annotationTapHandler`` when set, with where the tap landed (the point and the position
    /// under it), for vendors whose tap callbacks carry it.
    public var locatedAnnotationTapHandler: ((AnnotationID, TapLocation) -> Bool)? {
        get { annotationStore.locatedTapHandler }
        set { annotationStore.locatedTapHandler = newValue }
    }

    /// Asked each time an annotation that can show a callout (``Annotation/canShowCallout``) becomes selected,
    /// whether it shows one now: Google shows an info window only when the marker has a title or snippet or the
    /// app's delegate gives a view. Without a hook the annotation's title decides
    /// (``Annotation/showsCalloutWhenSelected``). A callout already shown is not asked about again.
    public var shouldShowCallout: ((AnnotationID) -> Bool)? {
        get { annotationStore.shouldShowCallout }
        set { annotationStore.shouldShowCallout = newValue }
    }

    /// Told of a long press on the shown callout, with its annotation (Google's
    /// `mapView(_:didLongPressInfoWindowOf:)`); the press goes no further either way.
    public var calloutLongPressHandler: ((AnnotationID) -> Void)? {
        get { annotationStore.calloutLongPressHandler }
        set { annotationStore.calloutLongPressHandler = newValue }
    }
}
