import Foundation
import MapCompatCore
import MapCompatUIKit
import Testing

#if !canImport(UIKit)
    /// Headless there is no asset catalog: a test gives the named images its screens load their sizes, so that
    /// markers made the usual way (`UIImage(named: "pin")`) have real hit boxes.
    @Suite struct UIImageTests {
        @Test func aNamedImageLoadsAtTheSizeItWasGivenAndOtherwiseAtAPinsSize() throws {
            #expect(UIImage(named: "uiimage-tests-unsized")?.size == CGSize(width: 24, height: 36))
            UIImage.setSize(CGSize(width: 24, height: 36), forImageNamed: "uiimage-tests-pin")
            let pin = try #require(UIImage(named: "uiimage-tests-pin"))
            #expect(pin.size == CGSize(width: 24, height: 36))
            #expect(pin.name == "uiimage-tests-pin")
            UIImage.setSize(.zero, forImageNamed: "uiimage-tests-pin")
            #expect(UIImage(named: "uiimage-tests-pin")?.size == UIImage.defaultNamedSize)
            #expect(UIImage(systemName: "star")?.size == .zero)
        }
    }
#endif
