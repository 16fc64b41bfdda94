import Testing

@testable import MapCompatPorting

/// NAVER's touch handler is a closure that apps write with `[weak self]` and `guard let self = self else { return
/// false }` (spooooony/Spoony-iOS, `NMapView.swift`, the marker's handler): moved into the target's delegate
/// method, `self` is the method's own, and the method returns nothing. (A handler that reads the function's locals
/// stays a closure, in the handler table, where the guard keeps its meaning.)
@Suite struct NaverWeakSelfHandlerTests {
    let naver = """
        final class PlacesCoordinator: NSObject {
            var selected: NMFOverlay?

            func makeMarker(on mapView: NMFMapView) -> NMFMarker {
                let marker = NMFMarker()
                marker.touchHandler = { [weak self] (overlay) -> Bool in
                    guard let self = self else { return false }
                    guard self.selected !== overlay else { return true }
                    self.selected = overlay
                    return true
                }
                marker.mapView = mapView
                return marker
            }
        }
        """

    @Test func theWeakSelfGuardGoesAndReturnsCarryNoValue() {
        let output = Porter(from: .naver, to: .maplibre).port(naver).output
        #expect(!output.contains("guard let self"), "\(output)")
        #expect(output.contains("guard self.selected !== overlay else { return }"), "\(output)")
        #expect(!output.contains("return true"), "\(output)")
        #expect(!output.contains("return false"), "\(output)")
    }

    @Test func aWeakSelfGuardIsReadOnOneLineOnly() {
        #expect(CallbackPorter.isWeakSelfGuard("guard let self = self else { return false }"))
        #expect(CallbackPorter.isWeakSelfGuard("guard let self else { return true }"))
        #expect(CallbackPorter.isWeakSelfGuard("guard let `self` = self else { return false }"))
        #expect(!CallbackPorter.isWeakSelfGuard("guard let self = self else {"))
        #expect(!CallbackPorter.isWeakSelfGuard("guard let model = self.model else { return false }"))
    }
}
