import Foundation
import MapCompatConformance
import MapCompatCore
import MapKitStyle

#if canImport(CoreLocation)
    import CoreLocation
#endif

/// Map taps and long presses as MapKit apps hear them: MapKit's delegate has no such callbacks, so apps add their
/// own recognizers to the map view, running alongside MapKit's (the pattern of the public apps the RealClient
/// screens follow, such as RoberthSiqueira/VirtualTourist `VirtualTourist/View/MapView/MapView.swift`).
extension MapKitSession {
    /// A single-tap recognizer that waits for MapKit's double tap to fail (found on the map view's first subview, as
    /// MapKit apps find it), running with the map's own recognizers. A tap on an annotation view that takes taps, on
    /// the shown callout or on the user's dot is the map's, not a map tap.
    func installMapTapRecognizer() {
        let singleTap = UITapGestureRecognizer()
        for recognizer in mapView.subviews.first?.gestureRecognizers ?? []
        where (recognizer as? UITapGestureRecognizer)?.numberOfTapsRequired == 2 {
            singleTap.require(toFail: recognizer)
        }
        singleTap.delegate = simultaneous
        singleTap.addAction { [unowned self] recognizer in
            guard recognizer.state == .ended else { return }
            let point = recognizer.location(in: self.mapView)
            guard !self.tapIsTheMapsOwn(at: point) else { return }
            let coordinate = self.mapView.convert(point, toCoordinateFrom: self.mapView)
            guard let position = try? LatLng(latitude: coordinate.latitude, longitude: coordinate.longitude) else {
                return
            }
            self.record(.mapTap(point: point, coordinate: position))
        }
        mapView.addGestureRecognizer(singleTap)
    }

    /// A long-press recognizer running with the map's own, after the one-finger zoom fails; a press that drags an
    /// annotation view is the view's.
    func installMapLongPressRecognizer() {
        let longPress = UILongPressGestureRecognizer()
        longPress.minimumPressDuration = driver.profile.longPressDuration
        longPress.delegate = simultaneous
        // MapKit's one-finger zoom is a press after one tap: the app's press waits for it to fail.
        for recognizer in mapView.subviews.first?.gestureRecognizers ?? []
        where (recognizer as? UILongPressGestureRecognizer)?.numberOfTapsRequired == 1 {
            longPress.require(toFail: recognizer)
        }
        longPress.addAction { [unowned self] recognizer in
            guard recognizer.state == .began else { return }
            let point = recognizer.location(in: self.mapView)
            guard !self.driver.longPressDrags(at: point) else { return }
            let coordinate = self.mapView.convert(point, toCoordinateFrom: self.mapView)
            guard let position = try? LatLng(latitude: coordinate.latitude, longitude: coordinate.longitude) else {
                return
            }
            self.record(.mapLongPress(point: point, coordinate: position))
        }
        mapView.addGestureRecognizer(longPress)
    }

    /// Whether MapKit takes a tap at `point` itself: the shown callout, the user's dot, or an annotation view that
    /// takes taps (enabled, shown, and not a callout view without a title, which MapKit treats as disabled).
    func tapIsTheMapsOwn(at point: CGPoint) -> Bool {
        if let callout = driver.shownCallout, callout.part(at: point) != nil { return true }
        if mapView.showsUserLocation, driver.tapReachesNeutralLocationMarker(point) { return true }
        return mapView.annotations.contains { annotation in
            guard let view = mapView.view(for: annotation), view.isEnabled, !view.isHidden else { return false }
            let untitled = annotation.title.map(\.isEmpty) ?? true
            if view.canShowCallout, untitled, view.detailCalloutAccessoryView == nil { return false }
            return view.frame.contains(point)
        }
    }

    /// Whether a step may tap the map while an annotation is selected: the app's recognizer hears such a tap before
    /// MapKit deselects, an order the neutral map reverses. A tap or double tap at a point MapKit takes itself does
    /// not; a control tap (which lands on the map when the control is hidden) and raw touches may.
    func mayTapAwayFromSelection(_ step: Step) -> Bool {
        guard !mapView.selectedAnnotations.isEmpty else { return false }
        switch step {
        case .tap(let point), .doubleTap(let point): return !tapIsTheMapsOwn(at: point)
        case .tapControl, .touches: return true
        default: return false
        }
    }

    /// Whether a step holds a finger on the selected annotation under a profile whose long press deselects it
    /// first, and starts no drag: the app's recognizer hears the press before the deselection, an order the
    /// neutral map reverses.
    func mayPressTheSelection(_ step: Step) -> Bool {
        let point: CGPoint
        switch step {
        case .longPress(let at, _): point = at
        case .drag(let drag): point = drag.from
        default: return false
        }
        guard driver.profile.annotations.pressOnSelected == .deselects, !driver.longPressDrags(at: point) else {
            return false
        }
        if let callout = driver.shownCallout, callout.part(at: point) != nil { return false }
        return mapView.selectedAnnotations.contains { annotation in
            guard let id = mapView.id(of: annotation), let frame = driver.frame(of: id) else { return false }
            return frame.contains(point)
        }
    }
}
