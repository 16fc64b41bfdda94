import Foundation
import MapCompatConformance
import MapCompatCore
import NaverStyle

/// One run of a spec through the NAVER-style API: the view, its delegates, and the neutral events they
/// heard.
final class NaverSession: AdapterSession {
    let view: NMFNaverMapView
    var mapView: NMFMapView { view.mapView }
    /// Touch steps, waits, control taps, settling and recording, as every plugin does them.
    let driver: SessionDriver
    var events: [ObservedEvent] { driver.events }
    private let listener: NaverListener
    private let touchListener: any NMFMapViewTouchDelegate
    var markers: [String: NMFMarker] = [:]
    var circles: [String: NMFCircleOverlay] = [:]
    var symbols: [String: NMFSymbol] = [:]
    var overlayIDs: [ObjectIdentifier: String] = [:]

    init(spec: Spec) throws {
        view = NMFNaverMapView(
            frame: CGRect(x: 0, y: 0, width: 400, height: 800), profile: spec.profile == .vendor ? .naver : .neutral)
        driver = SessionDriver(view: view)
        listener = NaverListener()
        if let answer = spec.handlers.symbolTap {
            touchListener = NaverSymbolListener(listener, consumes: answer == .consume)
        } else {
            touchListener = NaverTapListener(listener)
        }
        listener.session = self
        mapView.touchDelegate = touchListener
        mapView.delegate = listener
        mapView.addCameraDelegate(delegate: listener)
        mapView.addOptionDelegate(delegate: listener)
        mapView.addIndoorSelectionDelegate(delegate: listener)
        // NAVER apps hear of taps on the location overlay through its touch handler; consuming them is the
        // core's default for the marker.
        mapView.locationOverlay.touchHandler = { [unowned self] _ in
            if let coordinate = try? mapView.locationOverlay.location.coreLatLng() {
                record(.locationMarkerTap(coordinate: coordinate))
            }
            return true
        }
        try Self.declineLongPressesOnConsumingSymbols(spec, profile: driver.profile)
        try apply(spec.map)
        for item in spec.scene { try place(item) }
    }

    /// NAVER's symbol method (`mapView(_:didTap:)`) hears of taps only, so an app cannot make a symbol
    /// keep a long tap from the map: with symbols that consume taps, a long press, a drag's hold or raw
    /// touches could press one, and what the spec asks there is not NAVER's to say.
    private static func declineLongPressesOnConsumingSymbols(_ spec: Spec, profile: InteractionProfile) throws {
        guard spec.handlers.symbolTap == .consume, spec.hasSymbols,
            spec.steps.contains(where: { $0.mayHoldAFinger(on: profile) })
        else { return }
        throw NotExpressible(
            reason: "NAVER's touch delegate answers symbol taps only (mapView(_:didTap:)); a long tap on a symbol "
                + "goes to the map, so a symbol cannot consume it",
            capability: .handler("symbolTap.consume"))
    }

    /// Records a neutral event heard through NAVER's callbacks (nothing before the first step).
    func record(_ event: MapEvent) { driver.record(event) }

    func overlayName(_ overlay: NMFOverlay) -> String { overlayIDs[ObjectIdentifier(overlay)] ?? overlay.overlayID }

    // MARK: Steps

    func perform(_ step: Step) throws {
        if try driver.perform(step) { return }
        switch step {
        case .camera(let move):
            let target = try move.camera.applied(to: mapView.cameraPosition.coreCamera())
            let update = NMFCameraUpdate(position: NMFCameraPosition(target))
            if move.duration > 0 {
                // Animated camera steps move linearly (Specs/README.md), which NAVER names `.linear`.
                update.animation = .linear
                update.animationDuration = move.duration
            }
            try checked { mapView.moveCamera(update) }
        case .set(let settings):
            try apply(settings)
        case .location(let update):
            try mapView.updateLocation(NMGLatLng(update.position), heading: update.heading ?? driver.location?.heading)
        default:
            throw NotExpressible(reason: "NAVER's API cannot perform \(step.kind) steps", capability: .step(step.kind))
        }
    }

    func settle(maximum: Double) throws -> Bool { try driver.settle(maximum: maximum) }

    // MARK: Final state, read through NAVER's API

    var state: ObservedState {
        var positions: [String: LatLng] = [:]
        for (id, marker) in markers { positions[id] = try? marker.position.coreLatLng() }
        for (id, circle) in circles { positions[id] = try? circle.center.coreLatLng() }
        for (id, symbol) in symbols { positions[id] = try? symbol.position.coreLatLng() }
        var state = ObservedState(
            camera: try? mapView.cameraPosition.coreCamera(), viewport: viewport, positions: positions,
            tracking: mapView.positionMode.trackingMode)
        // NAVER has no getter for a control's derived visibility (the compass hides itself while the map is
        // level); the core's reading stands in for what the screen shows.
        var controls: [MapControl: Expectation.ControlVisibility] = [:]
        for control in MapControl.allCases {
            controls[control] = Expectation.ControlVisibility(rawValue: driver.visibility(of: control).rawValue)
        }
        state.controls = controls
        state.indoorPicker = controls[.indoorLevelPicker]
        state.indoorLevel = mapView.indoorSelection?.level.name
        return state
    }

    private var viewport: Viewport? {
        try? Viewport(
            width: Double(mapView.frame.width), height: Double(mapView.frame.height),
            insets: EdgeInsets(mapView.contentInset))
    }
}

@available(*, unavailable)
extension NaverSession: Sendable {}
