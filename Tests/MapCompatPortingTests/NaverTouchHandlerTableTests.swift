import Foundation
import MapCompatPorting
import Testing

/// NAVER's overlay touch handlers that cannot become one callback body stay closures, kept in a table the
/// target's marker-tap callback reads. Modelled on NAVER's guide to overlay events (a `touchHandler` closure that
/// returns whether the tap is consumed) and on the way NAVER apps write it: a marker made per item in a loop, whose
/// handler reads the item and the marker (as the demo's InfoWindowViewController and many public apps do).
@Suite struct NaverTouchHandlerTableTests {
    static let naver = """
        final class ShopScreen: UIViewController {
            let mapView = NMFMapView(frame: .zero)
            var chosen: [String] = []

            func show(_ shops: [Shop]) {
                for shop in shops {
                    let marker = NMFMarker(position: shop.position)
                    marker.touchHandler = { [weak self] (overlay: NMFOverlay) -> Bool in
                        self?.chosen.append(shop.name)
                        return true
                    }
                    marker.mapView = mapView
                }
            }
        }
        """

    static func code(_ text: String) -> [String] {
        text.split(separator: "\n").map { String($0.drop { $0 == " " }) }
    }

    @Test(arguments: [
        (
            PortingStyle.maplibre, "any MLNAnnotation",
            "func mapView(_ mapView: MLNMapView, didSelect annotation: MLNAnnotation) {"
        ),
        (.tomtom, "any Annotation", "case let .tappedOnAnnotation(annotation, _):"),
        (.rm, "RMAnnotation", "func tap(on annotation: RMAnnotation!, onMap mapView: RMMapView!) {"),
    ])
    func aHandlerThatReadsTheLoopStaysWhereItIs(target: PortingStyle, annotation: String, receiver: String) {
        let lines = Self.code(Porter(from: .naver, to: target).port(Self.naver).output)
        #expect(
            lines.contains("var touchHandlers: [(annotation: AnyObject?, handler: (\(annotation)) -> Bool)] = []"),
            "\(lines)")
        // The closure keeps its place, and with it the loop's `shop`.
        guard
            let kept = lines.firstIndex(where: { $0.hasPrefix("let markerTouchHandler: (\(annotation)) -> Bool = {") })
        else {
            Issue.record("no handler kept: \(lines)")
            return
        }
        #expect(lines[kept].hasSuffix("(overlay: \(annotation)) -> Bool in"), "\(lines)")
        #expect(lines[kept + 1] == "self?.chosen.append(shop.name)", "\(lines)")
        #expect(lines[kept + 3] == "}", "\(lines)")
        #expect(lines[kept + 4] == "self.touchHandlers.append((marker, markerTouchHandler))", "\(lines)")
        // The target's marker tap runs the handlers kept for the tapped annotation.
        guard let callback = lines.firstIndex(of: receiver) else {
            Issue.record("no \(receiver): \(lines)")
            return
        }
        #expect(lines[callback + 1] == "for entry in touchHandlers where entry.annotation === annotation {")
        #expect(lines[callback + 2] == "_ = entry.handler(annotation)")
    }

    /// Handlers set in an extension (as apps that split a screen into extensions write them): the table is the
    /// class's, declared once.
    @Test func handlersInExtensionsShareTheClasssTable() {
        let naver = """
            final class ShopScreen: UIViewController {
                let mapView = NMFMapView(frame: .zero)
                var chosen: [String] = []
            }

            private extension ShopScreen {
                func show(_ shops: [Shop]) {
                    for shop in shops {
                        let marker = NMFMarker(position: shop.position)
                        marker.touchHandler = { [weak self] _ in
                            self?.chosen.append(shop.name)
                            return true
                        }
                        marker.mapView = mapView
                    }
                }
            }

            extension ShopScreen {
                func pin(_ shop: Shop) {
                    let pin = NMFMarker(position: shop.position)
                    pin.touchHandler = { [weak self] _ in
                        self?.chosen.append(shop.name)
                        return true
                    }
                    pin.mapView = mapView
                }
            }
            """
        let lines = Self.code(Porter(from: .naver, to: .maplibre).port(naver).output)
        #expect(lines.filter { $0.hasPrefix("var touchHandlers:") }.count == 1, "\(lines)")
        #expect(lines.firstIndex { $0.hasPrefix("var touchHandlers:") } == 1, "\(lines)")
        #expect(lines.contains("self.touchHandlers.append((marker, markerTouchHandler))"), "\(lines)")
        #expect(lines.contains("self.touchHandlers.append((pin, pinTouchHandler))"), "\(lines)")
        // One callback reads the table.
        #expect(lines.filter { $0.hasPrefix("func mapView(_ mapView: MLNMapView, didSelect") }.count == 1, "\(lines)")
    }

    @Test func aHandlerOnAStructIsLeftToTheMemberPort() {
        let naver = Self.naver.replacingOccurrences(of: "final class ShopScreen: UIViewController", with: "struct Shop")
        let lines = Self.code(Porter(from: .naver, to: .maplibre).port(naver).output)
        #expect(!lines.contains { $0.contains("touchHandlers") }, "\(lines)")
    }

    /// A handler made a constant first, typed with NAVER's alias, then set on the marker (as apps that share one
    /// handler between markers write it): the constant takes the table's closure type and is kept with its marker.
    @Test(arguments: [
        (PortingStyle.maplibre, "any MLNAnnotation"), (.tomtom, "any Annotation"), (.rm, "RMAnnotation"),
    ])
    func aHandlerMadeAConstantFirstIsKeptWithItsMarker(target: PortingStyle, annotation: String) {
        let naver = """
            final class PlaceScreen: UIViewController {
                let mapView = NMFMapView(frame: .zero)
                var opened = 0

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(mapView)
                }

                func showPlace(at position: NMGLatLng) {
                    let marker = NMFMarker(position: position)
                    let handler: NMFOverlayTouchHandler = { [weak self] _ in
                        self?.opened += 1
                        return true
                    }
                    marker.touchHandler = handler
                    marker.mapView = mapView
                }
            }
            """
        let lines = Self.code(Porter(from: .naver, to: target).port(naver).output)
        #expect(lines.contains("let handler: (\(annotation)) -> Bool = { [weak self] _ in"), "\(lines)")
        #expect(lines.contains("self.touchHandlers.append((marker, handler))"), "\(lines)")
        #expect(!lines.contains { $0.hasPrefix("// PORT(naver):") && $0.contains("andler") }, "\(lines)")
    }

    /// A handler constant typed with NAVER's overlay base type, as NAVER's overlay guide writes the closure: on
    /// route-me it takes route-me's one annotation class.
    @Test func anOverlayParameterIsRouteMesAnnotation() {
        let naver = """
            final class OfficeScreen: UIViewController {
                let map = NMFMapView()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(map)
                    let officeMarker = NMFMarker(position: NMGLatLng(lat: 33.5, lng: 126.6))
                    let closure: (NMFOverlay) -> Bool = { overlay in
                        print(overlay)
                        return true
                    }
                    officeMarker.touchHandler = closure
                    officeMarker.mapView = map
                }
            }
            """
        let lines = Self.code(Porter(from: .naver, to: .rm).port(naver).output)
        #expect(lines.contains("let closure: (RMAnnotation) -> Bool = { overlay in"), "\(lines)")
        #expect(lines.contains("self.touchHandlers.append((officeMarker, closure))"), "\(lines)")
    }
}
