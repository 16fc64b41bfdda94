import MapCompatPorting
import Testing

/// The porter finishes on code it has never seen. Each input here once made `mapcompat port` run until it was
/// killed: a type header naming a vendor type the target cannot express (`extension MLNCameraChangeReason`)
/// left an empty "drop" at the type's name, and the rewriting walk stood still on it. The inputs are small, so
/// a port that finishes at all finishes at once; these tests hang, not fail, if the walk stalls again.
@Suite struct TerminationTests {
    /// A public extension of MapLibre's camera-change reasons with a `while` loop, as plugins write to read the
    /// reason bits (modelled on MapLibre's Swift clients; MLNCameraChangeReason is declared in
    /// maplibre-native's platform/ios/src/MLNMapView.h).
    static let reasonExtension = """
        import MapLibre

        public extension MLNCameraChangeReason {
            /// The highest single reason bit that is set, or nil when none is.
            var highestReason: MLNCameraChangeReason? {
                var bit: UInt = 1 << 10
                while bit > 0 {
                    let candidate = MLNCameraChangeReason(rawValue: bit)
                    if contains(candidate) {
                        return candidate
                    }
                    bit >>= 1
                }
                return nil
            }

            /// Whether a person's gesture moved the camera.
            var isGesture: Bool {
                let gestures: MLNCameraChangeReason = [
                    .gesturePan, .gesturePinch, .gestureRotate, .gestureZoomIn,
                    .gestureZoomOut, .gestureOneFingerZoom, .gestureTilt,
                ]
                return !intersection(gestures).isEmpty
            }

            var isProgrammatic: Bool { contains(.programmatic) && !isGesture }
        }
        """

    /// An extension of MapLibre's camera with helpers of the kind Flutter plugins' iOS code keeps beside the
    /// map (conversion to a channel dictionary, interpolation, applying to a map view); MLNMapCamera is
    /// declared in maplibre-native's platform/darwin/src/MLNMapCamera.h.
    static let cameraExtension = """
        import CoreLocation
        import MapLibre

        extension MLNMapCamera {
            /// Whether the camera looks straight down.
            var isLevel: Bool { pitch == 0 }

            /// The camera with its heading reset to north.
            func northUp() -> MLNMapCamera {
                let camera = copy() as? MLNMapCamera ?? MLNMapCamera()
                camera.heading = 0
                return camera
            }

            /// The camera moved part of the way towards `other`.
            func interpolated(to other: MLNMapCamera, fraction: Double) -> MLNMapCamera {
                let t = max(0, min(1, fraction))
                var turn = other.heading - heading
                if turn > 180 { turn -= 360 }
                if turn < -180 { turn += 360 }
                return MLNMapCamera(
                    lookingAtCenter: CLLocationCoordinate2D(
                        latitude: centerCoordinate.latitude + (other.centerCoordinate.latitude - centerCoordinate.latitude) * t,
                        longitude: centerCoordinate.longitude + (other.centerCoordinate.longitude - centerCoordinate.longitude) * t),
                    altitude: altitude + (other.altitude - altitude) * t,
                    pitch: pitch + (other.pitch - pitch) * CGFloat(t),
                    heading: (heading + turn * t + 360).truncatingRemainder(dividingBy: 360))
            }

            /// A dictionary for a platform channel.
            func toDictionary() -> [String: Any] {
                ["target": [centerCoordinate.latitude, centerCoordinate.longitude], "altitude": altitude, "pitch": pitch]
            }

            /// A camera made from a platform channel's dictionary, or nil when a field is missing.
            static func fromDictionary(_ dictionary: [String: Any]) -> MLNMapCamera? {
                guard let target = dictionary["target"] as? [Double], target.count == 2,
                    let altitude = dictionary["altitude"] as? Double
                else { return nil }
                let pitch = dictionary["pitch"] as? Double ?? 0
                return MLNMapCamera(
                    lookingAtCenter: CLLocationCoordinate2D(latitude: target[0], longitude: target[1]),
                    altitude: altitude, pitch: CGFloat(pitch), heading: 0)
            }

            /// Applies the camera to a map view, animated or not.
            func apply(to mapView: MLNMapView, animated: Bool, completion: (() -> Void)? = nil) {
                if animated {
                    mapView.setCamera(self, withDuration: 0.3, animationTimingFunction: nil, completionHandler: completion)
                } else {
                    mapView.setCamera(self, animated: false)
                    completion?()
                }
            }
        }
        """

    static let targets = PortingStyle.allCases.filter { $0 != .maplibre }

    /// Ports `text` from `source` to `target` and back: the port finishes, and the way back gives the file back
    /// (what the target cannot express was commented out, and is restored).
    static func roundTrip(_ text: String, _ source: PortingStyle, _ target: PortingStyle) -> (String, String) {
        let ported = Porter(from: source, to: target).port(text).output
        return (ported, Porter(from: target, to: source).port(ported).output)
    }

    @Test(arguments: targets)
    func aReasonExtensionWithALoopIsPorted(_ target: PortingStyle) {
        let (ported, back) = Self.roundTrip(Self.reasonExtension, .maplibre, target)
        #expect(ported.contains("while bit > 0 {"))
        #expect(back == Self.reasonExtension)
    }

    @Test(arguments: targets)
    func aCameraExtensionIsPorted(_ target: PortingStyle) {
        let (ported, back) = Self.roundTrip(Self.cameraExtension, .maplibre, target)
        #expect(ported.contains("func toDictionary() -> [String: Any] {"))
        #expect(back == Self.cameraExtension)
    }

    /// A map view made after a class that has already closed (found by the porting fuzzer, from corpus screens
    /// joined into one input): the TomTom set-up searches the rest of the file, and gives the other class no
    /// conformance.
    @Test func aMapViewMadeAfterAClosedClassIsSetUp() {
        let mapLibre = """
            final class Log {
            }

            let mapView = MLNMapView(frame: .zero)

            func show() {
                mapView.setCenter(CLLocationCoordinate2D(latitude: 1, longitude: 2), zoomLevel: 3, animated: false)
            }
            """
        let ported = Porter(from: .maplibre, to: .tomtom).port(mapLibre).output
        #expect(ported.hasPrefix("final class Log {\n"), "\(ported)")
        #expect(ported.contains("func mapView(_ mapView: MapView, onMapReady map: TomTomMap) {"), "\(ported)")
    }

    /// Every vendor type the API map names, extended in its own style and ported to each other style and back:
    /// a header whose type the target cannot express is the shape that stalled the walk. (Renaming a type is not
    /// always reversible — two source types may share one target type — so only the body is compared.)
    @Test(arguments: PortingStyle.allCases)
    func anExtensionOfEveryMappedTypeIsPorted(_ source: PortingStyle) {
        let names = Set(
            APIMap.concepts.flatMap { concept in
                (concept.members[source] ?? []).filter { $0.use == .name && $0.isSearched }.map(\.name)
            })
        #expect(names.count > 5, "too few type names in \(source)")
        let body = "        while count < 3 { count += 1 }"
        for target in PortingStyle.allCases where target != source {
            let there = Porter(from: source, to: target)
            let back = Porter(from: target, to: source)
            for name in names.sorted() {
                let text = """
                    public extension \(name) {
                        var probe: Int {
                            var count = 0
                    \(body)
                            return count
                        }
                    }

                    """
                let ported = there.port(text).output
                #expect(ported.contains(body), "\(name): \(source) → \(target)")
                #expect(back.port(ported).output.contains(body), "\(name): \(source) → \(target) → \(source)")
            }
        }
    }
}
