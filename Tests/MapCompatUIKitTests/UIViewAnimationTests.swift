import Foundation
import MapCompatUIKit
import Testing

#if !canImport(UIKit)
    @Suite struct UIViewAnimationTests {
        @Test func theBlockRunsWithItsDurationInheritedThenTheCompletion() {
            var seen: [String] = []
            #expect(UIView.inheritedAnimationDuration == 0)
            UIView.animate(withDuration: 0.8) { seen.append("block \(UIView.inheritedAnimationDuration)") }
            UIView.animate(
                withDuration: 2, delay: 0.5, options: [.curveLinear, .beginFromCurrentState],
                animations: { seen.append("delayed \(UIView.inheritedAnimationDuration)") },
                completion: { finished in seen.append("completion \(finished) \(UIView.inheritedAnimationDuration)") })
            UIView.animate(
                withDuration: -1, animations: { seen.append("negative \(UIView.inheritedAnimationDuration)") })
            #expect(
                seen == ["block 0.8", "delayed 2.0", "completion true 0.0", "negative 0.0"])
            #expect(UIView.inheritedAnimationDuration == 0)
        }

        @Test func optionsCarryUIKitsBits() {
            #expect(UIView.AnimationOptions.curveLinear.rawValue == 3 << 16)
            #expect(UIView.AnimationOptions.allowUserInteraction.rawValue == 2)
            #expect(UIView.AnimationOptions.curveEaseInOut.isEmpty)
        }
    }
#endif
