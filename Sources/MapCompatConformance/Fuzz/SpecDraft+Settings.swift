import Foundation
import MapCompatCore

extension SpecDraft {
    /// Map settings: each part with a small probability, so most specs keep most neutral defaults. A `set`
    /// step (`initial` false) draws fewer parts. A part is never an empty object.
    mutating func mapSettings(initial: Bool) -> Spec.MapSettings {
        let p = initial ? 0.2 : 0.12
        var settings = Spec.MapSettings()
        if allows(.map("viewport")), allows(.map("viewport.insets")), random.chance(p / 2) {
            settings.viewport = Spec.ViewportSettings(insets: insets(upTo: 120))
        }
        if allows(.map("camera.flat")), random.chance(p) {
            settings.camera = cameraSettings(tilted: allows(.map("camera")))
        }
        if random.chance(p) {
            let limits = limits()
            if limits != Spec.LimitSettings() { settings.limits = limits }
        }
        if random.chance(p) {
            let switches = gestureSwitches()
            if switches != Spec.GestureSwitches() { settings.gestures = switches }
        }
        if random.chance(p) {
            let kinds = GestureKind.allCases.filter { allows(.map("disabledGestures.\($0.rawValue)")) }
            let disabled = random.subset(kinds, 0.2)
            if !disabled.isEmpty { settings.disabledGestures = disabled }
        }
        if allows(.map("exclusions")), random.chance(p) { settings.exclusions = exclusions() }
        if random.chance(p) {
            let rates = Spec.Deceleration.allCases.filter { allows(.map("deceleration.\($0.rawValue)")) }
            settings.deceleration = random.pick(rates)
        }
        if random.chance(p * 1.5) {
            let controls = controls()
            if controls != Spec.ControlSettings() { settings.controls = controls }
        }
        if random.chance(p / 2) {
            let location = location()
            if location != Spec.LocationSettings() { settings.location = location }
        }
        return settings
    }

    /// Insets, each side 0 or up to `limit` points.
    mutating func insets(upTo limit: Double) -> EdgeInsets {
        func side(_ random: inout FuzzRandom) -> Double {
            random.chance(0.5) ? 0 : random.number(0...limit, step: 1)
        }
        return EdgeInsets(
            top: side(&random), left: side(&random), bottom: side(&random), right: side(&random))
    }

    /// A partial camera near the neutral one; with bearing or tilt only when `tilted` (else a flat camera).
    mutating func cameraSettings(tilted: Bool) -> Spec.CameraSettings {
        var camera = Spec.CameraSettings()
        if random.chance(0.4) {
            camera.latitude = FuzzRandom.round(37.5666 + random.number(-0.01...0.01, step: 1e-4), step: 1e-6)
            camera.longitude = FuzzRandom.round(126.9784 + random.number(-0.01...0.01, step: 1e-4), step: 1e-6)
        }
        if random.chance(0.6) { camera.zoom = random.number(10...19, step: 0.5) }
        if random.chance(0.4), tilted { camera.bearing = random.number(0...359, step: 1) }
        if random.chance(0.4), tilted { camera.tilt = random.number(0...60, step: 5) }
        if camera == Spec.CameraSettings() { camera.zoom = random.number(12...18, step: 0.5) }
        return camera
    }

    private mutating func limits() -> Spec.LimitSettings {
        var limits = Spec.LimitSettings()
        let low = random.number(0...15, step: 1)
        if random.chance(0.5), allows(.map("limits.minZoom")) { limits.minZoom = low }
        if random.chance(0.5), allows(.map("limits.maxZoom")) {
            limits.maxZoom = random.number(max(low, 14)...22, step: 1)
        }
        if random.chance(0.4), allows(.map("limits.maxTilt")) { limits.maxTilt = random.number(0...60, step: 5) }
        return limits
    }

    private mutating func gestureSwitches() -> Spec.GestureSwitches {
        var switches = Spec.GestureSwitches()
        func draw(_ name: String, _ random: inout FuzzRandom, _ allowed: Bool) -> Bool? {
            allowed && random.chance(0.4) ? random.chance(0.3) : nil
        }
        switches.scroll = draw("scroll", &random, allows(.map("gestures.scroll")))
        switches.zoom = draw("zoom", &random, allows(.map("gestures.zoom")))
        switches.rotate = draw("rotate", &random, allows(.map("gestures.rotate")))
        switches.tilt = draw("tilt", &random, allows(.map("gestures.tilt")))
        switches.stop = draw("stop", &random, allows(.map("gestures.stop")))
        return switches
    }

    private mutating func exclusions() -> [GestureKind: [GestureKind]] {
        var table: [GestureKind: [GestureKind]] = [:]
        for _ in 0..<random.int(1...2) {
            guard let kind = random.pick(GestureKind.allCases) else { continue }
            table[kind] = random.subset(GestureKind.allCases.filter { $0 != kind }, 0.2)
        }
        return table
    }

    private mutating func controls() -> Spec.ControlSettings {
        var controls = Spec.ControlSettings()
        func draw(_ name: String, _ random: inout FuzzRandom, _ allowed: Bool) -> Bool? {
            allowed && random.chance(0.4) ? random.chance(0.7) : nil
        }
        controls.compass = draw("compass", &random, allows(.map("controls.compass")))
        controls.scaleBar = draw("scaleBar", &random, allows(.map("controls.scaleBar")))
        controls.zoomButtons = draw("zoomButtons", &random, allows(.map("controls.zoomButtons")))
        controls.indoorLevelPicker = draw("indoorLevelPicker", &random, allows(.map("controls.indoorLevelPicker")))
        controls.locationButton = draw("locationButton", &random, allows(.map("controls.locationButton")))
        if allows(.map("controls.logo")), random.chance(0.3) {
            var logo = Spec.LogoSettings()
            if random.chance(0.6) { logo.align = random.pick(Spec.LogoAlignment.allCases) }
            if random.chance(0.3) { logo.margin = insets(upTo: 40) }
            if random.chance(0.5) { logo.tappable = random.chance(0.5) }
            controls.logo = logo
        }
        return controls
    }

    private mutating func location() -> Spec.LocationSettings {
        var location = Spec.LocationSettings()
        if allows(.map("location")), random.chance(0.8) {
            location.position = screenPosition(margin: 40)
            if random.chance(0.4) { location.heading = random.number(0...359, step: 1) }
        }
        if allows(.map("location.tracking")), random.chance(0.6) {
            location.tracking = random.pick(TrackingMode.allCases)
        }
        return location
    }
}
