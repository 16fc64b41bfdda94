import Foundation
import MapCompatCore
import MapCompatUIKit
import Testing

#if !canImport(UIKit)
    /// Core Animation's transactions as Google's map samples use them around `animate(to:)`
    /// (googlemaps-samples/maps-sdk-for-ios-samples `MarkerEventsViewController.swift`): values set between
    /// `begin` and `commit`, nested, and gone once committed.
    @Suite struct CATransactionTests {
        @Test func aDurationSetInATransactionLastsUntilItsCommit() {
            #expect(CATransaction.value(forKey: kCATransactionAnimationDuration) == nil)
            #expect(CATransaction.animationDuration() == 0.25)
            CATransaction.begin()
            CATransaction.setAnimationDuration(3)
            #expect(CATransaction.animationDuration() == 3)
            #expect(CATransaction.value(forKey: kCATransactionAnimationDuration) as? Double == 3)
            CATransaction.commit()
            #expect(CATransaction.value(forKey: kCATransactionAnimationDuration) == nil)
        }

        @Test func innerTransactionsInheritAndShadowTheOuterOnes() {
            CATransaction.begin()
            CATransaction.setAnimationDuration(2)
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
            CATransaction.begin()
            #expect(CATransaction.animationDuration() == 2)
            CATransaction.setAnimationDuration(5)
            #expect(CATransaction.animationDuration() == 5)
            #expect(CATransaction.animationTimingFunction()?.timingCurve == .linear)
            CATransaction.commit()
            #expect(CATransaction.animationDuration() == 2)
            CATransaction.commit()
            #expect(CATransaction.animationTimingFunction() == nil)
        }

        @Test func valuesSetOutsideATransactionAndExtraCommitsChangeNothing() {
            CATransaction.setAnimationDuration(9)
            CATransaction.setDisableActions(true)
            CATransaction.commit()
            #expect(CATransaction.animationDuration() == 0.25)
            #expect(!CATransaction.disableActions())
        }
    }
#endif
