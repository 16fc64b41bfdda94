import MapCompatPorting
import Testing

/// A latitude or longitude is renamed only on coordinates the port converts: not on Core Location's own, which
/// NAVER apps keep (`manager.location?.coordinate.latitude`), nor on the app's own values (`coor: Coordinate`,
/// whose `lat` is the app's). Modelled on NAVER apps that keep their places in their own structs with `lat` and
/// `lng` (and make `NMGLatLng(lat: place.lat, lng: place.lng)` from them), and on MapLibre screens that read the
/// device's position from a `CLLocationManager`.
@Suite struct CoordinateReceiverTests {
    @Test func anAppValueKeepsItsOwnNames() {
        let naver = """
            func center(on coor: Coordinate, mapView: NMFMapView) {
                let target = NMGLatLng(lat: coor.lat, lng: coor.lng)
                print(target.lat)
            }
            """
        let output = Porter(from: .naver, to: .maplibre).port(naver).output
        #expect(output.contains("CLLocationCoordinate2D(latitude: coor.lat, longitude: coor.lng)"), "\(output)")
        // A NAVER coordinate is still the target's.
        #expect(output.contains("print(target.latitude)"), "\(output)")
    }

    /// An element of a collection the file does not declare (`for place in placesCoordinates`, the app's places
    /// loaded elsewhere, as xanzaki01/sukunat's map screen reads them) is the app's value: its `latitude` stays.
    @Test func anElementOfTheAppsOwnDataKeepsItsNames() {
        let mapLibre = """
            final class PlacesScreen {
                var mapView: MLNMapView!

                func addAllPlaces() {
                    for place in placesCoordinates {
                        let annotation = MLNPointAnnotation()
                        annotation.coordinate = CLLocationCoordinate2D(latitude: place.latitude, longitude: place.longitude)
                        mapView.addAnnotation(annotation)
                    }
                }
            }
            """
        let output = Porter(from: .maplibre, to: .naver).port(mapLibre).output
        #expect(output.contains("NMGLatLng(lat: place.latitude, lng: place.longitude)"), "\(output)")
    }

    /// The parts of a tuple a loop binds over a dictionary the file does not declare (`for (id, stop) in stops`, a
    /// shuttle tracker's stops loaded elsewhere, as iShuttleTracker's Mapbox-era map screen reads them) are the
    /// app's values too.
    @Test func aTuplePartOfTheAppsOwnDataKeepsItsNames() {
        let mapLibre = """
            final class StopsScreen {
                var mapView: MLNMapView!

                func showStops() {
                    for (id, stop) in stops {
                        let annotation = MLNPointAnnotation()
                        annotation.coordinate = CLLocationCoordinate2D(latitude: stop.latitude, longitude: stop.longitude)
                        annotation.title = "\\(id)"
                        mapView.addAnnotation(annotation)
                    }
                }
            }
            """
        let output = Porter(from: .maplibre, to: .naver).port(mapLibre).output
        #expect(output.contains("NMGLatLng(lat: stop.latitude, lng: stop.longitude)"), "\(output)")
    }

    /// An element of a collection read through a chain (`Scooter.all`, `viewModel.places`) that starts at no
    /// vendor value is the app's: NAVER apps keep their spots in their own type's list and make `NMGLatLng(lat:
    /// spot.lat, lng: spot.lng)` from each. A chain that starts at the map (`mapView.annotations`) holds the
    /// vendor's values.
    @Test func anElementOfAChainedAppCollectionKeepsItsNames() {
        let naver = """
            final class SpotsScreen {
                let mapView = NMFMapView(frame: .zero)
                let viewModel = SpotsViewModel()

                func show() {
                    for spot in Spot.all {
                        let marker = NMFMarker(position: NMGLatLng(lat: spot.lat, lng: spot.lng))
                        marker.mapView = mapView
                    }
                    for spot in viewModel.spots where spot.isOpen {
                        print(spot.lat)
                    }
                }
            }

            struct Spot {
                static let all: [Spot] = []
                var lat: Double
                var lng: Double
            }
            """
        let output = Porter(from: .naver, to: .maplibre).port(naver).output
        #expect(output.contains("CLLocationCoordinate2D(latitude: spot.lat, longitude: spot.lng)"), "\(output)")
        #expect(output.contains("print(spot.lat)"), "\(output)")
    }

    /// A latitude read on a member that is itself ported (`marker.position.lat`, as boostcamp-2020/Project17-A-Map's
    /// cluster map view compares a tapped marker with its clusters) is read on the ported member:
    /// `marker.coordinate.latitude`, not `marker.coordinate.lat`.
    @Test func aLatitudeOnAPortedMemberIsPortedToo() {
        let naver = """
            func isCluster(_ cluster: Cluster, _ overlay: NMFOverlay?) -> Bool {
                guard let marker = overlay as? NMFMarker else { return false }
                return cluster.latitude == marker.position.lat && cluster.longitude == marker.position.lng
            }
            """
        let output = Porter(from: .naver, to: .maplibre).port(naver).output
        #expect(
            output.contains(
                "cluster.latitude == marker.coordinate.latitude && cluster.longitude == marker.coordinate.longitude"),
            "\(output)")
    }

    @Test func coreLocationsOwnCoordinateKeepsItsNamesOnNaver() {
        let mapLibre = """
            func recenter(_ manager: CLLocationManager, _ mapView: MLNMapView, _ spot: CLLocationCoordinate2D) {
                let latitude = manager.location?.coordinate.latitude ?? 0
                print(latitude, spot.latitude)
            }
            """
        let output = Porter(from: .maplibre, to: .naver).port(mapLibre).output
        #expect(output.contains("manager.location?.coordinate.latitude ?? 0"), "\(output)")
        #expect(output.contains("print(latitude, spot.lat)"), "\(output)")
    }

    /// Apps keep their places in arrays of their own structs and loop over them to place markers, as the NAVER
    /// apps above do with their own `lat` and `lng`: an element of such an array keeps its own names, an element
    /// of an array of coordinates is converted.
    @Test func anElementOfAnAppArrayKeepsItsOwnNames() {
        let mapLibre = """
            final class Screen {
                var stations: [Station] = []
                let mapView = MLNMapView(frame: .zero)

                func show(_ route: [CLLocationCoordinate2D]) {
                    for station in stations {
                        print(station.latitude, station.longitude)
                    }
                    for point in route where point.latitude > 0 {
                        print(point.latitude)
                    }
                    print(stations.first?.latitude ?? 0, route.last?.longitude ?? 0)
                }
            }
            """
        let output = Porter(from: .maplibre, to: .naver).port(mapLibre).output
        #expect(output.contains("print(station.latitude, station.longitude)"), "\(output)")
        #expect(output.contains("for point in route where point.lat > 0 {"), "\(output)")
        #expect(output.contains("print(point.lat)"), "\(output)")
        #expect(output.contains("print(stations.first?.latitude ?? 0, route.last?.lng ?? 0)"), "\(output)")
    }
}
