import Foundation
import MapCompatCore

#if canImport(UIKit)
    import UIKit
#endif

/// The map view's delegate (`RMMapViewDelegate` in route-me's `RMMapViewDelegate.h`), with the names and
/// optionality Swift's importer gives the header: first-argument labels split at prepositions and type names
/// omitted (`singleTapOnMap:at:` is `singleTap(onMap:at:)`, `tapOnAnnotation:onMap:` is `tap(on:onMap:)`),
/// and, since the header carries no nullability, objects implicitly unwrapped (`RMMapView!`).
///
/// Every method is optional, as in route-me; each one is a core `MapEvent` or decision hook reshaped.
/// route-me's `mapView:willHideLayerForAnnotation:` and `mapView:didHideLayerForAnnotation:` are not
/// requirements: the headless map hides no layer that scrolls away (see the porting article).
public protocol RMMapViewDelegate: AnyObject {
    /// The layer for an annotation added without one (`mapView:layerForAnnotation:`).
    func mapView(_ mapView: RMMapView!, layerFor annotation: RMAnnotation!) -> RMMapLayer!
    /// An annotation became selected (`mapView:didSelectAnnotation:`; core `annotationSelect`).
    func mapView(_ mapView: RMMapView!, didSelect annotation: RMAnnotation!)
    /// An annotation stopped being selected (`mapView:didDeselectAnnotation:`; core `annotationDeselect`).
    func mapView(_ mapView: RMMapView!, didDeselect annotation: RMAnnotation!)
    /// The map is about to move (`beforeMapMove:byUser:`; core `cameraWillChange`, by user for gestures).
    func beforeMapMove(_ map: RMMapView!, byUser wasUserAction: Bool)
    /// The map finished moving (`afterMapMove:byUser:`; core `cameraDidChange`).
    func afterMapMove(_ map: RMMapView!, byUser wasUserAction: Bool)
    /// The map is about to zoom (`beforeMapZoom:byUser:`; the first core `cameraChanging` that changes zoom).
    func beforeMapZoom(_ map: RMMapView!, byUser wasUserAction: Bool)
    /// The map finished zooming (`afterMapZoom:byUser:`; core `cameraDidChange` after a zoom).
    func afterMapZoom(_ map: RMMapView!, byUser wasUserAction: Bool)
    /// The visible region changed (`mapViewRegionDidChange:`; core `cameraChanging`).
    func mapViewRegionDidChange(_ mapView: RMMapView!)
    /// A double tap reached the map (`doubleTapOnMap:at:`; core `mapDoubleTap`).
    func doubleTap(onMap map: RMMapView!, at point: CGPoint)
    /// A single tap reached the map (`singleTapOnMap:at:`; core `mapTap`).
    func singleTap(onMap map: RMMapView!, at point: CGPoint)
    /// A two-finger tap reached the map (`singleTapTwoFingersOnMap:at:`; core `mapTwoFingerTap`).
    func singleTapTwoFingers(onMap map: RMMapView!, at point: CGPoint)
    /// A long press reached the map (`longPressOnMap:at:`; core `mapLongPress`).
    func longPress(onMap map: RMMapView!, at point: CGPoint)
    /// A tap reached an annotation's layer, after the selection it caused (`tapOnAnnotation:onMap:`; core
    /// `annotationTap`). A delegate that does not implement it gets `singleTap(onMap:at:)` at the tap's
    /// point instead, as in route-me.
    func tap(on annotation: RMAnnotation!, onMap map: RMMapView!)
    /// A double tap on an annotation's layer (`doubleTapOnAnnotation:onMap:`); never called: the core
    /// reports no double tap on an annotation (see the porting article).
    func doubleTap(on annotation: RMAnnotation!, onMap map: RMMapView!)
    /// A long press on an annotation that starts no drag (`longPressOnAnnotation:onMap:`; core
    /// `annotationLongPress`). With route-me's rules the map's `longPress(onMap:at:)` does not follow.
    func longPress(on annotation: RMAnnotation!, onMap map: RMMapView!)
    /// A tap on a marker's label (`tapOnLabelForAnnotation:onMap:`); never called: the core has no
    /// labels inside an annotation (see the porting article).
    func tapOnLabel(for annotation: RMAnnotation!, onMap map: RMMapView!)
    /// A double tap on a marker's label (`doubleTapOnLabelForAnnotation:onMap:`); never called (no labels).
    func doubleTapOnLabel(for annotation: RMAnnotation!, onMap map: RMMapView!)
    /// A callout accessory control was tapped (`tapOnCalloutAccessoryControl:forAnnotation:onMap:`, the
    /// type name `Control` omitted and the label split at `On`; core `calloutTap` on the left or right part,
    /// when that accessory is a `UIControl`).
    func tap(onCalloutAccessory control: UIControl!, for annotation: RMAnnotation!, onMap map: RMMapView!)
    /// Whether a long press may drag an annotation (`mapView:shouldDragAnnotation:`; the core's
    /// `InteractiveMap.shouldDragAnnotation` hook). Not implemented means never.
    func mapView(_ mapView: RMMapView!, shouldDrag annotation: RMAnnotation!) -> Bool
    /// An annotation's drag state changed (`mapView:annotation:didChangeDragState:fromOldState:`; core
    /// `dragState`).
    func mapView(
        _ mapView: RMMapView!, annotation: RMAnnotation!, didChange newState: RMMapLayerDragState,
        fromOldState oldState: RMMapLayerDragState)
    /// route-me is about to release the layer of an annotation that left the screen
    /// (`mapView:willHideLayerForAnnotation:`, from `RMMapView.m`'s visible-annotation pass); never called
    /// headless, where every annotation keeps its layer.
    func mapView(_ mapView: RMMapView!, willHideLayerFor annotation: RMAnnotation!)
    /// route-me released the layer of an annotation that left the screen (`mapView:didHideLayerForAnnotation:`);
    /// never called headless.
    func mapView(_ mapView: RMMapView!, didHideLayerFor annotation: RMAnnotation!)
    /// The map starts locating the user (`mapViewWillStartLocatingUser:`): `showsUserLocation` became true.
    func mapViewWillStartLocatingUser(_ mapView: RMMapView!)
    /// The map stopped locating the user (`mapViewDidStopLocatingUser:`): `showsUserLocation` became false.
    func mapViewDidStopLocatingUser(_ mapView: RMMapView!)
    /// A new location fix arrived while the map shows the user's location (`mapView:didUpdateUserLocation:`;
    /// the core's location input).
    func mapView(_ mapView: RMMapView!, didUpdate userLocation: RMUserLocation!)
    /// Locating the user failed (`mapView:didFailToLocateUserWithError:`); never called headless, where
    /// fixes come from the core's location input.
    func mapView(_ mapView: RMMapView!, didFailToLocateUserWithError error: (any Error)!)
    /// The tracking mode changed (`mapView:didChangeUserTrackingMode:animated:`; core `trackingMode`).
    func mapView(_ mapView: RMMapView!, didChange mode: RMUserTrackingMode, animated: Bool)
    /// The order in which annotation layers stack, bottom first (`annotationSortingComparatorForMapView:`);
    /// the map writes each layer's `zPosition` from it, the core's z (see `RMMapView+Ordering.swift`).
    func annotationSortingComparator(for mapView: RMMapView!) -> Comparator!
    /// The same callback, spelled with a non-optional result (public clients write both).
    func annotationSortingComparator(for mapView: RMMapView!) -> Comparator

    // The same methods with non-optional objects. On Apple platforms Swift matches an Objective-C protocol's
    // optional methods whatever optionality the app spells (`RMMapView`, `RMMapView?` or `RMMapView!`), and
    // public route-me clients write both; each is a requirement here, so either spelling is the one called.
    /// The same callback, spelled with non-optional objects.
    func mapView(_ mapView: RMMapView, layerFor annotation: RMAnnotation) -> RMMapLayer?
    /// The same callback, spelled with non-optional objects.
    func mapView(_ mapView: RMMapView, didSelect annotation: RMAnnotation)
    /// The same callback, spelled with non-optional objects.
    func mapView(_ mapView: RMMapView, didDeselect annotation: RMAnnotation)
    /// The same callback, spelled with non-optional objects.
    func beforeMapMove(_ map: RMMapView, byUser wasUserAction: Bool)
    /// The same callback, spelled with non-optional objects.
    func afterMapMove(_ map: RMMapView, byUser wasUserAction: Bool)
    /// The same callback, spelled with non-optional objects.
    func beforeMapZoom(_ map: RMMapView, byUser wasUserAction: Bool)
    /// The same callback, spelled with non-optional objects.
    func afterMapZoom(_ map: RMMapView, byUser wasUserAction: Bool)
    /// The same callback, spelled with non-optional objects.
    func mapViewRegionDidChange(_ mapView: RMMapView)
    /// The same callback, spelled with non-optional objects.
    func doubleTap(onMap map: RMMapView, at point: CGPoint)
    /// The same callback, spelled with non-optional objects.
    func singleTap(onMap map: RMMapView, at point: CGPoint)
    /// The same callback, spelled with non-optional objects.
    func singleTapTwoFingers(onMap map: RMMapView, at point: CGPoint)
    /// The same callback, spelled with non-optional objects.
    func longPress(onMap map: RMMapView, at point: CGPoint)
    /// The same callback, spelled with non-optional objects.
    func tap(on annotation: RMAnnotation, onMap map: RMMapView)
    /// The same callback, spelled with non-optional objects.
    func doubleTap(on annotation: RMAnnotation, onMap map: RMMapView)
    /// The same callback, spelled with non-optional objects.
    func longPress(on annotation: RMAnnotation, onMap map: RMMapView)
    /// The same callback, spelled with non-optional objects.
    func tapOnLabel(for annotation: RMAnnotation, onMap map: RMMapView)
    /// The same callback, spelled with non-optional objects.
    func doubleTapOnLabel(for annotation: RMAnnotation, onMap map: RMMapView)
    /// The same callback, spelled with non-optional objects.
    func tap(onCalloutAccessory control: UIControl, for annotation: RMAnnotation, onMap map: RMMapView)
    /// The same callback, spelled with non-optional objects.
    func mapView(_ mapView: RMMapView, shouldDrag annotation: RMAnnotation) -> Bool
    /// The same callback, spelled with non-optional objects.
    func mapView(
        _ mapView: RMMapView, annotation: RMAnnotation, didChange newState: RMMapLayerDragState,
        fromOldState oldState: RMMapLayerDragState)
    /// The same callback, spelled with non-optional objects.
    func mapView(_ mapView: RMMapView, willHideLayerFor annotation: RMAnnotation)
    /// The same callback, spelled with non-optional objects.
    func mapView(_ mapView: RMMapView, didHideLayerFor annotation: RMAnnotation)
    /// The same callback, spelled with non-optional objects.
    func mapViewWillStartLocatingUser(_ mapView: RMMapView)
    /// The same callback, spelled with non-optional objects.
    func mapViewDidStopLocatingUser(_ mapView: RMMapView)
    /// The same callback, spelled with non-optional objects.
    func mapView(_ mapView: RMMapView, didUpdate userLocation: RMUserLocation)
    /// The same callback, spelled with non-optional objects.
    func mapView(_ mapView: RMMapView, didFailToLocateUserWithError error: any Error)
    /// The same callback, spelled with non-optional objects.
    func mapView(_ mapView: RMMapView, didChange mode: RMUserTrackingMode, animated: Bool)
    /// The same callback, spelled with non-optional objects.
    func annotationSortingComparator(for mapView: RMMapView) -> Comparator?
}

extension RMMapViewDelegate {
    /// No layer.
    public func mapView(_ mapView: RMMapView!, layerFor annotation: RMAnnotation!) -> RMMapLayer! { nil }
    /// Nothing.
    public func mapView(_ mapView: RMMapView!, didSelect annotation: RMAnnotation!) {}
    /// Nothing.
    public func mapView(_ mapView: RMMapView!, didDeselect annotation: RMAnnotation!) {}
    /// Nothing.
    public func beforeMapMove(_ map: RMMapView!, byUser wasUserAction: Bool) {}
    /// Nothing.
    public func afterMapMove(_ map: RMMapView!, byUser wasUserAction: Bool) {}
    /// Nothing.
    public func beforeMapZoom(_ map: RMMapView!, byUser wasUserAction: Bool) {}
    /// Nothing.
    public func afterMapZoom(_ map: RMMapView!, byUser wasUserAction: Bool) {}
    /// Nothing.
    public func mapViewRegionDidChange(_ mapView: RMMapView!) {}
    /// Nothing.
    public func doubleTap(onMap map: RMMapView!, at point: CGPoint) {}
    /// Nothing.
    public func singleTap(onMap map: RMMapView!, at point: CGPoint) {}
    /// Nothing.
    public func singleTapTwoFingers(onMap map: RMMapView!, at point: CGPoint) {}
    /// Nothing.
    public func longPress(onMap map: RMMapView!, at point: CGPoint) {}
    /// Not implemented: the map falls back to `singleTap(onMap:at:)` at the tap's point.
    public func tap(on annotation: RMAnnotation!, onMap map: RMMapView!) {
        map?.delegateLacksAnnotationTap = true
    }
    /// Nothing.
    public func doubleTap(on annotation: RMAnnotation!, onMap map: RMMapView!) {}
    /// Nothing.
    public func longPress(on annotation: RMAnnotation!, onMap map: RMMapView!) {}
    /// Nothing.
    public func tapOnLabel(for annotation: RMAnnotation!, onMap map: RMMapView!) {}
    /// Nothing.
    public func doubleTapOnLabel(for annotation: RMAnnotation!, onMap map: RMMapView!) {}
    /// Nothing.
    public func tap(onCalloutAccessory control: UIControl!, for annotation: RMAnnotation!, onMap map: RMMapView!) {}
    /// Never drag: route-me drags only when the delegate implements this and says yes.
    public func mapView(_ mapView: RMMapView!, shouldDrag annotation: RMAnnotation!) -> Bool { false }
    /// Nothing.
    public func mapView(
        _ mapView: RMMapView!, annotation: RMAnnotation!, didChange newState: RMMapLayerDragState,
        fromOldState oldState: RMMapLayerDragState
    ) {}
    /// Nothing.
    public func mapView(_ mapView: RMMapView!, willHideLayerFor annotation: RMAnnotation!) {}
    /// Nothing.
    public func mapView(_ mapView: RMMapView!, didHideLayerFor annotation: RMAnnotation!) {}
    /// Nothing.
    public func mapViewWillStartLocatingUser(_ mapView: RMMapView!) {}
    /// Nothing.
    public func mapViewDidStopLocatingUser(_ mapView: RMMapView!) {}
    /// Nothing.
    public func mapView(_ mapView: RMMapView!, didUpdate userLocation: RMUserLocation!) {}
    /// Nothing.
    public func mapView(_ mapView: RMMapView!, didFailToLocateUserWithError error: (any Error)!) {}
    /// Nothing.
    public func mapView(_ mapView: RMMapView!, didChange mode: RMUserTrackingMode, animated: Bool) {}
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
    public func doubleTap(onMap map: RMMapView, at point: CGPoint) {}
    /// Nothing.
    public func singleTap(onMap map: RMMapView, at point: CGPoint) {}
    /// Nothing.
    public func singleTapTwoFingers(onMap map: RMMapView, at point: CGPoint) {}
    /// Nothing.
    public func longPress(onMap map: RMMapView, at point: CGPoint) {}
    /// Not implemented: the map falls back to `singleTap(onMap:at:)` at the tap's point.
    public func tap(on annotation: RMAnnotation, onMap map: RMMapView) {
        map.delegateLacksAnnotationTap = true
    }
    /// Nothing.
    public func doubleTap(on annotation: RMAnnotation, onMap map: RMMapView) {}
    /// Nothing.
    public func longPress(on annotation: RMAnnotation, onMap map: RMMapView) {}
    /// Nothing.
    public func tapOnLabel(for annotation: RMAnnotation, onMap map: RMMapView) {}
    /// Nothing.
    public func doubleTapOnLabel(for annotation: RMAnnotation, onMap map: RMMapView) {}
    /// Nothing.
    public func tap(onCalloutAccessory control: UIControl, for annotation: RMAnnotation, onMap map: RMMapView) {}
    /// Never drag.
    public func mapView(_ mapView: RMMapView, shouldDrag annotation: RMAnnotation) -> Bool { false }
    /// Nothing.
    public func mapView(
        _ mapView: RMMapView, annotation: RMAnnotation, didChange newState: RMMapLayerDragState,
        fromOldState oldState: RMMapLayerDragState
    ) {}
    /// Nothing.
    public func mapView(_ mapView: RMMapView, willHideLayerFor annotation: RMAnnotation) {}
    /// Nothing.
    public func mapView(_ mapView: RMMapView, didHideLayerFor annotation: RMAnnotation) {}
    /// Nothing.
    public func mapViewWillStartLocatingUser(_ mapView: RMMapView) {}
    /// Nothing.
    public func mapViewDidStopLocatingUser(_ mapView: RMMapView) {}
    /// Nothing.
    public func mapView(_ mapView: RMMapView, didUpdate userLocation: RMUserLocation) {}
    /// Nothing.
    public func mapView(_ mapView: RMMapView, didFailToLocateUserWithError error: any Error) {}
    /// Nothing.
    public func mapView(_ mapView: RMMapView, didChange mode: RMUserTrackingMode, animated: Bool) {}
}
