import Foundation

extension InteractiveMap {
    /// Offers a tap to the on-screen controls; `true` when a shown control took it.
    func routeToControls(_ point: CGPoint) -> Bool { false }
}
