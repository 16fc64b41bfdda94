import Foundation

extension InteractiveMap {
    /// Feeds one frame of touches: time first advances to the frame's time, then the recognizers see the
    /// touches and the gestures they recognize act on the camera.
    ///
    /// A touch going down while the camera animates or drifts stops it where it is (the stop gesture),
    /// unless ``GestureSettings/isStopEnabled`` is off.
    /// A touch going down on a shown control is the control's alone (see ``frame(of:)->CGRect``).
    ///
    /// - Throws: ``MapCompatError`` for a frame that cannot happen (see ``TouchTracker``) or whose time lies
    ///   in the past; such a frame changes nothing.
    public func handle(_ frame: TouchFrame) throws(MapCompatError) {
        try validateTouches(frame)
        try advance(to: frame.time)
        // Touches that go down on a shown control belong to it until they lift; the recognizers, the
        // stop gesture and the finger count never see them (see `takeControlTouches(_:)`). Most
        // frames have none, and go on as they are, uncopied.
        if controlsMayTakeTouches(in: frame) {
            handleOnMap(takeControlTouches(frame))
        } else {
            handleOnMap(frame)
        }
    }

    /// The touches of a frame that belong to the map: the stop gesture, the fingers and the recognizers.
    @inline(__always)
    private func handleOnMap(_ frame: TouchFrame) {
        if motion.animationEnd != nil, arena.settings.isStopEnabled,
            frame.touches.contains(where: { $0.phase == .began })
        {
            motion.stopAnimation()
        }
        arena.dispatch(frame, to: self)
        settle()
    }

    /// Feeds frames in order; stops at the first one that is rejected.
    public func handle(_ frames: some Sequence<TouchFrame>) throws(MapCompatError) {
        for frame in frames { try handle(frame) }
    }

    /// The fingers currently down.
    public var touches: [TouchTracker.Finger] { arena.tracker.fingers }
}
