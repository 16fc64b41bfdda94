import Foundation
import MapCompatCore
import MapCompatTesting
import NaverStyle
import Testing

/// Nearby spots whose markers carry their kind in `tag`, and one touch handler shared by every marker that
/// reads the tag back to swap the icon of the selected spot (modelled on IIION/Workade
/// `Workade/Views&ViewModels/NearbyPlace/Map/MapViewController.swift` and `Workade/Models/MapViewModel.swift`:
/// the tag is an enum's `UInt` raw value, and the handler switches on it to pick the selected or plain pin).
/// The app's info card under the map is left out.
final class MarkerTagScreen: DemoMapScreen {
    /// The app's kinds of spot, kept in each marker's tag.
    enum Pin: UInt {
        case sea = 0
        case restaurant = 1
        case nature = 2
        case cafe = 3
    }

    private(set) var markers: [NMFMarker] = []
    private(set) var currentMarker: NMFMarker?

    override func viewDidLoad() {
        super.viewDidLoad()
        let spots: [(Pin, NMGLatLng)] = [
            (.cafe, NMGLatLng(lat: 37.5666102, lng: 126.9783881)),
            (.sea, NMGLatLng(lat: 37.5686102, lng: 126.9783881)),
        ]
        let clickedMarker: NMFOverlayTouchHandler = { [weak self] overlay in
            guard let marker = overlay as? NMFMarker, let self else { return false }
            marker.iconImage = Self.icon(for: marker, selected: true)
            if let previous = currentMarker {
                previous.iconImage = Self.icon(for: previous, selected: false)
            }
            currentMarker = currentMarker == marker ? nil : marker
            return true
        }
        for (kind, position) in spots {
            let marker = NMFMarker()
            marker.position = position
            marker.tag = kind.rawValue
            marker.touchHandler = clickedMarker
            marker.iconImage = Self.icon(for: marker, selected: false)
            marker.mapView = mapView
            markers.append(marker)
        }
    }

    /// The pin of the marker's kind, read from its tag as the app's view model does.
    static func icon(for marker: NMFMarker, selected: Bool) -> NMFOverlayImage {
        let prefix = selected ? "selected" : ""
        switch marker.tag {
        case Pin.cafe.rawValue: return NMFOverlayImage(name: "\(prefix)cafepin")
        case Pin.sea.rawValue: return NMFOverlayImage(name: "\(prefix)seapin")
        default: return marker.iconImage
        }
    }
}

struct MarkerTagScreenTests {
    @Test func aNewMarkerHasTagZeroAndKeepsTheTagTheAppSets() {
        let marker = NMFMarker()
        #expect(marker.tag == 0)
        marker.tag = MarkerTagScreen.Pin.nature.rawValue
        #expect(marker.tag == 2)
    }

    @Test func tappingAMarkerSwapsItsPinByTheKindInItsTag() throws {
        let screen = MarkerTagScreen()
        screen.viewDidLoad()
        let cafe = screen.markers[0]
        let sea = screen.markers[1]
        #expect(cafe.iconImage.reuseIdentifier == "cafepin")

        // A tap just above the cafe's position lands on its icon.
        let cafePoint = screen.mapView.projection.point(from: cafe.position)
        try MapTester(screen.mapView).tap(at: CGPoint(x: cafePoint.x, y: cafePoint.y - 10))
        #expect(screen.currentMarker === cafe)
        #expect(cafe.iconImage.reuseIdentifier == "selectedcafepin")

        // The sea spot's tap selects it by its own tag and puts the cafe's plain pin back.
        let seaPoint = screen.mapView.projection.point(from: sea.position)
        try MapTester(screen.mapView).tap(at: CGPoint(x: seaPoint.x, y: seaPoint.y - 10))
        #expect(screen.currentMarker === sea)
        #expect(sea.iconImage.reuseIdentifier == "selectedseapin")
        #expect(cafe.iconImage.reuseIdentifier == "cafepin")
    }
}
