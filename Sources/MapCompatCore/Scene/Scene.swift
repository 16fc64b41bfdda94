import Foundation

/// Everything on the map that taps can reach — markers, basemap symbols, polylines, polygons, circles —
/// held by id, with draw order, a spatial index for markers and symbols, and the tap routing built on them.
///
/// A value: copying a scene is cheap (copy on write) and a scene is safe to share. Adding, moving and
/// removing one item costs expected O(1) (a dictionary lookup and a few grid links; see `AnchorGrid`),
/// at a million markers as at ten.
public struct Scene: Sendable {
    /// Integer units per unit of the Mercator square in the marker index (2^30: about 4 cm at the equator;
    /// the index is only a coarse filter, every candidate is then tested exactly on screen).
    static let gridScale = Double(1 << 30)
    /// Index cells are 2^12 units: 2^-18 of the world, about 153 m at the equator, 128 points at zoom 16.
    static let gridCellShift = 12

    /// One slot of storage.
    struct Stored: Sendable {
        var item: SceneItem
        var order: DrawOrder
        /// The item's handle in ``grid`` (markers and symbols), or `AnchorGrid.none`.
        var gridHandle: UInt32
        /// The item's reach bucket (markers and symbols).
        var reachBucket: Int
        /// The item's place in ``shapeSlots`` (polylines, polygons, circles), or -1.
        var shapeIndex: Int
    }

    var slots: [Stored?] = []
    var freeSlots: [Int] = []
    var slotByID: [SceneItemID: Int] = [:]
    var grid: AnchorGrid
    var shapeSlots: [Int] = []
    var reach = ReachBuckets()
    var nextSequence: UInt64 = 0

    /// An empty scene.
    public init() {
        grid = AnchorGrid(uncheckedCellShift: Self.gridCellShift)
    }

    /// The number of items.
    public var count: Int { slotByID.count }

    /// Whether an item has this id.
    public func contains(_ id: SceneItemID) -> Bool { slotByID[id] != nil }

    /// The item with an id, or `nil`.
    public subscript(id: SceneItemID) -> SceneItem? {
        slotByID[id].flatMap { slots[$0]?.item }
    }

    /// Every item, bottom first in draw order (sorted on each call: O(n log n)).
    public var items: [SceneItem] {
        slots.compactMap { $0 }.sorted { $0.order < $1.order }.map(\.item)
    }

    /// Adds an item on top of those with the same global z and z.
    ///
    /// - Throws: ``MapCompatError`` naming `id` when an item with that id is already in the scene.
    public mutating func add(_ item: SceneItem) throws(MapCompatError) {
        guard slotByID[item.id] == nil else {
            throw MapCompatError(
                .invalidIdentifier, field: "id", "an item with id '\(item.id)' is already in the scene")
        }
        let sequence = nextSequence
        nextSequence += 1
        let slot: Int
        if let reused = freeSlots.popLast() {
            slot = reused
        } else {
            slot = slots.count
            slots.append(nil)
        }
        var stored = Stored(
            item: item, order: DrawOrder(item: item, sequence: sequence), gridHandle: AnchorGrid.none,
            reachBucket: 0, shapeIndex: -1)
        do {
            try attach(&stored, slot: slot)
        } catch {
            freeSlots.append(slot)
            throw error
        }
        slots[slot] = stored
        slotByID[item.id] = slot
    }

    /// Replaces the item with the same id, keeping its place among items of equal global z and z (like
    /// changing an overlay's properties in place).
    ///
    /// - Throws: ``MapCompatError`` naming `id` when no item has that id.
    public mutating func update(_ item: SceneItem) throws(MapCompatError) {
        let slot = try self.slot(of: item.id)
        guard var stored = slots[slot] else { throw Self.unknown(item.id) }
        detach(stored, slot: slot)
        stored.item = item
        stored.order = DrawOrder(item: item, sequence: stored.order.sequence)
        stored.gridHandle = AnchorGrid.none
        stored.shapeIndex = -1
        try attach(&stored, slot: slot)
        slots[slot] = stored
    }

    /// Removes an item and returns it.
    ///
    /// - Throws: ``MapCompatError`` naming `id` when no item has that id.
    @discardableResult
    public mutating func remove(_ id: SceneItemID) throws(MapCompatError) -> SceneItem {
        let slot = try self.slot(of: id)
        guard let stored = slots[slot] else { throw Self.unknown(id) }
        detach(stored, slot: slot)
        slots[slot] = nil
        slotByID[id] = nil
        freeSlots.append(slot)
        return stored.item
    }

    /// Moves a marker, a symbol or a circle to a new position; draw order is unchanged.
    ///
    /// - Throws: ``MapCompatError`` naming `id` when no item has that id, or when the item is a polyline or
    ///   polygon (give those new vertices with ``update(_:)``).
    public mutating func move(_ id: SceneItemID, to position: LatLng) throws(MapCompatError) {
        let slot = try self.slot(of: id)
        guard var stored = slots[slot] else { throw Self.unknown(id) }
        switch stored.item.shape {
        case .marker(let marker):
            let moved = marker.moved(to: position)
            stored.item = stored.item.reshaped(.marker(moved))
            let (x, y) = Self.gridPoint(moved.world)
            grid.move(handle: stored.gridHandle, x: x, y: y)
        case .symbol(let symbol):
            let moved = symbol.moved(to: position)
            stored.item = stored.item.reshaped(.symbol(moved))
            let (x, y) = Self.gridPoint(moved.world)
            grid.move(handle: stored.gridHandle, x: x, y: y)
        case .circle(let circle):
            stored.item = stored.item.reshaped(.circle(circle.moved(to: position)))
        case .polyline, .polygon:
            throw MapCompatError(
                .conflict, field: "id", "'\(id)' is a \(stored.item.kind); give it new points with update(_:)")
        }
        slots[slot] = stored
    }

    // MARK: Storage

    private func slot(of id: SceneItemID) throws(MapCompatError) -> Int {
        guard let slot = slotByID[id] else { throw Self.unknown(id) }
        return slot
    }

    private static func unknown(_ id: SceneItemID) -> MapCompatError {
        MapCompatError(.invalidIdentifier, field: "id", "no item has id '\(id)'")
    }

    /// Registers an item with the index (markers, symbols) or the shape list.
    private mutating func attach(_ stored: inout Stored, slot: Int) throws(MapCompatError) {
        let boxed: (world: MercatorPoint, reach: Double)?
        switch stored.item.shape {
        case .marker(let marker): boxed = (marker.world, ScreenBox.reach(size: marker.size, anchor: marker.anchor))
        case .symbol(let symbol):
            boxed = (symbol.world, ScreenBox.reach(size: symbol.size, anchor: CGPoint(x: 0.5, y: 0.5)))
        case .polyline, .polygon, .circle: boxed = nil
        }
        if let boxed {
            let (x, y) = Self.gridPoint(boxed.world)
            stored.gridHandle = try grid.insert(x: x, y: y, payload: UInt32(truncatingIfNeeded: slot))
            stored.reachBucket = ReachBuckets.bucket(of: boxed.reach)
            reach.add(bucket: stored.reachBucket)
        } else {
            stored.shapeIndex = shapeSlots.count
            shapeSlots.append(slot)
        }
    }

    /// Undoes ``attach(_:slot:)``.
    private mutating func detach(_ stored: Stored, slot: Int) {
        if stored.gridHandle != AnchorGrid.none {
            grid.remove(handle: stored.gridHandle)
            reach.remove(bucket: stored.reachBucket)
        }
        if stored.shapeIndex >= 0 {
            let last = shapeSlots.removeLast()
            if last != slot {
                shapeSlots[stored.shapeIndex] = last
                slots[last]?.shapeIndex = stored.shapeIndex
            }
        }
    }

    /// A point of the unit Mercator square in index units (x wrapped into the world, y clamped to it).
    static func gridPoint(_ world: MercatorPoint) -> (Int32, Int32) {
        var x = (world.x - world.x.rounded(.down)) * gridScale
        if !(x < gridScale) { x = 0 }
        let y = min(max(world.y, 0), 1) * gridScale
        return (Int32(x.rounded(.down)), Int32(y.rounded(.down)))
    }
}
