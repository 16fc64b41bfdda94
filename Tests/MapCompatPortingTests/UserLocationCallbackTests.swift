import Foundation
import MapCompatPorting
import Testing

/// The user's location reported to the app: TomTom's `LocationUpdateObserver.didUpdateLocation(location:)` (TomTom's
/// location guide: `map.locationProvider.addObserver(self)`, then `location.location.coordinate`), MapLibre's and
/// route-me's `mapView(_:didUpdate:)` (MLNMapViewDelegate.h, RMMapViewDelegate.h), whose report holds an optional
/// location in MapLibre, as its apps read it (`guard let fix = userLocation?.location`).
@Suite struct UserLocationCallbackTests {
    static let tomTom = """
        final class TripScreen: MapViewDelegate {
            let mapView = MapView(frame: .zero)
            var map: TomTomMap?
            var track: [CLLocationCoordinate2D] = []

            func viewDidLoad() {
                mapView.delegate = self
            }

            func mapView(_ mapView: MapView, onMapReady map: TomTomMap) {
                self.map = map
                map.locationProvider.addObserver(self)
                map.activateLocationProvider()
            }
        }

        extension TripScreen: LocationUpdateObserver {
            func didUpdateLocation(location: GeoLocation) {
                track.append(location.location.coordinate)
                print("at \\(location.location.coordinate.latitude)")
            }
        }
        """

    static let mapLibre = """
        final class RideScreen: NSObject, MLNMapViewDelegate {
            let mapView = MLNMapView(frame: .zero)
            var fixes = 0
            var lastSpeed = 0.0

            func viewDidLoad() {
                mapView.delegate = self
                mapView.showsUserLocation = true
            }

            func mapView(_ mapView: MLNMapView, didUpdate userLocation: MLNUserLocation?) {
                guard let fix = userLocation?.location else { return }
                fixes += 1
                lastSpeed = fix.speed
            }
        }
        """

    static func code(_ text: String) -> [String] {
        text.split(separator: "\n").map { String($0.drop { $0 == " " }) }
    }

    /// The first two lines of TomTom's location callback in a port from `source`, or none (an issue recorded).
    static func tomTomCallback(from source: PortingStyle, _ code: String) -> [String] {
        let lines = Self.code(Porter(from: source, to: .tomtom).port(code).output)
        guard let method = lines.firstIndex(of: "func didUpdateLocation(location userLocation: GeoLocation) {") else {
            Issue.record("no callback: \(lines)")
            return []
        }
        return Array(lines[(method + 1)...].prefix(2))
    }

    @Test(arguments: [PortingStyle.maplibre, .rm])
    func tomTomsReportBecomesTheMapViewDelegates(target: PortingStyle) {
        let lines = Self.code(Porter(from: .tomtom, to: target).port(Self.tomTom).output)
        guard
            let method = lines.firstIndex(where: {
                $0.hasPrefix("func mapView(_ mapView:") && $0.contains("didUpdate userLocation")
            })
        else {
            Issue.record("no callback: \(lines)")
            return
        }
        #expect(lines[method + 1] == "guard let location = userLocation?.location else { return }", "\(lines)")
        #expect(lines[method + 2] == "track.append(location.coordinate)", "\(lines)")
        #expect(lines[method + 3] == "print(\"at \\(location.coordinate.latitude)\")", "\(lines)")
        #expect(lines.contains("map.delegate = self") || lines.contains("mapView.delegate = self"), "\(lines)")
        #expect(!lines.contains { $0.contains("LocationUpdateObserver") && !$0.hasPrefix("//") }, "\(lines)")
    }

    /// A string's text that only looks like an interpolation (an escaped backslash, then a parenthesis) is text:
    /// its read of the report stays as written, while the interpolation beside it is ported.
    @Test func anEscapedBackslashInTheBodysStringIsText() {
        let text = Self.tomTom.replacingOccurrences(
            of: #"print("at \(location.location.coordinate.latitude)")"#,
            with: #"print("at \(location.location.coordinate.latitude) \\(location.location.speed)")"#)
        let lines = Self.code(Porter(from: .tomtom, to: .maplibre).port(text).output)
        #expect(
            lines.contains(#"print("at \(location.coordinate.latitude) \\(location.location.speed)")"#), "\(lines)")
    }

    @Test func mapLibresOptionalReportStaysOptionalOnTomTom() {
        // The body's own binding of the location is the target's.
        #expect(
            Self.tomTomCallback(from: .maplibre, Self.mapLibre) == ["let fix = userLocation.location", "fixes += 1"])
        let lines = Self.code(Porter(from: .maplibre, to: .tomtom).port(Self.mapLibre).output)
        #expect(lines.contains("map.locationProvider.addObserver(self)"), "\(lines)")
        #expect(lines.contains { $0.hasPrefix("final class RideScreen:") && $0.contains("LocationUpdateObserver") })
    }

    @Test func aLocationReadThroughAnOptionalChainStaysOptional() {
        // The first fix frames the map once: the coordinate is read in the guard's condition list.
        let mapLibre = """
            final class FirstFixScreen: NSObject, MLNMapViewDelegate {
                let mapView = MLNMapView(frame: .zero)
                var framed = false

                func viewDidLoad() {
                    mapView.delegate = self
                }

                func mapView(_ mapView: MLNMapView, didUpdate userLocation: MLNUserLocation?) {
                    guard !framed, let coordinate = userLocation?.location?.coordinate else { return }
                    framed = coordinate.latitude != 0
                }
            }
            """
        #expect(
            Self.tomTomCallback(from: .maplibre, mapLibre) == [
                "let location: CLLocation? = userLocation.location",
                "guard !framed, let coordinate = location?.coordinate else { return }",
            ])
    }

    @Test(arguments: [
        "if let userLocation, let fix = userLocation.location {",
        "if let userLocation = userLocation, let fix = userLocation.location {",
    ])
    func aConditionThatUnwrapsTheReportGoes(condition: String) {
        // The Flutter plugin's controller (maplibre/flutter-maplibre-gl, ios MapLibreMapController.swift) unwraps
        // the report, then its location, in one condition list.
        let mapLibre = Self.mapLibre.replacingOccurrences(
            of:
                "guard let fix = userLocation?.location else { return }\n        fixes += 1\n        lastSpeed = fix.speed",
            with: condition + "\n            lastSpeed = fix.speed\n        }")
        #expect(
            Self.tomTomCallback(from: .maplibre, mapLibre) == [
                "let location: CLLocation? = userLocation.location", "if let fix = location {",
            ])
    }

    @Test func aBodyThatReadsTheReportOtherwiseIsLeftAlone() {
        // The heading is not the location's: the callback is not moved, and the member-level port notes it.
        let mapLibre = Self.mapLibre.replacingOccurrences(
            of: "fix.speed", with: "userLocation?.heading?.trueHeading ?? 0")
        let lines = Self.code(Porter(from: .maplibre, to: .tomtom).port(mapLibre).output)
        #expect(!lines.contains { $0.hasPrefix("func didUpdateLocation") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("// PORT(maplibre): func mapView(_ mapView: MLNMapView, didUpdate") })
    }

    /// NAVER hears the device's locations through its shared location manager's delegates, as NAVER apps add
    /// them (`NMFLocationManager.sharedInstance()?.add(self)`, then `locationManager(_:didUpdateLocations:)`
    /// reading the newest `CLLocation` and converting its coordinate with `NMGLatLng(from:)`).
    @Test func naverHearsTheLocationThroughItsLocationManager() {
        let lines = Self.code(Porter(from: .tomtom, to: .naver).port(Self.tomTom).output)
        #expect(lines.contains("final class TripScreen: NMFLocationManagerDelegate {"), "\(lines)")
        #expect(lines.contains("NMFLocationManager.sharedInstance()?.add(self)"), "\(lines)")
        guard
            let method = lines.firstIndex(
                of:
                    "func locationManager(_ locationManager: NMFLocationManager!, didUpdateLocations userLocation: [Any]!) {"
            )
        else {
            Issue.record("no NAVER location callback: \(lines)")
            return
        }
        #expect(
            Array(lines[(method + 1)...].prefix(3)) == [
                "guard let location = userLocation.last as? CLLocation else { return }",
                "track.append(NMGLatLng(from: location.coordinate))",
                // Core Location's own coordinate keeps its names (CoordinateReceiverTests).
                "print(\"at \\(location.coordinate.latitude)\")",
            ])
    }

    /// MapLibre's optional report read in a `guard` condition (`let userCoordinates = userLocation?.coordinate`, as
    /// the Amazon Location demo's map view does, makeen-project/amazon-location-features-demo-ios-fork) becomes
    /// NAVER's coordinate through `map` with its closure in parentheses: a trailing closure does not parse there.
    @Test func aReportReadInAGuardConditionStillParsesOnNaver() {
        let mapLibre = """
            final class SearchMapScreen: NSObject, MLNMapViewDelegate {
                let mapView = MLNMapView(frame: .zero)
                var centered = false

                func viewDidLoad() {
                    mapView.delegate = self
                }

                func mapView(_ mapView: MLNMapView, didUpdate userLocation: MLNUserLocation?) {
                    guard !centered, let coordinate = userLocation?.coordinate else { return }
                    centered = coordinate.latitude != 0
                }
            }
            """
        let lines = Self.code(Porter(from: .maplibre, to: .naver).port(mapLibre).output)
        #expect(
            lines.contains(
                "guard !centered, let coordinate = location.map({ NMGLatLng(from: $0.coordinate) }) else { return }"),
            "\(lines)")
    }

    @Test func theTomTomCallbackPortsBackFromMapLibre() {
        let mapLibre = Porter(from: .tomtom, to: .maplibre).port(Self.tomTom).output
        #expect(
            Self.tomTomCallback(from: .maplibre, mapLibre) == [
                "let location = userLocation.location", "track.append(location.coordinate)",
            ])
    }
}
