import MapCompatPorting
import Testing

/// Google members that MapLibre's types lack (GMSMapView.h, GMSMarker.h), named in the Google style's data
/// (`StyleTypes.members`): a port comments out the statements that use them instead of leaving lines that do not
/// compile.
@Suite struct GoogleMembersPortTests {
    /// A marker's look and data and the map's traffic layer and selection (`opacity`, `userData` of GMSMarker.h;
    /// `isTrafficEnabled`, `selectedMarker` of GMSMapView.h), as the GoogleMapsStyle RealClient screens
    /// `PlaceInfoScreen` and `GasStationsMapScreen` set them after the public apps they cite. The selection has a
    /// counterpart: MapLibre selects by method.
    static let screen = """
        import GoogleMaps

        func show(_ marker: GMSMarker, on mapView: GMSMapView) {
            mapView.isTrafficEnabled = true
            marker.opacity = 0.6
            marker.userData = 22.49
            marker.title = "Pemex"
            marker.map = mapView
            mapView.selectedMarker = marker
        }

        """

    /// A marker made at its position (GMSMarker.h `markerWithPosition:`), as the RealClient `GasStationsMapScreen`
    /// makes one per station after migueloruiz/la-gas-app-swift: MapLibre makes the annotation empty and sets its
    /// coordinate.
    @Test func aMarkerMadeAtItsPositionIsAnAnnotationGivenItsCoordinate() {
        let screen = "let marker = GMSMarker(position: station.position)\n"
        let output = Porter(from: .googleMaps, to: .maplibre).port(screen).output
        #expect(
            output
                == "let marker = { let newAnnotation = MLNPointAnnotation(); newAnnotation.coordinate = station.position; return newAnnotation }()\n"
        )
    }

    @Test func membersMapLibreLacksGoUnderANote() {
        let result = Porter(from: .googleMaps, to: .maplibre).port(Self.screen)
        let output = result.output
        for line in [
            "mapView.isTrafficEnabled = true", "marker.opacity = 0.6", "marker.userData = 22.49",
        ] {
            #expect(output.contains("// PORT(google): " + line))
        }
        #expect(output.contains("\n    marker.title = \"Pemex\"\n"))
        #expect(output.contains("\n    mapView.addAnnotation(marker)\n"))
        #expect(output.contains("\n    mapView.selectAnnotation(marker, animated: false)\n"), "\(output)")
    }

    /// Google's selection is a property (GMSMapView.h `selectedMarker`), read, set and cleared, as the RealClient
    /// `PlaceInfoScreen` and `RunActivityScreen` do after the public apps they cite; MapLibre and MapKit select by
    /// method and keep a list of the selection, route-me keeps one as Google does.
    @Test(arguments: [
        (
            PortingStyle.maplibre, "mapView.selectedAnnotations.first",
            "mapView.selectAnnotation(marker, animated: false)",
            "mapView.deselectAnnotation(mapView.selectedAnnotations.first, animated: false)"
        ),
        (
            .mapKit, "mapView.selectedAnnotations.first", "mapView.selectAnnotation(marker, animated: false)",
            "mapView.deselectAnnotation(mapView.selectedAnnotations.first, animated: false)"
        ),
        (.rm, "mapView.selectedAnnotation", "mapView.selectedAnnotation = marker", "mapView.selectedAnnotation = nil"),
    ])
    func theSelectionIsReadSetAndCleared(target: PortingStyle, read: String, set: String, clear: String) {
        let screen = """
            func toggle(_ marker: GMSMarker, on mapView: GMSMapView) {
                if mapView.selectedMarker === marker {
                    mapView.selectedMarker = nil
                } else {
                    mapView.selectedMarker = marker
                }
            }
            """
        let lines = Porter(from: .googleMaps, to: target).port(screen).output.split(separator: "\n")
            .map { $0.trimmingPrefix(while: { $0 == " " }) }
        #expect(lines.contains { $0 == "if \(read) === marker {" }, "\(lines)")
        #expect(lines.contains { $0 == clear }, "\(lines)")
        #expect(lines.contains { $0 == set }, "\(lines)")
    }
}

/// Google's markers taken off the map and made from the app's own subclass (GMSOverlay.h `map`, GMSMarker.h).
@Suite struct GoogleMarkerLifecyclePortTests {
    /// `marker?.map = nil` takes the marker off before a new one is made, as the RealClient `PlaceInfoScreen`
    /// does after mclaud2007/GeekFit's GeekFit/GeekFit/App/Flows/MapView/MapViewController+Ext.swift: the add
    /// (`$arg1.map = $receiver`) does not hold for a map of `nil`, so the detach (`$marker.map = nil`) is found,
    /// and written as MapLibre's remove on the one map view the file puts markers on.
    @Test func clearingAMarkersMapIsADetachNotAnAdd() {
        let screen = """
            func showMarker(_ mapView: GMSMapView, at spot: CLLocationCoordinate2D) {
                droppedPin?.map = nil
                let marker = GMSMarker(position: spot)
                marker.map = mapView
                droppedPin = marker
            }

            """
        let result = Porter(from: .googleMaps, to: .maplibre).port(screen)
        #expect(!result.output.contains("nil.addAnnotation"))
        #expect(result.output.contains("    if let droppedPin { mapView.removeAnnotation(droppedPin) }\n"))
        #expect(result.output.contains("mapView.addAnnotation(marker)"))
        #expect(result.changes.contains { $0.concept == "annotation.detach" && $0.kind == .automatic })
    }

    /// A public type's delegate methods keep their `public` (rideOS's Google map view, alexbelij/rideos-sdk-ios,
    /// declares `public func mapView(_:idleAt:)` in its `GMSMapViewDelegate` extension): the target's witness to a
    /// public protocol must be public too.
    @Test func aDelegateMethodKeepsItsAccessLevel() {
        let google = """
            public class RouteMapView: UIView {
                private let mapView = GMSMapView()
                public private(set) var idles = 0
            }

            extension RouteMapView: GMSMapViewDelegate {
                public func mapView(_: GMSMapView, idleAt position: GMSCameraPosition) {
                    idles += 1
                }
            }
            """
        let output = Porter(from: .googleMaps, to: .maplibre).port(google).output
        #expect(output.contains("    public func mapViewDidBecomeIdle(_ mapView: MLNMapView) {\n"), "\(output)")
    }

    /// A value made from the app's own subclass of GMSMarker (sukidhar/partOfJourneyIsTheEnd
    /// iOS-3MP/Model/PlaceMarker.swift subclasses it so) is a marker: its position is ported as any marker's.
    @Test func aValueOfTheAppsMarkerSubclassIsAMarker() {
        let screen = """
            class CaptionedMarker: GMSMarker {}
            let pin = CaptionedMarker(position: spot)
            func move(to spot: CLLocationCoordinate2D) {
                pin.position = spot
            }

            """
        let output = Porter(from: .googleMaps, to: .maplibre).port(screen).output
        #expect(output.contains("class CaptionedMarker: MLNPointAnnotation {}"))
        #expect(output.contains("let newAnnotation = CaptionedMarker(); newAnnotation.coordinate = spot"))
        #expect(output.contains("    pin.coordinate = spot\n"))
    }

    /// Bounds grown marker by marker (GMSCoordinateBounds.h `includingCoordinate:`), as Google's "Camera and View"
    /// guide fits a camera to markers: MapLibre's `MLNCoordinateBounds` is a plain struct without it. The loop's
    /// marker is ported inside the note, so that only the bounds are left to write.
    @Test func boundsGrownAsGoogleGrowsThemAreNotedForMapLibre() {
        let screen = """
            import GoogleMaps

            func fit(_ markers: [GMSMarker], on mapView: GMSMapView) {
                var bounds = GMSCoordinateBounds()
                for marker in markers {
                    bounds = bounds.includingCoordinate(marker.position)
                }
                print(bounds.isValid)
            }
            """
        let port = Porter(from: .googleMaps, to: .maplibre).port(screen)
        let lines = port.output.split(separator: "\n").map { String($0.drop { $0 == " " }) }
        #expect(
            lines.contains("// PORT(google): bounds = bounds.includingCoordinate(marker.coordinate)"), "\(port.output)")
        #expect(port.changes.contains { $0.kind == .manual && $0.message.contains("`bounds.includingCoordinate`") })
    }
}
