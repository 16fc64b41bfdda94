extension InteractionProfile {
    /// The profile of conformance specs: every gesture on, no exclusions, the zoom ±1 from the fractional
    /// zoom, MapLibre's (source-confirmed) drift, no north snap. Values no vendor documents are MapCompat's
    /// own and are chosen to sit inside every vendor's observed range.
    public static let neutral = InteractionProfile(name: "neutral")

    /// NAVER Maps iOS (NAVER Map iOS SDK guide). Zoom 0–20 and tilt ≤ 60 are CONFIRMED from the
    /// SDK headers; NAVER documents zoom buttons and taps as ±1 (fractional). Its gesture timings and drift
    /// are not published, so those stay neutral.
    public static let naver: InteractionProfile = {
        var profile = InteractionProfile(name: "naver")
        profile.hitTest = .naver
        profile.limits = (try? CameraLimits(minZoom: 0, maxZoom: 20, maxTilt: 60)) ?? .neutral
        // NMFNaverMapView shows compass, scale bar and zoom buttons by default; the
        // compass levels tilt too (guide 4-1); gestures drop following to noFollow; the
        // button cycle is a wrapper's (INFERRED for native); controls animate over the default camera
        // animation, 0.2 s (`animationDuration`, CONFIRMED; its use by controls INFERRED).
        profile.controls = MapControlSettings(showsCompass: true, showsScaleBar: true, showsZoomButtons: true)
        profile.controlAnimationDuration = 0.2
        profile.trackingInterruption = .naver
        // NMFMapView's default frictions, scroll 0.088, zoom 0.12375, rotate 0.19333 (NMFMapView.h of NMapsMap
        // 3.18.0, CONFIRMED), converted to drift rates by DecelerationModel.rate(friction:).
        let model = profile.deceleration
        profile.gestures.decelerationRates = [
            .pan: model.rate(friction: naverScrollFriction), .pinch: model.rate(friction: naverZoomFriction),
            .rotate: model.rate(friction: naverRotateFriction),
        ]
        return profile
    }()

    /// NAVER's default `scrollFriction` (NMFMapView.h of NMapsMap 3.18.0).
    public static let naverScrollFriction = 0.088
    /// NAVER's default `zoomFriction`.
    public static let naverZoomFriction = 0.12375
    /// NAVER's default `rotateFriction`.
    public static let naverRotateFriction = 0.19333

    /// MapLibre Native iOS (maplibre-native `platform/ios/src/MLNMapView.mm`, read from its source): round(z) ± 1 over
    /// 0.3 s, 75 points per quick-zoom level with down zooming in, tilt 0.5° per point within 45° of
    /// horizontal and motion steeper than 60°, a 3° rotation threshold while zooming, 7° north snap.
    public static let mapLibre: InteractionProfile = {
        var profile = InteractionProfile(name: "maplibre")
        profile.hitTest = .mapLibre
        profile.annotations = .mapLibre
        profile.doubleTapZoom = .rounded
        profile.twoFingerTapZoom = .rounded
        profile.tapZoomDuration = 0.3
        // Animated setters without a duration use MLNAnimationDuration and the default ease.
        profile.animatedMoveDuration = 0.3
        profile.animatedMoveCurve = DecelerationModel.mapLibreEase
        profile.northSnapTolerance = 7
        // The snap and the return both turn with resetNorthAnimated: or unrotateIfNeededAnimated:, over
        // MLNAnimationDuration (0.3 s).
        profile.northSnapDuration = 0.3
        profile.rotationThresholdWhileZooming = 3
        profile.quickZoomPointsPerLevel = 75
        profile.tiltDegreesPerPoint = 0.5
        // The adaptive compass shows only while turned, and resetNorth animates the bearing alone over
        // MLNAnimationDuration; gestures change tracking as its handlers do.
        profile.controls = MapControlSettings(showsCompass: true)
        // MLNMapView's ornaments sit in corners, 8 pt in (MLNMapViewContentInsetTests.m, MLNMapViewLayoutTests.m).
        let ornaments = OrnamentLayout.mapLibre
        profile.controls.placements = [
            .compass: ornaments.compass, .scaleBar: ornaments.scaleBar, .logo: ornaments.logo,
        ]
        profile.compassCoversTilt = false
        profile.controlAnimationDuration = 0.3
        profile.trackingInterruption = .mapLibre
        // A new MLNMapView shows (0, 0) at zoom 0, north up and flat (MLNMapViewDirectionTests.mm
        // testResetPosition in maplibre-native platform/ios/test).
        profile.startCamera = Camera(center: LatLng(uncheckedLatitude: 0, longitude: 0), zoom: 0)
        // Rotation is not allowed at world-scale zoom levels: MLNMapView.mm's isRotationAllowed is
        // zoomLevel >= currentMinimumZoom (MLNMinimumZoom, 3), and setDirection:animated: ignores a
        // non-animated turn below it (MLNMapViewDirectionTests.mm testDirection).
        profile.rotationMinimumZoom = 3
        // Below that zoom handleRotateGesture: holds the bearing within ±30° unless the pinch has scaled by
        // 10, and unrotateIfNeededAnimated: turns the map back to north 0.1 s after the gesture.
        profile.restrictedRotation = .mapLibre
        // MLNMapView is its single-tap recognizer's delegate: gestureRecognizerShouldBegin: lets the tap begin
        // only when nothing is selected and annotationForGestureRecognizer:persistingResults: finds one, or
        // something is selected (the tap deselects it). MLNMapView has no long-press recognizer of its own:
        // the press that drags lives on each draggable MLNAnnotationView (MLNAnnotationView.mm enableDrag).
        profile.singleTapNeedsAnnotation = true
        profile.longPressNeedsDraggableAnnotation = true
        // MLNScaleBar.mm updateVisibility: the bar fades out where half the view's width covers more than the
        // last row of its distance table (800 km, or 400 mi).
        profile.scaleBarRange = .mapLibre
        // showAnnotations:animated: pads by a fifth of the view's size, at most 100 pt.
        profile.defaultFitPadding = .mapLibre
        // Course tracking towards a target keeps MLNUserLocationAnnotationViewInset (50 pt above and below) plus
        // the user location view's height clear around both (MLNMapView.mm edgePaddingForFollowingWithCourse).
        profile.courseTargetPadding = EdgeInsets(top: 50, left: 0, bottom: 50, right: 0)
        return profile
    }()

    /// TomTom Maps iOS (TomTom Maps SDK for iOS documentation): TomTom zoom 0–22 and the default exclusion
    /// table of its documentation, read as "X excludes Y" = Y is ignored while X is in progress. Its thresholds and
    /// drift are not published, so those stay neutral.
    public static let tomTom: InteractionProfile = {
        var profile = InteractionProfile(name: "tomtom")
        // TomTom counts zoom on 256-point tiles (TomTomZoomScale): its 0–22 is −1…21 here, floored at 0.
        profile.limits = (try? CameraLimits(minZoom: 0, maxZoom: 21, maxTilt: 60)) ?? .neutral
        // The exclusion table is TomTom's whole arbitration: gestures it does not exclude run together. The
        // table spells out what long pressing excludes, so the long press is one of them (INFERRED).
        profile.simultaneousGestures = [.pan, .pinch, .rotate, .tilt, .longPress]
        profile.gestures.exclusions = [
            // tilting excludes rotating; long pressing excludes rotation
            .rotate: [.tilt, .longPress],
            // tilting, rotating and long pressing exclude scaling; double tapping excludes scaling
            .pinch: [.tilt, .rotate, .longPress, .doubleTap],
            // rotating, scaling, moving and long pressing exclude tilting
            .tilt: [.rotate, .pinch, .pan, .longPress],
            // long pressing excludes double-tapping
            .doubleTap: [.longPress],
        ]
        // `applyCamera(_:completion:)` animates "over a one-second duration" (TomTom iOS API reference,
        // CameraActions).
        profile.animatedMoveDuration = 1
        // MapView's defaults (TomTom iOS guide "UI controls"): the compass shows while the map is turned
        // (`.visibleWhenNeeded`), the current-location button unless the map is centred on the location
        // (`.hiddenWhenCentered`).
        profile.controls.showsCompass = true
        profile.controls.showsLocationButton = true
        profile.controls.hidesLocationButtonWhenCentered = true
        return profile
    }()

    /// The legacy Mapbox SDK, route-me (route-me `RMMapView.m`, read from its source): long press
    /// 0.25 s, next-native-zoom rules, two-finger tap about the view centre, fast deceleration by default, no
    /// rotation or tilt. route-me counts zoom on 256-point tiles, one level above the neutral scale, so its
    /// default range 0–25 is 0–24 here (its min zoom also floors at the level where the world fills the view).
    public static let routeMe: InteractionProfile = {
        var profile = InteractionProfile(name: "rm")
        profile.hitTest = .routeMe
        profile.annotations = .routeMe
        profile.longPressDuration = 0.25
        profile.doubleTapZoom = .nextNative
        profile.twoFingerTapZoom = .nextNative
        profile.twoFingerTapAnchor = .viewCenter
        profile.gestures.deceleration = .fast
        profile.gestures.isRotateEnabled = false
        profile.gestures.isTiltEnabled = false
        profile.gestures.disabled = [.quickZoom]
        profile.limits = (try? CameraLimits(minZoom: 0, maxZoom: 24, maxTilt: 0)) ?? .neutral
        // The compass shows only while heading tracking turns the map (users cannot rotate) and its tap
        // returns to plain following; drags, user pinches and double taps end tracking.
        profile.controls = MapControlSettings(showsCompass: true)
        profile.compassCoversTilt = false
        profile.trackingInterruption = .routeMe
        return profile
    }()
}
