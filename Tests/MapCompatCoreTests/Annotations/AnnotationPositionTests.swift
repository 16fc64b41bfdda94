import Foundation
import Testing

@testable import MapCompatCore

/// `setPosition(_:animated:)` and `projectedLocation` (route-me `RMMarker`; route-me `RMMapView.m`).
@Suite("Annotation position")
struct AnnotationPositionTests {
    @Test("an immediate position change moves the coordinate under the point")
    func immediate() throws {
        let h = try Harness()
        try h.addAnnotation("a")
        let target = point(120, 650)
        try h.map.setPosition(target, of: "a", animated: false)
        let expected = try #require(h.map.transform.coordinate(at: target))
        #expect(h.map.annotation("a")?.coordinate == expected)
        let shown = try #require(h.map.screenPosition(of: "a"))
        #expect(abs(Double(shown.x - target.x)) < 1e-6 && abs(Double(shown.y - target.y)) < 1e-6)
        #expect(!h.map.annotationStore.isPending)
    }

    @Test("an animated change is under way until its duration passes; the coordinate is the target at once")
    func animated() throws {
        let h = try Harness()
        try h.addAnnotation("a")
        try h.map.setPosition(point(300, 400), of: "a", animated: true)
        let target = try #require(h.map.transform.coordinate(at: point(300, 400)))
        #expect(h.map.annotation("a")?.coordinate == target)
        #expect(h.map.screenPosition(of: "a") == mapCentre)
        #expect(h.map.annotationStore.isPending)
        try h.map.advance(by: 0.1)
        let part = try #require(h.map.screenPosition(of: "a"))
        #expect(part.x > 200 && part.x < 300)
        try h.map.advance(by: 0.2)
        #expect(!h.map.annotationStore.isPending)
        let end = try #require(h.map.screenPosition(of: "a"))
        #expect(abs(Double(end.x) - 300) < 1e-6)
    }

    @Test("route-me's layer ignores animated: the move is immediate")
    func routeMeIgnoresAnimated() throws {
        let h = try Harness(profile: .routeMe)
        try h.addAnnotation("a")
        try h.map.setPosition(point(300, 400), of: "a", animated: true)
        #expect(!h.map.annotationStore.isPending)
        #expect(abs(Double(try #require(h.map.screenPosition(of: "a")).x) - 300) < 1e-6)
    }

    @Test("bad positions are errors naming the field, and change nothing")
    func badInput() throws {
        let h = try Harness()
        let a = try h.addAnnotation("a")
        let error = #expect(throws: MapCompatError.self) {
            try h.map.setPosition(point(.nan, 1), of: "a", animated: false)
        }
        #expect(error?.field == "position.x")
        #expect(throws: MapCompatError.self) { try h.map.setPosition(point(1, 1), of: "b", animated: false) }
        #expect(h.map.annotation("a") == a)
    }

    @Test("a dragged annotation's position belongs to the finger")
    func refusedWhileDragged() throws {
        let h = try Harness()
        try h.addAnnotation("a") { $0.isDraggable = true }
        h.map.shouldDragAnnotation = { _ in true }
        try h.map.handle(TouchFrame(time: 0, touches: [Touch(id: 1, location: mapCentre, phase: .began)]))
        try h.map.advance(to: 0.6)
        let error = #expect(throws: MapCompatError.self) {
            try h.map.setPosition(point(1, 1), of: "a", animated: false)
        }
        #expect(error?.code == .conflict)
    }

    @Test("the projected location is spherical Mercator in metres", arguments: [(37.5666, 126.9784), (-33.86, 151.21)])
    func projected(latitude: Double, longitude: Double) throws {
        let h = try Harness()
        try h.map.addAnnotation(
            try Annotation(id: "a", coordinate: try LatLng(latitude: latitude, longitude: longitude)))
        let metres = try h.map.projectedLocation(of: "a")
        let radius = 6_378_137.0
        #expect(abs(metres.x - radius * longitude * .pi / 180) < 1e-6)
        #expect(abs(metres.y - radius * log(tan(.pi / 4 + latitude * .pi / 360))) < 1e-6)
        #expect(throws: MapCompatError.self) { try h.map.projectedLocation(of: "b") }
    }
}
