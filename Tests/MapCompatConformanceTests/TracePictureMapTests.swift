import Foundation
import MapCompatConformance
import Testing

/// The trace picture draws the map: one grid fixed in map coordinates, as the camera before and after show it,
/// and landmarks that move with it.
struct TracePictureMapTests {
    private func picture(_ steps: String) throws -> String {
        let text =
            #"{"format": "mapcompat-spec/1", "title": "t", "map": {"deceleration": "immediate"}, "#
            + #""steps": [\#(steps)], "expect": {}}"#
        let spec = try #require(SpecLoader().decode(text, file: "t.json", defaultID: "t").spec)
        let run = ConformanceRunner(plugins: [CorePlugin()]).observe(spec, on: CorePlugin())
        return TraceSVG.render(spec, run: run, adapter: "core")
    }

    private func landmarks(_ svg: String) throws -> [String: [(Double, Double)]] {
        let group = try NSRegularExpression(pattern: #"<g class="landmark" data-landmark="(\w)">(.*?)</g>"#)
        let circle = try NSRegularExpression(pattern: #"<circle cx="([-0-9.]+)" cy="([-0-9.]+)""#)
        var found: [String: [(Double, Double)]] = [:]
        for match in group.matches(in: svg, range: NSRange(svg.startIndex..., in: svg)) {
            guard let name = Range(match.range(at: 1), in: svg), let body = Range(match.range(at: 2), in: svg)
            else { continue }
            let inner = String(svg[body])
            found[String(svg[name])] = circle.matches(in: inner, range: NSRange(inner.startIndex..., in: inner)).map {
                let x = Range($0.range(at: 1), in: inner).flatMap { Double(inner[$0]) } ?? .nan
                let y = Range($0.range(at: 2), in: inner).flatMap { Double(inner[$0]) } ?? .nan
                return (x, y)
            }
        }
        return found
    }

    @Test func aPinchShowsTheGridZoomedAboutItsCentre() throws {
        let svg = try picture(#"{"pinch": {"center": [200, 400], "scale": 2}}"#)
        #expect(svg.contains(#"class="map-before""#))
        #expect(svg.contains(#"class="map-after""#))
        let marks = try landmarks(svg)
        #expect(marks.keys.sorted() == ["A", "B", "C"])
        // Zooming in by one level about (200, 400) doubles each landmark's distance from it: the end mark
        // (drawn first) lies twice as far out as the start mark.
        for (name, points) in marks {
            try #require(points.count == 2, "\(name)")
            let (after, before) = (points[0], points[1])
            #expect(abs((after.0 - 200) - 2 * (before.0 - 200)) < 1, "\(name)")
            #expect(abs((after.1 - 400) - 2 * (before.1 - 400)) < 1, "\(name)")
        }
    }

    @Test func aPanMovesEveryLandmarkByTheFingersTravel() throws {
        let svg = try picture(#"{"pan": {"from": [200, 400], "to": [140, 500], "duration": 0.5}}"#)
        for (name, points) in try landmarks(svg) {
            try #require(points.count == 2, "\(name)")
            #expect(abs(points[0].0 - points[1].0 - -60) < 1, "\(name)")
            #expect(abs(points[0].1 - points[1].1 - 100) < 1, "\(name)")
        }
    }

    @Test func aTapLeavesTheMapWhereItWas() throws {
        let svg = try picture(#"{"tap": [200, 400]}"#)
        #expect(svg.contains(#"class="map-before""#))
        #expect(!svg.contains(#"class="map-after""#))
        #expect(svg.contains("the camera did not move"))
        #expect(try landmarks(svg).values.allSatisfy { $0.count == 1 })
    }
}
