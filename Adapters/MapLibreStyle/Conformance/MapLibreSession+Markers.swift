import Foundation
import MapCompatConformance
import MapCompatCore
import MapLibreStyle

/// Markers and the drag answer: how a MapLibre app expresses them.
///
/// A spec marker with a tap handler that consumes is an `MLNPointAnnotation` with a view: MapLibre tells the
/// app of a tap on it by selecting it (`mapView(_:didSelect:)`), and the app deselects it at once so that the
/// next tap selects it again, as apps that treat annotations as tappable markers do (a pattern of
/// MapKit-shaped delegates, whose selection rule MapLibre shares: `selectAnnotation:…` in maplibre-native
/// `platform/ios/src/MLNMapView.mm` returns early for the selected annotation). A marker without a handler
/// is a disabled view, which MapLibre's hit test skips (`annotationTagAtPoint:persistingResults:` in
/// maplibre-native `platform/ios/src/MLNMapView.mm` filters out views that are not `enabled`), so taps pass
/// through it.
extension MapLibreSession {
    /// MapLibre's rules for a vendor spec, the neutral ones otherwise. A drag callback that allows is what
    /// MapLibre has without asking: a draggable view drags (``AnnotationRules/mapLibre``'s
    /// `dragsWithoutHook`), so that answer is the profile's, not the plugin's.
    static func profile(for spec: Spec) throws -> InteractionProfile {
        guard spec.profile == .neutral else { return .mapLibre }
        var profile = InteractionProfile.neutral
        if spec.handlers.drag == .allow {
            profile.annotations.dragsWithoutHook = InteractionProfile.mapLibre.annotations.dragsWithoutHook
        }
        let hasMarkers = spec.scene.contains { if case .marker = $0.content { true } else { false } }
        let hasAnnotations = spec.scene.contains { if case .annotation = $0.content { true } else { false } }
        if hasMarkers, hasAnnotations {
            throw NotExpressible(
                reason: "MapLibre's markers are point annotations too: one selection and one hit order cover "
                    + "both, so markers beside annotations cannot keep the neutral overlay rules")
        }
        return profile
    }

    /// A point annotation and the view that shows it, its centre offset placing `anchor` on the position.
    static func pointAnnotation(
        at position: LatLng, size: CGSize, anchor: CGPoint, title: String?, subtitle: String?
    ) -> (MLNPointAnnotation, ReportingAnnotationView) {
        let annotation = MLNPointAnnotation(
            coordinate: CLLocationCoordinate2D(latitude: position.latitude, longitude: position.longitude),
            title: title, subtitle: subtitle)
        let view = ReportingAnnotationView(
            reuseIdentifier: nil, frame: CGRect(origin: .zero, size: size),
            centerOffset: CGVector(
                dx: (0.5 - Double(anchor.x)) * Double(size.width), dy: (0.5 - Double(anchor.y)) * Double(size.height)))
        return (annotation, view)
    }

    /// Places a spec marker as an untitled point annotation (no callout), enabled when it takes taps.
    func prepareMarker(_ item: Spec.SceneItem, _ fields: Spec.SceneItem.Marker) throws {
        guard item.tap != .propagate else {
            throw NotExpressible(
                reason: "a tap that selects a MapLibre annotation ends there",
                capability: .scene("tapHandler.propagate"))
        }
        let (annotation, view) = Self.pointAnnotation(
            at: fields.position, size: fields.size, anchor: fields.anchor, title: nil, subtitle: nil)
        view.isEnabled = item.tap == .consume
        view.isDraggable = false
        view.isHidden = !item.visible
        view.zPosition = item.z
        let key = ObjectIdentifier(annotation)
        specIDs[key] = item.id
        annotationsByID[item.id] = annotation
        views[key] = view
        callouts[key] = false
        markers.insert(item.id)
    }

    /// Declines what a marker cannot do on MapLibre: keep a long press, a drag or raw touches from the map.
    /// MapLibre's annotations hear of taps only (selection); a long press on one reaches the app's long-press
    /// recognizer, which runs alongside the map's, where the neutral marker that consumes taps keeps it.
    func declineMarkerPresses(_ step: Step) throws {
        let consuming = markers.contains { id in
            annotationsByID[id].flatMap { views[ObjectIdentifier($0)] }?.isEnabled == true
        }
        guard consuming || hasConsumingShapes, step.mayHoldAFinger(on: driver.profile) else { return }
        throw NotExpressible(
            reason:
                "MapLibre's annotations hear of taps only (selection): a long press on a marker or shape reaches "
                + "the app's long-press recognizer, so it cannot keep the press as a neutral item that consumes "
                + "taps does")
    }
}
