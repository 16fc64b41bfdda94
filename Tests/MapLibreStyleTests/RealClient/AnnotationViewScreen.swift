import Foundation
import MapCompatCore
import MapLibreStyle
import Testing

// Screens written the way MapLibre's Swift examples write them (maplibre/maplibre-native
// platform/ios/app-swift/Sources/AnnotationViewExample.swift and BlockingGesturesExample.swift): point
// annotations shown with reused MLNAnnotationView subclasses that react to selection, and a delegate that
// keeps the camera inside Colorado by trying the new camera and reading visibleCoordinateBounds. The
// CALayer styling of the original is drawing only and left out. Two spellings differ from the originals
// because of this package's build settings, not the adapter: `any MLNAnnotation` (ExistentialAny) and no
// force unwraps (the linter).
final class IrisAnnotationView: MLNAnnotationView {
    var selections: [Bool] = []

    override func setSelected(_ selected: Bool, animated: Bool) {
        super.setSelected(selected, animated: animated)
        selections.append(selected)
    }
}

final class AnnotationViewScreen: MLNMapViewDelegate {
    let mapView = MLNMapView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    var madeViews = 0

    func viewDidLoad() {
        mapView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        mapView.attributionButton.isHidden = true
        mapView.centerCoordinate = CLLocationCoordinate2D(latitude: 0, longitude: 66)
        mapView.zoomLevel = 2
        mapView.delegate = self
        let coordinates = [
            CLLocationCoordinate2D(latitude: 0, longitude: 33), CLLocationCoordinate2D(latitude: 0, longitude: 66),
            CLLocationCoordinate2D(latitude: 0, longitude: 99),
        ]
        var pointAnnotations = [MLNPointAnnotation]()
        for coordinate in coordinates {
            let point = MLNPointAnnotation()
            point.coordinate = coordinate
            point.title = "\(coordinate.latitude), \(coordinate.longitude)"
            pointAnnotations.append(point)
        }
        mapView.addAnnotations(pointAnnotations)
        var line = coordinates
        mapView.addAnnotation(MLNPolyline(coordinates: &line, count: UInt(line.count)))
    }

    func mapView(_ mapView: MLNMapView, viewFor annotation: any MLNAnnotation) -> MLNAnnotationView? {
        guard annotation is MLNPointAnnotation else { return nil }
        let reuseIdentifier = "\(annotation.coordinate.longitude)"
        if let annotationView = mapView.dequeueReusableAnnotationView(withIdentifier: reuseIdentifier) {
            return annotationView
        }
        let annotationView = IrisAnnotationView(reuseIdentifier: reuseIdentifier)
        annotationView.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        madeViews += 1
        return annotationView
    }

    func mapView(_: MLNMapView, annotationCanShowCallout _: any MLNAnnotation) -> Bool { true }
}

/// Colorado's bounds and a delegate that refuses cameras leaving them.
final class BlockingGesturesCoordinator: MLNMapViewDelegate {
    let colorado = MLNCoordinateBounds(
        sw: CLLocationCoordinate2D(latitude: 36.986207, longitude: -109.049896),
        ne: CLLocationCoordinate2D(latitude: 40.989329, longitude: -102.062592))
    var asked = 0

    func mapView(_ mapView: MLNMapView, shouldChangeFrom _: MLNMapCamera, to newCamera: MLNMapCamera) -> Bool {
        asked += 1
        let currentCamera = mapView.camera
        let newCameraCenter = newCamera.centerCoordinate
        mapView.camera = newCamera
        let newVisibleCoordinates = mapView.visibleCoordinateBounds
        mapView.camera = currentCamera
        let inside = MLNCoordinateInCoordinateBounds(newCameraCenter, colorado)
        let intersects =
            MLNCoordinateInCoordinateBounds(newVisibleCoordinates.ne, colorado)
            && MLNCoordinateInCoordinateBounds(newVisibleCoordinates.sw, colorado)
        return inside && intersects
    }
}

@Suite("RealClient: MapLibre's Swift examples")
struct AnnotationViewScreenTests {
    @Test func annotationViewsAreMadeOncePerIdentifierAndFollowSelection() throws {
        let screen = AnnotationViewScreen()
        screen.viewDidLoad()
        #expect(screen.mapView.annotations?.count == 4)
        #expect(screen.madeViews == 3)
        try screen.mapView.play { try $0.tap(at: CGPoint(x: 200, y: 400 - 18)) }
        let selected = try #require(screen.mapView.selectedAnnotations.first)
        let view = try #require(screen.mapView.view(for: selected) as? IrisAnnotationView)
        #expect(view.selections == [true])
        #expect(view.bounds.size == CGSize(width: 40, height: 40))
        screen.mapView.removeAnnotations(screen.mapView.annotations ?? [])
        #expect(screen.mapView.annotations == nil)
        #expect(view.annotation == nil)
    }

    @Test func blockingGesturesKeepsThePanInsideColorado() throws {
        let mapView = MLNMapView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let coordinator = BlockingGesturesCoordinator()
        mapView.setCenter(
            CLLocationCoordinate2D(latitude: 39.748947, longitude: -104.995882), zoomLevel: 10, direction: 0,
            animated: false)
        mapView.delegate = coordinator
        let start = mapView.centerCoordinate
        // A long pan westwards would leave Colorado: the delegate refuses those steps.
        try mapView.play { try $0.pan(from: CGPoint(x: 50, y: 400), to: CGPoint(x: 390, y: 400), duration: 0.5) }
        #expect(coordinator.asked > 0)
        #expect(MLNCoordinateInCoordinateBounds(mapView.centerCoordinate, coordinator.colorado))
        #expect(mapView.centerCoordinate.longitude <= start.longitude)
    }
}
