import Foundation
import Testing

@testable import MapCompatCore

/// The scale bar against a table written by hand, not by the code under test.
///
/// How the table was made: one point covers m = 2π·N(φ)·cos φ / (512·2^z) metres east–west at latitude φ,
/// with N(φ) = a / √(1 − e²·sin²φ) the WGS84 prime-vertical radius (a = 6 378 137 m, e² = f(2 − f),
/// f = 1/298.257223563). The bar may be 100 points long, so it stands for the largest 1, 2 or 5 × 10ⁿ not
/// above 100·m, in km from 1000 m (mi from 5280 ft), and its length is that distance / m. Rows checked on
/// paper: (0°, z1) m = 40 075 016.7 / 1024 = 39 135.76, 100 points = 3 913.6 km → 2000 km, 51.10 points, and
/// 2 431.8 mi → 2000 mi, 82.24 points; (60°, z12) N = 6 394 209, m = 9.5787, 957.9 m → 500 m at 52.20
/// points, 3 142.6 ft → 2000 ft at 63.64 points; (80°, z20) m = 0.013004, 1.30 m → 1 m at 76.90 points.
struct ScaleBarTableTests {
    struct Row: CustomStringConvertible {
        let latitude: Double
        let zoom: Double
        let metric: String
        let metricLength: Double
        let imperial: String
        let imperialLength: Double

        init(
            _ latitude: Double, _ zoom: Double, _ metric: String, _ metricLength: Double, _ imperial: String,
            _ imperialLength: Double
        ) {
            self.latitude = latitude
            self.zoom = zoom
            self.metric = metric
            self.metricLength = metricLength
            self.imperial = imperial
            self.imperialLength = imperialLength
        }

        var description: String { "lat \(latitude) zoom \(zoom)" }
    }

    static let table: [Row] = [
        Row(0, 1, "2000 km", 51.10, "2000 mi", 82.24),
        Row(0, 2, "1000 km", 51.10, "1000 mi", 82.24),
        Row(0, 3, "500 km", 51.10, "500 mi", 82.24),
        Row(0, 4, "200 km", 40.88, "200 mi", 65.80),
        Row(0, 5, "200 km", 81.77, "100 mi", 65.80),
        Row(0, 6, "100 km", 81.77, "50 mi", 65.80),
        Row(0, 7, "50 km", 81.77, "20 mi", 52.64),
        Row(0, 8, "20 km", 65.41, "10 mi", 52.64),
        Row(0, 9, "10 km", 65.41, "5 mi", 52.64),
        Row(0, 10, "5 km", 65.41, "2 mi", 42.11),
        Row(0, 11, "2 km", 52.33, "2 mi", 84.22),
        Row(0, 12, "1 km", 52.33, "1 mi", 84.22),
        Row(0, 13, "500 m", 52.33, "2000 ft", 63.80),
        Row(0, 14, "200 m", 41.86, "1000 ft", 63.80),
        Row(0, 15, "200 m", 83.73, "500 ft", 63.80),
        Row(0, 16, "100 m", 83.73, "200 ft", 51.04),
        Row(0, 17, "50 m", 83.73, "100 ft", 51.04),
        Row(0, 18, "20 m", 66.98, "50 ft", 51.04),
        Row(0, 19, "10 m", 66.98, "20 ft", 40.83),
        Row(0, 20, "5 m", 66.98, "20 ft", 81.67),
        Row(37.5, 1, "2000 km", 64.34, "1000 mi", 51.77),
        Row(37.5, 2, "1000 km", 64.34, "500 mi", 51.77),
        Row(37.5, 3, "500 km", 64.34, "200 mi", 41.42),
        Row(37.5, 4, "200 km", 51.47, "200 mi", 82.83),
        Row(37.5, 5, "100 km", 51.47, "100 mi", 82.83),
        Row(37.5, 6, "50 km", 51.47, "50 mi", 82.83),
        Row(37.5, 7, "20 km", 41.17, "20 mi", 66.26),
        Row(37.5, 8, "20 km", 82.35, "10 mi", 66.26),
        Row(37.5, 9, "10 km", 82.35, "5 mi", 66.26),
        Row(37.5, 10, "5 km", 82.35, "2 mi", 53.01),
        Row(37.5, 11, "2 km", 65.88, "1 mi", 53.01),
        Row(37.5, 12, "1 km", 65.88, "2000 ft", 40.16),
        Row(37.5, 13, "500 m", 65.88, "2000 ft", 80.32),
        Row(37.5, 14, "200 m", 52.70, "1000 ft", 80.32),
        Row(37.5, 15, "100 m", 52.70, "500 ft", 80.32),
        Row(37.5, 16, "50 m", 52.70, "200 ft", 64.26),
        Row(37.5, 17, "20 m", 42.16, "100 ft", 64.26),
        Row(37.5, 18, "20 m", 84.33, "50 ft", 64.26),
        Row(37.5, 19, "10 m", 84.33, "20 ft", 51.40),
        Row(37.5, 20, "5 m", 84.33, "10 ft", 51.40),
        Row(60, 1, "1000 km", 50.98, "1000 mi", 82.04),
        Row(60, 2, "500 km", 50.98, "500 mi", 82.04),
        Row(60, 3, "200 km", 40.78, "200 mi", 65.63),
        Row(60, 4, "200 km", 81.56, "100 mi", 65.63),
        Row(60, 5, "100 km", 81.56, "50 mi", 65.63),
        Row(60, 6, "50 km", 81.56, "20 mi", 52.50),
        Row(60, 7, "20 km", 65.25, "10 mi", 52.50),
        Row(60, 8, "10 km", 65.25, "5 mi", 52.50),
        Row(60, 9, "5 km", 65.25, "2 mi", 42.00),
        Row(60, 10, "2 km", 52.20, "2 mi", 84.01),
        Row(60, 11, "1 km", 52.20, "1 mi", 84.01),
        Row(60, 12, "500 m", 52.20, "2000 ft", 63.64),
        Row(60, 13, "200 m", 41.76, "1000 ft", 63.64),
        Row(60, 14, "200 m", 83.52, "500 ft", 63.64),
        Row(60, 15, "100 m", 83.52, "200 ft", 50.91),
        Row(60, 16, "50 m", 83.52, "100 ft", 50.91),
        Row(60, 17, "20 m", 66.81, "50 ft", 50.91),
        Row(60, 18, "10 m", 66.81, "20 ft", 40.73),
        Row(60, 19, "5 m", 66.81, "20 ft", 81.46),
        Row(60, 20, "2 m", 53.45, "10 ft", 81.46),
        Row(80, 1, "500 km", 73.34, "200 mi", 47.21),
        Row(80, 2, "200 km", 58.67, "200 mi", 94.42),
        Row(80, 3, "100 km", 58.67, "100 mi", 94.42),
        Row(80, 4, "50 km", 58.67, "50 mi", 94.42),
        Row(80, 5, "20 km", 46.93, "20 mi", 75.53),
        Row(80, 6, "20 km", 93.87, "10 mi", 75.53),
        Row(80, 7, "10 km", 93.87, "5 mi", 75.53),
        Row(80, 8, "5 km", 93.87, "2 mi", 60.43),
        Row(80, 9, "2 km", 75.10, "1 mi", 60.43),
        Row(80, 10, "1 km", 75.10, "2000 ft", 45.78),
        Row(80, 11, "500 m", 75.10, "2000 ft", 91.56),
        Row(80, 12, "200 m", 60.08, "1000 ft", 91.56),
        Row(80, 13, "100 m", 60.08, "500 ft", 91.56),
        Row(80, 14, "50 m", 60.08, "200 ft", 73.24),
        Row(80, 15, "20 m", 48.06, "100 ft", 73.24),
        Row(80, 16, "20 m", 96.12, "50 ft", 73.24),
        Row(80, 17, "10 m", 96.12, "20 ft", 58.60),
        Row(80, 18, "5 m", 96.12, "10 ft", 58.60),
        Row(80, 19, "2 m", 76.90, "5 ft", 58.60),
        Row(80, 20, "1 m", 76.90, "2 ft", 46.88),
    ]

    @Test(arguments: table)
    func readingMatchesTheTable(_ row: Row) throws {
        let camera = Camera(center: try LatLng(latitude: row.latitude, longitude: 0), zoom: row.zoom)
        let map = try InteractiveMap(camera: camera)
        let metric = try #require(map.scaleBar(units: .metric))
        let imperial = try #require(map.scaleBar(units: .imperial))
        #expect(metric.label == row.metric)
        #expect(abs(metric.length - row.metricLength) < 0.006)
        #expect(imperial.label == row.imperial)
        #expect(abs(imperial.length - row.imperialLength) < 0.006)
    }

    @Test func tableCoversEveryLatitudeAndZoom() {
        #expect(Self.table.count == 80)
        #expect(Set(Self.table.map(\.latitude)) == [0, 37.5, 60, 80])
        #expect(Set(Self.table.map(\.zoom)) == Set((1...20).map(Double.init)))
    }
}

struct ScaleBarTests {
    @Test func roundStepsAreOneTwoFive() {
        #expect(RoundStep.largest(notAbove: 1000)?.text == "1000")
        #expect(RoundStep.largest(notAbove: 999.9)?.text == "500")
        #expect(RoundStep.largest(notAbove: 4.99)?.text == "2")
        #expect(RoundStep.largest(notAbove: 0.7)?.text == "0.5")
        #expect(RoundStep.largest(notAbove: 0.019)?.text == "0.01")
        #expect(RoundStep.largest(notAbove: 0) == nil)
        #expect(RoundStep.largest(notAbove: .nan) == nil)
    }

    @Test func lengthStaysWithinTheBar() throws {
        for exponent in stride(from: -3.0, through: 5.0, by: 0.01) {
            let reading = try #require(ScaleBar.reading(metresPerPoint: pow(10, exponent), units: .metric))
            #expect(reading.length <= ScaleBar.maximumLength + 1e-9)
            #expect(reading.length > ScaleBar.maximumLength * 0.4 - 1e-9)
        }
    }

    @Test func unitsSwitchAtOneKilometreAndOneMile() throws {
        #expect(ScaleBar.reading(metresPerPoint: 10, units: .metric)?.label == "1 km")
        #expect(ScaleBar.reading(metresPerPoint: 9.99, units: .metric)?.label == "500 m")
        #expect(ScaleBar.reading(metresPerPoint: 16.09344, units: .imperial)?.label == "1 mi")
        #expect(ScaleBar.reading(metresPerPoint: 16.09, units: .imperial)?.label == "5000 ft")
        let small = try #require(ScaleBar.reading(metresPerPoint: 0.003, units: .metric))
        #expect(small.label == "0.2 m")
        #expect(abs(small.metres - 0.2) < 1e-12)
    }

    @Test func badScaleGivesNoReading() {
        #expect(ScaleBar.reading(metresPerPoint: 0, units: .metric) == nil)
        #expect(ScaleBar.reading(metresPerPoint: -1, units: .metric) == nil)
        #expect(ScaleBar.reading(metresPerPoint: .infinity, units: .imperial) == nil)
    }

    @Test func mapReadsInTheSettingsUnitsAndTheFrameHasTheBarsLength() throws {
        let map = try InteractiveMap(camera: Camera(center: try LatLng(latitude: 0, longitude: 0), zoom: 13))
        #expect(map.scaleBar?.label == "500 m")
        var settings = map.controlSettings
        settings.scaleBarUnits = .imperial
        try map.setControlSettings(settings)
        let reading = try #require(map.scaleBar)
        #expect(reading.label == "2000 ft")
        #expect(abs(Double(map.frame(of: .scaleBar).width) - reading.length) < 1e-9)
    }

    @Test func bearingAndTiltDoNotChangeTheScaleAtTheCentre() throws {
        let flat = try InteractiveMap(camera: Camera(center: try LatLng(latitude: 37.5, longitude: 127), zoom: 15))
        let turned = try InteractiveMap(
            camera: Camera(center: try LatLng(latitude: 37.5, longitude: 127), zoom: 15, bearing: 30, tilt: 40))
        let a = try #require(flat.scaleBar)
        let b = try #require(turned.scaleBar)
        #expect(a.label == b.label)
        #expect(abs(a.length - b.length) < 0.5)
    }
}
