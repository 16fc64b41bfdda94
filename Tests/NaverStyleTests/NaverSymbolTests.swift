import Foundation
import MapCompatConformance
import MapCompatCore
import NaverStyle
import NaverStyleConformance
import Testing

/// Basemap symbols: NAVER's symbol method hears of taps only, and a symbol the map does not show takes none
/// (the fuzz findings of seeds 7 and 10).
struct NaverSymbolTests {
    final class Touches: NMFMapViewTouchDelegate {
        var lines: [String] = []
        func mapView(_ mapView: NMFMapView, didTap symbol: NMFSymbol) -> Bool {
            lines.append("symbol \(symbol.caption ?? "")")
            return true
        }
        func mapView(_ mapView: NMFMapView, didTapMap latlng: NMGLatLng, point: CGPoint) { lines.append("map") }
        func mapView(_ mapView: NMFMapView, didLongTapMap latlng: NMGLatLng, point: CGPoint) {
            lines.append("long map")
        }
    }

    static var cityHall: NMGLatLng { NMGLatLng(lat: 37.5666, lng: 126.9784) }

    static func feed(_ mapView: NMFMapView, _ build: (inout TouchScript) throws -> Void) throws {
        var script = TouchScript(startTime: mapView.core.now)
        try build(&script)
        for frame in script.frames { try mapView.handle(frame) }
        try mapView.advance(by: 1)
    }

    @Test func aLongTapOnASymbolGoesToTheMapWithoutTheTapMethod() throws {
        let mapView = NMFMapView()
        try mapView.addBasemapSymbol(id: "s", caption: "City Hall", position: Self.cityHall)
        let touches = Touches()
        mapView.touchDelegate = touches
        try Self.feed(mapView) { try $0.longPress(at: CGPoint(x: 200, y: 400)) }
        #expect(touches.lines == ["long map"])
        try Self.feed(mapView) { try $0.tap(at: CGPoint(x: 200, y: 400)) }
        #expect(touches.lines == ["long map", "symbol City Hall"])
    }

    @Test func aHiddenSymbolIsNotAsked() throws {
        let mapView = NMFMapView()
        try mapView.addBasemapSymbol(id: "s", caption: "City Hall", position: Self.cityHall, hidden: true)
        let touches = Touches()
        mapView.touchDelegate = touches
        try Self.feed(mapView) { try $0.tap(at: CGPoint(x: 200, y: 400)) }
        #expect(touches.lines == ["map"])
    }

    @Test func theHigherGlobalZIndexTakesTheTap() throws {
        let mapView = NMFMapView()
        try mapView.addBasemapSymbol(id: "low", caption: "Low", position: Self.cityHall, globalZIndex: 1)
        try mapView.addBasemapSymbol(id: "high", caption: "High", position: Self.cityHall, globalZIndex: 2)
        let touches = Touches()
        mapView.touchDelegate = touches
        try Self.feed(mapView) { try $0.tap(at: CGPoint(x: 200, y: 400)) }
        #expect(touches.lines == ["symbol High"])
    }

    @Test func thePluginDeclinesLongPressesOnConsumingSymbols() throws {
        let json = """
            {"format": "mapcompat-spec/1", "title": "t", "source": "s",
             "scene": [{"id": "s", "kind": "symbol", "lat": 37.5666, "lng": 126.9784, "caption": "C"}],
             "handlers": {"symbolTap": "consume"},
             "steps": [{"longPress": [200, 400], "duration": 1}]}
            """
        let file = SpecLoader().decode(json, file: "long-press-on-symbol.json", defaultID: "long-press-on-symbol")
        let result = ConformanceRunner(plugins: [NaverPlugin()]).run([file])
        #expect(result.results.map(\.status) == [.notApplicable])
        #expect(result.results.first?.message.contains("answers symbol taps only") == true)
    }
}
