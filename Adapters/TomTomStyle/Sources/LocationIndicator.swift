import MapCompatCore

/// How the location marker is drawn (TomTom's `LocationIndicator`, API reference 0.27.4 and 0.2.2822:
/// `navigationChevron(scale:)`, `userLocation(scale:)`, `custom(modelPath:scale:)`, `none`, and the static
/// `navigationChevron` and `userLocation`). Only `none` changes interaction: no marker is drawn, so none can
/// be tapped.
public enum LocationIndicator: Equatable, Sendable {
    /// A chevron, at `scale`.
    case navigationChevron(scale: Float)
    /// A position marker with the heading, at `scale`.
    case userLocation(scale: Float)
    /// A 3D model from `modelPath` (`asset://file.glb`), at `scale`.
    case custom(modelPath: String, scale: Float)
    /// No location marker is drawn.
    case none

    /// A chevron at scale 1.
    public static let navigationChevron = LocationIndicator.navigationChevron(scale: 1)
    /// A position marker at scale 1.
    public static let userLocation = LocationIndicator.userLocation(scale: 1)
}

extension TomTomMap {
    /// How the location marker is drawn (TomTom's `locationIndicatorType`; the navigation use case sets
    /// `map.locationIndicatorType = .navigationChevron(scale: 1)` in `onMapReady`). ``LocationIndicator/none``
    /// hides the marker, so taps at the location reach the map instead of reporting
    /// ``MapInteraction/tappedOnLocationMarker(coordinate:)``; the other kinds show it (the core's
    /// `showsLocationMarker`).
    public var locationIndicatorType: LocationIndicator {
        get { storedLocationIndicator }
        set {
            storedLocationIndicator = newValue
            core.showsLocationMarker = newValue != .none
        }
    }
}
