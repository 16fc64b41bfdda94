import Foundation

/// A value of one of an event's fields, as traces and spec patterns write them.
public enum EventFieldValue: Hashable, Sendable {
    /// A number.
    case number(Double)
    /// A string (names, ids, enum values).
    case string(String)
    /// A boolean.
    case bool(Bool)
}

extension MapEvent {
    /// The kinds of event, one case per case of ``MapEvent``, named as traces and spec files name them.
    ///
    /// Code that must handle every kind (the spec loader's field schema, the capability list) switches over
    /// these without a `default:`, so a new kind does not compile until each place handles it.
    public enum Kind: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        /// A `mapTap` event.
        case mapTap
        /// A `mapDoubleTap` event.
        case mapDoubleTap
        /// A `mapTwoFingerTap` event.
        case mapTwoFingerTap
        /// A `mapLongPress` event.
        case mapLongPress
        /// A `symbolTap` event.
        case symbolTap
        /// A `overlayTap` event.
        case overlayTap
        /// A `annotationTap` event.
        case annotationTap
        /// A `annotationLongPress` event.
        case annotationLongPress
        /// A `locationMarkerTap` event.
        case locationMarkerTap
        /// A `annotationSelect` event.
        case annotationSelect
        /// A `annotationDeselect` event.
        case annotationDeselect
        /// A `calloutShow` event.
        case calloutShow
        /// A `calloutHide` event.
        case calloutHide
        /// A `calloutTap` event.
        case calloutTap
        /// A `gesture` event.
        case gesture
        /// A `cameraWillChange` event.
        case cameraWillChange
        /// A `cameraChanging` event.
        case cameraChanging
        /// A `cameraDidChange` event.
        case cameraDidChange
        /// A `cameraIdle` event.
        case cameraIdle
        /// A `animationStop` event.
        case animationStop
        /// A `legalNotice` event.
        case legalNotice
        /// A `dragState` event.
        case dragState
        /// A `controlTap` event.
        case controlTap
        /// A `trackingMode` event.
        case trackingMode
        /// A `indoorLevel` event.
        case indoorLevel

        /// The name traces and spec files use.
        public var description: String { rawValue }
    }

    /// The event's kind (`mapTap`, `gesture`, …).
    public var kind: Kind {
        switch self {
        case .mapTap: .mapTap
        case .mapDoubleTap: .mapDoubleTap
        case .mapTwoFingerTap: .mapTwoFingerTap
        case .mapLongPress: .mapLongPress
        case .symbolTap: .symbolTap
        case .overlayTap: .overlayTap
        case .annotationTap: .annotationTap
        case .annotationLongPress: .annotationLongPress
        case .locationMarkerTap: .locationMarkerTap
        case .annotationSelect: .annotationSelect
        case .annotationDeselect: .annotationDeselect
        case .calloutShow: .calloutShow
        case .calloutHide: .calloutHide
        case .calloutTap: .calloutTap
        case .gesture: .gesture
        case .cameraWillChange: .cameraWillChange
        case .cameraChanging: .cameraChanging
        case .cameraDidChange: .cameraDidChange
        case .cameraIdle: .cameraIdle
        case .animationStop: .animationStop
        case .legalNotice: .legalNotice
        case .dragState: .dragState
        case .controlTap: .controlTap
        case .trackingMode: .trackingMode
        case .indoorLevel: .indoorLevel
        }
    }

    /// The event's fields as spec files name them (without `kind` and `t`): the fields of version 1 of the
    /// trace format, which specs match and adapters must agree on. The facts added since are in
    /// ``facts``.
    public var fields: [String: EventFieldValue] {
        switch self {
        case .mapTap(let point, let coordinate), .mapDoubleTap(let point, let coordinate),
            .mapTwoFingerTap(let point, let coordinate), .mapLongPress(let point, let coordinate):
            [
                "x": .number(Double(point.x)), "y": .number(Double(point.y)),
                "lat": .number(coordinate.latitude), "lng": .number(coordinate.longitude),
            ]
        case .symbolTap(let id, let caption, let consumed, _):
            ["id": .string(id), "caption": .string(caption), "consumed": .bool(consumed)]
        case .overlayTap(let id, let consumed, _):
            ["id": .string(id), "consumed": .bool(consumed)]
        case .annotationTap(let id, _), .annotationLongPress(let id), .annotationSelect(let id),
            .annotationDeselect(let id), .calloutShow(let id), .calloutHide(let id):
            ["id": .string(id)]
        case .locationMarkerTap(let coordinate):
            ["lat": .number(coordinate.latitude), "lng": .number(coordinate.longitude)]
        case .calloutTap(let id, let part):
            ["id": .string(id), "part": .string(part.rawValue)]
        case .gesture(let gesture, let phase):
            ["gesture": .string(gesture.rawValue), "phase": .string(phase.rawValue)]
        case .cameraWillChange(let reason, let animated):
            ["reason": .string(reason.rawValue), "animated": .bool(animated)]
        case .cameraChanging(let reason), .cameraDidChange(let reason):
            ["reason": .string(reason.rawValue)]
        case .cameraIdle, .animationStop, .legalNotice:
            [:]
        case .dragState(let id, let state, _):
            ["id": .string(id), "state": .string(state.rawValue)]
        case .controlTap(let control):
            ["control": .string(control.rawValue)]
        case .trackingMode(let mode, _):
            ["mode": .string(mode.rawValue)]
        case .indoorLevel(let id, let level):
            ["id": .string(id), "level": .string(level)]
        }
    }
}

extension MapEvent {
    /// Facts an event carries beyond its ``fields``, when known: `x`, `y`, `lat` and `lng` of the tap on
    /// overlay, symbol and annotation taps, `from` on drag-state changes, `animated` on tracking-mode
    /// changes. Encoded after the fields; specs neither match nor compare them.
    public var facts: [String: EventFieldValue] {
        switch self {
        case .symbolTap(_, _, _, let at?), .overlayTap(_, _, let at?), .annotationTap(_, let at?):
            Self.facts(of: at)
        case .dragState(_, _, let from?):
            ["from": .string(from.rawValue)]
        case .trackingMode(_, let animated?):
            ["animated": .bool(animated)]
        default:
            [:]
        }
    }

    private static func facts(of at: TapLocation) -> [String: EventFieldValue] {
        var facts: [String: EventFieldValue] = ["x": .number(Double(at.point.x)), "y": .number(Double(at.point.y))]
        if let coordinate = at.coordinate {
            facts["lat"] = .number(coordinate.latitude)
            facts["lng"] = .number(coordinate.longitude)
        }
        return facts
    }
}
