import Foundation
import Testing

@testable import MapCompatCore

/// Where a callout's bubble goes near the view's sides: kept in view by default, or slid past the side so
/// that its arrow still points at the anchor, as MapLibre's SMCalloutView slides it
/// (maplibre/maplibre-native `platform/ios/vendor/SMCalloutView/SMCalloutView.m`,
/// `presentCalloutFromRect:inLayer:ofView:constrainedToRect:animated:`).
@Suite("Callouts near the view's sides")
struct CalloutEdgeTests {
    let view = CGRect(x: 0, y: 0, width: 400, height: 800)

    @Test("the neutral bubble stays in view wherever its anchor is")
    func neutralStaysInView() {
        let layout = CalloutLayout.neutral
        #expect(layout.bubbleMinX(anchorX: 0, bounds: view) == 0)
        #expect(layout.bubbleMinX(anchorX: -300, bounds: view) == 0)
        #expect(layout.bubbleMinX(anchorX: 400, bounds: view) == 200)
        #expect(layout.bubbleMinX(anchorX: 200, bounds: view) == 100)
    }

    @Test("MapLibre's bubble keeps 10 points from the sides, and slides past them to keep its arrow on the anchor")
    func mapLibreSlidesPastTheSide() {
        let layout = CalloutLayout.mapLibre
        // Centred on the anchor where there is room.
        #expect(layout.bubbleMinX(anchorX: 200, bounds: view) == 100)
        // Near the side: moved in to 10 points, the arrow still 27 points or more from the bubble's side.
        #expect(layout.bubbleMinX(anchorX: 60, bounds: view) == 10)
        // At the side: slid past it so that the arrow, 27 points in, points at the anchor.
        #expect(layout.bubbleMinX(anchorX: 0, bounds: view) == -27)
        #expect(layout.bubbleMinX(anchorX: 400, bounds: view) == 227)
        // Off screen: the bubble goes with the anchor.
        #expect(layout.bubbleMinX(anchorX: -300, bounds: view) == -327)
    }

    @Test("margins that are negative or not finite are refused, naming the field")
    func badMargins() {
        let size = CGSize(width: 200, height: 44)
        let edge = #expect(throws: MapCompatError.self) {
            try CalloutLayout(size: size, accessoryWidth: 32, edgeMargin: -1, arrowMargin: nil)
        }
        #expect(edge?.field == "edgeMargin")
        let arrow = #expect(throws: MapCompatError.self) {
            try CalloutLayout(size: size, accessoryWidth: 32, edgeMargin: 0, arrowMargin: .nan)
        }
        #expect(arrow?.field == "arrowMargin")
        #expect(
            (try? CalloutLayout(size: size, accessoryWidth: 32, edgeMargin: 10, arrowMargin: 27)) == .mapLibre)
    }
}
