import Foundation
import MapCompatPorting
import Testing

/// The camera read through a parameter (of a delegate method, of a vendor callback's closure) or NAVER's wrapper
/// view, not only through a stored property, is the target's read.
@Suite struct CameraReadParameterTests {
    /// Modelled on TomTom's map display examples (the map handed over by `MapView.onMapReadyCallback`).
    @Test(arguments: [(PortingStyle.maplibre, "(map.zoomLevel + 1)"), (.naver, "(map.cameraPosition.zoom + 1)")])
    func tomTomsReadyCallbackParameterIsTheMap(target: PortingStyle, read: String) {
        let source = """
            final class Screen: UIViewController {
                let mapView = MapView()
                var label = UILabel()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    mapView.onMapReadyCallback = { [weak self] map in
                        self?.label.text = "\\(map.cameraProperties.zoom)"
                    }
                }
            }
            """
        let output = Porter(from: .tomtom, to: target).port(source).output
        #expect(output.contains("\"\\(\(read))\""), "\(output)")
        #expect(!output.contains("cameraProperties"))
    }

    /// Modelled on navermaps/ios-map-sdk's demo (an NMFNaverMapView whose map's camera a label shows) and on
    /// MapLibre's delegate callbacks (the map view handed to `mapView(_:regionDidChangeAnimated:)`).
    @Test func naversWrapperAndADelegatesParameterAreMapViews() {
        let naver = """
            final class Screen: UIViewController {
                var naverMapView: NMFNaverMapView!
                var label = UILabel()

                func refresh() {
                    DispatchQueue.main.async { [weak self] in
                        guard let self else { return }
                        self.label.text = "\\(self.naverMapView.mapView.cameraPosition.zoom)"
                    }
                }
            }
            """
        let toMapLibre = Porter(from: .naver, to: .maplibre).port(naver).output
        #expect(toMapLibre.contains("self.label.text = \"\\(self.naverMapView.zoomLevel)\""), "\(toMapLibre)")
        let mapLibre = """
            final class Screen: UIViewController, MLNMapViewDelegate {
                var label = UILabel()

                func mapView(_ mapView: MLNMapView, regionDidChangeAnimated animated: Bool) {
                    label.text = "\\(mapView.zoomLevel)"
                }
            }
            """
        let toRouteMe = Porter(from: .maplibre, to: .rm).port(mapLibre).output
        #expect(toRouteMe.contains("label.text = \"\\((Double(mapView.zoom) - 1))\""), "\(toRouteMe)")
    }

    /// Modelled on Google's GMSMapViewDelegate.h (`mapView:idleAtCameraPosition:` hands over the camera), which
    /// MapLibre's `mapViewDidBecomeIdle(_:)` does not.
    @Test func aCameraTheSourceCallbackPassesIsTheTargetMapViewsCamera() {
        let google = """
            import GoogleMaps

            final class Screen: UIViewController, GMSMapViewDelegate {
                func mapView(_ mapView: GMSMapView, idleAt position: GMSCameraPosition) {
                    print("idle at \\(position)")
                }
            }
            """
        let output = Porter(from: .googleMaps, to: .maplibre).port(google).output
        #expect(output.contains("func mapViewDidBecomeIdle(_ mapView: MLNMapView) {"), "\(output)")
        #expect(output.contains("let position = mapView.camera  // MapLibre does not pass it: the map view's camera"))
    }
}
