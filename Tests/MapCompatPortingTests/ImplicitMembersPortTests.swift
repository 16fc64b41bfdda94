import MapCompatPorting
import Testing

/// What a port reaches without a typed value, or with an optional one: members of a vendor superclass used on
/// implicit `self`, class members of a renamed type, members the target declares optional, and optional values the
/// source passes where the target calls them. Each case follows what the vendors'
/// guides show apps writing: Google's "Markers" guide (a marker's `iconView` and `icon`, set in a `GMSMarker`
/// subclass), GMSCameraPosition.h's `cameraWithLatitude:longitude:zoom:bearing:viewingAngle:`, and Apple's
/// `MKMapView` documentation (`annotations`, `userLocation`, `regionThatFits(_:)`).
@Suite struct ImplicitMembersPortTests {
    static func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { String($0.drop { $0 == " " }) }
    }

    @Test func aMarkerSubclassesLookOnImplicitSelfIsNotedWhereMapLibreLacksIt() {
        let google = """
            import GoogleMaps

            final class PlaceMarker: GMSMarker {
                var badge: UIView?

                func show(_ view: UIView) {
                    iconView = view
                    self.tracksViewChanges = false
                    badge = view
                }
            }
            """
        let port = Porter(from: .googleMaps, to: .maplibre).port(google)
        let lines = Self.lines(port.output)
        #expect(lines.contains("// PORT(google): iconView = view"))
        #expect(lines.contains("// PORT(google): self.tracksViewChanges = false"))
        // The class's own property is the app's, and stays.
        #expect(lines.contains("badge = view"))
        #expect(port.changes.contains { $0.kind == .manual && $0.message.contains("`iconView`") })
    }

    @Test func aCameraFactoryMapLibresCameraLacksIsNotedInsteadOfRenamed() {
        let google = """
            import GoogleMaps

            final class Screen {
                let mapView = GMSMapView(frame: .zero)

                func tiltTowards(_ spot: CLLocationCoordinate2D) {
                    let camera = GMSCameraPosition.camera(withLatitude: spot.latitude, longitude: spot.longitude, zoom: 14, bearing: 30, viewingAngle: 45)
                    mapView.camera = camera
                }
            }
            """
        let port = Porter(from: .googleMaps, to: .maplibre).port(google)
        let lines = Self.lines(port.output)
        #expect(lines.contains { $0.hasPrefix("// PORT(google): let camera = ") })
        #expect(lines.contains("// PORT(google): mapView.camera = camera"))
        #expect(port.changes.contains { $0.kind == .manual && $0.message.contains("`MLNMapCamera.camera`") })
    }

    @Test func mapLibresOptionalAnnotationsAndUserLocationAreReadAsMapKitReadThem() {
        let mapKit = """
            import MapKit

            extension MKMapView {
                func fitEverything() {
                    let all: [MKAnnotation] = annotations
                    if let here = userLocation.location {
                        print(all.count, here)
                    }
                }
            }

            final class Screen {
                let mapView = MKMapView(frame: .zero)

                func count() -> Int {
                    mapView.annotations.count
                }

                func clear() {
                    mapView.removeAnnotations(mapView.annotations)
                }
            }
            """
        let port = Porter(from: .mapKit, to: .maplibre).port(mapKit)
        let lines = Self.lines(port.output)
        #expect(lines.contains("let all: [MLNAnnotation] = (annotations ?? [])"))
        #expect(lines.contains("if let here = userLocation?.location {"))
        #expect(lines.contains("(mapView.annotations ?? []).count"))
        // The removal the member-level port writes already falls back once.
        #expect(lines.contains("mapView.removeAnnotations(mapView.annotations ?? [])"))
        // The rule runs after the member-level port; what it found is reported all the same.
        #expect(port.changes.contains { $0.kind == .automatic && $0.message.contains("read as empty when missing") })
        #expect(port.changes.contains { $0.kind == .review && $0.message.contains("userLocation is optional") })
    }

    @Test func aMapKitFramingMapLibreLacksIsNoted() {
        let mapKit = """
            import MapKit

            final class Screen {
                let mapView = MKMapView(frame: .zero)

                let saved = RegionStore.shared.last

                func frame() {
                    let fitted = mapView.regionThatFits(saved)
                    print(fitted)
                }
            }
            """
        let port = Porter(from: .mapKit, to: .maplibre).port(mapKit)
        let lines = Self.lines(port.output)
        #expect(lines.contains("// PORT(mapkit): let fitted = mapView.regionThatFits(saved)"))
        #expect(lines.contains("// PORT(mapkit): print(fitted)"))
    }

    @Test func anOptionalMarkerPassedToTheMapIsAddedOnlyWhenThere() {
        let google = """
            import GoogleMaps

            final class Screen {
                let mapView = GMSMapView(frame: .zero)
                var placeMarker: GMSMarker?

                func showPlace() {
                    placeMarker?.map = mapView
                }
            }
            """
        let port = Porter(from: .googleMaps, to: .maplibre).port(google)
        #expect(
            Self.lines(port.output).contains("if let placeMarker = placeMarker { mapView.addAnnotation(placeMarker) }"))
    }

    @Test func anOptionalMapViewTheSourcePassesAsAValueIsCalledThroughAChain() {
        let google = """
            import GoogleMaps

            final class RouteScreen: UIViewController {
                var mapView: GMSMapView?
                var marker: GMSMarker?

                func showStart(at spot: CLLocationCoordinate2D) {
                    let start = GMSMarker(position: spot)
                    start.map = mapView
                    marker?.map = mapView
                }
            }
            """
        let port = Porter(from: .googleMaps, to: .maplibre).port(google)
        let lines = Self.lines(port.output)
        #expect(lines.contains("mapView?.addAnnotation(start)"))
        #expect(lines.contains("if let marker = marker { mapView?.addAnnotation(marker) }"))
    }

    /// An optional map view the app unwraps first (`guard let mapView = mapView else { return }`, as OneBusAway's
    /// otpkit map adapter does before it converts a tap's point) is not optional where it is used.
    @Test func anOptionalMapViewTheAppUnwrapsIsNotChained() {
        let mapKit = """
            import MapKit

            final class MapAdapter: NSObject {
                private weak var mapView: MKMapView?

                func handleTap(at point: CGPoint) -> CLLocationCoordinate2D? {
                    guard let mapView = mapView else { return nil }
                    return mapView.convert(point, toCoordinateFrom: mapView)
                }
            }
            """
        let lines = Self.lines(Porter(from: .mapKit, to: .maplibre).port(mapKit).output)
        #expect(lines.contains("return mapView.convert(point, toCoordinateFrom: mapView)"), "\(lines)")
    }

    @Test func aMemberReadOnSelfIsNotedThoughAParameterElsewhereSharesItsName() {
        let mapKit = """
            import MapKit

            extension MKMapView {
                func fitOverlays() {
                    let shown = overlays
                    print(shown)
                }

                func count(of overlays: [Int]) -> Int {
                    overlays.count
                }
            }
            """
        let port = Porter(from: .mapKit, to: .maplibre).port(mapKit)
        let lines = Self.lines(port.output)
        #expect(lines.contains("// PORT(mapkit): let shown = self.overlays"))
        // The parameter is the function's own.
        #expect(lines.contains("overlays.count"))
    }
}
