import Foundation
import MapCompatConformance
import MapCompatCore
import MapKitStyle

/// The spec's scene as a MapKit app builds it: annotations and markers are `MKPointAnnotation`s shown by the
/// session's annotation views; polylines, polygons and circles are overlays with renderers.
///
/// A spec marker that consumes taps is a point annotation with an enabled view: MapKit tells the app of a tap on it
/// by selecting it (`mapView(_:didSelect:)`), and the app deselects it at once so that the next tap selects it again,
/// as apps that use annotations as tappable markers do. A marker without a handler has a disabled view, which
/// "ignores touch events and isn't selectable" (Apple's `MKAnnotationView.isEnabled`), so taps pass through it.
extension MapKitSession {
    /// MapKit's rules for a vendor spec, the neutral ones otherwise. A drag callback that allows is what MapKit
    /// has without asking: a draggable view drags (``AnnotationRules/mapKit``'s `dragsWithoutHook`), so that answer
    /// is the profile's, not the plugin's.
    static func profile(for spec: Spec) throws -> InteractionProfile {
        guard spec.profile == .neutral else { return .mapKit }
        var profile = InteractionProfile.neutral
        if spec.handlers.drag == .allow {
            profile.annotations.dragsWithoutHook = InteractionProfile.mapKit.annotations.dragsWithoutHook
        }
        let hasMarkers = spec.scene.contains { if case .marker = $0.content { true } else { false } }
        let hasAnnotations = spec.scene.contains { if case .annotation = $0.content { true } else { false } }
        if hasMarkers, hasAnnotations {
            throw NotExpressible(
                reason: "MapKit's markers are annotation views too: one selection and one hit order cover both, so "
                    + "markers beside annotations cannot keep the neutral overlay rules")
        }
        return profile
    }

    /// Makes the spec's annotations, markers and overlays; the annotations are added once the delegate is set.
    func prepareScene(_ scene: [Spec.SceneItem]) throws {
        for item in scene {
            switch item.content {
            case .annotation(let fields): prepare(item, fields)
            case .marker(let fields): try prepareMarker(item, fields)
            case .polyline, .polygon, .circle: try prepareOverlay(item)
            default:
                throw MapCompatError(
                    .conflict, field: "scene.\(item.id)", "MKMapView shows annotations and overlays only")
            }
        }
    }

    private func prepare(_ item: Spec.SceneItem, _ fields: Spec.SceneItem.Annotation) {
        let (annotation, view) = pointAnnotation(item, at: fields.position, size: fields.size, anchor: fields.anchor)
        annotation.title = fields.title
        annotation.subtitle = fields.subtitle
        view.isEnabled = fields.enabled
        view.canShowCallout = fields.callout
        view.calloutOffset = fields.calloutOffset
        view.isDraggable = fields.draggable && !dragsRefused
        if fields.accessories.contains(.left) { view.leftCalloutAccessoryView = Self.accessory(tag: 1) }
        if fields.accessories.contains(.right) { view.rightCalloutAccessoryView = Self.accessory(tag: 2) }
    }

    /// Places a spec marker as an untitled point annotation, enabled when it takes taps.
    private func prepareMarker(_ item: Spec.SceneItem, _ fields: Spec.SceneItem.Marker) throws {
        guard item.tap != .propagate else {
            throw NotExpressible(
                reason: "a tap that selects a MapKit annotation view ends there",
                capability: .scene("tapHandler.propagate"))
        }
        let (_, view) = pointAnnotation(item, at: fields.position, size: fields.size, anchor: fields.anchor)
        view.isEnabled = item.tap == .consume
        markers.insert(item.id)
    }

    /// A point annotation and the view that shows it, its centre offset placing `anchor` on the position, its z
    /// priority the spec's z above MapKit's default.
    private func pointAnnotation(_ item: Spec.SceneItem, at position: LatLng, size: CGSize, anchor: CGPoint)
        -> (MKPointAnnotation, ReportingAnnotationView)
    {
        let annotation = MKPointAnnotation()
        annotation.coordinate = CLLocationCoordinate2D(latitude: position.latitude, longitude: position.longitude)
        let view = ReportingAnnotationView(annotation: annotation, reuseIdentifier: nil)
        view.frame = CGRect(origin: .zero, size: size)
        view.centerOffset = CGPoint(
            x: (0.5 - Double(anchor.x)) * Double(size.width), y: (0.5 - Double(anchor.y)) * Double(size.height))
        view.isHidden = !item.visible
        view.zPriority = MKAnnotationViewZPriority(
            rawValue: MKAnnotationViewZPriority.defaultUnselected.rawValue + Float(item.z))
        let key = ObjectIdentifier(annotation)
        specIDs[key] = item.id
        annotationsByID[item.id] = annotation
        views[key] = view
        return (annotation, view)
    }

    /// A callout accessory button as apps make one, told apart by its tag.
    private static func accessory(tag: Int) -> UIView {
        let button = UIButton(type: .detailDisclosure)
        button.tag = tag
        return button
    }

    /// An overlay for a spec shape that taps pass through; MapKit overlays take no taps.
    private func prepareOverlay(_ item: Spec.SceneItem) throws {
        guard item.tap == nil else {
            throw NotExpressible(
                reason: "MapKit overlays take no taps (MKMapViewDelegate has no overlay tap method)",
                capability: .scene("tapHandler.\(item.tap?.rawValue ?? "consume")"))
        }
        // An app hides an overlay by leaving it off the map: MKOverlay has no hidden flag.
        guard item.visible else { return }
        switch item.content {
        case .polyline(let fields):
            let line = MKPolyline(coordinates: fields.points.map(Self.coordinate), count: fields.points.count)
            lineWidths[ObjectIdentifier(line)] = fields.width
            overlays.append(line)
        case .polygon(let fields):
            let holes = fields.holes.map { MKPolygon(coordinates: $0.map(Self.coordinate), count: $0.count) }
            overlays.append(
                MKPolygon(
                    coordinates: fields.points.map(Self.coordinate), count: fields.points.count,
                    interiorPolygons: holes.isEmpty ? nil : holes))
        case .circle(let fields):
            overlays.append(MKCircle(center: Self.coordinate(fields.center), radius: fields.radius))
        default:
            return
        }
    }

    private static func coordinate(_ position: LatLng) -> CLLocationCoordinate2D {
        CLLocationCoordinate2D(latitude: position.latitude, longitude: position.longitude)
    }

    /// Declines what a marker cannot do on MapKit: keep a long press, a drag or raw touches from the map. MapKit's
    /// annotation views hear of taps only (selection); a long press on one reaches the app's long-press recognizer,
    /// where the neutral marker that consumes taps keeps it.
    func declineMarkerPresses(_ step: Step) throws {
        let consuming = markers.contains { id in
            annotationsByID[id].flatMap { views[ObjectIdentifier($0)] }?.isEnabled == true
        }
        guard consuming, step.mayHoldAFinger(on: driver.profile) else { return }
        throw NotExpressible(
            reason: "MapKit's annotation views hear of taps only (selection): a long press on a marker reaches the "
                + "app's long-press recognizer, so it cannot keep the press as a neutral item that consumes taps does")
    }
}
