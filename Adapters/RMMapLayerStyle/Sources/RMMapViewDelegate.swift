import Foundation
import MapCompatCore

#if canImport(UIKit)
    import UIKit
#endif

/// The map view's delegate (`RMMapViewDelegate`): every method is optional, as in route-me; each one is a
/// core `MapEvent` or decision hook reshaped.
public protocol RMMapViewDelegate: AnyObject {
    /// The layer for an annotation added without one (`mapView:layerForAnnotation:`).
    func mapView(_ mapView: RMMapView, layerFor annotation: RMAnnotation) -> RMMapLayer?
    /// An annotation became selected (`mapView:didSelectAnnotation:`; core `annotationSelect`).
    func mapView(_ mapView: RMMapView, didSelect annotation: RMAnnotation)
    /// An annotation stopped being selected (`mapView:didDeselectAnnotation:`; core `annotationDeselect`).
    func mapView(_ mapView: RMMapView, didDeselect annotation: RMAnnotation)
    /// The map is about to move (`beforeMapMove:byUser:`; core `cameraWillChange`, by user for gestures).
    func beforeMapMove(_ map: RMMapView, byUser wasUserAction: Bool)
    /// The map finished moving (`afterMapMove:byUser:`; core `cameraDidChange`).
    func afterMapMove(_ map: RMMapView, byUser wasUserAction: Bool)
    /// The map is about to zoom (`beforeMapZoom:byUser:`; the first core `cameraChanging` that changes zoom).
    func beforeMapZoom(_ map: RMMapView, byUser wasUserAction: Bool)
    /// The map finished zooming (`afterMapZoom:byUser:`; core `cameraDidChange` after a zoom).
    func afterMapZoom(_ map: RMMapView, byUser wasUserAction: Bool)
    /// The visible region changed (`mapViewRegionDidChange:`; core `cameraChanging`).
    func mapViewRegionDidChange(_ mapView: RMMapView)
    /// A double tap reached the map (`doubleTapOnMap:at:`; core `mapDoubleTap`).
    func doubleTapOnMap(_ map: RMMapView, at point: CGPoint)
    /// A single tap reached the map (`singleTapOnMap:at:`; core `mapTap`).
    func singleTapOnMap(_ map: RMMapView, at point: CGPoint)
    /// A two-finger tap reached the map (`singleTapTwoFingersOnMap:at:`; core `mapTwoFingerTap`).
    func singleTapTwoFingersOnMap(_ map: RMMapView, at point: CGPoint)
    /// A long press reached the map (`longPressOnMap:at:`; core `mapLongPress`).
    func longPressOnMap(_ map: RMMapView, at point: CGPoint)
    /// A tap reached an annotation's layer, after the selection it caused (`tapOnAnnotation:onMap:`; core
    /// `annotationTap`). A delegate that does not implement it gets `singleTapOnMap(_:at:)` at the tap's
    /// point instead, as in route-me.
    func tapOnAnnotation(_ annotation: RMAnnotation, onMap map: RMMapView)
    /// A double tap on an annotation's layer (`doubleTapOnAnnotation:onMap:`); never called: the core
    /// reports no double tap on an annotation (see the porting article).
    func doubleTapOnAnnotation(_ annotation: RMAnnotation, onMap map: RMMapView)
    /// A long press on an annotation that starts no drag (`longPressOnAnnotation:onMap:`; core
    /// `annotationLongPress`). With route-me's rules the map's `longPressOnMap(_:at:)` does not follow.
    func longPressOnAnnotation(_ annotation: RMAnnotation, onMap map: RMMapView)
    /// A tap on a marker's label (`tapOnLabelForAnnotation:onMap:`); never called: the core has no
    /// labels inside an annotation (see the porting article).
    func tapOnLabelForAnnotation(_ annotation: RMAnnotation, onMap map: RMMapView)
    /// A double tap on a marker's label (`doubleTapOnLabelForAnnotation:onMap:`); never called (no labels).
    func doubleTapOnLabelForAnnotation(_ annotation: RMAnnotation, onMap map: RMMapView)
    /// A callout accessory control was tapped (`tapOnCalloutAccessoryControl:forAnnotation:onMap:`; core
    /// `calloutTap` on the left or right part, when that accessory is a `UIControl`).
    func tapOnCalloutAccessoryControl(_ control: UIControl, for annotation: RMAnnotation, onMap map: RMMapView)
    /// Whether a long press may drag an annotation (`mapView:shouldDragAnnotation:`; the core's
    /// `InteractiveMap.shouldDragAnnotation` hook). Not implemented means never.
    func mapView(_ mapView: RMMapView, shouldDragAnnotation annotation: RMAnnotation) -> Bool
    /// An annotation's drag state changed (`mapView:annotation:didChangeDragState:fromOldState:`; core
    /// `dragState`).
    func mapView(
        _ mapView: RMMapView, annotation: RMAnnotation, didChangeDragState newState: RMMapLayerDragState,
        fromOldState oldState: RMMapLayerDragState)
    /// The tracking mode changed (`mapView:didChangeUserTrackingMode:animated:`; core `trackingMode`).
    func mapView(_ mapView: RMMapView, didChangeUserTrackingMode mode: RMUserTrackingMode, animated: Bool)
}

extension RMMapViewDelegate {
    /// No layer.
    public func mapView(_ mapView: RMMapView, layerFor annotation: RMAnnotation) -> RMMapLayer? { nil }
    /// Nothing.
    public func mapView(_ mapView: RMMapView, didSelect annotation: RMAnnotation) {}
    /// Nothing.
    public func mapView(_ mapView: RMMapView, didDeselect annotation: RMAnnotation) {}
    /// Nothing.
    public func beforeMapMove(_ map: RMMapView, byUser wasUserAction: Bool) {}
    /// Nothing.
    public func afterMapMove(_ map: RMMapView, byUser wasUserAction: Bool) {}
    /// Nothing.
    public func beforeMapZoom(_ map: RMMapView, byUser wasUserAction: Bool) {}
    /// Nothing.
    public func afterMapZoom(_ map: RMMapView, byUser wasUserAction: Bool) {}
    /// Nothing.
    public func mapViewRegionDidChange(_ mapView: RMMapView) {}
    /// Nothing.
    public func doubleTapOnMap(_ map: RMMapView, at point: CGPoint) {}
    /// Nothing.
    public func singleTapOnMap(_ map: RMMapView, at point: CGPoint) {}
    /// Nothing.
    public func singleTapTwoFingersOnMap(_ map: RMMapView, at point: CGPoint) {}
    /// Nothing.
    public func longPressOnMap(_ map: RMMapView, at point: CGPoint) {}
    /// Not implemented: the map falls back to `singleTapOnMap(_:at:)` at the tap's point.
    public func tapOnAnnotation(_ annotation: RMAnnotation, onMap map: RMMapView) {
        map.delegateLacksAnnotationTap = true
    }
    /// Nothing.
    public func doubleTapOnAnnotation(_ annotation: RMAnnotation, onMap map: RMMapView) {}
    /// Nothing.
    public func longPressOnAnnotation(_ annotation: RMAnnotation, onMap map: RMMapView) {}
    /// Nothing.
    public func tapOnLabelForAnnotation(_ annotation: RMAnnotation, onMap map: RMMapView) {}
    /// Nothing.
    public func doubleTapOnLabelForAnnotation(_ annotation: RMAnnotation, onMap map: RMMapView) {}
    /// Nothing.
    public func tapOnCalloutAccessoryControl(
        _ control: UIControl, for annotation: RMAnnotation, onMap map: RMMapView
    ) {}
    /// Never drag: route-me drags only when the delegate implements this and says yes.
    public func mapView(_ mapView: RMMapView, shouldDragAnnotation annotation: RMAnnotation) -> Bool { false }
    /// Nothing.
    public func mapView(
        _ mapView: RMMapView, annotation: RMAnnotation, didChangeDragState newState: RMMapLayerDragState,
        fromOldState oldState: RMMapLayerDragState
    ) {}
    /// Nothing.
    public func mapView(_ mapView: RMMapView, didChangeUserTrackingMode mode: RMUserTrackingMode, animated: Bool) {}
}

/// route-me's tracking modes (`RMUserTrackingMode`): the core's `TrackingMode` without
/// `noFollow`, which route-me reports as none.
public enum RMUserTrackingMode: Int, Hashable, Sendable, CaseIterable {
    /// Not tracking (core `none` or `noFollow`).
    case none = 0
    /// The camera follows the location (core `follow`).
    case follow = 1
    /// The camera follows and turns with the heading (core `followWithHeading`).
    case followWithHeading = 2

    /// The mode of a core tracking mode.
    init(_ mode: TrackingMode) {
        switch mode {
        case .none, .noFollow: self = .none
        case .follow: self = .follow
        case .followWithHeading: self = .followWithHeading
        }
    }

    /// The core's tracking mode.
    var core: TrackingMode {
        switch self {
        case .none: .none
        case .follow: .follow
        case .followWithHeading: .followWithHeading
        }
    }
}

/// How the map drifts after a fling (`RMMapDecelerationMode`): the core's `DecelerationRate`.
public enum RMMapDecelerationMode: Int, Hashable, Sendable, CaseIterable {
    /// UIScrollView's normal rate (core `normal`).
    case normal = 0
    /// UIScrollView's fast rate, route-me's default (core `fast`).
    case fast = 1
    /// No drift (core `immediate`).
    case off = 2
}
