import Foundation
import Testing

@testable import MapCompatCore

/// A camera pose the scene tests run under: every tap test runs flat and at bearing 45 / tilt 60.
struct ScenePose: Sendable, CustomTestStringConvertible {
    let bearing: Double
    let tilt: Double

    static let flat = ScenePose(bearing: 0, tilt: 0)
    static let turnedAndTilted = ScenePose(bearing: 45, tilt: 60)
    static let all = [flat, turnedAndTilted]

    var testDescription: String { "bearing \(bearing), tilt \(tilt)" }

    func transform(latitude: Double = 37.5666, longitude: Double = 126.9784, zoom: Double = 15) throws
        -> ScreenTransform
    {
        let camera = Camera(
            center: try LatLng(latitude: latitude, longitude: longitude), zoom: zoom, bearing: bearing, tilt: tilt)
        return ScreenTransform(camera: camera, viewport: .neutral)
    }
}

extension SplitMix64 {
    /// A whole number in `0..<n` for test data.
    mutating func below(_ n: Int) -> Int { Int(below(UInt64(n))) }

    /// A number in `0..<1` with 53 random bits.
    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}

/// The position shown at a screen point.
func position(at point: CGPoint, _ transform: ScreenTransform) throws -> LatLng {
    try #require(transform.coordinate(at: point))
}

/// A marker item whose anchor is shown at a screen point.
func marker(
    _ id: SceneItemID, at point: CGPoint, _ transform: ScreenTransform, size: CGSize = MarkerShape.defaultSize,
    anchor: CGPoint = MarkerShape.defaultAnchor, z: Int = 0, globalZ: Int = 0, visible: Bool = true,
    minZoom: Double = 0, maxZoom: Double = .infinity, tap: TapHandling = .consume
) throws -> SceneItem {
    let shape = try MarkerShape(position: try position(at: point, transform), size: size, anchor: anchor)
    return try SceneItem(
        id: id, shape: .marker(shape), z: z, globalZ: globalZ, isVisible: visible, minZoom: minZoom,
        maxZoom: maxZoom, tap: tap)
}

/// A symbol item centred on a screen point.
func symbol(_ id: SceneItemID, caption: String, at point: CGPoint, _ transform: ScreenTransform) throws -> SceneItem {
    let shape = try SymbolShape(position: try position(at: point, transform), caption: caption)
    return try SceneItem(id: id, shape: .symbol(shape))
}

/// Routes a tap, recording which hooks were asked.
final class HookLog {
    var overlaysAsked: [SceneItemID] = []
    var symbolsAsked: [String] = []
}

func routeTap(
    _ scene: Scene, at point: CGPoint, _ transform: ScreenTransform, rules: HitTestRules = .neutral,
    press: ScenePress = .tap, log: HookLog = HookLog(), overlayAnswer: Bool = true, symbolAnswer: Bool? = nil
) throws -> TapRoute {
    let symbolDecision: ((MapSymbol) -> Bool)? = symbolAnswer.map { answer in
        { symbol in
            log.symbolsAsked.append(symbol.caption)
            return answer
        }
    }
    return try scene.route(
        press, at: point, transform: transform, rules: rules,
        overlayDecision: { id in
            log.overlaysAsked.append(id)
            return overlayAnswer
        },
        symbolDecision: symbolDecision)
}

/// Events as short strings, so expectations read like the vendors' rules.
func describe(_ events: [MapEvent]) -> [String] {
    events.map { event in
        switch event {
        case .overlayTap(let id, let consumed, _): "overlay \(id) \(consumed ? "consumed" : "propagated")"
        case .symbolTap(_, let caption, let consumed, _): "symbol \(caption) \(consumed ? "consumed" : "propagated")"
        case .mapTap: "map"
        case .mapLongPress: "map long press"
        default: "other"
        }
    }
}

/// Projected screen point of a position, or a failed requirement.
func shown(_ position: LatLng, _ transform: ScreenTransform) throws -> CGPoint {
    try #require(transform.point(for: position))
}

func offset(_ point: CGPoint, _ dx: Double, _ dy: Double) -> CGPoint {
    CGPoint(x: Double(point.x) + dx, y: Double(point.y) + dy)
}
