import Foundation

extension InteractiveMap {
    /// Offers a press to callouts and annotations; `true` when one took it.
    func routeToAnnotations(_ press: ScenePress, at point: CGPoint) -> Bool { false }

    /// The finger of a long press that began moved (an annotation drag follows it).
    func longPressMoved(to point: CGPoint) {}

    /// The finger of a long press lifted, or its touches were cancelled.
    func longPressEnded(at point: CGPoint, cancelled: Bool) {}
}
