import Foundation
import MapCompatConformance
import MapCompatCore
import RMMapLayerStyle

#if canImport(UIKit)
    import UIKit
#endif

/// One run of a spec on an ``RMMapLayerStyle/RMMapView``, set up and driven through route-me's API.
final class RMSession: AdapterSession {
    let map: RMMapView
    let driver: SessionDriver
    let recorder: RMRecorder

    init(spec: Spec) throws {
        map = RMMapView(frame: CGRect(x: 0, y: 0, width: 400, height: 800), profile: try Self.profile(for: spec))
        driver = SessionDriver(view: map)
        recorder = RMRecorder(driver: driver)
        try apply(spec.map)
        try RMRecorder.declineShapesAboveMarkers(spec)
        for item in spec.scene { try place(item) }
        recorder.dragAnswer = spec.handlers.drag.map { $0 == .allow }
        map.delegate = recorder
    }

    var events: [ObservedEvent] { driver.events }

    /// The camera kinds this run could not tell apart: route-me's move callbacks say only whether the user
    /// moved the map, so once a move that is not the user's is reported, its reason (the app's, a location
    /// fix's, a control's) cannot be read back.
    var unobservedEventKinds: Set<String> { recorder.hiddenKinds }

    /// route-me's rules for a vendor spec; the neutral ones otherwise, except that markers and shapes are
    /// route-me annotations here, whose long press stays on them (route-me's
    /// `AnnotationRules.longPressWithoutDrag`), as a neutral overlay's that takes taps does.
    static func profile(for spec: Spec) throws -> InteractionProfile {
        guard spec.profile == .neutral else { return .routeMe }
        var profile = InteractionProfile.neutral
        let overlays = spec.scene.filter { item in
            if case .annotation = item.content { return false }
            return item.tap == .consume
        }
        guard !overlays.isEmpty else { return profile }
        if spec.scene.contains(where: { if case .annotation = $0.content { true } else { false } }) {
            throw NotExpressible(
                reason: "route-me's markers and shapes are annotations: one long-press rule covers both, so "
                    + "annotations beside them cannot keep the neutral rule")
        }
        profile.annotations.longPressWithoutDrag = InteractionProfile.routeMe.annotations.longPressWithoutDrag
        return profile
    }

    func perform(_ step: Step) throws {
        if case .touches(let frames) = step, driver.profile.gestures.isRotateEnabled,
            frames.contains(where: { $0.points.count > 1 })
        {
            throw NotExpressible(
                reason: "route-me has no rotation gesture: raw two-finger touches may turn a map that rotates "
                    + "(as the neutral profile's does), while route-me's map stays north up")
        }
        if let point = driver.mapTapPoint(of: step), !map.showsUserLocation,
            driver.tapReachesNeutralLocationMarker(point)
        {
            // route-me RMMapView.h, "User Location": the user location annotation exists only while
            // showsUserLocation is on (off by default), where the neutral map draws a marker for any fix.
            throw NotExpressible(
                reason: "route-me shows the user's location only while showsUserLocation is on; this run does not "
                    + "show it, where the neutral map draws a marker for any fix",
                capability: .event(.locationMarkerTap))
        }
        if case .tapCallout(let id, let part) = step {
            // A real tap where the callout's part is shown; the callout names route-me's annotation.
            guard let callout = driver.shownCallout, recorder.id(of: callout.annotationID, in: map) == id,
                let point = callout.center(of: part)
            else {
                throw MapCompatError(.conflict, field: "tapCallout.id", "annotation \(id) shows no such callout part")
            }
            try driver.tap(at: point)
            return
        }
        if case .tapControl(let control) = step, control == .logo {
            throw NotExpressible(
                reason: "route-me's logo bug takes no taps (taps reach the map beneath) and its attribution "
                    + "button has no delegate callback")
        }
        // Other controls: route-me shows none of them, so the tap lands on the map where the control would be.
        if try driver.perform(step) { return }
        switch step {
        case .set(let settings):
            try apply(settings)
        case .camera(let move):
            try moveCamera(move)
        case .location(let update):
            try report(Spec.LocationSettings(position: update.position, heading: update.heading))
        default:
            throw NotExpressible(reason: "route-me's API has no way to perform a \(step.kind) step")
        }
    }

    func settle(maximum: Double) throws -> Bool {
        try driver.settle(maximum: maximum)
    }

    var state: ObservedState {
        var state = ObservedState(viewport: driver.viewport)
        let center = map.centerCoordinate
        if let position = try? LatLng(latitude: center.latitude, longitude: center.longitude) {
            state.camera = Camera(center: position, zoom: RMZoomScale.neutral(fromRouteMe: Double(map.zoom)))
        }
        var positions: [String: LatLng] = [:]
        var dragStates: [String: AnnotationDragState] = [:]
        for case let annotation as RMAnnotation in map.annotations ?? [] {
            guard let id = recorder.ids[ObjectIdentifier(annotation)] else { continue }
            positions[id] = try? LatLng(
                latitude: annotation.coordinate.latitude, longitude: annotation.coordinate.longitude)
            // A state handed to the layer and not yet confirmed (a lift or drop under way) is the drag's state.
            let layer = annotation.layer
            let state = (layer as? HandedDragStateMarker)?.unconfirmed ?? layer?.dragState
            dragStates[id] = state.flatMap(neutral) ?? AnnotationDragState.none
        }
        state.positions = positions
        state.dragStates = dragStates
        let selected = map.selectedAnnotation.flatMap { recorder.ids[ObjectIdentifier($0)] }
        state.selected = Set([selected].compactMap { $0 }.filter { !recorder.overlays.contains($0) })
        state.tracking = neutral(map.userTrackingMode, showingLocation: map.showsUserLocation)
        // RMMapView has no zoom buttons, scale bar, indoor picker or location button: they never show.
        state.controls = Dictionary(uniqueKeysWithValues: RMPlugin.absentControls.map { ($0, .hidden) })
        return state
    }

    /// Applies spec map settings through route-me's API.
    func apply(_ settings: Spec.MapSettings) throws {
        if let viewport = settings.viewport {
            guard viewport.insets == nil else {
                throw MapCompatError(.conflict, field: "viewport.insets", "route-me's map view has no insets")
            }
            let frame = map.frame
            map.frame = CGRect(
                x: 0, y: 0, width: viewport.width ?? Double(frame.width),
                height: viewport.height ?? Double(frame.height))
        }
        if let limits = settings.limits {
            guard limits.maxTilt == nil else {
                throw NotExpressible(reason: "route-me's map has no tilt to limit", capability: .map("limits.maxTilt"))
            }
            // Max first when it grows, min first when it shrinks, so the pair is never inverted on the way.
            let minZoom = limits.minZoom.map { Float(RMZoomScale.routeMe(fromNeutral: $0)) }
            let maxZoom = limits.maxZoom.map { Float(RMZoomScale.routeMe(fromNeutral: $0)) }
            if let maxZoom, maxZoom >= map.maxZoom { map.maxZoom = maxZoom }
            if let minZoom { map.minZoom = minZoom }
            if let maxZoom { map.maxZoom = maxZoom }
        }
        if let camera = settings.camera {
            // route-me's map is always north up and flat: only those values can be applied.
            guard camera.isFlat else {
                throw NotExpressible(
                    reason: "route-me's map is always north up and flat", capability: .map("camera"))
            }
            if camera.latitude != nil || camera.longitude != nil {
                let center = map.centerCoordinate
                map.centerCoordinate = CLLocationCoordinate2D(
                    latitude: camera.latitude ?? center.latitude, longitude: camera.longitude ?? center.longitude)
            }
            if let zoom = camera.zoom { map.zoom = Float(RMZoomScale.routeMe(fromNeutral: zoom)) }
        }
        if let location = settings.location { try apply(location) }
        if let scroll = settings.gestures?.scroll { map.draggingEnabled = scroll }
        if let deceleration = settings.deceleration {
            switch deceleration.rawValue {
            case "normal": map.decelerationMode = RMMapDecelerationNormal
            case "fast": map.decelerationMode = RMMapDecelerationFast
            default: map.decelerationMode = RMMapDecelerationOff
            }
        }
    }
}

@available(*, unavailable)
extension RMSession: Sendable {}

/// The delegate: answers the drag question as the spec says and turns route-me's callbacks back into
/// neutral events.
final class RMRecorder: RMMapViewDelegate {
    let driver: SessionDriver
    var ids: [ObjectIdentifier: String] = [:]
    var draggable: Set<String> = []
    /// The ids of spec markers and shapes, placed as annotations with their layers: their taps are overlay
    /// taps, and they are never reported as selected.
    var overlays: Set<String> = []
    var dragAnswer: Bool?
    /// The annotation whose callout route-me presented on selecting it (see `RMRecorder+Callouts.swift`).
    var calloutShown: String?
    /// Each spec item's place in the spec's stacking order (see `RMRecorder+Ordering.swift`).
    var stackKeys: [String: StackKey] = [:]
    var stackedKinds: Set<String> = []

    init(driver: SessionDriver) {
        self.driver = driver
    }

    func id(of coreID: AnnotationID, in map: RMMapView) -> String? {
        map.annotation(for: coreID).flatMap { ids[ObjectIdentifier($0)] }
    }

    func record(_ event: MapEvent) {
        driver.record(event)
    }

    private func recordPress(_ map: RMMapView, _ point: CGPoint, _ make: (CGPoint, LatLng) -> MapEvent) {
        let coordinate = map.pixel(toCoordinate: point)
        guard let position = try? LatLng(latitude: coordinate.latitude, longitude: coordinate.longitude) else { return }
        record(make(point, position))
    }

    /// Whether the move under way is the user's, as `beforeMapMove(_:byUser:)` said; `nil` between moves.
    private var userMove: Bool?
    /// The kinds this run can no longer tell apart (see ``RMSession/unobservedEventKinds``).
    private(set) var hiddenKinds: Set<String> = []

    /// A move the user did not make has a reason route-me does not give.
    private func hideCameraReasons() {
        hiddenKinds.formUnion(["cameraChanging", "cameraDidChange"])
    }

    func beforeMapMove(_ map: RMMapView!, byUser wasUserAction: Bool) {
        userMove = wasUserAction
        if !wasUserAction { hideCameraReasons() }
    }

    /// Each step of a move: the user's is a `cameraChanging` with reason `gesture`.
    func mapViewRegionDidChange(_ mapView: RMMapView!) {
        guard userMove == true else { return hideCameraReasons() }
        record(.cameraChanging(reason: .gesture))
    }

    /// The end of a move: the user's is a `cameraDidChange` with reason `gesture`.
    func afterMapMove(_ map: RMMapView!, byUser wasUserAction: Bool) {
        userMove = nil
        guard wasUserAction else { return hideCameraReasons() }
        record(.cameraDidChange(reason: .gesture))
    }

    /// A tap on a callout accessory, told apart by the layer's accessory views.
    func tap(onCalloutAccessory control: UIControl!, for annotation: RMAnnotation!, onMap map: RMMapView!) {
        guard let id = ids[ObjectIdentifier(annotation)], let layer = annotation.layer else { return }
        if control === layer.leftCalloutAccessoryView { record(.calloutTap(id: id, part: .left)) }
        if control === layer.rightCalloutAccessoryView { record(.calloutTap(id: id, part: .right)) }
    }

    func singleTap(onMap map: RMMapView!, at point: CGPoint) {
        recordPress(map, point) { .mapTap(point: $0, coordinate: $1) }
    }

    func doubleTap(onMap map: RMMapView!, at point: CGPoint) {
        recordPress(map, point) { .mapDoubleTap(point: $0, coordinate: $1) }
    }

    func singleTapTwoFingers(onMap map: RMMapView!, at point: CGPoint) {
        recordPress(map, point) { .mapTwoFingerTap(point: $0, coordinate: $1) }
    }

    func longPress(onMap map: RMMapView!, at point: CGPoint) {
        recordPress(map, point) { .mapLongPress(point: $0, coordinate: $1) }
    }

    func tap(on annotation: RMAnnotation!, onMap map: RMMapView!) {
        if let userLocation = annotation as? RMUserLocation { return recordTap(on: userLocation) }
        guard let id = ids[ObjectIdentifier(annotation)] else { return }
        // route-me's tap on an annotation ends there: a marker's handler consumes it.
        record(overlays.contains(id) ? .overlayTap(id: id, consumed: true) : .annotationTap(id: id))
    }

    func mapView(_ mapView: RMMapView!, didChange mode: RMUserTrackingMode, animated: Bool) {
        if let tracking = neutral(mode, showingLocation: mapView.showsUserLocation) { record(.trackingMode(tracking)) }
    }

    func longPress(on annotation: RMAnnotation!, onMap map: RMMapView!) {
        // A marker's or shape's long press stays on its annotation; the neutral events have no overlay long press.
        if let id = ids[ObjectIdentifier(annotation)], !overlays.contains(id) {
            record(.annotationLongPress(id: id))
        }
    }

    func mapView(_ mapView: RMMapView!, didSelect annotation: RMAnnotation!) {
        if let id = ids[ObjectIdentifier(annotation)], !overlays.contains(id) {
            recordCalloutShow(of: annotation, id: id)
            record(.annotationSelect(id: id))
        }
    }

    func mapView(_ mapView: RMMapView!, didDeselect annotation: RMAnnotation!) {
        if let id = ids[ObjectIdentifier(annotation)], !overlays.contains(id) {
            recordCalloutHide(of: id)
            record(.annotationDeselect(id: id))
        }
    }

    func mapView(_ mapView: RMMapView!, shouldDrag annotation: RMAnnotation!) -> Bool {
        guard let answer = dragAnswer, let id = ids[ObjectIdentifier(annotation)] else { return false }
        return answer && draggable.contains(id)
    }

    func mapView(
        _ mapView: RMMapView!, annotation: RMAnnotation!, didChange newState: RMMapLayerDragState,
        fromOldState oldState: RMMapLayerDragState
    ) {
        (annotation.layer as? HandedDragStateMarker)?.confirmed()
        if let id = ids[ObjectIdentifier(annotation)], let state = neutral(newState) {
            record(.dragState(id: id, state: state))
        }
    }

    /// A state the map view handed a spec annotation's layer (starting, ending, canceling), which route-me
    /// tells the layer and not the delegate.
    func handed(_ state: RMMapLayerDragState, to annotation: RMAnnotation) {
        if let id = ids[ObjectIdentifier(annotation)], let state = neutral(state) {
            record(.dragState(id: id, state: state))
        }
    }
}

@available(*, unavailable)
extension RMRecorder: Sendable {}

/// The neutral tracking mode of a route-me one: route-me's none is the neutral noFollow while the map shows
/// the user's location; `nil` for a value route-me does not define.
func neutral(_ mode: RMUserTrackingMode, showingLocation: Bool) -> TrackingMode? {
    switch mode {
    case RMUserTrackingModeNone: showingLocation ? .noFollow : TrackingMode.none
    case RMUserTrackingModeFollow: .follow
    case RMUserTrackingModeFollowWithHeading: .followWithHeading
    default: nil
    }
}

/// The neutral drag state of a route-me one; `nil` for a value route-me does not define.
private func neutral(_ state: RMMapLayerDragState) -> AnnotationDragState? {
    switch state {
    case RMMapLayerDragStateNone: AnnotationDragState.none
    case RMMapLayerDragStateStarting: .starting
    case RMMapLayerDragStateDragging: .dragging
    case RMMapLayerDragStateCanceling: .canceling
    case RMMapLayerDragStateEnding: .ending
    default: nil
    }
}
