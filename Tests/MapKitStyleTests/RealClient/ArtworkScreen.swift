import Foundation
import MapCompatTesting
import Testing

#if canImport(Darwin)
    import MapKitStyle
#else
    import MapKit
#endif

// A public-art map written the way BenBinary/HonoluluArt writes it (raywenderlich's MapKit tutorial:
// `HonoluluArt/Artwork.swift`, `HonoluluArt/ArtworkViews.swift`, `HonoluluArt/ViewController.swift`): an
// `NSObject` annotation class with constant title and coordinate and a computed subtitle, a marker subclass
// registered for MapKit's default identifier that configures itself as its annotation is set (`willSet`), a region
// of 1 km around the start, and a callout button that opens the artwork in Maps. `MKCoordinateRegionMakeWithDistance`
// is Swift's `MKCoordinateRegion(center:latitudinalMeters:longitudinalMeters:)`; `MKMapItem` and the Maps app do not
// exist headless, so the controller records the artwork it would open, and the JSON file is a literal list.
final class Artwork: NSObject, MKAnnotation {
    let title: String?
    let locationName: String
    let discipline: String
    let coordinate: CLLocationCoordinate2D

    init(title: String, locationName: String, discipline: String, coordinate: CLLocationCoordinate2D) {
        self.title = title
        self.locationName = locationName
        self.discipline = discipline
        self.coordinate = coordinate
        super.init()
    }

    var subtitle: String? {
        locationName
    }

    var markerTintColor: UIColor {
        switch discipline {
        case "Monument": .red
        case "Mural": .blue
        case "Plaque": .green
        case "Sculpture": .purple
        default: .black
        }
    }
}

final class ArtworkMarkerView: MKMarkerAnnotationView {
    override var annotation: (any MKAnnotation)? {
        willSet {
            guard let artwork = newValue as? Artwork else { return }
            canShowCallout = true
            calloutOffset = CGPoint(x: -5, y: 5)
            rightCalloutAccessoryView = UIButton(type: .detailDisclosure)
            markerTintColor = artwork.markerTintColor
            glyphText = artwork.discipline.first.map(String.init)
        }
    }
}

final class ArtworkViewController: UIViewController, MKMapViewDelegate {
    let mapView = MKMapView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    var artworks: [Artwork] = []
    var openedInMaps: [Artwork] = []
    let regionRadius: CLLocationDistance = 1000

    override func viewDidLoad() {
        super.viewDidLoad()
        let initialLocation = CLLocation(latitude: 21.282778, longitude: -157.829444)
        centerMapOnLocation(location: initialLocation)
        mapView.delegate = self
        mapView.register(
            ArtworkMarkerView.self, forAnnotationViewWithReuseIdentifier: MKMapViewDefaultAnnotationViewReuseIdentifier)
        loadInitialData()
        mapView.addAnnotations(artworks)
    }

    func centerMapOnLocation(location: CLLocation) {
        let coordinateRegion = MKCoordinateRegion(
            center: location.coordinate, latitudinalMeters: regionRadius, longitudinalMeters: regionRadius)
        mapView.setRegion(coordinateRegion, animated: true)
    }

    func loadInitialData() {
        artworks = [
            Artwork(
                title: "King David Kalakaua", locationName: "Waikiki Gateway Park", discipline: "Sculpture",
                coordinate: CLLocationCoordinate2D(latitude: 21.283921, longitude: -157.831661)),
            Artwork(
                title: "Ko Te Kai", locationName: "Kapiolani Park", discipline: "Mural",
                coordinate: CLLocationCoordinate2D(latitude: 21.280, longitude: -157.827)),
        ]
    }

    func mapView(
        _ mapView: MKMapView, annotationView view: MKAnnotationView, calloutAccessoryControlTapped control: UIControl
    ) {
        guard let location = view.annotation as? Artwork else { return }
        openedInMaps.append(location)
    }
}

@Suite("RealClient: BenBinary/HonoluluArt's public art map")
struct ArtworkScreenTests {
    @Test func theRegisteredMarkerShowsEachArtworkInItsDisciplinesColour() throws {
        let controller = ArtworkViewController()
        controller.viewDidLoad()
        try MapTester(controller.mapView).settle()
        let first = try #require(controller.artworks.first)
        let view = try #require(controller.mapView.view(for: first) as? ArtworkMarkerView)
        #expect(view.markerTintColor == .purple && view.glyphText == "S" && view.canShowCallout)
        // The 1 km region is shown around the start.
        #expect(abs(controller.mapView.centerCoordinate.latitude - 21.282778) < 1e-9)
    }

    @Test func tappingAnArtworkAndItsCalloutButtonOpensItInMaps() throws {
        let controller = ArtworkViewController()
        controller.viewDidLoad()
        let tester = MapTester(controller.mapView)
        try tester.settle()
        let artwork = controller.artworks[1]
        try tester.tap(on: artwork)
        #expect(controller.mapView.selectedAnnotations.first === artwork)
        let button = try #require(controller.mapView.view(for: artwork)?.rightCalloutAccessoryView)
        try tester.tap(onCalloutAccessory: button)
        #expect(controller.openedInMaps == [artwork])
    }
}
