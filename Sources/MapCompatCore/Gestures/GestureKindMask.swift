/// A set of gesture kinds as bits, for the arbitration checks made on every frame.
struct GestureKindMask: Equatable {
    var bits: UInt16 = 0

    init() {}

    /// Every kind (the nine bits of ``bit(_:)``).
    static var every: GestureKindMask { GestureKindMask(bits: 0b1_1111_1111) }

    private init(bits: UInt16) { self.bits = bits }

    /// The set of one kind.
    init(_ kind: GestureKind) { bits = Self.bit(kind) }

    init(_ kinds: some Sequence<GestureKind>) {
        for kind in kinds { insert(kind) }
    }

    mutating func insert(_ kind: GestureKind) { bits |= Self.bit(kind) }
    mutating func remove(_ kind: GestureKind) { bits &= ~Self.bit(kind) }
    func contains(_ kind: GestureKind) -> Bool { bits & Self.bit(kind) != 0 }
    func intersects(_ other: GestureKindMask) -> Bool { bits & other.bits != 0 }
    /// The kinds not in this set.
    var complement: GestureKindMask { GestureKindMask(bits: Self.every.bits & ~bits) }

    private static func bit(_ kind: GestureKind) -> UInt16 {
        switch kind {
        case .tap: 1
        case .doubleTap: 2
        case .twoFingerTap: 4
        case .longPress: 8
        case .pan: 16
        case .pinch: 32
        case .rotate: 64
        case .tilt: 128
        case .quickZoom: 256
        }
    }
}
