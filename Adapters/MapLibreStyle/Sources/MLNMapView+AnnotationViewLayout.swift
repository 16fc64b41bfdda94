import Foundation
import MapCompatCore

/// Where the map puts its annotation views and the callout of the selection as the camera moves, as MapLibre
/// does on each frame (maplibre/maplibre-native `platform/ios/src/MLNMapView.mm`, `updateAnnotationViews`,
/// `updateUserLocationAnnotationViewAnimatedWithDuration:` and `updateCalloutView`): each view's ``MLNAnnotationView/center``
/// goes to its annotation's point, which the core says (following the finger while dragged), and a callout
/// anchored to its annotation follows it.
extension MLNMapView {
    /// Puts every annotation view, the user location view and an anchored callout where the core shows them now.
    func layoutAnnotationViews() {
        for id in order {
            guard let view = records[id]?.view else { continue }
            place(view, of: id)
        }
        placeUserLocationView()
        updateCalloutView()
    }

    /// Puts the user location view where MapLibre puts it: while following, at the point the camera keeps the
    /// location on (`userLocationAnnotationViewCenter`: the delegate's anchor or the content area's middle), at
    /// once, as a UIView animation sets its end value at once while the camera still moves there; otherwise,
    /// and while course tracking shows a target too, on the core's location marker.
    func placeUserLocationView() {
        guard let view = userLocationView, let marker = core.locationMarkerPoint else { return }
        let following =
            (core.trackingMode == .follow || core.trackingMode == .followWithHeading) && !followsTowardsTarget
        view.center = following ? core.locationAnchor ?? core.viewport.focalPoint : marker
    }

    /// Puts one annotation's view on its annotation's point on screen.
    func place(_ view: MLNAnnotationView, of id: AnnotationID) {
        guard let point = core.screenPosition(of: id) else { return }
        view.center = point
    }

    /// Moves the presented callout with its annotation when it is anchored to it: its centre goes to the top
    /// middle of the annotation's frame, as `updateCalloutView` sets it (app callouts that sit above that point
    /// shift themselves, as public ones do by overriding `center`; ``MLNCompactCalloutView`` puts its arrow's
    /// tip there). The core then judges taps on the callout where it now stands.
    func updateCalloutView() {
        guard let (id, callout) = presentedCallout, callout.isAnchoredToAnnotation,
            let view = callout as? UIView, let frame = core.frame(of: id)
        else { return }
        let centre = CGPoint(x: frame.midX, y: frame.minY)
        if view.center != centre { view.center = centre }
        core.placeShownCallout(in: view.frame)
    }

    /// Dismisses the shown callout when an annotation view's drag starts, as `MLNAnnotationView.mm` dismisses
    /// the map's `calloutViewForSelectedAnnotation` in `setDragState:animated:`; the selection stays, and the core
    /// stops routing taps to the callout.
    func dismissCalloutForDragStart(animated: Bool) {
        if let presented = presentedCallout {
            presentedCallout = nil
            presented.view.dismissCallout(animated: animated)
        }
        core.hideCallout()
    }
}
