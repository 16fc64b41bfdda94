import MapCompatCore

extension SpecShrinker {
    /// Settings with one part left out, then with one part of a part left out.
    static func simpler(_ map: Spec.MapSettings) -> [Spec.MapSettings] {
        var results: [Spec.MapSettings] = []
        func with(_ change: (inout Spec.MapSettings) -> Void) {
            var copy = map
            change(&copy)
            results.append(copy)
        }
        if map.viewport != nil { with { $0.viewport = nil } }
        if map.camera != nil { with { $0.camera = nil } }
        if map.limits != nil { with { $0.limits = nil } }
        if map.gestures != nil { with { $0.gestures = nil } }
        if map.disabledGestures != nil { with { $0.disabledGestures = nil } }
        if map.exclusions != nil { with { $0.exclusions = nil } }
        if map.deceleration != nil { with { $0.deceleration = nil } }
        if map.controls != nil { with { $0.controls = nil } }
        if map.location != nil { with { $0.location = nil } }
        if let camera = map.camera {
            for part in dropping(camera, [\.latitude, \.longitude, \.zoom, \.bearing, \.tilt]) {
                with { $0.camera = part }
            }
        }
        if let limits = map.limits {
            for part in dropping(limits, [\.minZoom, \.maxZoom, \.maxTilt]) { with { $0.limits = part } }
        }
        if let gestures = map.gestures {
            for part in dropping(gestures, [\.scroll, \.zoom, \.rotate, \.tilt, \.stop]) { with { $0.gestures = part } }
        }
        if let controls = map.controls {
            let switches: [WritableKeyPath<Spec.ControlSettings, Bool?>] = [
                \.compass, \.scaleBar, \.zoomButtons, \.indoorLevelPicker, \.locationButton,
            ]
            for part in dropping(controls, switches) { with { $0.controls = part } }
            if let logo = controls.logo {
                with { $0.controls?.logo = nil }
                if logo.align != nil { with { $0.controls?.logo?.align = nil } }
                if logo.margin != nil { with { $0.controls?.logo?.margin = nil } }
                if logo.tappable != nil { with { $0.controls?.logo?.tappable = nil } }
            }
        }
        if let disabled = map.disabledGestures, disabled.count > 1 {
            for index in disabled.indices { with { $0.disabledGestures?.remove(at: index) } }
        }
        if let exclusions = map.exclusions {
            for kind in exclusions.keys.sorted(by: { $0.rawValue < $1.rawValue }) {
                if exclusions.count > 1 { with { $0.exclusions?[kind] = nil } }
                if exclusions[kind]?.isEmpty == false { with { $0.exclusions?[kind] = [] } }
            }
        }
        if let location = map.location {
            if location.heading != nil { with { $0.location?.heading = nil } }
            if location.tracking != nil, location.position != nil { with { $0.location?.tracking = nil } }
            if location.position != nil, location.tracking != nil, location.heading == nil {
                with { $0.location?.position = nil }
            }
        }
        if map.viewport?.insets != nil { with { $0.viewport?.insets = nil } }
        if let camera = map.camera {
            for simpler in rounder(camera) { with { $0.camera = simpler } }
        }
        if let limits = map.limits {
            let parts: [(WritableKeyPath<Spec.LimitSettings, Double?>, Double)] = [
                (\.minZoom, 0), (\.maxZoom, 22), (\.maxTilt, 60),
            ]
            for (part, neutral) in parts {
                guard let value = limits[keyPath: part] else { continue }
                for number in numbers(value, toward: neutral, steps: [10, 1], positive: false) {
                    var copy = limits
                    copy[keyPath: part] = number
                    if (copy.minZoom ?? 0) <= (copy.maxZoom ?? 22) { with { $0.limits = copy } }
                }
            }
        }
        return results
    }

    /// A camera with one part moved to its neutral value or rounded.
    static func rounder(_ camera: Spec.CameraSettings) -> [Spec.CameraSettings] {
        let parts: [(WritableKeyPath<Spec.CameraSettings, Double?>, Double, [Double])] = [
            (\.latitude, 37.5666, [0.001]), (\.longitude, 126.9784, [0.001]), (\.zoom, 15, [1]),
            (\.bearing, 0, [45, 10]), (\.tilt, 0, [10]),
        ]
        var results: [Spec.CameraSettings] = []
        for (part, neutral, steps) in parts {
            guard let value = camera[keyPath: part] else { continue }
            for number in numbers(value, toward: neutral, steps: steps, positive: false) {
                var copy = camera
                copy[keyPath: part] = number
                results.append(copy)
            }
        }
        return results
    }

    /// Copies of `value`, each with one of the set optional parts left out (none for a part already out).
    private static func dropping<Value, Part>(_ value: Value, _ parts: [WritableKeyPath<Value, Part?>]) -> [Value] {
        parts.compactMap { part in
            guard value[keyPath: part] != nil else { return nil }
            var copy = value
            copy[keyPath: part] = nil
            return copy
        }
    }
}
