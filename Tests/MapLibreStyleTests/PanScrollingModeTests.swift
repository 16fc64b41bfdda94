import Foundation
import MapCompatCore
import MapLibreStyle
import Testing

/// `panScrollingMode` (MLNMapView.h, research §1.5): horizontal moves only x, vertical only y, drift included.
struct PanScrollingModeTests {
    private let diagonal: (inout TouchScript) throws -> Void = {
        try $0.pan(from: CGPoint(x: 100, y: 600), to: CGPoint(x: 300, y: 300), duration: 0.3, release: .fling)
    }

    @Test func rawValuesAreMapLibres() {
        #expect(MLNPanScrollingMode.horizontal.rawValue == 0)
        #expect(MLNPanScrollingMode.vertical.rawValue == 1)
        #expect(MLNPanScrollingMode.default.rawValue == 2)
        #expect(makeMapView().panScrollingMode == .default)
    }

    @Test func horizontalModeKeepsTheLatitudeThroughTheDrift() throws {
        let view = makeMapView()
        view.panScrollingMode = .horizontal
        let start = view.centerCoordinate
        try view.play(settle: 3, diagonal)
        #expect(abs(view.centerCoordinate.latitude - start.latitude) < 1e-9)
        #expect(view.centerCoordinate.longitude < start.longitude)
    }

    @Test func verticalModeKeepsTheLongitudeThroughTheDrift() throws {
        let view = makeMapView()
        view.panScrollingMode = .vertical
        let start = view.centerCoordinate
        try view.play(settle: 3, diagonal)
        #expect(abs(view.centerCoordinate.longitude - start.longitude) < 1e-9)
        #expect(view.centerCoordinate.latitude < start.latitude)
    }

    @Test func defaultModeMovesBoth() throws {
        let view = makeMapView()
        let start = view.centerCoordinate
        try view.play(settle: 3, diagonal)
        #expect(view.centerCoordinate.latitude < start.latitude)
        #expect(view.centerCoordinate.longitude < start.longitude)
    }
}
