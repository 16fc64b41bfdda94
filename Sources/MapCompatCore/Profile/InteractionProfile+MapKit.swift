extension InteractionProfile {
    /// Apple's MapKit (`MKMapView`), from Apple's MapKit documentation
    /// (https://developer.apple.com/documentation/mapkit) and what Apple's Maps app shows of the same map.
    /// MapKit publishes no gesture thresholds, drift rates or animation timings, and has no zoom levels (its
    /// camera is a region or a distance), so those stay neutral; each value below says where it comes from and
    /// whether it is CONFIRMED (documented) or INFERRED (observed, or implied by MapKit's API shape).
    ///
    /// - Zoom steps are fractional: a double tap doubles the scale and a two-finger tap halves it, about the
    ///   touches (INFERRED: MapKit has no zoom levels to round to).
    /// - The one-finger zoom (double tap, hold, drag) zooms in when the finger moves up (INFERRED: Apple Maps'
    ///   one-handed zoom since iOS 11, "slide your thumb up to zoom in", iphonefaq.org/archives/976278).
    /// - A tap selects the annotation view under it, and a tap elsewhere deselects; MapKit has no map-tap callback,
    ///   so the built-in single tap recognizes every tap and the app's own recognizers run alongside (INFERRED).
    /// - MapKit's own long press is the one that drags a draggable annotation view; anywhere else a press is the
    ///   app's recognizers' (INFERRED: `MKMapViewDelegate` has no long-press method).
    /// - Annotations follow ``AnnotationRules/mapKit``; the hit test is UIKit's view hit test
    ///   (``HitTestRules/mapKit``).
    /// - The compass shows only while the map is turned, deals with the heading alone, and is on by default
    ///   (INFERRED: `showsCompass`, https://developer.apple.com/documentation/mapkit/mkmapview/showscompass;
    ///   tilt has its own pitch button, `pitchButtonVisibility`).
    /// - A pan stops following the user (tracking `none`, the location still shown); a rotation drops heading
    ///   tracking to follow; zooms keep the mode (INFERRED: Apple Maps; MapLibre's handlers copy MapKit's rules).
    /// - `MKUserTrackingButton` and `showsUserTrackingButton` step none → follow → follow with heading → none, the
    ///   location still shown (INFERRED: the button's three states, `MKUserTrackingMode`).
    public static let mapKit: InteractionProfile = {
        var profile = InteractionProfile(name: "mapkit")
        profile.hitTest = .mapKit
        profile.annotations = .mapKit
        profile.doubleTapZoom = .fractional
        profile.twoFingerTapZoom = .fractional
        profile.quickZoomDownZoomsIn = false
        profile.singleTapNeedsAnnotation = false
        profile.longPressNeedsDraggableAnnotation = true
        profile.controls = MapControlSettings(showsCompass: true)
        profile.compassCoversTilt = false
        profile.trackingInterruption = .mapKit
        profile.locationButtonCycle = TrackingCycle(
            afterNone: .follow, afterNoFollow: .follow, afterFollow: .followWithHeading,
            afterFollowWithHeading: .noFollow)
        return profile
    }()
}

extension AnnotationRules {
    /// MapKit (Apple's `MKAnnotationView` documentation):
    ///
    /// - a draggable view drags without any question to the app: `isDraggable` "lets the map view know that the
    ///   annotation is draggable. You can't conditionalize drag operations" (CONFIRMED,
    ///   https://developer.apple.com/documentation/mapkit/mkannotationview/isdraggable);
    /// - a view that can show a callout but whose annotation has no title is treated "as if its isEnabled
    ///   property is false" (CONFIRMED, https://developer.apple.com/documentation/mapkit/mkannotationview/canshowcallout);
    /// - a drag that starts on the selected view hides its callout and keeps the selection (INFERRED: Apple Maps);
    /// - of two views of the same z priority, the one lower on screen lies above (INFERRED: MapKit sorts annotation
    ///   views by their position on screen; a developer's report, techqa.club/v/q/mkmapview-prevent-annotations-grouping-46180887).
    ///
    /// Who confirms the transient drag states is the view's: `MKAnnotationView` leaves it to the app ("When the drag
    /// state changes to starting, set the state to dragging … to either canceling or ending, set the state to none",
    /// CONFIRMED, https://developer.apple.com/documentation/mapkit/mkannotationview/dragstate-swift.property), and the
    /// adapter's marker and pin views confirm by themselves; the core's ``DragConfirmation`` carries it per annotation.
    public static let mapKit: AnnotationRules = {
        var rules = AnnotationRules(
            dragsWithoutHook: true, pressOnSelected: .hidesCalloutWhenDragging, untitledCallout: .disablesAnnotation)
        rules.stacking = .lowerOnScreenAbove
        return rules
    }()
}

extension HitTestRules {
    /// MapKit: annotation views are `UIView`s, hit-tested by UIKit: no tolerance beyond the view's frame, and the
    /// frontmost view under the finger takes the tap (INFERRED from UIKit's `hitTest(_:with:)`).
    public static let mapKit = HitTestRules.routeMe
}

extension TrackingInterruption {
    /// MapKit: a pan stops following (tracking `none`, the location still shown: noFollow here); a rotation drops
    /// heading tracking to follow; zooms and tilt keep the mode (INFERRED: Apple Maps, whose rules MapLibre's
    /// handlers copy, ``mapLibre``).
    public static let mapKit = TrackingInterruption.mapLibre
}
