@_exported import Foundation

// UIKit's names for what map SDKs take and return (`UIEdgeInsets`, `UIView`, `UIGestureRecognizer`,
// `UIImage`, `UIColor`, `CAMediaTimingFunction`), defined once for every adapter. Where UIKit exists the
// module re-exports UIKit itself and defines none of the stand-ins, so code written against a real SDK
// compiles the same way on both; where it is missing (Linux), the stand-ins here carry the members that map
// code reads and sets. Adapters re-export this module, so importing two adapters brings one copy.
#if canImport(UIKit)
    @_exported import UIKit
#endif
