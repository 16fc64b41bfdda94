import MapCompatPorting
import Testing

/// A type whose inheritance clause is wrapped one entry per line (as AdultOfNineteen/WINEY-iOS's
/// `NaverMapCoordinator` is formatted: `public final class NaverMapCoordinator:` then `NSObject,`,
/// `NMFMapViewCameraDelegate,`, `NMFMapViewTouchDelegate,`, `CLLocationManagerDelegate {`): the port keeps the
/// superclass and the app's protocols, gives the target's delegate once, and comments no entry out.
@Suite struct WrappedInheritanceClauseTests {
    static let naver = """
        public final class MapCoordinator:
          NSObject,
          NMFMapViewCameraDelegate,
          NMFMapViewTouchDelegate,
          CLLocationManagerDelegate {

          let mapView = NMFMapView(frame: .zero)
          var log: [String] = []

          func setUp() {
            mapView.addCameraDelegate(delegate: self)
            mapView.touchDelegate = self
          }

          public func mapViewCameraIdle(_ mapView: NMFMapView) {
            log.append("idle")
          }
        }
        """

    @Test(arguments: [
        (
            PortingStyle.maplibre,
            "public final class MapCoordinator: NSObject, MLNMapViewDelegate, CLLocationManagerDelegate {"
        ),
        (
            .tomtom,
            "public final class MapCoordinator: NSObject, MapDelegate, CLLocationManagerDelegate, MapViewDelegate {"
        ),
        (.rm, "public final class MapCoordinator: NSObject, RMMapViewDelegate, CLLocationManagerDelegate {"),
    ])
    func theClauseIsJoinedWithTheTargetsDelegate(target: PortingStyle, header: String) {
        let lines = Porter(from: .naver, to: target).port(Self.naver).output.split(separator: "\n").map(String.init)
        #expect(lines.contains(header), "\(lines)")
        #expect(!lines.contains { $0.contains("// PORT(naver):") && $0.contains("NSObject") }, "\(lines)")
    }

    /// A wrapped clause that names no map protocol is the app's: it keeps its lines.
    @Test func anAppsWrappedClauseKeepsItsLines() {
        let text = "final class Store:\n  NSObject,\n  ObservableObject {\n  var count = 0\n}\n"
        #expect(Porter(from: .naver, to: .maplibre).port(text).output == text)
    }
}
