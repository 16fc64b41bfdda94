import MapCompatCore

/// A vendor style that code can be ported from or to: one per adapter.
public enum PortingStyle: String, CaseIterable, Hashable, Sendable, Comparable, CustomStringConvertible {
    /// NAVER Maps iOS (`import NaverStyle`).
    case naver
    /// MapLibre Native iOS (`import MapLibreStyle`).
    case maplibre
    /// TomTom Maps iOS (`import TomTomStyle`).
    case tomtom
    /// The legacy Mapbox SDK, route-me (`import RMMapLayerStyle`).
    case rm

    /// Reads a style from its command-line name; `nil` for an unknown name.
    public init?(name: String) {
        self.init(rawValue: name.lowercased())
    }

    /// The command-line name.
    public var description: String { rawValue }

    /// The name used in prose.
    public var displayName: String {
        switch self {
        case .naver: "NAVER"
        case .maplibre: "MapLibre"
        case .tomtom: "TomTom"
        case .rm: "route-me (RMMapLayer)"
        }
    }

    /// The adapter module an app imports.
    public var moduleName: String {
        switch self {
        case .naver: "NaverStyle"
        case .maplibre: "MapLibreStyle"
        case .tomtom: "TomTomStyle"
        case .rm: "RMMapLayerStyle"
        }
    }

    /// The conformance plugin id of the adapter.
    public var pluginID: String { rawValue }

    /// The vendor defaults the adapter starts from.
    public var profile: InteractionProfile {
        switch self {
        case .naver: .naver
        case .maplibre: .mapLibre
        case .tomtom: .tomTom
        case .rm: .routeMe
        }
    }

    /// The number type of the style's zoom: route-me's `RMMapView.zoom` is a `Float` (RMMapView.h), the others'
    /// a `Double`.
    var zoomType: String { self == .rm ? "Float" : "Double" }

    /// How many levels the style's zoom lies above the neutral zoom (512-point world at zoom 0).
    ///
    /// The adapters own these numbers (`NaverZoomScale.offset`, `TomTomZoomScale.offset`, `RMZoomScale.offset`;
    /// MapLibre uses the neutral scale); this module cannot import the adapters, so the porting tests check
    /// that each value here equals the adapter's.
    public var zoomOffset: Double {
        switch self {
        case .naver, .maplibre: 0
        case .tomtom, .rm: 1
        }
    }

    /// Orders styles as the adapters are listed everywhere: NAVER, MapLibre, TomTom, route-me.
    public static func < (lhs: PortingStyle, rhs: PortingStyle) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
}
