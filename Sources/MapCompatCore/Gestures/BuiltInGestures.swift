/// The map's own recognizers, one per fine gesture kind, wired with MapLibre Native's failure
/// requirements (maplibre-native `platform/ios/src/MLNMapView.mm`, CONFIRMED): tilt waits for pan to fail; two-finger
/// tap for pinch, rotation and tilt; quick zoom for double tap; single tap for double tap and quick zoom.
/// MapCompat adds one: pan waits for quick zoom, so a finger that follows a tap zooms rather than pans
/// (UIKit gets there by timing, failing the double tap before the pan's slop is crossed).
struct BuiltInGestures {
    let tap = TapGestureRecognizer()
    let doubleTap = TapGestureRecognizer(numberOfTapsRequired: 2)
    let twoFingerTap = TapGestureRecognizer(numberOfTouchesRequired: 2)
    let longPress = LongPressGestureRecognizer()
    let pan = PanGestureRecognizer()
    let pinch: PinchGestureRecognizer
    let rotate: RotationGestureRecognizer
    let tilt: TiltGestureRecognizer
    let quickZoom = LongPressGestureRecognizer(
        minimumPressDuration: 0, numberOfTapsRequired: 1, allowableMovement: .infinity)

    /// In the order they are asked (the order of ``contains(where:)``, the one place it is written).
    var all: [GestureRecognizer] {
        var all: [GestureRecognizer] = []
        forEach { all.append($0) }
        return all
    }
    /// The gestures that move the camera while fingers are down.
    let cameraGestures: [GestureRecognizer]

    init() {
        let pairMeasure = PairMeasure()
        pinch = PinchGestureRecognizer(sharing: pairMeasure)
        rotate = RotationGestureRecognizer(sharing: pairMeasure)
        tilt = TiltGestureRecognizer(sharing: pairMeasure)
        cameraGestures = [pan, pinch, rotate, tilt, quickZoom]
        let kinds: [(GestureRecognizer, GestureKind)] = [
            (tap, .tap), (doubleTap, .doubleTap), (twoFingerTap, .twoFingerTap), (longPress, .longPress),
            (pan, .pan), (pinch, .pinch), (rotate, .rotate), (tilt, .tilt), (quickZoom, .quickZoom),
        ]
        for (recognizer, kind) in kinds { recognizer.kind = kind }
        tilt.require(toFail: pan)
        pan.require(toFail: quickZoom)
        twoFingerTap.require(toFail: pinch)
        twoFingerTap.require(toFail: rotate)
        twoFingerTap.require(toFail: tilt)
        quickZoom.require(toFail: doubleTap)
        tap.require(toFail: doubleTap)
        tap.require(toFail: quickZoom)
    }

    /// Calls `body` with each recognizer in order, read from the `let` fields so that the per-frame loops
    /// neither retain the recognizers nor dispatch dynamically.
    @inline(__always)
    func forEach(_ body: (GestureRecognizer) -> Void) {
        _ = contains { recognizer in
            body(recognizer)
            return false
        }
    }

    /// Calls `body` with each recognizer whose kind is in `kinds()`, in order (see ``contains(among:where:)``).
    @inline(__always)
    func forEach(among kinds: () -> GestureKindMask, _ body: (GestureRecognizer) -> Void) {
        _ = contains(among: kinds) { recognizer in
            body(recognizer)
            return false
        }
    }

    /// Whether `predicate` holds for a recognizer, asked in order (see ``contains(among:where:)``).
    @inline(__always)
    func contains(where predicate: (GestureRecognizer) -> Bool) -> Bool {
        contains(among: { .every }, where: predicate)
    }

    /// Whether `predicate` holds for a recognizer whose kind is in `kinds()`, asked in order: continuous
    /// gestures first, as MapLibre creates them. This is the one place the order is written.
    ///
    /// `kinds()` is read again before each recognizer, so one that enters or leaves the set while the walk
    /// is under way is asked or passed over as the set stands when its turn comes.
    @inline(__always)
    func contains(among kinds: () -> GestureKindMask, where predicate: (GestureRecognizer) -> Bool) -> Bool {
        (kinds().contains(.pan) && predicate(pan)) || (kinds().contains(.pinch) && predicate(pinch))
            || (kinds().contains(.rotate) && predicate(rotate))
            || (kinds().contains(.doubleTap) && predicate(doubleTap))
            || (kinds().contains(.tilt) && predicate(tilt))
            || (kinds().contains(.twoFingerTap) && predicate(twoFingerTap))
            || (kinds().contains(.quickZoom) && predicate(quickZoom)) || (kinds().contains(.tap) && predicate(tap))
            || (kinds().contains(.longPress) && predicate(longPress))
    }

    /// Switches each recognizer on or off from the settings.
    func apply(_ settings: GestureSettings) {
        forEach { recognizer in
            if let kind = recognizer.kind { recognizer.isEnabled = settings.isEnabled(kind) }
        }
    }
}
