/// One thing drawn on the map that taps can reach: its geometry plus what every kind shares (draw order,
/// visibility, zoom range, tap handler).
public struct SceneItem: Hashable, Sendable {
    /// The item's unique name in its scene.
    public let id: SceneItemID
    /// The geometry.
    public let shape: SceneShape
    /// Order among items of the same global z: larger draws on top.
    public let z: Int
    /// Order across kinds: larger draws on top; negative values draw beneath basemap symbols (NAVER's
    /// `globalZIndex`). Ignored for symbols, which form their own layer.
    public let globalZ: Int
    /// Hidden items are not drawn and take no taps.
    public let isVisible: Bool
    /// The lowest camera zoom at which the item is shown (inclusive, like NAVER's default
    /// `isMinZoomInclusive`).
    public let minZoom: Double
    /// The highest camera zoom at which the item is shown (inclusive).
    public let maxZoom: Double
    /// Whether the item has a tap handler and where its answer comes from. Symbols ignore it: they answer
    /// through the map's symbol hook.
    public let tap: TapHandling

    /// Creates an item.
    ///
    /// - Throws: ``MapCompatError`` naming `id` (empty), `minZoom` / `maxZoom` (NaN) or `maxZoom` (below
    ///   `minZoom`).
    public init(
        id: SceneItemID, shape: SceneShape, z: Int = 0, globalZ: Int = 0, isVisible: Bool = true,
        minZoom: Double = 0, maxZoom: Double = .infinity, tap: TapHandling = .none
    ) throws(MapCompatError) {
        guard !id.rawValue.isEmpty else { throw MapCompatError(.invalidIdentifier, field: "id", "the id is empty") }
        guard !minZoom.isNaN else { throw MapCompatError(.nonFinite, field: "minZoom", "minZoom is NaN") }
        guard !maxZoom.isNaN else { throw MapCompatError(.nonFinite, field: "maxZoom", "maxZoom is NaN") }
        guard minZoom <= maxZoom else {
            throw MapCompatError(.invalidOrder, field: "maxZoom", "maxZoom \(maxZoom) is below minZoom \(minZoom)")
        }
        self.id = id
        self.shape = shape
        self.z = z
        self.globalZ = globalZ
        self.isVisible = isVisible
        self.minZoom = minZoom
        self.maxZoom = maxZoom
        self.tap = tap
    }

    /// The item's kind.
    public var kind: SceneItemKind { shape.kind }

    /// Whether the item is drawn, and so tappable, at a camera zoom.
    public func isShown(atZoom zoom: Double) -> Bool { isVisible && zoom >= minZoom && zoom <= maxZoom }

    /// The same item with other geometry.
    func reshaped(_ shape: SceneShape) -> SceneItem {
        var copy = self
        copy.replaceShape(shape)
        return copy
    }

    private mutating func replaceShape(_ shape: SceneShape) {
        self = SceneItem(unchecked: self, shape: shape)
    }

    private init(unchecked item: SceneItem, shape: SceneShape) {
        id = item.id
        self.shape = shape
        z = item.z
        globalZ = item.globalZ
        isVisible = item.isVisible
        minZoom = item.minZoom
        maxZoom = item.maxZoom
        tap = item.tap
    }
}

/// Where an item sits in draw order: layer (beneath symbols, symbols, above symbols), global z, z, then
/// insertion. Larger draws on top.
struct DrawOrder: Comparable, Hashable, Sendable {
    let layer: Int8
    let globalZ: Int
    let z: Int
    let sequence: UInt64

    init(item: SceneItem, sequence: UInt64) {
        if case .symbol = item.shape {
            layer = 1
            globalZ = 0
        } else {
            layer = item.globalZ < 0 ? 0 : 2
            globalZ = item.globalZ
        }
        z = item.z
        self.sequence = sequence
    }

    static func < (lhs: DrawOrder, rhs: DrawOrder) -> Bool {
        (lhs.layer, lhs.globalZ, lhs.z, lhs.sequence) < (rhs.layer, rhs.globalZ, rhs.z, rhs.sequence)
    }
}
