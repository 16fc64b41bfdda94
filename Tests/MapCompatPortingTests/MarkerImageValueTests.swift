import Testing

@testable import MapCompatPorting

/// NAVER's marker image (`NMFOverlayImage`) kept as a value: apps hold their icons in properties and hand them to
/// an initialiser, to swap them when a marker is selected (spooooony/Spoony-iOS, `NMapView.swift`: a coordinator
/// made with a default and a selected `NMFOverlayImage`). Every other SDK takes the `UIImage` itself, so the port
/// keeps the values as `UIImage`s and the declarations that hold them stay.
@Suite struct MarkerImageValueTests {
    let naver = """
        final class PinsCoordinator: NSObject {
            private let normalPin: NMFOverlayImage
            private let selectedPin: NMFOverlayImage

            init(normalPin: NMFOverlayImage, selectedPin: NMFOverlayImage) {
                self.normalPin = normalPin
                self.selectedPin = selectedPin
                super.init()
            }

            static func make() -> PinsCoordinator {
                PinsCoordinator(
                    normalPin: NMFOverlayImage(name: "pin_normal"),
                    selectedPin: NMFOverlayImage(image: UIImage(systemName: "star.fill") ?? UIImage()))
            }
        }
        """

    @Test(arguments: [PortingStyle.maplibre, .tomtom, .rm, .mapKit, .googleMaps])
    func heldImagesBecomeUIImages(target: PortingStyle) {
        let output = Porter(from: .naver, to: target).port(naver).output
        #expect(output.contains("private let normalPin: UIImage"), "\(output)")
        #expect(output.contains("init(normalPin: UIImage, selectedPin: UIImage) {"), "\(output)")
        #expect(output.contains("normalPin: UIImage(named: \"pin_normal\") ?? UIImage(),"), "\(output)")
        #expect(output.contains("selectedPin: UIImage(systemName: \"star.fill\") ?? UIImage())"), "\(output)")
        #expect(!output.contains("// PORT"), "\(output)")
    }

    /// A spelling that is an infix expression keeps its meaning where a member follows the source's expression.
    @Test func anInfixSpellingIsParenthesisedBeforeAMember() {
        let output = Porter(from: .naver, to: .maplibre).port(
            """
            let pinSize = NMFOverlayImage(name: "pin").imageWidth
            let pin = NMFOverlayImage(name: "pin")
            """
        ).output
        #expect(output.contains("let pinSize = (UIImage(named: \"pin\") ?? UIImage()).imageWidth"), "\(output)")
        #expect(output.hasSuffix("let pin = UIImage(named: \"pin\") ?? UIImage()"), "\(output)")
    }

    /// The other styles' `UIImage` is no vendor name: nothing ports back to NAVER's image type.
    @Test func aUIImageStaysAUIImageOnTheWayToNaver() {
        let output = Porter(from: .maplibre, to: .naver).port(
            "let pin: UIImage = UIImage(named: \"pin\") ?? UIImage()"
        ).output
        #expect(output == "let pin: UIImage = UIImage(named: \"pin\") ?? UIImage()")
    }

    /// What the app reads off an image it holds (NMFOverlayImage.h: `image`, `imageWidth`, `imageHeight`) is read
    /// off the `UIImage`; the same names on the app's own values stay.
    @Test(arguments: [PortingStyle.maplibre, .tomtom, .googleMaps])
    func readsOfAHeldImageAreTheUIImagesOwn(target: PortingStyle) {
        let output = Porter(from: .naver, to: target).port(
            """
            final class Pins {
                let pinImage = NMFOverlayImage(name: "pin")
                var selectedImage: NMFOverlayImage?
                var photo = Photo()

                func sizes() {
                    let preview = UIImageView(image: pinImage.image)
                    let width = pinImage.imageWidth / 2
                    let height = selectedImage?.imageHeight ?? 0
                    print(preview, width, height, photo.image, photo.imageWidth)
                }
            }
            """
        ).output
        #expect(output.contains("let preview = UIImageView(image: pinImage)"), "\(output)")
        #expect(output.contains("let width = pinImage.size.width / 2"), "\(output)")
        #expect(output.contains("let height = selectedImage?.size.height ?? 0"), "\(output)")
        #expect(output.contains("print(preview, width, height, photo.image, photo.imageWidth)"), "\(output)")
    }
}
