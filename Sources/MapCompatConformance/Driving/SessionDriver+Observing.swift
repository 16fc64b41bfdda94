import Foundation
import MapCompatCore

/// What a plugin reads of the map that its vendor's API does not show, or not in the neutral terms the spec
/// speaks: the driver reads it from the view's core, so that plugins drive their vendor API and this driver
/// only, never the core directly (see `AdapterPlugin`).
extension SessionDriver {
    /// The rules the view's map follows.
    public var profile: InteractionProfile { view.core.profile }

    /// The view's size and insets, in the neutral terms of observed state.
    public var viewport: Viewport { view.core.viewport }

    /// Where the view reports input its vendor API clamped or ignored instead of throwing.
    public var diagnostics: MapDiagnostics { view.core.diagnostics }

    /// Whether a control is shown now, as the screen would show it (vendors have no getter for the derived
    /// visibility: a compass hides itself while the map is level).
    public func visibility(of control: MapControl) -> ControlVisibility { view.core.visibility(of: control) }

    /// The latest location fix the view's map was given, if any.
    public var location: LocationFix? { view.core.location }

    /// Where a step's one-finger tap reaches the map: a `tap`'s point, or the centre of a `tapControl`'s
    /// control while that control is hidden (a hidden control does not catch the tap); `nil` for other steps.
    /// Plugins whose vendor routes such a tap otherwise ask it before performing the step.
    public func mapTapPoint(of step: Step) -> CGPoint? {
        switch step {
        case .tap(let point): point
        case .tapControl(let control) where view.core.visibility(of: control) == .hidden:
            Self.center(of: view.core.frame(of: control))
        default: nil
        }
    }

    /// The callout shown now, with where its parts are.
    public var shownCallout: Callout? { view.core.shownCallout }

    /// An annotation's frame on screen now.
    public func frame(of id: AnnotationID) -> CGRect? { view.core.frame(of: id) }

    /// Whether a long press at `point` lands on an annotation it would drag (see
    /// `InteractiveMap.longPressActsOnDraggableAnnotation(at:)`).
    public func longPressDrags(at point: CGPoint) -> Bool { view.core.longPressActsOnDraggableAnnotation(at: point) }

    /// Whether a tap at `point` lands where the neutral map draws the user-location marker for the latest
    /// fix, whether or not this view draws it.
    public func tapReachesNeutralLocationMarker(_ point: CGPoint) -> Bool {
        let core = view.core
        guard let fix = core.location, let marker = core.transform.point(for: fix.position) else { return false }
        return core.locationMarker(at: marker, contains: point)
    }
}
