import Foundation
import MapCompatPorting
import Testing

/// A marker's image named by its asset, as NAVER apps set it (`marker.iconImage = NMFOverlayImage(name:
/// "ic_marker")`, NAVER's demo `MarkerViewController.swift`), route-me apps (`RMMarker(uiImage: UIImage(named:))`
/// as the annotation's layer) and TomTom's "Markers" guide (`MarkerOptions(coordinate:pinImage:)`): the
/// construction takes it in each style that draws a marker from an image, and a port back restores it.
@Suite struct MarkerImageTests {
    static func code(_ text: String) -> [String] { text.split(separator: "\n").map { String($0.drop { $0 == " " }) } }

    static let naver = """
        final class Screen {
            let mapView = NMFMapView(frame: .zero)

            func show() {
                let marker = NMFMarker(position: NMGLatLng(lat: 1, lng: 2))
                marker.iconImage = NMFOverlayImage(name: "pin")
                marker.mapView = mapView
            }

            func highlight(_ marker: NMFMarker) {
                marker.iconImage = NMFOverlayImage(name: "selected")
            }
        }
        """

    @Test func theConstructionTakesTheNamedImage() {
        let routeMe = Self.code(Porter(from: .naver, to: .rm).port(Self.naver).output)
        #expect(routeMe.contains("marker.layer = RMMarker(uiImage: UIImage(named: \"pin\"))"), "\(routeMe)")
        #expect(!routeMe.contains { $0.contains("marker_pin") }, "\(routeMe)")
        let tomTom = Self.code(Porter(from: .naver, to: .tomtom).port(Self.naver).output)
        #expect(tomTom.contains { $0.hasSuffix("pinImage: UIImage(named: \"pin\") ?? UIImage()))") }, "\(tomTom)")
    }

    @Test func aLaterChangeOfImagePortsOnAKnownMarker() {
        let routeMe = Self.code(Porter(from: .naver, to: .rm).port(Self.naver).output)
        #expect(routeMe.contains("marker.layer = RMMarker(uiImage: UIImage(named: \"selected\"))"), "\(routeMe)")
        let mapLibre = Self.code(Porter(from: .naver, to: .maplibre).port(Self.naver).output)
        #expect(mapLibre.contains("// PORT(naver): marker.iconImage = NMFOverlayImage(name: \"selected\")"))
    }

    @Test func aPortBackRestoresTheImageAndTheDefaultGoes() {
        let routeMe = Porter(from: .naver, to: .rm).port(Self.naver).output
        let back = Porter(from: .rm, to: .naver).port(routeMe).output
        #expect(Self.code(back) == Self.code(Self.naver), "\(back)")
        // The image a port names when the source named none is the target's default look, not the app's.
        let plain = Self.naver.replacingOccurrences(
            of: "        marker.iconImage = NMFOverlayImage(name: \"pin\")\n", with: "")
        let plainRouteMe = Porter(from: .naver, to: .rm).port(plain).output
        #expect(plainRouteMe.contains("UIImage(named: \"marker_pin\")"))
        #expect(Self.code(Porter(from: .rm, to: .naver).port(plainRouteMe).output) == Self.code(plain))
    }

    /// TomTom's pin given as an image the app made (`MarkerOptions(coordinate:, pinImage: image, tag:)` added to the
    /// optional map, as pluggedfrank/electricdrivecompanion's coordinator adds its stations): NAVER's marker takes it
    /// as its icon and route-me's as its layer; MapLibre, which asks its delegate for images, says it went. The
    /// optional map the add read (`map?.addMarker`) is put as a value.
    @Test func anImageValueIsTheTargetsIcon() {
        let tomTom = """
            final class StationMap {
                var map: TomTomMap?

                func add(_ coordinate: CLLocationCoordinate2D, image: UIImage) {
                    let options = MarkerOptions(coordinate: coordinate, pinImage: image, tag: "station")
                    let marker = try? map?.addMarker(options: options)
                    print(marker as Any)
                }
            }
            """
        let naver = Self.code(Porter(from: .tomtom, to: .naver).port(tomTom).output)
        #expect(naver.contains("marker.iconImage = NMFOverlayImage(image: image)"), "\(naver)")
        #expect(naver.contains("marker.mapView = map"), "\(naver)")
        let routeMe = Self.code(Porter(from: .tomtom, to: .rm).port(tomTom).output)
        #expect(routeMe.contains("marker.layer = RMMarker(uiImage: image)"), "\(routeMe)")
        #expect(
            routeMe.contains { $0.hasPrefix("let marker: RMAnnotation = RMAnnotation(mapView: map, ") }, "\(routeMe)")
        let mapLibre = Self.code(Porter(from: .tomtom, to: .maplibre).port(tomTom).output)
        #expect(
            mapLibre.contains(
                "// PORT: review — marker.image: MapLibre draws an annotation's image in mapView(_:imageFor:) (was image)"
            ),
            "\(mapLibre)")
    }

    /// An option the construction has no place for (TomTom's `balloonText:`) keeps the add a hand port rather than
    /// dropping it.
    @Test func anOptionWithoutPlaceKeepsTheAddForAHand() {
        let tomTom = """
            final class BalloonMap {
                var map: TomTomMap?

                func add(_ coordinate: CLLocationCoordinate2D) {
                    let marker = try? map?.addMarker(options: MarkerOptions(coordinate: coordinate, balloonText: "Hi"))
                    print(marker as Any)
                }
            }
            """
        let naver = Self.code(Porter(from: .tomtom, to: .naver).port(tomTom).output)
        #expect(naver.contains { $0.hasPrefix("// PORT(tomtom): let marker = ") && $0.contains("balloonText: \"Hi\"") })
        #expect(!naver.contains { $0.hasPrefix("let marker = NMFMarker(") }, "\(naver)")
    }
}
