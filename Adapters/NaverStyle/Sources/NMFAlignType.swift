import Foundation

/// A side or corner of an overlay (NAVER's `NMFAlignType`): where a caption goes around a marker's icon,
/// or where an info window opens around its marker (``NMFInfoWindow/open(with:alignType:)``).
open class NMFAlignType: NSObject, @unchecked Sendable {
    /// Where the other item's anchor point lies on the marker's icon, as fractions of its size.
    let markerPoint: CGPoint
    /// Which point of the other item sits there, as fractions of its size.
    let itemAnchor: CGPoint

    init(markerPoint: CGPoint, itemAnchor: CGPoint) {
        self.markerPoint = markerPoint
        self.itemAnchor = itemAnchor
        super.init()
    }

    /// Centred on the icon.
    public static let center = NMFAlignType(markerPoint: CGPoint(x: 0.5, y: 0.5), itemAnchor: CGPoint(x: 0.5, y: 0.5))
    /// Left of the icon.
    public static let left = NMFAlignType(markerPoint: CGPoint(x: 0, y: 0.5), itemAnchor: CGPoint(x: 1, y: 0.5))
    /// Right of the icon.
    public static let right = NMFAlignType(markerPoint: CGPoint(x: 1, y: 0.5), itemAnchor: CGPoint(x: 0, y: 0.5))
    /// Above the icon.
    public static let top = NMFAlignType(markerPoint: CGPoint(x: 0.5, y: 0), itemAnchor: CGPoint(x: 0.5, y: 1))
    /// Below the icon.
    public static let bottom = NMFAlignType(markerPoint: CGPoint(x: 0.5, y: 1), itemAnchor: CGPoint(x: 0.5, y: 0))
    /// Above and left of the icon.
    public static let topLeft = NMFAlignType(markerPoint: CGPoint(x: 0, y: 0), itemAnchor: CGPoint(x: 1, y: 1))
    /// Above and right of the icon.
    public static let topRight = NMFAlignType(markerPoint: CGPoint(x: 1, y: 0), itemAnchor: CGPoint(x: 0, y: 1))
    /// Below and right of the icon.
    public static let bottomRight = NMFAlignType(markerPoint: CGPoint(x: 1, y: 1), itemAnchor: CGPoint(x: 0, y: 0))
    /// Below and left of the icon.
    public static let bottomLeft = NMFAlignType(markerPoint: CGPoint(x: 0, y: 1), itemAnchor: CGPoint(x: 1, y: 0))
}
