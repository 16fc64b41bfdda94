/// Every annotation rule on which the vendors differ, as data: an adapter picks its vendor's value, the core
/// applies it. Hit testing (tolerance, which candidate wins, cycling) is shared with scene items and lives in
/// ``InteractionProfile/hitTest``.
///
/// The press that starts a drag is the map's long press, so its duration is
/// ``InteractionProfile/longPressDuration``: route-me 0.25 s (its one long-press recognizer,
/// route-me `RMMapView.m`, CONFIRMED), MapLibre 0.5 s (the annotation view's long press with UIKit's
/// default), which is also the neutral value.
public struct AnnotationRules: Hashable, Sendable {
    /// What happens to an annotation that can show a callout but has no title.
    public enum UntitledCallout: Hashable, Sendable {
        /// It behaves as if disabled: taps and long presses go through it, and selecting it does nothing
        /// (route-me's documented rule, `RMMapLayer.h` `canShowCallout`).
        case disablesAnnotation
        /// It is selected like any other and simply shows no callout (MapLibre).
        case selectsWithoutCallout
    }

    /// What a long press does to the annotation that is selected.
    public enum PressOnSelected: Hashable, Sendable {
        /// A long press on the selected annotation deselects it first, drag or not (route-me).
        case deselects
        /// A drag that starts on the selected annotation hides its callout and keeps the selection
        /// (MapLibre: the starting state dismisses the callout).
        case hidesCalloutWhenDragging
    }

    /// Where a dragged annotation sits relative to the finger.
    public enum DragAnchoring: Hashable, Sendable {
        /// It keeps the offset at which the finger grabbed it (route-me adds the grab offset).
        case keepsGrabOffset
        /// Its anchor jumps under the finger (MapLibre sets the view's centre to the touch; INFERRED
        /// for anchors other than the centre).
        case anchorUnderFinger
    }

    /// Where a long press on an annotation goes when it starts no drag.
    public enum LongPressWithoutDrag: Hashable, Sendable {
        /// The annotation reports it and the map's own long press follows (MapLibre: an annotation view
        /// has no long-press callback, so the press reaches the app's recognizers on the map).
        case reachesMap
        /// The annotation reports it and nothing else does (route-me calls `longPressOnAnnotation:onMap:`
        /// instead of `longPressOnMap:at:`).
        case staysOnAnnotation
    }

    /// What a tap on the selected annotation does.
    public enum TapOnSelection: Hashable, Sendable {
        /// Nothing changes (route-me, MapLibre: selecting the selection returns early).
        case keepsSelection
        /// The selection ends and begins again: its callout closes and reopens (Google's Maps SDK for iOS:
        /// "If the user clicks on a marker that is currently showing an info window, that info window closes
        /// and reopens", https://developers.google.com/maps/documentation/ios-sdk/infowindows).
        case reselects
    }

    /// How annotations of equal z stack (the dragged one, then the selected one, always lie on top).
    public enum Stacking: Hashable, Sendable {
        /// Later insertions lie above earlier ones.
        case insertion
        /// The one lower on screen lies above, then later insertions above earlier ones: route-me's own
        /// order without a delegate comparator (`orderMarkersByYPosition`, default `YES`, `RMMapView.h`;
        /// `RMMapView.m` `correctOrderingOfAllAnnotations`, where markers also lie above shape layers, as
        /// annotations lie above scene items here).
        case lowerOnScreenAbove
    }

    /// Whether a draggable annotation may be dragged when the app installed no drag hook.
    public var dragsWithoutHook: Bool
    /// Seconds the map waits, when it confirms by itself, before starting → dragging (a lift animation);
    /// a negative or non-finite value counts as zero.
    public var liftDuration: Double
    /// Seconds the map waits, when it confirms by itself, before ending or canceling → none (a drop); a
    /// negative or non-finite value counts as zero.
    public var dropDuration: Double
    /// Where a dragged annotation sits relative to the finger.
    public var dragAnchoring: DragAnchoring
    /// What a long press does to the selected annotation.
    public var pressOnSelected: PressOnSelected
    /// What a callout without a title does.
    public var untitledCallout: UntitledCallout
    /// The duration of ``InteractiveMap/setPosition(_:of:animated:)`` when animated, in seconds; a negative
    /// or non-finite value counts as zero (no animation).
    public var positionAnimationDuration: Double
    /// The easing of an animated position change.
    public var positionAnimationCurve: TimingCurve
    /// The callout bubble's geometry.
    public var callout: CalloutLayout
    /// Where a long press on an annotation goes when it starts no drag.
    public var longPressWithoutDrag: LongPressWithoutDrag
    /// How annotations of equal z stack.
    public var stacking: Stacking = .insertion
    /// What a tap on the selected annotation does.
    public var tapOnSelection: TapOnSelection = .keepsSelection
    /// Whether a tap that selects an annotation also moves the camera, animated, to show it at the view's
    /// focal point (Google's default marker selection centres the camera on the marker).
    public var tapSelectionCentersCamera = false
    /// Whether a tap that hits no annotation ends the selection only after the map, an overlay, a symbol or
    /// the location marker heard it; by default the selection ends first. Google's
    /// `mapView:didTapAtCoordinate:` "is called before deselecting any currently selected marker"
    /// (GMSMapViewDelegate.h).
    public var deselectsAfterTheTapIsHeard = false

    /// Creates rules; every value defaults to the neutral one.
    public init(
        dragsWithoutHook: Bool = false, liftDuration: Double = 0, dropDuration: Double = 0,
        dragAnchoring: DragAnchoring = .keepsGrabOffset, pressOnSelected: PressOnSelected = .deselects,
        untitledCallout: UntitledCallout = .disablesAnnotation, positionAnimationDuration: Double = 0.25,
        positionAnimationCurve: TimingCurve = .easeInOut, callout: CalloutLayout = .neutral,
        longPressWithoutDrag: LongPressWithoutDrag = .reachesMap
    ) {
        self.dragsWithoutHook = dragsWithoutHook
        self.liftDuration = liftDuration
        self.dropDuration = dropDuration
        self.dragAnchoring = dragAnchoring
        self.pressOnSelected = pressOnSelected
        self.untitledCallout = untitledCallout
        self.positionAnimationDuration = positionAnimationDuration
        self.positionAnimationCurve = positionAnimationCurve
        self.callout = callout
        self.longPressWithoutDrag = longPressWithoutDrag
    }

    /// The neutral rules, route-me's documented behaviour where a vendor documents one: no drag without the
    /// app's hook, immediate confirmation (the base `RMMapLayer`), the grab offset kept, a long press on the
    /// selection deselects it, an untitled callout annotation acts disabled. A long press that starts no drag
    /// reaches the map too (as in MapLibre, the other vendor with annotations: MapCompat's choice keeps
    /// app long-press handlers on the map working). An animated position change
    /// takes 0.25 s, Core Animation's implicit duration (INFERRED; MapCompat's choice).
    public static let neutral = AnnotationRules()

    /// route-me (route-me `RMMapView.m`, CONFIRMED): annotations drag only when the delegate implements
    /// `mapView:shouldDragAnnotation:` and says yes; `RMMarker` lifts and drops over 0.3 s before confirming;
    /// the base layer's `setPosition:animated:` ignores `animated`; a long press on an annotation that starts
    /// no drag goes to the annotation only; of two annotations with the same z, the lower on screen lies above.
    public static let routeMe: AnnotationRules = {
        var rules = AnnotationRules(
            liftDuration: 0.3, dropDuration: 0.3, positionAnimationDuration: 0,
            longPressWithoutDrag: .staysOnAnnotation)
        rules.stacking = .lowerOnScreenAbove
        return rules
    }()

    /// MapLibre Native iOS (maplibre-native `platform/ios/src/MLNMapView.mm`, CONFIRMED): a draggable view drags with
    /// no delegate question, its states follow the long press with no animation, the view's centre follows the touch, a
    /// drag start dismisses the callout, an untitled annotation is still selected, and a callout near the view's
    /// side slides past it to keep pointing at its annotation (``CalloutLayout/mapLibre``).
    public static let mapLibre = AnnotationRules(
        dragsWithoutHook: true, dragAnchoring: .anchorUnderFinger, pressOnSelected: .hidesCalloutWhenDragging,
        untitledCallout: .selectsWithoutCallout, callout: .mapLibre)
}

extension Double {
    /// The value as a wait in seconds: negative and non-finite values count as zero.
    var asWait: Double { isFinite && self > 0 ? self : 0 }
}
