import Foundation

/// How a discrete zoom gesture (double tap, two-finger tap) picks its target zoom: vendors disagree.
public enum ZoomStepRule: Hashable, Sendable {
    /// One level from the current fractional zoom (MapLibre GL JS, NAVER's documented ±1).
    case fractional
    /// One level from the rounded zoom: in to `round(z) + 1`, out to `round(z) − 1` (MapLibre Native iOS).
    case rounded
    /// route-me's "next native zoom": in to `ceil(z) + 1`, or `ceil(z)` when that would scale by more than
    /// 2.25×; out to `floor(z)`, or `floor(z) − 1` when that would scale by more than 0.75×.
    case nextNative

    /// The zoom a step in (`direction` +1) or out (−1) from `zoom` reaches, before limits.
    public func target(from zoom: Double, direction: Int) -> Double {
        let sign = direction >= 0 ? 1.0 : -1.0
        switch self {
        case .fractional:
            return zoom + sign
        case .rounded:
            return zoom.rounded() + sign
        case .nextNative:
            if sign > 0 {
                let next = ceil(zoom) + 1
                return exp2(next - zoom) > 2.25 ? ceil(zoom) : next
            }
            let next = floor(zoom)
            return exp2(next - zoom) > 0.75 ? floor(zoom) - 1 : next
        }
    }
}

/// Where a two-finger tap zooms out about.
public enum ZoomAnchor: Hashable, Sendable {
    /// The centroid of the touches (MapLibre, NAVER).
    case touchCentroid
    /// The centre of the view (route-me).
    case viewCenter
}
