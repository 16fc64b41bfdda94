import Foundation

extension InteractiveMap {
    /// Offers a press to callouts and annotations; `true` when one took it.
    func routeToAnnotations(_ press: ScenePress, at point: CGPoint) -> Bool { false }
}
