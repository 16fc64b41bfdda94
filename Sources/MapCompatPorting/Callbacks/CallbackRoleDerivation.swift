import Foundation

/// Values a target's callback does not pass, computed from those it does.
extension CallbackEvent {
    /// How a style computes a role its receiver does not pass, from the roles it does (`$map`, `$point`,
    /// `$coordinate`); `nil` when it cannot.
    static func derive(_ role: CallbackRole, in style: PortingStyle, optional: inout Bool) -> String? {
        optional = false
        switch (role, style) {
        case (.coordinate, .naver): return "$map.projection.latlng(from: $point)"
        case (.coordinate, .maplibre): return "$map.convert($point, toCoordinateFrom: $map)"
        case (.coordinate, .rm): return "$map.pixel(toCoordinate: $point)"
        case (.coordinate, .tomtom):
            optional = true
            return "$map.coordinateForPoint(point: $point)"
        case (.point, .naver): return "$map.projection.point(from: $coordinate)"
        case (.point, .maplibre): return "$map.convert($coordinate, toPointTo: $map)"
        case (.point, .rm): return "$map.coordinate(toPixel: $coordinate)"
        case (.point, .tomtom):
            optional = true
            return "$map.pointForCoordinate(coordinate: $coordinate)"
        case (.coordinate, _): return conversion("convert.pointToCoordinate", in: style, from: "$point")
        case (.point, _): return conversion("convert.coordinateToPoint", in: style, from: "$coordinate")
        default: return nil
        }
    }

    /// A style's conversion from the API map (a described style's `$receiver.convert($arg1, …)`), on `$map`.
    private static func conversion(_ concept: String, in style: PortingStyle, from value: String) -> String? {
        guard let template = APIMap.concept(concept)?.writtenSpelling(style)?.template else { return nil }
        return template.replacingOccurrences(of: "$receiver", with: "$map").replacingOccurrences(
            of: "$arg1", with: value)
    }

    /// Whether the user moved the camera, computed from the reason a style passes (`$reason`); `nil` for a
    /// style that passes none. NAVER: `NMFMapChangedByGesture` (navermaps/ios-map-sdk `NMFMapView.h`);
    /// MapLibre: any gesture member of `MLNCameraChangeReason` (maplibre-native `MLNTypes.h`).
    static func byUser(fromReason reason: String, in style: PortingStyle) -> String? {
        switch style {
        case .naver: return "\(reason) == NMFMapChangedByGesture"
        case .maplibre:
            return "!\(reason).isDisjoint(with: [.gesturePan, .gesturePinch, .gestureRotate, .gestureZoomIn, "
                + ".gestureZoomOut, .gestureOneFingerZoom, .gestureTilt])"
        default: return nil
        }
    }
}
