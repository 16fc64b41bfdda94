import Foundation
import MapCompatCore

#if canImport(CoreLocation)
    import CoreLocation
#endif

/// The map of TomTom's SDK (`TomTomMap`), headless: gestures, camera and markers as TomTom names them, over
/// one core `InteractiveMap` that holds every rule.
///
/// Input comes as touch frames (`handle(_:)`, one frame or a sequence of them) and time passes only when told
/// (``advance(by:)``), so the same script gives the same callbacks on every run.
///
/// Apps get their map from ``MapView`` (``MapViewDelegate/mapView(_:onMapReady:)`` or
/// ``MapView/getMapAsync(_:)``); the initializer is a MapCompat addition for headless tests and porting.
///
/// ```swift
/// func mapView(_ mapView: MapView, onMapReady map: TomTomMap) {
///     map.delegate = self
/// map.disabledGestures = [.doubleTap, .tap]
///     map.setExclusiveGestures(gesture: .pan, blockedGestures: [.pinch])
/// }
/// ```
public final class TomTomMap: CoreBackedView {
    /// The core map behind this one: an escape hatch for what TomTom's API does not reach.
    public let core: InteractiveMap
    /// Receives interactions and camera events; held weakly, as in the SDK.
    public weak var delegate: (any MapDelegate)?

    /// The annotations on the map by their scene item, and their order (oldest first).
    var annotationsByID: [SceneItemID: any Annotation] = [:]
    var annotationOrder: [SceneItemID] = []
    var annotationCount = 0
    /// The tracking mode last set or reported, for ``CameraEvent/trackingModeChanged(mode:)``.
    var storedTrackingMode = CameraTrackingMode.none
    /// The routes on the map by their scene item, and their order (oldest first).
    var routesByID: [SceneItemID: Route] = [:]
    var routeOrder: [SceneItemID] = []
    var routeCount = 0
    /// The style layer of each style label placed headless (see `TomTomMap+RenderedFeatures.swift`).
    var styleLabelLayers: [SceneItemID: String] = [:]
    /// The traffic layers shown (``showTraffic()``, ``showTrafficIncidents()``).
    var storedTrafficFlow = false
    var storedTrafficIncidents = false
    /// How the location marker is drawn (``locationIndicatorType``).
    var storedLocationIndicator = LocationIndicator.userLocation(scale: 1)

    /// Where the map's location comes from (TomTom's `locationProvider`); it starts with a provider that never
    /// reports, as a headless map has no location services. After setting another one, call
    /// ``activateLocationProvider()``: the map stops listening to the old one at once.
    public var locationProvider: any LocationProvider = SilentLocationProvider() {
        didSet { deactivateLocationProvider() }
    }
    /// The provider the map listens to, if any.
    var listenedProvider: (any LocationProvider)?
    /// The observer the map registers with its provider.
    let locationRelay = LocationRelay()

    /// TomTom's default camera: latitude 0, longitude 0, TomTom zoom 1, north up, flat.
    public static let defaultCameraUpdate = CameraUpdate(
        position: CLLocationCoordinate2D(latitude: 0, longitude: 0), zoom: 1, tilt: 0, rotation: 0)

    /// Creates a map without a view (a MapCompat addition for headless tests and ported samples: TomTom
    /// apps never construct the map; they get it from ``MapView`` in
    /// ``MapViewDelegate/mapView(_:onMapReady:)``, which uses this initializer).
    ///
    /// - Parameters:
    ///   - profile: the rules to follow; TomTom's documented defaults (`InteractionProfile.tomTom`)
    ///     unless another profile is wanted, such as the neutral one of conformance specs.
    ///   - cameraUpdate: where the camera starts (TomTom's `MapOptions.cameraUpdate`); parts left out take
    ///     ``defaultCameraUpdate``'s values.
    ///   - viewport: the view's size and insets.
    /// - Throws: `MapCompatError` naming the field of a camera update that cannot apply.
    public init(
        profile: InteractionProfile = .tomTom, cameraUpdate: CameraUpdate? = nil, viewport: Viewport = .neutral
    ) throws(MapCompatError) {
        core = try InteractiveMap(profile: profile, viewport: viewport)
        try core.moveCamera(to: Self.defaultCameraUpdate.target(from: core.camera, transform: core.transform))
        if let cameraUpdate {
            try core.moveCamera(to: cameraUpdate.target(from: core.camera, transform: core.transform))
        }
        core.addObserver { [weak self] observed in self?.report(observed.event) }
        locationRelay.map = self
    }

    // MARK: Input

    /// Feeds one frame of touches, as a view would receive them. A finger touching while none is down
    /// reports ``MapInteraction/interactionStarted`` as the frame arrives, before the core sees it (so before
    /// anything the core had due by the frame's time, which passing time with ``advance(by:)`` delivers
    /// first).
    ///
    /// - Throws: `MapCompatError` for a frame that cannot happen or lies in the past.
    public func handle(_ frame: TouchFrame) throws(MapCompatError) {
        if core.touches.isEmpty, frame.time >= core.now, frame.touches.contains(where: { $0.phase == .began }) {
            interact(.interactionStarted)
        }
        try core.handle(frame)
    }

    // MARK: Gestures

    /// The gestures switched off (TomTom's array; the core's `GestureSettings.disabled`).
    /// Setting it replaces the whole list; ``MapGestureDisableOption/none`` switches nothing off.
    public var disabledGestures: [MapGestureDisableOption] {
        get {
            let disabled = core.gestureSettings.disabled
            return MapGestureDisableOption.allCases.filter { $0.gestureKind.map(disabled.contains) ?? false }
        }
        set {
            var settings = core.gestureSettings
            settings.disabled = Set(newValue.compactMap(\.gestureKind))
            core.gestureSettings = settings
        }
    }

    /// Makes `gesture` ignored while any of `blockedGestures` is in progress, replacing its earlier
    /// blockers; an empty list lifts every restriction on it (the core's
    /// `GestureSettings.setExclusions(for:blockedBy:)`). Each member of `gesture` gets the
    /// same blockers.
    public func setExclusiveGestures(gesture: GestureType, blockedGestures: [GestureType]) {
        let blockers = blockedGestures.reduce(into: Set<GestureKind>()) { $0.formUnion($1.gestureKinds) }
        var settings = core.gestureSettings
        for kind in gesture.gestureKinds { settings.setExclusions(for: kind, blockedBy: blockers) }
        core.gestureSettings = settings
    }

    /// The gestures that block `gesture` now, for every member of it together (a MapCompat addition, to
    /// read back what ``setExclusiveGestures(gesture:blockedGestures:)`` and the defaults set).
    public func blockedGestures(of gesture: GestureType) -> GestureType {
        let exclusions = core.gestureSettings.exclusions
        return gesture.gestureKinds.reduce(into: GestureType()) { result, kind in
            for blocker in exclusions[kind] ?? [] { result.formUnion(GestureType(blocker)) }
        }
    }

    // MARK: Callbacks

    private func interact(_ interaction: MapInteraction) {
        delegate?.map(self, onInteraction: interaction)
    }

    /// Reshapes one core event into TomTom's callbacks; events TomTom has no callback for are dropped.
    private func report(_ event: MapEvent) {
        switch event {
        case .mapTap(_, let coordinate):
            interact(.tapped(coordinate: CLLocationCoordinate2D(coordinate)))
        case .mapDoubleTap(_, let coordinate):
            interact(.doubleTapped(coordinate: CLLocationCoordinate2D(coordinate)))
        case .mapTwoFingerTap(_, let coordinate):
            interact(.tappedWithTwoFingers(coordinate: CLLocationCoordinate2D(coordinate)))
        case .mapLongPress(_, let coordinate):
            interact(.longPressed(coordinate: CLLocationCoordinate2D(coordinate)))
        case .overlayTap(let id, _, let at):
            if reportRouteTap(SceneItemID(id), at: at) { return }
            guard let annotation = annotationsByID[SceneItemID(id)], isSelectable(annotation) else { return }
            let coordinate = at?.coordinate.map(CLLocationCoordinate2D.init) ?? annotationCoordinate(annotation)
            interact(.tappedOnAnnotation(annotation: annotation, coordinate: coordinate))
        case .gesture(let kind, let phase):
            let state = GestureState(phase)
            switch kind {
            case .pan: interact(.panned(state: state))
            case .pinch: interact(.pinched(state: state))
            case .rotate: interact(.rotated(state: state))
            case .tilt: interact(.tilted(state: state))
            case .tap, .doubleTap, .twoFingerTap, .longPress, .quickZoom: break
            }
        case .locationMarkerTap(let coordinate):
            interact(.tappedOnLocationMarker(coordinate: CLLocationCoordinate2D(coordinate)))
        case .controlTap(.locationButton):
            interact(.tappedOnRecenterButton)
        case .cameraChanging:
            delegate?.map(self, onCameraEvent: .cameraChanged(properties: cameraProperties))
        case .cameraIdle:
            delegate?.map(self, onCameraEvent: .cameraSteady(properties: cameraProperties))
        case .trackingMode(let mode, _):
            reportTracking(mode)
        // No callback of TomTom's for these: listed by name, so that a new event kind does not compile until
        // it is placed.
        case .symbolTap, .annotationTap, .annotationLongPress, .annotationSelect, .annotationDeselect,
            .calloutShow, .calloutHide, .calloutTap, .cameraWillChange, .cameraDidChange, .animationStop,
            .legalNotice, .dragState, .controlTap, .indoorLevel:
            break
        }
    }
}

@available(*, unavailable)
extension TomTomMap: Sendable {}
