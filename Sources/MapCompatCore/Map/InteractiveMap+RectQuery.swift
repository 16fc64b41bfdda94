import Foundation

extension InteractiveMap {
    /// Every scene item drawn at least partly inside a screen rectangle, topmost first (see
    /// ``Scene/pickAll(in:transform:)``), at the current camera.
    ///
    /// - Throws: ``MapCompatError`` naming `rect` when a side is not finite.
    public func pickAll(in rect: CGRect) throws(MapCompatError) -> [SceneHit] {
        try scene.pickAll(in: rect, transform: transform)
    }
}
