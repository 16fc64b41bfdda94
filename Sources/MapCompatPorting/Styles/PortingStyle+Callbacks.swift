extension PortingStyle {
    /// How MapKit receives the events the porter moves: `MKMapViewDelegate`'s methods, and tap recognizers added to
    /// the map view (MapKit reports no map taps). Source: Apple's MapKit documentation, `MKMapViewDelegate`.
    static let mapKitCallbacks: [String: [CallbackSpelling]] = {
        func delegate(_ signature: String, isRecognized: Bool = true, review: String? = nil) -> CallbackSpelling {
            .delegateMethod(signature, of: "MKMapViewDelegate", isRecognized: isRecognized, review: review)
        }
        let regionDidChange = "mapView(_ map: MKMapView, regionDidChangeAnimated animated: Bool)"
        let idle =
            "MapKit calls mapView(_:regionDidChangeAnimated:) at the end of each move, with no separate idle state"
        return [
            "map.ready": [delegate("mapViewDidFinishLoadingMap(_ map: MKMapView)")],
            "map.loadFailed": [delegate("mapViewDidFailLoadingMap(_ map: MKMapView, withError error: any Error)")],
            "tap.map": [
                CallbackSpelling(.recognizer(kind: "UITapGestureRecognizer", handler: "handleMapTap", began: false))
            ],
            "tap.long": [
                CallbackSpelling(
                    .recognizer(kind: "UILongPressGestureRecognizer", handler: "handleMapLongPress", began: true))
            ],
            "tap.annotation": [
                delegate(
                    "mapView(_ map: MKMapView, didSelect annotation: MKAnnotation)",
                    review: "MapKit selects the annotation: a second tap on it does not call didSelect again")
            ],
            "camera.willChange": [delegate("mapView(_ map: MKMapView, regionWillChangeAnimated animated: Bool)")],
            "camera.changing": [delegate("mapViewDidChangeVisibleRegion(_ map: MKMapView)")],
            "camera.didChange": [delegate(regionDidChange)],
            "camera.idle": [delegate(regionDidChange, isRecognized: false, review: idle)],
            "camera.moveEnd": [delegate(regionDidChange, isRecognized: false)],
        ]
    }()

    /// How Google Maps receives the events the porter moves: `GMSMapViewDelegate`'s methods (GMSMapViewDelegate.h);
    /// its map is ready as soon as it is made. A marker tap, whose method returns whether it consumes the tap, is
    /// left as a gap.
    static let googleCallbacks: [String: [CallbackSpelling]] = {
        func delegate(_ signature: String, isRecognized: Bool = true, review: String? = nil) -> CallbackSpelling {
            .delegateMethod(signature, of: "GMSMapViewDelegate", isRecognized: isRecognized, review: review)
        }
        let idleAt = "mapView(_ map: GMSMapView, idleAt position: GMSCameraPosition)"
        return [
            "map.ready": [CallbackSpelling(.inline)],
            "tap.map": [delegate("mapView(_ map: GMSMapView, didTapAt coordinate: CLLocationCoordinate2D)")],
            "tap.long": [delegate("mapView(_ map: GMSMapView, didLongPressAt coordinate: CLLocationCoordinate2D)")],
            "camera.willChange": [delegate("mapView(_ map: GMSMapView, willMove byUser: Bool)")],
            "camera.changing": [delegate("mapView(_ map: GMSMapView, didChange position: GMSCameraPosition)")],
            "camera.idle": [delegate(idleAt)],
            "camera.didChange": [
                delegate(idleAt, isRecognized: false, review: "Google calls mapView(_:idleAt:) once the camera rests")
            ],
            "camera.moveEnd": [delegate(idleAt, isRecognized: false)],
        ]
    }()
}
