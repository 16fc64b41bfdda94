import Foundation

/// Events encode as one flat object, `{"kind": "gesture", "gesture": "pan", "phase": "began"}`, the shape
/// spec patterns and JSON reports use.
extension MapEvent: Codable {
    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Encodes `kind`, the event's ``fields`` and its ``facts``.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(kind.rawValue, forKey: Key(stringValue: "kind"))
        for (name, value) in fields.merging(facts, uniquingKeysWith: { field, _ in field }).sorted(by: {
            $0.key < $1.key
        }) {
            let key = Key(stringValue: name)
            switch value {
            case .number(let number): try container.encode(number, forKey: key)
            case .string(let string): try container.encode(string, forKey: key)
            case .bool(let bool): try container.encode(bool, forKey: key)
            }
        }
    }

    /// Decodes the flat object written by ``encode(to:)``.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Key.self)
        func string(_ name: String) throws -> String { try c.decode(String.self, forKey: Key(stringValue: name)) }
        func number(_ name: String) throws -> Double { try c.decode(Double.self, forKey: Key(stringValue: name)) }
        func bool(_ name: String) throws -> Bool { try c.decode(Bool.self, forKey: Key(stringValue: name)) }
        func value<T: RawRepresentable<String>>(_ name: String, as type: T.Type) throws -> T {
            let raw = try string(name)
            guard let value = T(rawValue: raw) else {
                throw DecodingError.dataCorruptedError(
                    forKey: Key(stringValue: name), in: c, debugDescription: "unknown value \"\(raw)\"")
            }
            return value
        }
        func location() throws -> (CGPoint, LatLng) {
            (
                CGPoint(x: try number("x"), y: try number("y")),
                try LatLng(latitude: number("lat"), longitude: number("lng"))
            )
        }
        /// The tap location of an event that has one (a fact added after version 1, so optional).
        func tapLocation() throws -> TapLocation? {
            guard c.contains(Key(stringValue: "x")) else { return nil }
            let point = CGPoint(x: try number("x"), y: try number("y"))
            guard c.contains(Key(stringValue: "lat")) else { return TapLocation(point: point, coordinate: nil) }
            return TapLocation(point: point, coordinate: try LatLng(latitude: number("lat"), longitude: number("lng")))
        }
        switch try value("kind", as: Kind.self) {
        case .mapTap: self = try .mapTap(point: location().0, coordinate: location().1)
        case .mapDoubleTap: self = try .mapDoubleTap(point: location().0, coordinate: location().1)
        case .mapTwoFingerTap: self = try .mapTwoFingerTap(point: location().0, coordinate: location().1)
        case .mapLongPress: self = try .mapLongPress(point: location().0, coordinate: location().1)
        case .symbolTap:
            self = try .symbolTap(
                id: string("id"), caption: string("caption"), consumed: bool("consumed"), at: tapLocation())
        case .overlayTap: self = try .overlayTap(id: string("id"), consumed: bool("consumed"), at: tapLocation())
        case .annotationTap: self = try .annotationTap(id: string("id"), at: tapLocation())
        case .annotationLongPress: self = try .annotationLongPress(id: string("id"))
        case .locationMarkerTap:
            self = try .locationMarkerTap(coordinate: LatLng(latitude: number("lat"), longitude: number("lng")))
        case .annotationSelect: self = try .annotationSelect(id: string("id"))
        case .annotationDeselect: self = try .annotationDeselect(id: string("id"))
        case .calloutShow: self = try .calloutShow(id: string("id"))
        case .calloutHide: self = try .calloutHide(id: string("id"))
        case .calloutTap: self = try .calloutTap(id: string("id"), part: value("part", as: CalloutPart.self))
        case .gesture:
            self = try .gesture(value("gesture", as: GestureKind.self), value("phase", as: GesturePhase.self))
        case .cameraWillChange:
            self = try .cameraWillChange(
                reason: value("reason", as: CameraChangeReason.self), animated: bool("animated"))
        case .cameraChanging: self = try .cameraChanging(reason: value("reason", as: CameraChangeReason.self))
        case .cameraDidChange: self = try .cameraDidChange(reason: value("reason", as: CameraChangeReason.self))
        case .cameraIdle: self = .cameraIdle
        case .animationStop: self = .animationStop
        case .legalNotice: self = .legalNotice
        case .dragState:
            let from = c.contains(Key(stringValue: "from")) ? try value("from", as: AnnotationDragState.self) : nil
            self = try .dragState(id: string("id"), state: value("state", as: AnnotationDragState.self), from: from)
        case .controlTap: self = try .controlTap(value("control", as: MapControl.self))
        case .trackingMode:
            let animated = c.contains(Key(stringValue: "animated")) ? try bool("animated") : nil
            self = try .trackingMode(value("mode", as: TrackingMode.self), animated: animated)
        case .indoorLevel: self = try .indoorLevel(id: string("id"), level: string("level"))
        }
    }
}
