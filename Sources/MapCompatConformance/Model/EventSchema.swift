import MapCompatCore

/// The fields each event kind carries and the values a string field may take, so the loader can reject a
/// pattern that could never match.
enum EventSchema {
    /// The type of an event field.
    enum FieldType: Equatable {
        case number
        case bool
        case string
        /// A string from a fixed set.
        case oneOf([String])

        var description: String {
            switch self {
            case .number: "a number"
            case .bool: "a boolean"
            case .string: "a string"
            case .oneOf(let values): "one of " + values.map { "\"\($0)\"" }.joined(separator: ", ")
            }
        }
    }

    private static let location: [String: FieldType] = ["x": .number, "y": .number, "lat": .number, "lng": .number]
    private static let id: [String: FieldType] = ["id": .string]
    private static let reason = FieldType.oneOf(CameraChangeReason.allCases.map(\.rawValue))

    /// Field types by event kind; `animated` on `cameraWillChange` and the kinds `cameraChanging`,
    /// `annotationTap`, `annotationLongPress` and `locationMarkerTap` are MapCompat additions to the v1 format.
    static let fields: [String: [String: FieldType]] = [
        "mapTap": location, "mapDoubleTap": location, "mapTwoFingerTap": location, "mapLongPress": location,
        "symbolTap": ["id": .string, "caption": .string, "consumed": .bool],
        "overlayTap": ["id": .string, "consumed": .bool],
        "annotationTap": id, "annotationLongPress": id, "locationMarkerTap": ["lat": .number, "lng": .number],
        "annotationSelect": id, "annotationDeselect": id, "calloutShow": id, "calloutHide": id,
        "calloutTap": ["id": .string, "part": .oneOf(CalloutPart.allCases.map(\.rawValue))],
        "gesture": [
            "gesture": .oneOf(GestureKind.allCases.map(\.rawValue)),
            "phase": .oneOf(GesturePhase.allCases.map(\.rawValue)),
        ],
        "cameraWillChange": ["reason": reason, "animated": .bool],
        "cameraChanging": ["reason": reason],
        "cameraDidChange": ["reason": reason],
        "cameraIdle": [:], "animationStop": [:], "legalNotice": [:],
        "dragState": ["id": .string, "state": .oneOf(AnnotationDragState.allCases.map(\.rawValue))],
        "controlTap": ["control": .oneOf(MapControl.allCases.map(\.rawValue))],
        "trackingMode": ["mode": .oneOf(TrackingMode.allCases.map(\.rawValue))],
        "indoorLevel": ["id": .string, "level": .string],
    ]
}
