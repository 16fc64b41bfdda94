import MapCompatCore

extension SpecReader {
    private static let mapFields = [
        "viewport", "camera", "limits", "gestures", "disabledGestures", "exclusions", "deceleration", "controls",
        "location",
    ]

    func mapSettings(_ value: JSONValue, _ path: JSONPath) -> Spec.MapSettings? {
        guard let object = object(value, at: path, known: Self.mapFields) else { return nil }
        return Spec.MapSettings(
            viewport: object.optional("viewport", viewport),
            camera: object.optional("camera") { value, path in cameraSettings(value, path, extra: [])?.0 },
            limits: object.optional("limits", limits),
            gestures: object.optional("gestures", gestureSwitches),
            disabledGestures: object.optional("disabledGestures", array(of: choice(GestureKind.self))),
            exclusions: object.optional("exclusions", exclusions),
            deceleration: object.optional("deceleration", choice(Spec.Deceleration.self)),
            controls: object.optional("controls", controls),
            location: object.optional("location", location))
    }

    private func viewport(_ value: JSONValue, _ path: JSONPath) -> Spec.ViewportSettings? {
        guard let object = object(value, at: path, known: ["width", "height", "insets"]) else { return nil }
        return Spec.ViewportSettings(
            width: object.optional("width", positive), height: object.optional("height", positive),
            insets: object.optional("insets", insets))
    }

    /// A partial camera; `extra` names further members the caller reads itself (a move's `duration`). Zoom and
    /// tilt may lie outside the limits: the map clamps them, as it clamps any requested camera.
    func cameraSettings(_ value: JSONValue, _ path: JSONPath, extra: [String]) -> (Spec.CameraSettings, ObjectReader)? {
        let known = ["lat", "lng", "zoom", "bearing", "tilt"] + extra
        guard let object = object(value, at: path, known: known) else { return nil }
        let camera = Spec.CameraSettings(
            latitude: object.optional("lat", latitude), longitude: object.optional("lng", number),
            zoom: object.optional("zoom", number), bearing: object.optional("bearing", number),
            tilt: object.optional("tilt", number))
        return (camera, object)
    }

    private func limits(_ value: JSONValue, _ path: JSONPath) -> Spec.LimitSettings? {
        guard let object = object(value, at: path, known: ["minZoom", "maxZoom", "maxTilt"]) else { return nil }
        let zoom = number(in: 0...CameraLimits.zoomCeiling)
        let limits = Spec.LimitSettings(
            minZoom: object.optional("minZoom", zoom), maxZoom: object.optional("maxZoom", zoom),
            maxTilt: object.optional("maxTilt", number(in: 0...CameraLimits.tiltCeiling)))
        if let low = limits.minZoom, let high = limits.maxZoom, low > high {
            error(
                path.key("minZoom"),
                "minZoom \(NumberMatcher.format(low)) is greater than maxZoom \(NumberMatcher.format(high))")
        }
        return limits
    }

    private func gestureSwitches(_ value: JSONValue, _ path: JSONPath) -> Spec.GestureSwitches? {
        guard let object = object(value, at: path, known: ["scroll", "zoom", "rotate", "tilt", "stop"]) else {
            return nil
        }
        return Spec.GestureSwitches(
            scroll: object.optional("scroll", bool), zoom: object.optional("zoom", bool),
            rotate: object.optional("rotate", bool), tilt: object.optional("tilt", bool),
            stop: object.optional("stop", bool))
    }

    private func exclusions(_ value: JSONValue, _ path: JSONPath) -> [GestureKind: [GestureKind]]? {
        guard let object = object(value, at: path, known: nil) else { return nil }
        var table: [GestureKind: [GestureKind]] = [:]
        let names = GestureKind.allCases.map(\.rawValue)
        for key in object.fields.keys.sorted() {
            guard let kind = GestureKind(rawValue: key) else {
                error(path.key(key), "\"\(key)\" is not a gesture kind" + hint(for: key, among: names))
                continue
            }
            table[kind] = object.optional(key, array(of: choice(GestureKind.self)))
        }
        return table
    }

    private func controls(_ value: JSONValue, _ path: JSONPath) -> Spec.ControlSettings? {
        let known = ["compass", "scaleBar", "zoomButtons", "indoorLevelPicker", "locationButton", "logo"]
        guard let object = object(value, at: path, known: known) else { return nil }
        return Spec.ControlSettings(
            compass: object.optional("compass", bool), scaleBar: object.optional("scaleBar", bool),
            zoomButtons: object.optional("zoomButtons", bool),
            indoorLevelPicker: object.optional("indoorLevelPicker", bool),
            locationButton: object.optional("locationButton", bool), logo: object.optional("logo", logo))
    }

    private func logo(_ value: JSONValue, _ path: JSONPath) -> Spec.LogoSettings? {
        guard let object = object(value, at: path, known: ["align", "margin", "tappable"]) else { return nil }
        return Spec.LogoSettings(
            align: object.optional("align", choice(Spec.LogoAlignment.self)), margin: object.optional("margin", insets),
            tappable: object.optional("tappable", bool))
    }

    private func location(_ value: JSONValue, _ path: JSONPath) -> Spec.LocationSettings? {
        guard let object = object(value, at: path, known: ["lat", "lng", "heading", "tracking"]) else { return nil }
        var position: LatLng?
        switch (object.has("lat"), object.has("lng")) {
        case (true, true): position = self.position(in: object)
        case (true, false): error(path.key("lng"), "\"lat\" is given without \"lng\"")
        case (false, true): error(path.key("lat"), "\"lng\" is given without \"lat\"")
        case (false, false): position = nil
        }
        return Spec.LocationSettings(
            position: position, heading: object.optional("heading", number),
            tracking: object.optional("tracking", choice(TrackingMode.self)))
    }
}
