import Foundation
import MapCompatCore

#if canImport(UIKit)
    import UIKit
#endif

/// Core events reshaped into route-me's delegate calls, under the names Swift's importer gives them.
extension RMMapView {
    /// Turns a core event into the delegate's callback, and a drag state into the layer's.
    func report(_ event: MapEvent) {
        switch event {
        case .mapTap(let point, _):
            tell {
                $0.singleTap(onMap: $1, at: point)
            } _: {
                $0.singleTap(onMap: $1, at: point)
            }
        case .mapDoubleTap(let point, _):
            tell {
                $0.doubleTap(onMap: $1, at: point)
            } _: {
                $0.doubleTap(onMap: $1, at: point)
            }
        case .mapTwoFingerTap(let point, _):
            tell {
                $0.singleTapTwoFingers(onMap: $1, at: point)
            } _: {
                $0.singleTapTwoFingers(onMap: $1, at: point)
            }
        case .mapLongPress(let point, _):
            tell {
                $0.longPress(onMap: $1, at: point)
            } _: {
                $0.longPress(onMap: $1, at: point)
            }
        case .annotationTap(let id, let at): reportAnnotationTap(AnnotationID(id), at: at?.point ?? .zero)
        case .overlayTap(let id, _, let at):  // a shape or circle annotation
            reportAnnotationTap(AnnotationID(id), at: at?.point ?? .zero)
        case .locationMarkerTap(let coordinate):
            // route-me's user dot is the `RMUserLocation` annotation's layer: its tap is an annotation tap.
            guard let userLocation else { return }
            reportTap(on: userLocation, at: core.transform.point(for: coordinate) ?? .zero)
        case .annotationLongPress(let id):
            guard let annotation = annotationsByID[AnnotationID(id)] else { return }
            tell {
                $0.longPress(on: annotation, onMap: $1)
            } _: {
                $0.longPress(on: annotation, onMap: $1)
            }
        case .annotationSelect(let id):
            guard let annotation = annotationsByID[AnnotationID(id)] else { return }
            tell {
                $0.mapView($1, didSelect: annotation)
            } _: {
                $0.mapView($1, didSelect: annotation)
            }
        case .annotationDeselect(let id):
            guard let annotation = annotationsByID[AnnotationID(id)] else { return }
            tell {
                $0.mapView($1, didDeselect: annotation)
            } _: {
                $0.mapView($1, didDeselect: annotation)
            }
        case .calloutTap(let id, let part):
            reportCalloutTap(AnnotationID(id), part)
        case .dragState(let id, let state, let from):
            reportDragState(AnnotationID(id), state, from: from ?? .none)
        case .trackingMode(let mode, let animated):
            let rmMode = RMUserTrackingMode(mode)
            let animated = animated ?? true
            tell {
                $0.mapView($1, didChange: rmMode, animated: animated)
            } _: {
                $0.mapView($1, didChange: rmMode, animated: animated)
            }
        case .cameraWillChange(let reason, _):
            move = (reason == .gesture, core.camera.zoom, false)
            let byUser = reason == .gesture
            tell {
                $0.beforeMapMove($1, byUser: byUser)
            } _: {
                $0.beforeMapMove($1, byUser: byUser)
            }
        case .cameraChanging:
            if let current = move, !current.zooming, current.zoom != core.camera.zoom {
                move?.zooming = true
                tell {
                    $0.beforeMapZoom($1, byUser: current.byUser)
                } _: {
                    $0.beforeMapZoom($1, byUser: current.byUser)
                }
            }
            tell {
                $0.mapViewRegionDidChange($1)
            } _: {
                $0.mapViewRegionDidChange($1)
            }
        case .cameraDidChange(let reason):
            let byUser = move?.byUser ?? (reason == .gesture)
            let zoomed = move?.zooming == true
            move = nil
            if zoomed {
                tell {
                    $0.afterMapZoom($1, byUser: byUser)
                } _: {
                    $0.afterMapZoom($1, byUser: byUser)
                }
            }
            tell {
                $0.afterMapMove($1, byUser: byUser)
            } _: {
                $0.afterMapMove($1, byUser: byUser)
            }
        // No callback of route-me's for these: listed by name, so that a new event kind does not compile
        // until it is placed.
        case .symbolTap, .calloutShow, .calloutHide, .gesture, .cameraIdle, .animationStop, .legalNotice,
            .controlTap, .indoorLevel:
            break
        }
    }

    /// Calls a delegate method in both of its spellings: with implicitly unwrapped objects (the importer's)
    /// and with non-optional ones. The delegate implements at most one; the other is its empty default.
    func tell(
        _ unwrapped: (any RMMapViewDelegate, RMMapView?) -> Void, _ plain: (any RMMapViewDelegate, RMMapView) -> Void
    ) {
        guard let delegate else { return }
        unwrapped(delegate, self)
        plain(delegate, self)
    }

    /// Reports a core `annotationTap` as `tap(on:onMap:)`, or, when the delegate implements neither spelling
    /// of that method, as `singleTap(onMap:at:)` at the tap's point: route-me's fallback.
    private func reportAnnotationTap(_ id: AnnotationID, at point: CGPoint) {
        guard let annotation = annotation(for: id) else { return }
        reportTap(on: annotation, at: point)
    }

    /// `tap(on:onMap:)` for `annotation`, or route-me's fallback to `singleTap(onMap:at:)`.
    private func reportTap(on annotation: RMAnnotation, at point: CGPoint) {
        guard let delegate else { return }
        delegateLacksAnnotationTap = false
        delegate.tap(on: annotation as RMAnnotation?, onMap: self as RMMapView?)
        let lacksUnwrapped = delegateLacksAnnotationTap
        delegateLacksAnnotationTap = false
        delegate.tap(on: annotation, onMap: self)
        let lacksPlain = delegateLacksAnnotationTap
        delegateLacksAnnotationTap = false
        guard lacksUnwrapped, lacksPlain else { return }
        tell {
            $0.singleTap(onMap: $1, at: point)
        } _: {
            $0.singleTap(onMap: $1, at: point)
        }
    }

    private func reportCalloutTap(_ id: AnnotationID, _ part: CalloutPart) {
        guard let annotation = annotationsByID[id], let layer = annotation.layer else { return }
        let view: UIView?
        switch part {
        case .left: view = layer.leftCalloutAccessoryView
        case .right: view = layer.rightCalloutAccessoryView
        case .body: view = nil
        }
        guard let control = view as? UIControl else { return }
        tell {
            $0.tap(onCalloutAccessory: control as UIControl?, for: annotation, onMap: $1)
        } _: {
            $0.tap(onCalloutAccessory: control, for: annotation, onMap: $1)
        }
    }

    /// Tells the delegate when the layer's stored state changes (dragging or none: route-me's layer tells the
    /// map view only what it stores, `RMMapLayer.m`), then hands starting, ending and canceling to the layer to
    /// confirm.
    private func reportDragState(_ id: AnnotationID, _ state: AnnotationDragState, from old: AnnotationDragState) {
        guard let annotation = annotationsByID[id] else { return }
        let stored = RMMapLayerDragState(storedFor: state)
        let storedBefore = RMMapLayerDragState(storedFor: old)
        if stored != storedBefore {
            tell {
                $0.mapView($1, annotation: annotation, didChange: stored, fromOldState: storedBefore)
            } _: {
                $0.mapView($1, annotation: annotation, didChange: stored, fromOldState: storedBefore)
            }
        }
        let handed = RMMapLayerDragState(state)
        switch handed {
        case RMMapLayerDragStateStarting, RMMapLayerDragStateEnding, RMMapLayerDragStateCanceling:
            annotation.layer?.setDragState(handed, animated: true)
        default: break
        }
    }
}
