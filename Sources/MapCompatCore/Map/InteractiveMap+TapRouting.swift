import Foundation

/// Where a tap or long press goes, first taker first: annotations and callouts › the user-location marker
/// (taps only) › scene items (overlays with a handler, then symbols through the symbol hook) › the map
/// itself. Controls come before all of them: they take their touches at touch-down
/// (`takeControlTouches(_:)`), so a tap the recognizers report belongs to the map.
///
/// On maps whose taps select more than annotations (``InteractiveMap/tapSelection``), a tap the location
/// marker takes selects it, a tap a shape consumes selects the shape, and a tap that reaches the map ends
/// such a selection, as MapLibre's single tap does (maplibre-native `platform/ios/src/MLNMapView.mm`,
/// `handleSingleTapGesture:`).
extension InteractiveMap {
    func routeTap(at point: CGPoint) {
        switch annotationStore.routeTap(at: point, hitRules: hitTestRules) {
        case .taken: return
        case .selected(let id):
            centerOnTapSelection(id)
            return
        case .missed: break
        }
        let heldBefore = annotationStore.selected
        defer { deselectAfterTheTapIsHeard(heldBefore) }
        if routeToLocationMarker(point) {
            if annotationStore.tapSelection.contains(.locationMarker) {
                annotationStore.performSelection(of: .locationMarker)
            }
            return
        }
        routeToScene(.tap, at: point)
    }

    func routeLongPress(at point: CGPoint) {
        if annotationStore.routeLongPress(at: point, hitRules: hitTestRules) { return }
        routeToScene(.longPress, at: point)
    }

    /// A profile whose taps end an annotation's selection only once the tap was heard
    /// (``AnnotationRules/deselectsAfterTheTapIsHeard``) ends it here, after the tap's own events: the
    /// annotation selected when the tap began, if it still is. One the app selected while it heard the tap (a
    /// marker opened over a tapped place) stays.
    private func deselectAfterTheTapIsHeard(_ heldBefore: AnnotationID?) {
        guard profile.annotations.deselectsAfterTheTapIsHeard, let heldBefore,
            annotationStore.selected == heldBefore
        else { return }
        annotationStore.performDeselection()
    }

    /// A profile whose tap selection centres the camera (``AnnotationRules/tapSelectionCentersCamera``) moves
    /// it now, animated as the app's own moves are, so that the annotation shows at the view's focal point.
    private func centerOnTapSelection(_ id: AnnotationID) {
        guard profile.annotations.tapSelectionCentersCamera, let entry = annotationStore[id] else { return }
        var target = motion.animation?.to ?? camera
        target.center = entry.annotation.coordinate
        motion.animate(
            to: limits.clamp(target), about: nil, duration: profile.animatedMoveDuration,
            curve: profile.animatedMoveCurve, reason: .developer, completion: nil)
        settle()
    }

    /// Scene items as NAVER documents it; the map's own event follows unless an item consumed the press, or
    /// the profile runs its default action for a declined marker tap instead.
    private func routeToScene(_ press: ScenePress, at point: CGPoint) {
        guard let route = taps.route(press, at: point, transform: transform) else { return }
        if press == .tap, profile.declinedMarkerTap == .selectsAndCenters, let target = route.target,
            target.kind == .marker, !target.consumed
        {
            runMarkerDefaultAction(target.id, events: route.events)
            return
        }
        if route.reachesMap {
            taps.selectedMarker = nil
            let waits = profile.annotations.deselectsAfterTheTapIsHeard && annotationStore.selected != nil
            if press == .tap, annotationStore.selection != nil, !waits { annotationStore.performDeselection() }
        }
        for event in route.events { emit(event) }
        if press == .tap, annotationStore.tapSelection.contains(.shapes), let target = route.target, target.consumed,
            target.kind.isShape
        {
            annotationStore.performSelection(of: .shape(target.id))
        }
    }

    /// Every scene item under a point, topmost first, within `tolerance` points (the map's tolerance by
    /// default), like NAVER's `pickAll(_:withTolerance:)`.
    ///
    /// - Throws: ``MapCompatError`` when the point or tolerance is not finite, or the tolerance is negative.
    public func pickAll(at point: CGPoint, tolerance: Double? = nil) throws(MapCompatError) -> [SceneHit] {
        try taps.pickAll(at: point, tolerance: tolerance, transform: transform)
    }
}

/// The scene and the app's tap handlers, kept by the map's `TapRouter`.
extension InteractiveMap {
    /// What is drawn on the map and can be tapped: markers, symbols, shapes.
    ///
    /// A selected shape that leaves the scene is deselected.
    public var scene: Scene {
        get { taps.scene }
        set {
            taps.scene = newValue
            if case .shape(let id) = annotationStore.selection, !newValue.contains(id) {
                annotationStore.performDeselection()
            }
        }
    }
    /// Asked when a tap reaches an item whose handling is ``TapHandling/decide``; `true` consumes it.
    public var overlayTapHandler: ((SceneItemID) -> Bool)? {
        get { taps.overlayTapHandler }
        set { taps.overlayTapHandler = newValue }
    }
    /// Asked when a tap reaches a basemap symbol; `true` consumes it. `nil` (no callback installed) makes
    /// symbols transparent to taps.
    public var symbolTapHandler: ((MapSymbol) -> Bool)? {
        get { taps.symbolTapHandler }
        set { taps.symbolTapHandler = newValue }
    }
    /// How taps find scene items and annotations: the profile's rules until the app changes them (NAVER's
    /// settable `pickTolerance`).
    public var hitTestRules: HitTestRules {
        get { taps.hitTestRules }
        set { taps.hitTestRules = newValue }
    }
    /// Asked when a tap hits the user-location marker, with the marker's coordinate; `true` consumes the
    /// tap, `false` lets it go on to the scene and the map. `nil` consumes it. The tap is reported as
    /// ``MapEvent/locationMarkerTap(coordinate:)`` either way.
    public var locationMarkerTapHandler: ((LatLng) -> Bool)? {
        get { taps.locationMarkerTapHandler }
        set { taps.locationMarkerTapHandler = newValue }
    }
    /// Asked instead of ``overlayTapHandler`` when set, with the press it answers (a tap or a long press);
    /// `true` consumes it.
    public var overlayPressHandler: ((SceneItemID, ScenePress) -> Bool)? {
        get { taps.overlayPressHandler }
        set { taps.overlayPressHandler = newValue }
    }
    /// Asked instead of ``overlayPressHandler`` and ``overlayTapHandler`` when set, with the press and where it
    /// landed (the point and the position under it): for vendors whose item callbacks carry the tap's location
    /// (Mapbox's annotation interaction context), so that an adapter need not keep the last touch itself.
    /// `true` consumes the press.
    public var locatedOverlayPressHandler: ((SceneItemID, ScenePress, TapLocation) -> Bool)? {
        get { taps.locatedOverlayPressHandler }
        set { taps.locatedOverlayPressHandler = newValue }
    }
    /// Asked instead of ``symbolTapHandler`` when set, with the press it answers (a tap or a long press);
    /// `true` consumes it. Either hook being set makes symbols answer presses.
    public var symbolPressHandler: ((MapSymbol, ScenePress) -> Bool)? {
        get { taps.symbolPressHandler }
        set { taps.symbolPressHandler = newValue }
    }
    /// The marker the profile's default action selected (``InteractionProfile/declinedMarkerTap``); a
    /// press that reaches the map clears it; apps may set it.
    public var selectedMarker: SceneItemID? {
        get { taps.selectedMarker }
        set { taps.selectedMarker = newValue }
    }
}
