import Foundation

/// The map view's size in points and the insets that frame its content.
///
/// The camera's centre is shown at the centre of the inset area (the ``focalPoint``), as every SDK here
/// does with its content insets.
public struct Viewport: Hashable, Sendable {
    /// Width in points.
    public let width: Double
    /// Height in points.
    public let height: Double
    /// Insets of the area the camera frames.
    public let insets: EdgeInsets

    /// The neutral viewport: 400 × 800 points, no insets.
    public static let neutral = Viewport(uncheckedWidth: 400, height: 800, insets: .zero)

    /// Creates a viewport.
    ///
    /// - Throws: ``MapCompatError`` when a value is not finite, a size is not positive, an inset is
    ///   negative, or the insets leave no area.
    public init(width: Double, height: Double, insets: EdgeInsets = .zero) throws(MapCompatError) {
        let width = try MapCompatError.finite(width, "width")
        let height = try MapCompatError.finite(height, "height")
        guard width > 0 else { throw MapCompatError(.outOfRange, field: "width", "\(width) is not positive") }
        guard height > 0 else { throw MapCompatError(.outOfRange, field: "height", "\(height) is not positive") }
        for (name, value) in [
            ("insets.top", insets.top), ("insets.left", insets.left), ("insets.bottom", insets.bottom),
            ("insets.right", insets.right),
        ] {
            guard try MapCompatError.finite(value, name) >= 0 else {
                throw MapCompatError(.outOfRange, field: name, "\(value) is negative")
            }
        }
        guard insets.left + insets.right < width else {
            throw MapCompatError(.outOfRange, field: "insets", "left and right insets leave no width")
        }
        guard insets.top + insets.bottom < height else {
            throw MapCompatError(.outOfRange, field: "insets", "top and bottom insets leave no height")
        }
        self.init(uncheckedWidth: width, height: height, insets: insets)
    }

    private init(uncheckedWidth width: Double, height: Double, insets: EdgeInsets) {
        self.width = width
        self.height = height
        self.insets = insets
    }

    /// The screen point where the camera's centre is shown: the centre of the inset area.
    public var focalPoint: CGPoint {
        CGPoint(
            x: insets.left + (width - insets.left - insets.right) / 2,
            y: insets.top + (height - insets.top - insets.bottom) / 2)
    }

    /// The centre of the whole view, which some gestures use as their anchor.
    public var center: CGPoint { CGPoint(x: width / 2, y: height / 2) }

    /// Whether a screen point lies inside the view.
    public func contains(_ point: CGPoint) -> Bool {
        point.x >= 0 && point.x <= width && point.y >= 0 && point.y <= height
    }
}
