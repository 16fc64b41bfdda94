import Foundation
import MapCompatCore

#if canImport(UIKit)
    import UIKit
#endif

/// route-me's map view (`RMMapView`), headless: its properties, annotations and delegate over one core
/// `InteractiveMap` that holds every rule (route-me's by default,
/// `InteractionProfile.routeMe`).
///
/// Zoom is route-me's, on 256-point tiles (``RMZoomScale``). Input comes as touch frames (``handle(_:)``)
/// and time passes only when told (``advance(by:)``).
public final class RMMapView: CoreBackedView {
    /// The core map behind this one.
    public let core: InteractiveMap
    /// Receives taps, moves, selection and drag callbacks; held weakly, as in route-me.
    public weak var delegate: (any RMMapViewDelegate)?
    /// A record of the headless-only ``bouncingEnabled``.
    private var bounces = false
    private var annotationsByID: [AnnotationID: RMAnnotation] = [:]
    private var annotationOrder: [AnnotationID] = []
    private var nextID = 0
    /// The move under way: whether it is by the user, its starting zoom, and whether a zoom was reported.
    private var move: (byUser: Bool, zoom: Double, zooming: Bool)?
    /// Set by the delegate's default `tapOnAnnotation(_:onMap:)`: the delegate does not implement it, so the
    /// tap falls back to `singleTapOnMap(_:at:)` as in route-me.
    var delegateLacksAnnotationTap = false

    /// Creates a map view.
    ///
    /// - Parameters:
    ///   - frame: the view's frame; its size is the core's `Viewport`.
    ///   - centerCoordinate: where the camera starts; the core's default camera when `nil`.
    ///   - zoomLevel: the route-me zoom it starts at; the core's default camera's when `nil`.
    ///   - profile: the rules to follow; route-me's unless another is wanted (the neutral one of specs).
    /// - Throws: `MapCompatError` for a frame with no area or a camera that is not finite.
    public init(
        frame: CGRect = CGRect(x: 0, y: 0, width: 400, height: 800), centerCoordinate: CLLocationCoordinate2D? = nil,
        zoomLevel: Double? = nil, profile: InteractionProfile = .routeMe
    ) throws(MapCompatError) {
        let viewport = try Viewport(width: Double(frame.width), height: Double(frame.height))
        var camera = InteractiveMap.defaultCamera
        if let centerCoordinate {
            camera.center = try LatLng(latitude: centerCoordinate.latitude, longitude: centerCoordinate.longitude)
        }
        if let zoomLevel { camera.zoom = RMZoomScale.neutral(fromRouteMe: zoomLevel) }
        core = try InteractiveMap(profile: profile, camera: camera, viewport: viewport)
        core.showsLocationMarker = false  // route-me's `showsUserLocation` is NO until the app sets it
        core.addObserver { [weak self] observed in self?.report(observed.event) }
        core.shouldDragAnnotation = { [weak self] id in
            guard let self, let annotation = self.annotationsByID[id], let delegate = self.delegate else {
                return false
            }
            return delegate.mapView(self, shouldDragAnnotation: annotation)
        }
    }

    // MARK: Input

    /// Feeds frames in order; stops at the first one that is rejected.
    public func handle(_ frames: some Sequence<TouchFrame>) throws(MapCompatError) {
        for frame in frames { try handle(frame) }
    }

    // MARK: View and gestures

    /// The view's frame (the core's `Viewport` size); a frame with no area is ignored.
    public var frame: CGRect {
        get { CGRect(x: 0, y: 0, width: core.viewport.width, height: core.viewport.height) }
        set {
            guard let viewport = try? Viewport(width: Double(newValue.width), height: Double(newValue.height)) else {
                return
            }
            core.setViewport(viewport)
        }
    }

    /// Whether one finger scrolls the map (the core's `GestureSettings.isScrollEnabled`).
    public var draggingEnabled: Bool {
        get { core.gestureSettings.isScrollEnabled }
        set { core.gestureSettings.isScrollEnabled = newValue }
    }

    /// Whether the map bounces at its limits. Stored only: the headless core has no bounce (see the article).
    public var bouncingEnabled: Bool {
        get { bounces }
        set { bounces = newValue }
    }

    /// Whether a double tap zooms about the view centre instead of the tapped point (the core's
    /// `GestureSettings.centeredKinds` holding `doubleTap`); `false` by default, as in route-me.
    public var zoomingInPivotsAroundCenter: Bool {
        get { core.gestureSettings.centeredKinds.contains(.doubleTap) }
        set {
            if newValue {
                core.gestureSettings.centeredKinds.insert(.doubleTap)
            } else {
                core.gestureSettings.centeredKinds.remove(.doubleTap)
            }
        }
    }

    /// The drift after a fling (the core's `GestureSettings.deceleration`).
    public var decelerationMode: RMMapDecelerationMode {
        get {
            switch core.gestureSettings.deceleration {
            case .normal: .normal
            case .fast: .fast
            case .immediate: .off
            }
        }
        set {
            switch newValue {
            case .normal: core.gestureSettings.deceleration = .normal
            case .fast: core.gestureSettings.deceleration = .fast
            case .off: core.gestureSettings.deceleration = .immediate
            }
        }
    }

    // MARK: Camera

    /// The route-me zoom (core zoom + ``RMZoomScale/offset``); setting it jumps there, clamped to the limits.
    public var zoom: Double {
        get { RMZoomScale.routeMe(fromNeutral: core.camera.zoom) }
        set {
            var camera = core.camera
            camera.zoom = RMZoomScale.neutral(fromRouteMe: newValue)
            try? core.moveCamera(to: camera)
        }
    }

    /// The lowest route-me zoom (core `CameraLimits.minZoom` + 1); a value the core cannot
    /// take (below route-me zoom 1, or above ``maxZoom``) is ignored.
    public var minZoom: Double {
        get { RMZoomScale.routeMe(fromNeutral: core.limits.minZoom) }
        set { setZoomLimits(min: RMZoomScale.neutral(fromRouteMe: newValue), max: core.limits.maxZoom) }
    }

    /// The highest route-me zoom (core `CameraLimits.maxZoom` + 1); a value the core cannot
    /// take is ignored.
    public var maxZoom: Double {
        get { RMZoomScale.routeMe(fromNeutral: core.limits.maxZoom) }
        set { setZoomLimits(min: core.limits.minZoom, max: RMZoomScale.neutral(fromRouteMe: newValue)) }
    }

    private func setZoomLimits(min: Double, max: Double) {
        let limits = core.limits
        guard let next = try? CameraLimits(minZoom: min, maxZoom: max, maxTilt: limits.maxTilt, bounds: limits.bounds)
        else { return }
        core.setLimits(next)
    }

    /// The coordinate at the centre of the view (the core camera's centre); setting it jumps there, and an
    /// invalid coordinate is ignored.
    public var centerCoordinate: CLLocationCoordinate2D {
        get { CLLocationCoordinate2D(core.camera.center) }
        set {
            guard let center = newValue.latLng else { return }
            var camera = core.camera
            camera.center = center
            try? core.moveCamera(to: camera)
        }
    }

    /// The screen point of a coordinate (the core's `ScreenTransform.point(for:)`); `nil`
    /// for an invalid coordinate.
    public func coordinateToPixel(_ coordinate: CLLocationCoordinate2D) -> CGPoint? {
        coordinate.latLng.flatMap(core.transform.point(for:))
    }

    /// The coordinate at a screen point (the core's `ScreenTransform.coordinate(at:)`).
    public func pixelToCoordinate(_ pixel: CGPoint) -> CLLocationCoordinate2D? {
        core.transform.coordinate(at: pixel).map(CLLocationCoordinate2D.init)
    }

    /// The map's projection: spherical Mercator.
    public var projection: RMProjection { .googleProjection }

    // MARK: Location

    /// Whether the map may show the user's location (the core's `InteractiveMap.showsLocationMarker`); `false`
    /// by default, as in route-me. Headless, fixes come from the core's location input, not Core Location.
    public var showsUserLocation: Bool {
        get { core.showsLocationMarker }
        set { core.showsLocationMarker = newValue }
    }

    /// The tracking mode (the core's `InteractiveMap.trackingMode`); setting it animates.
    public var userTrackingMode: RMUserTrackingMode {
        get { RMUserTrackingMode(core.trackingMode) }
        set { setUserTrackingMode(newValue, animated: true) }
    }

    /// Sets the tracking mode (the core's `InteractiveMap.setTrackingMode(_:animated:)`).
    public func setUserTrackingMode(_ mode: RMUserTrackingMode, animated: Bool) {
        core.setTrackingMode(mode.core, animated: animated)
    }

    // MARK: Annotations

    /// The annotations on the map, in the order they were added.
    public var annotations: [RMAnnotation] { annotationOrder.compactMap { annotationsByID[$0] } }

    /// Puts an annotation on the map (core `InteractiveMap.addAnnotation(_:)`), above those
    /// already there; without a layer, the delegate's `mapView(_:layerFor:)` is asked for one. An annotation
    /// already on a map, or with an invalid coordinate, is ignored.
    public func addAnnotation(_ annotation: RMAnnotation) {
        guard annotation.coreID == nil else { return }
        nextID += 1
        let id = AnnotationID("rm-\(nextID)")
        if annotation.layer == nil { annotation.layer = delegate?.mapView(self, layerFor: annotation) }
        guard let value = annotation.coreAnnotation(id: id), (try? core.addAnnotation(value)) != nil else { return }
        annotation.mapView = self
        annotation.coreID = id
        annotation.layer?.annotation = annotation
        annotationsByID[id] = annotation
        annotationOrder.append(id)
    }

    /// The annotation behind a core annotation id (for code that reads the core, such as callout geometry).
    public func annotation(for id: AnnotationID) -> RMAnnotation? { annotationsByID[id] }

    /// Puts several annotations on the map.
    public func addAnnotations(_ annotations: [RMAnnotation]) {
        for annotation in annotations { addAnnotation(annotation) }
    }

    /// Takes an annotation off the map (core `InteractiveMap.removeAnnotation(_:)`; unlike
    /// route-me, its selection goes with it).
    public func removeAnnotation(_ annotation: RMAnnotation) {
        guard annotation.mapView === self, let id = annotation.coreID else { return }
        annotation.refreshStoredCoordinate()
        try? core.removeAnnotation(id)
        annotationsByID[id] = nil
        annotationOrder.removeAll { $0 == id }
        annotation.coreID = nil
        annotation.mapView = nil
    }

    /// The selected annotation (the core's `InteractiveMap.selectedAnnotationID`).
    public var selectedAnnotation: RMAnnotation? { core.selectedAnnotationID.flatMap { annotationsByID[$0] } }

    /// Selects an annotation as a tap would (core `InteractiveMap.selectAnnotation(_:)`);
    /// `nil` deselects. `animated` has no effect headless.
    public func selectAnnotation(_ annotation: RMAnnotation?, animated: Bool) {
        guard let annotation else {
            core.deselectAnnotation()
            return
        }
        guard annotation.mapView === self, let id = annotation.coreID else { return }
        _ = try? core.selectAnnotation(id)
    }

    /// Deselects an annotation if it is the selection (core
    /// `InteractiveMap.deselectAnnotation(_:)`). `animated` has no effect headless.
    public func deselectAnnotation(_ annotation: RMAnnotation, animated: Bool) {
        guard annotation.mapView === self, let id = annotation.coreID else { return }
        core.deselectAnnotation(id)
    }

    /// Pushes an annotation's values to the core, keeping the coordinate the core holds unless the app just
    /// set one.
    func sync(_ annotation: RMAnnotation, takingCoordinate: Bool = false) {
        guard annotation.mapView === self, let id = annotation.coreID else { return }
        if !takingCoordinate { annotation.refreshStoredCoordinate() }
        guard let value = annotation.coreAnnotation(id: id) else { return }
        try? core.updateAnnotation(value)
    }

    // MARK: Callbacks

    /// Turns a core event into the delegate's callback, and a drag state into the layer's.
    private func report(_ event: MapEvent) {
        switch event {
        case .mapTap(let point, _): delegate?.singleTapOnMap(self, at: point)
        case .mapDoubleTap(let point, _): delegate?.doubleTapOnMap(self, at: point)
        case .mapTwoFingerTap(let point, _): delegate?.singleTapTwoFingersOnMap(self, at: point)
        case .mapLongPress(let point, _): delegate?.longPressOnMap(self, at: point)
        case .annotationTap(let id, let at): reportAnnotationTap(AnnotationID(id), at: at?.point ?? .zero)
        case .annotationLongPress(let id):
            if let annotation = annotationsByID[AnnotationID(id)] {
                delegate?.longPressOnAnnotation(annotation, onMap: self)
            }
        case .annotationSelect(let id):
            if let annotation = annotationsByID[AnnotationID(id)] { delegate?.mapView(self, didSelect: annotation) }
        case .annotationDeselect(let id):
            if let annotation = annotationsByID[AnnotationID(id)] { delegate?.mapView(self, didDeselect: annotation) }
        case .calloutTap(let id, let part):
            reportCalloutTap(AnnotationID(id), part)
        case .dragState(let id, let state, let from):
            reportDragState(AnnotationID(id), RMMapLayerDragState(state), from: RMMapLayerDragState(from ?? .none))
        case .trackingMode(let mode, _):
            delegate?.mapView(self, didChangeUserTrackingMode: RMUserTrackingMode(mode), animated: true)
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
            if move?.zooming == true { delegate?.afterMapZoom(self, byUser: byUser) }
            move = nil
            delegate?.afterMapMove(self, byUser: byUser)
        default:
            break
        }
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
        delegate?.tapOnCalloutAccessoryControl(control, for: annotation, onMap: self)
    }

    /// Tells the delegate, then hands starting, ending and canceling to the layer to confirm.
    private func reportDragState(_ id: AnnotationID, _ state: RMMapLayerDragState, from old: RMMapLayerDragState) {
        guard let annotation = annotationsByID[id] else { return }
        delegate?.mapView(self, annotation: annotation, didChangeDragState: state, fromOldState: old)
        switch state {
        case .starting, .ending, .canceling: annotation.layer?.setDragState(state, animated: true)
        case .dragging, .none: break
        }
    }
}

@available(*, unavailable)
extension RMMapView: Sendable {}
