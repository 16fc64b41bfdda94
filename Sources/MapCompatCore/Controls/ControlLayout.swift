import Foundation

/// Where each built-in control sits: a fixed layout inside the content area (the view less its insets),
/// so every adapter puts a control's frame, and so its taps, in the same place.
///
/// The sizes and places are MapCompat's own, loosely after NAVER's map view (compass 50 points, NAVER's
/// `COMPASSVIEW_DEFAULT_SIZE`): compass and location button at the top left, the indoor level picker
/// centred on the left edge, the zoom buttons stacked at the bottom right with the scale bar to their left,
/// and the logo wherever its ``LogoPlacement`` says. Where frames overlap, the logo lies on top (providers
/// require it uncovered), then the compass, zoom buttons, location button and picker, in that order.
public struct ControlLayout: Hashable, Sendable {
    /// Distance of the controls (all but the logo) from the content area's edges and from each other.
    public static let padding = 10.0
    /// Side of the square compass.
    public static let compassSize = 50.0
    /// Side of each square button: zoom in, zoom out, location.
    public static let buttonSize = 40.0
    /// Width of the indoor level picker.
    public static let pickerWidth = 40.0
    /// Height of one level's row in the indoor level picker (rows shrink when they do not all fit).
    public static let pickerRowHeight = 36.0
    /// Height of the scale bar; its width is the length of the bar.
    public static let scaleBarHeight = 20.0
    /// Size of the logo.
    public static let logoSize = CGSize(width: 60, height: 20)

    /// The content area the controls are laid out in.
    public let content: CGRect
    /// The whole view, which the logo never leaves.
    public let bounds: CGRect

    /// The layout for a viewport: controls sit inside its insets.
    public init(viewport: Viewport) {
        bounds = CGRect(x: 0, y: 0, width: viewport.width, height: viewport.height)
        let insets = viewport.insets
        content = CGRect(
            x: insets.left, y: insets.top, width: viewport.width - insets.left - insets.right,
            height: viewport.height - insets.top - insets.bottom)
    }

    /// The compass, at the top left.
    public var compass: CGRect {
        CGRect(
            x: content.minX + Self.padding, y: content.minY + Self.padding, width: Self.compassSize,
            height: Self.compassSize)
    }

    /// The location button, under the compass.
    public var locationButton: CGRect {
        CGRect(
            x: content.minX + Self.padding, y: compass.maxY + Self.padding, width: Self.buttonSize,
            height: Self.buttonSize)
    }

    /// The zoom-out button, at the bottom right.
    public var zoomOut: CGRect {
        CGRect(
            x: content.maxX - Self.padding - Self.buttonSize, y: content.maxY - Self.padding - Self.buttonSize,
            width: Self.buttonSize, height: Self.buttonSize)
    }

    /// The zoom-in button, right above the zoom-out button.
    public var zoomIn: CGRect { zoomOut.offsetBy(dx: 0, dy: -Self.buttonSize) }

    /// The scale bar for a bar `length` points long: bottom, ending left of the zoom buttons.
    public func scaleBar(length: Double) -> CGRect {
        CGRect(
            x: zoomOut.minX - Self.padding - length, y: content.maxY - Self.padding - Self.scaleBarHeight,
            width: length, height: Self.scaleBarHeight)
    }

    /// The indoor level picker with `rows` levels, centred vertically on the left edge; the rows shrink to
    /// fit the content area.
    public func indoorLevelPicker(rows: Int) -> CGRect {
        let height = min(Double(max(rows, 1)) * Self.pickerRowHeight, max(content.height - 2 * Self.padding, 0))
        return CGRect(
            x: content.minX + Self.padding, y: content.midY - height / 2, width: Self.pickerWidth, height: height)
    }

    /// The row of level `index` (0 at the top) in a picker of `rows` levels.
    public func indoorLevelRow(_ index: Int, of rows: Int) -> CGRect {
        let picker = indoorLevelPicker(rows: rows)
        let rowHeight = picker.height / Double(max(rows, 1))
        return CGRect(
            x: picker.minX, y: picker.minY + Double(index) * rowHeight, width: picker.width, height: rowHeight)
    }

    /// The size of a control wherever it is placed (the scale bar: `scaleBarLength` long, or
    /// ``ScaleBar/maximumLength``).
    public static func size(of control: MapControl, scaleBarLength: Double?) -> CGSize {
        switch control {
        case .compass: CGSize(width: compassSize, height: compassSize)
        case .scaleBar: CGSize(width: scaleBarLength ?? ScaleBar.maximumLength, height: scaleBarHeight)
        case .logo: logoSize
        case .indoorLevelPicker: CGSize(width: pickerWidth, height: pickerRowHeight)
        case .zoomIn, .zoomOut, .locationButton: CGSize(width: buttonSize, height: buttonSize)
        }
    }

    /// The logo, placed against its edge of the content area with its margin, and kept inside the view.
    public func logo(_ placement: LogoPlacement) -> CGRect {
        let size = Self.logoSize
        let margin = placement.margin
        let left = content.minX + margin.left
        let right = content.maxX - margin.right - size.width
        let top = content.minY + margin.top
        let bottom = content.maxY - margin.bottom - size.height
        let origin: CGPoint =
            switch placement.alignment {
            case .leftBottom: CGPoint(x: left, y: bottom)
            case .rightBottom: CGPoint(x: right, y: bottom)
            case .leftTop: CGPoint(x: left, y: top)
            case .rightTop: CGPoint(x: right, y: top)
            case .centerBottom: CGPoint(x: (left + right) / 2, y: bottom)
            }
        let x = min(max(origin.x, bounds.minX), max(bounds.maxX - size.width, bounds.minX))
        let y = min(max(origin.y, bounds.minY), max(bounds.maxY - size.height, bounds.minY))
        return CGRect(origin: CGPoint(x: x, y: y), size: size)
    }
}
