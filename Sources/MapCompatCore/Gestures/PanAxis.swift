import Foundation

/// Which directions a one-finger pan moves the map in (MapLibre's `panScrollingMode`).
public enum PanAxis: String, Hashable, Sendable, CaseIterable {
    /// Both directions: the grabbed position stays under the finger.
    case free
    /// Left and right only; the vertical part of the motion, and of the drift after it, is dropped.
    case horizontal
    /// Up and down only; the horizontal part is dropped.
    case vertical

    /// The point `to` with the motion from `from` kept only along this axis.
    func constrain(_ to: CGPoint, from: CGPoint) -> CGPoint {
        switch self {
        case .free: to
        case .horizontal: CGPoint(x: to.x, y: from.y)
        case .vertical: CGPoint(x: from.x, y: to.y)
        }
    }
}
