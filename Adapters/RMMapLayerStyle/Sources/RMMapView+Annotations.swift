// swift-format-ignore-file: NeverUseImplicitlyUnwrappedOptionals

// route-me's headers carry no nullability: Swift imports their objects implicitly unwrapped, and so does this API.
import Foundation
import MapCompatCore

/// route-me's annotation calls (`RMMapView.h`, "Annotations"), as Swift's importer names them: the header's
/// untyped `NSArray`s are `[Any]!`, objects implicitly unwrapped.
extension RMMapView {
    /// The annotations on the map, in the order they were added (`annotations`, an `NSArray`).
    public var annotations: [Any]! { annotationOrder.compactMap { annotationsByID[$0] } }

    /// Puts an annotation on the map (core `InteractiveMap.addAnnotation(_:)`), above those already there;
    /// without a layer, the delegate's `mapView(_:layerFor:)` is asked for one. `nil`, an annotation already
    /// on a map, or one with an invalid coordinate is reported and ignored.
    public func addAnnotation(_ annotation: RMAnnotation!) {
        guard let annotation, annotation.coreID == nil else {
            reportIgnored("RMMapView.addAnnotation(_:)", annotation, "nil, or already on a map")
            return
        }
        let id = AnnotationID(core.newIdentifier(prefix: "rm").rawValue)
        annotation.mapView = self
        if annotation.layer == nil, let delegate {
            annotation.layer =
                delegate.mapView(self as RMMapView?, layerFor: annotation as RMAnnotation?)
                ?? delegate.mapView(self, layerFor: annotation)
        }
        if annotation.layer?.sceneShape() != nil {
            // Shapes and circles are scene items in the core, hit by their geometry.
            guard let item = annotation.sceneItem(id: id), (try? core.scene.add(item)) != nil else {
                reportIgnored("RMMapView.addAnnotation(_:)", annotation, "the shape is not valid")
                return
            }
        } else {
            guard let value = annotation.coreAnnotation(id: id), (try? core.addAnnotation(value)) != nil else {
                reportIgnored("RMMapView.addAnnotation(_:)", annotation, "the coordinate is not valid")
                return
            }
        }
        annotation.coreID = id
        annotation.layer?.annotation = annotation
        annotationsByID[id] = annotation
        annotationOrder.append(id)
        correctOrderingOfAllAnnotations()
    }

    /// Puts several annotations on the map; elements that are not `RMAnnotation`s are reported and skipped.
    public func addAnnotations(_ annotations: [Any]!) {
        for element in annotations ?? [] {
            guard let annotation = element as? RMAnnotation else {
                reportIgnored("RMMapView.addAnnotations(_:)", nil, "\(type(of: element)) is not an RMAnnotation")
                continue
            }
            addAnnotation(annotation)
        }
    }

    /// The annotation behind a core annotation id (for code that reads the core, such as callout geometry).
    public func annotation(for id: AnnotationID) -> RMAnnotation? { annotationsByID[id] }

    /// Takes an annotation off the map (core `InteractiveMap.removeAnnotation(_:)`; its selection goes with
    /// it). One not on this map is ignored, as route-me does.
    public func removeAnnotation(_ annotation: RMAnnotation!) {
        guard let annotation, annotation.mapView === self, let id = annotation.coreID else { return }
        annotation.refreshStoredCoordinate()
        if core.scene.contains(SceneItemID(id.rawValue)) {
            _ = try? core.scene.remove(SceneItemID(id.rawValue))
        } else {
            try? core.removeAnnotation(id)
        }
        annotationsByID[id] = nil
        annotationOrder.removeAll { $0 == id }
        annotation.coreID = nil
        annotation.mapView = nil
    }

    /// Takes several annotations off the map.
    public func removeAnnotations(_ annotations: [Any]!) {
        for case let annotation as RMAnnotation in annotations ?? [] { removeAnnotation(annotation) }
    }

    /// Takes every annotation off the map (`removeAllAnnotations`); the user-location annotation stays, as
    /// in route-me.
    public func removeAllAnnotations() {
        for id in annotationOrder {
            guard let annotation = annotationsByID[id], !(annotation is RMUserLocation) else { continue }
            removeAnnotation(annotation)
        }
    }

    /// Where an annotation is on screen (`mapPositionForAnnotation:`).
    public func mapPosition(for annotation: RMAnnotation!) -> CGPoint {
        guard let annotation else { return .zero }
        return coordinate(toPixel: annotation.coordinate)
    }

    /// The selected annotation (the core's `InteractiveMap.selectedAnnotationID`); setting it selects as
    /// ``selectAnnotation(_:animated:)`` does.
    public var selectedAnnotation: RMAnnotation! {
        get { core.selectedAnnotationID.flatMap { annotationsByID[$0] } }
        set { selectAnnotation(newValue, animated: false) }
    }

    /// Selects an annotation as a tap would (core `InteractiveMap.selectAnnotation(_:)`); `nil` deselects.
    /// `animated` has no effect headless.
    public func selectAnnotation(_ annotation: RMAnnotation!, animated: Bool) {
        guard let annotation else {
            core.deselectAnnotation()
            return
        }
        guard annotation.mapView === self, let id = annotation.coreID else { return }
        _ = try? core.selectAnnotation(id)
    }

    /// Deselects an annotation if it is the selection (core `InteractiveMap.deselectAnnotation(_:)`).
    /// `animated` has no effect headless.
    public func deselectAnnotation(_ annotation: RMAnnotation!, animated: Bool) {
        guard let annotation, annotation.mapView === self, let id = annotation.coreID else { return }
        core.deselectAnnotation(id)
    }

    /// Pushes an annotation's values to the core, keeping the coordinate the core holds unless the app just
    /// set one.
    func sync(_ annotation: RMAnnotation, takingCoordinate: Bool = false) {
        guard annotation.mapView === self, let id = annotation.coreID else { return }
        if !takingCoordinate { annotation.refreshStoredCoordinate() }
        if core.scene.contains(SceneItemID(id.rawValue)) {
            guard let item = annotation.sceneItem(id: id) else { return }
            try? core.scene.update(item)
            return
        }
        guard let value = annotation.coreAnnotation(id: id) else { return }
        try? core.updateAnnotation(value)
    }

    private func reportIgnored(_ field: String, _ annotation: RMAnnotation?, _ message: String) {
        core.diagnostics.report(
            MapDiagnostic(
                field: field, value: annotation.map { "\($0.title ?? "untitled") at \($0.coordinate)" } ?? "nil",
                action: .ignored, message: message))
    }
}
