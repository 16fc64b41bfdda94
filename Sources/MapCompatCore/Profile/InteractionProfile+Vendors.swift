extension InteractionProfile {
    /// The profile of conformance specs: every gesture on, no exclusions, the zoom ±1 from the fractional
    /// zoom, MapLibre's (source-confirmed) drift, no north snap. Values no vendor documents are MapCompat's
    /// own and are chosen to sit inside every vendor's observed range.
    public static let neutral = InteractionProfile(name: "neutral")

    /// NAVER Maps iOS (research vendors-naver-tomtom.md §1). Zoom 0–20 and tilt ≤ 60 are CONFIRMED from the
    /// SDK headers; NAVER documents zoom buttons and taps as ±1 (fractional). Its gesture timings and drift
    /// are not published, so those stay neutral.
    public static let naver: InteractionProfile = {
        var profile = InteractionProfile(name: "naver")
        profile.hitTest = .naver
        profile.limits = (try? CameraLimits(minZoom: 0, maxZoom: 20, maxTilt: 60)) ?? .neutral
        return profile
    }()

    /// MapLibre Native iOS (research vendors-maplibre-rm.md §1, read from its source): round(z) ± 1 over
    /// 0.3 s, 75 points per quick-zoom level with down zooming in, tilt 0.5° per point within 45° of
    /// horizontal and motion steeper than 60°, a 3° rotation threshold while zooming, 7° north snap.
    public static let mapLibre: InteractionProfile = {
        var profile = InteractionProfile(name: "maplibre")
        profile.hitTest = .mapLibre
        profile.doubleTapZoom = .rounded
        profile.twoFingerTapZoom = .rounded
        profile.tapZoomDuration = 0.3
        profile.northSnapTolerance = 7
        profile.rotationThresholdWhileZooming = 3
        profile.quickZoomPointsPerLevel = 75
        profile.tiltDegreesPerPoint = 0.5
        return profile
    }()

    /// TomTom Maps iOS (seed 002; research vendors-naver-tomtom.md §2): zoom 0–22 and the default exclusion
    /// table of the seed, read as "X excludes Y" = Y is ignored while X is in progress. Its thresholds and
    /// drift are not published, so those stay neutral.
    public static let tomTom: InteractionProfile = {
        var profile = InteractionProfile(name: "tomtom")
        // The exclusion table is TomTom's whole arbitration: gestures it does not exclude run together.
        profile.simultaneousGestures = [.pan, .pinch, .rotate, .tilt]
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
        return profile
    }()

    /// The legacy Mapbox SDK, route-me (research vendors-maplibre-rm.md §2, read from its source): long press
    /// 0.25 s, next-native-zoom rules, two-finger tap about the view centre, fast deceleration by default, no
    /// rotation or tilt. route-me counts zoom on 256-point tiles, one level above the neutral scale, so its
    /// default range 0–25 is 0–24 here (its min zoom also floors at the level where the world fills the view).
    public static let routeMe: InteractionProfile = {
        var profile = InteractionProfile(name: "rm")
        profile.hitTest = .routeMe
        profile.longPressDuration = 0.25
        profile.doubleTapZoom = .nextNative
        profile.twoFingerTapZoom = .nextNative
        profile.twoFingerTapAnchor = .viewCenter
        profile.gestures.deceleration = .fast
        profile.gestures.isRotateEnabled = false
        profile.gestures.isTiltEnabled = false
        profile.gestures.disabled = [.quickZoom]
        profile.limits = (try? CameraLimits(minZoom: 0, maxZoom: 24, maxTilt: 0)) ?? .neutral
        return profile
    }()
}
