extension InteractiveMap {
    /// Advances virtual time by `seconds`, running everything that falls due on the way.
    ///
    /// - Throws: ``MapCompatError`` when `seconds` is negative or not finite; nothing changes then.
    public func advance(by seconds: Double) throws(MapCompatError) {
        let seconds = try MapCompatError.finite(seconds, "seconds")
        guard seconds >= 0 else {
            throw MapCompatError(.timeWentBackwards, field: "seconds", "\(seconds) is negative")
        }
        try advance(to: now + seconds)
    }

    /// Advances virtual time to `time`. Whatever falls due on the way (a recognizer's timer, the end of an
    /// animation) happens at its own time, in order, so its events carry that time.
    ///
    /// - Throws: ``MapCompatError`` when `time` is not finite or lies in the past; nothing changes then.
    public func advance(to time: Double) throws(MapCompatError) {
        var target = clock
        try target.advance(to: time)
        while true {
            let timer = min(arena.nextRecognizerDeadline ?? .infinity, annotationStore.nextDeadline ?? .infinity)
            let animationEnd = motion.animationEnd ?? .infinity
            let northReturn = gestureCamera.northReturnAt ?? .infinity
            let due = min(timer, animationEnd, northReturn)
            guard due <= time else { break }
            clock = VirtualClock(now: max(due, now))
            if animationEnd <= timer && animationEnd <= northReturn {
                motion.stepAnimation()
            } else if northReturn < timer {
                gestureCamera.returnToNorth()
            } else {
                arena.fireRecognizers(at: now, to: self)
                annotationStore.fireTimers(at: now)
            }
            settle()
        }
        clock = target
        // Checked here as well as in `stepAnimation`: most frames have no animation, and skip the call.
        if motion.animationEnd != nil { motion.stepAnimation() }
        settle()
    }

    /// Advances virtual time one frame (1/120 s) at a time until the map is idle, for at most `maximum`
    /// seconds: what a test or a conformance run does after its last input. Returns whether the map is
    /// idle at the end.
    ///
    /// - Throws: ``MapCompatError`` when `maximum` is negative or not finite.
    @discardableResult
    public func advanceUntilIdle(maximum: Double) throws(MapCompatError) -> Bool {
        let maximum = try MapCompatError.finite(maximum, "maximum")
        let deadline = now + max(maximum, 0)
        while !isIdle && now < deadline {
            try advance(to: min(deadline, now + 1.0 / TouchScript.frameRate))
        }
        return isIdle
    }
}
