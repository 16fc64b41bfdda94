import Foundation
import GoogleMaps
import MapCompatCore
import MapCompatTesting
import MapKitStyle
import MapLibreStyle
import Testing
import TomTomStyle

/// Every adapter's `tap(on:)` aims where the item shows: a pin whose middle a smaller pin on top covers is
/// still tapped (the NAVER and route-me cases are in `MapTesterTests` and `TomTomAndRouteMeExamples`). A tap at
/// the pin's centre goes to the cover first, which shows the cover is on top; the cover is tapped first because
/// a selected item is drawn above the others, and the pin would then hide it.
@Suite struct HalfCoveredTapTests {
    static let place = CLLocationCoordinate2D(latitude: 37.5666, longitude: 126.9784)
    static let pinSize = CGSize(width: 24, height: 36)
    static let coverSize = CGSize(width: 12, height: 20)

    /// Checks that the cover lies over the pin's centre and inside the pin's frame.
    static func expectCovered(_ pin: CGRect, by cover: CGRect, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(cover.contains(CGPoint(x: pin.midX, y: pin.midY)), sourceLocation: sourceLocation)
        #expect(pin.contains(CGPoint(x: cover.midX, y: cover.midY)), sourceLocation: sourceLocation)
    }

    final class MapLibreScreen: NSObject, MLNMapViewDelegate {
        let mapView = MLNMapView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        var selected: [String] = []

        func mapView(_ mapView: MLNMapView, imageFor annotation: any MLNAnnotation) -> MLNAnnotationImage? {
            let size = annotation.title == "Cover" ? coverSize : pinSize
            return MLNAnnotationImage(image: UIImage(size: size), reuseIdentifier: "\(size)")
        }

        func mapView(_ mapView: MLNMapView, didSelect annotation: any MLNAnnotation) {
            selected.append((annotation.title ?? nil) ?? "")
        }
    }

    @Test func mapLibre() throws {
        let screen = MapLibreScreen()
        screen.mapView.delegate = screen
        screen.mapView.setCenter(Self.place, zoomLevel: 15, animated: false)
        let pin = MLNPointAnnotation()
        pin.coordinate = Self.place
        pin.title = "Pin"
        let cover = MLNPointAnnotation()
        cover.coordinate = Self.place
        cover.title = "Cover"
        screen.mapView.addAnnotations([pin, cover])
        let tester = MapTester(screen.mapView)
        let pinFrame = try tester.frame(of: pin)
        Self.expectCovered(pinFrame, by: try tester.frame(of: cover))
        try tester.tap(at: CGPoint(x: pinFrame.midX, y: pinFrame.midY))  // the cover is on top there
        try tester.tap(on: pin)
        #expect(screen.selected == ["Cover", "Pin"])
    }

    final class MapKitScreen: NSObject, MKMapViewDelegate {
        let mapView = MKMapView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        var selected: [String] = []

        func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView? {
            let view = MKAnnotationView(annotation: annotation, reuseIdentifier: "pin")
            view.image = UIImage(size: annotation.title == "Cover" ? coverSize : pinSize)
            return view
        }

        func mapView(_ mapView: MKMapView, didSelect annotation: any MKAnnotation) {
            selected.append((annotation.title ?? nil) ?? "")
        }
    }

    @Test func mapKit() throws {
        let screen = MapKitScreen()
        screen.mapView.delegate = screen
        screen.mapView.setRegion(
            MKCoordinateRegion(center: Self.place, latitudinalMeters: 1500, longitudinalMeters: 1500), animated: false)
        let pin = MKPointAnnotation()
        pin.coordinate = Self.place
        pin.title = "Pin"
        let cover = MKPointAnnotation()
        cover.coordinate = Self.place
        cover.title = "Cover"
        screen.mapView.addAnnotations([pin, cover])
        let tester = MapTester(screen.mapView)
        let pinFrame = try tester.frame(of: pin)
        Self.expectCovered(pinFrame, by: try tester.frame(of: cover))
        try tester.tap(at: CGPoint(x: pinFrame.midX, y: pinFrame.midY))  // the cover is on top there
        try tester.tap(on: pin)
        #expect(screen.selected == ["Cover", "Pin"])
    }

    final class GoogleScreen: NSObject, GMSMapViewDelegate {
        let mapView = GMSMapView(
            frame: CGRect(x: 0, y: 0, width: 400, height: 800),
            camera: GMSCameraPosition(latitude: place.latitude, longitude: place.longitude, zoom: 15))
        var tapped: [String] = []

        func mapView(_ mapView: GMSMapView, didTap marker: GMSMarker) -> Bool {
            tapped.append(marker.title ?? "")
            return true
        }
    }

    @Test func google() throws {
        let screen = GoogleScreen()
        screen.mapView.delegate = screen
        let pin = GMSMarker(position: Self.place)
        pin.title = "Pin"
        pin.icon = UIImage(size: Self.pinSize)
        pin.map = screen.mapView
        let cover = GMSMarker(position: Self.place)
        cover.title = "Cover"
        cover.icon = UIImage(size: Self.coverSize)
        cover.zIndex = 1
        cover.map = screen.mapView
        let tester = MapTester(screen.mapView)
        let pinFrame = try tester.frame(of: pin)
        Self.expectCovered(pinFrame, by: try tester.frame(of: cover))
        try tester.tap(at: CGPoint(x: pinFrame.midX, y: pinFrame.midY))  // the cover is on top there
        try tester.tap(on: pin)
        #expect(screen.tapped == ["Cover", "Pin"])
    }

    final class TomTomScreen: MapViewDelegate, MapDelegate {
        let mapView = MapView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        var pin: Marker?
        var cover: Marker?
        var tapped: [String] = []

        init() { mapView.delegate = self }

        func mapView(_ mapView: MapView, onMapReady map: TomTomMap) {
            map.delegate = self
            map.moveCamera(CameraUpdate(position: place, zoom: 15))
            pin = try? map.addMarker(
                options: MarkerOptions(coordinate: place, pinImage: UIImage(size: pinSize), tag: "Pin"))
            cover = try? map.addMarker(
                options: MarkerOptions(coordinate: place, pinImage: UIImage(size: coverSize), tag: "Cover"))
        }

        func mapView(_ mapView: MapView, onLoadFailed error: any Error) {}

        func mapView(_ mapView: MapView, onStyleLoad result: Result<StyleContainer, any Error>) {}

        func map(_ map: TomTomMap, onInteraction interaction: MapInteraction) {
            if case .tappedOnAnnotation(let annotation, _) = interaction { tapped.append(annotation.tag ?? "") }
        }

        func map(_ map: TomTomMap, onCameraEvent event: CameraEvent) {}
    }

    @Test func tomTom() throws {
        let screen = TomTomScreen()
        let tester = try MapTester(screen.mapView)
        let pin = try #require(screen.pin)
        let cover = try #require(screen.cover)
        let pinFrame = try tester.frame(of: pin)
        Self.expectCovered(pinFrame, by: try tester.frame(of: cover))
        try tester.tap(at: CGPoint(x: pinFrame.midX, y: pinFrame.midY))  // the cover is on top there
        try tester.tap(on: pin)
        #expect(screen.tapped == ["Cover", "Pin"])
    }
}
