// UIKit's names for the views, insets, images and recognizers the vendor API takes: UIKit itself where it
// exists, the shared stand-ins elsewhere. Every adapter re-exports the same module, so importing two
// adapters brings one copy.
@_exported import MapCompatUIKit
