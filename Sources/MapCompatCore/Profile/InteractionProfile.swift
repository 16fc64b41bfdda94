/// Every number and rule on which map SDKs differ, as one value: an adapter starts from its vendor's
/// profile, so two adapters configured alike behave alike.
///
/// Each vendor's values, with their sources, are in `InteractionProfile+Vendors.swift`; ``neutral`` is the
/// profile of conformance specs.
public struct InteractionProfile: Hashable, Sendable {
    /// A short name for reports ("neutral", "naver", …).
    public var name: String

    // MARK: Defaults a map starts with

    /// The recognizers' thresholds, stored as one plain value that maps hand to their recognizers; the
    /// threshold properties below read and write it.
    var recognizerThresholds = RecognizerTuning()

    /// The gesture switches a map starts with.
    public var gestures = GestureSettings()
    /// The camera limits a map starts with.
    public var limits = CameraLimits.neutral
    /// The camera a vendor's new map view starts at before the app moves it; the core's
    /// ``InteractiveMap/defaultCamera`` unless a vendor documents its own (adapters pass it to the map).
    public var startCamera = InteractiveMap.defaultCamera
    /// The lowest zoom at which a non-animated bearing change from the app is honoured
    /// (``InteractiveMap/isRotationAllowed``); `nil`: at every zoom.
    public var rotationMinimumZoom: Double?
    /// What a rotation gesture may do while ``InteractiveMap/isRotationAllowed`` is false, and how the map
    /// turns back to north after it; `nil`: rotation gestures are never restricted.
    public var restrictedRotation: RestrictedRotation?
    /// Where the vendor's view places its ornaments by default; MapLibre's layout unless a vendor's differs
    /// (only MapLibre-style views read it today).
    public var ornaments = OrnamentLayout.mapLibre

    // MARK: Taps and presses

    /// How far (points) a finger may move and still tap.
    public var tapSlop: Double {
        get { recognizerThresholds.tapSlop }
        set { recognizerThresholds.tapSlop = newValue }
    }
    /// The longest a finger may rest and still tap, in seconds.
    public var maximumTapDuration: Double {
        get { recognizerThresholds.maximumTapDuration }
        set { recognizerThresholds.maximumTapDuration = newValue }
    }
    /// The longest wait between the taps of a double tap, from the first lift to the second touch, in
    /// seconds; a single tap waits this long before it is recognized while double tap is on.
    public var doubleTapInterval: Double {
        get { recognizerThresholds.doubleTapInterval }
        set { recognizerThresholds.doubleTapInterval = newValue }
    }
    /// How far (points) the second tap of a double tap may land from the first.
    public var doubleTapDistance: Double {
        get { recognizerThresholds.doubleTapDistance }
        set { recognizerThresholds.doubleTapDistance = newValue }
    }
    /// Whether the built-in single tap begins only when it could select or deselect an annotation
    /// (``InteractiveMap/singleTapActsOnAnnotations(at:)``); otherwise it fails, so the app's recognizers that
    /// require it to fail may recognize. `false`: it recognizes every tap.
    public var singleTapNeedsAnnotation = false
    /// Whether the built-in long press begins only on a draggable annotation (the press that drags it);
    /// otherwise it fails, so the app's long-press recognizers that require it to fail may recognize.
    /// `false`: it recognizes every press.
    public var longPressNeedsDraggableAnnotation = false
    /// How long a finger rests before a long press begins, in seconds.
    public var longPressDuration: Double {
        get { recognizerThresholds.longPressDuration }
        set { recognizerThresholds.longPressDuration = newValue }
    }

    // MARK: Continuous gestures

    /// How far (points) one finger moves before a pan begins.
    public var panSlop: Double {
        get { recognizerThresholds.panSlop }
        set { recognizerThresholds.panSlop = newValue }
    }
    /// How much (points) the distance between two fingers changes before a pinch begins.
    public var pinchSlop: Double {
        get { recognizerThresholds.pinchSlop }
        set { recognizerThresholds.pinchSlop = newValue }
    }
    /// How far (degrees) two fingers turn before a rotation begins.
    public var rotationThreshold: Double {
        get { recognizerThresholds.rotationThreshold }
        set { recognizerThresholds.rotationThreshold = newValue }
    }
    /// How far (degrees) two fingers turn before a rotation begins while a pinch is under way.
    public var rotationThresholdWhileZooming: Double {
        get { recognizerThresholds.rotationThresholdWhileZooming }
        set { recognizerThresholds.rotationThresholdWhileZooming = newValue }
    }
    /// How far (points) two fingers move vertically before a tilt begins.
    public var tiltSlop: Double {
        get { recognizerThresholds.tiltSlop }
        set { recognizerThresholds.tiltSlop = newValue }
    }
    /// Tilt change in degrees per point of vertical two-finger movement (moving up tilts further).
    public var tiltDegreesPerPoint = 0.5
    /// The line between the fingers must lie within this many degrees of horizontal for a tilt.
    public var tiltMaximumFingerAngle: Double {
        get { recognizerThresholds.tiltMaximumFingerAngle }
        set { recognizerThresholds.tiltMaximumFingerAngle = newValue }
    }
    /// The fingers' movement must be steeper than this many degrees from horizontal for a tilt.
    public var tiltMinimumMotionAngle: Double {
        get { recognizerThresholds.tiltMinimumMotionAngle }
        set { recognizerThresholds.tiltMinimumMotionAngle = newValue }
    }
    /// Points of vertical movement per zoom level in a quick zoom.
    public var quickZoomPointsPerLevel = 75.0
    /// Whether dragging down zooms in during a quick zoom.
    public var quickZoomDownZoomsIn = true

    // MARK: Discrete zooms

    /// How a double tap picks its zoom.
    public var doubleTapZoom = ZoomStepRule.fractional
    /// How a two-finger tap picks its zoom.
    public var twoFingerTapZoom = ZoomStepRule.fractional
    /// Where a two-finger tap zooms about.
    public var twoFingerTapAnchor = ZoomAnchor.touchCentroid
    /// Duration of the double-tap and two-finger-tap zoom animations, in seconds.
    public var tapZoomDuration = 0.3
    /// Duration of the map's own turns back to north, in seconds: the snap at a gesture's end
    /// (``northSnapTolerance``) and the return of a map that may not rotate at its zoom
    /// (``restrictedRotation``).
    public var northSnapDuration = 0.3
    /// Easing of the animations the map starts by itself: the double-tap and two-finger-tap zooms, the north
    /// snap, control taps and location following.
    public var mapAnimationCurve = DecelerationModel.mapLibreEase
    /// Duration of an animated programmatic camera move that names no duration, in seconds.
    public var animatedMoveDuration = 0.3
    /// Easing of an animated programmatic camera move that names no curve.
    public var animatedMoveCurve = DecelerationModel.mapLibreEase
    /// Duration of a fly-to that names no duration, in seconds (MapCompat's own value).
    public var flyDuration = 1.0

    // MARK: Release

    /// The drift after a release.
    public var deceleration = DecelerationModel.mapLibre
    /// A bearing within this many degrees of north snaps to north when a gesture ends; zero turns it off.
    public var northSnapTolerance = 0.0
    /// How taps find scene items: tolerance, which candidate wins, cycling.
    public var hitTest = HitTestRules.neutral
    /// What a marker tap the app's handler declines does: reach the map (neutral), or run the vendor's own
    /// default action (Google's Maps SDK selects the marker and centres on it).
    public var declinedMarkerTap = DeclinedMarkerTap.reachesMap
    /// How annotations are selected and dragged and where their callouts go.
    public var annotations = AnnotationRules.neutral
    /// Which gestures may run together; any pair outside this set excludes each other.
    public var simultaneousGestures: Set<GestureKind> = [.pan, .pinch, .rotate]

    // MARK: Controls and location

    /// The controls a map shows at first and where its logo sits (neutral: only the logo, bottom left).
    public var controls = MapControlSettings()
    /// Where the scale bar hides itself because its longest distance is exceeded; `nil`: it shows at every
    /// zoom while switched on.
    public var scaleBarRange: ScaleBarRange?
    /// Duration of the compass and zoom-button animations, in seconds.
    public var controlAnimationDuration = 0.3
    /// Whether the compass also shows for a tilted map and levels it when tapped (NAVER), rather than
    /// dealing with the bearing alone (MapLibre).
    public var compassCoversTilt = true
    /// The tracking mode each tap on the location button moves to.
    public var locationButtonCycle = TrackingCycle.neutral
    /// What a tap on the location button does: move along ``locationButtonCycle``, or centre on the location.
    public var locationButtonAction = LocationButtonAction.cyclesTracking
    /// What camera gestures do to a map that follows the location (neutral: NAVER's rule).
    public var trackingInterruption = TrackingInterruption.naver
    /// Duration of the camera animation that brings the camera to a new location fix, in seconds.
    public var trackingAnimationDuration = 0.3
    /// How far, in points, a tap may land from the user-location marker's centre and still hit it: a
    /// 40-point puck. No vendor documents the size; MapCompat's choice. Negative or non-finite counts as zero.
    public var locationMarkerRadius = 20.0
    /// The padding left around annotations shown without one (`DefaultFitPadding`).
    public var defaultFitPadding = DefaultFitPadding.none
    /// The padding, beyond the location marker's height above and below, kept around the location and a target
    /// both shown while following with the course (neutral: none).
    public var courseTargetPadding = EdgeInsets.zero

    /// Creates a profile with the neutral values and a name.
    public init(name: String) {
        self.name = name
    }
}
