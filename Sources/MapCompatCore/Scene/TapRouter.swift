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
    /// Asked instead of ``overlayTapHandler`` when set, with the press it answers; `true` consumes it.
    var overlayPressHandler: ((SceneItemID, ScenePress) -> Bool)?
    /// Asked instead of ``symbolTapHandler`` when set, with the press it answers; `true` consumes it.
    var symbolPressHandler: ((MapSymbol, ScenePress) -> Bool)?
    /// Asked instead of the other overlay hooks when set, with the press and where it landed.
    var locatedOverlayPressHandler: ((SceneItemID, ScenePress, TapLocation) -> Bool)?
    /// The marker the profile's default action selected (``InteractionProfile/declinedMarkerTap``).
    var selectedMarker: SceneItemID?
    /// Asked when a tap hits the user-location marker; `true` (or `nil`) consumes the tap.
    var locationMarkerTapHandler: ((LatLng) -> Bool)?
    /// Which candidate the last taps on scene items went to, for profiles that cycle.
    var cycleMemory = TapCycleMemory()

    /// A router with the profile's hit-test rules and an empty scene.
    init(rules: HitTestRules) {
        hitTestRules = rules
    }

    /// Where a press on the scene at `point` goes (item, then map), with its events in order; see
    /// ``Scene/route(_:at:transform:rules:memory:overlayDecision:symbolDecision:)``. The located hook, else the
    /// press-aware ones, when set, are asked instead of the tap-only ones.
    func route(_ press: ScenePress, at point: CGPoint, transform: ScreenTransform) -> TapRoute? {
        let overlayDecision: (SceneItemID) -> Bool = {
            [locatedOverlayPressHandler, overlayPressHandler, overlayTapHandler] id in
            if let located = locatedOverlayPressHandler {
                return located(id, press, TapLocation(point: point, coordinate: transform.coordinate(at: point)))
            }
            return overlayPressHandler.map { $0(id, press) } ?? overlayTapHandler?(id) ?? false
        }
        let symbolDecision: ((MapSymbol) -> Bool)? =
            symbolPressHandler.map { hook in { hook($0, press) } } ?? symbolTapHandler
        return try? scene.route(
            press, at: point, transform: transform, rules: hitTestRules, memory: &cycleMemory,
            overlayDecision: overlayDecision, symbolDecision: symbolDecision)
    }

    /// Every scene item under a point, topmost first, within `tolerance` points (the rules' by default).
    func pickAll(at point: CGPoint, tolerance: Double?, transform: ScreenTransform) throws(MapCompatError)
        -> [SceneHit]
    {
        try scene.pickAll(at: point, tolerance: tolerance ?? hitTestRules.tolerance, transform: transform)
    }
}
