import Foundation
import MapCompatCore
import RMMapLayerStyle
import Testing

/// A report map whose delegate draws each annotation as a marker and writes an annotation's title on its
/// marker as a white label (modelled on Olinguito/YoIntervengoiOS `Yo Intervengo/ViewController.swift`, whose
/// `mapView(_:layerForAnnotation:)` makes an 80 × 80 circle marker for a cluster and calls
/// `changeLabelUsingText(_:font:foregroundColor:backgroundColor:)` with the cluster's count). That file is
/// Swift 1; this screen writes the same calls under the names Swift's importer gives them today.
final class ClusterLabelScreen: NSObject, RMMapViewDelegate {
    let mapView: RMMapView = RMMapView(frame: CGRect(x: 0, y: 0, width: 400, height: 800), andTilesource: nil)

    override init() {
        super.init()
        mapView.delegate = self
    }

    /// Puts a report on the map, titled with its count as the app titles its annotations.
    func addReport(count: Int, at coordinate: CLLocationCoordinate2D) -> RMAnnotation {
        let annotation: RMAnnotation = RMAnnotation(mapView: mapView, coordinate: coordinate, andTitle: "\(count)")
        mapView.addAnnotation(annotation)
        return annotation
    }

    func mapView(_ mapView: RMMapView!, layerFor annotation: RMAnnotation!) -> RMMapLayer! {
        let layer: RMMarker = RMMarker(uiImage: UIImage(size: CGSize(width: 40, height: 40)))
        layer.bounds = CGRect(x: 0, y: -5, width: 80, height: 80)
        layer.changeLabel(
            usingText: annotation.title, font: UIFont.systemFont(ofSize: 38), foregroundColor: UIColor.white,
            backgroundColor: UIColor.clear)
        return layer
    }
}

struct ClusterLabelScreenTests {
    @Test func theDelegatesMarkerCarriesTheCountAsALabelCentredAcrossItsTop() throws {
        let screen = ClusterLabelScreen()
        let annotation = screen.addReport(count: 12, at: screen.mapView.centerCoordinate)
        let marker = try #require(annotation.layer as? RMMarker)
        let label = try #require(marker.label as? UILabel)
        #expect(label.text == "12")
        #expect(label.font.pointSize == 38)
        #expect(label.textColor == UIColor.white && label.backgroundColor == UIColor.clear)
        // The label is the text's size plus 4 each way, centred on the marker's 80-point width, 4 from its top.
        let text = UILabel(frame: .zero)
        text.font = .systemFont(ofSize: 38)
        text.text = "12"
        let textSize = text.intrinsicContentSize
        #expect(label.frame.size == CGSize(width: textSize.width + 4, height: textSize.height + 4))
        #expect(label.frame.origin == CGPoint(x: 40 - textSize.width / 2, y: 4))
        // The colours stay the marker's, for a later label without its own.
        #expect(marker.textForegroundColor == UIColor.white)
        marker.changeLabel(usingText: "13")
        let relabelled = try #require(marker.label as? UILabel)
        #expect(relabelled.text == "13" && relabelled.textColor == UIColor.white)
        #expect(relabelled.font.pointSize == RMMarker.defaultFont().pointSize)
    }

    @Test func aLabelHidesShowsAndTogglesAndAMarkerWithoutOneIgnoresIt() {
        let marker: RMMarker = RMMarker(uiImage: UIImage(size: CGSize(width: 20, height: 20)))
        marker.toggleLabel()
        marker.hideLabel()
        #expect(marker.label == nil)
        marker.changeLabel(usingText: "3", position: CGPoint(x: 2, y: 6))
        #expect(marker.label.frame.origin == CGPoint(x: 2, y: 6))
        marker.hideLabel()
        #expect(marker.label.isHidden)
        marker.toggleLabel()
        #expect(!marker.label.isHidden)
        marker.toggleLabel()
        #expect(marker.label.isHidden)
        marker.showLabel()
        #expect(!marker.label.isHidden)
    }
}
