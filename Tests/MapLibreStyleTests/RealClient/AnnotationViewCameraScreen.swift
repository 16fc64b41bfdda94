import Foundation
import MapCompatCore
import MapLibreStyle
import Testing

// Annotation views that follow the camera, written as public clients write them: Mapbox's
// `TreasureAnnotationView` example sets `annotationView!.scalesWithViewingDistance = false` in
// `mapView(_:viewFor:)`, and map apps set `rotatesToMatchCamera` for views drawn on the ground (a parking bay,
// an arrow on the road). The compass's `transform` turns with the map.
final class AnnotationViewCameraScreen: NSObject, MLNMapViewDelegate {
    let mapView = MLNMapView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let far = MLNPointAnnotation()
    let bay = MLNPointAnnotation()

    override init() {
        super.init()
        mapView.delegate = self
        mapView.setCenter(CLLocationCoordinate2D(latitude: 48.8566, longitude: 2.3522), zoomLevel: 15, animated: false)
        far.coordinate = CLLocationCoordinate2D(latitude: 48.8600, longitude: 2.3522)
        bay.coordinate = CLLocationCoordinate2D(latitude: 48.8566, longitude: 2.3522)
        mapView.addAnnotations([far, bay])
    }

    func mapView(_ mapView: MLNMapView, viewFor annotation: any MLNAnnotation) -> MLNAnnotationView? {
        let reuseIdentifier = annotation === bay ? "bay" : "pin"
        if let view = mapView.dequeueReusableAnnotationView(withIdentifier: reuseIdentifier) { return view }
        let annotationView = MLNAnnotationView(reuseIdentifier: reuseIdentifier)
        annotationView.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        if annotation === bay {
            annotationView.rotatesToMatchCamera = true
        } else {
            annotationView.scalesWithViewingDistance = true
        }
        return annotationView
    }
}

@Suite("A screen whose annotation views scale and turn with the camera")
struct AnnotationViewCameraScreenTests {
    @Test("a view far up a tilted map shrinks; a view drawn on the ground turns with the map")
    func viewsFollowTheCamera() throws {
        let screen = AnnotationViewCameraScreen()
        let mapView = screen.mapView
        let pin = try #require(mapView.view(for: screen.far))
        let bay = try #require(mapView.view(for: screen.bay))
        #expect(pin.transform == .identity, "A flat map scales nothing.")
        #expect(bay.transform == .identity, "A map facing north turns nothing.")

        let camera = mapView.camera
        camera.pitch = 60
        mapView.setCamera(camera, animated: false)
        let point = mapView.convert(screen.far.coordinate, toPointTo: mapView)
        let expected = 1 - (1 - point.y / 800) * 60 / 60
        #expect(abs(pin.transform.a - expected) < 1e-9)
        #expect(pin.transform.a < 1 && pin.transform.a == pin.transform.d)
        #expect(bay.transform == .identity, "Tilting turns nothing.")

        mapView.setDirection(90, animated: false)
        #expect(abs(bay.transform.a - cos(-CGFloat.pi / 2)) < 1e-9)
        #expect(abs(bay.transform.b - sin(-CGFloat.pi / 2)) < 1e-9)
        #expect(mapView.compassView.transform == CGAffineTransform(rotationAngle: 270 * .pi / 180))

        // Turning back to north undoes the turn.
        mapView.setDirection(0, animated: false)
        #expect(abs(bay.transform.a - 1) < 1e-9 && abs(bay.transform.b) < 1e-9)
    }
}
