import Foundation
import MapCompatUIKit
import Testing

#if !canImport(UIKit)
    /// App callout views lay out labels with `sizeToFit()`: headless, a label takes a size from its text and
    /// font, so such layouts have a frame to tap.
    @Suite struct UILabelTests {
        @Test func aLabelSizesItselfFromItsTextAndFont() {
            let label = UILabel(frame: .zero)
            label.text = "Cafe"
            label.font = UIFont.systemFont(ofSize: 10)
            label.sizeToFit()
            #expect(label.frame.size == CGSize(width: 24, height: 12))
            label.text = nil
            #expect(label.intrinsicContentSize == CGSize(width: 0, height: 12))
        }
    }
#endif
