import Foundation

/// The scene and the rules that route presses to it: what is drawn and tappable, how taps find items
/// (``HitTestRules``), which candidate repeated taps cycle to, and the app's handlers that consume taps.
///
/// The order in which presses reach annotations, the location marker, the scene and the map is the map's
/// (``InteractiveMap`` routes a tap first to annotations); this component answers for the scene.
final class TapRouter {
    /// What is drawn on the map and can be tapped: markers, symbols, shapes.
    var scene = Scene()
    /// How taps find scene items and annotations.
    var hitTestRules: HitTestRules
    /// Asked when a tap reaches an item whose handling is ``TapHandling/decide``; `true` consumes it.
    var overlayTapHandler: ((SceneItemID) -> Bool)?
    /// Asked when a tap reaches a basemap symbol; `true` consumes it; `nil` makes symbols transparent.
    var symbolTapHandler: ((MapSymbol) -> Bool)?
    /// Asked when a tap hits the user-location marker; `true` (or `nil`) consumes the tap.
    var locationMarkerTapHandler: ((LatLng) -> Bool)?
    /// Which candidate the last taps on scene items went to, for profiles that cycle.
    var cycleMemory = TapCycleMemory()

    /// A router with the profile's hit-test rules and an empty scene.
    init(rules: HitTestRules) {
        hitTestRules = rules
    }

    /// The events a press on the scene at `point` produces (item, then map), in order; see
    /// ``Scene/route(_:at:transform:rules:memory:overlayDecision:symbolDecision:)``.
    func route(_ press: ScenePress, at point: CGPoint, transform: ScreenTransform) -> [MapEvent] {
        let overlayTapHandler = overlayTapHandler
        let route = try? scene.route(
            press, at: point, transform: transform, rules: hitTestRules, memory: &cycleMemory,
            overlayDecision: { id in overlayTapHandler?(id) ?? false }, symbolDecision: symbolTapHandler)
        return route?.events ?? []
    }

    /// Every scene item under a point, topmost first, within `tolerance` points (the rules' by default).
    func pickAll(at point: CGPoint, tolerance: Double?, transform: ScreenTransform) throws(MapCompatError)
        -> [SceneHit]
    {
        try scene.pickAll(at: point, tolerance: tolerance ?? hitTestRules.tolerance, transform: transform)
    }
}
