// swift-format-ignore-file: NeverUseImplicitlyUnwrappedOptionals

// route-me's headers carry no nullability: Swift imports their objects implicitly unwrapped, and so does this API.
import Foundation

/// route-me's marker labels (`RMMarker.h`, "Altering Labels"), with the names Swift's importer gives them:
/// `changeLabelUsingText:…` is `changeLabel(usingText:…)`. A label is a `UILabel` sized to its text and kept in
/// ``RMMarker/label``; apps write a cluster's count on its marker this way (Olinguito/YoIntervengoiOS,
/// `ViewController.swift`). The headless map draws no label and does not hit it.
extension RMMarker {
    /// The font of labels made without one (`+defaultFont`): route-me's 15-point system font.
    public class func defaultFont() -> UIFont! {
        .systemFont(ofSize: 15)
    }

    /// A label of the text in ``defaultFont()`` and the marker's text colours, centred across the marker's top
    /// (`changeLabelUsingText:`).
    public func changeLabel(usingText text: String!) {
        changeLabel(
            usingText: text, position: centredLabelPosition(text, font: Self.defaultFont()),
            font: Self.defaultFont(), foregroundColor: textForegroundColor, backgroundColor: textBackgroundColor)
    }

    /// A label of the text at a point of the marker, in ``defaultFont()`` and the marker's text colours
    /// (`changeLabelUsingText:position:`).
    public func changeLabel(usingText text: String!, position: CGPoint) {
        changeLabel(
            usingText: text, position: position, font: Self.defaultFont(), foregroundColor: textForegroundColor,
            backgroundColor: textBackgroundColor)
    }

    /// A label of the text in a font and colours, centred across the marker's top; the colours become the
    /// marker's for later labels (`changeLabelUsingText:font:foregroundColor:backgroundColor:`).
    public func changeLabel(
        usingText text: String!, font: UIFont!, foregroundColor textColor: UIColor!, backgroundColor: UIColor!
    ) {
        changeLabel(
            usingText: text, position: centredLabelPosition(text, font: font), font: font,
            foregroundColor: textColor, backgroundColor: backgroundColor)
    }

    /// A label of the text at a point of the marker, in a font and colours, 4 points wider and taller than the
    /// text; the colours become the marker's for later labels
    /// (`changeLabelUsingText:position:font:foregroundColor:backgroundColor:`).
    public func changeLabel(
        usingText text: String!, position: CGPoint, font: UIFont!, foregroundColor textColor: UIColor!,
        backgroundColor: UIColor!
    ) {
        let size = Self.textSize(text, font: font)
        let newLabel = UILabel(
            frame: CGRect(x: position.x, y: position.y, width: size.width + 4, height: size.height + 4))
        newLabel.numberOfLines = 0
        newLabel.textAlignment = .center
        newLabel.font = font
        newLabel.text = text
        newLabel.textColor = textColor
        newLabel.backgroundColor = backgroundColor
        textForegroundColor = textColor
        textBackgroundColor = backgroundColor
        label = newLabel
    }

    /// Shows a hidden label and hides a shown one; no label, nothing (`toggleLabel`).
    public func toggleLabel() {
        guard let label else { return }
        label.isHidden ? showLabel() : hideLabel()
    }

    /// Shows the label (`showLabel`).
    public func showLabel() {
        label?.isHidden = false
    }

    /// Hides the label (`hideLabel`).
    public func hideLabel() {
        label?.isHidden = true
    }

    /// Where route-me puts a label it places itself: centred on the marker's width, 4 points from its top.
    private func centredLabelPosition(_ text: String!, font: UIFont!) -> CGPoint {
        CGPoint(x: bounds.width / 2 - Self.textSize(text, font: font).width / 2, y: 4)
    }

    /// The text's size in the font, measured as a one-line label measures it (`-sizeWithFont:`).
    private static func textSize(_ text: String!, font: UIFont!) -> CGSize {
        let measure = UILabel(frame: .zero)
        measure.font = font
        measure.text = text
        return measure.intrinsicContentSize
    }
}
