import Foundation
import GoogleMapsStyle
import MapCompatConformance
import MapCompatCore

/// One run of a spec through the Google-style API: the map view, its delegate (the session itself, as a Google
/// app's view controller is) and the neutral events it heard.
///
/// Specs a Google app cannot write are declined (`NotExpressible`) with the reason: markers beside
/// annotations or shapes (Google's markers are one kind, above every other overlay), points of interest the
/// app would not listen to (Google's POIs take taps either way), callouts with accessories or without a
/// title (a Google info window has no accessory, and a marker without a title is never disabled), and a press
/// held on a marker, shape or point of interest that consumes taps (Google's hear taps only; a long press
/// reaches the map).
final class GoogleSession: NSObject, AdapterSession, GMSMapViewDelegate {
    let mapView: GMSMapView
    /// Touch steps, waits, control and callout taps, settling and recording, as every plugin does them.
    let driver: SessionDriver
    var events: [ObservedEvent] { driver.events }
    /// The spec's markers and annotations, by scene id.
    var markers: [String: GMSMarker] = [:]
    /// The spec's circles, by scene id.
    var circles: [String: GMSCircle] = [:]
    /// Each overlay's scene id.
    var sceneIDs: [ObjectIdentifier: String] = [:]
    /// What the app answers for a tap on each spec marker; annotations are absent (their taps select).
    var markerAnswers: [ObjectIdentifier: Bool] = [:]
    /// Whether a spec marker or shape handles taps: a press held on it is one Google cannot keep from the map.
    var keepsTaps = false
    /// Each basemap POI's scene id and caption, by place ID.
    var pointsOfInterest: [String: (id: String, caption: String)] = [:]

    init(spec: Spec) throws {
        let profile = Self.profile(for: spec)
        try Self.declineWhatGoogleCannotWrite(spec, profile: profile)
        let options = GMSMapViewOptions()
        options.frame = CGRect(x: 0, y: 0, width: 400, height: 800)
        options.camera = Self.googleCamera(InteractiveMap.defaultCamera)
        mapView = GMSMapView(options: options, profile: profile)
        driver = SessionDriver(view: mapView)
        super.init()
        try apply(spec.map)
        // Google asks no drag question: a spec that refuses drags has markers that are not draggable, and under
        // the neutral rules only an app that allows them drags (vendor specs drag as Google does).
        let drags = spec.profile == .vendor ? spec.handlers.drag != .deny : spec.handlers.drag == .allow
        for item in spec.scene { try place(item, dragAllowed: drags) }
        mapView.delegate = self
    }

    /// Records a neutral event heard through Google's callbacks (nothing before the first step).
    func record(_ event: MapEvent) { driver.record(event) }

    // MARK: Steps

    func perform(_ step: Step) throws {
        if step.mayHoldAFinger(on: driver.profile), keepsTaps {
            throw NotExpressible(
                reason: "Google's markers and overlays hear taps only (mapView(_:didTap:)): a long press on one that "
                    + "handles taps reaches the map, so it cannot keep the press")
        }
        if try driver.perform(step) { return }
        switch step {
        case .camera(let move):
            let target = Self.googleCamera(try move.camera.applied(to: currentCamera))
            guard move.duration > 0 else { return try checked { mapView.camera = target } }
            // Google's animations take their length and curve from the Core Animation transaction around them;
            // animated camera steps move linearly (Specs/README.md).
            CATransaction.begin()
            CATransaction.setAnimationDuration(move.duration)
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
            defer { CATransaction.commit() }
            try checked { mapView.animate(to: target) }
        case .set(let settings):
            try apply(settings)
        case .location(let update):
            try mapView.updateLocation(
                CLLocation(latitude: update.position.latitude, longitude: update.position.longitude))
        default:
            throw NotExpressible(reason: "Google's API cannot perform \(step.kind) steps", capability: .step(step.kind))
        }
    }

    func settle(maximum: Double) throws -> Bool { try driver.settle(maximum: maximum) }

    // MARK: Final state, read through Google's API

    var state: ObservedState {
        var positions: [String: LatLng] = [:]
        for (id, marker) in markers { positions[id] = Self.position(marker.position) }
        for (id, circle) in circles { positions[id] = Self.position(circle.position) }
        let selected = mapView.selectedMarker.flatMap { sceneIDs[ObjectIdentifier($0)] }
        var state = ObservedState(
            camera: currentCamera, viewport: driver.viewport, selected: Set(selected.map { [$0] } ?? []),
            positions: positions)
        // The SDK has no getter for whether the compass or the My Location button is on screen (the compass hides
        // while the map points north); the core's reading stands in for what the screen shows.
        var controls: [MapControl: Expectation.ControlVisibility] = [:]
        for control in [MapControl.compass, .locationButton] {
            controls[control] = Expectation.ControlVisibility(rawValue: driver.visibility(of: control).rawValue)
        }
        state.controls = controls
        return state
    }

    /// The camera read through `GMSMapView.camera`, on the neutral scale.
    var currentCamera: Camera {
        let camera = mapView.camera
        return Camera(
            center: Self.position(camera.target) ?? InteractiveMap.defaultCamera.center,
            zoom: Double(camera.zoom) - GoogleZoomScale.offset, bearing: camera.bearing, tilt: camera.viewingAngle)
    }

    /// A Google camera position for a neutral camera, its parts stored as given (a mutable position does not
    /// clamp them to Google's range, so neutral specs keep their numbers).
    static func googleCamera(_ camera: Camera) -> GMSCameraPosition {
        let position = GMSMutableCameraPosition(latitude: 0, longitude: 0, zoom: kGMSMinZoomLevel)
        position.target = CLLocationCoordinate2D(latitude: camera.center.latitude, longitude: camera.center.longitude)
        position.zoom = Float(camera.zoom + GoogleZoomScale.offset)
        position.bearing = camera.bearing
        position.viewingAngle = camera.tilt
        return position
    }

    static func position(_ coordinate: CLLocationCoordinate2D) -> LatLng? {
        try? LatLng(latitude: coordinate.latitude, longitude: coordinate.longitude)
    }

    /// Runs Google calls and throws the first diagnostic they reported: input Google's API ignored or clamped.
    func checked(_ body: () throws -> Void) throws {
        let diagnostics = driver.diagnostics
        let before = diagnostics.entries.count
        try body()
        if diagnostics.entries.count > before {
            let first = diagnostics.entries[before]
            throw MapCompatError(.outOfRange, field: first.field, first.message)
        }
    }
}

@available(*, unavailable)
extension GoogleSession: Sendable {}
