import Foundation
import MapCompatCore
import Testing

struct ScreenTransformTests {
    private static let grid: [CGPoint] = stride(from: 10.0, through: 390, by: 95).flatMap { x in
        stride(from: 10.0, through: 790, by: 97.5).map { y in CGPoint(x: x, y: y) }
    }

    /// Screen → geo → screen at every whole bearing, tilts 0…60 by 5 and zooms 0, 10 and 22.
    @Test(arguments: [0.0, 10, 22])
    func screenToGeoToScreenRoundTrips(zoom: Double) throws {
        // At zoom 0 the 512-point world is smaller than the viewport: only points that show the world count.
        let center =
            zoom == 0 ? try LatLng(latitude: 0, longitude: 0) : try LatLng(latitude: 37.5666, longitude: 126.9784)
        var checked = 0
        for bearing in 0..<360 {
            for tilt in stride(from: 0.0, through: 60, by: 5) {
                let camera = Camera(center: center, zoom: zoom, bearing: Double(bearing), tilt: tilt)
                let transform = ScreenTransform(camera: camera, viewport: .neutral)
                for point in Self.grid {
                    let world = try #require(transform.worldPoint(at: point), "below the horizon at 60°")
                    guard world.y > 0, world.y < 1, abs(world.x - 0.5) < 0.5 else { continue }
                    let coordinate = try #require(transform.coordinate(at: point))
                    let back = try #require(transform.point(for: coordinate))
                    #expect(abs(back.x - point.x) < 1e-6 && abs(back.y - point.y) < 1e-6, "\(camera) at \(point)")
                    checked += 1
                }
            }
        }
        #expect(checked > 100_000 || zoom == 0)
        #expect(checked > 10_000)
    }

    @Test func theCentreIsShownAtTheFocalPointOfTheInsetArea() throws {
        let viewport = try Viewport(
            width: 400, height: 800, insets: EdgeInsets(top: 100, left: 0, bottom: 300, right: 50))
        let camera = Camera(center: try LatLng(latitude: 10, longitude: 20), zoom: 5, bearing: 33, tilt: 40)
        let point = try #require(ScreenTransform(camera: camera, viewport: viewport).point(for: camera.center))
        #expect(abs(point.x - 175) < 1e-9)
        #expect(abs(point.y - 300) < 1e-9)
    }

    @Test func bearingTurnsTheTopOfTheScreenTowardsIt() throws {
        let center = try LatLng(latitude: 0, longitude: 0)
        let east = try LatLng(latitude: 0, longitude: 0.01)
        let facingEast = ScreenTransform(camera: Camera(center: center, zoom: 10, bearing: 90), viewport: .neutral)
        let point = try #require(facingEast.point(for: east))
        #expect(abs(point.x - 200) < 1e-9)
        #expect(point.y < 400)
    }

    @Test func tiltShrinksTheFarGroundAndAboveTheHorizonHasNoPosition() throws {
        let camera = Camera(center: try LatLng(latitude: 0, longitude: 0), zoom: 10, tilt: 60)
        let tilted = ScreenTransform(camera: camera, viewport: .neutral)
        let flat = ScreenTransform(camera: Camera(center: camera.center, zoom: 10), viewport: .neutral)
        let top = try #require(tilted.worldPoint(at: CGPoint(x: 200, y: 0)))
        let flatTop = try #require(flat.worldPoint(at: CGPoint(x: 200, y: 0)))
        #expect(top.y < flatTop.y)  // further north is shown at the top when tilted
        let steep = ScreenTransform(
            camera: Camera(center: camera.center, zoom: 10, tilt: 85),
            viewport: .neutral)
        #expect(steep.coordinate(at: CGPoint(x: 200, y: 0)) == nil)
        #expect(steep.coordinate(at: CGPoint(x: 200, y: 700)) != nil)
    }

    @Test func placingAWorldPointKeepsItUnderTheFinger() throws {
        let camera = Camera(center: try LatLng(latitude: 37.5, longitude: 127), zoom: 16, bearing: 30, tilt: 45)
        let transform = ScreenTransform(camera: camera, viewport: .neutral)
        let grabbed = try #require(transform.worldPoint(at: CGPoint(x: 100, y: 600)))
        let moved = try #require(transform.camera(placing: grabbed, at: CGPoint(x: 300, y: 450)))
        let shown = try #require(ScreenTransform(camera: moved, viewport: .neutral).point(forWorld: grabbed))
        #expect(abs(shown.x - 300) < 1e-6)
        #expect(abs(shown.y - 450) < 1e-6)
    }
}
