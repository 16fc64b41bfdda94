import Foundation

/// The corner of the content area an ornament is pinned to (MapLibre's `MLNOrnamentPosition`).
public enum OrnamentCorner: String, Hashable, Sendable, Codable, CaseIterable {
    /// Top left.
    case topLeft
    /// Top right.
    case topRight
    /// Bottom left.
    case bottomLeft
    /// Bottom right.
    case bottomRight
}

/// Where an ornament sits: a corner of the content area (the view less its insets) and the distance from
/// that corner's two edges.
public struct OrnamentPlacement: Hashable, Sendable {
    /// The corner.
    public var corner: OrnamentCorner
    /// Distance from the corner's vertical edge (x) and horizontal edge (y), in points.
    public var margin: CGPoint

    /// A placement.
    public init(corner: OrnamentCorner, margin: CGPoint) {
        self.corner = corner
        self.margin = margin
    }

    /// The frame of an ornament of `size` in `viewport`: against its corner of the inset area, `margin` away
    /// from both edges. Insets below zero count as zero (a viewport never holds any).
    public func frame(size: CGSize, in viewport: Viewport) -> CGRect {
        let insets = viewport.insets
        let left = max(insets.left, 0) + margin.x
        let right = viewport.width - max(insets.right, 0) - margin.x - size.width
        let top = max(insets.top, 0) + margin.y
        let bottom = viewport.height - max(insets.bottom, 0) - margin.y - size.height
        let origin: CGPoint =
            switch corner {
            case .topLeft: CGPoint(x: left, y: top)
            case .topRight: CGPoint(x: right, y: top)
            case .bottomLeft: CGPoint(x: left, y: bottom)
            case .bottomRight: CGPoint(x: right, y: bottom)
            }
        return CGRect(origin: origin, size: size)
    }
}

/// Where a vendor's map view places its ornaments by default: profile data
/// (``InteractionProfile/ornaments``).
public struct OrnamentLayout: Hashable, Sendable {
    /// The compass.
    public var compass: OrnamentPlacement
    /// The scale bar.
    public var scaleBar: OrnamentPlacement
    /// The provider's logo.
    public var logo: OrnamentPlacement
    /// The attribution (information) button.
    public var attribution: OrnamentPlacement

    /// A layout.
    public init(
        compass: OrnamentPlacement, scaleBar: OrnamentPlacement, logo: OrnamentPlacement, attribution: OrnamentPlacement
    ) {
        self.compass = compass
        self.scaleBar = scaleBar
        self.logo = logo
        self.attribution = attribution
    }

    /// MapLibre's iOS layout (MLNMapView.mm `MLNOrnamentDefaultPositionOffset` 8 pt; compass top right,
    /// scale bar top left, logo bottom left, attribution bottom right; MLNMapViewContentInsetTests.m).
    public static let mapLibre = OrnamentLayout(
        compass: OrnamentPlacement(corner: .topRight, margin: CGPoint(x: 8, y: 8)),
        scaleBar: OrnamentPlacement(corner: .topLeft, margin: CGPoint(x: 8, y: 8)),
        logo: OrnamentPlacement(corner: .bottomLeft, margin: CGPoint(x: 8, y: 8)),
        attribution: OrnamentPlacement(corner: .bottomRight, margin: CGPoint(x: 8, y: 8)))
}
