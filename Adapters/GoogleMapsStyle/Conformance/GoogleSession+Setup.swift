import Foundation
import GoogleMapsStyle
import MapCompatConformance
import MapCompatCore

extension GoogleSession {
    /// Google's rules for a vendor spec, the neutral ones otherwise, with what a Google app has without asking:
    /// a draggable marker drags when the spec's drag callback allows (Google asks no drag question), and a
    /// marker without a title is still tappable (the specs that need the neutral rule are declined).
    static func profile(for spec: Spec) -> InteractionProfile {
        guard spec.profile == .neutral else { return .googleMaps }
        var profile = InteractionProfile.neutral
        if spec.handlers.drag == .allow { profile.annotations.dragsWithoutHook = true }
        profile.annotations.untitledCallout = .selectsWithoutCallout
        return profile
    }

    /// Throws `NotExpressible` for a spec a Google app cannot write (see `GoogleSession`).
    static func declineWhatGoogleCannotWrite(_ spec: Spec, profile: InteractionProfile) throws {
        var markers = false
        var annotations = false
        var shapes = false
        for item in spec.scene {
            switch item.content {
            case .marker: markers = true
            case .annotation(let fields):
                annotations = true
                try declineCallout(fields, neutral: spec.profile == .neutral)
            case .polyline, .polygon, .circle: shapes = true
            case .symbol, .indoor: continue
            }
        }
        if markers && annotations {
            throw NotExpressible(
                reason: "Google's markers are one kind: one selection and one hit order cover the spec's markers and "
                    + "annotations, so markers beside annotations cannot keep the neutral overlay rules")
        }
        if spec.profile == .neutral, markers || annotations, shapes {
            throw NotExpressible(
                reason: "Google draws markers above every other overlay whatever its zIndex (GMSOverlay.h), so markers "
                    + "beside shapes cannot keep the neutral draw order")
        }
        if spec.hasSymbols, spec.handlers.symbolTap != .consume {
            throw NotExpressible(
                reason: "a tap on a Google point of interest ends there whether or not the app listens "
                    + "(googlemaps-samples/maps-sdk-for-ios-samples issue #98), so a symbol cannot let taps through")
        }
        if spec.hasSymbols, spec.steps.contains(where: { $0.mayHoldAFinger(on: profile) }) {
            throw NotExpressible(
                reason: "Google's point-of-interest callback hears taps only "
                    + "(mapView(_:didTapPOIWithPlaceID:name:location:)): a long press on one reaches the map, so a "
                    + "symbol cannot keep it", capability: .handler("symbolTap.consume"))
        }
    }

    private static func declineCallout(_ fields: Spec.SceneItem.Annotation, neutral: Bool) throws {
        if !fields.accessories.isEmpty {
            throw NotExpressible(reason: "a Google info window has no accessory controls, only its body")
        }
        if neutral, fields.callout, fields.title == nil, fields.enabled {
            throw NotExpressible(
                reason: "a Google marker without a title is still tappable (selected without an info window): it "
                    + "cannot act disabled as the neutral rule asks")
        }
    }

    // MARK: Settings

    /// Applies (partial) spec map settings through Google's properties and calls.
    func apply(_ settings: Spec.MapSettings) throws {
        if let viewport = settings.viewport {
            let frame = mapView.frame
            try checked {
                mapView.frame = CGRect(
                    x: 0, y: 0, width: viewport.width ?? Double(frame.width),
                    height: viewport.height ?? Double(frame.height))
                if let insets = viewport.insets { mapView.padding = UIEdgeInsets(insets) }
            }
        }
        if let limits = settings.limits {
            guard limits.maxTilt == nil else {
                throw MapCompatError(.conflict, field: "limits.maxTilt", "GMSMapView has no maximum tilt setting")
            }
            let low = limits.minZoom.map { Float($0 + GoogleZoomScale.offset) } ?? mapView.minZoom
            let high = limits.maxZoom.map { Float($0 + GoogleZoomScale.offset) } ?? mapView.maxZoom
            try checked { mapView.setMinZoom(low, maxZoom: high) }
        }
        if let camera = settings.camera {
            try checked { mapView.camera = Self.googleCamera(try camera.applied(to: currentCamera)) }
        }
        if let gestures = settings.gestures {
            if let scroll = gestures.scroll { mapView.settings.scrollGestures = scroll }
            if let zoom = gestures.zoom { mapView.settings.zoomGestures = zoom }
            if let rotate = gestures.rotate { mapView.settings.rotateGestures = rotate }
            if let tilt = gestures.tilt { mapView.settings.tiltGestures = tilt }
        }
        if let controls = settings.controls {
            if let compass = controls.compass { mapView.settings.compassButton = compass }
            if let button = controls.locationButton { mapView.settings.myLocationButton = button }
            if let picker = controls.indoorLevelPicker { mapView.settings.indoorPicker = picker }
        }
        if let position = settings.location?.position {
            mapView.isMyLocationEnabled = true
            try mapView.updateLocation(CLLocation(latitude: position.latitude, longitude: position.longitude))
        }
    }

    // MARK: Scene

    /// Puts a spec item on the map as a Google app would: a marker or annotation as a `GMSMarker`, shapes as
    /// overlays, a symbol as a point of interest of the basemap.
    func place(_ item: Spec.SceneItem, dragAllowed: Bool) throws {
        try checked { try placeChecked(item, dragAllowed: dragAllowed) }
    }

    private func placeChecked(_ item: Spec.SceneItem, dragAllowed: Bool) throws {
        switch item.content {
        case .marker(let fields):
            let marker = GMSMarker(position: Self.coordinate(fields.position))
            marker.icon = Self.image(of: fields.size)
            marker.groundAnchor = fields.anchor
            marker.isTappable = item.tap == .consume
            markerAnswers[ObjectIdentifier(marker)] = item.tap == .consume
            add(marker, item)
        case .annotation(let fields):
            let marker = GMSMarker(position: Self.coordinate(fields.position))
            marker.icon = Self.image(of: fields.size)
            marker.groundAnchor = fields.anchor
            // Without a callout the app leaves the title and snippet out, so no info window shows.
            marker.title = fields.callout ? fields.title : nil
            marker.snippet = fields.callout ? fields.subtitle : nil
            // The callout's offset from the icon's top centre, as a point of the icon.
            marker.infoWindowAnchor = CGPoint(
                x: 0.5 + Double(fields.calloutOffset.x) / Double(fields.size.width),
                y: Double(fields.calloutOffset.y) / Double(fields.size.height))
            marker.isTappable = fields.enabled
            marker.isDraggable = fields.draggable && dragAllowed
            add(marker, item)
        case .polyline(let fields):
            let line = GMSPolyline(path: Self.path(fields.points))
            line.strokeWidth = CGFloat(fields.width)
            add(line, item)
        case .polygon(let fields):
            let polygon = GMSPolygon(path: Self.path(fields.points))
            polygon.holes = fields.holes.map(Self.path)
            add(polygon, item)
        case .circle(let fields):
            let circle = GMSCircle(position: Self.coordinate(fields.center), radius: fields.radius)
            add(circle, item)
            circles[item.id] = circle
        case .symbol(let fields):
            // A hidden label is one the basemap does not have.
            guard item.visible else { return }
            try mapView.addBasemapPOI(
                placeID: item.id, name: fields.caption, location: Self.coordinate(fields.position), size: fields.size)
            pointsOfInterest[item.id] = (item.id, fields.caption)
        case .indoor:
            throw NotExpressible(reason: "Google's indoor buildings are its own map data", capability: .scene("indoor"))
        }
    }

    /// Gives an overlay the item's draw order and tap handling, and puts it on the map if it is visible.
    private func add(_ overlay: GMSOverlay, _ item: Spec.SceneItem) {
        if item.tap == .consume { keepsTaps = true }
        overlay.zIndex = Int32(clamping: item.z)
        if !(overlay is GMSMarker) { overlay.isTappable = item.tap == .consume }
        sceneIDs[ObjectIdentifier(overlay)] = item.id
        if item.visible { overlay.map = mapView }
        guard let marker = overlay as? GMSMarker else { return }
        markers[item.id] = marker
        // The driver finds a `tapCallout` step's info window by the core annotation the marker became.
        if let name = mapView.coreID(of: marker) { driver.name(AnnotationID(name), sceneID: item.id) }
    }

    static func coordinate(_ position: LatLng) -> CLLocationCoordinate2D {
        CLLocationCoordinate2D(latitude: position.latitude, longitude: position.longitude)
    }

    private static func path(_ points: [LatLng]) -> GMSPath {
        let path = GMSMutablePath()
        for point in points { path.add(coordinate(point)) }
        return path
    }

    /// An icon of the item's size, which is what taps hit.
    private static func image(of size: CGSize) -> UIImage {
        #if canImport(UIKit)
            UIGraphicsImageRenderer(size: size).image { _ in }
        #else
            UIImage(size: size)
        #endif
    }
}
