extension Step {
    /// Whether the step may keep a finger down long enough to be a long press: a long press, a drag's hold, or
    /// raw touches. Plugins whose vendor hears of taps only on an item decline such steps beside items that keep
    /// their taps.
    public var mayHoldAFinger: Bool {
        switch self {
        case .longPress, .drag, .touches: true
        case .tap, .doubleTap, .twoFingerTap, .pan, .pinch, .rotate, .tilt, .quickZoom, .wait, .tapControl,
            .selectIndoorLevel, .tapCallout, .camera, .set, .location:
            false
        }
    }
}
