import Foundation

extension InteractiveMap {
    /// Tells the map where the app's own callout view stands for the callout shown now, in screen points, so
    /// that taps are judged on the view the user sees rather than on the profile's bubble: MapLibre's
    /// `MLNCalloutView` lays itself out in `presentCalloutFromRect:inView:constrainedToRect:animated:`. The
    /// frame follows the annotation as the camera moves; it is forgotten when the callout hides. Does nothing
    /// while no callout is shown; `nil` returns to the profile's layout.
    public func placeShownCallout(in frame: CGRect?) {
        guard let shown = shownCallout else { return }
        guard let frame, frame.width > 0, frame.height > 0, frame.minX.isFinite, frame.minY.isFinite else {
            annotationStore.presentedCallout = nil
            return
        }
        annotationStore.presentedCallout = (
            shown.annotationID, frame.offsetBy(dx: -shown.anchor.x, dy: -shown.anchor.y)
        )
    }

    /// Hides the selected annotation's callout and keeps the selection, for a vendor whose callout view is
    /// dismissed by something other than a tap (MapLibre's annotation view dismisses it when its drag starts,
    /// `MLNAnnotationView.mm`): ``MapEvent/calloutHide(id:)`` is emitted and taps stop going to the callout. Does nothing
    /// while no callout is shown.
    public func hideCallout() {
        annotationStore.hideCallout()
        settle()
    }
}
