import Foundation
import MapLibreStyle
import Testing

// Ports of platform/darwin/test/MLNMapCameraTests.m (maplibre/maplibre-native). The MapKit comparisons
// there are left out (MapKit is not available headless); the MLNMapCamera expectations are kept.
@Suite("MLNMapCameraTests (platform/darwin/test/MLNMapCameraTests.m)")
struct MLNMapCameraTests {
    let fountainSquare = CLLocationCoordinate2D(latitude: 39.10152215, longitude: -84.5124439696089)
    let unionTerminal = CLLocationCoordinate2D(latitude: 39.10980955, longitude: -84.5352778794236)

    @Test("testEyeCoordinateInitialization")
    func eyeCoordinateInitialization() {
        var camera = MLNMapCamera(lookingAtCenter: fountainSquare, fromEyeCoordinate: fountainSquare, eyeAltitude: 1000)
        #expect(camera.centerCoordinate.latitude == fountainSquare.latitude)
        #expect(camera.centerCoordinate.longitude == fountainSquare.longitude)
        #expect(camera.altitude == 1000)
        #expect(camera.pitch == 0)
        #expect(camera.heading == 0)

        camera = MLNMapCamera(lookingAtCenter: fountainSquare, fromEyeCoordinate: unionTerminal, eyeAltitude: 1000)
        #expect(camera.centerCoordinate.latitude == fountainSquare.latitude)
        #expect(camera.centerCoordinate.longitude == fountainSquare.longitude)
        #expect(camera.altitude == 1000)
        #expect(near(Double(camera.pitch), 65.3469146074, 0.01))
        #expect(near(camera.heading, 115.066396383, 0.01))
    }

    @Test("testViewingDistanceInitialization")
    func viewingDistanceInitialization() {
        var camera = MLNMapCamera(lookingAtCenter: fountainSquare, acrossDistance: 10000, pitch: 0, heading: 0)
        #expect(near(camera.altitude, 10000, 0.01))
        camera = MLNMapCamera(lookingAtCenter: fountainSquare, altitude: 10000, pitch: 0, heading: 0)
        #expect(camera.altitude == 10000)
        camera = MLNMapCamera(lookingAtCenter: fountainSquare, acrossDistance: 10000, pitch: 60, heading: 0)
        #expect(near(camera.altitude, 5000, 0.01))
        camera = MLNMapCamera(lookingAtCenter: fountainSquare, altitude: 10000, pitch: 60, heading: 0)
        #expect(camera.altitude == 10000)
    }

    @Test("testViewingDistance")
    func viewingDistance() {
        let camera = MLNMapCamera()
        camera.altitude = 10000
        #expect(camera.altitude == 10000)
        #expect(camera.viewingDistance == 10000)
        camera.viewingDistance = 10000
        #expect(camera.altitude == 10000)
        #expect(camera.viewingDistance == 10000)

        camera.pitch = 60
        camera.altitude = 10000
        #expect(camera.altitude == 10000)
        #expect(near(camera.viewingDistance, 20000, 0.01))
        camera.viewingDistance = 10000
        #expect(near(camera.altitude, 5000, 0.01))
        #expect(camera.viewingDistance == 10000)
    }

    @Test("testRollProperty")
    func rollProperty() {
        let camera = MLNMapCamera()
        #expect(camera.roll == 0)
        for roll in [45.0, -30, 180] {
            camera.roll = CGFloat(roll)
            #expect(camera.roll == CGFloat(roll))
        }
    }

    @Test("testRollInCopy")
    func rollInCopy() {
        let camera = MLNMapCamera()
        camera.roll = 30
        let copy = camera.copy() as? MLNMapCamera
        #expect(copy?.roll == 30)
    }

    @Test("testRollInEquality")
    func rollInEquality() {
        let coordinate = CLLocationCoordinate2D(latitude: 40, longitude: -80)
        let camera1 = MLNMapCamera(lookingAtCenter: coordinate, altitude: 1000, pitch: 45, heading: 90)
        camera1.roll = 30
        let camera2 = MLNMapCamera(lookingAtCenter: coordinate, altitude: 1000, pitch: 45, heading: 90)
        camera2.roll = 30
        #expect(camera1.isEqual(camera2))
        #expect(camera1.isEqual(to: camera2))
        camera2.roll = 35
        #expect(!camera1.isEqual(camera2))
        #expect(!camera1.isEqual(to: camera2))
    }

    @Test("testRollInHash")
    func rollInHash() {
        let camera1 = MLNMapCamera()
        camera1.roll = 45
        let camera2 = MLNMapCamera()
        camera2.roll = 45
        #expect(camera1.hash == camera2.hash)
    }

    @Test("testRollInEncoding")
    func rollInEncoding() throws {
        let camera = MLNMapCamera(
            lookingAtCenter: CLLocationCoordinate2D(latitude: 40, longitude: -80), altitude: 1000, pitch: 45,
            heading: 90)
        camera.roll = 25
        let data = try NSKeyedArchiver.archivedData(withRootObject: camera, requiringSecureCoding: true)
        let decoded = try NSKeyedUnarchiver.unarchivedObject(ofClass: MLNMapCamera.self, from: data)
        #expect(decoded?.roll == 25, "Decoded camera should preserve roll value.")
    }
}
