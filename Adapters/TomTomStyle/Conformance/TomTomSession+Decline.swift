import MapCompatConformance
import MapCompatCore
import TomTomStyle

extension TomTomSession {
    /// A timed camera step with steps after it: TomTom animates with a curve it neither documents nor lets the
    /// caller name, so only the move's end is known.
    static let animatedCamera = Capability("step.camera.animated")
    /// A gesture's cancelled phase: TomTom's `GestureState` is `begin`, `update` or `end`.
    static let cancelledPhase = Capability("event.gesture.cancelled")
    /// A tracking mode of `none` while a location is shown: TomTom's one `.none` reads back as `noFollow`.
    static let noneWithLocation = Capability("expect.tracking.noneWithLocation")
    /// The tracking mode `noFollow` asked of a map that does not follow: TomTom's one `.none` draws the location
    /// once its provider reports one, so it can neither show the location before one came nor report a change.
    static let noFollowMode = Capability("map.location.tracking.noFollow")
    /// A `set` step that starts following, with steps after it: TomTom animates there, the neutral map jumps.
    static let followsLater = Capability("step.set.location.follow")

    /// An item without a tap handler on a map that is touched: TomTom's annotations take every tap.
    static let touchedWithoutHandler = Capability("scene.tapHandler.none")

    /// Declines, before anything is set up, a spec whose run TomTom cannot observe as the spec states it.
    ///
    /// - Throws: ``NotExpressible`` with TomTom's reason.
    static func decline(_ spec: Spec, profile: InteractionProfile) throws {
        let cancels = spec.steps.contains { step in
            guard case .touches(let frames) = step else { return false }
            return frames.contains(where: \.cancel)
        }
        if cancels {
            // TomTom iOS API reference, GestureState: begin, update, end; a cancelled gesture reports `end`.
            throw NotExpressible(
                reason: "TomTom's GestureState has no cancelled state: a cancelled gesture reports .end",
                capability: cancelledPhase)
        }
        // An item with no handler lets taps through to what lies below; a TomTom annotation takes them. The two
        // differ only under a touch that hit-tests (a tap, double or two-finger tap, long press, quick zoom,
        // drag, a pan slow and short enough to be a long press, or raw touches that may be any of these).
        let withoutHandler = spec.scene.contains { item in
            switch item.content {
            case .marker, .polyline, .polygon, .circle: item.tap == nil
            case .symbol, .annotation, .indoor: false
            }
        }
        let hitTests = spec.steps.contains { step in
            ([.tap, .doubleTap, .twoFingerTap, .longPress, .quickZoom, .drag, .touches, .tapControl] as [Step.Kind])
                .contains(step.kind) || step.mayHoldAFinger(on: profile)  // a pan that stays is a long press
        }
        if withoutHandler && hitTests {
            // TomTom iOS API reference, AnnotationsActions and MapInteraction: a tap on an annotation is
            // `tappedOnAnnotation`, never passed to the map; `isSelectable = false` only silences it.
            throw NotExpressible(
                reason: "TomTom's annotations take every tap that lands on them: an item without a handler, "
                    + "which lets taps through, cannot be made",
                capability: touchedWithoutHandler)
        }
        // A timed move shows its path only to a step that comes before its end.
        let timedBeforeLast = spec.steps.dropLast().contains { step in
            guard case .camera(let move) = step else { return false }
            return move.duration > 0
        }
        if timedBeforeLast {
            // TomTom iOS API reference, CameraActions: `applyCamera(_:animationDuration:completion:)` takes no
            // curve and TomTom documents none, so where the camera is during a timed move has no source.
            throw NotExpressible(
                reason: "TomTom's applyCamera(_:animationDuration:completion:) takes no easing curve and TomTom "
                    + "documents none, so the path of a timed camera move is unknown",
                capability: animatedCamera)
        }
        // Only a later step can tell the animation from the jump: the run settles before its end.
        let startsFollowingLater = spec.steps.dropLast().contains { step in
            guard case .set(let settings) = step, let tracking = settings.location?.tracking else { return false }
            return tracking != .none && tracking != .noFollow
        }
        if startsFollowingLater {
            // TomTom camera guide, "Camera tracking mode": the camera animates to the user's location when
            // tracking starts, where the neutral map jumps there.
            throw NotExpressible(
                reason: "TomTom's camera animates to the location when tracking starts; the neutral map jumps",
                capability: followsLater)
        }
        if namesNoneWithLocation(spec) {
            // TomTom iOS API reference, CameraTrackingMode: `.none` says nothing of whether the location stays
            // shown, so none and noFollow read back alike (the plugin reads `noFollow` once a location came).
            throw NotExpressible(
                reason: "TomTom's CameraTrackingMode has one .none: with a location reported it cannot tell "
                    + "none from noFollow",
                capability: noneWithLocation)
        }
    }

    /// Whether the spec gives a location and expects the tracking mode `none` (as an event or the final state).
    private static func namesNoneWithLocation(_ spec: Spec) -> Bool {
        let locates =
            spec.map.location?.position != nil
            || spec.steps.contains { if case .location = $0 { true } else { false } }
        guard locates else { return false }
        let patterns = spec.expect.events + (spec.expect.exactly ?? []) + spec.expect.absent
        let eventNamesNone = patterns.contains { pattern in
            pattern.kind == .trackingMode && pattern.fields["mode"] == .string(TrackingMode.none.rawValue)
        }
        return eventNamesNone || spec.expect.tracking == TrackingMode.none
    }

    /// Declines a `set` step's tracking mode that TomTom's one `.none` cannot show as the neutral map does
    /// (TomTom iOS API reference, CameraTrackingMode: `.none` does not follow; the location is drawn once the
    /// provider reports one). `noFollow` while the map does not follow changes nothing TomTom reports, where the
    /// neutral map reports its change from `none` (fuzz seed 7, run 15005). `none` after a location was drawn
    /// keeps drawing it, where the neutral map hides it. `none` after following a location that never came is
    /// the neutral `none`: nothing was drawn (fuzz seed 9, run 3283).
    ///
    /// - Throws: ``NotExpressible`` with TomTom's reason.
    func prepareTrackingChange(to mode: TrackingMode, givingPosition: Bool) throws {
        if mode == .noFollow, map.cameraTrackingMode == .none {
            throw NotExpressible(
                reason: "TomTom's CameraTrackingMode has one .none: while the map does not follow, asking it to "
                    + "show the location without following changes nothing TomTom reports",
                capability: Self.noFollowMode)
        }
        guard mode == .none, tracking != .none else { return }
        guard tracking != .noFollow, locationProvider.lastPosition == nil, !givingPosition else {
            throw NotExpressible(
                reason: "TomTom's CameraTrackingMode has one .none, which keeps drawing a location once shown: it "
                    + "cannot hide the user's location (none) after showing it",
                capability: Self.noneWithLocation)
        }
        hasFollowed = false
    }
}
