/// Whether a scene item has a tap handler, and if so where its answer comes from.
///
/// NAVER's rule (NAVER Map iOS SDK guide, overlay events): an item without a handler is transparent to taps; an item
/// with one either consumes the tap or propagates it to the map. Real handlers decide at tap time, so ``decide`` asks
/// the routing's decision hook; ``consume`` and ``propagate`` are fixed answers, as specs declare them.
public enum TapHandling: Hashable, Sendable {
    /// No handler: taps pass through to whatever lies beneath.
    case none
    /// A handler that always consumes the tap.
    case consume
    /// A handler that always lets the tap reach the map.
    case propagate
    /// A handler whose answer the overlay decision hook gives (`true` consumes), like NAVER's `touchHandler`.
    case decide

    /// Whether a handler is installed at all.
    public var hasHandler: Bool { self != .none }
}
