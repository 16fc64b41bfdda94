import Foundation

extension OrnamentPlacement {
    /// The placement, checked: a margin that is negative or not finite would put the ornament past its
    /// corner's edges, outside the view (MapLibre raises `NSInvalidArgumentException` for it, maplibre-native
    /// `platform/ios/test/MLNMapViewLayoutTests.m`, `testOrnamentPlacementInvalidArgument`).
    ///
    /// - Throws: ``MapCompatError`` naming `<field>.margin.x` or `<field>.margin.y`.
    public func validated(field: String) throws(MapCompatError) -> OrnamentPlacement {
        for (value, side) in [(Double(margin.x), "x"), (Double(margin.y), "y")] {
            guard try MapCompatError.finite(value, "\(field).margin.\(side)") >= 0 else {
                throw MapCompatError(
                    .outOfRange, field: "\(field).margin.\(side)",
                    "\(value) is negative: the ornament would leave the view")
            }
        }
        return self
    }
}
