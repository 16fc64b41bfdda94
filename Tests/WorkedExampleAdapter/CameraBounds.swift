import Foundation

/// The camera's range now (Mapbox's `CameraBounds`, mapbox/mapbox-maps-ios
/// `Sources/MapboxMaps/Foundation/CameraBounds.swift`), without its coordinate `bounds` and `minPitch`.
public struct CameraBounds: Hashable, Sendable {
    /// The largest zoom; Mapbox's default is 22.
    public let maxZoom: CGFloat
    /// The smallest zoom; Mapbox's default is 0.
    public let minZoom: CGFloat
    /// The largest pitch in degrees; Mapbox's default is 85.
    public let maxPitch: CGFloat

    init(_ limits: CameraLimits) {
        maxZoom = CGFloat(limits.maxZoom)
        minZoom = CGFloat(limits.minZoom)
        maxPitch = CGFloat(limits.maxTilt)
    }
}

/// Changes to the camera's range; `nil` parts keep their value (Mapbox's `CameraBoundsOptions`,
/// `Sources/MapboxMaps/Foundation/CameraBoundsOptions.swift`), without `bounds` and `minPitch`.
public struct CameraBoundsOptions: Hashable, Sendable {
    /// The largest zoom.
    public var maxZoom: CGFloat?
    /// The smallest zoom.
    public var minZoom: CGFloat?
    /// The largest pitch in degrees.
    public var maxPitch: CGFloat?

    /// Options changing the parts given.
    public init(maxZoom: CGFloat? = nil, minZoom: CGFloat? = nil, maxPitch: CGFloat? = nil) {
        self.maxZoom = maxZoom
        self.minZoom = minZoom
        self.maxPitch = maxPitch
    }

    /// `limits` with the parts given replaced.
    func applied(to limits: CameraLimits) throws(MapCompatError) -> CameraLimits {
        try CameraLimits(
            minZoom: minZoom.map(Double.init) ?? limits.minZoom, maxZoom: maxZoom.map(Double.init) ?? limits.maxZoom,
            maxTilt: maxPitch.map(Double.init) ?? limits.maxTilt, bounds: limits.bounds)
    }
}

/// An error of a `MapboxMap` call (Mapbox's `MapError`, `Sources/MapboxMaps/Style/StyleErrors.swift`):
/// ``MapboxMap/setCameraBounds(with:)`` throws it, as Mapbox's does, for a range it cannot take.
public struct MapError: LocalizedError, Sendable {
    /// What went wrong.
    public private(set) var errorDescription: String

    init(_ error: MapCompatError) { errorDescription = error.description }
}
