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

    /// The fields of each kind and their types; `animated` on `cameraWillChange` and the kinds `cameraChanging`,
    /// `annotationTap`, `annotationLongPress` and `locationMarkerTap` are MapCompat additions to the v1 format.
    static func fields(of kind: MapEvent.Kind) -> [String: FieldType] {
        switch kind {
        case .mapTap, .mapDoubleTap, .mapTwoFingerTap, .mapLongPress: location
        case .symbolTap: ["id": .string, "caption": .string, "consumed": .bool]
        case .overlayTap: ["id": .string, "consumed": .bool]
        case .annotationTap, .annotationLongPress, .annotationSelect, .annotationDeselect, .calloutShow, .calloutHide:
            id
        case .locationMarkerTap: ["lat": .number, "lng": .number]
        case .calloutTap: ["id": .string, "part": .oneOf(CalloutPart.allCases.map(\.rawValue))]
        case .gesture:
            [
                "gesture": .oneOf(GestureKind.allCases.map(\.rawValue)),
                "phase": .oneOf(GesturePhase.allCases.map(\.rawValue)),
            ]
        case .cameraWillChange: ["reason": reason, "animated": .bool]
        case .cameraChanging, .cameraDidChange: ["reason": reason]
        case .cameraIdle, .animationStop, .legalNotice: [:]
        case .dragState: ["id": .string, "state": .oneOf(AnnotationDragState.allCases.map(\.rawValue))]
        case .controlTap: ["control": .oneOf(MapControl.allCases.map(\.rawValue))]
        case .trackingMode: ["mode": .oneOf(TrackingMode.allCases.map(\.rawValue))]
        case .indoorLevel: ["id": .string, "level": .string]
        }
    }
}
