import MapCompatPorting
import Testing

/// What MapKit and Google code reads and switches that MapLibre says another way: the region a map view shows
/// (MKMapView `region`), an annotation view's display priority (MKAnnotationView `displayPriority`), Google's
/// switch for every gesture (GMSUISettings.h `setAllGesturesEnabled:`), and a map view reached through the object
/// that holds it.
@Suite struct MapKitGoogleReadsPortTests {
    /// A region read to save and restore the map (MKMapView `region`, Apple's MapKit documentation), as the many
    /// public "Virtual Tourist" course apps write it in `regionDidChangeAnimated`: the centre and span saved to
    /// `UserDefaults`.
    @Test func aRegionReadBecomesTheCentreAndTheSpanOfTheVisibleBounds() {
        let screen = """
            func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {
                UserDefaults.standard.set(mapView.region.center.latitude, forKey: "latitude")
                UserDefaults.standard.set(mapView.region.span.latitudeDelta, forKey: "latitudeDelta")
                mapView.region.span.longitudeDelta = 0.5
            }

            """
        let output = Porter(from: .mapKit, to: .maplibre).port(screen).output
        #expect(output.contains("UserDefaults.standard.set(mapView.centerCoordinate.latitude, forKey: \"latitude\")"))
        #expect(
            output.contains(
                "UserDefaults.standard.set(MLNCoordinateBoundsGetCoordinateSpan(mapView.visibleCoordinateBounds).latitudeDelta, forKey: \"latitudeDelta\")"
            ))
        #expect(output.contains("// PORT(mapkit): mapView.region.span.longitudeDelta = 0.5"))
    }

    /// A marker view that must always show, as MapKit's WWDC 2017 sample "Decluttering a Map with MapKit Annotation
    /// Clustering" sets it (`displayPriority = .defaultHigh`).
    @Test func aDisplayPriorityGoesUnderMapLibresNote() {
        let screen = """
            func mapView(_ mapView: MKMapView, viewFor annotation: MKAnnotation) -> MKAnnotationView? {
                let view = MKMarkerAnnotationView(annotation: annotation, reuseIdentifier: "bike")
                view.displayPriority = .defaultHigh
                return view
            }

            """
        let result = Porter(from: .mapKit, to: .maplibre).port(screen)
        #expect(result.output.contains("// PORT(mapkit): view.displayPriority = .defaultHigh"))
        #expect(result.output.contains("MapLibre's annotation views never hide one another"))
        #expect(result.changes.contains { $0.concept == "annotation.view.priority" && $0.kind == .manual })
    }

    /// An annotation view moved off its coordinate so that its image's tip stands on it, as MapKit apps set it in
    /// `mapView(_:viewFor:)` (`centerOffset = CGPoint(x: 0, y: -height / 2)`): MapLibre's offset is a CGVector, and
    /// back again.
    @Test func aViewsCentreOffsetIsAVectorInMapLibre() {
        let screen = """
            func mapView(_ mapView: MKMapView, viewFor annotation: MKAnnotation) -> MKAnnotationView? {
                let view = MKAnnotationView(annotation: annotation, reuseIdentifier: "pin")
                view.centerOffset = CGPoint(x: 0, y: -view.frame.height / 2)
                return view
            }

            """
        let there = Porter(from: .mapKit, to: .maplibre).port(screen).output
        #expect(there.contains("view.centerOffset = CGVector(dx: 0, dy: -view.frame.height / 2)"), "\(there)")
        let back = Porter(from: .maplibre, to: .mapKit).port("pinView.centerOffset = CGVector(dx: 0, dy: -8)\n").output
        #expect(back == "pinView.centerOffset = CGPoint(x: 0, y: -8)\n", "\(back)")
    }

    /// A marker view subclass that sets its look and collisions as its annotation is set, and prepares itself for
    /// display (MKMarkerAnnotationView `titleVisibility`, `animatesWhenAdded`; MKAnnotationView `collisionMode`,
    /// `prepareForDisplay()`), as the cluster views of Apple's sample "Decluttering a Map with MapKit Annotation
    /// Clustering" do: each goes under MapLibre's note, the overridden method with its body.
    @Test func aMarkerViewSubclassKeepsOnlyWhatMapLibreViewsHave() {
        let screen = """
            final class CyclistView: MKMarkerAnnotationView {
                override var annotation: MKAnnotation? {
                    willSet {
                        titleVisibility = .hidden
                        animatesWhenAdded = true
                        collisionMode = .circle
                    }
                }

                override func prepareForDisplay() {
                    super.prepareForDisplay()
                    displayPriority = .defaultLow
                }
            }

            """
        let output = Porter(from: .mapKit, to: .maplibre).port(screen).output
        for line in [
            "self.titleVisibility = .hidden", "self.animatesWhenAdded = true", "self.collisionMode = .circle",
            "override func prepareForDisplay() {", "    super.prepareForDisplay()",
        ] {
            #expect(output.contains("// PORT(mapkit): " + line), "\(line)")
        }
        #expect(output.contains("final class CyclistView: MLNAnnotationView {"))
        #expect(output.contains("MapLibre's MLNAnnotationView has no prepareForDisplay()"))
    }

    /// Every gesture switched at once, and the scroll-view switch MapLibre has no counterpart for, set through
    /// the view controller that holds the map (declared in another file), as a Google map delegate object does.
    @Test func theGestureSwitchesOfAMapHeldByAnotherObjectArePorted() {
        let screen = """
            final class MapDelegate: NSObject, GMSMapViewDelegate {
                func attach(to controller: PlacesViewController) {
                    controller.mapView.delegate = self
                    controller.mapView.settings.setAllGesturesEnabled(false)
                    controller.mapView.settings.consumesGesturesInView = false
                    controller.mapView.settings.indoorPicker = false
                }
            }

            """
        let output = Porter(from: .googleMaps, to: .maplibre).port(screen).output
        #expect(
            output.contains(
                "controller.mapView.isScrollEnabled = false; controller.mapView.isZoomEnabled = false; controller.mapView.isRotateEnabled = false; controller.mapView.isPitchEnabled = false"
            ))
        #expect(output.contains("// PORT(google): controller.mapView.settings.consumesGesturesInView = false"))
        #expect(output.contains("// PORT(google): controller.mapView.settings.indoorPicker = false"))
    }

    /// A map view named on a line of its own after a leading dot (a member chain continued, or a statement that
    /// starts with `.mapView`) has nothing before it to read: the port reads on instead of stopping.
    @Test func aLeadingDotBeforeTheMapViewIsReadSafely() {
        let screen = """
            func attach(_ mapView: GMSMapView, holder: Holder) {
                holder
                    .mapView.settings.compassButton = true
                let values = [1]
                .mapView.settings.indoorPicker = false
            }

            """
        let output = Porter(from: .googleMaps, to: .maplibre).port(screen).output
        #expect(output.contains("let values = [1]"))
    }
}
