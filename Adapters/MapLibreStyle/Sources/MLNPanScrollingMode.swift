import MapCompatCore

/// The directions a one-finger pan may move the map: MapLibre's `MLNPanScrollingMode`, over the core's
/// `PanAxis`. The raw values are MapLibre's.
public enum MLNPanScrollingMode: Int, Hashable, Sendable {
    /// Left and right only: the core's `PanAxis.horizontal`.
    case horizontal = 0
    /// Up and down only: the core's `PanAxis.vertical`.
    case vertical = 1
    /// Both directions: the core's `PanAxis.free`.
    case `default` = 2

    /// The mode for a core pan axis.
    public init(_ axis: PanAxis) {
        switch axis {
        case .free: self = .default
        case .horizontal: self = .horizontal
        case .vertical: self = .vertical
        }
    }

    /// The core pan axis.
    public var panAxis: PanAxis {
        switch self {
        case .default: .free
        case .horizontal: .horizontal
        case .vertical: .vertical
        }
    }
}

extension MLNMapView {
    /// Which directions a pan (and the drift after it) moves the map: the core's `gestureSettings.panAxis`.
    public var panScrollingMode: MLNPanScrollingMode {
        get { MLNPanScrollingMode(core.gestureSettings.panAxis) }
        set { core.gestureSettings.panAxis = newValue.panAxis }
    }
}
