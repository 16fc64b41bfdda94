import Foundation
import MapCompatConformance
import MapCompatCore
import NaverStyle

extension NaverSession {
    /// Applies (partial) spec map settings through NAVER's properties and calls.
    func apply(_ settings: Spec.MapSettings) throws {
        if let viewport = settings.viewport {
            let frame = view.frame
            try checked {
                view.frame = CGRect(
                    x: 0, y: 0, width: viewport.width ?? Double(frame.width),
                    height: viewport.height ?? Double(frame.height))
            }
            if let insets = viewport.insets { try checked { mapView.contentInset = UIEdgeInsets(insets) } }
        }
        if let limits = settings.limits { try apply(limits) }
        if let camera = settings.camera {
            let position = NMFCameraPosition(try camera.applied(to: mapView.cameraPosition.coreCamera()))
            try checked { mapView.moveCamera(NMFCameraUpdate(position: position)) }
        }
        if let gestures = settings.gestures {
            if let scroll = gestures.scroll { mapView.isScrollGestureEnabled = scroll }
            if let zoom = gestures.zoom { mapView.isZoomGestureEnabled = zoom }
            if let rotate = gestures.rotate { mapView.isRotateGestureEnabled = rotate }
            if let tilt = gestures.tilt { mapView.isTiltGestureEnabled = tilt }
            if let stop = gestures.stop { mapView.isStopGestureEnabled = stop }
        }
        if settings.disabledGestures != nil || settings.exclusions != nil {
            throw MapCompatError(.conflict, field: "map", "NAVER's API has no fine gesture or exclusion settings")
        }
        if let deceleration = settings.deceleration {
            // NAVER sets drift per gesture through frictions: the friction whose drift is the setting's.
            let model = driver.profile.deceleration
            let rate = DecelerationRate(rawValue: deceleration.rawValue).map(model.rate(for:)) ?? 0
            let friction = CGFloat(model.friction(rate: rate))
            try checked {
                mapView.scrollFriction = friction
                mapView.zoomFriction = friction
                mapView.rotateFriction = friction
            }
        }
        if let controls = settings.controls { try apply(controls) }
        if let location = settings.location {
            if let position = location.position {
                // A fix from the location source, as a `location` step's (a heading left out stays as it was).
                try mapView.updateLocation(NMGLatLng(position), heading: location.heading ?? driver.location?.heading)
            }
            // Settings are applied as an app sets its map up: the camera jumps, as the core plugin's does.
            if let tracking = location.tracking {
                mapView.setPositionMode(NMFMyPositionMode(tracking), animated: false)
            }
        }
    }

    private func apply(_ limits: Spec.LimitSettings) throws {
        let minZoom = limits.minZoom.map(NaverZoomScale.naver(fromNeutral:))
        let maxZoom = limits.maxZoom.map(NaverZoomScale.naver(fromNeutral:))
        try checked {
            // Widen first, so the range never turns upside down between the two assignments.
            if let maxZoom, maxZoom >= mapView.minZoomLevel {
                mapView.maxZoomLevel = maxZoom
                if let minZoom { mapView.minZoomLevel = minZoom }
            } else {
                if let minZoom { mapView.minZoomLevel = minZoom }
                if let maxZoom { mapView.maxZoomLevel = maxZoom }
            }
            if let maxTilt = limits.maxTilt { mapView.maxTilt = maxTilt }
        }
    }

    private func apply(_ controls: Spec.ControlSettings) throws {
        try checked {
            if let compass = controls.compass { view.showCompass = compass }
            if let scaleBar = controls.scaleBar { view.showScaleBar = scaleBar }
            if let zoomButtons = controls.zoomButtons { view.showZoomControls = zoomButtons }
            if let picker = controls.indoorLevelPicker { view.showIndoorLevelPicker = picker }
            if let button = controls.locationButton { view.showLocationButton = button }
        }
        guard let logo = controls.logo else { return }
        if let align = logo.align {
            guard let naverAlign = NMFLogoAlign.allCases.first(where: { "\($0.logoAlignment)" == align.rawValue })
            else {
                throw NotExpressible(reason: "NMFLogoAlign has no \(align.rawValue) alignment, only the four corners")
            }
            mapView.logoAlign = naverAlign
        }
        try checked {
            if let margin = logo.margin { mapView.logoMargin = UIEdgeInsets(margin) }
            if let tappable = logo.tappable { mapView.logoInteractionEnabled = tappable }
        }
    }

    /// Runs NAVER calls and throws the first diagnostic they reported: input NAVER's API ignored or clamped.
    func checked(_ body: () -> Void) throws {
        let diagnostics = driver.diagnostics
        let before = diagnostics.entries.count
        body()
        if diagnostics.entries.count > before {
            let first = diagnostics.entries[before]
            throw MapCompatError(.outOfRange, field: first.field, first.message)
        }
    }

    /// Puts a spec item on the map through NAVER's overlay API (symbols and indoor maps as basemap data).
    func place(_ item: Spec.SceneItem) throws {
        let overlay: NMFOverlay
        switch item.content {
        case .marker(let fields):
            let marker = NMFMarker(position: NMGLatLng(fields.position))
            marker.width = fields.size.width
            marker.height = fields.size.height
            marker.anchor = fields.anchor
            markers[item.id] = marker
            overlay = marker
        case .polyline(let fields):
            guard let polyline = NMFPolylineOverlay(fields.points.map(NMGLatLng.init)) else {
                throw MapCompatError(.outOfRange, field: "points", "NAVER makes no polyline of fewer than two points")
            }
            polyline.width = CGFloat(fields.width)
            overlay = polyline
        case .polygon(let fields):
            let polygon = NMGPolygon(
                ring: NMGLineString(points: fields.points.map(NMGLatLng.init)),
                interiorRings: fields.holes.map { NMGLineString(points: $0.map(NMGLatLng.init)) })
            guard let shape = NMFPolygonOverlay(polygon) else {
                throw MapCompatError(.outOfRange, field: "points", "NAVER makes no polygon of fewer than three points")
            }
            overlay = shape
        case .circle(let fields):
            let circle = NMFCircleOverlay(NMGLatLng(fields.center), radius: fields.radius)
            circles[item.id] = circle
            overlay = circle
        case .symbol(let fields):
            symbols[item.id] = try mapView.addBasemapSymbol(
                id: item.id, caption: fields.caption, position: NMGLatLng(fields.position), size: fields.size,
                hidden: !item.visible, zIndex: item.z, globalZIndex: item.globalZ)
            return
        case .indoor(let fields):
            try mapView.addBasemapIndoorZone(
                zoneID: item.id, bounds: NMGLatLngBounds(fields.bounds), levels: fields.levels,
                defaultLevel: fields.level, minZoom: fields.minZoom.map(NaverZoomScale.naver(fromNeutral:)))
            mapView.isIndoorMapEnabled = true
            return
        case .annotation:
            throw MapCompatError(.conflict, field: "scene", "NAVER's API has no annotations")
        }
        overlay.zIndex = item.z
        overlay.globalZIndex = item.globalZ
        overlay.hidden = !item.visible
        if let tap = item.tap {
            let consumes = tap == .consume
            overlay.touchHandler = { [unowned self] tapped in
                if !mapView.isLongTapping { record(.overlayTap(id: overlayName(tapped), consumed: consumes)) }
                return consumes
            }
        }
        try checked { overlay.mapView = mapView }
        overlayIDs[ObjectIdentifier(overlay)] = item.id
    }
}
