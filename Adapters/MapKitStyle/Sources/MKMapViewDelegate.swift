import Foundation
import MapCompatCore

/// MapKit's map delegate, every method of the iOS 18 SDK with its Swift name (Apple's `MKMapViewDelegate`
/// reference). Every method is optional in MapKit: here each is a requirement with a default in the extension
/// below, so a method a delegate implements is the one called, and one it leaves out does what MapKit does without
/// it. Calls come from the core's events (camera, selection, drag, tracking) and from the map's own work (asking for
/// views and renderers, loading, the user's location).
public protocol MKMapViewDelegate: NSObjectProtocol {
    /// The region is about to change: the core's `cameraWillChange`; `animated` is the core's flag.
    func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool)
    /// The visible region changed one step: the core's `cameraChanging`.
    func mapViewDidChangeVisibleRegion(_ mapView: MKMapView)
    /// The region finished changing: the core's `cameraDidChange`; `animated` repeats the will-change's flag.
    func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool)
    /// The map starts loading (at the first `advance(by:)` or touch headless).
    func mapViewWillStartLoadingMap(_ mapView: MKMapView)
    /// The map finished loading, right after it started (nothing is fetched headless).
    func mapViewDidFinishLoadingMap(_ mapView: MKMapView)
    /// The map could not load: never called headless, where nothing is fetched.
    func mapViewDidFailLoadingMap(_ mapView: MKMapView, withError error: any Error)
    /// The map starts rendering: after loading, and as the camera comes to rest (the core's `cameraIdle`).
    func mapViewWillStartRenderingMap(_ mapView: MKMapView)
    /// The map finished rendering, fully: after loading, and when the camera comes to rest (the core's
    /// `cameraIdle`).
    func mapViewDidFinishRenderingMap(_ mapView: MKMapView, fullyRendered: Bool)
    /// The view of an annotation, asked when it is added and when the delegate is set; `nil` by default, which
    /// gives the class registered for ``MKMapViewDefaultAnnotationViewReuseIdentifier`` or an
    /// ``MKMarkerAnnotationView``, as MapKit does. Not asked for ``MKMapView/userLocation``.
    func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView?
    /// Annotation views were added: after `addAnnotation(_:)` or `addAnnotations(_:)` made them.
    func mapView(_ mapView: MKMapView, didAdd views: [MKAnnotationView])
    /// A callout accessory that is a `UIControl` was tapped: the core's `calloutTap` with part `left` or `right`.
    func mapView(
        _ mapView: MKMapView, annotationView view: MKAnnotationView, calloutAccessoryControlTapped control: UIControl)
    /// An annotation view became selected: the core's `annotationSelect`, right after
    /// ``mapView(_:didSelect:)-(_,MKAnnotation)``.
    func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView)
    /// An annotation view stopped being selected: the core's `annotationDeselect`, right after
    /// ``mapView(_:didDeselect:)-(_,MKAnnotation)``.
    func mapView(_ mapView: MKMapView, didDeselect view: MKAnnotationView)
    /// An annotation became selected (iOS 16): the core's `annotationSelect`; ``MKMapView/userLocation`` for the
    /// user's dot.
    func mapView(_ mapView: MKMapView, didSelect annotation: any MKAnnotation)
    /// An annotation stopped being selected (iOS 16): the core's `annotationDeselect`.
    func mapView(_ mapView: MKMapView, didDeselect annotation: any MKAnnotation)
    /// The map starts showing the user's location (``MKMapView/showsUserLocation`` turned on).
    func mapViewWillStartLocatingUser(_ mapView: MKMapView)
    /// The map stopped showing the user's location.
    func mapViewDidStopLocatingUser(_ mapView: MKMapView)
    /// The user's location or heading changed while the map shows it.
    func mapView(_ mapView: MKMapView, didUpdate userLocation: MKUserLocation)
    /// Locating the user failed: never called headless, where fixes come from
    /// ``MKMapView/deliverUserLocation(_:heading:)``.
    func mapView(_ mapView: MKMapView, didFailToLocateUserWithError error: any Error)
    /// An annotation view's drag state changed: the core's `dragState`, after the view took the state.
    func mapView(
        _ mapView: MKMapView, annotationView view: MKAnnotationView,
        didChange newState: MKAnnotationView.DragState, fromOldState oldState: MKAnnotationView.DragState)
    /// The tracking mode changed: the core's `trackingMode`, when MapKit's mode differs from the last one told.
    func mapView(_ mapView: MKMapView, didChange mode: MKUserTrackingMode, animated: Bool)
    /// The renderer that draws an overlay, asked when it is added and when the delegate is set. By default a
    /// plain ``MKOverlayRenderer`` (MapKit draws nothing for an overlay without a renderer; neither does this map).
    func mapView(_ mapView: MKMapView, rendererFor overlay: any MKOverlay) -> MKOverlayRenderer
    /// Overlay renderers were added: after `addOverlay(_:)` asked for them.
    func mapView(_ mapView: MKMapView, didAdd renderers: [MKOverlayRenderer])
    /// The cluster annotation for clustered members: never asked headless, where annotations do not cluster.
    func mapView(_ mapView: MKMapView, clusterAnnotationForMemberAnnotations memberAnnotations: [any MKAnnotation])
        -> MKClusterAnnotation
    /// The accessory a selected annotation shows (iOS 18): asked on each selection; nothing is drawn headless.
    func mapView(_ mapView: MKMapView, selectionAccessoryFor annotation: any MKAnnotation) -> MKSelectionAccessory?
}

extension MKMapViewDelegate {
    /// Does nothing.
    public func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool) {}
    /// Does nothing.
    public func mapViewDidChangeVisibleRegion(_ mapView: MKMapView) {}
    /// Does nothing.
    public func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {}
    /// Does nothing.
    public func mapViewWillStartLoadingMap(_ mapView: MKMapView) {}
    /// Does nothing.
    public func mapViewDidFinishLoadingMap(_ mapView: MKMapView) {}
    /// Does nothing.
    public func mapViewDidFailLoadingMap(_ mapView: MKMapView, withError error: any Error) {}
    /// Does nothing.
    public func mapViewWillStartRenderingMap(_ mapView: MKMapView) {}
    /// Does nothing.
    public func mapViewDidFinishRenderingMap(_ mapView: MKMapView, fullyRendered: Bool) {}
    /// No view of the app's: the map's default view.
    public func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView? { nil }
    /// Does nothing.
    public func mapView(_ mapView: MKMapView, didAdd views: [MKAnnotationView]) {}
    /// Does nothing.
    public func mapView(
        _ mapView: MKMapView, annotationView view: MKAnnotationView, calloutAccessoryControlTapped control: UIControl
    ) {}
    /// Does nothing.
    public func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView) {}
    /// Does nothing.
    public func mapView(_ mapView: MKMapView, didDeselect view: MKAnnotationView) {}
    /// Does nothing.
    public func mapView(_ mapView: MKMapView, didSelect annotation: any MKAnnotation) {}
    /// Does nothing.
    public func mapView(_ mapView: MKMapView, didDeselect annotation: any MKAnnotation) {}
    /// Does nothing.
    public func mapViewWillStartLocatingUser(_ mapView: MKMapView) {}
    /// Does nothing.
    public func mapViewDidStopLocatingUser(_ mapView: MKMapView) {}
    /// Does nothing.
    public func mapView(_ mapView: MKMapView, didUpdate userLocation: MKUserLocation) {}
    /// Does nothing.
    public func mapView(_ mapView: MKMapView, didFailToLocateUserWithError error: any Error) {}
    /// Does nothing.
    public func mapView(
        _ mapView: MKMapView, annotationView view: MKAnnotationView,
        didChange newState: MKAnnotationView.DragState, fromOldState oldState: MKAnnotationView.DragState
    ) {}
    /// Does nothing.
    public func mapView(_ mapView: MKMapView, didChange mode: MKUserTrackingMode, animated: Bool) {}
    /// A plain renderer, which draws nothing.
    public func mapView(_ mapView: MKMapView, rendererFor overlay: any MKOverlay) -> MKOverlayRenderer {
        MKOverlayRenderer(overlay: overlay)
    }
    /// Does nothing.
    public func mapView(_ mapView: MKMapView, didAdd renderers: [MKOverlayRenderer]) {}
    /// A cluster of the members.
    public func mapView(
        _ mapView: MKMapView, clusterAnnotationForMemberAnnotations memberAnnotations: [any MKAnnotation]
    ) -> MKClusterAnnotation {
        MKClusterAnnotation(memberAnnotations: memberAnnotations)
    }
    /// No accessory.
    public func mapView(_ mapView: MKMapView, selectionAccessoryFor annotation: any MKAnnotation)
        -> MKSelectionAccessory?
    { nil }
}
